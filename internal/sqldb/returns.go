package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// ReturnStore keeps return requests (the 14-day withdrawal) and, in
// refunds.go, the refunds of payments.
type ReturnStore struct{ db *DB }

// NewReturnStore returns the store on db's connection.
func NewReturnStore(db *DB) *ReturnStore { return &ReturnStore{db: db} }

var _ bookstore.ReturnStore = (*ReturnStore)(nil)

type returnRow struct {
	bun.BaseModel    `bun:"table:returns,alias:r"`
	ID               string `bun:"id,pk"`
	OrderID          string `bun:"order_id"`
	UserID           string `bun:"user_id"`
	Code             string `bun:"code"`
	State            string `bun:"state"`
	Reason           string `bun:"reason"`
	Note             string `bun:"note"`
	FormText         string `bun:"form_text"`
	Instructions     string `bun:"instructions"`
	Condition        string `bun:"condition"`
	RejectReason     string `bun:"reject_reason"`
	RefundError      string `bun:"refund_error"`
	ShippingRefunded int64  `bun:"shipping_refunded"`
	// IadeExpected: the e-Fatura buyer's iade faturası documents the
	// refunded return (written with the refund, invoices.go).
	IadeExpected bool `bun:"iade_invoice_expected"`
	// The code at the return carrier and its shipment (return_shipments.go).
	ReturnCarrier    string     `bun:"return_carrier"`
	ReturnCode       string     `bun:"return_code"`
	ReturnReference  *string    `bun:"return_reference"`
	ReturnShipmentID string     `bun:"return_shipment_id"`
	HandedOverAt     *time.Time `bun:"handed_over_at"`
	ReceivedAt       *time.Time `bun:"received_at"`
	RefundedAt       *time.Time `bun:"refunded_at"`
	CreatedAt        time.Time  `bun:"created_at"`
	UpdatedAt        time.Time  `bun:"updated_at"`
	CustomerName     string     `bun:"customer_name,scanonly"`
	CustomerEmail    string     `bun:"customer_email,scanonly"`
}

type returnLineRow struct {
	bun.BaseModel `bun:"table:return_lines,alias:rl"`
	ReturnID      string `bun:"return_id,pk"`
	OrderItemID   string `bun:"order_item_id,pk"`
	BookID        string `bun:"book_id"`
	Title         string `bun:"title"`
	Quantity      int    `bun:"quantity"`
	UnitPrice     int64  `bun:"unit_price"`
	Refunded      int64  `bun:"refunded"`
}

func (r *returnRow) request() bookstore.ReturnRequest {
	out := bookstore.ReturnRequest{ID: r.ID, OrderID: r.OrderID, UserID: r.UserID, Code: r.Code, State: bookstore.ReturnState(r.State),
		Reason: bookstore.ReturnReason(r.Reason), Note: r.Note, FormText: r.FormText, Instructions: r.Instructions,
		Condition: bookstore.GoodsCondition(r.Condition), RejectReason: r.RejectReason, RefundError: r.RefundError,
		ShippingRefunded: r.ShippingRefunded, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
		CustomerName: r.CustomerName, CustomerEmail: r.CustomerEmail, Lines: []bookstore.ReturnLine{}, IadeInvoiceExpected: r.IadeExpected,
		Carrier: r.ReturnCarrier, CarrierCode: r.ReturnCode, CarrierShipmentID: r.ReturnShipmentID}
	if r.ReturnReference != nil {
		out.CarrierRef = *r.ReturnReference
	}
	if r.HandedOverAt != nil {
		out.HandedOverAt = r.HandedOverAt.UTC()
	}
	if r.ReceivedAt != nil {
		out.ReceivedAt = r.ReceivedAt.UTC()
	}
	if r.RefundedAt != nil {
		out.RefundedAt = r.RefundedAt.UTC()
	}
	return out
}

// CreateReturn locks the order (PostgreSQL: FOR UPDATE; SQLite writers are
// serialised at BEGIN), reads its earlier requests, lets check decide the
// lines and stores the request with its effects.
func (s *ReturnStore) CreateReturn(ctx context.Context, r *bookstore.ReturnRequest,
	check func(o *bookstore.Order, deliveredAt time.Time, earlier []bookstore.ReturnRequest) ([]bookstore.ReturnLine, error),
	fx func(*bookstore.ReturnRequest) bookstore.Effects,
) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var row orderRow
		q := tx.NewSelect().Model(&row).Where("o.id = ? AND o.user_id = ?", r.OrderID, r.UserID)
		if s.db.dialect == Postgres {
			q = q.For("UPDATE")
		}
		if err := q.Scan(ctx); err != nil {
			return translate(err)
		}
		o := []bookstore.Order{row.order()}
		if err := NewOrderStore(s.db).loadItemsWith(ctx, tx, o); err != nil {
			return err
		}
		delivered, err := deliveredAt(ctx, tx, r.OrderID)
		if err != nil {
			return err
		}
		earlier, err := s.returnsOf(ctx, tx, r.OrderID)
		if err != nil {
			return err
		}
		lines, err := check(&o[0], delivered, earlier)
		if err != nil {
			return err
		}
		t := now()
		r.Lines, r.CreatedAt, r.UpdatedAt, r.State = lines, t, t, bookstore.ReturnRequested
		rr := returnRow{ID: r.ID, OrderID: r.OrderID, UserID: r.UserID, Code: r.Code, State: string(r.State), Reason: string(r.Reason),
			Note: r.Note, FormText: r.FormText, Instructions: r.Instructions, CreatedAt: t, UpdatedAt: t,
			ReturnCarrier: r.Carrier, ReturnCode: r.CarrierCode, ReturnShipmentID: r.CarrierShipmentID}
		if r.CarrierRef != "" {
			rr.ReturnReference = &r.CarrierRef
		}
		if _, err := tx.NewInsert().Model(&rr).Exec(ctx); err != nil {
			return translate(err)
		}
		for _, l := range lines {
			lr := returnLineRow{ReturnID: r.ID, OrderItemID: l.OrderItemID, BookID: l.BookID, Title: l.Title, Quantity: l.Quantity, UnitPrice: l.UnitPrice}
			if _, err := tx.NewInsert().Model(&lr).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		return writeEffects(ctx, s.db, tx, fx(r))
	})
}

