package mail

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
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
	// Pages gives the published contact content: the seller's identity in
	// every mail's footer (nil: none).
	Pages interface {
		PublishedPage(ctx context.Context, key string) (*bookstore.PageContent, error)
	}
	// Resets mints reset links when a reset mail is sent (auth.Service).
	Resets bookstore.ResetLinkMinter
	// SignInLinks mints one-time sign-in links likewise (auth.Service).
	SignInLinks bookstore.SignInLinkMinter
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
	m, err := n.build(ctx, kind, key, email, name, subject, v)
	if err != nil {
		return err
	}
	_, err = n.Outbox.EnqueueMail(ctx, m)
	return err
}

func (n *Notifier) build(ctx context.Context, kind, key, email, name, subject string, v view) (bookstore.Mail, error) {
	v.Site, v.Subject, v.Name, v.BaseURL = SiteName, subject, name, n.BaseURL.String()
	v.SellerLine = n.sellerLine(ctx)
	text, html, err := render(kind, v)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("render %s: %w", kind, err)
	}
	return bookstore.Mail{DedupKey: key, Kind: kind, ToEmail: email, ToName: name, Subject: subject,
		TextBody: text, HTMLBody: html}, nil
}

// Welcome greets a new account: a member with the shop, an author
// applicant with what happens to the application and the author panel.
func (n *Notifier) Welcome(ctx context.Context, u *bookstore.User) error {
	if u.Role == bookstore.RoleAuthor {
		return n.queue(ctx, bookstore.MailAuthorWelcome, "author-welcome:"+u.ID, u.Email, u.DisplayName(),
			"Yazar başvurunuz alındı", view{Link: n.link(web.AuthorPanel, nil)})
	}
	return n.queue(ctx, bookstore.MailWelcome, "welcome:"+u.ID, u.Email, u.DisplayName(),
		"Kitapevi Yayınları'na hoş geldiniz", view{Link: n.link(web.Books, nil)})
}

// AuthorDecision renders the mail that tells an author the admin approved
// the application, or did not (or withdrew the approval); the approval's
// transaction queues it. Each decision is its own mail.
func (n *Notifier) AuthorDecision(ctx context.Context, u *bookstore.User, authorName string, approved bool) (bookstore.Mail, error) {
	at := n.now()
	subject := "Yazar başvurunuz onaylandı"
	if !approved {
		subject = "Yazar başvurunuz hakkında"
	}
	return n.build(ctx, bookstore.MailAuthorDecision, fmt.Sprintf("author-decision:%s:%d", u.ID, at.UnixNano()), u.Email, u.DisplayName(),
		subject, view{Link: n.link(web.AuthorPanel, nil), At: at, AuthorName: authorName, Approved: approved})
}

// PasswordResetRequested queues the reset mail of a request without its
// link: the outbox copy (read by admins, logged in development) shows
// bookstore.RedactedLink. ResetMailToSend renders the live link just before
// the mail goes to SMTP. The dedup key names the request, which opens nothing.
func (n *Notifier) PasswordResetRequested(ctx context.Context, u *bookstore.User, requestID string) error {
	return n.queue(ctx, bookstore.MailPasswordReset, resetKeyPrefix+requestID, u.Email, u.DisplayName(),
		resetSubject, view{Link: bookstore.RedactedLink})
}

const (
	resetKeyPrefix = "password-reset:"
	resetSubject   = "Şifre sıfırlama bağlantınız"
)

// errNoResetMinter: a reset mail reached SMTP on a worker wired without a
// minter, which would send a mail without its link.
var errNoResetMinter = errors.New("mail: no ResetLinkMinter for password reset mails")

// ResetMailToSend is the copy of a queued reset mail that goes to SMTP: a
// token is minted for its request (bookstore.ResetLinkMinter) and the link
// rendered in. The copy is never stored. ErrNotFound: the request was used
// or is too old, so no link may be sent.
func (n *Notifier) ResetMailToSend(ctx context.Context, m bookstore.Mail) (bookstore.Mail, error) {
	if n.Resets == nil {
		return m, errNoResetMinter
	}
	return n.linkMailToSend(ctx, m, resetKeyPrefix, n.Resets.MintPasswordResetLink, web.ResetPassword)
}

