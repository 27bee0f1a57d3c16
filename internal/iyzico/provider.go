package iyzico

import (
	"context"
	"errors"
	"strings"

	"bookstore/internal/bookstore"
)

// Provider adapts the client to the domain's PaymentProvider: it builds
// iyzico's request from an order and turns iyzico's refusals into
// bookstore.PaymentDeclined.
type Provider struct{ C *Client }

var _ bookstore.PaymentProvider = Provider{}

// Start3DS calls initialize with the order id as conversation and basket id.
func (p Provider) Start3DS(ctx context.Context, r bookstore.PaymentRequest) (*bookstore.PaymentStart, error) {
	name, surname := splitName(r.Buyer.FullName)
	city := cityOf(r.Buyer.Address)
	req := InitRequest{
		ConversationID: r.OrderID, BasketID: r.OrderID, CallbackURL: r.CallbackURL,
		Price: r.Amount, PaidPrice: r.Amount,
		Card: Card{HolderName: r.Card.HolderName, Number: r.Card.Number, ExpireMonth: r.Card.ExpireMonth,
			ExpireYear: r.Card.ExpireYear, CVC: r.Card.CVC},
		Buyer: Buyer{ID: r.Buyer.UserID, Name: name, Surname: surname,
			// The shop does not collect TCKN (not needed to sell books);
			// iyzico requires the field and documents this placeholder.
			IdentityNumber: "11111111111", Email: r.Buyer.Email, GSMNumber: gsm(r.Buyer.Phone),
			Address: r.Buyer.Address, City: city, Country: "Turkey", IP: r.Buyer.IP,
			RegisteredAt: r.Buyer.RegisteredAt, LastLoginAt: r.Buyer.RegisteredAt},
		Shipping: Address{ContactName: r.Buyer.FullName, City: city, Country: "Turkey", Address: r.Buyer.Address},
		Billing:  Address{ContactName: r.Buyer.FullName, City: city, Country: "Turkey", Address: r.Buyer.Address},
	}
	for _, l := range r.Lines {
		req.Items = append(req.Items, BasketItem{ID: l.ID, Name: l.Name, Category: l.Category, Price: l.Price})
	}
	res, err := p.C.Initialize3DS(ctx, req)
	if err != nil {
		return nil, declined(err)
	}
	return &bookstore.PaymentStart{PaymentID: res.PaymentID, HTML: res.HTML}, nil
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
	return &bookstore.CompletedPayment{PaymentID: res.PaymentID, ConversationID: res.ConversationID, BasketID: res.BasketID,
		Currency: res.Currency, Price: res.Price, PaidPrice: res.PaidPrice, Installment: 1, FraudStatus: res.FraudStatus, TransactionIDs: res.TransactionIDs}, nil
}

func (p Provider) Refund(ctx context.Context, orderID, paymentID string, amount int64, ip string) error {
	return declined(p.C.Refund(ctx, orderID, paymentID, amount, ip))
}

func (p Provider) Void(ctx context.Context, orderID, paymentID, ip string) error {
	return declined(p.C.Cancel(ctx, orderID, paymentID, ip))
}

// declined marks iyzico's own refusals (status failure) as declines; other
// errors (network, bad signature) pass through as they are.
func declined(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return &bookstore.PaymentDeclined{Reason: strings.TrimSpace(e.Code + " " + e.Message)}
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
		return "Türkiye"
	}
	return a
}

// gsm writes "+90 532 123 45 67" as iyzico's "+905321234567".
func gsm(phone string) string {
	return strings.ReplaceAll(phone, " ", "")
}
