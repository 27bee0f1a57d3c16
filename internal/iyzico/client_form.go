package iyzico

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bookstore/internal/bookstore"
)

// The hosted Checkout Form ("CF" in iyzico's documentation):
// initialize returns a token and iyzico's payment page; the buyer pays
// there (3D Secure included); the shop learns the outcome only by
// retrieving the form with its token, prompted by the browser's callback
// (which carries nothing but the token) or by a webhook.

// FormRequest starts a hosted form. Price is the sum of the items and
// PaidPrice what is charged before any instalment interest, both in kuruş.
// There is no card: the buyer types it on iyzico's page.
type FormRequest struct {
	ConversationID, BasketID, CallbackURL string
	Price, PaidPrice                      int64
	// EnabledInstallments the page may offer, e.g. [1 2 3 6].
	EnabledInstallments []int
	Buyer               Buyer
	Shipping, Billing   Address
	Items               []BasketItem
}

// FormInit is an initialized form.
type FormInit struct {
	Token, PaymentPageURL string
	// Content is iyzico's checkoutFormContent (a <script> snippet), for
	// shops that embed the form rather than open the page.
	Content string
	// TokenExpireTime is the token's lifetime in seconds (1800 in the sandbox).
	TokenExpireTime int64
}

func itemsBody(items []BasketItem) []map[string]any {
	out := make([]map[string]any, len(items))
	for i, it := range items {
		out[i] = map[string]any{"id": it.ID, "name": it.Name, "category1": it.Category, "itemType": "PHYSICAL", "price": requestPrice(it.Price)}
	}
	return out
}

func addressBody(a Address) map[string]any {
	m := map[string]any{"contactName": a.ContactName, "city": a.City, "country": a.Country, "address": a.Address}
	if a.ZipCode != "" {
		m["zipCode"] = a.ZipCode
	}
	return m
}

func buyerBody(b Buyer) map[string]any {
	m := map[string]any{"id": b.ID, "name": b.Name, "surname": b.Surname,
		"identityNumber": b.IdentityNumber, "email": b.Email, "gsmNumber": b.GSMNumber,
		"registrationDate": b.RegisteredAt.UTC().Format(timeLayout), "lastLoginDate": b.LastLoginAt.UTC().Format(timeLayout),
		"registrationAddress": b.Address, "city": b.City, "country": b.Country, "ip": b.IP}
	if b.ZipCode != "" {
		m["zipCode"] = b.ZipCode
	}
	return m
}

// InitializeForm calls the CF initialize and verifies the answer's
// signature (conversationId:token) and that it names our conversation.
func (c *Client) InitializeForm(ctx context.Context, r FormRequest) (*FormInit, error) {
	// No paymentCard, installment or paymentChannel: no SDK sends them for
	// the CF, and stray fields have cost others "Geçersiz imza".
	body := map[string]any{
		"locale": "tr", "conversationId": r.ConversationID, "price": requestPrice(r.Price), "paidPrice": requestPrice(r.PaidPrice),
		"currency": "TRY", "basketId": r.BasketID, "paymentGroup": "PRODUCT", "callbackUrl": r.CallbackURL,
		"buyer":           buyerBody(r.Buyer),
		"shippingAddress": addressBody(r.Shipping), "billingAddress": addressBody(r.Billing), "basketItems": itemsBody(r.Items),
	}
	// Without a list, iyzico offers what the merchant panel allows.
	if len(r.EnabledInstallments) > 0 {
		body["enabledInstallments"] = r.EnabledInstallments
	}
	var resp struct {
		response
		ConversationID  string      `json:"conversationId"`
		Token           string      `json:"token"`
		Content         string      `json:"checkoutFormContent"`
		TokenExpireTime json.Number `json:"tokenExpireTime"`
		PaymentPageURL  string      `json:"paymentPageUrl"`
		Signature       string      `json:"signature"`
	}
	if err := c.post(ctx, "/payment/iyzipos/checkoutform/initialize/auth/ecom", body, &resp); err != nil {
		return nil, err
	}
	if err := resp.err(); err != nil {
		return nil, err
	}
	if resp.Token == "" || resp.ConversationID != r.ConversationID ||
		!validSignature(resp.Signature, Signature(c.secretKey, resp.ConversationID, resp.Token)) {
		return nil, ErrBadSignature
	}
	ttl, _ := resp.TokenExpireTime.Int64()
	return &FormInit{Token: resp.Token, PaymentPageURL: resp.PaymentPageURL, Content: resp.Content, TokenExpireTime: ttl}, nil
}

// Payment statuses of a retrieved form or payment.
const (
	StatusSuccess = "SUCCESS"
	StatusFailure = "FAILURE"
)

