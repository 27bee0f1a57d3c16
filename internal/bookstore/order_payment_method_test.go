package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

// The admin's 'Onayla' by method: a card order needs its kept payment, a
// havale/EFT order recorded money covering the total, a kapıda ödeme
// order is confirmed already.
func TestCheckAdminConfirmByMethod(t *testing.T) {
	o := func(m bookstore.PaymentMethod, paymentID string) *bookstore.Order {
		return &bookstore.Order{PaymentMethod: m, PaymentID: paymentID, Status: bookstore.OrderPending, Totals: bookstore.Totals{Total: 10000}}
	}
	for _, c := range []struct {
		o        *bookstore.Order
		recorded int64
		want     string
	}{
		{o(bookstore.MethodCard, ""), 0, bookstore.MsgConfirmNeedsPayment},
		{o(bookstore.MethodCard, ""), 10000, bookstore.MsgConfirmNeedsPayment},
		{o(bookstore.MethodCard, "123"), 0, ""},
		{o(bookstore.MethodTransfer, ""), 0, bookstore.MsgConfirmNeedsMoney},
		{o(bookstore.MethodTransfer, ""), 9999, bookstore.MsgConfirmNeedsMoney},
		{o(bookstore.MethodTransfer, ""), 10000, ""},
		{o(bookstore.MethodTransfer, ""), 12000, ""},
		{o(bookstore.MethodCOD, ""), 0, bookstore.MsgOrderTransition},
	} {
		got := ""
		if err := bookstore.CheckAdminConfirm(c.o, c.recorded); err != nil {
			got = bookstore.ErrorMessage(err)
		}
		if got != c.want {
			t.Errorf("%s paid %q recorded %d: %q, want %q", c.o.PaymentMethod, c.o.PaymentID, c.recorded, got, c.want)
		}
	}
}
