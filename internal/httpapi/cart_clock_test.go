package httpapi_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestCartCouponByTheShopClock: the cart judges its coupon by the shop's
// clock, the one the order placed from it is priced by. Once that clock
// passes the coupon's end the cart shows the code as expired and gives
// nothing, and applying it again is refused with the reason.
func TestCartCouponByTheShopClock(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.put("/api/cart/items/"+f.visible.ID, map[string]any{"quantity": 2}); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/coupons", couponBody("SAATLIK", nil)); r.StatusCode != 201 { // ends in an hour
			t.Fatalf("coupon: %d %s", r.StatusCode, r.body)
		}
		var cart httpapi.CartView
		r := member.put("/api/cart/coupon", map[string]any{"code": "saatlik"})
		r.json(t, &cart)
		if r.StatusCode != 200 || cart.Discount != 1000 || cart.Coupon == nil || cart.Coupon.Problem != nil {
			t.Fatalf("apply: %d %s", r.StatusCode, r.body)
		}

		e.clock.advance(2 * time.Hour)
		r = member.get("/api/cart")
		cart = httpapi.CartView{}
		r.json(t, &cart)
		if r.StatusCode != 200 || cart.Discount != 0 || cart.Coupon == nil || cart.Coupon.Problem == nil ||
			*cart.Coupon.Problem != bookstore.MsgCouponExpired {
			t.Fatalf("cart after the coupon's end by the shop's clock: %d %s", r.StatusCode, r.body)
		}
		if r := member.put("/api/cart/coupon", map[string]any{"code": "SAATLIK"}); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCouponExpired {
			t.Fatalf("apply after its end: %d %s", r.StatusCode, r.body)
		}
	})
}
