package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestRefundsByBank(t *testing.T) {
	for _, c := range []struct {
		method    bookstore.PaymentMethod
		paymentID string
		want      bool
	}{
		{bookstore.MethodCard, "iyzico-1", false},
		{bookstore.MethodCard, "", false},
		{bookstore.MethodTransfer, "transfer:x", true},
		{bookstore.MethodTransfer, "", false},
		{bookstore.MethodCOD, "cod:x", true},
		{bookstore.MethodCOD, "", false},
	} {
		if got := bookstore.RefundsByBank(&bookstore.Order{PaymentMethod: c.method, PaymentID: c.paymentID}); got != c.want {
			t.Errorf("%s %q: %v", c.method, c.paymentID, got)
		}
	}
	now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.FixedZone("TRT", 3*3600))
	b := bookstore.BankRefundOf(&bookstore.Order{ID: "o1"}, "b1", "r1", bookstore.BankRefundReturn, 4500, now)
	if b.ID != "b1" || b.OrderID != "o1" || b.ReturnID != "r1" || b.Reason != bookstore.BankRefundReturn || b.Amount != 4500 ||
		b.State != bookstore.BankRefundAwaitingIBAN || !b.DueBy.Equal(now.Add(14*24*time.Hour)) || b.DueBy.Location() != time.UTC {
		t.Fatalf("%+v", b)
	}
}
