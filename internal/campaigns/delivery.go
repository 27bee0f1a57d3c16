package campaigns

import (
	"context"

	"bookstore/internal/bookstore"
)

// The delivery setting ('Teslimat süresi'): handling days, the daily
// cut-off hour and the carrier's transit days, from which the book page,
// the cart and the order page estimate the delivery day.

// DeliverySettings is the setting in force.
func (s *Service) DeliverySettings(ctx context.Context) (bookstore.DeliverySettings, error) {
	return s.Delivery.DeliverySettings(ctx)
}

// SetDeliverySettings puts a new setting in force. Its audit entry is a
// shipping change (the same card group of /admin/ayarlar), on its own table.
func (s *Service) SetDeliverySettings(ctx context.Context, actorID string, v bookstore.DeliverySettings) (bookstore.DeliverySettings, error) {
	v.ClosedDays = bookstore.NormalizeClosedDays(v.ClosedDays)
	if err := v.Validate(); err != nil {
		return bookstore.DeliverySettings{}, err
	}
	before, err := s.Delivery.DeliverySettings(ctx)
	if err != nil {
		return bookstore.DeliverySettings{}, err
	}
	entry := bookstore.Change(actorID, bookstore.ActionShippingChanged, "delivery_settings", "", before, v)
	if err := s.Delivery.SetDeliverySettings(ctx, v, actorID, bookstore.Effects{Audit: &entry}); err != nil {
		return bookstore.DeliverySettings{}, err
	}
	return v, nil
}