// FormResult is a retrieved form: PaymentStatus is SUCCESS (Payment is
// charged), FAILURE, or an intermediate state (INIT_THREEDS,
// CALLBACK_THREEDS, ...) while the buyer is still on the pages.
type FormResult struct {
	PaymentStatus string
	Payment       Payment
	// ErrorMessage is iyzico's reason for a FAILURE, when it gives one,
	// with its code and group (DeclineReason reads them).
	ErrorMessage, ErrorCode, ErrorGroup string
	// MDStatus is the 3D Secure result ("1" passed; "" when not given).
	MDStatus string
}

// paymentAnswer is the Payment resource common to retrieve, auth and detail.
type paymentAnswer struct {
	response
	PaymentID        string      `json:"paymentId"`
	PaymentStatus    string      `json:"paymentStatus"`
	Currency         string      `json:"currency"`
	BasketID         string      `json:"basketId"`
	ConversationID   string      `json:"conversationId"`
	Token            string      `json:"token"`
	Price            json.Number `json:"price"`
	PaidPrice        json.Number `json:"paidPrice"`
	Installment      json.Number `json:"installment"`
	FraudStatus      json.Number `json:"fraudStatus"`
	Signature        string      `json:"signature"`
	MDStatus         flexString  `json:"mdStatus"`
	ItemTransactions []struct {
		ItemID               flexString  `json:"itemId"`
		PaymentTransactionID flexString  `json:"paymentTransactionId"`
		PaidPrice            json.Number `json:"paidPrice"`
	} `json:"itemTransactions"`
}

// flexString takes an id whether iyzico writes it as a string or a number.
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*f = flexString(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	*f = flexString(n)
	return nil
}

// prices reads both amounts as exact kuruş plus their signature spelling.
// An absent amount (null) signs as "" and reads as 0; required says it
// must be present (a charged payment).
func (a *paymentAnswer) prices(required bool) (price, paid int64, priceSig, paidSig string, ok bool) {
	read := func(n json.Number) (int64, string, bool) {
		if n == "" {
			return 0, "", !required
		}
		k, ok := ParsePrice(n.String())
		return k, signaturePrice(k), ok
	}
	price, priceSig, ok1 := read(a.Price)
	paid, paidSig, ok2 := read(a.PaidPrice)
	return price, paid, priceSig, paidSig, ok1 && ok2
}

func (a *paymentAnswer) payment(price, paid int64) Payment {
	inst, _ := a.Installment.Int64()
	fraud, _ := a.FraudStatus.Int64()
	p := Payment{PaymentID: a.PaymentID, Status: a.PaymentStatus, Currency: a.Currency, BasketID: a.BasketID,
		ConversationID: a.ConversationID, Price: price, PaidPrice: paid, Installment: int(inst), FraudStatus: int(fraud)}
	for _, it := range a.ItemTransactions {
		p.TransactionIDs = append(p.TransactionIDs, string(it.PaymentTransactionID))
		paidPrice, _ := ParsePrice(it.PaidPrice.String())
		p.Items = append(p.Items, ItemTransaction{ItemID: string(it.ItemID), TransactionID: string(it.PaymentTransactionID), PaidPrice: paidPrice})
	}
	return p
}

// RetrieveForm calls the CF retrieve. iyzico's status "failure" (an unpaid,
// unknown or expired token) comes back as *Error; a "success" answer has
// its signature verified
// (paymentStatus:paymentId:currency:basketId:conversationId:paidPrice:price:token)
// and must name the token asked about.
func (c *Client) RetrieveForm(ctx context.Context, conversationID, token string) (*FormResult, error) {
	var resp paymentAnswer
	if err := c.post(ctx, "/payment/iyzipos/checkoutform/auth/ecom/detail",
		map[string]any{"locale": "tr", "conversationId": conversationID, "token": token}, &resp); err != nil {
		return nil, err
	}
	if err := resp.err(); err != nil {
		return nil, err
	}
	if resp.Token != token {
		return nil, ErrBadSignature
	}
	p, err := c.verifiedPayment(&resp, resp.PaymentStatus == StatusSuccess, true)
	if err != nil {
		return nil, err
	}
	return &FormResult{PaymentStatus: resp.PaymentStatus, Payment: *p, ErrorMessage: resp.ErrorMessage,
		ErrorCode: resp.ErrorCode, ErrorGroup: resp.ErrorGroup, MDStatus: string(resp.MDStatus)}, nil
}

