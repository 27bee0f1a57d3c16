package sqldb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Reading invoices: the admin's list and detail, an order's documents, and
// the worker's queue. The buyer's name and tax id come from what the order
// froze (order_parties); the XML is read only when asked for.

type invoiceRow struct {
	ID              string     `bun:"id"`
	OrderID         string     `bun:"order_id"`
	Kind            string     `bun:"kind"`
	Profile         string     `bun:"profile"`
	Number          string     `bun:"number"`
	ETTN            string     `bun:"ettn"`
	Status          string     `bun:"status"`
	IssuedAt        time.Time  `bun:"issued_at"`
	ReturnID        *string    `bun:"return_id"`
	Total           int64      `bun:"total"`
	RejectReason    string     `bun:"reject_reason"`
	LastAnswer      string     `bun:"last_answer"`
	Attempts        int        `bun:"attempts"`
	CancelRequested bool       `bun:"cancel_requested"`
	SentAt          *time.Time `bun:"sent_at"`
	AcceptedAt      *time.Time `bun:"accepted_at"`
	CreatedAt       time.Time  `bun:"created_at"`
	UpdatedAt       time.Time  `bun:"updated_at"`
	BuyerName       string     `bun:"buyer_name"`
	BuyerTaxID      string     `bun:"buyer_tax_id"`
}

const invoiceColumns = `i.id, i.order_id, i.kind, i.profile, i.number, i.ettn, i.status, i.issued_at, i.return_id, i.total,
	i.reject_reason, i.last_answer, i.attempts, i.cancel_requested, i.sent_at, i.accepted_at, i.created_at, i.updated_at,
	COALESCE(CASE WHEN op.invoice_type = 'corporate' THEN op.company_title ELSE op.billing_name END, '') AS buyer_name,
	COALESCE(CASE WHEN op.invoice_type = 'corporate' THEN op.vkn ELSE op.tckn END, '') AS buyer_tax_id`

func (r *invoiceRow) summary() bookstore.InvoiceSummary {
	inv := bookstore.Invoice{ID: r.ID, OrderID: r.OrderID, Kind: bookstore.InvoiceKind(r.Kind), Profile: bookstore.InvoiceProfile(r.Profile),
		Number: r.Number, ETTN: r.ETTN, Status: bookstore.InvoiceStatus(r.Status), IssuedAt: r.IssuedAt.UTC(),
		RejectReason: r.RejectReason, LastAnswer: r.LastAnswer, Attempts: r.Attempts, CancelRequested: r.CancelRequested,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
	if r.ReturnID != nil {
		inv.ReturnID = *r.ReturnID
	}
	o := bookstore.Order{ID: r.OrderID}
	return bookstore.InvoiceSummary{Invoice: inv, OrderNumber: o.Number(), BuyerName: r.BuyerName, BuyerTaxID: r.BuyerTaxID, TotalAmount: r.Total}
}

func (s *InvoiceStore) selectInvoices() *bun.SelectQuery {
	return s.db.bun.NewSelect().TableExpr("invoices AS i").ColumnExpr(invoiceColumns).
		Join("LEFT JOIN order_parties AS op ON op.order_id = i.order_id")
}

func whereInvoiceFilter(q *bun.SelectQuery, f bookstore.InvoiceFilter) *bun.SelectQuery {
	if f.Status != "" {
		q = q.Where("i.status = ?", string(f.Status))
	}
	if f.Kind != "" {
		q = q.Where("i.kind = ?", string(f.Kind))
	}
	if !f.From.IsZero() {
		q = q.Where("i.issued_at >= ?", utc(f.From))
	}
	if !f.To.IsZero() {
		q = q.Where("i.issued_at < ?", utc(f.To))
	}
	if t := strings.ToUpper(strings.TrimSpace(f.Query)); t != "" {
		// A number (KTP2026…) or an order number (the order id's start).
		q = q.Where(`(i.number LIKE ? ESCAPE '\' OR CAST(i.order_id AS TEXT) LIKE ? ESCAPE '\')`,
			likeEscape(t)+"%", likeEscape(strings.ToLower(t))+"%")
	}
	return q
}

// ListInvoices pages through the filtered invoices, newest first.
func (s *InvoiceStore) ListInvoices(ctx context.Context, f bookstore.InvoiceFilter, page bookstore.PageRequest) ([]bookstore.InvoiceSummary, int, error) {
	page = page.Normalize()
	var rows []invoiceRow
	if err := whereInvoiceFilter(s.selectInvoices(), f).OrderExpr("i.issued_at DESC, i.number DESC").
		Limit(int64(page.Size)).Offset(int64((page.Page-1)*page.Size)).Scan(ctx, &rows); err != nil {
		return nil, 0, translate(err)
	}
	total, err := whereInvoiceFilter(s.db.bun.NewSelect().TableExpr("invoices AS i"), f).Count(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	out := make([]bookstore.InvoiceSummary, len(rows))
	for i := range rows {
		out[i] = rows[i].summary()
	}
	return out, int(total), nil
}

// InvoiceByID is one invoice; bookstore.ErrNotFound when there is none.
func (s *InvoiceStore) InvoiceByID(ctx context.Context, id string) (*bookstore.InvoiceSummary, error) {
	if !bookstore.ValidID(id) {
		return nil, bookstore.ErrNotFound
	}
	var row invoiceRow
	if err := s.selectInvoices().Where("i.id = ?", id).Limit(1).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	sum := row.summary()
	return &sum, nil
}

// InvoiceXML is the stored UBL-TR of an invoice (empty before its first send).
func (s *InvoiceStore) InvoiceXML(ctx context.Context, id string) ([]byte, error) {
	if !bookstore.ValidID(id) {
		return nil, bookstore.ErrNotFound
	}
	var x string
	if err := s.db.bun.NewSelect().Table("invoices").Column("xml").Where("id = ?", id).Scan(ctx, &x); err != nil {
		return nil, translate(err)
	}
	return []byte(x), nil
}

// InvoicesOfOrder is every document of an order: the sales invoice first,
// then the return slips in the order they were issued.
func (s *InvoiceStore) InvoicesOfOrder(ctx context.Context, orderID string) ([]bookstore.InvoiceSummary, error) {
	if !bookstore.ValidID(orderID) {
		return nil, nil
	}
	var rows []invoiceRow
	if err := s.selectInvoices().Where("i.order_id = ?", orderID).
		OrderExpr("CASE WHEN i.kind = 'sale' THEN 0 ELSE 1 END, i.issued_at, i.number").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.InvoiceSummary, len(rows))
	for i := range rows {
		out[i] = rows[i].summary()
	}
	return out, nil
}
