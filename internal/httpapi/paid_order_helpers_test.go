package httpapi_test

import (
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
)

// A paid order, through the real checkout: the buyer's cart, the order,
// the 3DS payment at the iyzico simulator's bank and its callback.

// paidOrder is a buyer's order of the given copies per book, paid by 3DS
// and confirmed.
func paidOrder(t *testing.T, e *env, email string, books []*bookstore.Book, qty ...int) (*client, httpapi.OrderView) {
	t.Helper()
	c := buyer(t, e, email, books[0].ID, qty[0])
	for i := 1; i < len(books); i++ {
		if r := setQty(c, books[i].ID, qty[i]); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
	}
	return c, payOrder(t, e, c, placeOrder(t, c).ID)
}

// payOrder pays the buyer's placed order by 3DS, the bank approving; it
// returns the order, confirmed.
func payOrder(t *testing.T, e *env, c *client, orderID string) httpapi.OrderView {
	t.Helper()
	if status, _ := callback(t, e, bank(t, e, startPayment(t, c, orderID), "approve")); status != "success" {
		t.Fatalf("payment of %s: %s", orderID, status)
	}
	o := myOrder(t, c, orderID)
	if o.Status != "confirmed" {
		t.Fatalf("paid order %s is %s, not confirmed", orderID, o.Status)
	}
	return o
}
