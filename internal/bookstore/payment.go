package bookstore

import (
	"context"
	"time"
)

// The payment provider as the checkout sees it (iyzico, or its simulator).
// Two ways to take a card, chosen by configuration:
//   - the hosted Checkout Form: the buyer types the card on the provider's
//     page; the shop never sees it (PCI DSS SAQ A) and learns the outcome by
//     asking the provider with the form's token;
//   - direct 3D Secure: the shop's own card form, the bank's page in a frame,
//     and a signed callback the shop completes (auth) itself.

// PaymentMode is how the shop takes card payments.
type PaymentMode string

const (
	PaymentCheckoutForm PaymentMode = "checkout-form"
	PaymentDirect3DS    PaymentMode = "direct-3ds"
)

// Valid reports whether m is a known mode.
func (m PaymentMode) Valid() bool { return m == PaymentCheckoutForm || m == PaymentDirect3DS }

// PaymentBuyer is the customer as the payment provider needs them.
type PaymentBuyer struct {
	UserID, FullName, Email, Phone, Address, IP string
	// IdentityNumber is the T.C. kimlik numarası the provider requires:
	// the one the buyer gave, else ConsumerTCKN (BillingIdentity.PersonalID).
	IdentityNumber string
	RegisteredAt   time.Time
}

// PaymentAddress is an address from the address book as the provider takes
// it: the contact, the il and ilçe, the mahalle, the açık adres and the
// posta kodu (possibly empty).
type PaymentAddress struct {
	ContactName, Province, District, Neighborhood, Line, PostalCode string
}

// paymentAddress is a, sent to contact.
func paymentAddress(a *Address, contact string) *PaymentAddress {
	return &PaymentAddress{ContactName: contact, Province: a.Province, District: a.District, Neighborhood: a.Neighborhood,
		Line: a.Line, PostalCode: a.PostalCode}
}

// PaymentLine is one basket line; Price is the line total in kuruş.
type PaymentLine struct {
	ID, Name, Category string
	Price              int64
}

// PaymentRequest starts a payment for an order. The order id is both the
// conversation id and the basket id, so every answer names its order.
type PaymentRequest struct {
	OrderID     string
	Amount      int64 // the order total in kuruş: the basket lines add up to it
	Lines       []PaymentLine
	Card        Card // direct 3D Secure only; empty for the hosted form
	Buyer       PaymentBuyer
	CallbackURL string
	// Installments the hosted form may offer (e.g. 1, 2, 3, 6); empty: the
	// provider's default.
	Installments []int
	// Shipping and Billing are the order's frozen addresses; nil for an
	// order placed to the profile's free text (Buyer.Address).
	Shipping, Billing *PaymentAddress
}

// WithParties sends the order's frozen parties: the delivery address to its
// recipient, the billing address to the billing party (the person or the
// unvan), and the buyer's identity number. Without parties (nil) the
// request keeps the free text and the consumer placeholder.
func (r *PaymentRequest) WithParties(p *OrderParties) {
	if p == nil {
		r.Buyer.IdentityNumber = ConsumerTCKN
		return
	}
	r.Buyer.IdentityNumber = p.Identity.PersonalID()
	r.Shipping = paymentAddress(&p.Delivery, p.Delivery.Recipient)
	r.Billing = paymentAddress(&p.Billing, p.Identity.PartyName())
}

// PaymentStart is a started 3D Secure payment: the provider's payment id and
// the bank page to show the buyer.
type PaymentStart struct {
	PaymentID string
	HTML      []byte
}

// FormStart is a started hosted payment form.
type FormStart struct {
	// Token names the form at the provider: its callback, retrieve and
	// notifications carry it.
	Token string
	// PageURL is the provider's payment page (to open in the whole window);
	// FrameURL is the same page in its documented iframe mode.
	PageURL, FrameURL string
	// ExpiresAt is when the provider stops accepting the form.
	ExpiresAt time.Time
}

// PaymentCallback is what the bank page posts back after direct 3D Secure
// (the provider's fields).
type PaymentCallback struct {
	Status, PaymentID, ConversationID, ConversationData, MDStatus, Signature string
}

