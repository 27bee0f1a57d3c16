package mail

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// SiteName is the sender's name and the mails' signature.
const SiteName = "Kitapevi Yayınları"

// Notifier renders mails, each with a dedup key naming the event (e.g.
// "order-confirmed:<order id>"), so queueing the same event again stores
// nothing new. Account mails are queued here (bookstore.AccountNotifier);
// order mails are only rendered and queued by the store in the order's own
// transaction (bookstore.OrderMails).
type Notifier struct {
	Outbox bookstore.Outbox
	Users  interface {
		UserByID(ctx context.Context, id string) (*bookstore.User, error)
	}
	// BaseURL is the public address the links in mails point to.
	BaseURL *url.URL
	Now     func() time.Time
}

func (n *Notifier) now() time.Time {
	if n.Now != nil {
		return n.Now()
	}
	return time.Now()
}

// link is the absolute URL of a page of the web app (web/paths.json).
func (n *Notifier) link(page web.Page, query url.Values, params ...string) string {
	u := n.BaseURL.JoinPath(web.Path(page, params...))
	u.RawQuery = query.Encode()
	return u.String()
}

// queue renders a kind for one recipient and enqueues it.
func (n *Notifier) queue(ctx context.Context, kind, key, email, name, subject string, v view) error {
	m, err := n.build(kind, key, email, name, subject, v)
	if err != nil {
		return err
	}
	_, err = n.Outbox.EnqueueMail(ctx, m)
	return err
}

func (n *Notifier) build(kind, key, email, name, subject string, v view) (bookstore.Mail, error) {
	v.Site, v.Subject, v.Name, v.BaseURL = SiteName, subject, name, n.BaseURL.String()
	text, html, err := render(kind, v)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("render %s: %w", kind, err)
	}
	return bookstore.Mail{DedupKey: key, Kind: kind, ToEmail: email, ToName: name, Subject: subject,
		TextBody: text, HTMLBody: html}, nil
}

// Welcome greets a new member.
func (n *Notifier) Welcome(ctx context.Context, u *bookstore.User) error {
	return n.queue(ctx, bookstore.MailWelcome, "welcome:"+u.ID, u.Email, u.DisplayName(),
		"Kitapevi Yayınları'na hoş geldiniz", view{Link: n.link(web.Books, nil)})
}

// PasswordResetRequested mails the reset link. The dedup key holds the
// token's hash, never the token.
func (n *Notifier) PasswordResetRequested(ctx context.Context, u *bookstore.User, token string, expires time.Time) error {
	return n.queue(ctx, bookstore.MailPasswordReset, "password-reset:"+bookstore.HashToken(token), u.Email, u.DisplayName(),
		"Şifre sıfırlama bağlantınız", view{Link: n.link(web.ResetPassword, url.Values{"token": {token}}), Expires: expires})
}

// PasswordChanged tells the user the password was reset and sessions ended.
func (n *Notifier) PasswordChanged(ctx context.Context, u *bookstore.User) error {
	at := n.now()
	return n.queue(ctx, bookstore.MailPasswordChanged, fmt.Sprintf("password-changed:%s:%d", u.ID, at.UnixNano()),
		u.Email, u.DisplayName(), "Şifreniz değiştirildi", view{Link: n.link(web.Login, nil), At: at})
}

// StockBackMail builds the mail of one stock alert (the worker queues it
// together with marking the alert sent).
func (n *Notifier) StockBackMail(a bookstore.StockAlert) (bookstore.Mail, error) {
	u := bookstore.User{Email: a.Email, FullName: a.FullName}
	return n.build(bookstore.MailStockBack, "stock-back:"+a.ID, a.Email, u.DisplayName(),
		"Beklediğiniz kitap stokta: "+a.BookTitle, view{Book: a.BookTitle, Link: n.link(web.Book, nil, a.BookID)})
}

// The order mails are only rendered: the checkout hands each to the store's
// transition, which queues it in the same transaction as the status change
// (bookstore.OrderMails).

// OrderConfirmed renders the confirmation with the items, totals, the
// instalments and charged amount when paid, the address and the accepted
// pre-information form and distance sales contract.
func (n *Notifier) OrderConfirmed(ctx context.Context, o *bookstore.Order) (bookstore.Mail, error) {
	return n.order(ctx, o, bookstore.MailOrderConfirmed, "order-confirmed", "Siparişiniz onaylandı", false)
}

// OrderShipped renders the carrier, tracking number and tracking link.
func (n *Notifier) OrderShipped(ctx context.Context, o *bookstore.Order) (bookstore.Mail, error) {
	return n.order(ctx, o, bookstore.MailOrderShipped, "order-shipped", "Siparişiniz kargoya verildi", false)
}

// OrderDelivered renders the delivery notice.
func (n *Notifier) OrderDelivered(ctx context.Context, o *bookstore.Order) (bookstore.Mail, error) {
	return n.order(ctx, o, bookstore.MailOrderDelivered, "order-delivered", "Siparişiniz teslim edildi", false)
}

// OrderCancelled renders the cancellation; with refunded it also tells about
// the refund. A cancellation and a later refund are two events (two dedup
// keys, two mails); each is sent once.
func (n *Notifier) OrderCancelled(ctx context.Context, o *bookstore.Order, refunded bool) (bookstore.Mail, error) {
	if refunded {
		return n.order(ctx, o, bookstore.MailOrderCancelled, "order-refunded", "Siparişiniz iptal edildi ve ücret iadesi yapıldı", true)
	}
	return n.order(ctx, o, bookstore.MailOrderCancelled, "order-cancelled", "Siparişiniz iptal edildi", false)
}

func (n *Notifier) order(ctx context.Context, o *bookstore.Order, kind, keyPrefix, subject string, refunded bool) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, o.UserID)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("order %s buyer: %w", o.ID, err)
	}
	ov := &orderView{Number: o.Number(), Subtotal: o.Totals.Subtotal, Shipping: o.Totals.Shipping, Total: o.Totals.Total,
		Installment: o.Installment, PaidAmount: o.PaidAmount,
		Address: o.ShippingAddress, Carrier: o.CargoCompany, TrackingNumber: o.TrackingNumber,
		TrackingURL: bookstore.TrackingURL(o.CargoCompany, o.TrackingNumber),
		Contracts:   o.ContractsText, ContractsAt: o.ContractsAcceptedAt}
	for _, it := range o.Items {
		ov.Items = append(ov.Items, itemView{Title: it.Title, Quantity: it.Quantity, Price: it.Price, Line: it.Price * int64(it.Quantity)})
	}
	return n.build(kind, keyPrefix+":"+o.ID, u.Email, u.DisplayName(), subject+" (#"+o.Number()+")",
		view{Order: ov, Refunded: refunded, Link: n.link(web.Order, nil, o.ID)})
}

var (
	_ bookstore.OrderMails      = (*Notifier)(nil)
	_ bookstore.AccountNotifier = (*Notifier)(nil)
)