// linkMailToSend renders a one-time link into a queued link mail just
// before it goes to SMTP: the request named by the mail's dedup key (after
// prefix) is minted a token, and page gets it. Password reset and sign-in
// link mails differ only in those three.
func (n *Notifier) linkMailToSend(ctx context.Context, m bookstore.Mail, prefix string,
	mint func(ctx context.Context, request string) (string, time.Time, error), page web.Page,
) (bookstore.Mail, error) {
	request, ok := strings.CutPrefix(m.DedupKey, prefix)
	if !ok {
		return m, fmt.Errorf("mail: %s mail %s has no request in its key", m.Kind, m.ID)
	}
	token, expires, err := mint(ctx, request)
	if err != nil {
		return m, err
	}
	built, err := n.build(ctx, m.Kind, m.DedupKey, m.ToEmail, m.ToName, m.Subject,
		view{Link: n.link(page, url.Values{"token": {token}}), Expires: expires})
	if err != nil {
		return m, err
	}
	m.TextBody, m.HTMLBody = built.TextBody, built.HTMLBody
	return m, nil
}

// SignInLinkRequested queues a one-time sign-in link mail without its link,
// as PasswordResetRequested does; SignInLinkMailToSend renders it at send time.
func (n *Notifier) SignInLinkRequested(ctx context.Context, u *bookstore.User, requestID string) error {
	return n.queue(ctx, bookstore.MailSignInLink, signInLinkKeyPrefix+requestID, u.Email, u.DisplayName(),
		signInLinkSubject, view{Link: bookstore.RedactedLink})
}

const (
	signInLinkKeyPrefix = "sign-in-link:"
	signInLinkSubject   = "Giriş bağlantınız"
)

var errNoSignInLinkMinter = errors.New("mail: no SignInLinkMinter for sign-in link mails")

// SignInLinkMailToSend is the copy of a queued sign-in link mail that goes
// to SMTP, with a freshly minted link (ErrNotFound: the request was used or
// is too old).
func (n *Notifier) SignInLinkMailToSend(ctx context.Context, m bookstore.Mail) (bookstore.Mail, error) {
	if n.SignInLinks == nil {
		return m, errNoSignInLinkMinter
	}
	return n.linkMailToSend(ctx, m, signInLinkKeyPrefix, n.SignInLinks.MintSignInLink, web.SignInLink)
}

var _ bookstore.SignInLinkNotifier = (*Notifier)(nil)

// PasswordChanged tells the user the password was reset and sessions ended.
func (n *Notifier) PasswordChanged(ctx context.Context, u *bookstore.User) error {
	at := n.now()
	return n.queue(ctx, bookstore.MailPasswordChanged, fmt.Sprintf("password-changed:%s:%d", u.ID, at.UnixNano()),
		u.Email, u.DisplayName(), "Şifreniz değiştirildi", view{Link: n.link(web.Login, nil), At: at})
}

// SignInFailuresMail renders the warning of failed sign-ins (queued by the
// auth service with its claim, at most once per window). The dedup key is
// the account and the minute, so a retry of the same claim is stored once.
func (n *Notifier) SignInFailuresMail(ctx context.Context, u *bookstore.User, at time.Time, ip string) (bookstore.Mail, error) {
	return n.build(ctx, bookstore.MailSignInFailures, fmt.Sprintf("sign-in-failures:%s:%d", u.ID, at.Unix()/60), u.Email, u.DisplayName(),
		"Hesabınıza çok sayıda başarısız giriş denemesi yapıldı", view{At: at, IP: ip, Link: n.link(web.Profile, nil)})
}

