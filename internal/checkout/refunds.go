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
// the request's state); then the provider is asked; then the refund is
// finished with the change it pays for (order cancelled, request refunded)
// and that change's mail and audit entry, in one transaction. A refusal by
// iyzico is recorded and leaves the order or request as it was, to retry.
// An answer that never came (timeout, crash) leaves the refund started: it
// blocks another refund of the order, and the admin sees it (docs/payments.md).

// Messages of the refund path.
const (
	MsgRefundPending = "İade sonucu iyzico'dan alınamadı; işlem kontrol ediliyor. Lütfen daha sonra sayfayı yenileyin."
)

// refundPayment asks the provider to refund f and finishes it: done writes the
// paid-for change; failed gives the effects of a refusal.
func (s *Service) refundPayment(ctx context.Context, f *bookstore.Refund, ip string, refused string,
	done func(ctx context.Context) error, failed func(reason string) bookstore.Effects,
) error {
	ctx = context.WithoutCancel(ctx) // a refund asked must be recorded
	err := s.Provider.Refund(ctx, f.OrderID, f.PaymentID, f.Amount, ip)
	var declined *bookstore.PaymentDeclined
	switch {
	case err == nil:
		s.outcome(bookstore.OutcomeRefunded)
		return done(ctx)
	case errors.As(err, &declined):
		s.Log.WarnContext(ctx, "refund refused", "order", f.OrderID, "return", f.ReturnID, "reason", declined.Reason)
		if ferr := s.Returns.FailRefund(ctx, f, declined.Reason, failed(declined.Reason)); ferr != nil {
			return ferr
		}
		return bookstore.Errorf(bookstore.CodeConflict, "%s", refused)
	default:
		s.Log.ErrorContext(ctx, "refund outcome unknown", "order", f.OrderID, "refund", f.ID, "err", err)
		return bookstore.Errorf(bookstore.CodeConflict, MsgRefundPending)
	}
}

// Cancel cancels an order for an admin: a pending order gets its stock back;
// a confirmed one is refunded in full through the provider first. Shipped,
// delivered and cancelled orders cannot be cancelled.
func (s *Service) Cancel(ctx context.Context, actorID, orderID, ip string) (*bookstore.Order, error) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	return s.cancel(ctx, actorID, o, ip, bookstore.MsgCancelNotAllowed)
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
	return s.cancel(ctx, userID, o, ip, bookstore.MsgCancelShipped)
}

func (s *Service) cancel(ctx context.Context, actorID string, o *bookstore.PendingOrder, ip, notAllowed string) (*bookstore.Order, error) {
	// The cancellation's effects: the buyer's mail and the audit entry,
	// written with the cancellation itself.
	effects := func(refunded bool) bookstore.Effects {
		entry := bookstore.Change(actorID, bookstore.ActionOrderCancelled, "orders", o.ID, map[string]any{"status": o.Status},
			map[string]any{"status": bookstore.OrderCancelled, "refunded": refunded})
		return bookstore.Effects{Mail: s.cancelledMail(ctx, &o.Order, refunded), Audit: &entry}
	}
	switch o.Status {
	case bookstore.OrderPending:
		if o.Completing {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
		}
		ok, err := s.Store.CancelOrder(ctx, o.ID, []bookstore.OrderStatus{bookstore.OrderPending}, false, effects(false))
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, bookstore.Errorf(bookstore.CodeConflict, "%s", notAllowed)
		}
	case bookstore.OrderConfirmed:
		if err := s.cancelPaid(ctx, actorID, o, ip, effects(true)); err != nil {
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

// cancelPaid refunds the whole order (its total: an instalment payment's
// interest is the bank's and goes back with the card's plan) and cancels
// it. An order confirmed without a card payment is cancelled without one.
func (s *Service) cancelPaid(ctx context.Context, actorID string, o *bookstore.PendingOrder, ip string, fx bookstore.Effects) error {
	if o.PaymentID == "" {
		ok, err := s.Store.CancelOrder(ctx, o.ID, []bookstore.OrderStatus{bookstore.OrderConfirmed}, false, fx)
		if err == nil && !ok {
			err = bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
		}
		return err
	}
	f := &bookstore.Refund{OrderID: o.ID, PaymentID: o.PaymentID, Amount: o.Totals.Total}
	won, err := s.Returns.StartCancelRefund(ctx, f)
	if err != nil {
		return err
	}
	if !won {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
	}
	return s.refundPayment(ctx, f, ip, bookstore.MsgRefundFailed,
		func(ctx context.Context) error { return s.Returns.FinishCancelRefund(ctx, f, fx) },
		func(reason string) bookstore.Effects {
			e := bookstore.Change(actorID, bookstore.ActionRefundFailed, "orders", o.ID, nil, map[string]any{"amount": f.Amount, "reason": reason})
			return bookstore.Effects{Audit: &e}
		})
}
