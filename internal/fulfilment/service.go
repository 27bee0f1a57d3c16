// Package fulfilment hands confirmed orders to a carrier with an API and
// follows their parcels: 'Kargoya hazırla' (Prepare), cancelling a parcel
// not yet picked up (Cancel), the carrier's webhook (ApplyWebhook) and the
// poll that covers a missed webhook and finishes what a crash left
// (worker.go). The files: service.go (preparing and cancelling),
// tracking.go (events and the order's moves), worker.go (the poll),
// labels.go (what a label and a packing slip print).
//
// Crash safety follows payment reconciliation: the shipment's row is
// reserved (bookstore.ShipmentPreparing) before the carrier is asked, the
// carrier keeps the shop's reference, and a reservation whose answer never
// came is finished by looking the parcel up by that reference (never by
// creating it again blindly). A reservation is not shown to anyone.
package fulfilment

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Orders is what fulfilment needs of the checkout: the order as staff see
// it, its frozen parties, and the effects of an order's move (the buyer's
// mail, the audit entry, the invoice), so that a tracked move writes
// exactly what the admin's move writes.
type Orders interface {
	AdminOrder(ctx context.Context, id string) (*bookstore.OrderListItem, error)
	OrderParties(ctx context.Context, orderID string) (*bookstore.OrderParties, error)
	MoveEffects(ctx context.Context, actorID string, o *bookstore.Order, to bookstore.OrderStatus, ship *bookstore.Shipment,
		action bookstore.AuditAction) (bookstore.Effects, error)
	// CODRefusedEffects are the effects of cancelling a kapıda ödeme
	// order whose parcel was refused at the door (cod.go).
	CODRefusedEffects(ctx context.Context, o *bookstore.Order) (bookstore.Effects, error)
}

// Sellers reads the seller's identity as its invoices name it (the
// labels' sender).
type Sellers interface {
	InvoiceSettings(ctx context.Context) (bookstore.InvoiceSettings, error)
}

// Timeouts, each chosen on purpose.
const (
	// DefaultCallTimeout bounds one carrier call made while staff wait
	// ('Kargoya hazırla', cancel) or the poll runs: long enough for a slow
	// carrier API (its token, createOrder and createbarcode are several
	// round trips), short enough that a batch of 50 orders against a
	// hanging carrier ends, and well below the HTTP server's write
	// timeout. A call cut off leaves the reservation to be looked up by
	// reference.
	DefaultCallTimeout = 20 * time.Second
	// DefaultStaleReservation is how long a reservation belongs to the
	// request that made it before the poll finishes it: several call
	// timeouts, so the poll never races a request still waiting.
	DefaultStaleReservation = 5 * time.Minute
	// DefaultPollEvery is how often the poll asks the carrier about each
	// unfinished parcel (webhooks carry the news sooner; the poll only
	// covers a missed one).
	DefaultPollEvery = 15 * time.Minute
	// DefaultBatchTimeout bounds a whole 'Kargoya hazırla' of up to 50
	// orders: below the HTTP server's write timeout (config.HTTPWrite, 90
	// s), so staff always get the answer. Against a hanging carrier a few
	// orders use up their call timeouts and the rest fail at once with
	// MsgCarrierUnavailable.
	DefaultBatchTimeout = 75 * time.Second
)

