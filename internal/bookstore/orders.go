package bookstore

import (
	"context"
	"slices"
	"strings"
	"time"
)

// MsgCartEmpty is the spec's message for ordering an empty cart (storefront.md §8).
const MsgCartEmpty = "Sepetiniz boş."

// OrderStore places and expires orders. Stock is reserved when an order is
// created and returned when an unpaid order expires, each exactly once.
type OrderStore interface {
	// CreateOrderFromCart turns the user's cart into a pending order in one
	// transaction: current prices, the shipping rule, and the stock of every
	// line reserved so that it never goes below zero however many buyers
	// order at once. The cart itself is kept until the payment succeeds.
	CreateOrderFromCart(ctx context.Context, userID, shippingAddress string, expiresAt time.Time) (*Order, error)
	// ExpirePendingOrders cancels pending orders whose time ran out and
	// returns their stock; an order is cancelled (and its stock returned)
	// once even when several instances run this at the same time.
	ExpirePendingOrders(ctx context.Context, now time.Time) (int, error)
}

// OrderNotifier tells the buyer about an order's progress (by e-mail). The
// checkout and order services call it after a status change has been
// committed; an implementation must send each kind of message at most once
// per order, however often it is called, and must not fail the caller's
// transition: a failure to queue is logged by the caller and the order
// stays as it is.
type OrderNotifier interface {
	OrderConfirmed(ctx context.Context, o *Order) error // with the accepted contracts
	OrderShipped(ctx context.Context, o *Order) error   // carrier, tracking number, TrackingURL
	OrderDelivered(ctx context.Context, o *Order) error
	OrderCancelled(ctx context.Context, o *Order, refunded bool) error
}

// Cargo companies of the ship dialog (panels.md §2), in the spec's order.
var CargoCompanies = []string{"Aras Kargo", "MNG Kargo", "Yurtiçi Kargo", "PTT Kargo", "Sürat Kargo", "UPS Kargo",
	"DHL", "FedEx", "Trendyol Express", "Getir", "Diğer"}

// Ship dialog messages (panels.md §5) and the one this product adds.
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
	case len(s.TrackingNumber) > 64 || strings.ContainsAny(s.TrackingNumber, "\r\n\t"):
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
}

// OrderAdminStore is the admin side of orders.
type OrderAdminStore interface {
	// ListOrders pages through all orders, newest first; q matches the
	// order number (id prefix), the customer's name or e-mail, folded.
	ListOrders(ctx context.Context, q string, page PageRequest) ([]OrderListItem, int, error)
	// AdminOrder returns any order with its customer.
	AdminOrder(ctx context.Context, id string) (*OrderListItem, error)
	// MoveOrder changes an order from one status to the next; false when
	// the order was not in status from (or is being paid or refunded).
	MoveOrder(ctx context.Context, id string, from, to OrderStatus, ship *Shipment) (bool, error)
}
