package httpapi

import (
	"context"
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

type bankRefundIBANInput struct {
	ID       string `path:"id" maxLength:"64"`
	RefundID string `path:"refundId" maxLength:"64"`
	Body     struct {
		IBAN   string `json:"iban" maxLength:"100" doc:"TR and 24 digits; spaces allowed"`
		Holder string `json:"holder" maxLength:"400" doc:"the account holder's name, letters; 1–140 characters"`
	}
}

// giveRefundIBAN records the buyer's account for a refund of their order
// and answers their order page.
func (h memberHandlers) giveRefundIBAN(ctx context.Context, in *bankRefundIBANInput) (*orderOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	if !bookstore.ValidID(in.ID) || !bookstore.ValidID(in.RefundID) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderInfoNotFound)
	}
	if h.payments == nil {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderInfoNotFound)
	}
	if err := h.payments.GiveRefundIBAN(ctx, uid, in.ID, in.RefundID, in.Body.IBAN, in.Body.Holder); err != nil {
		return nil, err
	}
	return h.getMyOrder(ctx, &idInput{ID: in.ID})
}

// bankRefunds fills the member's order page's bank refunds.
func (h memberHandlers) bankRefunds(ctx context.Context, v *OrderView) error {
	if h.payments == nil {
		return nil
	}
	refunds, err := h.payments.OrderBankRefunds(ctx, v.ID)
	if err != nil {
		return err
	}
	for _, r := range refunds {
		v.BankRefunds = append(v.BankRefunds, bankRefundView(&bookstore.BankRefundItem{BankRefund: r}, false))
	}
	return nil
}

type bankRefundListInput struct {
	State string `query:"state" enum:"awaiting_iban,due,done" doc:"empty: every state"`
	Page  int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
}

// BankRefundList is a page of bank refunds, the nearest deadline first.
type BankRefundList struct {
	Items []BankRefundView `json:"items"`
	Total int              `json:"total"`
}

type bankRefundListOutput struct{ Body BankRefundList }

func (h transferHandlers) adminBankRefunds(ctx context.Context, in *bankRefundListInput) (*bankRefundListOutput, error) {
	items, total, err := h.svc.BankRefunds(ctx, bookstore.BankRefundState(in.State), bookstore.PageRequest{Page: in.Page})
	if err != nil {
		return nil, err
	}
	out := &bankRefundListOutput{Body: BankRefundList{Items: make([]BankRefundView, len(items)), Total: total}}
	for i := range items {
		out.Body.Items[i] = bankRefundView(&items[i], true)
	}
	return out, nil
}

type bankRefundDoneInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		BankRef string `json:"bankRef" maxLength:"1000" doc:"the reference of the transfer staff made; 1–64 characters"`
	}
}

type bankRefundOutput struct{ Body BankRefundView }

func (h transferHandlers) adminBankRefundDone(ctx context.Context, in *bankRefundDoneInput) (*bankRefundOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	r, err := bookstore.ByID(ctx, in.ID, bookstore.MsgRefundNotFound, func(ctx context.Context, id string) (*bookstore.BankRefundItem, error) {
		return h.svc.MarkBankRefundDone(ctx, uid, id, in.Body.BankRef)
	})
	if err != nil {
		return nil, err
	}
	return &bankRefundOutput{Body: bankRefundView(r, true)}, nil
}
