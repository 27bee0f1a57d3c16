package bookstore

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The shipment aggregate: a confirmed order handed to a carrier with an API
// ('Kargoya hazırla'). The shop reserves the shipment's row before it asks
// the carrier (ShipmentPreparing), so a crash or a lost answer leaves a
// reservation that is finished by looking the parcel up by its reference,
// never a second parcel. The carrier's tracking events then move the
// shipment and, through the order's own moves, the order.

// ShipmentPreparing is a reserved shipment whose carrier answer has not
// been recorded yet. It is the shop's own state, never shown: an API read
// treats the order as not prepared.
const ShipmentPreparing ShipmentStatus = "preparing"

// Messages of the shipment's steps.
const (
	MsgShipmentNotConfirmed = "Yalnızca onaylanmış siparişler kargoya hazırlanabilir."
	MsgShipmentNoCarrier    = "Kargo firmasıyla API bağlantısı kurulmamış; kargo bilgisini sipariş sayfasından elle girin."
	MsgShipmentNoAddress    = "Siparişin teslimat adresinde il ve ilçe yok; kargo firması bu adrese gönderi oluşturamaz."
	MsgShipmentNotFound     = "Bu siparişin kargo kaydı yok."
	MsgShipmentPickedUp     = "Kargo firması paketi teslim aldı; gönderi artık iptal edilemez."
	MsgShipmentPreparing    = "Gönderi hâlâ hazırlanıyor; birkaç dakika sonra tekrar deneyin."
	MsgShipmentBatch        = "En az 1, en fazla 50 sipariş seçin."
)

// MaxShipmentBatch is how many orders one 'Kargoya hazırla' takes.
const MaxShipmentBatch = 50

// MsgBookLacksParcel refuses preparing an order with a book whose weight or
// dimensions are not entered: the carrier prices by them.
func MsgBookLacksParcel(title string) string {
	return fmt.Sprintf("«%s» kitabının ağırlığı ve ölçüleri girilmemiş; kitabı düzenleyip girin.", title)
}

// OrderShipment is an order's parcel at a carrier. (Shipment is the ship
// dialog's manual carrier and tracking number.)
type OrderShipment struct {
	ID          string
	OrderID     string
	Carrier     string // as CargoCompanies names it
	Reference   string // ShipmentReference
	CarrierID   string // the carrier's shipment id; "" while preparing
	Tracking    string // the barcode the label carries; "" while preparing
	Status      ShipmentStatus
	StatusAt    time.Time
	Grams, Desi int
	// Events are the carrier's events so far, in the order of their At.
	Events      []TrackingEvent
	CreatedAt   time.Time
	DeliveredAt time.Time // zero until delivered
	// Version counts the recorded changes; a change is written only on the
	// version it was computed from.
	Version int
}

// OrderNumber is the order number people see.
func (s *OrderShipment) OrderNumber() string { return orderNumber(s.OrderID) }

// Visible reports whether the shipment exists for people: a reservation
// the carrier has not confirmed is not shown.
func (s *OrderShipment) Visible() bool { return s != nil && s.Status != ShipmentPreparing }

// Active reports whether the shipment holds its order (not cancelled).
func (s *OrderShipment) Active() bool { return s.Status != ShipmentCancelled }

// Finished reports whether the carrier has nothing more to tell of it.
func (s *OrderShipment) Finished() bool { return shipmentTerminal(s.Status) }

// Attention is what staff should do about a parcel that did not reach the
// buyer ("" when nothing).
func (s *OrderShipment) Attention() string { return ShipmentAttention(s.Status) }

// ShipmentAttention is the staff's instruction for a status.
func ShipmentAttention(st ShipmentStatus) string {
	switch st {
	case ShipmentFailed:
		return "Paket teslim edilemedi ve kargo şubesinde bekliyor. Alıcıyı arayıp adresini ve telefonunu doğrulayın, " +
			"kargo firmasından yeniden dağıtım isteyin; birkaç gün içinde alınmazsa paket size geri gönderilir."
	case ShipmentReturned:
		return "Paket size geri gönderildi. Geldiğinde içeriğini kontrol edin; alıcıyla görüşüp yeniden gönderin " +
			"ya da siparişi iptal edip ödemesini iade edin."
	default:
		return ""
	}
}

