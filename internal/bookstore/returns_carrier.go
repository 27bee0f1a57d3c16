package bookstore

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The return carrier: the seller designates one carrier for withdrawals
// (Seller.ReturnCarrier) with its agreement code. A request gets its
// return shipment code from the carrier's API when the shop has an adapter
// for that carrier (the code is then one return shipment, tracked like an
// order's parcel), else the agreement code is the code. The carrier's
// 'delivered' event of the return shipment marks the request 'Teslim
// alındı'; its 'accepted' event is the hand-over, from which the refund
// deadline counts.

// Messages of the return carrier settings and of return codes.
const (
	MsgReturnCarrierChoice  = "İade kargo firmasını listeden seçin."
	MsgReturnAgreement      = "Anlaşma kodu tek satır ve en fazla 40 karakter olmalıdır."
	MsgReturnAgreementAlone = "Anlaşma kodu için önce iade kargo firmasını seçin."
	MsgReturnRaced          = "Bu sipariş için aynı anda başka bir iade talebi oluşturuldu. Sayfayı yenileyip tekrar deneyin."
	MsgReturnNotInspected   = "Kargo firmasından teslim alınan ürünlerin durumunu (sağlam veya hasarlı) kaydedin; ücret iadesi ondan sonra yapılır."
	maxReturnAgreement      = 40
)

// ReturnCarrierTimeout bounds the return code call made while the shopper
// waits: past it the request is stored without the code and the retry job
// obtains it.
const ReturnCarrierTimeout = 8 * time.Second

// ReturnCarriers are the carriers a seller may designate for returns: the
// ship dialog's list without its catch-all 'Diğer', which names no carrier
// a buyer could go to.
func ReturnCarriers() []string {
	return slices.DeleteFunc(slices.Clone(CargoCompanies), func(c string) bool { return c == "Diğer" })
}

func checkReturnCarrier(meta map[string]any) []FieldError {
	var f []FieldError
	c, _ := meta[MetaReturnCarrier].(string)
	if c != "" && !slices.Contains(ReturnCarriers(), c) {
		f = append(f, FieldError{"returnCarrier", MsgReturnCarrierChoice})
	}
	code, _ := meta[MetaReturnAgreement].(string)
	switch {
	case !SingleLine(code):
		f = append(f, FieldError{"returnAgreementCode", MsgSingleLine})
	case lengthCheck("returnAgreementCode", code, maxReturnAgreement, "") != nil:
		f = append(f, FieldError{"returnAgreementCode", MsgReturnAgreement})
	case code != "" && c == "":
		f = append(f, FieldError{"returnAgreementCode", MsgReturnAgreementAlone})
	}
	return f
}

// ReturnCarrierSentence is how the contracts name the return carrier: the
// carrier and its agreement code, or, while the seller has not designated
// one, where the buyer learns it (never a bare '-').
func ReturnCarrierSentence(s Seller) string {
	switch {
	case s.ReturnCarrier != "" && s.ReturnAgreement != "":
		return fmt.Sprintf("İade için anlaşmalı kargo firması: %s (anlaşma kodu: %s).", s.ReturnCarrier, s.ReturnAgreement)
	case s.ReturnCarrier != "":
		return "İade için anlaşmalı kargo firması: " + s.ReturnCarrier +
			"; iade kodu, cayma talebi oluşturulduğunda sipariş sayfasındaki iade bölümünde ve e-postayla bildirilir."
	default:
		return "İade için anlaşmalı kargo firması ve iade kodu, cayma talebi oluşturulduğunda sipariş sayfasındaki iade bölümünde ve e-postayla bildirilir."
	}
}

// ContractGaps are the seller fields a new order's contracts lack (Missing)
// and the return carrier, which the contracts name for withdrawals.
func (s Seller) ContractGaps() []string {
	out := s.Missing()
	if s.ReturnCarrier == "" {
		out = append(out, "returnCarrier")
	}
	return out
}

// ReturnReference is the shop's reference of a return shipment at the
// carrier: "IADE", the order number and the request's ordinal within the
// order. Two requests made at once for the same order ask the carrier with
// the same reference (one code, as the carrier answers a known reference
// with its code), and only one of them is stored (CheckReturnOrdinal).
func ReturnReference(o *Order, ordinal int) string {
	return fmt.Sprintf("IADE%s%02d", o.Number(), ordinal)
}

// CheckReturnOrdinal refuses a request whose ordinal (its place among the
// order's requests, counted before the carrier was asked) is no longer
// next: another request of the order was stored meanwhile.
func CheckReturnOrdinal(ordinal int, earlier []ReturnRequest) error {
	if ordinal != len(earlier)+1 {
		return Errorf(CodeConflict, MsgReturnRaced)
	}
	return nil
}