// StockBackMail builds the mail of one stock alert (the worker queues it
// together with marking the alert sent).
func (n *Notifier) StockBackMail(a bookstore.StockAlert) (bookstore.Mail, error) {
	u := bookstore.User{Email: a.Email, FullName: a.FullName}
	return n.build(context.Background(), bookstore.MailStockBack, "stock-back:"+a.ID, a.Email, u.DisplayName(),
		"Beklediğiniz kitap stokta: "+a.BookTitle, view{Book: a.BookTitle, Link: n.link(web.Book, nil, a.BookID)})
}

// The order mails are only rendered: the checkout hands each to the store's
// transition, which queues it in the same transaction as the status change
// (bookstore.OrderMails).

// OrderConfirmed renders the confirmation with the items, totals, the
// instalments and charged amount when paid, the delivery address and the
// billing party (when the order froze them) and the accepted
// pre-information form and distance sales contract.
func (n *Notifier) OrderConfirmed(ctx context.Context, o *bookstore.Order) (bookstore.Mail, error) {
	return n.order(ctx, o, bookstore.MailOrderConfirmed, "order-confirmed", "Siparişiniz onaylandı", false, "")
}

// OrderShipped renders the carrier, tracking number and tracking link.
func (n *Notifier) OrderShipped(ctx context.Context, o *bookstore.Order) (bookstore.Mail, error) {
	return n.order(ctx, o, bookstore.MailOrderShipped, "order-shipped", "Siparişiniz kargoya verildi", false, "")
}

// OrderDelivered renders the delivery notice.
func (n *Notifier) OrderDelivered(ctx context.Context, o *bookstore.Order) (bookstore.Mail, error) {
	return n.order(ctx, o, bookstore.MailOrderDelivered, "order-delivered", "Siparişiniz teslim edildi", false, "")
}

// OrderCancelled renders the cancellation; with refunded it also tells about
// the refund. A cancellation and a later refund are two events (two dedup
// keys, two mails); each is sent once. reason is the admin's, when given.
func (n *Notifier) OrderCancelled(ctx context.Context, o *bookstore.Order, refunded bool, reason string) (bookstore.Mail, error) {
	if refunded {
		return n.order(ctx, o, bookstore.MailOrderCancelled, "order-refunded", "Siparişiniz iptal edildi ve ücret iadesi yapıldı", true, reason)
	}
	return n.order(ctx, o, bookstore.MailOrderCancelled, "order-cancelled", "Siparişiniz iptal edildi", false, reason)
}

func (n *Notifier) order(ctx context.Context, o *bookstore.Order, kind, keyPrefix, subject string, refunded bool, reason string) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, o.UserID)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("order %s buyer: %w", o.ID, err)
	}
	ov := &orderView{Number: o.Number(), Subtotal: o.Totals.Subtotal, Shipping: o.Totals.Shipping, Total: o.Totals.Total,
		Discount: o.Totals.Discount, CouponCode: o.CouponCode,
		Installment: o.Installment, PaidAmount: o.PaidAmount,
		Address: o.ShippingAddress, Parties: partiesOf(o.Parties), Carrier: o.CargoCompany, TrackingNumber: o.TrackingNumber,
		TrackingURL: bookstore.TrackingURL(o.CargoCompany, o.TrackingNumber),
		Contracts:   o.ContractsText, ContractsAt: o.ContractsAcceptedAt,
		Method: string(o.PaymentMethod), MethodFee: o.Totals.MethodFee, MethodDiscount: o.Totals.MethodDiscount}
	for _, it := range o.Items {
		ov.Items = append(ov.Items, itemView{ReviewLink: n.reviewLink(it.BookID), Title: it.Title, Quantity: it.Quantity, Price: it.Price, Line: it.Price * int64(it.Quantity)})
	}
	return n.build(ctx, kind, keyPrefix+":"+o.ID, u.Email, u.DisplayName(), subject+" (#"+o.Number()+")",
		view{Order: ov, Refunded: refunded, Reason: reason, Link: n.link(web.Order, nil, o.ID)})
}

