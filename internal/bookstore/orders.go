package bookstore

import (
	"context"
	"slices"
	"strings"
	"time"
)

// MsgCartEmpty refuses ordering an empty cart.
const MsgCartEmpty = "Sepetiniz boş."

// MsgPaymentInFlight refuses a new order while the member's unpaid order
// may already be paid: replacing it would cancel an order the buyer paid for.
const MsgPaymentInFlight = "Ödemesi işlenen bir siparişiniz var. Ödemenin sonucu kesinleşmeden yeni sipariş " +
	"verilemez; sonuç en geç 30 dakika içinde Siparişlerim sayfasında görünür."

// CheckReplaceable says whether a member's unpaid order may be cancelled in
// favour of a new one (a changed cart). Not while a hosted payment form
// started for it may still be charged, or has been charged and is not
// settled yet: only the provider's answer settles it (reconciliation asks
// within minutes; the form itself lives 30 minutes). A started direct 3D
// Secure attempt does not block: the shop charges it only under the order's
// completion claim, which blocks on its own (MsgPaymentInProgress), and a
// cancelled order's 3D Secure callback is never charged.
func CheckReplaceable(formStarted bool) error {
	if formStarted {
		return Errorf(CodeConflict, MsgPaymentInFlight)
	}
	return nil
}

// OrderStore places and expires orders. Stock is reserved when an order is
// created and returned when an unpaid order expires, each exactly once.
type OrderStore interface {
	// CreateOrderFromCart turns the user's cart into a pending order in one
	// transaction: current prices, the shipping rule, and the stock of every
	// line reserved so that it never goes below zero however many buyers
	// order at once. The cart itself is kept until the payment succeeds.
	// placed, when not nil, gives the audit entry of the new order, recorded
	// in the same transaction (not for a pending order returned as it is).
	CreateOrderFromCart(ctx context.Context, userID, shippingAddress string, expiresAt time.Time, placed func(*Order) AuditEntry) (*Order, error)
	// CreateOrderWithParties is CreateOrderFromCart to the parties'
	// delivery address (the order's shipping address text is it,
	// formatted), freezing the parties in the same transaction, so that an
	// order is never seen without them; a pending order returned as it is
	// takes the new parties.
	CreateOrderWithParties(ctx context.Context, userID string, p OrderParties, expiresAt time.Time, placed func(*Order) AuditEntry) (*Order, error)
	// ExpirePendingOrders cancels pending orders whose time ran out and
	// returns their stock; an order is cancelled (and its stock returned)
	// once even when several instances run this at the same time.
	// ExpirePendingOrders cancels the overdue pending orders that have no
	// claim younger than staleAfter and no started payment attempt.
	ExpirePendingOrders(ctx context.Context, now time.Time, staleAfter time.Duration) (int, error)
	// ExpirePendingOrdersWith is ExpirePendingOrders writing fx's effects
	// (a havale/EFT buyer's cancellation mail) with each cancellation, and
	// raising the staff's notice, once, of each overdue transfer order left
	// to them (a transfer is recorded on it).
	ExpirePendingOrdersWith(ctx context.Context, now time.Time, staleAfter time.Duration, fx func(ctx context.Context, o *Order) Effects) (int, error)
}

// OrderMails renders the buyer's mail of an order's step (by e-mail). It
// only renders: the caller hands the mail to the store's transition
// (ConfirmPaid, CancelOrder, MoveOrder), which inserts it into the outbox in
// the same transaction as the status change. So a change that commits has
// its mail and one that fails or loses has none, and a crash between the two
// cannot lose it. Each mail carries a dedup key naming the event (e.g.
// "order-confirmed:<order id>"), so an event is mailed at most once. An
// implementation may read the buyer; it is called before the transaction.
type OrderMails interface {
	OrderConfirmed(ctx context.Context, o *Order) (Mail, error) // with the accepted contracts and the instalments
	OrderShipped(ctx context.Context, o *Order) (Mail, error)   // carrier, tracking number, TrackingURL
	OrderDelivered(ctx context.Context, o *Order) (Mail, error)
	OrderCancelled(ctx context.Context, o *Order, refunded bool, reason string) (Mail, error) // reason: the admin's, may be empty
}

