package httpapi_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A member's own unpaid order holds its copies, yet they are the member's:
// their cart does not call them out of stock, lets them keep and change the
// line, and points at the order with the time left to pay; the order page
// has the deadline too. Another member sees the stock that is really free.
func TestCartCountsOwnHeldCopies(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db) // f.visible: 4 in stock
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 4)
		if v := c.cart(t); v.UnpaidOrder != nil {
			t.Fatalf("unpaid order before ordering: %+v", v.UnpaidOrder)
		}
		o := placeOrder(t, c)
		if e.stock(t, f.visible.ID) != 0 {
			t.Fatal("not reserved")
		}
		v := c.cart(t)
		if len(v.Items) != 1 || v.Items[0].Stock != 4 || v.Items[0].MaxQuantity != 4 {
			t.Fatalf("own held copies counted out of stock: %+v", v.Items)
		}
		if v.UnpaidOrder == nil || v.UnpaidOrder.ID != o.ID || v.UnpaidOrder.Number != o.Number ||
			!v.UnpaidOrder.ExpiresAt.After(time.Now().Add(time.Minute)) {
			t.Fatalf("unpaid order: %+v", v.UnpaidOrder)
		}
		if got := myOrder(t, c, o.ID); got.PayBy == nil || !got.PayBy.Equal(v.UnpaidOrder.ExpiresAt) {
			t.Fatalf("order pay-by: %v, cart says %v", got.PayBy, v.UnpaidOrder.ExpiresAt)
		}
		// The member may change the line within their own copies, not beyond.
		if r := setQty(c, f.visible.ID, 3); r.StatusCode != 200 {
			t.Fatalf("set 3 of own held copies: %d %s", r.StatusCode, r.body)
		}
		if r := setQty(c, f.visible.ID, 4); r.StatusCode != 200 {
			t.Fatalf("set back to 4: %d %s", r.StatusCode, r.body)
		}
		if r := setQty(c, f.visible.ID, 5); r.StatusCode != 409 {
			t.Fatalf("beyond own and free copies: %d %s", r.StatusCode, r.body)
		}
		// Someone else sees the book out of stock.
		other := e.client().signedIn("baska@example.com", bookstore.RoleUser)
		if r := setQty(other, f.visible.ID, 1); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOutOfStock {
			t.Fatalf("other member: %d %s", r.StatusCode, r.body)
		}
		// Paid: nothing is held any more, no unpaid order.
		if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve")); status != "success" {
			t.Fatalf("pay: %s", status)
		}
		if v := c.cart(t); v.UnpaidOrder != nil {
			t.Fatalf("unpaid order after paying: %+v", v.UnpaidOrder)
		}
		if got := myOrder(t, c, o.ID); got.PayBy != nil {
			t.Fatalf("paid order has a pay-by: %v", got.PayBy)
		}
	})
}
