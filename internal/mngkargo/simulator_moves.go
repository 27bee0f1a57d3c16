package mngkargo

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// A shipment's movements: on request (Advance, POST
// /_sim/shipments/{id}/advance) or on the schedule (SimulatorOptions.Step).

// mainLine is a parcel's way to the buyer; a return's is created →
// accepted → delivered (to the seller).
var (
	mainLine   = []bookstore.ShipmentStatus{bookstore.ShipmentCreated, bookstore.ShipmentAccepted, bookstore.ShipmentInTransit, bookstore.ShipmentOutForDelivery, bookstore.ShipmentDelivered}
	returnLine = []bookstore.ShipmentStatus{bookstore.ShipmentCreated, bookstore.ShipmentAccepted, bookstore.ShipmentDelivered}
)

// ErrSimMove is a movement the simulator refuses: a status that is not
// ahead of the shipment's, or a shipment that is finished.
var ErrSimMove = errors.New("kargo simülatörü: gönderi bu duruma ilerletilemez")

// move records a movement and queues its webhook call. The caller holds
// s.mu.
func (s *Simulator) move(sh *simShipment, to bookstore.ShipmentStatus, at time.Time) {
	at = at.Truncate(time.Second) // MNG's times are to the second; the webhook's agree with the poll's
	if n := len(sh.events); n > 0 && !at.After(sh.events[n-1].at) {
		at = sh.events[n-1].at.Add(time.Second)
	}
	e := simEvent{seq: len(sh.events) + 1, status: to, at: at, location: s.location(sh, to)}
	sh.events = append(sh.events, e)
	sh.status, sh.moved = to, time.Now()
	if sh.barcoded && s.opts.WebhookURL != "" {
		s.queueHook(sh, e)
	}
}

// location is where a movement happens: the shop's branch until the
// transfer, the buyer's district's branch after it (a return's the other
// way round).
func (s *Simulator) location(sh *simShipment, to bookstore.ShipmentStatus) string {
	near := fmt.Sprintf("%s Şube, %s", sh.party.DistrictName, upperTR(sh.party.CityName))
	switch {
	case to == bookstore.ShipmentInTransit:
		return "Gebze Transfer Merkezi, KOCAELİ"
	case sh.isReturn && to == bookstore.ShipmentDelivered:
		return "Kadıköy Şube, İSTANBUL"
	case sh.isReturn:
		return near
	case to == bookstore.ShipmentCreated || to == bookstore.ShipmentAccepted || to == bookstore.ShipmentCancelled:
		return "Kadıköy Şube, İSTANBUL"
	}
	return near
}

func upperTR(s string) string {
	return strings.ToUpperSpecial(turkishCase, s)
}

// path is the statuses a shipment passes from its own to "to" (to last);
// "" means the next one on its line.
func path(sh *simShipment, to bookstore.ShipmentStatus) ([]bookstore.ShipmentStatus, error) {
	line := mainLine
	if sh.isReturn {
		line = returnLine
	}
	cur := sh.status
	switch cur {
	case bookstore.ShipmentDelivered, bookstore.ShipmentReturned, bookstore.ShipmentCancelled:
		return nil, fmt.Errorf("%w: gönderi %s", ErrSimMove, cur.Label())
	default: // still on its way
	}
	if !sh.barcoded {
		return nil, fmt.Errorf("%w: siparişin barkodu yok", ErrSimMove)
	}
	at := slices.Index(line, cur)
	if cur == bookstore.ShipmentFailed {
		// A failed delivery waits at the branch: a new round, or back to
		// the sender.
		switch to {
		case "", bookstore.ShipmentOutForDelivery:
			return []bookstore.ShipmentStatus{bookstore.ShipmentOutForDelivery}, nil
		case bookstore.ShipmentDelivered:
			return []bookstore.ShipmentStatus{bookstore.ShipmentOutForDelivery, bookstore.ShipmentDelivered}, nil
		case bookstore.ShipmentReturned:
			return []bookstore.ShipmentStatus{bookstore.ShipmentReturned}, nil
		default: // refused below
		}
		return nil, fmt.Errorf("%w: %s → %s", ErrSimMove, cur, to)
	}
	if to == "" {
		return []bookstore.ShipmentStatus{line[at+1]}, nil
	}
	if !sh.isReturn && (to == bookstore.ShipmentFailed || to == bookstore.ShipmentReturned) {
		// A failure happens on the courier's round; a return to the
		// sender after the parcel was picked up.
		stop := slices.Index(line, bookstore.ShipmentOutForDelivery)
		if to == bookstore.ShipmentReturned {
			stop = max(at, slices.Index(line, bookstore.ShipmentAccepted))
		}
		return append(slices.Clone(line[at+1:stop+1]), to), nil
	}
	target := slices.Index(line, to)
	if target <= at {
		return nil, fmt.Errorf("%w: %s → %s", ErrSimMove, cur, to)
	}
	return slices.Clone(line[at+1 : target+1]), nil
}

// Advance moves the shipment named by its shipment id, reference, piece
// barcode or return code to status to (through the statuses between, a
// second apart, the last now), or one step when to is empty. Each
// movement calls the webhook.
func (s *Simulator) Advance(key string, to bookstore.ShipmentStatus) (SimShipmentInfo, error) {
	if to != "" && !slices.Contains(bookstore.ShipmentStatuses(), to) {
		return SimShipmentInfo{}, fmt.Errorf("%w: bilinmeyen durum %q", ErrSimMove, to)
	}
	s.mu.Lock()
	sh := s.find(key)
	if sh == nil {
		s.mu.Unlock()
		return SimShipmentInfo{}, fmt.Errorf("kargo simülatörü: gönderi yok: %q", key)
	}
	steps, err := path(sh, to)
	if err == nil {
		now := time.Now()
		for i, st := range steps {
			s.move(sh, st, now.Add(-time.Duration(len(steps)-1-i)*time.Second))
		}
	}
	ref, id := sh.ref, sh.shipmentID
	s.mu.Unlock()
	if err != nil {
		return SimShipmentInfo{}, err
	}
	for _, info := range s.Shipments() {
		if info.Reference == ref && info.ShipmentID == id {
			return info, nil
		}
	}
	return SimShipmentInfo{}, nil
}

// schedule moves every barcoded shipment one step each Step, until it is
// delivered (a failed delivery waits for a request).
func (s *Simulator) schedule() {
	defer s.wg.Done()
	tick := time.NewTicker(min(s.opts.Step, time.Second))
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case now := <-tick.C:
			s.mu.Lock()
			for _, sh := range s.order {
				if !sh.barcoded || now.Sub(sh.moved) < s.opts.Step || sh.status == bookstore.ShipmentFailed {
					continue
				}
				if steps, err := path(sh, ""); err == nil {
					s.move(sh, steps[0], now)
				}
			}
			s.mu.Unlock()
		}
	}
}