// verifiedPayment checks a payment answer's signature and reads its
// amounts exactly. iyzico signs paymentId:currency:basketId:conversationId:
// paidPrice:price (auth, detail); a retrieved form adds paymentStatus before
// and its token after. required: the prices must be there (a charge).
func (c *Client) verifiedPayment(a *paymentAnswer, required, form bool) (*Payment, error) {
	price, paid, priceSig, paidSig, ok := a.prices(required)
	if !ok {
		return nil, ErrBadSignature
	}
	values := []string{a.PaymentID, a.Currency, a.BasketID, a.ConversationID, paidSig, priceSig}
	if form {
		values = append(append([]string{a.PaymentStatus}, values...), a.Token)
	}
	if !validSignature(a.Signature, Signature(c.secretKey, values...)) {
		return nil, ErrBadSignature
	}
	p := a.payment(price, paid)
	return &p, nil
}

// PaymentDetail calls /payment/detail for a payment id and verifies the
// answer (paymentId:currency:basketId:conversationId:paidPrice:price). The
// caller looks at Payment.Status: only SUCCESS is a charge. iyzico's
// "failure" (no such payment) comes back as *Error.
func (c *Client) PaymentDetail(ctx context.Context, conversationID, paymentID string) (*Payment, error) {
	var resp paymentAnswer
	if err := c.post(ctx, "/payment/detail",
		map[string]any{"locale": "tr", "conversationId": conversationID, "paymentId": paymentID}, &resp); err != nil {
		return nil, err
	}
	if err := resp.err(); err != nil {
		return nil, err
	}
	if resp.PaymentID != paymentID {
		return nil, ErrBadSignature
	}
	return c.verifiedPayment(&resp, resp.PaymentStatus == StatusSuccess, false)
}

// WebhookSignatureHeader carries a webhook's V3 signature.
const WebhookSignatureHeader = "X-IYZ-SIGNATURE-V3"

// Webhook event types.
const (
	EventCheckoutFormAuth = "CHECKOUT_FORM_AUTH"
	EventAPIAuth          = "API_AUTH"
	EventThreeDSAuth      = "THREE_DS_AUTH"
)

// WebhookSignature is the V3 signature: hex(HMAC-SHA256(secret, secret +
// eventType + paymentID + token + conversationID + status)), no
// separators. With an empty token it is the direct-payment format
// (secret + eventType + paymentId + conversationId + status), which is the
// same concatenation without the token.
func WebhookSignature(secretKey, eventType, paymentID, token, conversationID, status string) string {
	mac := hmac.New(sha256.New, []byte(secretKey))
	mac.Write([]byte(secretKey + eventType + paymentID + token + conversationID + status))
	return hex.EncodeToString(mac.Sum(nil))
}

// VerifyWebhook checks a notification's V3 signature in constant time.
func (c *Client) VerifyWebhook(eventType, paymentID, token, conversationID, status, signature string) error {
	if !validSignature(signature, WebhookSignature(c.secretKey, eventType, paymentID, token, conversationID, status)) {
		return ErrBadSignature
	}
	return nil
}

// MaxNotificationBytes bounds a webhook body; iyzico's are a few hundred bytes.
const MaxNotificationBytes = 16 << 10

// ErrNotification is a webhook body that is not iyzico's notification.
var ErrNotification = errors.New("iyzico: malformed notification")

// ParseNotification reads a webhook body (HPP format for the CF, with
// token and iyziPaymentId; or the direct format with paymentId) and its
// X-IYZ-SIGNATURE-V3 header. It verifies nothing: VerifyNotification does.
func ParseNotification(body []byte, signatureHeader string) (bookstore.PaymentNotification, error) {
	if len(body) > MaxNotificationBytes {
		return bookstore.PaymentNotification{}, fmt.Errorf("%w: %d bytes", ErrNotification, len(body))
	}
	var n struct {
		PaymentConversationID string      `json:"paymentConversationId"`
		Token                 string      `json:"token"`
		Status                string      `json:"status"`
		EventType             string      `json:"iyziEventType"`
		IyziPaymentID         json.Number `json:"iyziPaymentId"`
		PaymentID             json.Number `json:"paymentId"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&n); err != nil {
		return bookstore.PaymentNotification{}, fmt.Errorf("%w: %w", ErrNotification, err)
	}
	// The HPP format signs iyziPaymentId, the direct one paymentId (the
	// same number when both are present).
	id := n.IyziPaymentID.String()
	if n.Token == "" && n.PaymentID != "" {
		id = n.PaymentID.String()
	}
	if n.EventType == "" || n.Status == "" || (id == "" && n.Token == "") {
		return bookstore.PaymentNotification{}, ErrNotification
	}
	return bookstore.PaymentNotification{EventType: n.EventType, PaymentID: id, Token: n.Token,
		ConversationID: n.PaymentConversationID, Status: n.Status, Signature: strings.TrimSpace(signatureHeader)}, nil
}
