package httpapi_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The admin orders table's payment method column and filter.
func TestAdminOrdersMethodColumnAndFilter(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE books SET stock_quantity = 20 WHERE id = ?", f.visible.ID); err != nil {
			t.Fatal(err)
		}
		_, card := shippableOrder(t, e, "kart@example.com", f.visible.ID)
		_, cod := codOrder(t, e, "kapida@example.com", f.visible.ID)
		_, transfer := transferOrder(t, e, "havale@example.com", f.visible)
		list := func(query string) httpapi.AdminOrderList {
			t.Helper()
			var l httpapi.AdminOrderList
			r := admin.get("/api/admin/orders" + query)
			if r.StatusCode != 200 {
				t.Fatalf("list %q: %d %s", query, r.StatusCode, r.body)
			}
			r.json(t, &l)
			return l
		}
		want := map[string][2]string{card.ID: {"card", "Kredi / banka kartı"}, cod.ID: {"cod", "Kapıda ödeme"},
			transfer.ID: {"transfer", "Havale / EFT"}}
		all := list("")
		if all.Total != 3 {
			t.Fatalf("all: %+v", all)
		}
		for _, o := range all.Items {
			if w := want[o.ID]; o.PaymentMethod != w[0] || o.PaymentMethodLabel != w[1] {
				t.Errorf("order %s: %s %q, want %v", o.Number, o.PaymentMethod, o.PaymentMethodLabel, w)
			}
		}
		for id, w := range want {
			if l := list("?method=" + w[0]); l.Total != 1 || l.Items[0].ID != id {
				t.Errorf("method=%s: %+v", w[0], l)
			}
		}
		if l := list("?method=cod&status=confirmed&payment=unpaid"); l.Total != 1 || l.Items[0].ID != cod.ID || l.Items[0].CODAmount != cod.Total {
			t.Errorf("cod, confirmed, unpaid: %+v", l)
		}
		if l := list("?method=card&payment=unpaid"); l.Total != 0 {
			t.Errorf("card, unpaid: %+v", l)
		}
		for _, bad := range []string{"?method=kapida", "?method=CARD", "?method=%0A"} {
			if r := admin.get("/api/admin/orders" + bad); r.StatusCode != 422 || r.problem(t).Message == "" {
				t.Errorf("%s: %d %s", bad, r.StatusCode, r.body)
			}
		}
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.get("/api/admin/orders?method=cod"); r.StatusCode != 403 {
			t.Errorf("member: %d", r.StatusCode)
		}
	})
}
