package iyzico

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// Provider adapts the client to the domain's PaymentProvider: it builds
// iyzico's request from an order and turns iyzico's refusals into
// bookstore.PaymentDeclined.
type Provider struct {
	C *Client
	// Now is the clock for form expiry; nil means time.Now.
	Now func() time.Time
}

var _ bookstore.PaymentProvider = Provider{}

// defaultTokenTTL is used when iyzico's answer gives no lifetime (its
// sandbox says 1800 s).
const defaultTokenTTL = 30 * time.Minute

func (p Provider) now() time.Time {
	if p.Now != nil {
		return p.Now()
	}
	return time.Now()
}

// country is the country of every address: the shop sells within Türkiye.
const country = "Türkiye"

// parties is the buyer, the shipping and billing addresses and the basket
// of an order as iyzico wants them: the address book's fields when the
// order has them, else the profile's free text (its last "/ part" is the
// city).
func parties(r bookstore.PaymentRequest) (Buyer, Address, Address, []BasketItem) {
	name, surname := splitName(r.Buyer.FullName)
	id := r.Buyer.IdentityNumber
	if id == "" {
		id = bookstore.ConsumerTCKN // iyzico requires the field and documents this placeholder
	}
	city := cityOf(r.Buyer.Address)
	shipping := Address{ContactName: r.Buyer.FullName, City: city, Country: country, Address: r.Buyer.Address}
	billing := shipping
	if r.Shipping != nil && r.Billing != nil {
		shipping, billing = addressOf(r.Shipping), addressOf(r.Billing)
	}
	buyer := Buyer{ID: r.Buyer.UserID, Name: name, Surname: surname, IdentityNumber: id, Email: r.Buyer.Email,
		GSMNumber: gsm(r.Buyer.Phone), Address: billing.Address, City: billing.City, Country: country,
		ZipCode: billing.ZipCode, IP: r.Buyer.IP, RegisteredAt: r.Buyer.RegisteredAt, LastLoginAt: r.Buyer.RegisteredAt}
	items := make([]BasketItem, 0, len(r.Lines))
	for _, l := range r.Lines {
		items = append(items, BasketItem{ID: l.ID, Name: l.Name, Category: l.Category, Price: l.Price})
	}
	return buyer, shipping, billing, items
}

// addressOf is an address book entry in iyzico's fields: the city is the
// il, the address the mahalle, the açık adres and the ilçe in one line.
func addressOf(a *bookstore.PaymentAddress) Address {
	var parts []string
	for _, p := range []string{a.Neighborhood, a.Line, a.District} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return Address{ContactName: a.ContactName, City: a.Province, Country: country, Address: strings.Join(parts, ", "),
		ZipCode: a.PostalCode}
}

// Start3DS calls initialize with the order id as conversation and basket id.
func (p Provider) Start3DS(ctx context.Context, r bookstore.PaymentRequest) (*bookstore.PaymentStart, error) {
	buyer, shipping, billing, items := parties(r)
	req := InitRequest{
		ConversationID: r.OrderID, BasketID: r.OrderID, CallbackURL: r.CallbackURL,
		Price: r.Amount, PaidPrice: r.Amount,
		Card: Card{HolderName: r.Card.HolderName, Number: r.Card.Number, ExpireMonth: r.Card.ExpireMonth,
			ExpireYear: r.Card.ExpireYear, CVC: r.Card.CVC},
		Buyer: buyer, Shipping: shipping, Billing: billing, Items: items,
	}
	res, err := p.C.Initialize3DS(ctx, req)
	if err != nil {
		return nil, declined(err)
	}
	return &bookstore.PaymentStart{PaymentID: res.PaymentID, HTML: res.HTML}, nil
}

