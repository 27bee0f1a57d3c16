package httpapi_test

import (
	"fmt"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func couponBody(code string, mut func(map[string]any)) map[string]any {
	now := time.Now()
	b := map[string]any{"code": code, "kind": "fixed", "amount": 1000, "startsAt": now.Add(-time.Hour).Format(time.RFC3339),
		"endsAt": now.Add(time.Hour).Format(time.RFC3339)}
	if mut != nil {
		mut(b)
	}
	return b
}

// TestCouponsAccess walks every role through every coupon operation: only
// an admin manages coupons, only a member has a cart to apply one to.
func TestCouponsAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		other := e.client().signedIn("diger@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		var c httpapi.AdminCoupon
		r := admin.post("/api/admin/coupons", couponBody(" kış 10 ", nil))
		r.json(t, &c)
		if r.StatusCode != 201 || c.Code != "KIŞ10" || !c.Active {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		type op struct {
			method, path string
			body         any
		}
		ops := []op{{"GET", "/api/admin/coupons", nil}, {"POST", "/api/admin/coupons", couponBody("YENI", nil)},
			{"PUT", "/api/admin/coupons/" + c.ID, couponBody("KIŞ10", func(b map[string]any) { b["amount"] = 5 })},
			{"PUT", "/api/admin/coupons/" + c.ID + "/active", map[string]any{"active": false}}}
		for _, o := range ops {
			for who, want := range map[*client]int{e.client(): 401, member: 403, other: 403, author: 403} {
				if r := who.doJSON(o.method, o.path, o.body); r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%s %s: %d, want %d", o.method, o.path, r.StatusCode, want)
				}
			}
		}
		if e.count(t, "SELECT count(*) FROM coupons") != 1 || e.count(t, "SELECT count(*) FROM coupons WHERE amount = 1000 AND active") != 1 {
			t.Fatalf("a refused request changed the coupons")
		}
		for _, o := range ops {
			if r := admin.doJSON(o.method, o.path, o.body); r.StatusCode >= 300 {
				t.Fatalf("admin %s %s: %d %s", o.method, o.path, r.StatusCode, r.body)
			}
		}
		// The cart's coupon: a guest has no cart.
		for _, m := range []string{"PUT", "DELETE"} {
			if r := e.client().doJSON(m, "/api/cart/coupon", map[string]any{"code": "YENI"}); r.StatusCode != 401 {
				t.Fatalf("guest %s: %d", m, r.StatusCode)
			}
		}
	})
}

// TestCouponFormBadInput: each bad form is 422 with its message; nothing stored.
func TestCouponFormBadInput(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		cases := []struct {
			body map[string]any
			msg  string
		}{
			{couponBody("x", nil), bookstore.MsgCouponCode},
			{couponBody("İKİ KELİME!", nil), bookstore.MsgCouponCode},
			{couponBody("OK1", func(b map[string]any) { b["kind"] = "gift" }), bookstore.MsgCouponKind},
			{couponBody("OK1", func(b map[string]any) { b["kind"], b["percent"] = "percent", 100 }), bookstore.MsgCouponPercent},
			{couponBody("OK1", func(b map[string]any) { b["amount"] = 0 }), bookstore.MsgCouponAmount},
			{couponBody("OK1", func(b map[string]any) { b["minBasket"] = -1 }), bookstore.MsgCouponMinBasket},
			{couponBody("OK1", func(b map[string]any) { b["totalLimit"] = -1 }), bookstore.MsgCouponLimits},
			{couponBody("OK1", func(b map[string]any) { b["endsAt"] = time.Now().Add(-2 * time.Hour).Format(time.RFC3339) }), bookstore.MsgSaleDates},
			{couponBody("OK1", func(b map[string]any) { b["bookIds"] = []string{"0190f5a0-0000-7000-8000-000000000001"} }), bookstore.MsgCouponTargets},
		}
		for _, c := range cases {
			if r := admin.post("/api/admin/coupons", c.body); r.StatusCode != 422 || r.problem(t).Message != c.msg {
				t.Errorf("%v: %d %s, want %q", c.body, r.StatusCode, r.body, c.msg)
			}
		}
		if r := admin.post("/api/admin/coupons", couponBody("AYNI", nil)); r.StatusCode != 201 {
			t.Fatalf("create: %d", r.StatusCode)
		}
		if r := admin.post("/api/admin/coupons", couponBody(" ay ni", nil)); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCouponCodeTaken {
			t.Fatalf("duplicate code: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM coupons"); n != 1 {
			t.Fatalf("bad forms stored %d coupons", n)
		}
	})
}

