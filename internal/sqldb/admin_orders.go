package sqldb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Admin reads and transitions of orders.

type orderListRow struct {
	orderRow
	CustomerName  string `bun:"customer_name"`
	CustomerEmail string `bun:"customer_email"`
	Refunded      int64  `bun:"refunded_amount"`
	// ShipmentStatus is the latest shown parcel's status (NULL: none).
	ShipmentStatus *string `bun:"shipment_status"`
}

// shipmentStatusSQL is the status of the order's latest parcel at a
// carrier (a reservation is not one yet).
const shipmentStatusSQL = `(SELECT sh.status FROM shipments AS sh WHERE sh.order_id = o.id AND sh.status <> 'preparing'
	ORDER BY sh.created_at DESC, sh.id DESC LIMIT 1)`

func (r *orderListRow) item(o bookstore.Order) bookstore.OrderListItem {
	it := bookstore.OrderListItem{Order: o, CustomerName: r.CustomerName, CustomerEmail: r.CustomerEmail, Refunded: r.Refunded}
	if r.ShipmentStatus != nil {
		it.ShipmentStatus = bookstore.ShipmentStatus(*r.ShipmentStatus)
	}
	return it
}

// refundedSQL is what an order's finished refunds gave back.
const refundedSQL = `COALESCE((SELECT sum(r.amount) FROM refunds AS r WHERE r.order_id = o.id AND r.state = 'done'), 0)`

// paymentStateFilter selects the orders bookstore.PaymentStateOf puts in
// state p (the same rule, as SQL).
func paymentStateFilter(q *bun.SelectQuery, p bookstore.PaymentState) *bun.SelectQuery {
	switch p {
	case bookstore.PaymentUnpaid:
		return q.Where("o.payment_id IS NULL")
	case bookstore.PaymentPaid:
		return q.Where("o.payment_id IS NOT NULL AND " + refundedSQL + " <= 0")
	case bookstore.PaymentRefunded:
		return q.Where("o.payment_id IS NOT NULL AND " + refundedSQL + " >= o.total_amount AND " + refundedSQL + " > 0")
	case bookstore.PaymentPartlyRefunded:
		return q.Where("o.payment_id IS NOT NULL AND " + refundedSQL + " > 0 AND " + refundedSQL + " < o.total_amount")
	}
	return q
}

// whereOrderFilter applies the admin list's search, status and payment.
func whereOrderFilter(q *bun.SelectQuery, f bookstore.OrderFilter) *bun.SelectQuery {
	q = whereOrderSearch(q, f.Query)
	if f.Status != "" {
		q = q.Where("o.status = ?", string(f.Status))
	}
	if f.Method != "" {
		q = q.Where("o.payment_method = ?", string(f.Method))
	}
	if f.Carrier != "" {
		q = q.Where(`(o.cargo_company = ? OR EXISTS (SELECT 1 FROM shipments AS sh WHERE sh.order_id = o.id AND sh.carrier = ?
			AND sh.status NOT IN ('preparing', 'cancelled')))`, f.Carrier, f.Carrier)
	}
	return paymentStateFilter(q, f.Payment)
}

// orderColumns are the columns of orderRow.
const orderColumns = `o.id, o.user_id, o.status, o.subtotal_amount, o.shipping_amount, o.total_amount, o.shipping_address,
	o.tracking_number, o.cargo_company, o.payment_id, o.contracts_text, o.contracts_accepted_at, o.expires_at, o.completing_at, o.installment, o.paid_amount,
	o.discount_amount, o.coupon_code, o.shipping_fee, o.free_shipping_from, o.created_at, o.updated_at,
	o.shipping_kdv_rate, o.shipping_kdv_exemption, o.payment_method, o.method_discount, o.method_fee`

func (s *OrderStore) selectAdminOrders() *bun.SelectQuery {
	return s.db.bun.NewSelect().TableExpr("orders AS o").ColumnExpr(orderColumns).
		ColumnExpr("p.full_name AS customer_name, p.email AS customer_email").ColumnExpr(refundedSQL + " AS refunded_amount").
		ColumnExpr(shipmentStatusSQL + " AS shipment_status").
		Join("JOIN profiles AS p ON p.id = o.user_id")
}

