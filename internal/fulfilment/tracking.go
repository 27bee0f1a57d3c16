package fulfilment

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Tracking: the carrier's events reach a shipment by its webhook or by the
// poll, in any order and any number of times. bookstore.ApplyEvents decides
// what they change; the order's moves (bookstore.OrderStepsFor) are written
// with them in one transaction, with the same effects as the admin's moves.
// The moves are worked out from the shipment's status and the order's, not
// from which events are new, so an order that could not move at the time
// (its refund was in flight) moves at the next poll.

// MsgWebhookSignature refuses a webhook call without the carrier's
// signature.
const MsgWebhookSignature = "Geçersiz imza."

// MsgWebhookBody refuses a webhook body that is not the documented JSON.
const MsgWebhookBody = "Geçersiz kargo bildirimi."

// applyAttempts bounds the retries of a tracking write that lost to a
// concurrent one (the webhook and the poll at once, or staff moving the
// order); each retry reads the winner's state first.
const applyAttempts = 3

// MsgTrackingBusy answers a tracking write that lost every attempt: the
// carrier sends the call again, and the poll asks in any case.
const MsgTrackingBusy = "Gönderi ve siparişi aynı anda değişiyor; kargo hareketi birazdan yeniden işlenecek."

// track applies events to the shipment (read again on each attempt) and
// moves its order.
func (s *Service) track(ctx context.Context, sh *bookstore.OrderShipment, evs []bookstore.TrackingEvent) (*bookstore.OrderShipment, error) {
	for range applyAttempts {
		u := bookstore.ApplyEvents(sh, evs)
		o, err := s.Orders.AdminOrder(ctx, sh.OrderID)
		if err != nil {
			return nil, err
		}
		steps, err := s.steps(ctx, sh, &o.Order, u)
		if err != nil {
			return nil, err
		}
		if steps, err = s.codTracking(ctx, &o.Order, &u, steps); err != nil {
			return nil, err
		}
		if !u.Changed(sh) && len(steps) == 0 && u.Collect == nil && u.Refusal == nil {
			return sh, nil
		}
		ok, err := s.Store.ApplyTracking(ctx, u, steps)
		if err != nil {
			return nil, err
		}
		cur, err := s.Store.ShipmentByCarrier(ctx, sh.Carrier, sh.CarrierID, sh.Reference)
		if err != nil {
			return nil, err
		}
		if ok {
			return cur, nil
		}
		sh = cur
	}
	return nil, bookstore.Errorf(bookstore.CodeConflict, MsgTrackingBusy)
}

// steps are the order's moves the update's status asks for, with their
// effects rendered now (before the transaction, as the admin's moves do).
func (s *Service) steps(ctx context.Context, sh *bookstore.OrderShipment, o *bookstore.Order, u bookstore.ShipmentUpdate) ([]bookstore.OrderStep, error) {
	var out []bookstore.OrderStep
	state := *o
	ship := &bookstore.Shipment{TrackingNumber: sh.Tracking, CargoCompany: sh.Carrier}
	for _, to := range bookstore.OrderStepsFor(o.Status, u.Status) {
		step := bookstore.OrderStep{From: state.Status, To: to}
		action := bookstore.ActionOrderDelivered
		if to == bookstore.OrderShipped {
			step.Ship, action = ship, bookstore.ActionOrderShipped
		} else {
			step.DeliveredAt = u.DeliveredAt
		}
		fx, err := s.Orders.MoveEffects(ctx, "", &state, to, step.Ship, action)
		if err != nil {
			return nil, err
		}
		step.Fx = fx
		out = append(out, step)
		state.Status = to
		if step.Ship != nil {
			state.TrackingNumber, state.CargoCompany = ship.TrackingNumber, ship.CargoCompany
		}
	}
	return out, nil
}

// webhookBody is the carrier's webhook call (bookstore.CarrierWebhookSignature).
type webhookBody struct {
	ShipmentID     string `json:"shipmentId"`
	TrackingNumber string `json:"trackingNumber"`
	Reference      string `json:"reference"`
	Events         []struct {
		Key         string    `json:"key"`
		Status      string    `json:"status"`
		At          time.Time `json:"at"`
		Location    string    `json:"location"`
		Description string    `json:"description"`
	} `json:"events"`
}