// CompletedPayment is a charged payment as the provider reports it. Price
// is what the basket cost; PaidPrice what the card was charged, which is
// more than Price when the buyer chose instalments with interest.
type CompletedPayment struct {
	PaymentID, ConversationID, BasketID, Currency string
	Price, PaidPrice                              int64
	Installment                                   int
	FraudStatus                                   int
	TransactionIDs                                []string
	// Items are the basket items as the provider charged them, each with
	// the transaction a refund of that item names.
	Items []PaidItem
}

// PaidItem is one basket item of a charged payment: the id the shop sent
// (BasketItemID) and the provider's transaction of it.
type PaidItem struct {
	ItemID, TransactionID string
}

// ShippingBasketItem is the basket item of the shipping fee.
const ShippingBasketItem = "kargo"

// BasketItemID is the basket item id of an order line at the provider:
// the book (an order has one line per book).
func BasketItemID(it *OrderItem) string { return it.BookID }

// RefundItem is the part of a refund that one basket item returns.
type RefundItem struct {
	ItemID        string // the basket item (BasketItemID, ShippingBasketItem)
	TransactionID string // the provider's transaction of it
	Amount        int64
}

// RefundItems spreads a refund over the basket items it returns: each
// line of the plan (order item id → kuruş) goes to its book's item and the
// shipping to the shipping item, so one book's refund is taken from that
// book's own charge, never from another item. ok is false when a part has
// no known transaction (a payment recorded before the shop kept them):
// the caller refunds by amount then.
func RefundItems(o *Order, plan RefundPlan, paid []PaidItem) (items []RefundItem, ok bool) {
	tx := make(map[string]string, len(paid))
	for _, p := range paid {
		tx[p.ItemID] = p.TransactionID
	}
	add := func(item string, amount int64) {
		if amount <= 0 {
			return
		}
		if tx[item] == "" {
			ok = false
		}
		items = append(items, RefundItem{ItemID: item, TransactionID: tx[item], Amount: amount})
	}
	ok = true
	for i := range o.Items {
		add(BasketItemID(&o.Items[i]), plan.Lines[o.Items[i].ID])
	}
	add(ShippingBasketItem, plan.Shipping)
	return items, ok
}

// ProviderRefund is one refund the provider holds of a payment: the
// basket item's transaction it came from, the conversation id it was asked
// with (the shop's refund id) and its amount.
type ProviderRefund struct {
	TransactionID, ConversationID string
	Amount                        int64
}

// RefundRest is what remains to ask of refund refundID after the provider's
// record (given): each item less what the provider already refunded of it
// under this refund's conversation id. A refund by amount (no items) is
// its amount less all its refunds, whichever items the provider took them
// from. Refunds asked under other ids (an earlier return, a give-back) are
// not this refund's, so a refund is never asked twice. An empty rest with
// a zero amount means the provider has refunded it in full.
func RefundRest(refundID string, items []RefundItem, amount int64, given []ProviderRefund) (rest []RefundItem, restAmount int64) {
	byTx := map[string]int64{}
	var all int64
	for _, g := range given {
		if g.ConversationID != refundID {
			continue
		}
		byTx[g.TransactionID] += g.Amount
		all += g.Amount
	}
	if len(items) == 0 {
		return nil, max(amount-all, 0)
	}
	for _, it := range items {
		left := it.Amount - byTx[it.TransactionID]
		byTx[it.TransactionID] = max(-left, 0) // two parts of one item share its refunds
		if left > 0 {
			it.Amount = left
			rest = append(rest, it)
			restAmount += left
		}
	}
	return rest, restAmount
}

// WholePlan is the refund of the whole order: every line's paid amount and
// the shipping (a cancellation).
func WholePlan(o *Order) RefundPlan {
	plan := RefundPlan{Lines: map[string]int64{}, Shipping: o.Totals.Shipping}
	for _, it := range o.Items {
		plan.Lines[it.ID] = it.Paid
	}
	return plan
}

