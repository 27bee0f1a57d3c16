package checkout

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Refunds of payments have one path (refundPayment), shared by the cancellation
// of a paid order (the admin's and the shopper's) and the refund of a
// return request. The refund is stored as started, in the same transaction
// as the claim that makes it exactly-once (the order's completion claim, or
// the request's state); then the provider is asked, under the refund's own
// id as conversation id; then the refund is finished with the change it
// pays for (order cancelled, request refunded) and that change's mail and
// audit entry, in one transaction. A refusal by iyzico is recorded and
// leaves the order or request as it was, to retry. An answer that never
// came (timeout, crash, a refusal after some items) leaves the refund
// started: it blocks another refund of the order ('İade işlemi sürüyor'),
// and refund reconciliation (refund_reconcile.go) asks iyzico what it
// refunded under that id and settles the refund to it.

// MsgRefundPending is the answer while a refund's outcome is unknown.
const MsgRefundPending = bookstore.MsgRefundPending

// refundEnd is how a refund ends: done writes the paid-for change (with its
// mail and audit entry); failed gives the effects of a refusal; refused is
// the refusal's message to the admin or shopper.
type refundEnd struct {
	done    func(ctx context.Context) error
	failed  func(reason string) bookstore.Effects
	refused string
}

// refundPayment asks the provider to refund f of order o and finishes it.
func (s *Service) refundPayment(ctx context.Context, o *bookstore.Order, f *bookstore.Refund, ip string, end refundEnd) error {
	ctx = context.WithoutCancel(ctx) // a refund asked must be recorded
	items, err := s.refundParts(ctx, o, f)
	if err != nil {
		s.noteRefund(ctx, f, err)
		return bookstore.Errorf(bookstore.CodeConflict, MsgRefundPending)
	}
	given, err := s.sendRefund(ctx, f, items, f.Amount, ip)
	return s.refundOutcome(ctx, f, 0, given, err, end)
}

// refundOutcome acts on the provider's answer to a refund of which prior
// kuruş were already refunded before this ask, and given during it.
func (s *Service) refundOutcome(ctx context.Context, f *bookstore.Refund, prior, given int64, err error, end refundEnd) error {
	var declined *bookstore.PaymentDeclined
	switch {
	case err == nil:
		s.outcome(bookstore.OutcomeRefunded)
		return end.done(ctx)
	case errors.As(err, &declined) && prior+given == 0:
		s.Log.WarnContext(ctx, "refund refused", "order", f.OrderID, "return", f.ReturnID, "reason", declined.Reason)
		if ferr := s.Returns.FailRefund(ctx, f, declined.Reason, end.failed(declined.Reason)); ferr != nil {
			return ferr
		}
		return bookstore.Errorf(bookstore.CodeConflict, "%s", end.refused)
	default:
		// Unknown, or refused after some of it went through (a retry as a
		// new refund would refund those twice): the refund stays started
		// and reconciliation settles it to iyzico's record.
		s.Log.ErrorContext(ctx, "refund outcome unknown; left to reconciliation", "order", f.OrderID, "refund", f.ID,
			"refunded", prior+given, "err", err)
		s.noteRefund(ctx, f, err)
		return bookstore.Errorf(bookstore.CodeConflict, MsgRefundPending)
	}
}

// noteRefund keeps the provider's last answer on the refund for the admin.
func (s *Service) noteRefund(ctx context.Context, f *bookstore.Refund, answer error) {
	f.LastAnswer = answer.Error()
	if err := s.Returns.NoteRefund(ctx, f.ID, f.LastAnswer, s.now()); err != nil {
		s.Log.ErrorContext(ctx, "refund: note the answer", "refund", f.ID, "err", err)
	}
}

// refundParts spreads f over the payment's basket items (iyzico's refund
// of one item by its transaction): each book's refund comes out of what
// that book was charged, and the provider holds every item to its own
// charge. nil: a payment whose items the shop does not know is refunded by
// amount instead (the provider picks the items).
func (s *Service) refundParts(ctx context.Context, o *bookstore.Order, f *bookstore.Refund) ([]bookstore.RefundItem, error) {
	paid, err := s.Store.PaidItems(ctx, f.OrderID, f.PaymentID)
	if err != nil {
		return nil, err
	}
	items, ok := bookstore.RefundItems(o, f.Plan, paid)
	if !ok || len(items) == 0 {
		return nil, nil
	}
	return items, nil
}

// sendRefund asks the provider for items (or amount when there are none)
// under f's id, and says how much went through. Each ask first renews the
// refund's lease, so reconciliation leaves a refund alone while it is
// being asked.
func (s *Service) sendRefund(ctx context.Context, f *bookstore.Refund, items []bookstore.RefundItem, amount int64, ip string) (int64, error) {
	renew := func() {
		if err := s.Returns.NoteRefund(ctx, f.ID, f.LastAnswer, s.now()); err != nil {
			s.Log.ErrorContext(ctx, "refund: renew the lease", "refund", f.ID, "err", err)
		}
	}
	if len(items) == 0 {
		renew()
		if err := s.Provider.Refund(ctx, f.ID, f.PaymentID, amount, ip); err != nil {
			return 0, err
		}
		return amount, nil
	}
	var given int64
	for _, it := range items {
		renew()
		if err := s.Provider.RefundItem(ctx, f.ID, it.TransactionID, it.Amount, ip); err != nil {
			return given, err
		}
		given += it.Amount
	}
	return given, nil
}

