package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

// TestDecideEInvoice: Bireysel is e-Arşiv without asking; Kurumsal is
// e-Fatura to its inbox when registered, e-Arşiv when not, and e-Arşiv
// unchecked without an answer.
func TestDecideEInvoice(t *testing.T) {
	person := &bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ayşe Yılmaz"}
	company := &bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567890", TaxOffice: "Kadıköy"}
	for _, tc := range []struct {
		name   string
		id     *bookstore.BillingIdentity
		answer *bookstore.Taxpayer
		want   bookstore.EInvoiceChoice
	}{
		{"bireysel, even with an answer", person, &bookstore.Taxpayer{EInvoice: true, Alias: "x"}, bookstore.EInvoiceChoice{bookstore.ProfileEArchive, "", bookstore.TaxpayerNotNeeded}},
		{"registered", company, &bookstore.Taxpayer{EInvoice: true, Alias: "urn:mail:defaultpk@okur.com.tr"},
			bookstore.EInvoiceChoice{bookstore.ProfileBasic, "urn:mail:defaultpk@okur.com.tr", bookstore.TaxpayerAnswered}},
		{"not registered", company, &bookstore.Taxpayer{}, bookstore.EInvoiceChoice{bookstore.ProfileEArchive, "", bookstore.TaxpayerAnswered}},
		{"no answer", company, nil, bookstore.EInvoiceChoice{bookstore.ProfileEArchive, "", bookstore.TaxpayerUnchecked}},
	} {
		if got := bookstore.DecideEInvoice(tc.id, tc.answer); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	if bookstore.ProfileBasic.Label() != "e-Fatura" || bookstore.ProfileEArchive.Label() != "e-Arşiv" {
		t.Error("labels")
	}
}

// TestPersonalID: the payment provider gets the TCKN given, else the
// placeholder; a company's VKN is never sent as one.
func TestPersonalID(t *testing.T) {
	for _, tc := range []struct {
		id   bookstore.BillingIdentity
		want string
	}{
		{bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, TCKN: "10000000146"}, "10000000146"},
		{bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual}, bookstore.ConsumerTCKN},
		{bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, VKN: "1234567890"}, bookstore.ConsumerTCKN},
	} {
		if got := tc.id.PersonalID(); got != tc.want {
			t.Errorf("%+v: %s, want %s", tc.id, got, tc.want)
		}
	}
}