// ReturnCodePending reports whether r waits for its code from the
// carrier's API (the call failed or timed out; the retry job asks again).
func (r *ReturnRequest) ReturnCodePending() bool {
	return r.CarrierRef != "" && r.CarrierCode == ""
}

// ReturnTracking is what a return shipment's events change: the hand-over
// to the carrier (the earliest time it was seen moving), the delivery back
// to the seller, and the carrier's last failure to bring it back.
type ReturnTracking struct {
	HandedOverAt time.Time // zero: not handed over yet
	DeliveredAt  time.Time // zero: not delivered back yet
	// Failed is the latest 'delivery failed' or 'returned to sender'
	// event (zero when none): the parcel is stuck on its way back, and
	// staff must find it with the carrier and tell the buyer.
	Failed TrackingEvent
}

// TrackReturn reads a return shipment's events, in any order and with
// duplicates. A delivery back counts only while the request waits for the
// goods (Talep alındı, Ürün bekleniyor): a late event never moves a
// received, refunded or rejected request.
func TrackReturn(events []TrackingEvent) ReturnTracking {
	var t ReturnTracking
	earliest := func(at *time.Time, e time.Time) {
		if !e.IsZero() && (at.IsZero() || e.Before(*at)) {
			*at = e
		}
	}
	for _, e := range events {
		switch e.Status {
		case ShipmentAccepted, ShipmentInTransit, ShipmentOutForDelivery:
			earliest(&t.HandedOverAt, e.At)
		case ShipmentDelivered:
			earliest(&t.HandedOverAt, e.At)
			earliest(&t.DeliveredAt, e.At)
		case ShipmentFailed, ShipmentReturned:
			// A failure staff handle: it neither hands the parcel over
			// nor brings it back.
			if e.At.After(t.Failed.At) || (e.At.Equal(t.Failed.At) && e.Key > t.Failed.Key) {
				t.Failed = e
			}
		case ShipmentPreparing, ShipmentCreated, ShipmentCancelled: // not moving yet
		}
	}
	return t
}

// ReturnAwaitsGoods reports whether the goods of a request in state s are
// still on their way (a carrier's delivery may mark it received).
func ReturnAwaitsGoods(s ReturnState) bool {
	return s == ReturnRequested || s == ReturnAwaiting
}

// ReturnShipmentStore keeps the return codes and shipments of requests.
type ReturnShipmentStore interface {
	// SetReturnCode stores the code obtained later for a pending request
	// (code still empty), with fx; false when it already has one.
	SetReturnCode(ctx context.Context, id string, ret CarrierReturn, instructions string, fx Effects) (bool, error)
	// PendingReturnCodes lists requests of carrier still waiting for their
	// code while their goods are awaited, oldest first.
	PendingReturnCodes(ctx context.Context, carrier string, limit int) ([]ReturnRequest, error)
	// ReturnByShipment is the request of a carrier's return shipment
	// (ErrNotFound: none).
	ReturnByShipment(ctx context.Context, shipmentID string) (*ReturnRequest, error)
	// OpenReturnShipments lists requests with a return shipment whose goods
	// are still awaited, in id order after the id after ("": from the
	// first), so a poll pages through them all.
	OpenReturnShipments(ctx context.Context, after string, limit int) ([]ReturnRequest, error)
	// TrackReturnShipment records the hand-over (once, the earliest) and,
	// when delivered is set and the request still awaits its goods, moves
	// it to 'received' at that time with fx. It reports whether it moved.
	// fx.Staff (a stuck parcel's notice, stored once by its dedup key) is
	// written whether or not the request moves.
	TrackReturnShipment(ctx context.Context, id string, handedOver, delivered time.Time, fx Effects) (bool, error)
	// InspectReturn records the condition of goods the carrier delivered
	// back (a received request without one); false when it has one.
	InspectReturn(ctx context.Context, id string, c GoodsCondition, fx Effects) (bool, error)
}

// ReturnSender is the buyer as the sender of a return parcel: the order's
// delivery address as it was frozen on the order (parties), or, for an
// order placed to the profile's free-text address, that text.
func ReturnSender(o *Order, parties *OrderParties, buyer *User) ParcelParty {
	p := ParcelParty{Name: buyer.DisplayName(), Phone: buyer.Phone, Email: buyer.Email, Address: OneLine(o.ShippingAddress)}
	if parties != nil {
		d := parties.Delivery
		p.Name, p.Province, p.District = d.Recipient, d.Province, d.District
		p.Address = strings.TrimSpace(strings.TrimSpace(d.Neighborhood) + " " + d.Line)
		if d.Phone != "" {
			p.Phone = d.Phone
		}
	}
	return p
}
