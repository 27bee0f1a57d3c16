package bookstore

import (
	"context"
	"fmt"
	"time"
)

// Choosing how to pay at /odeme. A placed order is a card order; the buyer
// may choose havale/EFT or kapıda ödeme instead, once, while it is pending
// and no card form runs for it. The choice reprices the order: the
// transfer discount comes off the books (after the coupon) and is spread
// over the lines beside the coupon's share, so every line's Paid stays
// what the buyer paid for it (refunds and royalties read it); the kapıda
// ödeme fee is added to the total on its own. Shipping does not change:
// its free threshold reads the coupon's net only.

// CODHistory is what the kapıda ödeme abuse limits read of a member.
type CODHistory struct {
	// OpenOrders counts the member's kapıda ödeme orders not yet delivered
	// nor cancelled (confirmed or shipped).
	OpenOrders int
	// LastRefusal is the latest refused kapıda ödeme parcel (zero: none).
	LastRefusal time.Time
}

// baseTotals are o's totals without any method's fee or discount (a card
// order's).
func baseTotals(o *Order) Totals {
	t := o.Totals
	t.Total += t.MethodDiscount - t.MethodFee
	t.MethodDiscount, t.MethodFee = 0, 0
	return t
}

// MethodTotals are o's totals when paid by m under s, with what each line's
// CouponShare grows by (the transfer discount's shares, Allocate over the
// lines' Paid; nil for the other methods). o must still be a card order.
func MethodTotals(o *Order, m PaymentMethod, s PaymentSettings) (Totals, []int64) {
	t := baseTotals(o)
	switch m {
	case MethodTransfer:
		books := t.Subtotal - t.Discount
		discount := books * int64(s.TransferDiscount) / 100 // kuruş down: never more than the percent
		if discount <= 0 {
			return t, nil
		}
		weights := make([]int64, len(o.Items))
		for i, it := range o.Items {
			weights[i] = it.Paid
		}
		t.MethodDiscount = discount
		t.Total -= discount
		return t, Allocate(discount, weights)
	case MethodCOD:
		t.MethodFee = s.CODFee
		t.Total += s.CODFee
	case MethodCard:
	}
	return t, nil
}

// WithMethod is o as it is once paid by m under s, chosen at now: the
// method, its totals and line shares, and for havale/EFT the deadline of
// the money (PayBy, HoldDeadline). The contracts of the choice are built
// from it, and the store writes exactly these values.
func WithMethod(o *Order, m PaymentMethod, s PaymentSettings, now time.Time) Order {
	c := *o
	c.PaymentMethod = m
	totals, shares := MethodTotals(o, m, s)
	c.Totals = totals
	c.Items = make([]OrderItem, len(o.Items))
	copy(c.Items, o.Items)
	for i := range shares {
		c.Items[i].CouponShare += shares[i]
		c.Items[i].Paid -= shares[i]
	}
	if m == MethodTransfer {
		c.PayBy = HoldDeadline(now, s.HoldHours)
	}
	return c
}

// OfferMethods are the methods /odeme offers for the card order o under s,
// in PaymentMethods' order: the card always, the others when they are on,
// each with its totals and, when it cannot be chosen, why. defaultCarrier
// is the carrier the shop ships with ("" when staff choose it at shipping:
// then they choose one that collects, and the carrier is not checked).
func OfferMethods(s PaymentSettings, o *Order, h CODHistory, now time.Time, defaultCarrier string) []MethodOffer {
	offers := []MethodOffer{{Method: MethodCard, Available: true, Totals: baseTotals(o)}}
	if s.TransferOn {
		t, _ := MethodTotals(o, MethodTransfer, s)
		offers = append(offers, MethodOffer{Method: MethodTransfer, Available: true, Totals: t})
	}
	if s.CODOn {
		t, _ := MethodTotals(o, MethodCOD, s)
		reason := codRefusal(s, t, h, now, defaultCarrier)
		offers = append(offers, MethodOffer{Method: MethodCOD, Available: reason == "", Reason: reason, Totals: t, CODForms: s.CODForms,
			Hidden: overCODMax(s, t)})
	}
	return offers
}

// codRefusal says why kapıda ödeme cannot be chosen for an order of
// totals t, or "".
func codRefusal(s PaymentSettings, t Totals, h CODHistory, now time.Time, defaultCarrier string) string {
	switch {
	case defaultCarrier != "" && !contains(s.CODCarriers, defaultCarrier):
		return MsgCODCarrier
	case overCODMax(s, t):
		return fmt.Sprintf(MsgCODOverMax, FormatLira(s.CODMaxTotal))
	case h.OpenOrders > 0:
		return MsgCODOpenOrder
	case s.CODBanDays > 0 && !h.LastRefusal.IsZero():
		until := h.LastRefusal.AddDate(0, 0, s.CODBanDays)
		if now.Before(until) {
			return fmt.Sprintf(MsgCODBanned, FormatDay(until))
		}
	}
	return ""
}

