package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestAdminOrders(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "ayse@example.com", f.visible.ID, 1)
		paid := placeOrder(t, c)
		callback(t, e, bank(t, e, startPayment(t, c, paid.ID), "approve"))
		if e.mails.count("confirmed", paid.ID) != 1 {
			t.Fatal("payment did not send the confirmation once")
		}
		other := buyer(t, e, "mehmet@example.com", f.visible.ID, 1)
		other.put("/api/profile", map[string]any{"fullName": "Mehmet Öztürk", "phone": "", "shippingAddress": "Kızılay, Çankaya/Ankara"})
		pending := placeOrder(t, other)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		list := func(q string) httpapi.AdminOrderList {
			t.Helper()
			var l httpapi.AdminOrderList
			r := admin.get("/api/admin/orders?q=" + q)
			if r.StatusCode != 200 {
				t.Fatalf("list %q: %d %s", q, r.StatusCode, r.body)
			}
			r.json(t, &l)
			return l
		}
		if l := list(""); l.Total != 2 || len(l.Items) != 2 || l.Items[0].ID != pending.ID || l.Items[0].CustomerEmail != "mehmet@example.com" {
			t.Fatalf("all orders: %+v", l)
		}
		// Number, folded name ("AYSE" finds "Ayşe Yılmaz"), e-mail.
		for q, want := range map[string]string{paid.Number: paid.ID, "AYSE": paid.ID, "mehmet%40example": pending.ID, "ozturk": pending.ID} {
			if l := list(q); l.Total != 1 || l.Items[0].ID != want {
				t.Errorf("search %q: %+v", q, l)
			}
		}
		if l := list("zzzz"); l.Total != 0 {
			t.Errorf("no match expected: %d orders", l.Total)
		}
		if paid.Number == pending.Number {
			t.Errorf("two orders share the number %s", paid.Number)
		}

		// Ship: both fields required, trimmed, from the list.
		ship := "/api/admin/orders/" + paid.ID + "/ship"
		for body, field := range map[*httpapi.ShipRequest]string{
			{TrackingNumber: "  ", CargoCompany: "Aras Kargo"}:   bookstore.MsgTrackingRequired,
			{TrackingNumber: "123", CargoCompany: ""}:            bookstore.MsgCargoRequired,
			{TrackingNumber: "123", CargoCompany: "Kargo X"}:     bookstore.MsgCargoUnknown,
			{TrackingNumber: "1\r\nBcc: x", CargoCompany: "DHL"}: bookstore.MsgSingleLine,
		} {
			if r := admin.post(ship, body); r.StatusCode != 422 || r.problem(t).Message != field {
				t.Fatalf("ship %+v: %d %s", body, r.StatusCode, r.body)
			}
		}
		// Wrong moves: a pending order cannot ship, a confirmed one cannot be confirmed or delivered.
		if r := admin.post("/api/admin/orders/"+pending.ID+"/ship", httpapi.ShipRequest{TrackingNumber: "1", CargoCompany: "DHL"}); r.StatusCode != 409 {
			t.Fatalf("ship pending: %d", r.StatusCode)
		}
		for _, p := range []string{"/confirm", "/deliver"} {
			if r := admin.post("/api/admin/orders/"+paid.ID+p, nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderTransition {
				t.Fatalf("%s on confirmed: %d %s", p, r.StatusCode, r.body)
			}
		}
		var o httpapi.AdminOrderView
		r := admin.post(ship, httpapi.ShipRequest{TrackingNumber: "  1234567890 ", CargoCompany: "Yurtiçi Kargo"})
		if r.StatusCode != 200 {
			t.Fatalf("ship: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &o)
		if o.Status != "shipped" || o.TrackingNumber != "1234567890" || o.TrackingURL == nil || !strings.Contains(*o.TrackingURL, "yurticikargo.com") {
			t.Fatalf("shipped: %+v", o)
		}
		// The customer sees the tracking link.
		if mine := myOrder(t, c, paid.ID); mine.TrackingURL == nil || mine.Status != "shipped" {
			t.Fatalf("customer's view: %+v", mine)
		}
		if r := admin.post("/api/admin/orders/"+paid.ID+"/deliver", nil); r.StatusCode != 200 {
			t.Fatalf("deliver: %d %s", r.StatusCode, r.body)
		}
		// An unpaid card order is confirmed only by its verified payment:
		// the admin's confirm is refused, mails nothing and changes nothing.
		if r := admin.post("/api/admin/orders/"+pending.ID+"/confirm", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgConfirmNeedsPayment {
			t.Fatalf("confirm unpaid: %d %s", r.StatusCode, r.body)
		}
		if got := myOrder(t, other, pending.ID); got.Status != "pending" || e.mails.count("confirmed", pending.ID) != 0 ||
			e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'order.confirmed' AND entity_id = ?", pending.ID) != 0 {
			t.Fatalf("refused confirm changed the order: %+v", got)
		}
		for kind, id := range map[string]string{"shipped": paid.ID, "delivered": paid.ID} {
			if n := e.mails.count(kind, id); n != 1 {
				t.Errorf("%s mail for %s: %d", kind, id, n)
			}
		}
		for action, id := range map[string]string{"order.shipped": paid.ID, "order.delivered": paid.ID} {
			if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ? AND entity_id = ? AND before IS NOT NULL AND after IS NOT NULL", action, id); n != 1 {
				t.Errorf("audit %s: %d", action, n)
			}
		}

		// Nobody else may read or move orders.
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		for _, who := range []*client{e.client(), c, author} {
			for _, call := range []struct{ method, path string }{
				{http.MethodGet, "/api/admin/orders"}, {http.MethodGet, "/api/admin/orders/" + pending.ID},
				{http.MethodPost, "/api/admin/orders/" + pending.ID + "/ship"}, {http.MethodPost, "/api/admin/orders/" + paid.ID + "/deliver"},
			} {
				if r := who.do(call.method, call.path, "", nil); r.StatusCode != 401 && r.StatusCode != 403 {
					t.Fatalf("%s %s as non-admin: %d", call.method, call.path, r.StatusCode)
				}
			}
		}
		if r := admin.get("/api/admin/orders/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgOrderNotFound {
			t.Fatalf("missing: %d", r.StatusCode)
		}
	})
}
