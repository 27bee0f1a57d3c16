package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/spreadsheet"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The report's revenue by payment method: the sold orders of each method
// (a kapıda ödeme order counts once confirmed, as an order the admin
// confirmed always has; a transfer order once its money is in), adding up
// to the period's charged total, and its CSV table.
func TestSalesReportRevenueByMethod(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		ctx := context.Background()
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = 20 WHERE id = ?", f.visible.ID); err != nil {
			t.Fatal(err)
		}
		_, card := shippableOrder(t, e, "kart@example.com", f.visible.ID)
		_, cod := codOrder(t, e, "kapida@example.com", f.visible.ID)
		// A refused kapıda ödeme order, cancelled unpaid: not sold.
		_, refused := codOrder(t, e, "ret@example.com", f.visible.ID)
		// A transfer order whose money is in, and one still waiting for it.
		_, _, paidTransferTotal := paidTransferOrder(t, e, "havale@example.com", f.visible.ID)
		transferOrder(t, e, "bekleyen@example.com", f.visible)
		if _, err := db.Bun().ExecContext(ctx, "UPDATE orders SET status = 'cancelled' WHERE id = ?", refused.ID); err != nil {
			t.Fatal(err)
		}
		rep := reportOf(t, admin, "")
		want := []struct {
			method, label string
			orders        int
			revenue       int64
		}{{"card", "Kredi / banka kartı", 1, card.Total}, {"transfer", "Havale / EFT", 1, paidTransferTotal},
			{"cod", "Kapıda ödeme", 1, cod.Total}}
		if len(rep.RevenueByMethod) != len(want) {
			t.Fatalf("by method: %+v", rep.RevenueByMethod)
		}
		var sum int64
		for i, w := range want {
			g := rep.RevenueByMethod[i]
			if g.Method != w.method || g.Label != w.label || g.Orders != w.orders || g.Revenue != w.revenue {
				t.Errorf("%d: %+v, want %+v", i, g, w)
			}
			sum += g.Revenue
		}
		if sum != rep.Totals.Charged || rep.Totals.Orders != 3 {
			t.Fatalf("methods add up to %d, charged %d (%d orders)", sum, rep.Totals.Charged, rep.Totals.Orders)
		}
		r := admin.get("/api/admin/reports/odeme-yontemleri/csv")
		body := string(r.body)
		wantCSV := fmt.Sprintf("\uFEFFÖdeme yöntemi;Sipariş;Ciro (TL)\r\nKredi / banka kartı;1;%s\r\nHavale / EFT;1;%s\r\nKapıda ödeme;1;%s\r\n",
			spreadsheet.Lira(card.Total), spreadsheet.Lira(paidTransferTotal), spreadsheet.Lira(cod.Total))
		if r.StatusCode != 200 || body != wantCSV || !strings.Contains(r.Header.Get("Content-Disposition"), "kitapevi-odeme-yontemleri-") {
			t.Fatalf("csv: %d %q\nwant %q", r.StatusCode, body, wantCSV)
		}
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.get("/api/admin/reports/odeme-yontemleri/csv"); r.StatusCode != 403 {
			t.Fatalf("member: %d", r.StatusCode)
		}
		if r := admin.get("/api/admin/reports/odeme-yontemleri/csv?from=2026-13-01"); r.StatusCode != 422 || r.problem(t).Message == "" {
			t.Fatalf("bad range: %d %s", r.StatusCode, r.body)
		}
	})
}
