// Package campaigns is the service of what the shop charges beyond the list
// prices: sales, coupons, the shipping rule and the KDV settings. The admin panel is its one
// user; every change is checked by the domain's rules (bookstore sales.go,
// coupons.go, shipping.go) and written with its audit entry in the change's
// own transaction, so a change and its record commit together or not at
// all.
package campaigns

import (
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Service is the campaigns service.
type Service struct {
	Sales    bookstore.SaleStore
	Coupons  bookstore.CouponStore
	Shipping bookstore.ShippingStore
	Tax      bookstore.TaxStore
	// Delivery is the delivery estimate's setting (delivery.go).
	Delivery bookstore.DeliverySettingsStore
	// Now is the clock that decides whether a sale has begun or ended (nil:
	// the system's).
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// notFound turns a store's ErrNotFound into the screen's message.
func notFound(err error, msg string) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg)
	}
	return err
}
