package mail_test

import (
	"context"
	"html"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestOrderConfirmedParties: the confirmation shows the delivery address in
// its fields and the billing party the order froze (Bireysel: the name and
// the T.C. kimlik numarası if given; Kurumsal: the unvan, the VKN and the
// vergi dairesi) with the billing address, in the text and the HTML; an
// order without parties keeps its address text.
func TestOrderConfirmedParties(t *testing.T) {
	n := notifier(t, sqldbtest.SQLite(t))
	ctx := context.Background()
	home := bookstore.Address{Recipient: "Ayşe Yılmaz", Phone: "0532 123 45 67", Province: "İstanbul", District: "Kadıköy",
		Neighborhood: "Caferağa", Line: "Moda Cad. No: 5 D: 3", PostalCode: "34710"}
	office := bookstore.Address{Recipient: "Muhasebe", Province: "Ankara", District: "Çankaya", Line: "Atatürk Blv. No: 100"}
	delivery := []string{"Teslimat Adresi", "Alıcı: Ayşe Yılmaz", "Adres: Caferağa, Moda Cad. No: 5 D: 3", "İlçe / İl: Kadıköy / İstanbul",
		"Posta kodu: 34710", "Telefon: 0532 123 45 67"}
	for _, tc := range []struct {
		name      string
		identity  bookstore.BillingIdentity
		want, not []string
	}{
		{"kurumsal", bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur Yayıncılık A.Ş.", VKN: "1234567890",
			TaxOffice: "Kadıköy"}, []string{"Fatura türü: Kurumsal", "Unvan: Okur Yayıncılık A.Ş.", "Vergi kimlik no (VKN): 1234567890",
			"Vergi dairesi: Kadıköy", "Fatura adresi", "Alıcı: Muhasebe", "İlçe / İl: Çankaya / Ankara"}, []string{"T.C. kimlik no"}},
		{"bireysel with TCKN", bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ayşe Yılmaz", TCKN: "10000000146"},
			[]string{"Fatura türü: Bireysel", "Ad Soyad: Ayşe Yılmaz", "T.C. kimlik no: 10000000146"}, []string{"VKN", "Unvan"}},
		{"bireysel without", bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ayşe Yılmaz"},
			[]string{"Fatura türü: Bireysel", "Ad Soyad: Ayşe Yılmaz"}, []string{"T.C. kimlik no", "VKN"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := testOrder()
			o.Parties = &bookstore.OrderParties{Delivery: home, Billing: office, Identity: tc.identity}
			m, err := n.OrderConfirmed(ctx, o)
			if err != nil {
				t.Fatal(err)
			}
			want := append(append([]string{}, delivery...), tc.want...)
			contains(t, "text", m.TextBody, want...)
			contains(t, "html", html.UnescapeString(stripTags(m.HTMLBody)), want...)
			for _, no := range tc.not {
				if strings.Contains(m.TextBody, no) || strings.Contains(m.HTMLBody, no) {
					t.Errorf("mail holds %q", no)
				}
			}
		})
	}
	m, err := n.OrderConfirmed(ctx, testOrder())
	if err != nil {
		t.Fatal(err)
	}
	contains(t, "text", m.TextBody, "Teslimat Adresi:\nModa Cad. No: 5\nKadıköy / İstanbul")
	if strings.Contains(m.TextBody, "Fatura") {
		t.Errorf("an order without parties shows a billing party:\n%s", m.TextBody)
	}
}
