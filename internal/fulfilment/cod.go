package fulfilment

import (
	"context"

	"bookstore/internal/bookstore"
)

// Kapıda ödeme on the way (bookstore/cod.go): the parcel of a COD order
// carries its total (service.go, labels.go); its delivery records the door
// payment and its return (refused at the door) cancels the order, each in
// the transaction of the tracking update that reports it. Like the order's
// moves, both are worked out from the statuses, not from which events are
// new, so a write lost to a concurrent one is done at the next read.

// codTracking adds to u what the parcel's status does to a kapıda ödeme
// order o, and gives the order's moves that still apply: a refusal
// cancels the order from where it stands (no 'Kargoda' mail first).
func (s *Service) codTracking(ctx context.Context, o *bookstore.Order, u *bookstore.ShipmentUpdate, steps []bookstore.OrderStep) ([]bookstore.OrderStep, error) {
	switch {
	case bookstore.CODRefusedOnTracking(o, u.Status):
		fx, err := s.Orders.CODRefusedEffects(ctx, o)
		if err != nil {
			return nil, err
		}
		at := u.StatusAt
		if at.IsZero() {
			at = s.now()
		}
		u.Refusal = &bookstore.CODRefusal{OrderID: o.ID, UserID: o.UserID, From: o.Status, At: at, Fx: fx}
		// The refusal's notice (in fx) says more than a failed delivery's.
		u.Staff = nil
		return nil, nil
	case bookstore.CODCollectOnTracking(o, u.Status):
		u.Collect = bookstore.CollectionOf("", o, bookstore.CollectedByCarrier)
	}
	return steps, nil
}
