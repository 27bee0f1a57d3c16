package checkout

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// A return shipment's tracking: the carrier's events (its webhook, routed
// here by the shipment id, or PollReturnShipments) record the buyer's
// hand-over, from which the refund deadline counts, and the delivery back,
// which marks the request 'Teslim alındı'. Staff still inspect the goods
// (their condition) and refund. Events are idempotent: each change is a
// conditional update, so a duplicate or late event changes nothing and a
// request never moves backwards.

// returnPollBatch is how many open return shipments one job round tracks.
const returnPollBatch = 20

// ApplyReturnEvents applies a return shipment's events; found is false
// when no request has that shipment (the caller answers the carrier as
// for an unknown shipment).
func (s *Service) ApplyReturnEvents(ctx context.Context, carrierShipmentID string, events []bookstore.TrackingEvent) (found bool, err error) {
	r, err := s.Returns.ReturnByShipment(ctx, carrierShipmentID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, s.applyReturnTracking(ctx, r, events)
}

func (s *Service) applyReturnTracking(ctx context.Context, r *bookstore.ReturnRequest, events []bookstore.TrackingEvent) error {
	t := bookstore.TrackReturn(events)
	if t.HandedOverAt.IsZero() && t.DeliveredAt.IsZero() {
		return nil
	}
	if !bookstore.ReturnAwaitsGoods(r.State) {
		t.DeliveredAt = time.Time{}
	}
	var fx bookstore.Effects
	if !t.DeliveredAt.IsZero() {
		after := *r
		after.State = bookstore.ReturnReceived
		entry := bookstore.Change("", bookstore.ActionReturnReceived, "returns", r.ID, map[string]any{"state": r.State},
			map[string]any{"state": bookstore.ReturnReceived, "by": "carrier", "carrier": r.Carrier, "at": t.DeliveredAt})
		fx.Audit = &entry
		if o, err := s.Store.OrderByID(ctx, r.OrderID); err == nil {
			fx.Mail = s.returnMail(ctx, s.shopper(ctx, r), &o.Order, &after)
		} else {
			s.Log.ErrorContext(ctx, "return received by the carrier: order for its mail", "return", r.ID, "err", err)
		}
	}
	moved, err := s.Returns.TrackReturnShipment(ctx, r.ID, t.HandedOverAt, t.DeliveredAt, fx)
	if err == nil && moved {
		s.Log.InfoContext(ctx, "return delivered back by the carrier", "return", r.ID, "carrier", r.Carrier)
	}
	return err
}

// PollReturnShipments tracks the open return shipments through the
// carrier (a webhook may be missed): it returns how many it tracked.
func (s *Service) PollReturnShipments(ctx context.Context) (int, error) {
	if s.Carrier == nil {
		return 0, nil
	}
	open, err := s.Returns.OpenReturnShipments(ctx, returnPollBatch)
	if err != nil {
		return 0, err
	}
	n := 0
	for i := range open {
		r := &open[i]
		if r.Carrier != s.Carrier.Name() {
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, s.carrierTimeout())
		events, err := s.Carrier.Track(cctx, r.CarrierShipmentID)
		cancel()
		if err != nil {
			if ctx.Err() != nil {
				return n, ctx.Err()
			}
			s.Log.WarnContext(ctx, "return shipment: tracking failed; the next round asks again", "return", r.ID, "err", err)
			continue
		}
		if err := s.applyReturnTracking(ctx, r, events); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
