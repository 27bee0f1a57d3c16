package httpapi

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/fulfilment"
)

// Shipments at a carrier with an API: 'Kargoya hazırla', cancelling a
// parcel, the carriers of the admin's filter, and the carrier's webhook
// (routes_fulfilment.go). The order pages show the shipment through the
// views below.

type shipmentHandlers struct {
	shipments *fulfilment.Service
	log       *slog.Logger
}

// TrackingEventView is one movement of a parcel.
type TrackingEventView struct {
	Key         string    `json:"key"`
	Status      string    `json:"status" enum:"created,accepted,in_transit,out_for_delivery,delivered,delivery_failed,returned,cancelled"`
	Label       string    `json:"label"`
	At          time.Time `json:"at" doc:"the carrier's time"`
	Location    string    `json:"location" doc:"the branch or city; empty when not given"`
	Description string    `json:"description" doc:"the carrier's own words"`
}

// ShipmentView is an order's parcel as staff see it.
type ShipmentView struct {
	ID             string              `json:"id"`
	OrderID        string              `json:"orderId"`
	OrderNumber    string              `json:"orderNumber"`
	Carrier        string              `json:"carrier"`
	TrackingNumber string              `json:"trackingNumber"`
	TrackingURL    string              `json:"trackingUrl" doc:"the carrier's tracking page; empty when unknown"`
	Reference      string              `json:"reference" doc:"the shop's reference at the carrier (the order number, upper case)"`
	Status         string              `json:"status" enum:"created,accepted,in_transit,out_for_delivery,delivered,delivery_failed,returned,cancelled"`
	StatusLabel    string              `json:"statusLabel"`
	StatusAt       time.Time           `json:"statusAt"`
	Grams          int                 `json:"grams"`
	Desi           int                 `json:"desi"`
	CreatedAt      time.Time           `json:"createdAt"`
	DeliveredAt    *time.Time          `json:"deliveredAt" nullable:"true" doc:"the carrier's delivery time; null until delivered"`
	Attention      string              `json:"attention" doc:"for delivery_failed and returned: what staff should do; empty otherwise"`
	Events         []TrackingEventView `json:"events" doc:"newest first"`
}

func eventViews(evs []bookstore.TrackingEvent) []TrackingEventView {
	out := make([]TrackingEventView, 0, len(evs))
	for i := len(evs) - 1; i >= 0; i-- {
		e := evs[i]
		out = append(out, TrackingEventView{Key: e.Key, Status: string(e.Status), Label: e.Status.Label(), At: e.At, Location: e.Location,
			Description: e.Description})
	}
	return out
}

func shipmentView(s *bookstore.OrderShipment) *ShipmentView {
	if !s.Visible() {
		return nil
	}
	v := &ShipmentView{ID: s.ID, OrderID: s.OrderID, OrderNumber: s.OrderNumber(), Carrier: s.Carrier, TrackingNumber: s.Tracking,
		TrackingURL: bookstore.TrackingURL(s.Carrier, s.Tracking), Reference: s.Reference, Status: string(s.Status),
		StatusLabel: s.Status.Label(), StatusAt: s.StatusAt, Grams: s.Grams, Desi: s.Desi, CreatedAt: s.CreatedAt,
		Attention: s.Attention(), Events: eventViews(s.Events)}
	if !s.DeliveredAt.IsZero() {
		d := s.DeliveredAt
		v.DeliveredAt = &d
	}
	return v
}

// OrderTrackingView is the parcel as the buyer sees it on the order page.
type OrderTrackingView struct {
	Carrier          string              `json:"carrier"`
	TrackingNumber   string              `json:"trackingNumber"`
	TrackingURL      string              `json:"trackingUrl"`
	Status           string              `json:"status" enum:"created,accepted,in_transit,out_for_delivery,delivered,delivery_failed,returned,cancelled"`
	StatusLabel      string              `json:"statusLabel"`
	ExpectedDelivery *string             `json:"expectedDelivery" nullable:"true" doc:"YYYY-MM-DD; null when not known"`
	Events           []TrackingEventView `json:"events" doc:"newest first"`
}

