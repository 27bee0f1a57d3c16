package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

func TestShippingRule(t *testing.T) {
	for sub, want := range map[int64]int64{0: 0, 1: 1500, 9999: 1500, 10000: 0, 10001: 0, 45000: 0} {
		if got := bookstore.ShippingFee(sub); got != want {
			t.Errorf("ShippingFee(%d) = %d, want %d", sub, got, want)
		}
	}
	if tt := bookstore.TotalsFor(8990); tt.Total != 10490 || tt.Shipping != 1500 {
		t.Fatalf("totals: %+v", tt)
	}
}

// The hint follows the same rule: the amount missing while shipping is
// charged, 0 once it is free and for an empty cart.
func TestAmountToFreeShipping(t *testing.T) {
	for sub, want := range map[int64]int64{0: 0, 1: 9999, 8990: 1010, 9999: 1, 10000: 0, 45000: 0} {
		if got := bookstore.AmountToFreeShipping(sub); got != want {
			t.Errorf("AmountToFreeShipping(%d) = %d, want %d", sub, got, want)
		}
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
