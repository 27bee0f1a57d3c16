package checkout

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Kapıda ödeme after the order (bookstore/cod.go): staff record the door
// payment ('Tahsil edildi') when the carrier's delivery event did not, and
// a parcel refused at the door cancels its order with these effects.

// CollectCOD records the door payment of a kapıda ödeme order that is with
// the carrier or delivered. Recorded already (by staff, or by the carrier's
// delivery at the same moment): a conflict, and nothing is written twice.
func (s *Service) CollectCOD(ctx context.Context, actorID, orderID string) (*bookstore.OrderListItem, error) {
	if !bookstore.ValidID(orderID) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	o, err := s.Orders.AdminOrder(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	if err := bookstore.CheckCODCollect(&o.Order); err != nil {
		return nil, err
	}
	done, err := s.COD.CollectCOD(ctx, *bookstore.CollectionOf(actorID, &o.Order, bookstore.CollectedByStaff))
	if err != nil {
		return nil, err
	}
	after, err := s.Orders.AdminOrder(ctx, orderID)
	if err != nil {
		return nil, err
	}
	if !done {
		// Someone else got there first: say what stands now.
		if err := bookstore.CheckCODCollect(&after.Order); err != nil {
			return nil, err
		}
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCODNotPossible)
	}
	return after, nil
}

// CODRefusedEffects are the effects of cancelling a kapıda ödeme order
// whose parcel came back unaccepted: the buyer's cancellation mail with
// the reason (nothing was paid, so nothing is refunded), the audit entry
// and the staff's notice.
func (s *Service) CODRefusedEffects(ctx context.Context, o *bookstore.Order) (bookstore.Effects, error) {
	fx := s.cancelEffects(ctx, "", o, false, bookstore.CODRefusedReason)
	fx.Staff = bookstore.CODRefusedNotice(o)
	return fx, nil
}
