package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Invoices (0046_invoices.sql): the documents, their gapless series and the
// invoice settings. A document is only ever created by writeInvoice, inside
// the transaction of the change it documents (bookstore.Effects.Invoice):
// the number, the ETTN and the row commit with the confirmation or the
// refund, or not at all.

// InvoiceStore is the invoice aggregate (invoices*.go).
type InvoiceStore struct{ db *DB }

// NewInvoiceStore returns the invoice store on db's connection.
func NewInvoiceStore(db *DB) *InvoiceStore { return &InvoiceStore{db} }

// nextSeqSQL takes the next sequence of a (series, year): the row is
// created with the year's first document and incremented after. The
// increment holds the row's lock until the transaction ends (SQLite: the
// database's write lock), so concurrent confirmations take one number each,
// in turn, and a rolled-back one gives its number back.
const nextSeqSQL = `INSERT INTO invoice_series (series, year, next) VALUES (?, ?, 2)
	ON CONFLICT (series, year) DO UPDATE SET next = invoice_series.next + 1
	RETURNING next - 1`

// saleTotalSQL and returnTotalSQL are the amount a new document carries: the order's total
// for a sales invoice, what the return refunded for a return slip.
const (
	saleTotalSQL   = `SELECT total_amount FROM orders WHERE id = ?`
	returnTotalSQL = `SELECT (SELECT COALESCE(SUM(refunded), 0) FROM return_lines WHERE return_id = ?)
		+ COALESCE((SELECT shipping_refunded FROM returns WHERE id = ?), 0)`
)

// writeInvoice numbers and writes the document is asks for, in tx. An order
// that has its sales invoice already (or a return its slip) gets nothing
// more, and takes no number.
func writeInvoice(ctx context.Context, tx bun.Tx, is *bookstore.InvoiceIssue) error {
	if is == nil {
		return nil
	}
	if is.ExpectsIadeInvoice() {
		_, err := tx.ExecContext(ctx, `UPDATE returns SET iade_invoice_expected = TRUE, updated_at = ? WHERE id = ?`, now(), is.ReturnID)
		return translate(err)
	}
	var exists int
	q := `SELECT count(*) FROM invoices WHERE order_id = ? AND kind = 'sale'`
	args := []any{is.OrderID}
	if is.Kind == bookstore.InvoiceReturnSlip {
		q, args = `SELECT count(*) FROM invoices WHERE return_id = ?`, []any{is.ReturnID}
	}
	if err := tx.QueryRowContext(ctx, q, args...).Scan(&exists); err != nil {
		return translate(err)
	}
	if exists > 0 {
		return nil
	}
	year := bookstore.InvoiceYear(is.At)
	var seq int64
	if err := tx.QueryRowContext(ctx, nextSeqSQL, is.Series, year).Scan(&seq); err != nil {
		return translate(err)
	}
	var total int64
	totalQ, totalArgs := saleTotalSQL, []any{is.OrderID}
	if is.Kind == bookstore.InvoiceReturnSlip {
		totalQ, totalArgs = returnTotalSQL, []any{is.ReturnID, is.ReturnID}
	}
	if err := tx.QueryRowContext(ctx, totalQ, totalArgs...).Scan(&total); err != nil {
		return translate(err)
	}
	t := now()
	_, err := tx.ExecContext(ctx, `INSERT INTO invoices (id, order_id, kind, profile, series, year, seq, number, ettn, status,
		issued_at, return_id, total, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		newID(), is.OrderID, string(is.Kind), string(is.Profile), is.Series, year, seq, bookstore.FormatInvoiceNumber(is.Series, year, int(seq)),
		uuid.NewString(), string(is.InitialStatus()), utc(is.At), optional(is.ReturnID), total, t, t)
	return translate(err)
}

type invoiceSettingsRow struct {
	bun.BaseModel    `bun:"table:invoice_settings"`
	ID               string    `bun:"id,pk"`
	SaleSeries       string    `bun:"sale_series"`
	ReturnSeries     string    `bun:"return_series"`
	InvoiceAt        string    `bun:"invoice_at"`
	SellerName       string    `bun:"seller_name"`
	SellerTaxID      string    `bun:"seller_tax_id"`
	SellerTaxOffice  string    `bun:"seller_tax_office"`
	SellerProvince   string    `bun:"seller_province"`
	SellerDistrict   string    `bun:"seller_district"`
	SellerAddress    string    `bun:"seller_address"`
	SellerPostalCode string    `bun:"seller_postal_code"`
	SellerEmail      string    `bun:"seller_email"`
	SellerPhone      string    `bun:"seller_phone"`
	WebAddress       string    `bun:"web_address"`
	ValidFrom        time.Time `bun:"valid_from"`
	ChangedBy        *string   `bun:"changed_by"`
}

// InvoiceSettings are the settings in force (the latest saved, else the
// defaults).
func (s *InvoiceStore) InvoiceSettings(ctx context.Context) (bookstore.InvoiceSettings, error) {
	var r invoiceSettingsRow
	err := s.db.bun.NewSelect().Model(&r).OrderExpr("valid_from DESC, id DESC").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.DefaultInvoiceSettings, nil
	}
	if err != nil {
		return bookstore.InvoiceSettings{}, translate(err)
	}
	neighborhood, line := splitSellerAddress(r.SellerAddress)
	return bookstore.InvoiceSettings{SaleSeries: r.SaleSeries, ReturnSeries: r.ReturnSeries, At: bookstore.InvoiceAt(r.InvoiceAt),
		WebAddress: r.WebAddress, Seller: bookstore.InvoiceParty{Name: r.SellerName, TaxID: r.SellerTaxID, TaxOffice: r.SellerTaxOffice,
			Province: r.SellerProvince, District: r.SellerDistrict, Neighborhood: neighborhood, Line: line, PostalCode: r.SellerPostalCode,
			Email: r.SellerEmail, Phone: r.SellerPhone}}, nil
}

// The seller's mahalle and açık adres share seller_address, one line each
// (the açık adres of the settings is one line, so the first line break
// always ends the mahalle); a row without a break is the açık adres alone.
func joinSellerAddress(neighborhood, line string) string {
	if neighborhood == "" {
		return line
	}
	return neighborhood + "\n" + line
}

func splitSellerAddress(s string) (neighborhood, line string) {
	if n, l, ok := strings.Cut(s, "\n"); ok {
		return n, l
	}
	return "", s
}

// SetInvoiceSettings puts st in force now, with fx.
func (s *InvoiceStore) SetInvoiceSettings(ctx context.Context, st bookstore.InvoiceSettings, by string, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		p := st.Seller
		r := invoiceSettingsRow{ID: newID(), SaleSeries: st.SaleSeries, ReturnSeries: st.ReturnSeries, InvoiceAt: string(st.At),
			SellerName: p.Name, SellerTaxID: p.TaxID, SellerTaxOffice: p.TaxOffice, SellerProvince: p.Province,
			SellerDistrict: p.District, SellerAddress: joinSellerAddress(p.Neighborhood, p.Line), SellerPostalCode: p.PostalCode, SellerEmail: p.Email,
			SellerPhone: p.Phone, WebAddress: st.WebAddress, ValidFrom: now()}
		if bookstore.ValidID(by) {
			r.ChangedBy = &by
		}
		if _, err := tx.NewInsert().Model(&r).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

var _ bookstore.InvoiceStore = (*InvoiceStore)(nil)
