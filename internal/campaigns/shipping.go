package campaigns

import (
	"context"

	"bookstore/internal/bookstore"
)

// The shipping setting ('Kargo'): the fee and the free-shipping threshold.

// ShippingRule is the rule in force.
func (s *Service) ShippingRule(ctx context.Context) (bookstore.ShippingRule, error) {
	return s.Shipping.ShippingRule(ctx)
}

// SetShippingRule puts a new rule in force for carts and new orders; orders
// already placed keep the rule they were priced by.
func (s *Service) SetShippingRule(ctx context.Context, actorID string, r bookstore.ShippingRule) (bookstore.ShippingRule, error) {
	if err := r.Validate(); err != nil {
		return bookstore.ShippingRule{}, err
	}
	before, err := s.Shipping.ShippingRule(ctx)
	if err != nil {
		return bookstore.ShippingRule{}, err
	}
	entry := bookstore.Change(actorID, bookstore.ActionShippingChanged, "shipping_rules", "", before, r)
	if err := s.Shipping.SetShippingRule(ctx, r, actorID, bookstore.Effects{Audit: &entry}); err != nil {
		return bookstore.ShippingRule{}, err
	}
	return r, nil
}