// refundBlocked is the conflict answered when an order cannot move: 'İade
// işlemi sürüyor' while a refund of it is in flight, else fallback.
func (s *Service) refundBlocked(ctx context.Context, orderID, fallback string) error {
	if _, err := s.Returns.StartedRefund(ctx, orderID); err == nil {
		return bookstore.Errorf(bookstore.CodeConflict, MsgRefundPending)
	}
	return bookstore.Errorf(bookstore.CodeConflict, "%s", fallback)
}

// Cancel cancels an order for an admin: a pending order gets its stock back;
// a confirmed one is refunded in full through the provider first. Shipped,
// delivered and cancelled orders cannot be cancelled. reason goes into the
// buyer's mail; a paid order needs one (bookstore.CheckCancelReason).
func (s *Service) Cancel(ctx context.Context, actorID, orderID, reason, ip string) (*bookstore.Order, error) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	if reason, err = bookstore.CheckCancelReason(&o.Order, reason); err != nil {
		return nil, err
	}
	return s.cancel(ctx, actorID, o, reason, ip, bookstore.MsgCancelNotAllowed)
}

// CancelOwn is the shopper's 'Siparişi İptal Et': their own order, not yet
// shipped. Another member's order is not found.
func (s *Service) CancelOwn(ctx context.Context, userID, orderID, ip string) (*bookstore.Order, error) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && o.UserID != userID) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	return s.cancel(ctx, userID, o, "", ip, bookstore.MsgCancelShipped)
}

func (s *Service) cancel(ctx context.Context, actorID string, o *bookstore.PendingOrder, reason, ip, notAllowed string) (*bookstore.Order, error) {
	switch o.Status {
	case bookstore.OrderPending:
		if o.Completing {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
		}
		ok, err := s.Store.CancelOrder(ctx, o.ID, []bookstore.OrderStatus{bookstore.OrderPending}, false, s.cancelEffects(ctx, actorID, &o.Order, false, reason))
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, bookstore.Errorf(bookstore.CodeConflict, "%s", notAllowed)
		}
	case bookstore.OrderConfirmed:
		if err := s.cancelPaid(ctx, actorID, o, reason, ip); err != nil {
			return nil, err
		}
	default:
		return nil, bookstore.Errorf(bookstore.CodeConflict, "%s", notAllowed)
	}
	after, err := s.Store.OrderByID(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	return &after.Order, nil
}

// cancelEffects are a cancellation's effects: the buyer's mail (with the
// admin's reason, when one was given) and the audit entry, written with the
// cancellation itself.
func (s *Service) cancelEffects(ctx context.Context, actorID string, o *bookstore.Order, refunded bool, reason string) bookstore.Effects {
	entry := bookstore.Change(actorID, bookstore.ActionOrderCancelled, "orders", o.ID, map[string]any{"status": o.Status},
		map[string]any{"status": bookstore.OrderCancelled, "refunded": refunded, "reason": reason})
	return bookstore.Effects{Mail: s.cancelledMail(ctx, o, refunded, reason), Audit: &entry}
}

// cancelEnd finishes a cancel's refund f of the confirmed order o: the
// order cancelled (stock back) with its mail, or the refusal audited. The
// mail and the audit entry carry f.Reason, the admin's reason stored with
// the refund, so a refund settled later by reconciliation says the same
// as one finished at once.
func (s *Service) cancelEnd(ctx context.Context, o *bookstore.Order, f *bookstore.Refund) refundEnd {
	fx := s.cancelEffects(ctx, f.ActorID, o, true, f.Reason)
	return refundEnd{
		done: func(ctx context.Context) error { return s.Returns.FinishCancelRefund(ctx, f, fx) },
		failed: func(reason string) bookstore.Effects {
			e := bookstore.Change(f.ActorID, bookstore.ActionRefundFailed, "orders", o.ID, nil, map[string]any{"amount": f.Amount, "reason": reason})
			return bookstore.Effects{Audit: &e}
		},
		refused: bookstore.MsgRefundFailed,
	}
}

// cancelPaid refunds the whole order (its total: an instalment payment's
// interest is the bank's and goes back with the card's plan) and cancels
// it. An order confirmed without a card payment is cancelled without one.
func (s *Service) cancelPaid(ctx context.Context, actorID string, o *bookstore.PendingOrder, reason, ip string) error {
	if o.PaymentID == "" {
		ok, err := s.Store.CancelOrder(ctx, o.ID, []bookstore.OrderStatus{bookstore.OrderConfirmed}, false, s.cancelEffects(ctx, actorID, &o.Order, false, reason))
		if err == nil && !ok {
			err = s.refundBlocked(ctx, o.ID, bookstore.MsgPaymentInProgress)
		}
		return err
	}
	plan, amount := bookstore.WholeCancelRefund(&o.Order)
	f := &bookstore.Refund{OrderID: o.ID, PaymentID: o.PaymentID, Amount: amount, Plan: plan, ActorID: actorID, Reason: reason}
	won, err := s.Returns.StartCancelRefund(ctx, f)
	if err != nil {
		return err
	}
	if !won {
		return s.refundBlocked(ctx, o.ID, bookstore.MsgPaymentInProgress)
	}
	if bookstore.RefundsByBank(&o.Order) {
		return s.cancelByBank(ctx, &o.Order, f) // refunds_bank.go: never the card provider
	}
	return s.refundPayment(ctx, &o.Order, f, ip, s.cancelEnd(ctx, &o.Order, f))
}