// StartForm initializes a hosted form for the order: conversation and
// basket id are the order id, the amount is charged as it is (interest for
// instalments is added by iyzico on top and shows in the retrieved
// paidPrice).
func (p Provider) StartForm(ctx context.Context, r bookstore.PaymentRequest) (*bookstore.FormStart, error) {
	buyer, shipping, billing, items := parties(r)
	res, err := p.C.InitializeForm(ctx, FormRequest{
		ConversationID: r.OrderID, BasketID: r.OrderID, CallbackURL: r.CallbackURL,
		Price: r.Amount, PaidPrice: r.Amount, EnabledInstallments: r.Installments,
		Buyer: buyer, Shipping: shipping, Billing: billing, Items: items,
	})
	if err != nil {
		return nil, declined(err)
	}
	frame, err := iframeURL(res.PaymentPageURL)
	if err != nil {
		return nil, fmt.Errorf("iyzico: paymentPageUrl: %w", err)
	}
	ttl := time.Duration(res.TokenExpireTime) * time.Second
	if ttl <= 0 {
		ttl = defaultTokenTTL
	}
	return &bookstore.FormStart{Token: res.Token, PageURL: res.PaymentPageURL, FrameURL: frame, ExpiresAt: p.now().Add(ttl)}, nil
}

// iframeURL is the page in iyzico's documented iframe mode ("&iframe=true"
// on paymentPageUrl), added to the query whatever its shape.
func iframeURL(page string) (string, error) {
	u, err := url.Parse(page)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return "", fmt.Errorf("not an absolute URL: %q", page)
	}
	q := u.Query()
	if q.Has("iframe") {
		q.Set("iframe", "true")
		u.RawQuery = q.Encode()
	} else if u.RawQuery == "" {
		u.RawQuery = "iframe=true"
	} else {
		// Appended rather than re-encoded: iyzico's own parameters keep
		// their order and spelling.
		u.RawQuery += "&iframe=true"
	}
	return u.String(), nil
}

// RetrieveForm asks iyzico how the order's form ended. iyzico's "failure"
// answer (unpaid, unknown or expired token) means nothing was charged: the
// form is still open as far as the shop is concerned.
func (p Provider) RetrieveForm(ctx context.Context, orderID, token string) (*bookstore.FormOutcome, error) {
	res, err := p.C.RetrieveForm(ctx, orderID, token)
	var ierr *Error
	if errors.As(err, &ierr) {
		return &bookstore.FormOutcome{State: bookstore.FormOpen, Reason: strings.TrimSpace(ierr.Message)}, nil
	}
	if err != nil {
		return nil, err
	}
	switch res.PaymentStatus {
	case StatusSuccess:
		return &bookstore.FormOutcome{State: bookstore.FormPaid, Payment: completed(res.Payment)}, nil
	case StatusFailure:
		reason := res.ErrorMessage
		if reason == "" {
			reason = "Ödeme gerçekleşmedi"
		}
		return &bookstore.FormOutcome{State: bookstore.FormFailed, Reason: reason, Decline: DeclineReason(res.ErrorCode, res.ErrorGroup, res.MDStatus)}, nil
	}
	// INIT_THREEDS, CALLBACK_THREEDS, ...: the buyer is still on the pages.
	return &bookstore.FormOutcome{State: bookstore.FormOpen, Reason: res.PaymentStatus}, nil
}

// VerifyNotification checks a webhook's V3 signature: the CF format when
// it carries a token, the direct-payment format otherwise.
func (p Provider) VerifyNotification(n bookstore.PaymentNotification) error {
	return p.C.VerifyWebhook(n.EventType, n.PaymentID, n.Token, n.ConversationID, n.Status, n.Signature)
}

// PaymentDetail asks iyzico about a payment; anything but a charged
// payment (unknown id, failed, still in 3D Secure) is nil, nil.
func (p Provider) PaymentDetail(ctx context.Context, orderID, paymentID string) (*bookstore.CompletedPayment, error) {
	res, err := p.C.PaymentDetail(ctx, orderID, paymentID)
	var ierr *Error
	if errors.As(err, &ierr) && !unauthorized(ierr) {
		return nil, nil // iyzico has no charged payment of that id
	}
	if err != nil {
		return nil, err
	}
	if res.Status != StatusSuccess {
		return nil, nil
	}
	c := completed(*res)
	return &c, nil
}

func completed(p Payment) bookstore.CompletedPayment {
	return bookstore.CompletedPayment{PaymentID: p.PaymentID, ConversationID: p.ConversationID, BasketID: p.BasketID,
		Currency: p.Currency, Price: p.Price, PaidPrice: p.PaidPrice, Installment: p.Installment,
		FraudStatus: p.FraudStatus, TransactionIDs: p.TransactionIDs, Items: paidItems(p.Items)}
}

