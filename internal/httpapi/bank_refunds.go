package httpapi

import (
	"time"

	"bookstore/internal/bookstore"
)

// Bank refunds: the money the shop owes back by transfer. The buyer names
// the IBAN on the order page; staff list what they owe ('Yapılacak
// iadeler'), nearest legal deadline first, and mark each one sent.

// BankRefundView is one bank refund. The buyer sees the IBAN masked but
// its last four digits; staff see it whole.
type BankRefundView struct {
	ID           string     `json:"id"`
	OrderID      string     `json:"orderId"`
	OrderNumber  string     `json:"orderNumber"`
	CustomerName string     `json:"customerName,omitempty" doc:"staff's answers only"`
	Reason       string     `json:"reason" enum:"cancel,return,excess"`
	ReasonLabel  string     `json:"reasonLabel" doc:"Sipariş iptali, İade (cayma) or Fazla havale"`
	Amount       int64      `json:"amount" doc:"kuruş"`
	State        string     `json:"state" enum:"awaiting_iban,due,done"`
	StateLabel   string     `json:"stateLabel" doc:"IBAN bekleniyor, Gönderilecek or Gönderildi"`
	IBAN         string     `json:"iban" doc:"empty until the buyer gives it"`
	Holder       string     `json:"holder"`
	DueBy        time.Time  `json:"dueBy" doc:"the legal deadline (14 days)"`
	DoneAt       *time.Time `json:"doneAt,omitempty" nullable:"true"`
	BankRef      string     `json:"bankRef" doc:"staff's reference of the transfer they made; empty until done"`
}

func bankRefundView(r *bookstore.BankRefundItem, staff bool) BankRefundView {
	v := BankRefundView{ID: r.ID, OrderID: r.OrderID, OrderNumber: bookstore.OrderNumberOf(r.OrderID), Reason: string(r.Reason),
		ReasonLabel: r.Reason.Label(), Amount: r.Amount, State: string(r.State), StateLabel: r.State.Label(), IBAN: r.IBAN,
		Holder: r.Holder, DueBy: r.DueBy, BankRef: r.BankRef}
	if staff {
		v.CustomerName = r.CustomerName
	} else {
		v.IBAN = bookstore.MaskIBAN(r.IBAN)
	}
	if !r.DoneAt.IsZero() {
		at := r.DoneAt
		v.DoneAt = &at
	}
	return v
}
