package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

// RefundRest asks only what iyzico has not refunded under the refund's id.
func TestRefundRest(t *testing.T) {
	items := []bookstore.RefundItem{{ItemID: "b1", TransactionID: "t1", Amount: 6000}, {ItemID: "b2", TransactionID: "t2", Amount: 4000}}
	given := []bookstore.ProviderRefund{{TransactionID: "t1", ConversationID: "f", Amount: 6000},
		{TransactionID: "t2", ConversationID: "other", Amount: 4000}, {TransactionID: "t2", ConversationID: "f", Amount: 1000}}
	rest, n := bookstore.RefundRest("f", items, 10000, given)
	if n != 3000 || len(rest) != 1 || rest[0].TransactionID != "t2" || rest[0].Amount != 3000 {
		t.Fatalf("rest %+v %d", rest, n)
	}
	if rest, n := bookstore.RefundRest("f", items, 10000, append(given, bookstore.ProviderRefund{TransactionID: "t2", ConversationID: "f", Amount: 3000})); n != 0 || len(rest) != 0 {
		t.Fatalf("all refunded: %+v %d", rest, n)
	}
	if _, n := bookstore.RefundRest("f", nil, 10000, given); n != 3000 {
		t.Fatalf("by amount: %d", n)
	}
}