// TestCartCoupon: wrong, expired, exhausted-for-the-member, below-minimum
// and not-applicable codes each answer their message and leave the cart as
// it was; the right code in odd case applies (twice is harmless), shows its
// discount with the threshold counted after it, and can be removed.
func TestCartCoupon(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.put("/api/cart/items/"+f.visible.ID, map[string]any{"quantity": 2}); r.StatusCode != 200 { // 2 × 89,90
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		past := time.Now().Add(-48 * time.Hour).Format(time.RFC3339)
		for _, b := range []map[string]any{
			couponBody("ESKI", func(b map[string]any) {
				b["startsAt"], b["endsAt"] = past, time.Now().Add(-time.Hour).Format(time.RFC3339)
			}),
			couponBody("BUYUK", func(b map[string]any) { b["minBasket"] = 50000 }),
			couponBody("BASKA", func(b map[string]any) { b["bookIds"] = []string{f.outOfStock.ID} }),
			couponBody("HIC", func(b map[string]any) { b["perMemberLimit"] = 1 }),
			couponBody("YIRMI", func(b map[string]any) { b["amount"] = 8000 }),
		} {
			if r := admin.post("/api/admin/coupons", b); r.StatusCode != 201 {
				t.Fatalf("coupon: %d %s", r.StatusCode, r.body)
			}
		}
		cases := map[string]string{
			"YOK":   bookstore.MsgCouponInvalid,
			"eski":  bookstore.MsgCouponExpired,
			"BUYUK": "Bu kupon en az ₺500,00 tutarındaki sepetlerde geçerli.",
			"BASKA": bookstore.MsgCouponNotApplicable,
		}
		for code, msg := range cases {
			if r := member.put("/api/cart/coupon", map[string]any{"code": code}); r.StatusCode != 422 || r.problem(t).Message != msg {
				t.Errorf("%s: %d %s, want %q", code, r.StatusCode, r.body, msg)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM carts WHERE coupon_code IS NOT NULL"); n != 0 {
			t.Fatalf("a refused code stayed on the cart")
		}
		var cart httpapi.CartView
		for range 2 {
			r := member.put("/api/cart/coupon", map[string]any{"code": " yirmi "})
			r.json(t, &cart)
			if r.StatusCode != 200 {
				t.Fatalf("apply: %d %s", r.StatusCode, r.body)
			}
		}
		// 179,80 − 80,00 = 99,80 < 100: shipping is charged after the discount.
		if cart.Subtotal != 17980 || cart.Discount != 8000 || cart.Shipping != 1500 || cart.Total != 11480 ||
			cart.AmountToFreeShipping != 20 || cart.Coupon == nil || cart.Coupon.Code != "YIRMI" || cart.Coupon.Problem != nil {
			t.Fatalf("cart with the coupon: %+v %+v", cart, cart.Coupon)
		}
		r := member.do("DELETE", "/api/cart/coupon", "", nil)
		r.json(t, &cart)
		if r.StatusCode != 200 || cart.Coupon != nil || cart.Discount != 0 || cart.Total != 17980 {
			t.Fatalf("remove: %d %+v", r.StatusCode, cart)
		}
		// The per-member limit: a use held by the member's order.
		if r := member.put("/api/cart/coupon", map[string]any{"code": "HIC"}); r.StatusCode != 200 {
			t.Fatalf("apply HIC: %d %s", r.StatusCode, r.body)
		}
		if _, err := sqldb.NewOrderStore(db).CreateOrderFromCart(t.Context(), userIDOf(t, member), "Kadıköy", time.Now().Add(time.Hour), nil); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().Exec("UPDATE orders SET status = 'confirmed', payment_id = 'p1'"); err != nil {
			t.Fatal(err)
		}
		if r := member.put("/api/cart/coupon", map[string]any{"code": "hic"}); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCouponMemberLimit {
			t.Fatalf("member limit: %d %s", r.StatusCode, r.body)
		}
		var list httpapi.AdminCouponList
		admin.get("/api/admin/coupons").json(t, &list)
		for _, c := range list.Items {
			if c.Code == "HIC" && (c.Used != 1 || c.DiscountGiven != 1000) {
				t.Fatalf("usage: %+v", c)
			}
		}
	})
}

