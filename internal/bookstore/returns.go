package bookstore

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Returns and the 14-day right of withdrawal (cayma hakkı, Mesafeli
// Sözleşmeler Yönetmeliği): a delivered order's books may be sent back
// within 14 days of delivery without a reason; the seller refunds within
// 14 days of the notice. A request moves Talep alındı → Ürün bekleniyor →
// Teslim alındı → İade edildi, or to Reddedildi with a reason.

// ReturnState is where a return request stands.
type ReturnState string

const (
	ReturnRequested ReturnState = "requested" // Talep alındı
	ReturnAwaiting  ReturnState = "awaiting"  // Ürün bekleniyor
	ReturnReceived  ReturnState = "received"  // Teslim alındı
	ReturnRefunded  ReturnState = "refunded"  // İade edildi
	ReturnRejected  ReturnState = "rejected"  // Reddedildi
)

// ReturnStates lists the states in their order (the API's enum).
func ReturnStates() []ReturnState {
	return []ReturnState{ReturnRequested, ReturnAwaiting, ReturnReceived, ReturnRefunded, ReturnRejected}
}

// Label is the state's Turkish name.
func (s ReturnState) Label() string {
	switch s {
	case ReturnAwaiting:
		return "Ürün bekleniyor"
	case ReturnReceived:
		return "Teslim alındı"
	case ReturnRefunded:
		return "İade edildi"
	case ReturnRejected:
		return "Reddedildi"
	default:
		return "Talep alındı"
	}
}

// Open reports whether the request still holds its lines (everything but a
// rejection holds them: a refunded line cannot be requested again).
func (s ReturnState) holdsLines() bool { return s != ReturnRejected }

// ReturnReason is the shopper's optional reason.
type ReturnReason string

const (
	ReasonNone         ReturnReason = ""
	ReasonChangedMind  ReturnReason = "changed_mind"
	ReasonDamaged      ReturnReason = "damaged"
	ReasonWrongItem    ReturnReason = "wrong_item"
	ReasonOther        ReturnReason = "other"
	ReturnWithdrawDays              = 14 // days from delivery to withdraw
	ReturnRefundDays                = 14 // days from the notice to refund
	ReturnShipBackDays              = 10 // days from the notice to send the goods
	maxReturnNote                   = 1000
	maxRejectReason                 = 500
)

// ReturnReasons lists the reasons in the form's order.
func ReturnReasons() []ReturnReason {
	return []ReturnReason{ReasonChangedMind, ReasonDamaged, ReasonWrongItem, ReasonOther}
}

// Label is the reason as the form shows it.
func (r ReturnReason) Label() string {
	switch r {
	case ReasonChangedMind:
		return "Fikrimi değiştim"
	case ReasonDamaged:
		return "Hasarlı geldi"
	case ReasonWrongItem:
		return "Yanlış ürün"
	case ReasonOther:
		return "Diğer"
	default: // ReasonNone, or a value that is no reason (a request with it is refused)
		return "Belirtilmedi"
	}
}

// GoodsCondition is how the returned books arrived.
type GoodsCondition string

const (
	ConditionIntact  GoodsCondition = "intact"  // sağlam: back to stock
	ConditionDamaged GoodsCondition = "damaged" // hasarlı: not sold again
)

// Return messages.
const (
	MsgReturnNotDelivered = "Yalnızca teslim edilmiş siparişler için iade talebi oluşturulabilir."
	MsgReturnExpired      = "Cayma süresi (teslimattan itibaren 14 gün) doldu; bu sipariş için iade talebi oluşturulamaz."
	MsgReturnNoLines      = "İade etmek istediğiniz en az bir kitap seçin."
	MsgReturnLineUnknown  = "Seçilen kitap bu siparişte yok."
	MsgReturnTooMany      = "İade adedi, satın alınan ve daha önce iade talep edilen adetten fazla olamaz."
	MsgReturnReason       = "Listedeki iade nedenlerinden birini seçin."
	MsgReturnNoteLong     = "Not en fazla 1000 karakter olabilir."
	MsgReturnNotFound     = "İade talebi bulunamadı."
	MsgReturnTransition   = "İade talebi bu duruma geçirilemez: önce sayfayı yenileyin."
	MsgReturnCondition    = "Ürünlerin durumunu seçin (sağlam veya hasarlı)."
	MsgRejectReason       = "Ret nedenini yazın (en fazla 500 karakter)."
	MsgRefundTooMuch      = "İade tutarı, bu kitap için ödenen ve daha önce iade edilen tutarı aşamaz."
	MsgRefundAmount       = "İade tutarı 0'dan büyük olmalıdır."
	MsgRefundInProgress   = "Bu sipariş için bir iade işlemi sürüyor. Lütfen birkaç saniye sonra sayfayı yenileyin."
	// MsgRefundPending answers any move of an order whose refund's outcome
	// is not known yet (iyzico's answer was lost): refund reconciliation
	// settles it, and the order changes then.
	MsgRefundPending      = "İade işlemi sürüyor. Sonucu iyzico'dan alınınca sipariş güncellenecek; lütfen daha sonra sayfayı yenileyin."
	MsgRefundRefused      = "iyzico iadeyi reddetti; talep 'Teslim alındı' durumunda kaldı. Lütfen tekrar deneyin."
	MsgCancelShipped      = "Kargoya verilmiş veya teslim edilmiş bir sipariş iptal edilemez; teslimattan sonra iade talebi oluşturabilirsiniz."
	MsgOrderNotPaidCancel = "Bu sipariş iptal edilemez."
)

// ReturnLine is one book of a request.
type ReturnLine struct {
	OrderItemID string
	BookID      string
	Title       string
	Quantity    int
	UnitPrice   int64 // what one copy cost in the order
	Refunded    int64 // refunded for this line, kuruş
}

// ReturnRequest is a withdrawal or return of (part of) a delivered order.
type ReturnRequest struct {
	ID, OrderID, UserID string
	Code                string // the return code the shopper writes on the parcel
	State               ReturnState
	Reason              ReturnReason
	Note                string
	// FormText is the withdrawal form (cayma formu) as the shopper sent it,
	// kept like the accepted contracts.
	FormText string
	// Instructions name the return carrier and address (the contact content).
	Instructions string
	// Carrier is the return carrier designated when the request was made
	// and CarrierCode the code the buyer hands the parcel over with: the
	// carrier API's return code, or the seller's agreement code for a
	// carrier without an adapter. CarrierRef is the shop's reference at
	// the carrier's API (ReturnReference; empty for a manual carrier) and
	// CarrierShipmentID the return shipment it became. HandedOverAt is
	// when the buyer handed the parcel to the carrier (its first tracking
	// event), zero while unknown.
	Carrier, CarrierCode, CarrierRef, CarrierShipmentID string
	HandedOverAt                                        time.Time
	Condition                                           GoodsCondition // once received
	RejectReason                                        string
	// RefundError is iyzico's last refusal, shown to the admin until a retry
	// succeeds.
	RefundError      string
	ShippingRefunded int64
	// IadeInvoiceExpected: the refunded return of an e-Fatura buyer is
	// documented by the buyer's own iade faturası, which the shop awaits.
	IadeInvoiceExpected bool
	Lines               []ReturnLine
	CreatedAt           time.Time
	UpdatedAt           time.Time
	ReceivedAt          time.Time
	RefundedAt          time.Time
	// Listing fields (admin): the order's number and customer.
	CustomerName, CustomerEmail string
}

// Refunded is everything refunded for the request (lines and shipping).
func (r *ReturnRequest) Refunded() int64 {
	t := r.ShippingRefunded
	for _, l := range r.Lines {
		t += l.Refunded
	}
	return t
}

// Value is what the request's lines cost.
func (r *ReturnRequest) Value() int64 {
	var t int64
	for _, l := range r.Lines {
		t += l.UnitPrice * int64(l.Quantity)
	}
	return t
}

// RefundDue is the last day of the seller's refund period: 14 days after
// the hand-over to the return carrier when the carrier reported it, else
// after the notice (the request).
func (r *ReturnRequest) RefundDue() time.Time {
	if !r.HandedOverAt.IsZero() {
		return r.HandedOverAt.AddDate(0, 0, ReturnRefundDays)
	}
	return r.CreatedAt.AddDate(0, 0, ReturnRefundDays)
}

// WithdrawalLastDay is the last moment a return may be requested: the end
// of the 14th day after delivery, in the shop's time zone.
func WithdrawalLastDay(deliveredAt time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = ShopLocation()
	}
	d := deliveredAt.In(loc)
	return time.Date(d.Year(), d.Month(), d.Day()+ReturnWithdrawDays, 23, 59, 59, 0, loc)
}

