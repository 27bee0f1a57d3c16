package sqldb

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The parties frozen on an order (order_parties): the delivery and billing
// addresses as copies in JSON, and the billing identity. They are written by
// the placement's own transaction (order_place.go), so an order is never
// seen without the parties it was placed with.

// partiesValues are the order_parties columns after order_id, in the order
// of partyColumns.
func partiesValues(p *bookstore.OrderParties) ([]any, error) {
	delivery, err := json.Marshal(rowOf(&p.Delivery))
	if err != nil {
		return nil, err
	}
	billing, err := json.Marshal(rowOf(&p.Billing))
	if err != nil {
		return nil, err
	}
	id := p.Identity
	e := p.EInvoice
	if e.Profile == "" {
		e = bookstore.DecideEInvoice(&id, nil)
	}
	return []any{string(id.Type), id.Name, id.TCKN, id.Title, id.VKN, id.TaxOffice, string(delivery), string(billing),
		string(e.Profile), e.Alias, string(e.Check)}, nil
}

// partyColumns are the columns partiesValues fills.
const partyColumns = `invoice_type, billing_name, tckn, company_title, vkn, tax_office, delivery, billing,
	invoice_profile, einvoice_alias, taxpayer_check`

// partiesPartSQL is the INSERT of the placed order's parties inside
// stmtReservePG, selected from its "placed" CTE; the caller appends
// "FROM placed WHERE ?::boolean" (false: an order without parties).
const partiesPartSQL = `INSERT INTO order_parties (order_id, ` + partyColumns + `, created_at, updated_at)
		SELECT placed.id, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text, ?::text,
			?::timestamptz, ?::timestamptz`

// partiesPartArgs are the arguments of partiesPartSQL and its flag.
func partiesPartArgs(p *bookstore.OrderParties) ([]any, error) {
	t := now()
	if p == nil {
		return []any{"", "", "", "", "", "", "", "", "", "", "", t, t, false}, nil
	}
	vals, err := partiesValues(p)
	if err != nil {
		return nil, err
	}
	return append(vals, t, t, true), nil
}

// writeParties stores p on the order in tx, replacing what a pending order
// returned again had; the order's shipping address text follows the
// delivery address.
func writeParties(ctx context.Context, tx bun.Tx, orderID string, p *bookstore.OrderParties) error {
	vals, err := partiesValues(p)
	if err != nil {
		return err
	}
	t := now()
	if _, err := tx.NewRaw(`UPDATE orders SET shipping_address = ?, updated_at = ? WHERE id = ?`,
		p.Delivery.Formatted(), t, orderID).Exec(ctx); err != nil {
		return translate(err)
	}
	args := append(append([]any{orderID}, vals...), t, t)
	_, err = tx.NewRaw(`INSERT INTO order_parties (order_id, `+partyColumns+`, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (order_id) DO UPDATE SET invoice_type = excluded.invoice_type, billing_name = excluded.billing_name,
		tckn = excluded.tckn, company_title = excluded.company_title, vkn = excluded.vkn, tax_office = excluded.tax_office,
		delivery = excluded.delivery, billing = excluded.billing, invoice_profile = excluded.invoice_profile,
		einvoice_alias = excluded.einvoice_alias, taxpayer_check = excluded.taxpayer_check,
		updated_at = excluded.updated_at`, args...).Exec(ctx)
	return translate(err)
}

type partiesRow struct {
	Type      string `bun:"invoice_type"`
	Name      string `bun:"billing_name"`
	TCKN      string `bun:"tckn"`
	Title     string `bun:"company_title"`
	VKN       string `bun:"vkn"`
	TaxOffice string `bun:"tax_office"`
	Delivery  string `bun:"delivery"`
	Billing   string `bun:"billing"`
	Profile   string `bun:"invoice_profile"`
	Alias     string `bun:"einvoice_alias"`
	Check     string `bun:"taxpayer_check"`
}

// OrderParties returns what the order was placed with; nil (no error) for an
// order placed without (before the address book, or by an API call that
// chose nothing).
func (s *AddressStore) OrderParties(ctx context.Context, orderID string) (*bookstore.OrderParties, error) {
	var r partiesRow
	err := s.db.bun.NewRaw(`SELECT `+partyColumns+` FROM order_parties WHERE order_id = ?`, orderID).Scan(ctx, &r)
	if err != nil {
		if err = translate(err); errors.Is(err, bookstore.ErrNotFound) {
			return nil, nil
		}
		return nil, err
	}
	var d, b addressRow
	if err := json.Unmarshal([]byte(r.Delivery), &d); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(r.Billing), &b); err != nil {
		return nil, err
	}
	return &bookstore.OrderParties{Delivery: *d.address(), Billing: *b.address(),
		Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceType(r.Type), Name: r.Name, TCKN: r.TCKN, Title: r.Title,
			VKN: r.VKN, TaxOffice: r.TaxOffice},
		EInvoice: bookstore.EInvoiceChoice{Profile: bookstore.InvoiceProfile(r.Profile), Alias: r.Alias,
			Check: bookstore.TaxpayerCheck(r.Check)}}, nil
}