// orderTrackingView is the buyer's view of a parcel: a cancelled one is
// not shown (the order is simply not shipped yet).
func orderTrackingView(s *bookstore.OrderShipment) *OrderTrackingView {
	if !s.Visible() || s.Status == bookstore.ShipmentCancelled {
		return nil
	}
	return &OrderTrackingView{Carrier: s.Carrier, TrackingNumber: s.Tracking, TrackingURL: bookstore.TrackingURL(s.Carrier, s.Tracking),
		Status: string(s.Status), StatusLabel: s.Status.Label(), Events: eventViews(s.Events)}
}

type PrepareRequest struct {
	OrderIDs []string `json:"orderIds" minItems:"1" maxItems:"50" doc:"1 to 50 confirmed orders"`
}

type prepareInput struct{ Body PrepareRequest }

type PrepareFailure struct {
	OrderID     string `json:"orderId"`
	OrderNumber string `json:"orderNumber"`
	Message     string `json:"message" doc:"why this order was not prepared (Turkish)"`
}

type PrepareResult struct {
	Prepared []ShipmentView   `json:"prepared" doc:"every order prepared now or before"`
	Failed   []PrepareFailure `json:"failed"`
}

type prepareOutput struct{ Body PrepareResult }

func (h shipmentHandlers) prepare(ctx context.Context, in *prepareInput) (*prepareOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	for _, id := range in.Body.OrderIDs {
		if len(id) > 64 || !bookstore.SingleLine(id) {
			return nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgOrderNotFound)
		}
	}
	done, failed, err := h.shipments.Prepare(ctx, uid, in.Body.OrderIDs)
	if err != nil {
		return nil, err
	}
	out := &prepareOutput{Body: PrepareResult{Prepared: make([]ShipmentView, 0, len(done)), Failed: make([]PrepareFailure, 0, len(failed))}}
	for i := range done {
		out.Body.Prepared = append(out.Body.Prepared, *shipmentView(&done[i]))
	}
	for _, f := range failed {
		out.Body.Failed = append(out.Body.Failed, PrepareFailure{OrderID: f.OrderID, OrderNumber: f.OrderNumber, Message: f.Message})
	}
	return out, nil
}

type shipmentOutput struct{ Body ShipmentView }

func (h shipmentHandlers) cancel(ctx context.Context, in *idInput) (*shipmentOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	sh, err := h.shipments.Cancel(ctx, uid, in.ID)
	if err != nil {
		return nil, err
	}
	return &shipmentOutput{Body: *shipmentView(sh)}, nil
}

type CarrierView struct {
	Name string `json:"name"`
	API  bool   `json:"api" doc:"true for the carrier the shop has an API adapter for ('Kargoya hazırla')"`
}

type CarrierList struct {
	Carriers []CarrierView `json:"carriers"`
}

type carriersOutput struct{ Body CarrierList }

func (h shipmentHandlers) carriers(context.Context, *struct{}) (*carriersOutput, error) {
	api := h.shipments.CarrierName()
	out := &carriersOutput{}
	for _, c := range bookstore.CargoCompanies {
		out.Body.Carriers = append(out.Body.Carriers, CarrierView{Name: c, API: c == api})
	}
	return out, nil
}

// maxWebhookBody bounds a carrier webhook call (a parcel's events).
const maxWebhookBody = 256 << 10

// webhook takes the carrier's tracking events (JSON signed with the shared
// secret in bookstore.CarrierWebhookSignature). 401 on a bad signature;
// 200 for a shipment the shop does not know (so the carrier stops); a
// storage failure answers 5xx, so the carrier sends the call again.
func (h shipmentHandlers) webhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
	if err != nil {
		writeError(w, r, h.log, bookstore.Errorf(bookstore.CodeInvalid, fulfilment.MsgWebhookBody))
		return
	}
	if err := h.shipments.ApplyWebhook(r.Context(), body, r.Header.Get(bookstore.CarrierWebhookSignature)); err != nil {
		writeError(w, r, h.log, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	writeBody(w, []byte(`{"status":"ok"}`))
}

// validCarrier reports whether the admin list's carrier filter names one
// of the ship dialog's companies ("" is any).
func validCarrier(c string) bool { return c == "" || slices.Contains(bookstore.CargoCompanies, c) }
