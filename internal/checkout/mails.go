package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// The buyer's mails of an order's steps are rendered before the step and
// handed to the store's transition, which queues them in the outbox in the
// same transaction (a transactional outbox): a step that commits has its
// mail, one that fails or loses has none, and no crash can come between the
// two. A mail that cannot be rendered (the buyer's account is gone) is
// logged and left out; it never blocks the order's step.

// confirmedMail is the confirmation of o once paid with p (nil: confirmed
// without a card payment).
func (s *Service) confirmedMail(ctx context.Context, o *bookstore.Order, p *bookstore.CompletedPayment) *bookstore.Mail {
	if s.Mails == nil {
		return nil
	}
	// o was read after the contracts were accepted; only the payment changes.
	confirmed := *o
	confirmed.Status = bookstore.OrderConfirmed
	s.loadParties(ctx, &confirmed) // the mail shows the billing party
	if p != nil {
		confirmed.PaymentID, confirmed.Installment, confirmed.PaidAmount = p.PaymentID, max(p.Installment, 1), p.PaidPrice
	}
	return s.mail(ctx, "order confirmed mail", o.ID)(s.Mails.OrderConfirmed(ctx, &confirmed))
}

// cancelledMail is the cancellation of o, with the refund when refunded and
// the admin's reason when given.
func (s *Service) cancelledMail(ctx context.Context, o *bookstore.Order, refunded bool, reason string) *bookstore.Mail {
	if s.Mails == nil {
		return nil
	}
	cancelled := *o
	cancelled.Status = bookstore.OrderCancelled
	return s.mail(ctx, "order cancelled mail", o.ID)(s.Mails.OrderCancelled(ctx, &cancelled, refunded, reason))
}

// movedMail is the mail of an admin's move of o to status to (with the
// shipment when shipped).
func (s *Service) movedMail(ctx context.Context, o *bookstore.Order, to bookstore.OrderStatus, ship *bookstore.Shipment) *bookstore.Mail {
	if s.Mails == nil {
		return nil
	}
	moved := *o
	moved.Status = to
	if ship != nil {
		moved.TrackingNumber, moved.CargoCompany = ship.TrackingNumber, ship.CargoCompany
	}
	done := s.mail(ctx, "order mail", o.ID)
	switch to {
	case bookstore.OrderConfirmed:
		return done(s.Mails.OrderConfirmed(ctx, &moved))
	case bookstore.OrderShipped:
		return done(s.Mails.OrderShipped(ctx, &moved))
	case bookstore.OrderDelivered:
		return done(s.Mails.OrderDelivered(ctx, &moved))
	default: // pending has no mail; a cancellation's is cancelledMail
		return nil
	}
}

// mail returns the rendered mail, or nil after logging why there is none.
func (s *Service) mail(ctx context.Context, what, orderID string) func(bookstore.Mail, error) *bookstore.Mail {
	return func(m bookstore.Mail, err error) *bookstore.Mail {
		if err != nil {
			s.Log.ErrorContext(ctx, what, "order", orderID, "err", err)
			return nil
		}
		return &m
	}
}
