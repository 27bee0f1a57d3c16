package bookstore

import (
	"context"
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
