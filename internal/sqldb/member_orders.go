package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// A member's own orders with their items (the order history pages); the
// order's transitions are in orders.go and checkout.go.

type orderRow struct {
	bun.BaseModel   `bun:"table:orders,alias:o"`
	ID              string     `bun:"id,pk"`
	UserID          string     `bun:"user_id"`
	Status          string     `bun:"status"`
	SubtotalAmount  int64      `bun:"subtotal_amount"`
	ShippingAmount  int64      `bun:"shipping_amount"`
	TotalAmount     int64      `bun:"total_amount"`
	ShippingAddress string     `bun:"shipping_address"`
	TrackingNumber  string     `bun:"tracking_number"`
	CargoCompany    string     `bun:"cargo_company"`
	PaymentID       *string    `bun:"payment_id"`
	ContractsText   string     `bun:"contracts_text"`
	ContractsAt     *time.Time `bun:"contracts_accepted_at"`
	ExpiresAt       *time.Time `bun:"expires_at"`
	CompletingAt    *time.Time `bun:"completing_at"`
	Installment     int        `bun:"installment"`
	PaidAmount      int64      `bun:"paid_amount"`
	DiscountAmount  int64      `bun:"discount_amount"`
	CouponCode      string     `bun:"coupon_code"`
	ShippingFee     int64      `bun:"shipping_fee"`
	FreeFrom        int64      `bun:"free_shipping_from"`
	CreatedAt       time.Time  `bun:"created_at"`
	UpdatedAt       time.Time  `bun:"updated_at"`
	ShipKDVRate     int        `bun:"shipping_kdv_rate"`
	ShipKDVExempt   string     `bun:"shipping_kdv_exemption"`
	PaymentMethod   string     `bun:"payment_method"`
	MethodDiscount  int64      `bun:"method_discount"`
	MethodFee       int64      `bun:"method_fee"`
}

func (r *orderRow) order() bookstore.Order {
	o := bookstore.Order{ID: r.ID, UserID: r.UserID, Status: bookstore.OrderStatus(r.Status),
		Totals: bookstore.Totals{Subtotal: r.SubtotalAmount, Discount: r.DiscountAmount, Shipping: r.ShippingAmount,
			MethodDiscount: r.MethodDiscount, MethodFee: r.MethodFee, Total: r.TotalAmount},
		PaymentMethod:   bookstore.PaymentMethod(r.PaymentMethod),
		CouponCode:      r.CouponCode,
		Shipping:        bookstore.ShippingRule{Fee: r.ShippingFee, FreeFrom: r.FreeFrom},
		ShippingTax:     bookstore.TaxClass{Rate: r.ShipKDVRate, Exemption: r.ShipKDVExempt},
		ShippingAddress: r.ShippingAddress, TrackingNumber: r.TrackingNumber, CargoCompany: r.CargoCompany,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Items: []bookstore.OrderItem{}}
	if r.PaymentID != nil {
		o.PaymentID = *r.PaymentID
	}
	o.ContractsText = r.ContractsText
	o.Installment, o.PaidAmount = r.Installment, r.PaidAmount
	if r.ContractsAt != nil {
		o.ContractsAcceptedAt = r.ContractsAt.UTC()
	}
	if r.ExpiresAt != nil && o.Status == bookstore.OrderPending {
		o.PayBy = r.ExpiresAt.UTC()
	}
	return o
}

// OrdersOf lists a user's orders, newest first, with their items.
func (s *OrderStore) OrdersOf(ctx context.Context, userID string) ([]bookstore.Order, error) {
	var rows []orderRow
	if err := s.db.bun.NewSelect().Model(&rows).Where("o.user_id = ?", userID).Order("o.created_at DESC", "o.id DESC").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	orders := make([]bookstore.Order, len(rows))
	for i := range rows {
		orders[i] = rows[i].order()
	}
	return orders, s.loadItems(ctx, orders)
}

// OrderOf returns one of the user's orders; another user's order is
// ErrNotFound, the same as a missing one.
func (s *OrderStore) OrderOf(ctx context.Context, userID, orderID string) (*bookstore.Order, error) {
	var row orderRow
	if err := s.db.bun.NewSelect().Model(&row).Where("o.id = ? AND o.user_id = ?", orderID, userID).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	o := []bookstore.Order{row.order()}
	if err := s.loadItems(ctx, o); err != nil {
		return nil, err
	}
	return &o[0], nil
}

// loadItems fills the items of several orders with one query.
func (s *OrderStore) loadItems(ctx context.Context, orders []bookstore.Order) error {
	return s.loadItemsWith(ctx, s.db.bun, orders)
}

const orderItemColumns = "oi.id, oi.order_id, oi.book_id, oi.title, oi.quantity, oi.price, b.cover_image_url, " +
	"oi.list_price, oi.struck_price, oi.coupon_share, oi.paid_amount, oi.kdv_rate, oi.kdv_exemption"

var stmtOrderItems = prepared(`SELECT ` + orderItemColumns + ` FROM order_items AS oi JOIN books AS b ON b.id = oi.book_id
	WHERE oi.order_id = ? ORDER BY oi.created_at ASC, oi.id ASC`)

func (s *OrderStore) loadItemsWith(ctx context.Context, q bun.IDB, orders []bookstore.Order) error {
	if len(orders) == 0 {
		return nil
	}
	ids := make([]string, len(orders))
	at := map[string]int{}
	for i, o := range orders {
		ids[i], at[o.ID] = o.ID, i
	}
	var rows []struct {
		ID       string `bun:"id"`
		OrderID  string `bun:"order_id"`
		BookID   string `bun:"book_id"`
		Title    string `bun:"title"`
		CoverURL string `bun:"cover_image_url"`
		Quantity int    `bun:"quantity"`
		Price    int64  `bun:"price"`
		List     int64  `bun:"list_price"`
		Struck   int64  `bun:"struck_price"`
		Share    int64  `bun:"coupon_share"`
		Paid     int64  `bun:"paid_amount"`
		KDVRate  int    `bun:"kdv_rate"`
		KDVExemp string `bun:"kdv_exemption"`
	}
	var err error
	if len(ids) == 1 {
		// One order (checkout, the admin's order page): the prepared statement.
		err = s.db.queryRows(ctx, q, stmtOrderItems, &rows, ids[0])
	} else {
		err = q.NewSelect().TableExpr("order_items AS oi").ColumnExpr(orderItemColumns).
			Join("JOIN books AS b ON b.id = oi.book_id").
			Where("oi.order_id IN (?)", bun.List(ids)).OrderExpr("oi.created_at ASC, oi.id ASC").Scan(ctx, &rows)
	}
	if err != nil {
		return translate(err)
	}
	for _, r := range rows {
		o := &orders[at[r.OrderID]]
		o.Items = append(o.Items, bookstore.OrderItem{ID: r.ID, BookID: r.BookID, Title: r.Title, CoverURL: r.CoverURL,
			Quantity: r.Quantity, Price: r.Price, ListPrice: r.List, StruckPrice: r.Struck, CouponShare: r.Share, Paid: r.Paid,
			Tax: bookstore.TaxClass{Rate: r.KDVRate, Exemption: r.KDVExemp}})
	}
	return nil
}