// ReturnInput is the shopper's form.
type ReturnInput struct {
	Lines  map[string]int // order item id → copies
	Reason ReturnReason
	Note   string
}

// CheckReturn applies the withdrawal rules to a request for order o,
// delivered at deliveredAt, given the order's earlier requests. It returns
// the request's lines.
func CheckReturn(o *Order, deliveredAt, now time.Time, loc *time.Location, in *ReturnInput, earlier []ReturnRequest) ([]ReturnLine, error) {
	in.Note = strings.TrimSpace(in.Note)
	switch {
	case o.Status != OrderDelivered:
		return nil, Errorf(CodeConflict, MsgReturnNotDelivered)
	case now.After(WithdrawalLastDay(deliveredAt, loc)):
		return nil, Errorf(CodeConflict, MsgReturnExpired)
	}
	var fields []FieldError
	if in.Reason != ReasonNone && in.Reason.Label() == "Belirtilmedi" {
		fields = append(fields, FieldError{"reason", MsgReturnReason})
	}
	if utf8.RuneCountInString(in.Note) > maxReturnNote {
		fields = append(fields, FieldError{"note", MsgReturnNoteLong})
	}
	if len(fields) > 0 {
		return nil, Invalid(fields...)
	}
	held := map[string]int{}
	for _, r := range earlier {
		if r.State.holdsLines() {
			for _, l := range r.Lines {
				held[l.OrderItemID] += l.Quantity
			}
		}
	}
	var lines []ReturnLine
	for _, it := range o.Items {
		q, ok := in.Lines[it.ID]
		if !ok || q == 0 {
			continue
		}
		if q < 0 || q > it.Quantity-held[it.ID] {
			return nil, Invalid(FieldError{"lines", MsgReturnTooMany})
		}
		lines = append(lines, ReturnLine{OrderItemID: it.ID, BookID: it.BookID, Title: it.Title, Quantity: q, UnitPrice: it.Price})
	}
	for id, q := range in.Lines {
		if q != 0 && !hasItem(o, id) {
			return nil, Invalid(FieldError{"lines", MsgReturnLineUnknown})
		}
	}
	if len(lines) == 0 {
		return nil, Invalid(FieldError{"lines", MsgReturnNoLines})
	}
	return lines, nil
}

