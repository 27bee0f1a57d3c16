package bookstore_test

import (
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestShippingSentence(t *testing.T) {
	for name, tc := range map[string]struct {
		rule bookstore.ShippingRule
		want string
	}{
		"default":      {bookstore.DefaultShippingRule, "₺100,00 altındaki siparişlere ₺15,00 kargo ücreti eklenir; ₺100,00 ve üzeri siparişlerde kargo ücretsizdir."},
		"changed":      {bookstore.ShippingRule{Fee: 2990, FreeFrom: 25000}, "₺250,00 altındaki siparişlere ₺29,90 kargo ücreti eklenir; ₺250,00 ve üzeri siparişlerde kargo ücretsizdir."},
		"no fee":       {bookstore.ShippingRule{Fee: 0, FreeFrom: 25000}, "Tüm siparişlerde kargo ücretsizdir."},
		"no threshold": {bookstore.ShippingRule{Fee: 1500, FreeFrom: 0}, "Tüm siparişlerde kargo ücretsizdir."},
	} {
		if got := tc.rule.Sentence(); got != tc.want {
			t.Errorf("%s: %q, want %q", name, got, tc.want)
		}
	}
	page := "<p>Fiyatlar KDV dahildir. <strong>" + bookstore.ShippingTermsToken + "</strong></p>"
	got := bookstore.FillShippingTerms(page, bookstore.ShippingRule{Fee: 2990, FreeFrom: 25000})
	if got != "<p>Fiyatlar KDV dahildir. <strong>₺250,00 altındaki siparişlere ₺29,90 kargo ücreti eklenir; ₺250,00 ve üzeri siparişlerde kargo ücretsizdir.</strong></p>" {
		t.Errorf("filled page: %s", got)
	}
	if plain := "<p>Kargo yok</p>"; bookstore.FillShippingTerms(plain, bookstore.DefaultShippingRule) != plain {
		t.Error("a page without the token changed")
	}
}

// TestContractTexts: the contracts state the shipping rule the order was
// priced by (not a fixed 15 TL), and the withdrawal notice names both of
// the seller's addresses.
func TestContractTexts(t *testing.T) {
	o := &bookstore.Order{ID: "0190abcd", Shipping: bookstore.ShippingRule{Fee: 2990, FreeFrom: 25000}}
	c := bookstore.BuildContracts(bookstore.Seller{Email: "satis@example.com", Address: "Beyoğlu"}, &bookstore.User{FullName: "Ayşe"}, o, time.Now(), nil)
	rule := "Kargo ücreti: ₺250,00 altındaki siparişlere ₺29,90 kargo ücreti eklenir; ₺250,00 ve üzeri siparişlerde kargo ücretsizdir."
	for name, text := range map[string]string{"pre-information": c.PreInformation, "distance sales": c.DistanceSales} {
		if !strings.Contains(text, rule) {
			t.Errorf("%s: no shipping rule of the order:\n%s", name, text)
		}
		if strings.Contains(text, "15 TL") || strings.Contains(text, "₺15,00") {
			t.Errorf("%s: the default rule's fee stayed", name)
		}
	}
	if !strings.Contains(c.PreInformation, "satıcının yukarıdaki e-posta adresine veya posta adresine yazılı olarak") ||
		strings.Contains(c.PreInformation, "veya adresine") {
		t.Errorf("withdrawal notice: %s", c.PreInformation)
	}
}