// likeEscape makes a folded search word safe inside a LIKE pattern.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// whereOrderSearch: every word must match the order number (the id's
// start) or the customer's folded name or e-mail.
func whereOrderSearch(q *bun.SelectQuery, search string) *bun.SelectQuery {
	for _, tok := range bookstore.SearchTokens(search) {
		t := likeEscape(tok)
		q = q.Where(`(CAST(o.id AS TEXT) LIKE ? ESCAPE '\' OR p.search_text LIKE ? ESCAPE '\')`, t+"%", "%"+t+"%")
	}
	return q
}

// ListOrders pages through the filtered orders, newest first.
func (s *OrderStore) ListOrders(ctx context.Context, f bookstore.OrderFilter, page bookstore.PageRequest) ([]bookstore.OrderListItem, int, error) {
	page = page.Normalize()
	var rows []orderListRow
	q := whereOrderFilter(s.selectAdminOrders(), f).
		Order("o.created_at DESC", "o.id DESC").Limit(int64(page.Size)).Offset(int64((page.Page - 1) * page.Size))
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, 0, translate(err)
	}
	total, err := whereOrderFilter(s.db.bun.NewSelect().TableExpr("orders AS o").Join("JOIN profiles AS p ON p.id = o.user_id"), f).
		Count(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	orders := make([]bookstore.Order, len(rows))
	for i := range rows {
		orders[i] = rows[i].order()
	}
	if err := s.loadItems(ctx, orders); err != nil {
		return nil, 0, err
	}
	out := make([]bookstore.OrderListItem, len(rows))
	for i := range rows {
		out[i] = rows[i].item(orders[i])
	}
	return out, int(total), nil
}

// AdminOrder returns any order with its customer and items.
func (s *OrderStore) AdminOrder(ctx context.Context, id string) (*bookstore.OrderListItem, error) {
	var row orderListRow
	if err := s.selectAdminOrders().Where("o.id = ?", id).Limit(1).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	o := []bookstore.Order{row.order()}
	if err := s.loadItems(ctx, o); err != nil {
		return nil, err
	}
	it := row.item(o[0])
	return &it, nil
}

// MoveOrder is a conditional status change; a shipment's tracking number and
// carrier are written with the move to shipped. An order whose payment or
// refund is in flight does not move. The move's mail and audit entry are
// written in the same transaction: a move that loses or fails writes nothing.
func (s *OrderStore) MoveOrder(ctx context.Context, id string, from, to bookstore.OrderStatus, ship *bookstore.Shipment, fx bookstore.Effects) (bool, error) {
	moved := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		moved, err = moveOrderTx(ctx, s.db, tx, id, from, to, ship, now(), fx)
		return err
	})
	if err != nil {
		return false, err
	}
	return moved, nil
}

// moveOrderTx is the order move inside tx: the conditional status change,
// and its effects when it happened. deliveredAt is written by the move to
// delivered (now for the admin's click, the carrier's time for a tracked
// parcel). The shipments' tracking moves orders through it too.
func moveOrderTx(ctx context.Context, db statements, tx bun.Tx, id string, from, to bookstore.OrderStatus, ship *bookstore.Shipment,
	deliveredAt time.Time, fx bookstore.Effects,
) (bool, error) {
	q := tx.NewUpdate().Table("orders").Set("status = ?", string(to)).Set("updated_at = ?", now()).
		Where("id = ? AND status = ? AND completing_at IS NULL", id, string(from))
	if to == bookstore.OrderDelivered {
		q = q.Set("delivered_at = ?", utc(deliveredAt)) // starts the 14-day withdrawal period
	}
	if ship != nil {
		q = q.Set("tracking_number = ?", ship.TrackingNumber).Set("cargo_company = ?", ship.CargoCompany)
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return false, nil
	}
	if err := writeEffects(ctx, db, tx, fx); err != nil {
		return false, err
	}
	return true, nil
}

var _ bookstore.OrderAdminStore = (*OrderStore)(nil)
