package httpapi_test

import (
	"fmt"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A coupon that would leave nothing to charge is refused at the cart and
// at ordering: such an order could never be paid and would hold its stock
// and the coupon's use until it expired.
func TestCheckoutZeroTotalCouponRefused(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		if r := admin.post("/api/admin/coupons", couponBody("BEDAVA", func(b map[string]any) { b["amount"] = 100000 })); r.StatusCode != 201 {
			t.Fatalf("coupon: %d %s", r.StatusCode, r.body)
		}
		c := buyer(t, e, "bedava@example.com", f.visible.ID, 1)
		r := c.put("/api/cart/coupon", map[string]any{"code": "BEDAVA"})
		if r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCouponZeroTotal {
			t.Fatalf("apply: %d %s", r.StatusCode, r.body)
		}
		// A code already on the cart (the basket shrank after it was
		// applied) is refused again when the order is placed.
		if _, err := db.Bun().NewRaw("UPDATE carts SET coupon_code = 'BEDAVA'").Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		r = c.post("/api/orders", nil)
		if r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgCouponZeroTotal {
			t.Fatalf("zero-total order: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM orders"); n != 0 || e.stock(t, f.visible.ID) != 4 ||
			e.count(t, "SELECT used_count FROM coupons WHERE code = 'BEDAVA'") != 0 {
			t.Fatalf("a refused order held something: %d orders, stock %d", n, e.stock(t, f.visible.ID))
		}
	})
}

// A coupon whose uses ran out while it sat in a cart is taken off the cart
// with the reason, and the next order goes through without it.
func TestCheckoutUsedUpCouponLeavesTheCart(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		if r := admin.post("/api/admin/coupons", couponBody("TEK", func(b map[string]any) { b["totalLimit"] = 1 })); r.StatusCode != 201 {
			t.Fatalf("coupon: %d %s", r.StatusCode, r.body)
		}
		first := buyer(t, e, "ilk@example.com", f.visible.ID, 1)
		late := buyer(t, e, "gec@example.com", f.visible.ID, 1)
		for _, c := range []*client{first, late} {
			if r := c.put("/api/cart/coupon", map[string]any{"code": "TEK"}); r.StatusCode != 200 {
				t.Fatalf("apply: %d %s", r.StatusCode, r.body)
			}
		}
		if o := placeOrder(t, first); o.Discount != 1000 {
			t.Fatalf("first order: %+v", o)
		}
		r := late.post("/api/orders", nil)
		want := fmt.Sprintf(bookstore.MsgCouponDroppedFmt, bookstore.MsgCouponExhausted)
		if r.StatusCode != 409 || r.problem(t).Message != want {
			t.Fatalf("used-up coupon: %d %s", r.StatusCode, r.body)
		}
		if v := late.cart(t); v.Coupon != nil {
			t.Fatalf("coupon still on the cart: %+v", v)
		}
		if o := placeOrder(t, late); o.Discount != 0 || o.CouponCode != nil {
			t.Fatalf("next order: %+v", o)
		}
	})
}
