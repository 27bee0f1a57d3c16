package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// Admin: the shipping setting (/admin/ayarlar, 'Kargo').

// ShippingSetting is the shop's shipping rule, in kuruş. The threshold
// counts the basket after a coupon's discount.
type ShippingSetting struct {
	Fee      int64 `json:"fee" minimum:"-1000000000" maximum:"1000000000" doc:"kuruş charged below freeFrom; 0 ships free"`
	FreeFrom int64 `json:"freeFrom" minimum:"-1000000000" maximum:"1000000000" doc:"kuruş from which shipping is free, counted after discounts; 0 ships free"`
}

type shippingOutput struct{ Body ShippingSetting }

func shippingView(r bookstore.ShippingRule) *shippingOutput {
	return &shippingOutput{Body: ShippingSetting{Fee: r.Fee, FreeFrom: r.FreeFrom}}
}

func (h campaignHandlers) adminShipping(ctx context.Context, _ *struct{}) (*shippingOutput, error) {
	r, err := h.campaigns.ShippingRule(ctx)
	if err != nil {
		return nil, err
	}
	return shippingView(r), nil
}

type shippingInput struct{ Body ShippingSetting }

func (h campaignHandlers) adminSetShipping(ctx context.Context, in *shippingInput) (*shippingOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	r, err := h.campaigns.SetShippingRule(ctx, uid, bookstore.ShippingRule{Fee: in.Body.Fee, FreeFrom: in.Body.FreeFrom})
	if err != nil {
		return nil, err
	}
	return shippingView(r), nil
}
