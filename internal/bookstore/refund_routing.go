package bookstore

import "time"

// Where a refund's money goes. A card payment goes back to the card
// through the provider; a havale/EFT or kapıda ödeme order's money came
// in outside the provider (its payment id is PaymentIDFor's), so it goes
// back by a bank transfer staff make to the IBAN the buyer gives: a
// BankRefund written with the cancellation or the return's refund, the
// same amount the card's path would refund, due within the legal 14 days.

// RefundsByBank says whether o's money goes back by bank transfer: a paid
// transfer or kapıda ödeme order. An unpaid one (a kapıda ödeme order the
// courier has not collected) has nothing to give back.
func RefundsByBank(o *Order) bool {
	return o.PaymentID != "" && (o.PaymentMethod == MethodTransfer || o.PaymentMethod == MethodCOD)
}

// BankRefundOf is the bank refund of amount for o (returnID names the
// withdrawal it refunds; "" for a cancellation), awaiting the buyer's
// IBAN, due BankRefundDeadline after now.
func BankRefundOf(o *Order, id, returnID string, reason BankRefundReason, amount int64, now time.Time) *BankRefund {
	now = now.UTC()
	return &BankRefund{ID: id, OrderID: o.ID, ReturnID: returnID, Reason: reason, Amount: amount, State: BankRefundAwaitingIBAN,
		DueBy: now.Add(BankRefundDeadline), CreatedAt: now}
}
