package fulfilment

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The poll: every PollEvery each instance leases the unfinished shipments
// not polled for PollEvery (the lease is a conditional update, so two
// instances never poll one parcel at once), asks the carrier for their
// events and applies them; and it finishes the reservations a crashed or
// cut-off 'Kargoya hazırla' left, by looking the parcel up by its
// reference (found: recorded; not found: the reservation is dropped and
// the order can be prepared again).

const pollBatch = 50

// Run polls now and every PollEvery until ctx ends; without a carrier it
// returns at once.
func (s *Service) Run(ctx context.Context) {
	if s.Carrier == nil {
		return
	}
	t := time.NewTicker(orDefault(s.PollEvery, DefaultPollEvery))
	defer t.Stop()
	for {
		if _, err := s.RunOnce(ctx); err != nil && ctx.Err() == nil {
			s.log().ErrorContext(ctx, "shipment poll", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// RunOnce is one pass; it returns how many shipments it looked at.
func (s *Service) RunOnce(ctx context.Context) (int, error) {
	if s.Carrier == nil {
		return 0, nil
	}
	now := s.now()
	list, err := s.Store.LeaseShipments(ctx, now, now.Add(-orDefault(s.PollEvery, DefaultPollEvery)),
		now.Add(-orDefault(s.StaleReservation, DefaultStaleReservation)), pollBatch)
	if s.Jobs != nil {
		s.Jobs.JobRan("shipments", err)
	}
	if err != nil {
		return 0, err
	}
	for i := range list {
		if ctx.Err() != nil {
			break
		}
		s.poll(ctx, &list[i])
	}
	return len(list), nil
}

func (s *Service) poll(ctx context.Context, sh *bookstore.OrderShipment) {
	if sh.Carrier != s.Carrier.Name() {
		return // another carrier's parcel (the adapter was changed)
	}
	if sh.Status == bookstore.ShipmentPreparing {
		o, err := s.Orders.AdminOrder(ctx, sh.OrderID)
		if err == nil {
			_, err = s.finish(ctx, "", o, sh, false)
		}
		if err != nil {
			s.log().WarnContext(ctx, "shipment poll: reservation", "reference", sh.Reference, "err", err)
		}
		return
	}
	var evs []bookstore.TrackingEvent
	err := s.call(ctx, func(ctx context.Context) (err error) {
		evs, err = s.Carrier.Track(ctx, sh.CarrierID)
		return err
	})
	if err == nil {
		_, err = s.track(ctx, sh, evs)
	}
	if err != nil {
		s.log().WarnContext(ctx, "shipment poll: track", "shipment", sh.CarrierID, "err", err)
	}
}
