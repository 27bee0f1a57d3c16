package httpapi_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func shipmentRows(t *testing.T, e *env) int {
	t.Helper()
	var n int
	if err := e.db.Bun().QueryRowContext(context.Background(), `SELECT count(*) FROM shipments`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestShipmentRoutesRoles: only staff who manage orders (the admin role)
// reach the shipment routes; the guest is asked to sign in, a member and
// an author are refused, and nothing is prepared or cancelled.
func TestShipmentRoutesRoles(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		_, o := shippableOrder(t, e, "ayse@example.com", f.visible.ID)
		routes := []struct {
			method, path string
			body         any
		}{
			{http.MethodPost, "/api/admin/shipments", map[string]any{"orderIds": []string{o.ID}}},
			{http.MethodPost, "/api/admin/orders/" + o.ID + "/shipment/cancel", nil},
			{http.MethodGet, "/api/admin/carriers", nil},
		}
		callers := map[string]struct {
			c    *client
			want int
		}{
			"guest":  {e.client(), 401},
			"member": {e.client().signedIn("uye@example.com", bookstore.RoleUser), 403},
			"author": {e.client().signedIn("yazar@example.com", bookstore.RoleAuthor), 403},
		}
		for who, cl := range callers {
			for _, rt := range routes {
				r := cl.c.doJSON(rt.method, rt.path, rt.body)
				if r.StatusCode != cl.want || r.problem(t).Message == "" {
					t.Errorf("%s %s %s: %d %s", who, rt.method, rt.path, r.StatusCode, r.body)
				}
			}
		}
		if n := shipmentRows(t, e); n != 0 || e.carrier.Calls("create") != 0 {
			t.Fatalf("%d shipments, %d creates after refused calls", n, e.carrier.Calls("create"))
		}
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		wants := []int{200, 200, 200} // prepared, then cancelled
		for i, rt := range routes {
			if r := admin.doJSON(rt.method, rt.path, rt.body); r.StatusCode != wants[i] {
				t.Errorf("admin %s %s: %d %s", rt.method, rt.path, r.StatusCode, r.body)
			}
		}
		// The webhook needs no session but the signature.
		if r := carrierCall(e, "wrong-secret", bookstore.CarrierShipment{ID: "1"}); r.StatusCode != 401 ||
			r.problem(t).Message != "Geçersiz imza." {
			t.Fatalf("bad signature: %d %s", r.StatusCode, r.body)
		}
		if r := carrierCall(e, testCarrierSecret, bookstore.CarrierShipment{ID: "999999", Reference: "YOK"}); r.StatusCode != 200 {
			t.Fatalf("unknown shipment: %d %s", r.StatusCode, r.body)
		}
	})
}

// TestShipmentBadInput: malformed or oversized bodies and odd ids answer
// 4xx in Turkish and change nothing.
func TestShipmentBadInput(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		_, o := shippableOrder(t, e, "ayse@example.com", f.visible.ID)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		many := make([]string, 51)
		for i := range many {
			many[i] = o.ID
		}
		for name, body := range map[string]string{
			"malformed":   `{"orderIds": [`,
			"not a list":  `{"orderIds": "` + o.ID + `"}`,
			"empty":       `{"orderIds": []}`,
			"over 50":     `{"orderIds": ["` + strings.Join(many, `","`) + `"]}`,
			"control":     `{"orderIds": ["` + o.ID[:8] + `\u0000\u001b"]}`,
			"long id":     `{"orderIds": ["` + strings.Repeat("a", 65) + `"]}`,
			"extra field": `{"orderIds": ["` + o.ID + `"], "carrier": "X"}`,
		} {
			r := admin.do(http.MethodPost, "/api/admin/shipments", "application/json", strings.NewReader(body))
			if r.StatusCode < 400 || r.StatusCode >= 500 || r.problem(t).Message == "" {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
			}
		}
		// Ids that are no order of the shop: each one failed, nothing made.
		res := prepareOrders(t, admin, "00000000-0000-4000-8000-000000000000", "zzz", "'; DROP TABLE shipments; --")
		if len(res.Prepared) != 0 || len(res.Failed) != 3 {
			t.Fatalf("unknown ids: %+v", res)
		}
		for _, fl := range res.Failed {
			if fl.Message != bookstore.MsgOrderNotFound {
				t.Fatalf("failure %+v", fl)
			}
		}
		for _, id := range []string{"zzz", "%00", "00000000-0000-4000-8000-000000000000"} {
			if r := admin.post("/api/admin/orders/"+id+"/shipment/cancel", nil); r.StatusCode != 404 || r.problem(t).Message == "" {
				t.Errorf("cancel %q: %d %s", id, r.StatusCode, r.body)
			}
		}
		// The carrier's webhook: malformed JSON (signed), a huge body.
		c := e.client()
		r := c.do(http.MethodPost, httpapi.CarrierWebhookPath, "application/json", bytes.NewReader(bytes.Repeat([]byte("x"), 300<<10)))
		if r.StatusCode < 400 || r.StatusCode >= 500 {
			t.Fatalf("huge webhook: %d", r.StatusCode)
		}
		if n := shipmentRows(t, e); n != 0 || e.carrier.Calls("create") != 0 {
			t.Fatalf("%d shipments, %d creates after bad input", n, e.carrier.Calls("create"))
		}
		// A pending order is not prepared; a book without measures is named.
		pendingBuyer := buyer(t, e, "bekleyen@example.com", f.visible.ID, 1)
		pending := placeOrder(t, pendingBuyer)
		if res := prepareOrders(t, admin, pending.ID); len(res.Failed) != 1 || res.Failed[0].Message != bookstore.MsgShipmentNotConfirmed ||
			res.Failed[0].OrderNumber != pending.Number {
			t.Fatalf("pending: %+v", res)
		}
		if _, err := db.Bun().ExecContext(context.Background(), `UPDATE books SET weight_grams = NULL WHERE id = ?`, f.visible.ID); err != nil {
			t.Fatal(err)
		}
		if res := prepareOrders(t, admin, o.ID); len(res.Failed) != 1 || res.Failed[0].Message != bookstore.MsgBookLacksParcel(f.visible.Title) {
			t.Fatalf("no weight: %+v", res)
		}
		if n := shipmentRows(t, e); n != 0 {
			t.Fatalf("%d shipments", n)
		}
	})
}
