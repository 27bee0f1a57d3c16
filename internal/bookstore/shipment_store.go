package bookstore

import (
	"context"
	"time"
)

// OrderStep is one order move a shipment's tracking asks for, with what
// it writes beside the status (OrderStepsFor decides the moves; the
// checkout's order moves render their effects).
type OrderStep struct {
	From, To OrderStatus
	// Ship is the carrier and tracking number the move to shipped writes.
	Ship *Shipment
	// DeliveredAt is the carrier's delivery time, written by the move to
	// delivered (the 14-day withdrawal period starts then).
	DeliveredAt time.Time
	Fx          Effects
}

// ShipmentLabel is what one order's A6 label and packing slip print.
type ShipmentLabel struct {
	OrderID, OrderNumber string
	Sender               InvoiceParty // the seller, as its invoices name it
	Recipient            ParcelParty
	Carrier              string
	TrackingNumber       string
	Reference            string
	Grams, Desi          int
	Lines                []LabelLine
	OrderedAt            time.Time // the order's date, on the label and the packing slip
	// CODAmount is what the courier collects at the door (kuruş;
	// CODAmountOf), 0 for a paid order.
	CODAmount int64
}

// LabelLine is a line of the packing slip.
type LabelLine struct {
	Title    string
	Quantity int
}

// ShipmentStore keeps shipments and their events. Every write is
// conditional on the state the caller read, so two instances (a webhook and
// the poll, two 'Kargoya hazırla' at once) never write the same step twice.
type ShipmentStore interface {
	// ReserveShipment inserts s (status ShipmentPreparing) unless the
	// order already has an active shipment, which it returns instead
	// (created false). The reference is the order's next
	// (ShipmentReference, counting its cancelled shipments).
	ReserveShipment(ctx context.Context, s OrderShipment) (out *OrderShipment, created bool, err error)
	// CompleteShipment records the carrier's answer on a reservation with
	// fx (the audit entry); false (nothing written) when it is no longer one.
	CompleteShipment(ctx context.Context, id string, cs CarrierShipment, fx Effects) (bool, error)
	// DropReservation deletes a reservation the carrier does not hold.
	DropReservation(ctx context.Context, id string) error
	// ActiveShipment is the order's shipment that is not cancelled (nil
	// when none), with its events.
	ActiveShipment(ctx context.Context, orderID string) (*OrderShipment, error)
	// LatestShipments are the newest shipment of each order (cancelled
	// included), with their events; orders without one are absent.
	LatestShipments(ctx context.Context, orderIDs []string) (map[string]*OrderShipment, error)
	// ShipmentByCarrier finds a shipment by the carrier's id or, when
	// that is empty or unknown, by the shop's reference (ErrNotFound).
	ShipmentByCarrier(ctx context.Context, carrier, carrierID, reference string) (*OrderShipment, error)
	// LeaseShipments claims up to limit shipments the poll looks at: the
	// unfinished ones not polled since pollBefore and the reservations
	// older than staleBefore; a claimed one is not handed out again
	// before pollBefore comes round.
	LeaseShipments(ctx context.Context, now, pollBefore, staleBefore time.Time, limit int) ([]OrderShipment, error)
	// ApplyTracking writes u (new events, status) and the order steps in
	// one transaction, if the shipment is still at u.Version and the order
	// still where each step starts (From); false (and nothing written)
	// otherwise, and the caller reads both again (an order staff cancelled
	// meanwhile then asks for no steps).
	ApplyTracking(ctx context.Context, u ShipmentUpdate, steps []OrderStep) (bool, error)
	// CancelShipment marks an unpicked shipment cancelled with fx; false
	// when it was not 'created' any more.
	CancelShipment(ctx context.Context, id string, fx Effects) (bool, error)
	// ParcelLines are the order's lines with their books' measures.
	ParcelLines(ctx context.Context, orderID string) ([]ParcelLine, error)
}