// ShipmentReference is the reference of an order's attempt-th shipment
// (1 for the first): the order number in upper case, and after a
// cancelled shipment "-2", "-3"... since the carrier keeps every reference
// it has seen and would hand the cancelled parcel back.
func ShipmentReference(orderID string, attempt int) string {
	ref := strings.ToUpper(orderNumber(orderID))
	if attempt > 1 {
		ref += fmt.Sprintf("-%d", attempt)
	}
	return ref
}

// orderNumber is Order.Number for an id alone.
func orderNumber(id string) string {
	o := Order{ID: id}
	return o.Number()
}

// ParcelLine is one order line with what the parcel needs of its book;
// 0 is a measure not entered.
type ParcelLine struct {
	BookID   string
	Title    string
	Quantity int
	Grams    int
	WidthMM  int
	HeightMM int
	DepthMM  int
}

// ParcelMeasure is a parcel's weight (grams) and desi from its lines. Desi
// is the volume of every copy (cm³) over 3000, rounded up, at least 1. A
// line whose book lacks its weight or any dimension refuses, naming it.
func ParcelMeasure(lines []ParcelLine) (grams, desi int, err error) {
	var mm3 int64
	for _, l := range lines {
		if l.Grams <= 0 || l.WidthMM <= 0 || l.HeightMM <= 0 || l.DepthMM <= 0 {
			return 0, 0, Errorf(CodeInvalid, "%s", MsgBookLacksParcel(l.Title))
		}
		grams += l.Grams * l.Quantity
		mm3 += int64(l.WidthMM) * int64(l.HeightMM) * int64(l.DepthMM) * int64(l.Quantity)
	}
	const mm3PerDesi = 3000 * 1000 // 3000 cm³
	desi = int((mm3 + mm3PerDesi - 1) / mm3PerDesi)
	return grams, max(desi, 1), nil
}

// ParcelRecipient is the carrier's recipient of an order: its frozen
// delivery address, which must have its il and ilçe.
func ParcelRecipient(p *OrderParties, email string) (ParcelParty, error) {
	if p == nil || p.Delivery.NeedsCompletion() {
		return ParcelParty{}, Errorf(CodeInvalid, MsgShipmentNoAddress)
	}
	d := p.Delivery
	// The address book keeps the neighbourhood as written ("Caferağa
	// Mah."), as the order's formatted address prints it.
	addr := d.Line
	if d.Neighborhood != "" {
		addr = d.Neighborhood + ", " + d.Line
	}
	return ParcelParty{Name: d.Recipient, Phone: d.Phone, Email: email, Province: d.Province, District: d.District, Address: addr}, nil
}

// shipmentRank orders the statuses by progress: an event never moves a
// shipment to a lower rank. A failed delivery ranks with the courier's
// round (the next round may follow it); delivered, returned and cancelled
// are final.
func shipmentRank(s ShipmentStatus) int {
	switch s {
	case ShipmentAccepted:
		return 1
	case ShipmentInTransit:
		return 2
	case ShipmentOutForDelivery, ShipmentFailed:
		return 3
	case ShipmentDelivered, ShipmentReturned, ShipmentCancelled:
		return 4
	default: // preparing, created
		return 0
	}
}

func shipmentTerminal(s ShipmentStatus) bool { return shipmentRank(s) == 4 }

// ValidTrackingStatus reports whether a carrier event may carry status s.
func ValidTrackingStatus(s ShipmentStatus) bool {
	return s != ShipmentCancelled && slices.Contains(ShipmentStatuses(), s)
}

// ShipmentUpdate is what a batch of tracking events changes: the events
// not seen before and the shipment's resulting status.
type ShipmentUpdate struct {
	ShipmentID  string
	OrderID     string
	Version     int // the version it was computed from
	New         []TrackingEvent
	Status      ShipmentStatus
	StatusAt    time.Time
	DeliveredAt time.Time
	// Staff is the staff's notice of a parcel that could not be delivered
	// or came back (nil: none), written with the update.
	Staff *StaffNotice
	// Collect and Refusal are what a kapıda ödeme parcel's delivery or
	// refusal writes on its order with the update (cod.go); nil: none.
	Collect *CODCollection
	Refusal *CODRefusal
}

// Changed reports whether the update writes anything.
func (u *ShipmentUpdate) Changed(s *OrderShipment) bool {
	return len(u.New) > 0 || u.Status != s.Status
}

