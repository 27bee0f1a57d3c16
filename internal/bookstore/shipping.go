package bookstore

import (
	"context"
	"html"
	"strings"
)

// The shipping rule, an admin setting: a fee below a threshold, free from
// the threshold up. The threshold counts
// what the shopper pays for the books, after a coupon's discount
// (TotalsAfter). The cart, the order and the payment check all price
// shipping with ShippingRule.FeeFor; nothing else computes it. An order
// freezes the rule it was priced by, so changing the setting never changes
// an order already placed.

// ShippingRule is the shop's shipping charge, in kuruş.
type ShippingRule struct {
	// Fee is charged on a basket below FreeFrom; 0 ships everything free.
	Fee int64
	// FreeFrom is the basket (after discounts) from which shipping is
	// free; 0 ships everything free.
	FreeFrom int64
}

// DefaultShippingRule is the original rule (15 ₺ below 100 ₺), which the
// shop starts with and which orders placed before the setting existed
// were priced by.
var DefaultShippingRule = ShippingRule{Fee: 1500, FreeFrom: 10000}

// Bounds of the admin's shipping form.
const (
	MaxShippingFee      int64 = 100000   // 1.000 ₺
	MaxFreeShippingFrom int64 = 10000000 // 100.000 ₺
	MsgShippingFee            = "Kargo ücreti 0 ile 1.000 ₺ arasında olmalıdır"
	MsgShippingFreeFrom       = "Ücretsiz kargo eşiği 0 ile 100.000 ₺ arasında olmalıdır"
)

// FeeFor is the shipping charged for a basket of net kuruş (after
// discounts): nothing for an empty basket or from the threshold up.
func (r ShippingRule) FeeFor(net int64) int64 {
	if net <= 0 || net >= r.FreeFrom {
		return 0
	}
	return r.Fee
}

// AmountToFree is what a basket still lacks for free shipping, in kuruş:
// 0 when no shipping is charged (reached, free anyway, or nothing to
// ship), so a cart shows the "add this much more" hint exactly when it
// pays shipping.
func (r ShippingRule) AmountToFree(net int64) int64 {
	if r.FeeFor(net) == 0 {
		return 0
	}
	return r.FreeFrom - net
}

// Validate checks the admin's form.
func (r ShippingRule) Validate() error {
	var f []FieldError
	if r.Fee < 0 || r.Fee > MaxShippingFee {
		f = append(f, FieldError{"fee", MsgShippingFee})
	}
	if r.FreeFrom < 0 || r.FreeFrom > MaxFreeShippingFrom {
		f = append(f, FieldError{"freeFrom", MsgShippingFreeFrom})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// Sentence is the rule in words, as the terms page and the contracts state
// it; both take it from here, so a changed fee never leaves an old figure
// in a text.
func (r ShippingRule) Sentence() string {
	if r.Fee == 0 || r.FreeFrom == 0 {
		return "Tüm siparişlerde kargo ücretsizdir."
	}
	return FormatLira(r.FreeFrom) + " altındaki siparişlere " + FormatLira(r.Fee) + " kargo ücreti eklenir; " +
		FormatLira(r.FreeFrom) + " ve üzeri siparişlerde kargo ücretsizdir."
}

// ShippingTermsToken marks where a content page (the terms of use) states
// the shipping rule: the page is served with the rule in force in its
// place (FillShippingTerms), so the admin never edits the figures by hand.
const ShippingTermsToken = "{kargo-kosullari}"

// FillShippingTerms puts the rule in force in place of ShippingTermsToken
// in a page's HTML.
func FillShippingTerms(content string, r ShippingRule) string {
	if !strings.Contains(content, ShippingTermsToken) {
		return content
	}
	return strings.ReplaceAll(content, ShippingTermsToken, html.EscapeString(r.Sentence()))
}

// ShippingStore keeps the shipping setting with its history.
type ShippingStore interface {
	// ShippingRule is the rule in force.
	ShippingRule(ctx context.Context) (ShippingRule, error)
	// SetShippingRule puts a new rule in force now, recording who set it,
	// with fx.
	SetShippingRule(ctx context.Context, r ShippingRule, by string, fx Effects) error
}
