package iyzico

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"bookstore/internal/config"
)

// Client calls iyzico's API. It never logs: request bodies carry card data.
type Client struct {
	baseURL   string
	apiKey    string
	secretKey string
	http      *http.Client
}

// New builds a client. A nil hc gets one with config.IyzicoCall as its
// timeout that does not
// follow redirects (a payment API has no reason to redirect).
func New(baseURL, apiKey, secretKey string, hc *http.Client) *Client {
	if hc == nil {
		hc = &http.Client{Timeout: config.IyzicoCall,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	return &Client{baseURL: strings.TrimRight(baseURL, "/"), apiKey: apiKey, secretKey: secretKey, http: hc}
}

// Error is a failure iyzico reported (status "failure").
type Error struct {
	Code, Message, Group string
}

func (e *Error) Error() string { return fmt.Sprintf("iyzico: %s %s", e.Code, e.Message) }

// ErrBadSignature means a response or callback did not carry a valid
// signature: it must be treated as forged and change nothing.
var ErrBadSignature = errors.New("iyzico: invalid signature")

// Card is passed through to iyzico and never stored.
type Card struct {
	HolderName, Number, ExpireMonth, ExpireYear, CVC string
}

// Buyer is the customer as iyzico requires it.
type Buyer struct {
	ID, Name, Surname, IdentityNumber, Email, GSMNumber, Address, City, Country, ZipCode, IP string
	RegisteredAt, LastLoginAt                                                                time.Time
}

// Address is a shipping or billing address; ZipCode is optional.
type Address struct {
	ContactName, City, Country, Address, ZipCode string
}

// BasketItem is one line; Price is the line total in kuruş.
type BasketItem struct {
	ID, Name, Category string
	Price              int64
}

// InitRequest starts a 3D Secure payment. Price is the sum of the items,
// PaidPrice what is charged (with shipping), both in kuruş.
type InitRequest struct {
	ConversationID, BasketID, CallbackURL string
	Price, PaidPrice                      int64
	Card                                  Card
	Buyer                                 Buyer
	Shipping, Billing                     Address
	Items                                 []BasketItem
}

// InitResult is the started payment: its id and the bank's HTML page.
type InitResult struct {
	PaymentID string
	HTML      []byte
}

const timeLayout = "2006-01-02 15:04:05"

// Initialize3DS calls /payment/3dsecure/initialize and verifies the
// response signature (paymentId:conversationId).
func (c *Client) Initialize3DS(ctx context.Context, r InitRequest) (*InitResult, error) {
	body := map[string]any{
		"locale": "tr", "conversationId": r.ConversationID, "price": requestPrice(r.Price), "paidPrice": requestPrice(r.PaidPrice),
		"currency": "TRY", "installment": "1", "basketId": r.BasketID, "paymentChannel": "WEB", "paymentGroup": "PRODUCT",
		"callbackUrl": r.CallbackURL,
		"paymentCard": map[string]any{"cardHolderName": r.Card.HolderName, "cardNumber": r.Card.Number,
			"expireMonth": r.Card.ExpireMonth, "expireYear": r.Card.ExpireYear, "cvc": r.Card.CVC, "registerCard": "0"},
		"buyer": buyerBody(r.Buyer), "shippingAddress": addressBody(r.Shipping), "billingAddress": addressBody(r.Billing),
		"basketItems": itemsBody(r.Items),
	}
	var resp struct {
		response
		PaymentID      string `json:"paymentId"`
		ConversationID string `json:"conversationId"`
		HTML           string `json:"threeDSHtmlContent"`
		Signature      string `json:"signature"`
	}
	if err := c.post(ctx, "/payment/3dsecure/initialize", body, &resp); err != nil {
		return nil, err
	}
	if err := resp.err(); err != nil {
		return nil, err
	}
	if !validSignature(resp.Signature, Signature(c.secretKey, resp.PaymentID, resp.ConversationID)) || resp.ConversationID != r.ConversationID {
		return nil, ErrBadSignature
	}
	html, err := base64.StdEncoding.DecodeString(resp.HTML)
	if err != nil {
		return nil, fmt.Errorf("iyzico: 3DS content: %w", err)
	}
	return &InitResult{PaymentID: resp.PaymentID, HTML: html}, nil
}

// Callback is what the bank's page POSTs to the callback URL.
type Callback struct {
	Status, PaymentID, ConversationData, ConversationID, MDStatus, Signature string
}

// ParseCallback reads the callback form.
func ParseCallback(form url.Values) Callback {
	return Callback{Status: form.Get("status"), PaymentID: form.Get("paymentId"), ConversationData: form.Get("conversationData"),
		ConversationID: form.Get("conversationId"), MDStatus: form.Get("mdStatus"), Signature: form.Get("signature")}
}

// VerifyCallback checks the callback's signature
// (conversationData:conversationId:mdStatus:paymentId:status).
func (c *Client) VerifyCallback(cb Callback) error {
	want := Signature(c.secretKey, cb.ConversationData, cb.ConversationID, cb.MDStatus, cb.PaymentID, cb.Status)
	if !validSignature(cb.Signature, want) {
		return ErrBadSignature
	}
	return nil
}

// Approved reports whether the bank authenticated the card: only then may
// the payment be completed.
func (cb Callback) Approved() bool { return cb.Status == "success" && cb.MDStatus == "1" }

// AuthRequest completes a 3D Secure payment (auth v2): the amounts and ids
// must equal those sent at initialize.
type AuthRequest struct {
	ConversationID, PaymentID, BasketID, ConversationData string
	PaidPrice                                             int64
}

// Payment is a completed payment as iyzico reports it, amounts in kuruş.
type Payment struct {
	PaymentID, Currency, BasketID, ConversationID string
	// Status is iyzico's paymentStatus (SUCCESS for a charge).
	Status string
	// PaidPrice is what the card was charged: more than Price when the
	// buyer chose instalments with interest (Installment > 1).
	Price, PaidPrice         int64
	Installment, FraudStatus int
	// TransactionIDs are the item transactions, needed for partial refunds;
	// Items says which basket item each one is.
	TransactionIDs []string
	Items          []ItemTransaction
}

// ItemTransaction is one basket item of a payment: the id the shop sent,
// iyzico's paymentTransactionId (what a refund of the item names) and the
// item's share of what was charged (paidPrice), the most it can refund.
type ItemTransaction struct {
	ItemID, TransactionID string
	PaidPrice             int64
}

// Complete3DS calls /payment/v2/3dsecure/auth, verifies the response
// signature (paymentId:currency:basketId:conversationId:paidPrice:price) and
// returns the payment. The caller still checks the amounts and ids against
// its order.
func (c *Client) Complete3DS(ctx context.Context, r AuthRequest) (*Payment, error) {
	body := map[string]any{"locale": "tr", "conversationId": r.ConversationID, "paymentId": r.PaymentID,
		"paidPrice": requestPrice(r.PaidPrice), "basketId": r.BasketID, "currency": "TRY"}
	if r.ConversationData != "" {
		body["conversationData"] = r.ConversationData
	}
	var resp paymentAnswer
	if err := c.post(ctx, "/payment/v2/3dsecure/auth", body, &resp); err != nil {
		return nil, err
	}
	if err := resp.err(); err != nil {
		return nil, err
	}
	return c.verifiedPayment(&resp, true, false)
}

// Cancel voids a payment made today (/payment/cancel).
func (c *Client) Cancel(ctx context.Context, conversationID, paymentID, ip string) error {
	var resp response
	if err := c.post(ctx, "/payment/cancel", map[string]any{"locale": "tr", "conversationId": conversationID,
		"paymentId": paymentID, "ip": ip}, &resp); err != nil {
		return err
	}
	return resp.err()
}

// Refund returns an amount of a payment (/v2/payment/refund).
func (c *Client) Refund(ctx context.Context, conversationID, paymentID string, amount int64, ip string) error {
	var resp response
	if err := c.post(ctx, "/v2/payment/refund", map[string]any{"locale": "tr", "conversationId": conversationID,
		"paymentId": paymentID, "price": requestPrice(amount), "currency": "TRY", "ip": ip}, &resp); err != nil {
		return err
	}
	return resp.err()
}

// RefundItem returns an amount of one basket item (/payment/refund by its
// paymentTransactionId): iyzico's way to refund one book of three, repeatable
// while the item's refunds stay within its paidPrice.
func (c *Client) RefundItem(ctx context.Context, conversationID, transactionID string, amount int64, ip string) error {
	var resp response
	if err := c.post(ctx, "/payment/refund", map[string]any{"locale": "tr", "conversationId": conversationID,
		"paymentTransactionId": transactionID, "price": requestPrice(amount), "currency": "TRY", "ip": ip}, &resp); err != nil {
		return err
	}
	return resp.err()
}

// response is the envelope of every answer.
type response struct {
	Status       string `json:"status"`
	ErrorCode    string `json:"errorCode"`
	ErrorMessage string `json:"errorMessage"`
	ErrorGroup   string `json:"errorGroup"`
}

func (r *response) err() error {
	if r.Status == "success" {
		return nil
	}
	return &Error{Code: r.ErrorCode, Message: r.ErrorMessage, Group: r.ErrorGroup}
}

// maxResponse bounds what is read from iyzico.
const maxResponse = 1 << 20

// post sends a signed JSON request and decodes the answer.
func (c *Client) post(ctx context.Context, path string, body any, out any) error {
	raw, err := json.Marshal(body)
	if err != nil {
		return err
	}
	return c.send(ctx, http.MethodPost, path, "", raw, out)
}

// send signs path and raw (the query is not signed: IYZWSv2 covers the
// path and the body) and decodes the answer.
func (c *Client) send(ctx context.Context, method, path, query string, raw []byte, out any) error {
	target := c.baseURL + path
	if query != "" {
		target += "?" + query
	}
	var body io.Reader
	if raw != nil {
		body = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, body)
	if err != nil {
		return err
	}
	rnd := randomKey()
	req.Header.Set("Authorization", AuthorizationHeader(c.apiKey, c.secretKey, rnd, path, raw))
	req.Header.Set("x-iyzi-rnd", rnd)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	res, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("iyzico %s: %w", path, err)
	}
	defer closeBody(res.Body)
	b, err := io.ReadAll(io.LimitReader(res.Body, maxResponse))
	if err != nil {
		return fmt.Errorf("iyzico %s: %w", path, err)
	}
	if res.StatusCode >= 500 {
		return fmt.Errorf("iyzico %s: HTTP %d", path, res.StatusCode)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(out); err != nil {
		return fmt.Errorf("iyzico %s: HTTP %d: %w", path, res.StatusCode, err)
	}
	return nil
}

// randomKey is the per-request nonce of the IYZWSv2 header.
func randomKey() string {
	b := make([]byte, 12)
	rand.Read(b)
	return strconv.FormatInt(time.Now().UnixMilli(), 10) + hex.EncodeToString(b)
}

// closeBody closes a response body that has been read to the end or to a
// limit: the read's error is the one that counts, and a failed close of a
// read body loses nothing.
func closeBody(body io.Closer) {
	_ = body.Close()
}
