package bookstore

import (
	"context"
	"fmt"
	"time"
)

// Kapıda ödeme after the order: the order is confirmed without money
// (payment_id stays empty), its parcel carries the total as the amount the
// courier collects (CODAmountOf), and the money is recorded when the
// carrier reports the parcel delivered or staff record it ('Tahsil
// edildi'): payment_id becomes PaymentIDFor(MethodCOD, id) and paid_amount
// the total, so PaymentStateOf and everything else that reads "paid" sees
// it. A parcel the buyer refused comes back ('returned'): the order is
// cancelled, its stock returned, and the member loses the option for
// PaymentSettings.CODBanDays (cod_refusals).

// The audit actions of kapıda ödeme.
const (
	// ActionOrderCODCollected: the door payment of a kapıda ödeme order was
	// recorded (by the carrier's delivery, or by staff).
	ActionOrderCODCollected AuditAction = "order.cod_collected"
)

// Messages of recording a door payment.
const (
	MsgCODNotCOD      = "Bu sipariş kapıda ödemeli değil."
	MsgCODCollected   = "Bu siparişin kapıda ödemesi zaten kaydedildi."
	MsgCODNotShipped  = "Kapıda ödeme, sipariş kargoya verildikten sonra tahsil edilebilir."
	MsgCODNotPossible = "Bu siparişin kapıda ödemesi kaydedilemez: sipariş iptal edilmiş ya da durumu değişmiş."
)

// CODRefusedReason is the reason the buyer's cancellation mail gives when
// a kapıda ödeme parcel comes back unaccepted.
const CODRefusedReason = "Kapıda ödemeli gönderi teslim alınmadı"

// CODDue says whether o's money is still to be collected at the door: a
// kapıda ödeme order with no recorded payment.
func CODDue(o *Order) bool { return o.PaymentMethod == MethodCOD && o.PaymentID == "" }

// CODAmountOf is what the courier collects for o's parcel (kuruş): the
// order's total while it is due, 0 for an order already paid (a card or
// transfer order, or a door payment already recorded).
func CODAmountOf(o *Order) int64 {
	if !CODDue(o) {
		return 0
	}
	return o.Totals.Total
}

// CheckCODCollect says whether staff may record o's door payment: a kapıda
// ödeme order, not yet collected, that is with the carrier or delivered.
func CheckCODCollect(o *Order) error {
	switch {
	case o.PaymentMethod != MethodCOD:
		return Errorf(CodeConflict, MsgCODNotCOD)
	case o.PaymentID != "":
		return Errorf(CodeConflict, MsgCODCollected)
	case o.Status == OrderConfirmed:
		return Errorf(CodeConflict, MsgCODNotShipped)
	case o.Status != OrderShipped && o.Status != OrderDelivered:
		return Errorf(CodeConflict, MsgCODNotPossible)
	}
	return nil
}

// CODCollection is a door payment to record on an order, with its audit
// entry (Fx), written only by the write that records it.
type CODCollection struct {
	OrderID   string
	PaymentID string
	Amount    int64
	Fx        Effects
}

// CollectionOf is the recording of o's door payment by actorID ("" for the
// carrier's delivery event): the whole total, under PaymentIDFor.
func CollectionOf(actorID string, o *Order, by string) *CODCollection {
	id := PaymentIDFor(MethodCOD, o.ID)
	entry := Change(actorID, ActionOrderCODCollected, "orders", o.ID, map[string]any{"paymentId": nil},
		map[string]any{"paymentId": id, "amount": o.Totals.Total, "by": by})
	return &CODCollection{OrderID: o.ID, PaymentID: id, Amount: o.Totals.Total, Fx: Effects{Audit: &entry}}
}

// Who recorded a door payment, in its audit entry.
const (
	CollectedByCarrier = "carrier"
	CollectedByStaff   = "staff"
)

// CODCollectOnTracking says whether a parcel status records o's door
// payment: delivered, while the order is due and not cancelled.
func CODCollectOnTracking(o *Order, st ShipmentStatus) bool {
	return st == ShipmentDelivered && CODDue(o) && o.Status != OrderCancelled && o.Status != OrderPending
}

// CODRefusedOnTracking says whether a parcel status is o's refusal at the
// door: the parcel came back ('returned') while the money was still due
// and the order not delivered.
func CODRefusedOnTracking(o *Order, st ShipmentStatus) bool {
	return st == ShipmentReturned && CODDue(o) && (o.Status == OrderConfirmed || o.Status == OrderShipped)
}

// CODRefusal is a refused kapıda ödeme parcel: the order is cancelled
// (from From) with Fx (the cancellation's mail, audit entry and the staff's
// notice), its stock returned, and the member's refusal recorded at At.
type CODRefusal struct {
	OrderID string
	UserID  string
	From    OrderStatus
	At      time.Time
	Fx      Effects
}

// CODRefusedNotice tells staff a kapıda ödeme parcel came back unaccepted
// and its order was cancelled.
func CODRefusedNotice(o *Order) *StaffNotice {
	n := o.Number()
	return &StaffNotice{Kind: NoticeDeliveryFailed, DedupKey: "cod-refused:" + o.ID,
		Subject: "Teslim alınmayan kapıda ödemeli sipariş: #" + n,
		Body: fmt.Sprintf("#%s numaralı kapıda ödemeli siparişin kargosu teslim alınmadan geri döndü (tutar %s). "+
			"Sipariş iptal edildi ve stok geri eklendi; paketi depoda teslim alın.", n, FormatLira(o.Totals.Total)),
		Link: orderLink(n)}
}

// CODStore records door payments.
type CODStore interface {
	// CollectCOD records c on its order in one transaction: only a
	// kapıda ödeme order that is shipped or delivered and not yet paid;
	// false (nothing written) otherwise.
	CollectCOD(ctx context.Context, c CODCollection) (bool, error)
}