// WholeCancelRefund is the refund of a paid order cancelled whole: all the
// card was charged. That is the order's lines item by item, each from its
// own book's charge, unless the charge exceeds the total (an instalment
// payment carries the bank's interest, and the buyer must not pay interest
// on a purchase that never happened) or the lines do not add up to the
// total (none should): then the whole charge by amount, as the shop does
// not know each book's share of the interest.
func WholeCancelRefund(o *Order) (plan RefundPlan, amount int64) {
	plan = WholePlan(o)
	if plan.Total() != o.Totals.Total || o.PaidAmount > o.Totals.Total {
		return RefundPlan{}, max(o.Totals.Total, o.PaidAmount)
	}
	return plan, o.Totals.Total
}

// FormState is what the provider says of a hosted form.
type FormState string

const (
	// FormPaid: the card was charged; Payment says how.
	FormPaid FormState = "paid"
	// FormFailed: the payment was refused or the 3D check failed; nothing
	// was charged.
	FormFailed FormState = "failed"
	// FormOpen: nothing was charged (yet): the buyer has not finished, or
	// the token is unknown or expired at the provider.
	FormOpen FormState = "open"
)

// FormOutcome is a retrieved hosted form.
type FormOutcome struct {
	State   FormState
	Payment CompletedPayment // when State is FormPaid
	Reason  string           // the provider's words when not paid
	// Decline is why a failed form was refused (FormFailed only).
	Decline DeclineReason
}

// PaymentNotification is the provider's webhook: a hint that a payment
// changed. It decides nothing by itself: the checkout retrieves the form.
type PaymentNotification struct {
	EventType, PaymentID, Token, ConversationID, Status string
	// Signature is the notification's signature header.
	Signature string
}

// PaymentProvider is a card payment service with 3D Secure (iyzico).
type PaymentProvider interface {
	// StartForm initializes a hosted payment form (its answer's signature
	// verified).
	StartForm(ctx context.Context, r PaymentRequest) (*FormStart, error)
	// RetrieveForm asks the provider how a form ended (the answer's
	// signature verified). The caller still checks the payment against its
	// order.
	RetrieveForm(ctx context.Context, orderID, token string) (*FormOutcome, error)
	// VerifyNotification checks a webhook's signature; an error means forged.
	VerifyNotification(n PaymentNotification) error

	Start3DS(ctx context.Context, r PaymentRequest) (*PaymentStart, error)
	// VerifyCallback checks the callback's signature; an error means forged.
	VerifyCallback(cb PaymentCallback) error
	// CallbackApproved reports whether the bank authenticated the card, the
	// only case in which the payment may be completed.
	CallbackApproved(cb PaymentCallback) bool
	// Complete3DS charges the card. The result's amounts and ids are verified
	// by the caller against the order.
	Complete3DS(ctx context.Context, orderID, paymentID, conversationData string, amount int64) (*CompletedPayment, error)
	// PaymentDetail asks the provider about a payment by its id: nil, nil
	// when the provider has no charged payment of that id.
	PaymentDetail(ctx context.Context, orderID, paymentID string) (*CompletedPayment, error)

	// Refund returns amount of a completed payment; Void cancels one that
	// may or may not have been charged (a completion whose answer was lost).
	// conversationID names the refund at the provider: a shop refund's id
	// (Refunds lists it back), or the order's id for a give-back.
	Refund(ctx context.Context, conversationID, paymentID string, amount int64, ip string) error
	// RefundItem returns amount of one basket item of a completed payment
	// (its transaction), at most what that item was charged in all.
	RefundItem(ctx context.Context, conversationID, transactionID string, amount int64, ip string) error
	// Refunds lists the refunds the provider holds of a payment, each with
	// its item and conversation id: the truth a refund whose answer was
	// lost is settled to.
	Refunds(ctx context.Context, orderID, paymentID string) ([]ProviderRefund, error)
	Void(ctx context.Context, orderID, paymentID, ip string) error
}

// PaymentDeclined is a refusal by the provider or the bank (not a fault of
// ours): the order stays payable until it expires.
type PaymentDeclined struct {
	Reason string
	// Decline is the reason in the shop's terms, for the shopper.
	Decline DeclineReason
}

func (e *PaymentDeclined) Error() string { return "payment declined: " + e.Reason }