func hasItem(o *Order, id string) bool {
	for _, it := range o.Items {
		if it.ID == id {
			return true
		}
	}
	return false
}

// RefundPlan is what one refund of a request pays back.
type RefundPlan struct {
	Lines    map[string]int64 // order item id → amount
	Shipping int64
}

// Total is the plan's amount.
func (p RefundPlan) Total() int64 {
	t := p.Shipping
	for _, a := range p.Lines {
		t += a
	}
	return t
}

// PlanRefund decides the refund of request r of order o. amounts, when
// given, are the admin's per-line amounts (a partial refund, e.g. a book
// damaged by the shopper); else every line is refunded in full. The
// refund follows the order's own amounts (the books' prices and the
// shipping), not the amount charged: instalment interest is the bank's and
// stays with the card's instalment plan. Shipping is refunded when, with
// this request, every copy of the order has been returned (the whole order
// withdrawn: the law refunds the delivery cost then); a partial return
// keeps it, as the outbound delivery was still made for the rest.
// earlier are the order's other requests.
func PlanRefund(o *Order, r *ReturnRequest, amounts map[string]int64, earlier []ReturnRequest) (RefundPlan, error) {
	plan := RefundPlan{Lines: map[string]int64{}}
	for id := range amounts {
		if !r.hasLine(id) {
			return plan, Invalid(FieldError{"lines", MsgReturnLineUnknown})
		}
	}
	before := map[string]int{} // copies of each line refunded by earlier requests
	for _, e := range earlier {
		if e.ID != r.ID && e.State == ReturnRefunded {
			for _, l := range e.Lines {
				before[l.OrderItemID] += l.Quantity
			}
		}
	}
	for _, l := range r.Lines {
		paid := paidFor(o, l, before[l.OrderItemID])
		a := paid - l.Refunded
		if v, ok := amounts[l.OrderItemID]; ok {
			if v < 0 {
				return plan, Invalid(FieldError{"lines", MsgRefundAmount})
			}
			if v > paid-l.Refunded {
				return plan, Invalid(FieldError{"lines", MsgRefundTooMuch})
			}
			a = v
		}
		if a > 0 {
			plan.Lines[l.OrderItemID] = a
		}
	}
	returned := map[string]int{}
	for _, e := range earlier {
		if e.ID != r.ID && e.State == ReturnRefunded {
			for _, l := range e.Lines {
				returned[l.OrderItemID] += l.Quantity
			}
		}
	}
	for _, l := range r.Lines {
		returned[l.OrderItemID] += l.Quantity
	}
	whole := true
	for _, it := range o.Items {
		if returned[it.ID] < it.Quantity {
			whole = false
		}
	}
	if whole && r.ShippingRefunded == 0 && len(amounts) == 0 {
		plan.Shipping = o.Totals.Shipping
	}
	if plan.Total() <= 0 {
		return plan, Invalid(FieldError{"lines", MsgRefundAmount})
	}
	return plan, nil
}

// paidFor is what the copies of line l cost the shopper: their share of the
// order line's paid amount (after its coupon share), taken so that the
// shares of every copy returned, in whatever requests, sum exactly to
// what the line paid: copies before+1 … before+q of the line get
// Paid×(before+q)/Quantity − Paid×before/Quantity. An order line without a
// paid amount (none: every line has one since 0022) falls back to the unit
// price.
func paidFor(o *Order, l ReturnLine, before int) int64 {
	for _, it := range o.Items {
		if it.ID != l.OrderItemID || it.Quantity <= 0 || it.Paid <= 0 {
			continue
		}
		q, n := int64(l.Quantity), int64(it.Quantity)
		b := int64(min(before, it.Quantity-l.Quantity))
		return it.Paid*(b+q)/n - it.Paid*b/n
	}
	return l.UnitPrice * int64(l.Quantity)
}

func (r *ReturnRequest) hasLine(id string) bool {
	for _, l := range r.Lines {
		if l.OrderItemID == id {
			return true
		}
	}
	return false
}

// CheckRejectReason trims and checks the admin's reason.
func CheckRejectReason(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" || utf8.RuneCountInString(s) > maxRejectReason {
		return "", Invalid(FieldError{"reason", MsgRejectReason})
	}
	return s, nil
}
