package mngkargo

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/providerhttp"
)

// Track implements bookstore.Carrier: trackshipment's events, with the
// status read from their words, and getshipmentstatus's headline for the
// newest event whose words say nothing known (or as an event of its own
// when no event shows it yet). shipmentID may also be a reference (a
// return's, before it has a shipment id).
func (c *Client) Track(ctx context.Context, shipmentID string) ([]bookstore.TrackingEvent, error) {
	if shipmentID == "" {
		return nil, bookstore.Errorf(bookstore.CodeInvalid, "Gönderi numarası gerekli")
	}
	a, err := c.call(ctx, http.MethodGet, queryPath(pathTrack, shipmentID), nil)
	if err != nil {
		return nil, err
	}
	var raw []trackEvent
	switch {
	case a.OK():
		if err := json.Unmarshal(a.Body, &raw); err != nil {
			return nil, a.unreadable(err)
		}
	case a.refused() && a.problem().Code == codeNotFound:
		return nil, bookstore.Errorf(bookstore.CodeNotFound, "Gönderi kargo firmasında bulunamadı")
	default:
		return nil, a.unavailable()
	}
	st, found, err := c.status(ctx, shipmentID)
	if err != nil {
		return nil, err
	}
	head, headKnown := statusForCode(st.ShipmentStatusCode)
	if st.IsCancelled == 1 {
		head, headKnown = bookstore.ShipmentCancelled, true
	}
	headKnown = headKnown && found
	sort.SliceStable(raw, func(i, j int) bool { return seq(raw[i]) < seq(raw[j]) })
	events := make([]bookstore.TrackingEvent, 0, len(raw)+1)
	latest := -1 // the furthest stage the events reach
	for i, e := range raw {
		s, ok := eventStatusFor(e.EventStatus, e.EventStatusEn)
		switch {
		case ok:
		case i == len(raw)-1 && headKnown:
			s = head
		default:
			// A movement at the carrier whose words are not known is a
			// transfer: it never moves an order on by itself.
			s = bookstore.ShipmentInTransit
		}
		latest = max(latest, stage(s))
		events = append(events, bookstore.TrackingEvent{Key: "mng-" + shipmentID + "-" + e.EventSequence, Status: s,
			At: eventTime(e), Location: providerhttp.JoinNonEmpty(e.Location, e.LocationAddress, ", "), Description: providerhttp.FirstNonEmpty(e.EventStatus, e.EventStatusEn)})
	}
	if headKnown && stage(head) > latest && head != bookstore.ShipmentCreated {
		at, err := time.ParseInLocation(eventTimeLayout, st.StatusDateTime, bookstore.ShopLocation())
		if err != nil {
			at = c.now()
		}
		events = append(events, bookstore.TrackingEvent{Key: "mng-" + shipmentID + "-status-" + strconv.Itoa(st.ShipmentStatusCode),
			Status: head, At: at, Description: st.ShipmentStatus})
	}
	return events, nil
}

// stage orders statuses for comparing the headline with the events:
// accepted and in transit are one stage, as MNG's code 2 covers both.
func stage(s bookstore.ShipmentStatus) int {
	switch s {
	case bookstore.ShipmentCreated:
		return 0
	case bookstore.ShipmentAccepted, bookstore.ShipmentInTransit:
		return 1
	case bookstore.ShipmentOutForDelivery:
		return 2
	default: // delivered, failed, returned, cancelled: the end of a round
		return 3
	}
}

func seq(e trackEvent) int {
	n, _ := strconv.Atoi(e.EventSequence) // a non-numeric sequence sorts first; the time still orders the events
	return n
}

// eventTime is an event's time in Türkiye: eventDateTime2, else
// eventDateTime (day first).
func eventTime(e trackEvent) time.Time {
	if t, err := time.ParseInLocation(eventTimeLayout, e.EventDateTime2, bookstore.ShopLocation()); err == nil {
		return t
	}
	if t, err := time.ParseInLocation("02-01-2006 15:04:05", e.EventDateTime, bookstore.ShopLocation()); err == nil {
		return t
	}
	return time.Time{}
}
