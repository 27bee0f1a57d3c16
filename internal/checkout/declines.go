package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// Refused cards. A refusal leaves the order pending and payable until it
// expires; the attempt keeps why the card was refused, so the payment page
// can say it (limit, security code, 3D Secure ...) and offer another card
// instead of a bare failure.

// declined fails an attempt whose card was refused, with the reason.
func (s *Service) declined(ctx context.Context, a *bookstore.PaymentAttempt, why string, d bookstore.DeclineReason) {
	if d == bookstore.DeclineNone {
		d = bookstore.DeclineOther
	}
	if err := s.Store.DeclineAttempt(ctx, a.ID, why, d); err != nil {
		s.Log.ErrorContext(ctx, "payment: mark attempt declined", "attempt", a.ID, "err", err)
	}
}

// lastDecline is why the order's latest attempt was refused (DeclineNone
// when it was not); a failed read only loses the explanation.
func (s *Service) lastDecline(ctx context.Context, orderID string) bookstore.DeclineReason {
	d, err := s.Store.LastDecline(ctx, orderID)
	if err != nil {
		s.Log.ErrorContext(ctx, "payment: read the last decline", "order", orderID, "err", err)
		return bookstore.DeclineNone
	}
	return d
}
