package bookstore_test

import (
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// The contracts name the chosen method with its discount or fee, the
// transfer's deadline, and where a withdrawal's money goes back.
func TestContractsNameTheMethod(t *testing.T) {
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	buyer := &bookstore.User{FullName: "Ayşe Yılmaz", Email: "ayse@example.com"}
	s := bookstore.PaymentSettings{HoldHours: 48, TransferDiscount: 3, CODFee: 1990}
	text := func(o bookstore.Order) string {
		c := bookstore.BuildContracts(bookstore.Seller{Title: "Kitapevi"}, buyer, &o, at, bookstore.ShopLocation())
		return c.Combined()
	}
	card := text(*threeLines())
	if !strings.Contains(card, "Ödeme şekli: Kredi/banka kartı (3D Secure)") || !strings.Contains(card, "ödemede kullanılan karta iade eder") ||
		strings.Contains(card, "Havale") || strings.Contains(card, "Kapıda") {
		t.Fatalf("card contracts:\n%s", card)
	}
	tr := text(bookstore.WithMethod(threeLines(), bookstore.MethodTransfer, s, at))
	for _, want := range []string{"Ödeme şekli: Havale / EFT", "Havale/EFT indirimi: -₺2,70\nToplam (KDV dahil): ₺102,30",
		"Son ödeme zamanı: 01.12.2026 12:00", "banka hesabına (IBAN) iade eder"} {
		if !strings.Contains(tr, want) {
			t.Errorf("transfer contracts lack %q", want)
		}
	}
	cod := text(bookstore.WithMethod(threeLines(), bookstore.MethodCOD, s, at))
	for _, want := range []string{"Kapıda ödeme hizmet bedeli: ₺19,90\nToplam (KDV dahil): ₺124,90", "Ödeme şekli: Kapıda ödeme (teslimatta kuryeye ₺124,90 ödenir)"} {
		if !strings.Contains(cod, want) {
			t.Errorf("cod contracts lack %q", want)
		}
	}
}
