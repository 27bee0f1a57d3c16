package bookstore_test

import (
	"errors"
	"testing"

	"bookstore/internal/bookstore"
)

func TestShippingRule(t *testing.T) {
	def := bookstore.DefaultShippingRule
	for sub, want := range map[int64]int64{0: 0, 1: 1500, 9999: 1500, 10000: 0, 10001: 0, 45000: 0} {
		if got := def.FeeFor(sub); got != want {
			t.Errorf("FeeFor(%d) = %d, want %d", sub, got, want)
		}
	}
	if tt := def.TotalsAfter(8990, 0, false); tt.Total != 10490 || tt.Shipping != 1500 {
		t.Fatalf("totals: %+v", tt)
	}
	// The threshold counts the basket after the coupon: 120 ₺ less 30 ₺ is
	// below 100 ₺ and pays shipping; a free-shipping coupon takes it off.
	if tt := def.TotalsAfter(12000, 3000, false); tt.Shipping != 1500 || tt.Total != 10500 {
		t.Fatalf("after a discount: %+v", tt)
	}
	if tt := def.TotalsAfter(5000, 0, true); tt.Shipping != 0 || tt.Total != 5000 {
		t.Fatalf("free-shipping coupon: %+v", tt)
	}
	// An admin's rule: 29,90 ₺ below 250 ₺; 0 ₺ fee or a 0 threshold ships free.
	r := bookstore.ShippingRule{Fee: 2990, FreeFrom: 25000}
	for sub, want := range map[int64]int64{1: 2990, 24999: 2990, 25000: 0} {
		if got := r.FeeFor(sub); got != want {
			t.Errorf("rule %+v: FeeFor(%d) = %d, want %d", r, sub, got, want)
		}
	}
	for _, free := range []bookstore.ShippingRule{{Fee: 0, FreeFrom: 25000}, {Fee: 2990, FreeFrom: 0}} {
		if free.FeeFor(100) != 0 || free.AmountToFree(100) != 0 {
			t.Errorf("rule %+v charges shipping", free)
		}
	}
}

// The hint follows the same rule: the amount missing while shipping is
// charged, 0 once it is free and for an empty cart.
func TestAmountToFreeShipping(t *testing.T) {
	for sub, want := range map[int64]int64{0: 0, 1: 9999, 8990: 1010, 9999: 1, 10000: 0, 45000: 0} {
		if got := bookstore.DefaultShippingRule.AmountToFree(sub); got != want {
			t.Errorf("AmountToFree(%d) = %d, want %d", sub, got, want)
		}
	}
}

func TestShippingRuleForm(t *testing.T) {
	for _, c := range []struct {
		r     bookstore.ShippingRule
		field string
	}{
		{bookstore.ShippingRule{Fee: -1, FreeFrom: 10000}, "fee"},
		{bookstore.ShippingRule{Fee: bookstore.MaxShippingFee + 1, FreeFrom: 10000}, "fee"},
		{bookstore.ShippingRule{Fee: 1500, FreeFrom: -1}, "freeFrom"},
		{bookstore.ShippingRule{Fee: 1500, FreeFrom: bookstore.MaxFreeShippingFrom + 1}, "freeFrom"},
	} {
		var ve *bookstore.Error
		if err := c.r.Validate(); !errors.As(err, &ve) || len(ve.Fields) != 1 || ve.Fields[0].Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.r, err, c.field)
		}
	}
	for _, ok := range []bookstore.ShippingRule{bookstore.DefaultShippingRule, {}, {Fee: bookstore.MaxShippingFee, FreeFrom: bookstore.MaxFreeShippingFrom}} {
		if err := ok.Validate(); err != nil {
			t.Errorf("%+v: %v", ok, err)
		}
	}
}

