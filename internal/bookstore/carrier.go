package bookstore

import (
	"context"
	"errors"
	"time"
)

// A carrier with an API (an adapter implementing Carrier) takes parcels
// from the shop: the shop creates the shipment, prints the label, and the
// carrier's tracking events move the order. Carriers without an adapter
// keep the manual flow (the ship dialog: carrier chosen from
// CargoCompanies, tracking number typed).

// ShipmentStatus is where a parcel stands at the carrier.
type ShipmentStatus string

const (
	ShipmentCreated        ShipmentStatus = "created"          // at the carrier, not picked up yet
	ShipmentAccepted       ShipmentStatus = "accepted"         // picked up: the order is 'Kargoda'
	ShipmentInTransit      ShipmentStatus = "in_transit"       // between branches
	ShipmentOutForDelivery ShipmentStatus = "out_for_delivery" // on the courier's round
	ShipmentDelivered      ShipmentStatus = "delivered"        // handed to the recipient
	ShipmentFailed         ShipmentStatus = "delivery_failed"  // not delivered (nobody home, wrong address); waits at the branch
	ShipmentReturned       ShipmentStatus = "returned"         // sent back to the sender
	ShipmentCancelled      ShipmentStatus = "cancelled"        // cancelled before pick-up
)

// ShipmentStatuses lists the statuses in their usual order (the API's enum).
func ShipmentStatuses() []ShipmentStatus {
	return []ShipmentStatus{ShipmentCreated, ShipmentAccepted, ShipmentInTransit, ShipmentOutForDelivery,
		ShipmentDelivered, ShipmentFailed, ShipmentReturned, ShipmentCancelled}
}

// Label is the status as the shopper and the staff read it.
func (s ShipmentStatus) Label() string {
	switch s {
	case ShipmentAccepted:
		return "Kargo firmasına teslim edildi"
	case ShipmentInTransit:
		return "Transfer merkezinde"
	case ShipmentOutForDelivery:
		return "Dağıtıma çıktı"
	case ShipmentDelivered:
		return "Teslim edildi"
	case ShipmentFailed:
		return "Teslim edilemedi"
	case ShipmentReturned:
		return "Göndericiye iade edildi"
	case ShipmentCancelled:
		return "İptal edildi"
	default:
		return "Kargo kaydı oluşturuldu"
	}
}

// Parcel is what the shop hands the carrier for one order.
type Parcel struct {
	// Reference is the shop's unique reference of the shipment (the
	// order number, upper case, at most 30 characters): the carrier keeps
	// it, so a shipment whose answer was lost is found again by it
	// (FindShipment) instead of being created twice.
	Reference string
	Recipient ParcelParty
	// Grams is the parcel's weight and Desi its volumetric weight
	// (width × height × depth in cm / 3000, rounded up), both from the
	// order's lines.
	Grams int
	Desi  int
	// Pieces is the number of boxes (1 for a bookshop parcel).
	Pieces int
	// CODAmount is what the courier collects at the door (kuruş); 0 for a
	// prepaid order.
	CODAmount int64
	// Content is the parcel's description on the waybill ("Kitap").
	Content string
}

// ParcelParty is a recipient (or the return's sender) as the carrier needs
// it: the structured il and ilçe of the address book.
type ParcelParty struct {
	Name     string
	Phone    string // +90 5xx …
	Email    string
	Province string // il, as in the official list
	District string // ilçe
	Address  string // mahalle and the street line
}

// CarrierShipment is the carrier's record of a parcel.
type CarrierShipment struct {
	// ID is the carrier's shipment id; TrackingNumber the barcode the
	// shopper tracks and the label carries.
	ID             string
	TrackingNumber string
	Reference      string
}

// TrackingEvent is one movement of a parcel at the carrier. The same event
// may arrive twice (webhook and poll, or a retried webhook) and events may
// arrive out of order: Key identifies an event and At (the carrier's time)
// orders them.
type TrackingEvent struct {
	Key         string
	Status      ShipmentStatus
	At          time.Time
	Location    string // the branch or city, "" if not given
	Description string // the carrier's own words, shown to staff
}

// ReturnParcel asks the carrier for a return code: the buyer hands the
// parcel to any branch of the carrier with the code, and the seller pays.
type ReturnParcel struct {
	Reference string // unique per return request (e.g. "IADE" + return number)
	Sender    ParcelParty
}

// CarrierReturn is the carrier's answer to a return: the code the buyer
// writes on (or shows with) the parcel, and the shipment it becomes.
type CarrierReturn struct {
	Code string
	CarrierShipment
}

// Carrier is an outside carrier's API. Every call honours ctx's deadline.
// Errors: ErrCarrierUnavailable when the carrier could not be reached or
// failed (5xx, timeout: the caller may retry, and must look for the
// shipment by reference before creating it again); a *Error with
// CodeInvalid and a Turkish message when the carrier refused the request
// (an address it does not know).
type Carrier interface {
	// Name is the carrier as CargoCompanies names it ("MNG Kargo").
	Name() string
	// CreateShipment registers the parcel and returns its barcode. A
	// parcel whose reference the carrier already holds is not created
	// again: the existing shipment is returned.
	CreateShipment(ctx context.Context, p Parcel) (CarrierShipment, error)
	// FindShipment looks a shipment up by the shop's reference; found is
	// false when the carrier has none.
	FindShipment(ctx context.Context, reference string) (s CarrierShipment, found bool, err error)
	// Track returns the shipment's events so far, in any order.
	Track(ctx context.Context, shipmentID string) ([]TrackingEvent, error)
	// CancelShipment cancels a shipment not yet picked up; cancelling a
	// cancelled one succeeds. A parcel already picked up is refused (a
	// *Error with CodeConflict).
	CancelShipment(ctx context.Context, shipmentID string) error
	// CreateReturn issues a return code; the same reference returns the
	// same code.
	CreateReturn(ctx context.Context, r ReturnParcel) (CarrierReturn, error)
}

// ErrCarrierUnavailable is a carrier that could not be reached or failed.
var ErrCarrierUnavailable = errors.New("carrier unavailable")

// MsgCarrierUnavailable is what staff read when the carrier failed; nothing
// was changed in the shop.
const MsgCarrierUnavailable = "Kargo firmasına şu anda ulaşılamıyor; hiçbir şey değiştirilmedi. Birkaç dakika sonra tekrar deneyin."

// CarrierWebhookSignature is the header of a carrier's webhook call: the
// hex HMAC-SHA256 of the body under the shared webhook secret. The body is
// a JSON object {"shipmentId", "trackingNumber", "reference", "events":
// [{"key","status","at","location","description"}]}.
const CarrierWebhookSignature = "X-Carrier-Signature"