func paidItems(list []ItemTransaction) []bookstore.PaidItem {
	out := make([]bookstore.PaidItem, 0, len(list))
	for _, it := range list {
		if it.ItemID != "" && it.TransactionID != "" {
			out = append(out, bookstore.PaidItem{ItemID: it.ItemID, TransactionID: it.TransactionID})
		}
	}
	return out
}

func toCallback(cb bookstore.PaymentCallback) Callback {
	return Callback{Status: cb.Status, PaymentID: cb.PaymentID, ConversationData: cb.ConversationData,
		ConversationID: cb.ConversationID, MDStatus: cb.MDStatus, Signature: cb.Signature}
}

func (p Provider) VerifyCallback(cb bookstore.PaymentCallback) error {
	return p.C.VerifyCallback(toCallback(cb))
}

func (p Provider) CallbackApproved(cb bookstore.PaymentCallback) bool {
	return toCallback(cb).Approved()
}

// Complete3DS calls auth v2 with the order's amount.
func (p Provider) Complete3DS(ctx context.Context, orderID, paymentID, conversationData string, amount int64) (*bookstore.CompletedPayment, error) {
	res, err := p.C.Complete3DS(ctx, AuthRequest{ConversationID: orderID, PaymentID: paymentID, BasketID: orderID,
		ConversationData: conversationData, PaidPrice: amount})
	if err != nil {
		return nil, declined(err)
	}
	c := completed(*res)
	if c.Installment == 0 {
		c.Installment = 1 // direct 3D Secure is always a single payment here
	}
	return &c, nil
}

func (p Provider) Refund(ctx context.Context, orderID, paymentID string, amount int64, ip string) error {
	return declined(p.C.Refund(ctx, orderID, paymentID, amount, ip))
}

func (p Provider) RefundItem(ctx context.Context, orderID, transactionID string, amount int64, ip string) error {
	return declined(p.C.RefundItem(ctx, orderID, transactionID, amount, ip))
}

// Refunds reads the payment's refunds from iyzico's transaction report.
func (p Provider) Refunds(ctx context.Context, orderID, paymentID string) ([]bookstore.ProviderRefund, error) {
	list, err := p.C.PaymentRefunds(ctx, orderID, paymentID)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.ProviderRefund, len(list))
	for i, r := range list {
		out[i] = bookstore.ProviderRefund{TransactionID: r.TransactionID, ConversationID: r.ConversationID, Amount: r.Amount}
	}
	return out, nil
}

func (p Provider) Void(ctx context.Context, orderID, paymentID, ip string) error {
	return declined(p.C.Cancel(ctx, orderID, paymentID, ip))
}

// declined marks iyzico's own refusals (status failure) as declines; other
// errors (network, bad signature) pass through as they are.
func declined(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return &bookstore.PaymentDeclined{Reason: strings.TrimSpace(e.Code + " " + e.Message), Decline: DeclineReason(e.Code, e.Group, "")}
	}
	return err
}

// splitName gives iyzico a name and a surname: the last word is the surname.
func splitName(full string) (string, string) {
	f := strings.Fields(full)
	switch len(f) {
	case 0:
		return "Müşteri", "Müşteri"
	case 1:
		return f[0], f[0]
	}
	return strings.Join(f[:len(f)-1], " "), f[len(f)-1]
}

// cityOf takes the city from a Turkish address, which ends with
// "İlçe/İl" or the city's name; iyzico requires a city.
func cityOf(addr string) string {
	a := strings.TrimSpace(addr)
	if i := strings.LastIndex(a, "/"); i >= 0 && i < len(a)-1 {
		a = a[i+1:]
	} else if f := strings.Fields(a); len(f) > 0 {
		a = f[len(f)-1]
	}
	a = strings.Trim(a, " .,;")
	if a == "" {
		return country
	}
	return a
}

// gsm writes "+90 532 123 45 67" as iyzico's "+905321234567".
func gsm(phone string) string {
	return strings.ReplaceAll(phone, " ", "")
}

// unauthorized is iyzico refusing the shop's own request (a bad signature,
// unknown keys): it says nothing about the payment, so it must not be read
// as "not charged".
func unauthorized(e *Error) bool { return e.Code == "1000" || e.Code == "1001" }