// maxWebhookEvents bounds one call's events (a parcel has a handful).
const maxWebhookEvents = 200

// VerifyWebhook checks the signature of a webhook body.
func (s *Service) VerifyWebhook(body []byte, signature string) bool {
	if s.WebhookSecret == "" {
		return false
	}
	want, err := hex.DecodeString(signature)
	if err != nil {
		return false
	}
	mac := hmac.New(sha256.New, []byte(s.WebhookSecret))
	mac.Write(body)
	return hmac.Equal(mac.Sum(nil), want)
}

// ApplyWebhook applies a signed webhook call. A shipment the shop does not
// know is accepted (so the carrier stops retrying) and changes nothing.
func (s *Service) ApplyWebhook(ctx context.Context, body []byte, signature string) error {
	if !s.VerifyWebhook(body, signature) {
		return bookstore.Errorf(bookstore.CodeUnauthorized, MsgWebhookSignature)
	}
	var b webhookBody
	if err := json.Unmarshal(body, &b); err != nil || len(b.Events) > maxWebhookEvents {
		return bookstore.Errorf(bookstore.CodeInvalid, MsgWebhookBody)
	}
	if s.Carrier == nil {
		return nil
	}
	evs := make([]bookstore.TrackingEvent, len(b.Events))
	for i, e := range b.Events {
		evs[i] = bookstore.TrackingEvent{Key: e.Key, Status: bookstore.ShipmentStatus(e.Status), At: e.At, Location: e.Location,
			Description: e.Description}
	}
	sh, err := s.Store.ShipmentByCarrier(ctx, s.Carrier.Name(), b.ShipmentID, b.Reference)
	if errors.Is(err, bookstore.ErrNotFound) {
		return s.returnEvents(ctx, b, evs)
	}
	if err != nil {
		return err
	}
	_, err = s.track(ctx, sh, evs)
	return err
}

// ReturnTracker takes the tracking of return shipments (the buyer's parcel
// back to the seller), which the returns keep, not the shipments.
type ReturnTracker interface {
	ApplyReturnEvents(ctx context.Context, carrierShipmentID string, events []bookstore.TrackingEvent) (found bool, err error)
}

// returnEvents hands a webhook call for no outbound shipment to the
// returns; one for neither is answered as done, so the carrier stops
// retrying it.
func (s *Service) returnEvents(ctx context.Context, b webhookBody, evs []bookstore.TrackingEvent) error {
	if s.Returns != nil {
		found, err := s.Returns.ApplyReturnEvents(ctx, b.ShipmentID, evs)
		if err != nil || found {
			return err
		}
	}
	s.log().InfoContext(ctx, "carrier webhook: unknown shipment", "shipment", b.ShipmentID, "reference", b.Reference)
	return nil
}

// DeliverySettings reads the delivery-time setting in force.
type DeliverySettings interface {
	DeliverySettings(ctx context.Context) (bookstore.DeliverySettings, error)
}

// ExpectedDelivery is the day the buyer may expect a parcel on its way,
// counted from the day it was handed to the carrier ('Kargoya hazırla');
// zero once it is delivered, failed, returned or cancelled, or without
// the setting.
func (s *Service) ExpectedDelivery(ctx context.Context, sh *bookstore.OrderShipment) (time.Time, error) {
	if s.Delivery == nil || sh == nil {
		return time.Time{}, nil
	}
	switch sh.Status {
	case bookstore.ShipmentCreated, bookstore.ShipmentAccepted, bookstore.ShipmentInTransit, bookstore.ShipmentOutForDelivery:
	case bookstore.ShipmentPreparing, bookstore.ShipmentDelivered, bookstore.ShipmentFailed, bookstore.ShipmentReturned, bookstore.ShipmentCancelled:
		return time.Time{}, nil
	}
	v, err := s.Delivery.DeliverySettings(ctx)
	if err != nil {
		return time.Time{}, err
	}
	return bookstore.ExpectedDelivery(sh.CreatedAt, v), nil
}
