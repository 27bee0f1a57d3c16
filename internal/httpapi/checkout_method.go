package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
)

// The payment method at /odeme: the methods offered with their totals
// (GET /api/checkout/{orderId}), the choice of havale/EFT or kapıda ödeme
// (POST /api/checkout/{orderId}/method), and what a member's order page
// shows of a havale/EFT order's money.

// MethodTotals are an order's amounts with one method, in kuruş.
type MethodTotals struct {
	Subtotal       int64 `json:"subtotal"`
	Discount       int64 `json:"discount" doc:"the coupon's"`
	MethodDiscount int64 `json:"methodDiscount" doc:"the havale/EFT discount"`
	Shipping       int64 `json:"shipping"`
	MethodFee      int64 `json:"methodFee" doc:"the kapıda ödeme fee"`
	Total          int64 `json:"total"`
}

// MethodOfferView is one way to pay as /odeme offers it.
type MethodOfferView struct {
	Method    string       `json:"method" enum:"card,transfer,cod"`
	Label     string       `json:"label"`
	Available bool         `json:"available"`
	Reason    string       `json:"reason" doc:"why it cannot be chosen (Turkish); empty when available"`
	Totals    MethodTotals `json:"totals"`
	CODForms  []string     `json:"codForms,omitempty" doc:"kapıda ödeme: how the courier takes the money, as the buyer reads it (Nakit, Kredi kartı)"`
}

func methodOffersView(offers []bookstore.MethodOffer) []MethodOfferView {
	out := make([]MethodOfferView, 0, len(offers))
	for _, o := range offers {
		if o.Hidden {
			continue
		}
		t := o.Totals
		out = append(out, MethodOfferView{Method: string(o.Method), Label: o.Method.Label(), Available: o.Available, Reason: o.Reason,
			Totals: MethodTotals{Subtotal: t.Subtotal, Discount: t.Discount, MethodDiscount: t.MethodDiscount, Shipping: t.Shipping,
				MethodFee: t.MethodFee, Total: t.Total}})
		for _, f := range o.CODForms {
			out[len(out)-1].CODForms = append(out[len(out)-1].CODForms, f.Label())
		}
	}
	return out
}

type checkoutInput struct {
	OrderID string `path:"orderId" maxLength:"64"`
	Method  string `query:"method" enum:"card,transfer,cod" required:"false" doc:"the method the contracts are filled for (card when absent)"`
}

// ChooseMethodRequest is the buyer's choice of a method other than the card.
type ChooseMethodRequest struct {
	Method            string `json:"method" enum:"transfer,cod"`
	ContractsAccepted bool   `json:"contractsAccepted" required:"false" doc:"the buyer accepted the contracts as filled for this method"`
	CODForm           string `json:"codForm,omitempty" required:"false" enum:"cash,card" doc:"kapıda ödeme: how the buyer means to pay at the door"`
}

type chooseMethodInput struct {
	OrderID string `path:"orderId" maxLength:"64"`
	Body    ChooseMethodRequest
}

// ChosenMethod is the order after the choice.
type ChosenMethod struct {
	Order OrderView `json:"order"`
}

type chooseMethodOutput struct{ Body ChosenMethod }

func (h checkoutHandlers) chooseMethod(ctx context.Context, in *chooseMethodInput) (*chooseMethodOutput, error) {
	buyer, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	o, err := bookstore.ByID(ctx, in.OrderID, bookstore.MsgOrderInfoNotFound, func(ctx context.Context, id string) (*bookstore.Order, error) {
		return h.checkout.ChooseMethod(ctx, buyer, id, checkout.MethodInput{Method: bookstore.PaymentMethod(in.Body.Method),
			ContractsAccepted: in.Body.ContractsAccepted, CODForm: bookstore.CODForm(in.Body.CODForm)}, client(ctx).IP)
	})
	if err != nil {
		return nil, err
	}
	v := orderView(o)
	if err := transferBlock(ctx, h.checkout, &v, o); err != nil {
		return nil, err
	}
	return &chooseMethodOutput{Body: ChosenMethod{Order: v}}, nil
}

// BankAccountView is one of the shop's accounts.
type BankAccountView struct {
	ID     string `json:"id,omitempty" required:"false" maxLength:"64"`
	Bank   string `json:"bank" maxLength:"400"`
	Holder string `json:"holder" maxLength:"600"`
	IBAN   string `json:"iban" maxLength:"100" doc:"normalised on save: TR and 24 digits"`
}

// OrderTransferView is a havale/EFT order's money as its page shows it.
type OrderTransferView struct {
	Accounts   []BankAccountView `json:"accounts" doc:"the shop's accounts to pay to"`
	Amount     int64             `json:"amount" doc:"the exact amount to send, kuruş"`
	Reference  string            `json:"reference" doc:"what to write in the transfer's description: the order number"`
	Deadline   *time.Time        `json:"deadline" doc:"the order is cancelled if the money has not arrived by then; null once it is no longer waiting"`
	State      string            `json:"state" enum:"awaited,partial,paid,excess"`
	StateLabel string            `json:"stateLabel"`
	Recorded   int64             `json:"recorded" doc:"the sum of the transfers staff recorded"`
	Missing    int64             `json:"missing" doc:"what is still to send (Eksik ödeme)"`
	Excess     int64             `json:"excess" doc:"what was sent above the total (refunded)"`
}

// transferBlock fills v's transfer block when o is paid by havale/EFT.
func transferBlock(ctx context.Context, co *checkout.Service, v *OrderView, o *bookstore.Order) error {
	info, err := co.Transfer(ctx, o)
	if err != nil || info == nil {
		return err
	}
	state, diff := bookstore.TransferStateOf(o.Totals.Total, info.Recorded)
	t := &OrderTransferView{Accounts: make([]BankAccountView, len(info.Accounts)), Amount: o.Totals.Total, Reference: o.Number(),
		State: string(state), StateLabel: state.Label(), Recorded: info.Recorded}
	for i, a := range info.Accounts {
		t.Accounts[i] = BankAccountView{ID: a.ID, Bank: a.Bank, Holder: a.Holder, IBAN: bookstore.FormatIBAN(a.IBAN)}
	}
	switch state {
	case bookstore.TransferPartial:
		t.Missing = diff
	case bookstore.TransferAwaited:
		t.Missing = o.Totals.Total
	case bookstore.TransferExcess:
		t.Excess = diff
	case bookstore.TransferPaid:
	}
	if !o.PayBy.IsZero() {
		t.Deadline = &o.PayBy
	}
	v.Transfer = t
	return nil
}
