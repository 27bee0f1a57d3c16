package invoices_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A kapıda ödeme order's sales invoice, built from the stored order by the
// real builder: the fee as its own line at the shipping's class, cash at
// the door as the payment means, the total to the kuruş.
func TestCODOrderInvoiceBillsTheFee(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 2)
		s.svc.Build = bookstore.SalesInvoice
		ctx := context.Background()
		cod, card := s.orders[0], s.orders[1]
		// The buyer's choice of kapıda ödeme as it leaves the order (this
		// package's shop has no checkout; the choice itself is tested through
		// the API): the method and its fee on the placed order, then
		// confirmed.
		if _, err := db.Bun().ExecContext(ctx, `UPDATE orders SET payment_method = 'cod', method_fee = 1250,
			total_amount = total_amount + 1250 WHERE id = ?`, cod.ID); err != nil {
			t.Fatal(err)
		}
		s.confirm(t, cod)
		s.confirm(t, card)
		for _, c := range []struct {
			o     *bookstore.Order
			fee   int64
			means string
		}{{cod, 1250, bookstore.PaymentMeansCash}, {card, 0, bookstore.PaymentMeansOther}} {
			list, err := s.svc.OrderInvoices(ctx, c.o.ID)
			if err != nil || len(list) != 1 {
				t.Fatalf("invoices: %+v %v", list, err)
			}
			_, doc, err := s.svc.Detail(ctx, list[0].ID)
			if err != nil || doc == nil {
				t.Fatalf("detail: %v", err)
			}
			var total int64
			if err := db.Bun().QueryRowContext(ctx, `SELECT total_amount FROM orders WHERE id = ?`, c.o.ID).Scan(&total); err != nil {
				t.Fatal(err)
			}
			last := doc.Lines[len(doc.Lines)-1]
			hasFee := last.Name == bookstore.CODFeeLineName
			if hasFee != (c.fee != 0) || (hasFee && (last.Amounts.Gross != c.fee || last.Class != bookstore.DefaultTaxSettings.Shipping)) {
				t.Fatalf("lines %+v", doc.Lines)
			}
			if doc.Total.Gross != total || doc.Internet.PaymentMeans != c.means {
				t.Fatalf("total %d (order %d), means %q", doc.Total.Gross, total, doc.Internet.PaymentMeans)
			}
		}
	})
}