// Cargo companies of the ship dialog, in the dropdown's order; a shipment
// names one of these.
var CargoCompanies = []string{"Aras Kargo", "MNG Kargo", "Yurtiçi Kargo", "PTT Kargo", "Sürat Kargo", "UPS Kargo",
	"DHL", "FedEx", "Trendyol Express", "Getir", "Diğer"}

// Ship dialog messages: both fields are required, after trimming; the
// carrier must be one of CargoCompanies.
const (
	MsgTrackingRequired = "Lütfen kargo takip numarası girin"
	MsgCargoRequired    = "Lütfen kargo firması seçin"
	MsgCargoUnknown     = "Listedeki kargo firmalarından birini seçin"
	MsgTrackingTooLong  = "Kargo takip numarası en fazla 64 karakter olabilir"
	MsgOrderTransition  = "Sipariş bu duruma geçirilemez: önce durumunu yenileyin."
)

// Shipment is what the ship dialog sends; values are trimmed.
type Shipment struct {
	TrackingNumber string
	CargoCompany   string
}

// Validate trims and checks a shipment.
func (s *Shipment) Validate() error {
	s.TrackingNumber = strings.TrimSpace(s.TrackingNumber)
	s.CargoCompany = strings.TrimSpace(s.CargoCompany)
	var fields []FieldError
	switch {
	case s.TrackingNumber == "":
		fields = append(fields, FieldError{"trackingNumber", MsgTrackingRequired})
	case !SingleLine(s.TrackingNumber):
		fields = append(fields, FieldError{"trackingNumber", MsgSingleLine})
	case len(s.TrackingNumber) > 64:
		fields = append(fields, FieldError{"trackingNumber", MsgTrackingTooLong})
	}
	switch {
	case s.CargoCompany == "":
		fields = append(fields, FieldError{"cargoCompany", MsgCargoRequired})
	case !slices.Contains(CargoCompanies, s.CargoCompany):
		fields = append(fields, FieldError{"cargoCompany", MsgCargoUnknown})
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// OrderListItem is a row of the admin orders table.
type OrderListItem struct {
	Order
	CustomerName  string
	CustomerEmail string
	// Refunded is what finished refunds gave back (kuruş).
	Refunded int64
	// ShipmentStatus is the status of the order's latest parcel at a
	// carrier with an API ("" when none).
	ShipmentStatus ShipmentStatus
}

// Payment is the order's payment state (PaymentStateOf).
func (o *OrderListItem) Payment() PaymentState {
	return PaymentStateOf(o.PaymentID, o.Totals.Total, o.Refunded)
}

// OrderFilter narrows the admin orders list: q matches the order number (id
// prefix), the customer's name or e-mail, folded; an empty Status or
// Payment is any.
type OrderFilter struct {
	Query   string
	Status  OrderStatus
	Payment PaymentState
	// Carrier, when set, is the order's carrier: the manual ship dialog's
	// or its parcel's at a carrier with an API.
	Carrier string
	// Method, when set, is how the order is paid.
	Method PaymentMethod
}

// OrderAdminStore is the admin side of orders.
type OrderAdminStore interface {
	// ListOrders pages through the orders the filter selects, newest first.
	ListOrders(ctx context.Context, f OrderFilter, page PageRequest) ([]OrderListItem, int, error)
	// AdminOrder returns any order with its customer.
	AdminOrder(ctx context.Context, id string) (*OrderListItem, error)
	// MoveOrder changes an order from one status to the next and writes
	// fx (the buyer's mail, the audit entry) in the same transaction; false
	// (and nothing written) when the order was not in status from (or is
	// being paid or refunded).
	MoveOrder(ctx context.Context, id string, from, to OrderStatus, ship *Shipment, fx Effects) (bool, error)
}
