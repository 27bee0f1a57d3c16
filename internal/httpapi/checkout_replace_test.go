package httpapi_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A buyer pays on iyzico's form and, before the shop has heard of it,
// orders a different cart: the paid order must not be cancelled (its charge
// would be voided without a word to the buyer). The new order is refused
// and nothing changes; the payment then settles as usual.
func TestCheckoutPaidFormOrderIsNotReplaced(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		ctx := context.Background()
		other := &bookstore.Book{Title: "Dudaktan Kalbe", Price: 9500, Stock: 5, AuthorID: f.author.ID, CategoryID: f.category.ID, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, other); err != nil {
			t.Fatal(err)
		}
		c := buyer(t, e, "odeyen@example.com", f.visible.ID, 2)
		o := placeOrder(t, c)
		token := payByForm(t, c, o.ID, "5528790000000008", "1", "approve")

		// Charged at iyzico; no callback yet. A different cart:
		if r := setQty(c, other.ID, 1); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		r := c.post("/api/orders", nil)
		if r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgPaymentInFlight {
			t.Fatalf("new order over a paid one: %d %s", r.StatusCode, r.body)
		}
		if got := myOrder(t, c, o.ID); got.Status != "pending" || e.stock(t, f.visible.ID) != 2 || e.stock(t, other.ID) != 5 {
			t.Fatalf("refused order changed things: %s, stock %d/%d", got.Status, e.stock(t, f.visible.ID), e.stock(t, other.ID))
		}
		if n := e.count(t, "SELECT count(*) FROM orders"); n != 1 {
			t.Fatalf("%d orders", n)
		}

		// The payment settles: confirmed, mailed, never voided.
		if status, _ := formCallback(t, e, token); status != "success" {
			t.Fatalf("callback: %s", status)
		}
		if got := myOrder(t, c, o.ID); got.Status != "confirmed" || e.mails.count("confirmed", o.ID) != 1 || e.simPayment(t, token).Voided {
			t.Fatalf("after the callback: %s, mails %d", got.Status, e.mails.count("confirmed", o.ID))
		}
		// Now the other cart orders normally.
		if n := placeOrder(t, c); n.ID == o.ID || e.stock(t, other.ID) != 4 {
			t.Fatalf("next order: %+v", n)
		}
	})
}

// A direct 3D Secure attempt is charged only by the shop under the order's
// claim, so an abandoned bank page does not hold the buyer back.
func TestCheckoutAbandoned3DSOrderIsReplaced(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "vazgecen@example.com", f.visible.ID, 2)
		o := placeOrder(t, c)
		frame := startPayment(t, c, o.ID)
		form := bank(t, e, frame, "approve")
		if r := setQty(c, f.visible.ID, 1); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		n := placeOrder(t, c)
		if n.ID == o.ID || myOrder(t, c, o.ID).Status != "cancelled" || e.stock(t, f.visible.ID) != 3 {
			t.Fatalf("replacement: %+v", n)
		}
		// The old bank page's late callback charges nothing.
		if status, _ := callback(t, e, form); status == "success" {
			t.Fatal("a cancelled order was charged")
		}
		if got := myOrder(t, c, o.ID); got.Status != "cancelled" {
			t.Fatalf("old order: %s", got.Status)
		}
	})
}