// Service is fulfilment. Store and Orders are required; Carrier nil means
// the shop has no carrier API (only the manual ship dialog).
type Service struct {
	Carrier bookstore.Carrier
	Store   bookstore.ShipmentStore
	Orders  Orders
	Sellers Sellers
	// WebhookSecret is the carrier webhook's HMAC key; empty refuses
	// every webhook call.
	WebhookSecret string
	// Returns takes the webhook calls of return shipments (nil: none).
	Returns ReturnTracker
	// Delivery is the delivery-time setting the buyer's expected day
	// comes from (nil: no expected day).
	Delivery DeliverySettings
	// RenderLabels makes the labels' PDF (labelpdf.Labels); nil refuses
	// LabelsPDF.
	RenderLabels func([]bookstore.ShipmentLabel) ([]byte, error)
	// CallTimeout, StaleReservation and PollEvery: the defaults above when
	// zero.
	CallTimeout      time.Duration
	StaleReservation time.Duration
	PollEvery        time.Duration
	Log              *slog.Logger
	Now              func() time.Time
	Jobs             bookstore.JobObserver
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// CarrierName is the configured carrier's name ("" without one).
func (s *Service) CarrierName() string {
	if s.Carrier == nil {
		return ""
	}
	return s.Carrier.Name()
}

// call runs one carrier call under CallTimeout.
func (s *Service) call(ctx context.Context, fn func(ctx context.Context) error) error {
	ctx, cancel := context.WithTimeout(ctx, orDefault(s.CallTimeout, DefaultCallTimeout))
	defer cancel()
	return fn(ctx)
}

// carrierError is what staff read of a failed carrier call: the carrier's
// own refusal (a *bookstore.Error) as it is, anything else (a 5xx, a
// timeout, a lost answer) as MsgCarrierUnavailable.
func carrierError(err error) *bookstore.Error {
	var e *bookstore.Error
	if errors.As(err, &e) && !errors.Is(err, bookstore.ErrCarrierUnavailable) {
		return e
	}
	return bookstore.Errorf(bookstore.CodeBadGateway, bookstore.MsgCarrierUnavailable)
}

// Failure is an order 'Kargoya hazırla' could not prepare.
type Failure struct {
	OrderID, OrderNumber, Message string
}

// Prepare hands each order to the carrier; each order is independent. An
// order already prepared comes back as it is.
func (s *Service) Prepare(ctx context.Context, actorID string, orderIDs []string) ([]bookstore.OrderShipment, []Failure, error) {
	return s.prepare(ctx, actorID, orderIDs, DefaultBatchTimeout)
}

func (s *Service) prepare(ctx context.Context, actorID string, orderIDs []string, batch time.Duration) ([]bookstore.OrderShipment, []Failure, error) {
	if len(orderIDs) == 0 || len(orderIDs) > bookstore.MaxShipmentBatch {
		return nil, nil, bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgShipmentBatch)
	}
	if s.Carrier == nil {
		return nil, nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgShipmentNoCarrier)
	}
	ctx, cancel := context.WithTimeout(ctx, batch)
	defer cancel()
	var done []bookstore.OrderShipment
	var failed []Failure
	seen := map[string]bool{}
	for _, id := range orderIDs {
		if seen[id] {
			continue
		}
		seen[id] = true
		var sh *bookstore.OrderShipment
		err := ctx.Err()
		if err == nil {
			sh, err = s.prepareOne(ctx, actorID, id)
		}
		if err == nil {
			done = append(done, *sh)
			continue
		}
		var e *bookstore.Error
		switch {
		case ctx.Err() != nil:
			// The batch's time ran out (a slow carrier), whichever call
			// it cut (the carrier's or the next order's read): this order
			// was not prepared; a reservation it left is the poll's.
			e = bookstore.Errorf(bookstore.CodeBadGateway, bookstore.MsgCarrierUnavailable)
		case errors.As(err, &e):
		default:
			return nil, nil, err // storage: the whole request fails (nothing half-done is shown)
		}
		f := Failure{OrderID: id, Message: e.Message}
		if bookstore.ValidID(id) {
			f.OrderNumber = (&bookstore.Order{ID: id}).Number()
		}
		failed = append(failed, f)
	}
	return done, failed, nil
}

func (s *Service) prepareOne(ctx context.Context, actorID, orderID string) (*bookstore.OrderShipment, error) {
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
	cur, err := s.Store.ActiveShipment(ctx, orderID)
	if err != nil {
		return nil, err
	}
	if cur.Visible() {
		return cur, nil // prepared already: 'Kargoya hazırla' twice gives the same parcel
	}
	if cur == nil {
		if o.Status != bookstore.OrderConfirmed {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgShipmentNotConfirmed)
		}
		lines, err := s.Store.ParcelLines(ctx, orderID)
		if err != nil {
			return nil, err
		}
		grams, desi, err := bookstore.ParcelMeasure(lines)
		if err != nil {
			return nil, err
		}
		if _, err := s.recipient(ctx, o); err != nil {
			return nil, err
		}
		if cur, _, err = s.Store.ReserveShipment(ctx, bookstore.OrderShipment{OrderID: orderID, Carrier: s.Carrier.Name(), Grams: grams, Desi: desi}); err != nil {
			return nil, err
		}
		if cur.Visible() {
			return cur, nil
		}
	}
	// cur is a reservation: ours, one whose answer was lost, or one
	// another request is finishing right now (the carrier keeps one parcel
	// per reference, so finishing it twice is harmless).
	return s.finish(ctx, actorID, o, cur, true)
}

// recipient is the parcel's recipient from the order's frozen address.
func (s *Service) recipient(ctx context.Context, o *bookstore.OrderListItem) (bookstore.ParcelParty, error) {
	p, err := s.Orders.OrderParties(ctx, o.ID)
	if err != nil {
		return bookstore.ParcelParty{}, err
	}
	return bookstore.ParcelRecipient(p, o.CustomerEmail)
}

