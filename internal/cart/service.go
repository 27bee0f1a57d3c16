// Package cart is the member's cart as a service: its lines, the coupon on
// it, and the cart priced at the service's clock. The handlers ask it and
// map the answer; the rules are the domain's (bookstore.Cart.Pricing,
// CheckCartQuantity inside the store's transaction, CheckCoupon).
package cart

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Service is the cart service.
type Service struct {
	Store bookstore.CartStore
	// Delivery holds the delivery estimate's setting (nil: the default
	// setting).
	Delivery bookstore.DeliverySettingsStore
	// Now is the clock sales and coupons are judged by (nil: the system's).
	Now func() time.Time
}

// Priced is a cart with its prices at one instant: the totals, and why the
// cart's coupon gives nothing then (nil when it applies or there is none).
type Priced struct {
	*bookstore.Cart
	Pricing   bookstore.Pricing
	CouponErr error
	// Delivery is when an order placed now is expected at the door; nil
	// when the cart holds nothing that can be shipped (empty, or every
	// line out of stock).
	Delivery *bookstore.DeliveryEstimate
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// View is the user's cart (made when missing), priced now.
func (s *Service) View(ctx context.Context, userID string) (*Priced, error) {
	c, err := s.Store.Cart(ctx, userID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	p, couponErr := c.Pricing(now)
	priced := &Priced{Cart: c, Pricing: p, CouponErr: couponErr}
	if shippable(c) {
		settings := bookstore.DefaultDeliverySettings
		if s.Delivery != nil {
			if settings, err = s.Delivery.DeliverySettings(ctx); err != nil {
				return nil, err
			}
		}
		est := bookstore.EstimateDelivery(now, settings)
		priced.Delivery = &est
	}
	return priced, nil
}

// shippable says whether the cart holds a copy that can be sent now.
func shippable(c *bookstore.Cart) bool {
	for _, it := range c.Items {
		if it.Available() > 0 {
			return true
		}
	}
	return false
}

// SetQuantity sets (not adds) a book's quantity (0 removes the line) and
// answers the cart. A missing or hidden book is bookstore.ErrNotFound.
func (s *Service) SetQuantity(ctx context.Context, userID, bookID string, quantity int) (*Priced, error) {
	if err := s.Store.SetCartQuantity(ctx, userID, bookID, quantity); err != nil {
		return nil, err
	}
	return s.View(ctx, userID)
}

// Remove takes a book's line off the cart and answers the cart.
func (s *Service) Remove(ctx context.Context, userID, bookID string) (*Priced, error) {
	if err := s.Store.RemoveCartItem(ctx, userID, bookID); err != nil {
		return nil, err
	}
	return s.View(ctx, userID)
}

// ApplyCoupon checks the code against the cart as it is now (the coupon's
// own terms, then the basket's) and keeps it on the cart; a refused code
// changes nothing and answers why, on the field "code". Applying the code
// the cart already has answers the cart as it is.
func (s *Service) ApplyCoupon(ctx context.Context, userID, raw string) (*Priced, error) {
	code := bookstore.NormalizeCouponCode(raw)
	c, err := s.Store.Cart(ctx, userID)
	if err != nil {
		return nil, err
	}
	coupon, uses, err := s.Store.CouponByCode(ctx, userID, code)
	if errors.Is(err, bookstore.ErrNotFound) || code == "" {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "code", Message: bookstore.MsgCouponInvalid})
	}
	if err != nil {
		return nil, err
	}
	c.CouponCode, c.Coupon, c.CouponUses = code, coupon, uses
	if _, cerr := c.Pricing(s.now()); cerr != nil {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "code", Message: bookstore.ErrorMessage(cerr)})
	}
	if err := s.Store.SetCartCoupon(ctx, userID, code); err != nil {
		return nil, err
	}
	return s.View(ctx, userID)
}

// RemoveCoupon takes the code off the cart and answers the cart.
func (s *Service) RemoveCoupon(ctx context.Context, userID string) (*Priced, error) {
	if err := s.Store.SetCartCoupon(ctx, userID, ""); err != nil {
		return nil, err
	}
	return s.View(ctx, userID)
}
