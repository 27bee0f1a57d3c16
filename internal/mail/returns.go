package mail

import (
	"context"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// ReturnUpdated renders the shopper's mail of a return request's state:
// one per request and state (the dedup key), so a step is mailed once.
func (n *Notifier) ReturnUpdated(ctx context.Context, u *bookstore.User, o *bookstore.Order, r *bookstore.ReturnRequest) (bookstore.Mail, error) {
	subject := "İade talebiniz: " + r.State.Label() + " (#" + o.Number() + ")"
	return n.build(ctx, bookstore.MailReturnUpdate, "return-"+string(r.State)+":"+r.ID, u.Email, u.DisplayName(), subject,
		view{Order: &orderView{Number: o.Number()}, Return: newReturnView(r), Link: n.link(web.Order, nil, o.ID)})
}

// ReturnCodeReady renders the mail of a return code the carrier gave after
// the request's mail (which said it was being prepared): once per request.
func (n *Notifier) ReturnCodeReady(ctx context.Context, u *bookstore.User, o *bookstore.Order, r *bookstore.ReturnRequest) (bookstore.Mail, error) {
	rv := newReturnView(r)
	rv.CodeReady = true
	return n.build(ctx, bookstore.MailReturnUpdate, "return-code:"+r.ID, u.Email, u.DisplayName(), "İade kodunuz hazır (#"+o.Number()+")",
		view{Order: &orderView{Number: o.Number()}, Return: rv, Link: n.link(web.Order, nil, o.ID)})
}

func newReturnView(r *bookstore.ReturnRequest) *returnView {
	rv := &returnView{Code: r.Code, State: r.State.Label(), Instructions: r.Instructions, RejectReason: r.RejectReason,
		Requested: r.State == bookstore.ReturnRequested, Received: r.State == bookstore.ReturnReceived,
		Refunded: r.State == bookstore.ReturnRefunded, Rejected: r.State == bookstore.ReturnRejected,
		Damaged: r.Condition == bookstore.ConditionDamaged, Amount: r.Refunded(), Carrier: r.Carrier, CarrierCode: r.CarrierCode}
	for _, l := range r.Lines {
		rv.Lines = append(rv.Lines, itemView{Title: l.Title, Quantity: l.Quantity, Price: l.UnitPrice, Line: l.UnitPrice * int64(l.Quantity)})
	}
	return rv
}

var _ bookstore.ReturnMails = (*Notifier)(nil)

// returnView is a return request in the shopper's mail.
type returnView struct {
	Code, State, Instructions, RejectReason string
	// Carrier and CarrierCode: the return carrier and the code the parcel
	// is handed over with; CodeReady: the mail of a code obtained later.
	Carrier, CarrierCode                    string
	CodeReady                               bool
	Requested, Received, Refunded, Rejected bool
	Damaged                                 bool
	Lines                                   []itemView
	Amount                                  int64 // refunded so far
}
