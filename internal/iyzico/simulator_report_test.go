package iyzico_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/iyzico"
)

// The transaction report lists each item's refunds with the conversation id
// they were asked with: a refund by item on its item, a refund by amount on
// the items iyzico took it from, a refused refund not at all. Its fault
// answers an error, which the shop treats as "ask again".
func TestSimReportListsRefundsByConversation(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	ctx := context.Background()
	pay := e.pay3DS(t, "ORD-R")
	if len(pay.Items) != 2 {
		t.Fatalf("items: %+v", pay.Items)
	}
	if list, err := e.p.Refunds(ctx, "ORD-R", pay.PaymentID); err != nil || len(list) != 0 {
		t.Fatalf("before any refund: %+v %v", list, err)
	}
	b1, b2 := pay.Items[0].TransactionID, pay.Items[1].TransactionID
	if err := e.p.RefundItem(ctx, "refund-1", b2, 1500, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	// Refused: more than the item was charged.
	if err := e.p.RefundItem(ctx, "refund-2", b2, 5000, "127.0.0.1"); err == nil {
		t.Fatal("a refund over the item's charge was accepted")
	}
	// By amount: the first item's 60 TL, then 5 TL of the second.
	if err := e.p.Refund(ctx, "refund-3", pay.PaymentID, 6500, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	list, err := e.p.Refunds(ctx, "ORD-R", pay.PaymentID)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprint([]bookstore.ProviderRefund{{TransactionID: b1, ConversationID: "refund-3", Amount: 6000},
		{TransactionID: b2, ConversationID: "refund-1", Amount: 1500}, {TransactionID: b2, ConversationID: "refund-3", Amount: 500}})
	if fmt.Sprint(list) != want {
		t.Fatalf("report:\n got %v\nwant %s", list, want)
	}
	if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "report", Status: http.StatusInternalServerError}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.p.Refunds(ctx, "ORD-R", pay.PaymentID); err == nil {
		t.Fatal("a 500 of the report read as an answer")
	}
	if _, err := e.p.Refunds(ctx, "ORD-R", "999999999999"); err == nil {
		t.Fatal("an unknown payment's report read as no refunds")
	}
}