// finish gets the reservation's parcel from the carrier: found by
// reference, or created (create allows creating; the poll only looks up
// a reservation whose request died, and drops it when the carrier has
// none). A carrier failure leaves the reservation as it is.
func (s *Service) finish(ctx context.Context, actorID string, o *bookstore.OrderListItem, r *bookstore.OrderShipment, create bool) (*bookstore.OrderShipment, error) {
	var cs bookstore.CarrierShipment
	found := false
	err := s.call(ctx, func(ctx context.Context) (err error) {
		cs, found, err = s.Carrier.FindShipment(ctx, r.Reference)
		return err
	})
	if err != nil {
		s.log().WarnContext(ctx, "carrier: find shipment", "reference", r.Reference, "err", err)
		return nil, carrierError(err)
	}
	if !found && !create {
		return nil, s.Store.DropReservation(ctx, r.ID)
	}
	if !found {
		to, err := s.recipient(ctx, o)
		if err != nil {
			return nil, err
		}
		// A kapıda ödeme order's courier collects its total at the door.
		p := bookstore.Parcel{Reference: r.Reference, Recipient: to, Grams: r.Grams, Desi: r.Desi, Pieces: 1, Content: "Kitap",
			CODAmount: bookstore.CODAmountOf(&o.Order)}
		err = s.call(ctx, func(ctx context.Context) (err error) {
			cs, err = s.Carrier.CreateShipment(ctx, p)
			return err
		})
		if err != nil {
			s.log().WarnContext(ctx, "carrier: create shipment", "reference", r.Reference, "err", err)
			ce := carrierError(err)
			if ce.Code != bookstore.CodeBadGateway {
				// Refused (an address it does not know): it holds nothing.
				if derr := s.Store.DropReservation(ctx, r.ID); derr != nil {
					return nil, derr
				}
			}
			return nil, ce
		}
	}
	entry := bookstore.Change(actorID, bookstore.ActionShipmentPrepared, "shipments", r.ID, nil,
		map[string]any{"orderId": r.OrderID, "carrier": r.Carrier, "reference": r.Reference, "trackingNumber": cs.TrackingNumber})
	if _, err := s.Store.CompleteShipment(ctx, r.ID, cs, bookstore.Effects{Audit: &entry}); err != nil {
		return nil, err
	}
	sh, err := s.Store.ActiveShipment(ctx, r.OrderID)
	if err != nil {
		return nil, err
	}
	if !sh.Visible() {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgShipmentPreparing)
	}
	return sh, nil
}

// Cancel cancels the order's parcel at the carrier first, then in the
// shop; the order stays confirmed and can be prepared again. A parcel the
// carrier has picked up is refused.
func (s *Service) Cancel(ctx context.Context, actorID, orderID string) (*bookstore.OrderShipment, error) {
	if !bookstore.ValidID(orderID) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgShipmentNotFound)
	}
	sh, err := s.Store.ActiveShipment(ctx, orderID)
	if err != nil {
		return nil, err
	}
	if sh == nil {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgShipmentNotFound)
	}
	if err := bookstore.CheckShipmentCancel(sh); err != nil {
		return nil, err
	}
	if s.Carrier == nil || s.Carrier.Name() != sh.Carrier {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgShipmentNoCarrier)
	}
	if err := s.call(ctx, func(ctx context.Context) error { return s.Carrier.CancelShipment(ctx, sh.CarrierID) }); err != nil {
		s.log().WarnContext(ctx, "carrier: cancel shipment", "shipment", sh.CarrierID, "err", err)
		return nil, carrierError(err)
	}
	entry := bookstore.Change(actorID, bookstore.ActionShipmentCancelled, "shipments", sh.ID,
		map[string]any{"status": sh.Status}, map[string]any{"status": bookstore.ShipmentCancelled})
	ok, err := s.Store.CancelShipment(ctx, sh.ID, bookstore.Effects{Audit: &entry})
	if err != nil {
		return nil, err
	}
	if !ok {
		// The carrier's pick-up event came in between: the carrier's
		// cancel went through, so the tracking that follows decides.
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgShipmentPickedUp)
	}
	latest, err := s.Store.LatestShipments(ctx, []string{orderID})
	if err != nil {
		return nil, err
	}
	return latest[orderID], nil
}

// Shipment is the order's shipment as people see it: the active one, else
// the last cancelled one; nil when none (a reservation is none).
func (s *Service) Shipment(ctx context.Context, orderID string) (*bookstore.OrderShipment, error) {
	m, err := s.Shipments(ctx, []string{orderID})
	if err != nil {
		return nil, err
	}
	return m[orderID], nil
}

// Shipments is Shipment for several orders (the admin list's column).
func (s *Service) Shipments(ctx context.Context, orderIDs []string) (map[string]*bookstore.OrderShipment, error) {
	m, err := s.Store.LatestShipments(ctx, orderIDs)
	if err != nil {
		return nil, err
	}
	for id, sh := range m {
		if !sh.Visible() {
			delete(m, id)
		}
	}
	return m, nil
}