func (s *ReturnStore) selectReturns(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("returns AS r").ColumnExpr("r.*").
		ColumnExpr("p.full_name AS customer_name, p.email AS customer_email").
		Join("JOIN profiles AS p ON p.id = r.user_id")
}

func (s *ReturnStore) scan(ctx context.Context, q bun.IDB, sel *bun.SelectQuery) ([]bookstore.ReturnRequest, error) {
	var rows []returnRow
	if err := sel.Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.ReturnRequest, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]string, len(rows))
	at := map[string]int{}
	for i := range rows {
		out[i], ids[i], at[rows[i].ID] = rows[i].request(), rows[i].ID, i
	}
	var lines []returnLineRow
	if err := q.NewSelect().Model(&lines).Where("rl.return_id IN (?)", bun.List(ids)).Order("rl.title", "rl.order_item_id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, l := range lines {
		r := &out[at[l.ReturnID]]
		r.Lines = append(r.Lines, bookstore.ReturnLine{OrderItemID: l.OrderItemID, BookID: l.BookID, Title: l.Title, Quantity: l.Quantity,
			UnitPrice: l.UnitPrice, Refunded: l.Refunded})
	}
	return out, nil
}

func (s *ReturnStore) returnsOf(ctx context.Context, q bun.IDB, orderID string) ([]bookstore.ReturnRequest, error) {
	return s.scan(ctx, q, s.selectReturns(q).Where("r.order_id = ?", orderID).Order("r.created_at", "r.id"))
}

// Return returns one request with its lines.
func (s *ReturnStore) Return(ctx context.Context, id string) (*bookstore.ReturnRequest, error) {
	list, err := s.scan(ctx, s.db.bun, s.selectReturns(s.db.bun).Where("r.id = ?", id))
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, bookstore.ErrNotFound
	}
	return &list[0], nil
}

// ReturnsOfOrder lists an order's requests, oldest first.
func (s *ReturnStore) ReturnsOfOrder(ctx context.Context, orderID string) ([]bookstore.ReturnRequest, error) {
	return s.returnsOf(ctx, s.db.bun, orderID)
}

// ListReturns pages through the requests, newest first.
func (s *ReturnStore) ListReturns(ctx context.Context, f bookstore.ReturnFilter, page bookstore.PageRequest) ([]bookstore.ReturnRequest, int, error) {
	where := func(q *bun.SelectQuery) *bun.SelectQuery {
		if f.State != "" {
			q = q.Where("r.state = ?", string(f.State))
		}
		if !f.From.IsZero() {
			q = q.Where("r.created_at >= ?", utc(f.From))
		}
		if !f.To.IsZero() {
			q = q.Where("r.created_at < ?", utc(f.To))
		}
		return q
	}
	total, err := where(s.db.bun.NewSelect().TableExpr("returns AS r")).Count(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	list, err := s.scan(ctx, s.db.bun, where(s.selectReturns(s.db.bun)).Order("r.created_at DESC", "r.id DESC").
		Limit(int64(page.Size)).Offset(int64(page.Offset())))
	return list, int(total), err
}

// MoveReturn is a conditional state change with its effects.
func (s *ReturnStore) MoveReturn(ctx context.Context, id string, from []bookstore.ReturnState, to bookstore.ReturnState,
	set bookstore.ReturnUpdate, fx bookstore.Effects,
) (bool, error) {
	states := make([]string, len(from))
	for i, st := range from {
		states[i] = string(st)
	}
	return updateOne(ctx, s.db, func(tx bun.Tx) *bun.UpdateQuery {
		t := now()
		q := tx.NewUpdate().Table("returns").Set("state = ?", string(to)).Set("updated_at = ?", t).
			Where("id = ? AND state IN (?)", id, bun.List(states)).
			Where("NOT EXISTS (SELECT 1 FROM refunds AS f WHERE f.order_id = returns.order_id AND f.state = 'started')")
		if to == bookstore.ReturnReceived {
			q = q.Set("condition = ?", string(set.Condition)).Set("received_at = ?", t)
		}
		if to == bookstore.ReturnRejected {
			q = q.Set("reject_reason = ?", set.RejectReason)
		}
		return q
	}, fx)
}

// DeliveredAt is the order's delivery time (its last update when the
// order was delivered before the time was kept).
func (s *ReturnStore) DeliveredAt(ctx context.Context, orderID string) (time.Time, error) {
	return deliveredAt(ctx, s.db.bun, orderID)
}

func deliveredAt(ctx context.Context, q bun.IDB, orderID string) (time.Time, error) {
	var row struct {
		DeliveredAt *time.Time `bun:"delivered_at"`
		UpdatedAt   time.Time  `bun:"updated_at"`
	}
	if err := q.NewSelect().Table("orders").Column("delivered_at", "updated_at").Where("id = ?", orderID).Scan(ctx, &row); err != nil {
		return time.Time{}, translate(err)
	}
	if row.DeliveredAt == nil {
		return row.UpdatedAt.UTC(), nil
	}
	return row.DeliveredAt.UTC(), nil
}
