package checkout

import (
	"context"
	"errors"
	"sync"
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

// The poll of return shipments pages through all of them, returnPollBatch
// a job round, and starts a new sweep returnPollEvery after the last one
// began: every open return is asked about (not only the oldest), and the
// carrier is not asked about each one every round.
const (
	returnPollBatch = 20
	returnPollEvery = 15 * time.Minute
)

// returnPoll is where the sweep stands (one per service; the job rounds
// run one at a time, the mutex keeps it safe anyway).
type returnPoll struct {
	mu      sync.Mutex
	after   string    // the last request id tracked in this sweep
	started time.Time // when this sweep began (zero: none yet)
}

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
	var fx bookstore.Effects
	if t.Failed.Key != "" && bookstore.ReturnAwaitsGoods(r.State) {
		fx.Staff = bookstore.ReturnParcelFailedNotice(r.OrderID, bookstore.OrderNumberOf(r.OrderID), r.ID, t.Failed.Key,
			t.Failed.Description)
	}
	if t.HandedOverAt.IsZero() && t.DeliveredAt.IsZero() && fx.Staff == nil {
		return nil
	}
	if !bookstore.ReturnAwaitsGoods(r.State) {
		t.DeliveredAt = time.Time{}
	}
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
	p := &s.returnPoll
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.after == "" {
		if !p.started.IsZero() && s.now().Before(p.started.Add(returnPollEvery)) {
			return 0, nil
		}
		p.started = s.now()
	}
	open, err := s.Returns.OpenReturnShipments(ctx, p.after, returnPollBatch)
	if err != nil {
		return 0, err
	}
	if len(open) < returnPollBatch {
		p.after = "" // the sweep is done; the next begins returnPollEvery after this one
	} else {
		p.after = open[len(open)-1].ID
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
