package httpapi_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The admin orders table's payment column and its filters, both computed by
// the server: paid, unpaid, refunded (a cancelled paid order) and partly
// refunded (a returned line).
func TestAdminOrdersPaymentStateAndFilters(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		ctx := context.Background()
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = 20 WHERE id = ?", f.visible.ID); err != nil {
			t.Fatal(err)
		}
		pay := func(email string) (*client, httpapi.OrderView) {
			c := buyer(t, e, email, f.visible.ID, 1)
			o := placeOrder(t, c)
			callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve"))
			return c, o
		}
		_, paid := pay("odendi@example.com")
		_, refunded := pay("iade@example.com")
		_, partly := pay("kismi@example.com")
		unpaid := placeOrder(t, buyer(t, e, "odenmedi@example.com", f.visible.ID, 1))
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		if r := admin.post("/api/admin/orders/"+refunded.ID+"/cancel", map[string]any{"reason": "Stokta hasar tespit edildi"}); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		// A finished refund of one line (as a return's refund records it).
		var paymentID string
		if err := db.Bun().NewRaw("SELECT payment_id FROM orders WHERE id = ?", partly.ID).Scan(ctx, &paymentID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().ExecContext(ctx, `INSERT INTO refunds (id, order_id, payment_id, amount, state, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'done', ?, ?)`, "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c", partly.ID, paymentID, 1000, time.Now().UTC(), time.Now().UTC()); err != nil {
			t.Fatal(err)
		}

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
		want := map[string][2]string{paid.ID: {"paid", "Ödendi"}, unpaid.ID: {"unpaid", "Ödenmedi"},
			refunded.ID: {"refunded", "İade edildi"}, partly.ID: {"partly_refunded", "Kısmi iade"}}
		all := list("")
		if all.Total != 4 {
			t.Fatalf("all: %+v", all)
		}
		for _, o := range all.Items {
			if w := want[o.ID]; o.PaymentState != w[0] || o.PaymentLabel != w[1] {
				t.Errorf("order %s: %s %q, want %v", o.Number, o.PaymentState, o.PaymentLabel, w)
			}
		}
		for id, w := range want {
			if l := list("?payment=" + w[0]); l.Total != 1 || l.Items[0].ID != id {
				t.Errorf("payment=%s: %+v", w[0], l)
			}
		}
		if l := list("?status=confirmed"); l.Total != 2 {
			t.Errorf("status=confirmed: %d", l.Total)
		}
		if l := list("?status=confirmed&payment=paid"); l.Total != 1 || l.Items[0].ID != paid.ID {
			t.Errorf("confirmed and paid: %+v", l)
		}
		if l := list("?status=cancelled&q=iade"); l.Total != 1 || l.Items[0].ID != refunded.ID {
			t.Errorf("cancelled, searched: %+v", l)
		}
		for _, bad := range []string{"?status=odendi", "?payment=half"} {
			if r := admin.get("/api/admin/orders" + bad); r.StatusCode != 422 {
				t.Errorf("%s: %d", bad, r.StatusCode)
			}
		}
		var one httpapi.AdminOrderView
		admin.get("/api/admin/orders/"+partly.ID).json(t, &one)
		if one.PaymentState != "partly_refunded" {
			t.Errorf("detail: %s", one.PaymentState)
		}
	})
}