// TestCouponEditOfUsedCoupon: the terms of a coupon nobody used change
// freely (restrictions too); once an order holds a use, a new code or a
// total limit below the uses is refused with its message and nothing
// changes, while other terms (a higher limit, no limit, the amount) still
// change. Editing an unknown coupon is 404.
func TestCouponEditOfUsedCoupon(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		var c httpapi.AdminCoupon
		admin.post("/api/admin/coupons", couponBody("ILK", func(b map[string]any) { b["totalLimit"] = 5 })).json(t, &c)
		// Unused: a new code and a restriction to the author, then to a book.
		put := func(body map[string]any) *response { return admin.put("/api/admin/coupons/"+c.ID, body) }
		r := put(couponBody("ikinci", func(b map[string]any) { b["totalLimit"], b["authorIds"] = 5, []string{f.author.ID} }))
		r.json(t, &c)
		if r.StatusCode != 200 || c.Code != "IKINCI" || len(c.AuthorIDs) != 1 || len(c.BookIDs) != 0 || c.AuthorNames[0] != f.author.Name {
			t.Fatalf("edit unused: %d %s", r.StatusCode, r.body)
		}
		r = put(couponBody("IKINCI", func(b map[string]any) { b["totalLimit"], b["bookIds"] = 5, []string{f.visible.ID} }))
		r.json(t, &c)
		if r.StatusCode != 200 || len(c.AuthorIDs) != 0 || len(c.BookIDs) != 1 || c.BookIDs[0] != f.visible.ID || c.BookTitles[0] != f.visible.Title {
			t.Fatalf("to a book: %d %s", r.StatusCode, r.body)
		}
		// Two orders awaiting payment hold a use each.
		for _, email := range []string{"bir@example.com", "iki@example.com"} {
			m := buyer(t, e, email, f.visible.ID, 1)
			if r := m.put("/api/cart/coupon", map[string]any{"code": "ikinci"}); r.StatusCode != 200 {
				t.Fatalf("apply: %d %s", r.StatusCode, r.body)
			}
			placeOrder(t, m)
		}
		for _, bad := range []struct {
			body map[string]any
			msg  string
		}{
			{couponBody("UCUNCU", func(b map[string]any) { b["totalLimit"] = 5 }), bookstore.MsgCouponCodeUsed},
			{couponBody("IKINCI", func(b map[string]any) { b["totalLimit"] = 1 }), fmt.Sprintf(bookstore.MsgCouponLimitFmt, 2)},
		} {
			if r := put(bad.body); r.StatusCode != 422 || r.problem(t).Errors[0].Message != bad.msg {
				t.Fatalf("%v: %d %s, want %q", bad.body, r.StatusCode, r.body, bad.msg)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM coupons WHERE code = 'IKINCI' AND total_limit = 5 AND used_count = 2"); n != 1 {
			t.Fatalf("a refused edit changed the coupon")
		}
		for _, limit := range []int{2, 0} {
			r := put(couponBody(" ikinci ", func(b map[string]any) { b["totalLimit"], b["amount"] = limit, 500 }))
			r.json(t, &c)
			if r.StatusCode != 200 || c.TotalLimit != limit || c.Amount != 500 || c.Used != 2 || len(c.BookIDs) != 0 {
				t.Fatalf("limit %d: %d %s", limit, r.StatusCode, r.body)
			}
		}
		if r := admin.put("/api/admin/coupons/0190f5a0-0000-7000-8000-000000000001", couponBody("YOK", nil)); r.StatusCode != 404 {
			t.Fatalf("unknown coupon: %d %s", r.StatusCode, r.body)
		}
	})
}
