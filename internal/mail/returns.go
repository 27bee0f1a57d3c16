package mail

import (
	"context"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// ReturnUpdated renders the shopper's mail of a return request's state:
// one per request and state (the dedup key), so a step is mailed once.
func (n *Notifier) ReturnUpdated(ctx context.Context, u *bookstore.User, o *bookstore.Order, r *bookstore.ReturnRequest) (bookstore.Mail, error) {
	rv := &returnView{Code: r.Code, State: r.State.Label(), Instructions: r.Instructions, RejectReason: r.RejectReason,
		Requested: r.State == bookstore.ReturnRequested, Received: r.State == bookstore.ReturnReceived,
		Refunded: r.State == bookstore.ReturnRefunded, Rejected: r.State == bookstore.ReturnRejected,
		Damaged: r.Condition == bookstore.ConditionDamaged, Amount: r.Refunded()}
	for _, l := range r.Lines {
		rv.Lines = append(rv.Lines, itemView{Title: l.Title, Quantity: l.Quantity, Price: l.UnitPrice, Line: l.UnitPrice * int64(l.Quantity)})
	}
	subject := "İade talebiniz: " + r.State.Label() + " (#" + o.Number() + ")"
	return n.build(ctx, bookstore.MailReturnUpdate, "return-"+string(r.State)+":"+r.ID, u.Email, u.DisplayName(), subject,
		view{Order: &orderView{Number: o.Number()}, Return: rv, Link: n.link(web.Order, nil, o.ID)})
}

var _ bookstore.ReturnMails = (*Notifier)(nil)
