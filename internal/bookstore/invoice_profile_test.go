package bookstore

import "testing"

// TestDecideEInvoice: Bireysel is e-Arşiv without asking; Kurumsal is
// e-Fatura to its inbox when registered, e-Arşiv when not, and e-Arşiv
// unchecked without an answer.
func TestDecideEInvoice(t *testing.T) {
	person := &BillingIdentity{Type: InvoiceIndividual, Name: "Ayşe Yılmaz"}
	company := &BillingIdentity{Type: InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567890", TaxOffice: "Kadıköy"}
	for _, tc := range []struct {
		name   string
		id     *BillingIdentity
		answer *Taxpayer
		want   EInvoiceChoice
	}{
		{"bireysel, even with an answer", person, &Taxpayer{EInvoice: true, Alias: "x"}, EInvoiceChoice{ProfileEArchive, "", TaxpayerNotNeeded}},
		{"registered", company, &Taxpayer{EInvoice: true, Alias: "urn:mail:defaultpk@okur.com.tr"},
			EInvoiceChoice{ProfileBasic, "urn:mail:defaultpk@okur.com.tr", TaxpayerAnswered}},
		{"not registered", company, &Taxpayer{}, EInvoiceChoice{ProfileEArchive, "", TaxpayerAnswered}},
		{"no answer", company, nil, EInvoiceChoice{ProfileEArchive, "", TaxpayerUnchecked}},
	} {
		if got := DecideEInvoice(tc.id, tc.answer); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	if ProfileBasic.Label() != "e-Fatura" || ProfileEArchive.Label() != "e-Arşiv" {
		t.Error("labels")
	}
}

// TestPersonalID: the payment provider gets the TCKN given, else the
// placeholder; a company's VKN is never sent as one.
func TestPersonalID(t *testing.T) {
	for _, tc := range []struct {
		id   BillingIdentity
		want string
	}{
		{BillingIdentity{Type: InvoiceIndividual, TCKN: "10000000146"}, "10000000146"},
		{BillingIdentity{Type: InvoiceIndividual}, ConsumerTCKN},
		{BillingIdentity{Type: InvoiceCorporate, VKN: "1234567890"}, ConsumerTCKN},
	} {
		if got := tc.id.PersonalID(); got != tc.want {
			t.Errorf("%+v: %s, want %s", tc.id, got, tc.want)
		}
	}
}