// ApplyEvents folds events into the shipment. Events are idempotent by Key
// (a known key, or a repeated one in the batch, is skipped) and are taken
// in the order of their At; the status only climbs shipmentRank (between
// equal ranks the later event wins), and a final status never changes. So
// a duplicate, a late or an out-of-order event never moves a shipment
// backwards. Events with an unknown status or no key are dropped.
func ApplyEvents(s *OrderShipment, evs []TrackingEvent) ShipmentUpdate {
	u := ShipmentUpdate{ShipmentID: s.ID, OrderID: s.OrderID, Version: s.Version, Status: s.Status, StatusAt: s.StatusAt, DeliveredAt: s.DeliveredAt}
	if s.Status == ShipmentPreparing || s.Status == ShipmentCancelled {
		return u
	}
	seen := make(map[string]bool, len(s.Events)+len(evs))
	for _, e := range s.Events {
		seen[e.Key] = true
	}
	for _, e := range evs {
		e.Key, e.Location, e.Description = clip(e.Key, 200), clip(e.Location, 200), clip(e.Description, 500)
		if e.Key == "" || seen[e.Key] || !ValidTrackingStatus(e.Status) || e.At.IsZero() {
			continue
		}
		seen[e.Key] = true
		e.At = e.At.UTC()
		u.New = append(u.New, e)
	}
	all := append(slices.Clone(s.Events), u.New...)
	SortEvents(all)
	for _, e := range all {
		if shipmentTerminal(u.Status) {
			break
		}
		if r, cur := shipmentRank(e.Status), shipmentRank(u.Status); r > cur || (r == cur && e.Status != u.Status) {
			u.Status, u.StatusAt = e.Status, e.At
			if e.Status == ShipmentDelivered {
				u.DeliveredAt = e.At
			}
		}
	}
	if u.Status != s.Status && (u.Status == ShipmentFailed || u.Status == ShipmentReturned) {
		last := lastEventOf(all, u.Status)
		u.Staff = DeliveryFailedNotice(s.OrderID, (&Order{ID: s.OrderID}).Number(), last.Key, last.Description)
	}
	return u
}

// lastEventOf is the latest of evs (sorted) with status st.
func lastEventOf(evs []TrackingEvent, st ShipmentStatus) TrackingEvent {
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Status == st {
			return evs[i]
		}
	}
	return TrackingEvent{}
}

// SortEvents orders events by their At (then key, for a stable order).
func SortEvents(evs []TrackingEvent) {
	slices.SortStableFunc(evs, func(a, b TrackingEvent) int {
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return strings.Compare(a.Key, b.Key)
	})
}

// clip trims s to at most n bytes on a rune boundary, without control
// characters (the carrier's text is shown as is).
func clip(s string, n int) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, strings.TrimSpace(s))
	for len(s) > n {
		_, size := lastRune(s)
		s = s[:len(s)-size]
	}
	return s
}

func lastRune(s string) (rune, int) {
	r := []rune(s)
	last := r[len(r)-1]
	return last, len(string(last))
}

// OrderStepsFor are the order's moves a shipment's status asks for, from
// the order's status: a parcel picked up (or further) makes a confirmed
// order 'Kargoda'; delivered makes it 'Teslim Edildi' (through 'Kargoda'
// when that event was missed). Nothing else moves an order, and an order
// never moves back.
func OrderStepsFor(order OrderStatus, st ShipmentStatus) []OrderStatus {
	var steps []OrderStatus
	picked := shipmentRank(st) >= 1 && st != ShipmentCancelled
	if order == OrderConfirmed && picked {
		steps = append(steps, OrderShipped)
		order = OrderShipped
	}
	if order == OrderShipped && st == ShipmentDelivered {
		steps = append(steps, OrderDelivered)
	}
	return steps
}

// CheckShipmentCancel says whether staff may cancel the shipment: only a
// parcel the carrier has not picked up.
func CheckShipmentCancel(s *OrderShipment) error {
	switch s.Status {
	case ShipmentPreparing:
		return Errorf(CodeConflict, MsgShipmentPreparing)
	case ShipmentCreated, ShipmentCancelled: // cancelling twice succeeds
		return nil
	default:
		return Errorf(CodeConflict, MsgShipmentPickedUp)
	}
}
