package checkout

import (
	"context"
	"errors"
	"fmt"

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

// refundPayment asks the provider to refund f of order o and finishes it:
// done writes the paid-for change; failed gives the effects of a refusal.
func (s *Service) refundPayment(ctx context.Context, o *bookstore.Order, f *bookstore.Refund, ip string, refused string,
	done func(ctx context.Context) error, failed func(reason string) bookstore.Effects,
) error {
	ctx = context.WithoutCancel(ctx) // a refund asked must be recorded
	err := s.askRefund(ctx, o, f, ip)
	var declined *bookstore.PaymentDeclined
	var partial *partialRefund
	switch {
	case errors.As(err, &partial):
		// Some items were refunded, then one was refused: neither done nor
		// failed (a retry would refund those items twice). The refund
		// stays started, which blocks another, and the admin sees it.
		s.Log.ErrorContext(ctx, "refund refused after some items", "order", f.OrderID, "refund", f.ID, "err", err)
		return bookstore.Errorf(bookstore.CodeConflict, MsgRefundPending)
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

// partialRefund is a refusal after some items of a refund went through.
type partialRefund struct {
	refunded int64
	err      error
}

func (e *partialRefund) Error() string {
	return fmt.Sprintf("refund stopped after %d kuruş: %v", e.refunded, e.err)
}

// askRefund asks the provider for f item by item (iyzico's refund of one
// basket item by its transaction): each book's refund comes out of what
// that book was charged, and the provider holds every item to its own
// charge. A payment whose items the shop does not know is refunded by
// amount instead (the provider picks the items).
func (s *Service) askRefund(ctx context.Context, o *bookstore.Order, f *bookstore.Refund, ip string) error {
	paid, err := s.Store.PaidItems(ctx, f.OrderID, f.PaymentID)
	if err != nil {
		return err
	}
	items, ok := bookstore.RefundItems(o, f.Plan, paid)
	if !ok || len(items) == 0 {
		return s.Provider.Refund(ctx, f.OrderID, f.PaymentID, f.Amount, ip)
	}
	var given int64
	for _, it := range items {
		if err := s.Provider.RefundItem(ctx, f.OrderID, it.TransactionID, it.Amount, ip); err != nil {
			if given > 0 {
				return &partialRefund{refunded: given, err: err}
			}
			return err
		}
		given += it.Amount
	}
	return nil
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
	// The cancellation's effects: the buyer's mail and the audit entry,
	// written with the cancellation itself.
	effects := func(refunded bool) bookstore.Effects {
		entry := bookstore.Change(actorID, bookstore.ActionOrderCancelled, "orders", o.ID, map[string]any{"status": o.Status},
			map[string]any{"status": bookstore.OrderCancelled, "refunded": refunded, "reason": reason})
		return bookstore.Effects{Mail: s.cancelledMail(ctx, &o.Order, refunded, reason), Audit: &entry}
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
	// The whole order, item by item; an order whose lines do not add up to
	// its total (none should) is refunded by amount.
	plan := bookstore.WholePlan(&o.Order)
	if plan.Total() != o.Totals.Total {
		plan = bookstore.RefundPlan{}
	}
	f := &bookstore.Refund{OrderID: o.ID, PaymentID: o.PaymentID, Amount: o.Totals.Total, Plan: plan}
	won, err := s.Returns.StartCancelRefund(ctx, f)
	if err != nil {
		return err
	}
	if !won {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
	}
	return s.refundPayment(ctx, &o.Order, f, ip, bookstore.MsgRefundFailed,
		func(ctx context.Context) error { return s.Returns.FinishCancelRefund(ctx, f, fx) },
		func(reason string) bookstore.Effects {
			e := bookstore.Change(actorID, bookstore.ActionRefundFailed, "orders", o.ID, nil, map[string]any{"amount": f.Amount, "reason": reason})
			return bookstore.Effects{Audit: &e}
		})
}
