package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// What the checkout tells the staff outside a change's transaction: a
// charge that could be neither kept nor given back, and refunds whose
// outcome stayed unknown past bookstore.StuckRefundAfter. A notice's dedup
// key names its payment or refund, so every round that finds it again
// stores nothing new. A paid order's and a return request's notices are
// effects of their changes (settle.go, returns.go).

// raise stores a notice; a failure is logged (the finding stays for the
// next round, and the admin's lists show it either way).
func (s *Service) raise(ctx context.Context, n *bookstore.StaffNotice) {
	if s.Staff == nil || n == nil {
		return
	}
	if _, err := s.Staff.RaiseStaffNotice(context.WithoutCancel(ctx), *n); err != nil {
		s.Log.ErrorContext(ctx, "staff notice not stored", "kind", n.Kind, "key", n.DedupKey, "err", err)
	}
}

// noticeStuckRefunds raises a notice for each stuck refund.
func (s *Service) noticeStuckRefunds(ctx context.Context) {
	if s.Staff == nil {
		return
	}
	stuck, err := s.StuckRefunds(ctx)
	if err != nil {
		s.Log.ErrorContext(ctx, "stuck refunds for the staff", "err", err)
		return
	}
	for _, f := range stuck {
		s.raise(ctx, bookstore.RefundStuckNotice(f.OrderID, bookstore.OrderNumberOf(f.OrderID), f.ID, f.Amount))
	}
}
