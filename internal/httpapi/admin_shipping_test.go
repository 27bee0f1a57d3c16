package httpapi_test

import (
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestShippingSettingAccess: only an admin reads or changes the shipping
// rule; a refused request changes nothing.
func TestShippingSettingAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		other := e.client().signedIn("diger@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		body := map[string]any{"fee": 0, "freeFrom": 0}
		for who, want := range map[*client]int{e.client(): 401, member: 403, other: 403, author: 403} {
			for _, r := range []*response{who.get("/api/admin/settings/shipping"), who.doJSON("PUT", "/api/admin/settings/shipping", body)} {
				if r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%d, want %d: %s", r.StatusCode, want, r.body)
				}
			}
		}
		var s httpapi.ShippingSetting
		admin.get("/api/admin/settings/shipping").json(t, &s)
		if s.Fee != 1500 || s.FreeFrom != 10000 || e.count(t, "SELECT count(*) FROM shipping_rules") != 0 {
			t.Fatalf("the default rule by default: %+v", s)
		}
		// Bad forms: a Turkish message under the field, nothing stored.
		for _, c := range []struct {
			body  map[string]any
			field string
			msg   string
		}{
			{map[string]any{"fee": -1, "freeFrom": 10000}, "fee", bookstore.MsgShippingFee},
			{map[string]any{"fee": 100001, "freeFrom": 10000}, "fee", bookstore.MsgShippingFee},
			{map[string]any{"fee": 1500, "freeFrom": -5}, "freeFrom", bookstore.MsgShippingFreeFrom},
			{map[string]any{"fee": 1500, "freeFrom": 10000001}, "freeFrom", bookstore.MsgShippingFreeFrom},
		} {
			r := admin.put("/api/admin/settings/shipping", c.body)
			if p := r.problem(t); r.StatusCode != 422 || len(p.Errors) != 1 || p.Errors[0].Field != c.field || p.Errors[0].Message != c.msg {
				t.Errorf("%v: %d %s", c.body, r.StatusCode, r.body)
			}
		}
		for _, raw := range []string{`{"fee": "15", "freeFrom": 100}`, `{"fee": 1.5, "freeFrom": 100}`, `{"fee": 1500}`, `not json`} {
			if r := admin.do("PUT", "/api/admin/settings/shipping", "application/json", strings.NewReader(raw)); r.StatusCode != 422 && r.StatusCode != 400 {
				t.Errorf("%s: %d %s", raw, r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM shipping_rules"); n != 0 {
			t.Fatalf("refused forms stored %d rules", n)
		}
	})
}

// TestShippingSettingPricesCartsAndNewOrdersOnly: a changed rule prices the
// cart (its hint too) and orders placed after it; an order placed before it
// keeps its shipping, and its payment, which recomputes the totals by the
// rule the order froze, goes through.
func TestShippingSettingPricesCartsAndNewOrdersOnly(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		early := buyer(t, e, "erken@example.com", f.visible.ID, 1) // 89,90 ₺: 15 ₺ shipping today
		before := placeOrder(t, early)
		if before.Shipping != 1500 || before.Total != 10490 {
			t.Fatalf("order under the default rule: %+v", before)
		}

		// 29,90 ₺ below 250 ₺.
		var s httpapi.ShippingSetting
		r := admin.put("/api/admin/settings/shipping", map[string]any{"fee": 2990, "freeFrom": 25000})
		r.json(t, &s)
		if r.StatusCode != 200 || s.Fee != 2990 || s.FreeFrom != 25000 {
			t.Fatalf("set: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'shipping.changed'"); n != 1 {
			t.Fatalf("%d audit entries, want 1", n)
		}

		late := buyer(t, e, "gec@example.com", f.visible.ID, 2) // 179,80 ₺: free before, 29,90 ₺ now
		cart := late.cart(t)
		if cart.Shipping != 2990 || cart.Total != 17980+2990 || cart.AmountToFreeShipping != 25000-17980 {
			t.Fatalf("cart under the new rule: %+v", cart)
		}
		after := placeOrder(t, late)
		if after.Shipping != 2990 || after.Total != 20970 {
			t.Fatalf("order under the new rule: %+v", after)
		}
		// The early order still says 15 ₺, and pays for 104,90 ₺.
		if o := myOrder(t, early, before.ID); o.Shipping != 1500 || o.Total != 10490 {
			t.Fatalf("the early order changed: %+v", o)
		}
		status, id := callback(t, e, bank(t, e, startPayment(t, early, before.ID), "approve"))
		if status != "success" || id != before.ID {
			t.Fatalf("the early order's payment: %s", status)
		}
		if paid := e.count(t, "SELECT count(*) FROM orders WHERE id = ? AND status = 'confirmed' AND total_amount = 10490", before.ID); paid != 1 {
			t.Fatal("the early order was not confirmed at its own total")
		}
		status, _ = callback(t, e, bank(t, e, startPayment(t, late, after.ID), "approve"))
		if status != "success" {
			t.Fatalf("the late order's payment: %s", status)
		}
	})
}