// An order is checked by the rule it was priced by, not by today's.
func TestOrderTotalsFollowTheirOwnRule(t *testing.T) {
	r := bookstore.ShippingRule{Fee: 2990, FreeFrom: 25000}
	p, err := bookstore.PriceOrder(r, []bookstore.PriceLine{{BookID: "a", Quantity: 1, ListPrice: 12000}}, nil)
	if err != nil || p.Totals != (bookstore.Totals{Subtotal: 12000, Shipping: 2990, Total: 14990}) {
		t.Fatalf("priced: %+v %v", p.Totals, err)
	}
	o := bookstore.Order{Totals: p.Totals, Shipping: r, Items: []bookstore.OrderItem{{Price: 12000, Quantity: 1, Paid: 12000}}}
	if err := o.CheckTotals(); err != nil {
		t.Fatalf("its own rule: %v", err)
	}
	o.Shipping = bookstore.DefaultShippingRule // under 15 ₺ / 100 ₺ the order would not add up
	if err := o.CheckTotals(); err == nil {
		t.Fatal("an order checked by another rule passed")
	}
}

func TestCheckCartQuantity(t *testing.T) {
	for name, tc := range map[string]struct {
		q, stock int
		code     bookstore.Code
		msg      string
	}{
		"fits":          {3, 5, "", ""},
		"all the stock": {5, 5, "", ""},
		"zero removes":  {0, 0, "", ""},
		"over stock":    {6, 5, bookstore.CodeConflict, "Yetersiz stok. Mevcut stok: 5"},
		"out of stock":  {1, 0, bookstore.CodeConflict, "Ürün stokta yok."},
		"negative":      {-1, 5, bookstore.CodeInvalid, "Geçersiz miktar"},
		"the line cap":  {10, 50, "", ""},
		"over the cap":  {11, 50, bookstore.CodeConflict, bookstore.MsgOrderLineCap},
	} {
		err := bookstore.CheckCartQuantity(tc.q, tc.stock)
		if tc.code == "" {
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		if bookstore.ErrorCode(err) != tc.code || bookstore.ErrorMessage(err) != tc.msg {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestNormalizePhone(t *testing.T) {
	for in, want := range map[string]string{
		"0532 123 45 67":    "+90 532 123 45 67",
		"+90 532 123 45 67": "+90 532 123 45 67",
		"00905321234567":    "+90 532 123 45 67",
		"532-123-4567":      "+90 532 123 45 67",
		"(0212) 245 18 34":  "+90 212 245 18 34",
		"0850 123 45 67":    "+90 850 123 45 67",
		"905321234567":      "+90 532 123 45 67",
		"123":               "",
		"0632 123 45 67":    "",
		"0532 123 45 678":   "",
		"0532 ABC 45 67":    "",
		"+1 415 555 0100":   "",
	} {
		got, ok := bookstore.NormalizePhone(in)
		if (want == "") == ok || got != want {
			t.Errorf("NormalizePhone(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
}

func TestTrackingURL(t *testing.T) {
	if got := bookstore.TrackingURL("Yurtiçi Kargo", " 123 45 "); got != "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123+45" {
		t.Fatalf("yurtiçi: %s", got)
	}
	if got := bookstore.TrackingURL("PTT Kargo", "a&b"); got != "https://gonderitakip.ptt.gov.tr/Track/Verify?q=a%26b" {
		t.Fatalf("escaping: %s", got)
	}
	for _, c := range []string{"Getir", "Diğer", "Bilinmeyen", ""} {
		if got := bookstore.TrackingURL(c, "123"); got != "" {
			t.Errorf("%q got a link %s", c, got)
		}
	}
	for _, c := range []string{"Aras Kargo", "MNG Kargo", "Sürat Kargo", "UPS Kargo", "DHL", "FedEx", "Trendyol Express"} {
		if bookstore.TrackingURL(c, "X1") == "" {
			t.Errorf("%s has no link", c)
		}
	}
	if bookstore.TrackingURL("Aras Kargo", "") != "" {
		t.Error("empty code got a link")
	}
}

func TestOrderNumber(t *testing.T) {
	o := bookstore.Order{ID: "01a2b3c4-d5e6-7f00-8000-000000000000"}
	if o.Number() != "01a2b3c4" {
		t.Fatal(o.Number())
	}
}

func TestCheckOrderSize(t *testing.T) {
	if err := bookstore.CheckOrderSize([]int{10, 10}); err != nil {
		t.Errorf("20 copies: %v", err)
	}
	if err := bookstore.CheckOrderSize([]int{10, 10, 1}); bookstore.ErrorMessage(err) != bookstore.MsgOrderCopiesCap {
		t.Errorf("21 copies: %v", err)
	}
}
