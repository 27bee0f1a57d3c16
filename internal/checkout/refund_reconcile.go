package checkout

import (
	"context"
	"errors"
	"fmt"

	"bookstore/internal/bookstore"
)

// Refund reconciliation settles the refunds whose answer the shop never
// got (a 500, a timeout, a lost answer, a crash, a refusal after some
// items), as payment reconciliation settles payments: it asks iyzico what
// it refunded under the refund's id and settles to that.
//   - all of it: the refund is finished as the normal path would (the
//     order cancelled or the request refunded, with its one mail);
//   - nothing, or part of it: the rest is asked again under the same id
//     (never what was already refunded), and the answer is handled as the
//     normal path handles it;
//   - iyzico not reachable: nothing changes, the next round asks again.
// Every instance runs it; a lease (FOR UPDATE SKIP LOCKED on PostgreSQL)
// gives each refund to one of them, and finishing is conditional on the
// refund still being started, so the change and its mail happen once.

// ReconcileRefunds settles the started refunds nobody has touched for half
// a claim's staleness. It returns how many it looked at.
func (s *Service) ReconcileRefunds(ctx context.Context) (int, error) {
	now := s.now()
	list, err := s.Returns.LeaseStartedRefunds(ctx, now.Add(-s.staleClaim()/2), now, reconcileBatch)
	for i := range list {
		s.settleRefund(context.WithoutCancel(ctx), &list[i])
	}
	s.noticeStuckRefunds(ctx)
	return len(list), err
}

// settleRefund settles one leased refund to the provider's record.
func (s *Service) settleRefund(ctx context.Context, f *bookstore.Refund) {
	o, err := s.Store.OrderByID(ctx, f.OrderID)
	if err != nil {
		s.Log.ErrorContext(ctx, "refund reconciliation: order lookup", "refund", f.ID, "err", err)
		return
	}
	end, err := s.refundEndOf(ctx, &o.Order, f)
	if err != nil {
		s.Log.ErrorContext(ctx, "refund reconciliation: its return", "refund", f.ID, "err", err)
		return
	}
	if bookstore.RefundsByBank(&o.Order) {
		// Never at the provider (a finish that failed): finish it now.
		if err := s.finishByBank(ctx, &o.Order, f, end); err != nil {
			s.Log.ErrorContext(ctx, "refund reconciliation: finish by bank", "refund", f.ID, "err", err)
		}
		return
	}
	given, err := s.Provider.Refunds(ctx, f.OrderID, f.PaymentID)
	if err != nil {
		s.Log.ErrorContext(ctx, "refund reconciliation: provider not reachable", "refund", f.ID, "err", err)
		s.noteRefund(ctx, f, fmt.Errorf("iade sorgusu: %w", err))
		return
	}
	items, err := s.refundParts(ctx, &o.Order, f)
	if err != nil {
		s.Log.ErrorContext(ctx, "refund reconciliation: paid items", "refund", f.ID, "err", err)
		return
	}
	rest, restAmount := bookstore.RefundRest(f.ID, items, f.Amount, given)
	if restAmount == 0 {
		s.Log.InfoContext(ctx, "refund reconciled: refunded at the provider", "order", f.OrderID, "refund", f.ID)
		s.outcome(bookstore.OutcomeRefunded)
		if err := end.done(ctx); err != nil {
			s.Log.ErrorContext(ctx, "refund reconciliation: finish", "refund", f.ID, "err", err)
		}
		return
	}
	prior := f.Amount - restAmount
	s.Log.InfoContext(ctx, "refund reconciled: asking the rest", "order", f.OrderID, "refund", f.ID, "refunded", prior, "rest", restAmount)
	sent, err := s.sendRefund(ctx, f, rest, restAmount, "")
	if oerr := s.refundOutcome(ctx, f, prior, sent, err, end); oerr != nil && err == nil {
		s.Log.ErrorContext(ctx, "refund reconciliation: finish", "refund", f.ID, "err", oerr)
	}
}

// refundEndOf rebuilds how f ends from what is stored: a cancel's or a
// return request's.
func (s *Service) refundEndOf(ctx context.Context, o *bookstore.Order, f *bookstore.Refund) (refundEnd, error) {
	if f.ReturnID == "" {
		return s.cancelEnd(ctx, o, f), nil
	}
	r, err := s.Returns.Return(ctx, f.ReturnID)
	if err != nil {
		return refundEnd{}, err
	}
	return s.returnEnd(ctx, r, o, f, s.returnBankRefund(o, f)), nil
}

// StartedRefund reads the order's refund in flight, nil when there is none.
func (s *Service) StartedRefund(ctx context.Context, orderID string) (*bookstore.Refund, error) {
	f, err := s.Returns.StartedRefund(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, nil
	}
	return f, err
}

// StuckRefunds lists the refunds whose outcome has been unknown for longer
// than bookstore.StuckRefundAfter (the admin's list).
func (s *Service) StuckRefunds(ctx context.Context) ([]bookstore.StuckRefund, error) {
	return s.Returns.StuckRefunds(ctx, s.now().Add(-bookstore.StuckRefundAfter), 100)
}
