package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// Refunds of a paid havale/EFT or kapıda ödeme order
// (bookstore.RefundsByBank) never reach the card provider: the refund is
// started and finished as a card's is (the same claim, the same record of
// what was given back, the same change with its mail and audit entry), in
// one step, and its transaction carries the bank refund staff make once
// the buyer has given an IBAN.

// cancelByBank finishes the started cancel refund f of o: the order
// cancelled (stock back) with the buyer's mail, which says the money
// follows by bank transfer rather than that it went back to a card.
func (s *Service) cancelByBank(ctx context.Context, o *bookstore.Order, f *bookstore.Refund) error {
	fx := s.cancelEffects(ctx, f.ActorID, o, false, f.Reason)
	entry := bookstore.Change(f.ActorID, bookstore.ActionOrderCancelled, "orders", o.ID, map[string]any{"status": o.Status},
		map[string]any{"status": bookstore.OrderCancelled, "refunded": false, "bankRefund": f.Amount, "reason": f.Reason})
	fx.Audit = &entry
	fx.BankRefund = bookstore.BankRefundOf(o, newID(), "", bookstore.BankRefundCancel, f.Amount, s.now())
	return s.Returns.FinishCancelRefund(context.WithoutCancel(ctx), f, fx)
}

// returnBankRefund is the bank refund a return's refund f of o carries
// when o's money goes back by bank transfer; nil for a card payment.
func (s *Service) returnBankRefund(o *bookstore.Order, f *bookstore.Refund) *bookstore.BankRefund {
	if !bookstore.RefundsByBank(o) {
		return nil
	}
	return bookstore.BankRefundOf(o, newID(), f.ReturnID, bookstore.BankRefundReturn, f.Amount, s.now())
}

// finishByBank finishes a started refund of a bank-refunded order: a
// cancel's (cancelByBank) or a return's (end carries its bank refund).
func (s *Service) finishByBank(ctx context.Context, o *bookstore.Order, f *bookstore.Refund, end refundEnd) error {
	if f.ReturnID == "" {
		return s.cancelByBank(ctx, o, f)
	}
	return end.done(ctx)
}