// reviewLink opens a book page at its review form.
func (n *Notifier) reviewLink(bookID string) string {
	u := n.BaseURL.JoinPath(web.Path(web.Book, bookID))
	u.Fragment = ReviewFormAnchor
	return u.String()
}

// ReviewFormAnchor is the id of the review form on a book page (the web's
// review section uses the same).
const ReviewFormAnchor = "degerlendir"

// ReviewRejected renders the mail of a rejected review with the admin's
// reason and a link back to the form; the key holds the time, so a
// review rejected again is mailed again.
func (n *Notifier) ReviewRejected(ctx context.Context, r *bookstore.Review, reason string) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, r.UserID)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("review %s reviewer: %w", r.ID, err)
	}
	return n.build(ctx, bookstore.MailReviewRejected, fmt.Sprintf("review-rejected:%s:%d", r.ID, n.now().UnixNano()), u.Email,
		u.DisplayName(), "Değerlendirmeniz yayımlanmadı: "+r.BookTitle,
		view{Book: r.BookTitle, Reason: reason, Link: n.reviewLink(r.BookID)})
}

// BookRevisionRejected renders the mail of an author's rejected book edit
// with the admin's reason and a link to their books; the key holds the
// time, so an edit rejected again is mailed again.
func (n *Notifier) BookRevisionRejected(ctx context.Context, userID string, b *bookstore.BookSummary, reason string) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, userID)
	if err != nil {
		return bookstore.Mail{}, fmt.Errorf("book %s author: %w", b.ID, err)
	}
	return n.build(ctx, bookstore.MailBookRevisionRejected, fmt.Sprintf("book-revision-rejected:%s:%d", b.ID, n.now().UnixNano()),
		u.Email, u.DisplayName(), "Kitap değişikliğiniz yayımlanmadı: "+b.Title,
		view{Book: b.Title, Reason: reason, Link: n.BaseURL.JoinPath(web.Path(web.AuthorBooks)).String()})
}

// sellerLine is the seller's identity from the published contact content;
// without it (or on a read error) the footer simply has none.
func (n *Notifier) sellerLine(ctx context.Context) string {
	if n.Pages == nil {
		return ""
	}
	p, err := n.Pages.PublishedPage(ctx, bookstore.PageContact)
	if err != nil {
		return ""
	}
	return bookstore.SellerOf(p).IdentityLine()
}

// AnnouncementMail renders an admin's announcement for one consenting
// member: a marketing mail with the one-click unsubscribe link in the body
// and the List-Unsubscribe header, sent only if the consent still holds.
func (n *Notifier) AnnouncementMail(a bookstore.Announcement, r bookstore.Recipient) (bookstore.Mail, error) {
	u := bookstore.User{Email: r.Email, FullName: r.Name}
	page := n.link(web.Unsubscribe, url.Values{"t": {r.Token}})
	oneClick := n.BaseURL.JoinPath("/api/unsubscribe")
	oneClick.RawQuery = url.Values{"t": {r.Token}}.Encode()
	m, err := n.build(context.Background(), bookstore.MailAnnouncement, "announcement:"+a.ID+":"+r.UserID, r.Email, u.DisplayName(),
		a.Subject, view{Body: a.Body, Link: n.link(web.Books, nil), Unsubscribe: page})
	m.ConsentUserID, m.ListUnsubscribe = r.UserID, oneClick.String()
	return m, err
}

var (
	_ bookstore.ReviewMails       = (*Notifier)(nil)
	_ bookstore.BookRevisionMails = (*Notifier)(nil)
	_ bookstore.SecurityMails     = (*Notifier)(nil)
	_ bookstore.AnnouncementMails = (*Notifier)(nil)
	_ bookstore.OrderMails        = (*Notifier)(nil)
	_ bookstore.AccountNotifier   = (*Notifier)(nil)
	_ bookstore.AuthorMails       = (*Notifier)(nil)
)
