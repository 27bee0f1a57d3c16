package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// An order's confirmation writes the same effects whichever way it was
// paid: the buyer's confirmation mail, the audit entry, the sales invoice
// the confirmation numbers (when the settings number it then) and the
// staff's 'new paid order' notice. A card payment (settle.go's keep), the
// transfer that covers a havale/EFT order's total and the choice of kapıda
// ödeme all take them from here, so the three confirmations cannot drift.

// confirmEffects are the effects of o's confirmation, paid with p (nil:
// confirmed without a card payment), audited as entry.
func (s *Service) confirmEffects(ctx context.Context, o *bookstore.Order, p *bookstore.CompletedPayment, entry bookstore.AuditEntry) (bookstore.Effects, error) {
	fx := bookstore.Effects{Mail: s.confirmedMail(ctx, o, p), Audit: &entry, Staff: bookstore.OrderPaidNotice(o)}
	issue, err := s.saleInvoice(ctx, o.ID, bookstore.OrderConfirmed)
	if err != nil {
		return bookstore.Effects{}, err
	}
	fx.Invoice = issue
	return fx, nil
}

// ConfirmEffects are the effects of confirming o, a havale/EFT order whose
// recorded transfers cover its total or a kapıda ödeme order at its
// choice, in the store's transaction that confirms it. o is the order as
// read inside that transaction (its method, totals and items final). A
// transfer order is paid by then: its payment id is the method's
// (bookstore.PaymentIDFor) and it paid exactly its total; a kapıda ödeme
// order is confirmed unpaid, the courier collects at the door.
func (s *Service) ConfirmEffects(ctx context.Context, o *bookstore.Order) (bookstore.Effects, error) {
	after := map[string]any{"status": bookstore.OrderConfirmed, "paymentMethod": o.PaymentMethod, "amount": o.Totals.Total}
	action := bookstore.ActionOrderConfirmed
	confirmed := *o
	if o.PaymentMethod == bookstore.MethodTransfer {
		// Paid, but not by card: no instalments for the mail to show.
		confirmed.PaymentID, confirmed.PaidAmount, confirmed.Installment = bookstore.PaymentIDFor(o.PaymentMethod, o.ID), o.Totals.Total, 0
		after["paymentId"] = confirmed.PaymentID
		action = bookstore.ActionOrderPaid
	}
	entry := bookstore.Change("", action, "orders", o.ID, map[string]any{"status": bookstore.OrderPending}, after)
	return s.confirmEffects(ctx, &confirmed, nil, entry)
}