// overCODMax: the order's total with the fee is above kapıda ödeme's
// maximum (0 is none). The option is then not shown at all.
func overCODMax(s PaymentSettings, t Totals) bool {
	return s.CODMaxTotal > 0 && t.Total > s.CODMaxTotal
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Offer is the offer of m among offers; ok is false when m is not offered
// (off, or not a method).
func Offer(offers []MethodOffer, m PaymentMethod) (MethodOffer, bool) {
	for _, o := range offers {
		if o.Method == m {
			return o, true
		}
	}
	return MethodOffer{}, false
}

// CheckMethodChoice says whether the buyer may choose m for o now, from
// the offers made for it: a pending card order, still payable, no card
// form running (formStarted), and m offered and available. Every refusal
// is a conflict with the Turkish reason, except a method that is not one
// of the choices (invalid).
func CheckMethodChoice(o *PendingOrder, m PaymentMethod, offers []MethodOffer, formStarted bool, now time.Time) error {
	if m != MethodTransfer && m != MethodCOD {
		return Invalid(FieldError{"method", MsgMethodUnknown})
	}
	if o.Status != OrderCancelled && o.PaymentMethod != MethodCard && o.PaymentMethod != "" {
		return Errorf(CodeConflict, MsgMethodChosen)
	}
	if err := o.Payable(now); err != nil {
		return err
	}
	if err := CheckReplaceable(formStarted); err != nil {
		return err
	}
	off, ok := Offer(offers, m)
	switch {
	case !ok:
		return Errorf(CodeConflict, MsgMethodOff)
	case !off.Available:
		return Errorf(CodeConflict, "%s", off.Reason)
	}
	return nil
}

// withMethod is t with the method's discount and fee of m applied.
func withMethod(t, m Totals) Totals {
	t.MethodDiscount, t.MethodFee = m.MethodDiscount, m.MethodFee
	t.Total += m.MethodFee - m.MethodDiscount
	return t
}

// checkMethodAmounts says whether o's method amounts fit its method: a
// card order has none, a transfer order no fee, a kapıda ödeme order no
// discount, and neither is negative.
func checkMethodAmounts(o *Order) bool {
	d, f := o.Totals.MethodDiscount, o.Totals.MethodFee
	switch {
	case d < 0 || f < 0:
		return false
	case o.PaymentMethod == MethodTransfer:
		return f == 0
	case o.PaymentMethod == MethodCOD:
		return d == 0
	}
	return d == 0 && f == 0
}

// MethodChoice is a buyer's choice of havale/EFT or kapıda ödeme as the
// store writes it.
type MethodChoice struct {
	// Order is the order as chosen (WithMethod): its method, totals, the
	// lines' shares and, for havale/EFT, the deadline (PayBy).
	Order Order
	// FromTotal is the total the choice was priced from: the stored order
	// must still have it (a changed order is not chosen blind).
	FromTotal  int64
	Acceptance Acceptance
	// Fx: the instructions mail (havale/EFT) or the confirmation's
	// effects (kapıda ödeme), with the choice's audit entry.
	Fx Effects
}

// MethodStore keeps the choice of a payment method.
type MethodStore interface {
	// CODHistory reads the member's kapıda ödeme orders and refusals.
	CODHistory(ctx context.Context, userID string) (CODHistory, error)
	// StartedForm says whether a hosted card form started for the order may
	// still be charged (CheckReplaceable's rule).
	StartedForm(ctx context.Context, orderID string) (bool, error)
	// ChooseMethod writes c in one transaction, only while the order is a
	// pending, unexpired card order at c.FromTotal that nobody is
	// completing and no card form runs for (and, for kapıda ödeme, the
	// member has no other open kapıda ödeme order): a kapıda ödeme order is
	// confirmed at once (its books leave the cart). Otherwise a conflict
	// and nothing written.
	ChooseMethod(ctx context.Context, c MethodChoice, now time.Time) error
	// TransferSum is the sum of the transfers recorded on the order.
	TransferSum(ctx context.Context, orderID string) (int64, error)
}

// MsgTransferOrderOpen refuses a new order while the member's havale/EFT
// order waits for its money.
const MsgTransferOrderOpen = "Havale/EFT ödemesi beklenen bir siparişiniz var. Yeni sipariş vermek için önce onun ödemesini tamamlayın ya da Siparişlerim sayfasından iptal edin."

// CheckReplaceableMethod says whether a member's pending order paid by m
// may be cancelled in favour of a new one (a changed cart). A havale/EFT
// order may not: the buyer may have sent the money already, and only
// staff see it arrive; the buyer cancels it on the order page instead.
func CheckReplaceableMethod(m PaymentMethod) error {
	if m == MethodTransfer {
		return Errorf(CodeConflict, MsgTransferOrderOpen)
	}
	return nil
}
