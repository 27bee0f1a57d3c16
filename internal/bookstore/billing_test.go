package bookstore_test

import (
	"errors"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

func TestValidTCKN(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     bool
	}{
		{"valid", "10000000146", true},
		{"valid with every check digit used", "12345678950", true},
		{"valid", "11111111110", true},
		{"the consumer placeholder is not a real number", "11111111111", false},
		{"wrong 11th digit", "10000000145", false},
		{"wrong 10th digit", "10000000156", false},
		{"starts with zero", "01234567890", false},
		{"too short", "1000000014", false},
		{"too long", "100000001460", false},
		{"letters", "1000000014a", false},
		{"spaces", "10000 00146", false},
		{"empty", "", false},
		{"non-ASCII digits", "١٠٠٠٠٠٠٠١٤٦", false},
	} {
		t.Run(tc.name+" "+tc.in, func(t *testing.T) {
			if got := bookstore.ValidTCKN(tc.in); got != tc.want {
				t.Errorf("ValidTCKN(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func TestValidVKN(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     bool
	}{
		// Published tax numbers of two Turkish online retailers.
		{"a real company's", "3130557669", true},
		{"another real company's", "2650179910", true},
		{"valid", "1234567890", true},
		{"valid, leading zero", "0123456789", true},
		{"wrong check digit", "3130557668", false},
		{"wrong check digit", "1234567891", false},
		{"a swapped pair", "2650179901", false},
		{"all ones", "1111111111", false},
		{"nine digits", "123456789", false},
		{"eleven digits (a TCKN)", "10000000146", false},
		{"letters", "12345678a0", false},
		{"empty", "", false},
	} {
		t.Run(tc.name+" "+tc.in, func(t *testing.T) {
			if got := bookstore.ValidVKN(tc.in); got != tc.want {
				t.Errorf("ValidVKN(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func fieldMessages(err error) map[string]string {
	out := map[string]string{}
	var e *bookstore.Error
	if errors.As(err, &e) {
		for _, f := range e.Fields {
			out[f.Field] = f.Message
		}
	}
	return out
}

func TestBillingIdentityValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   bookstore.BillingIdentity
		want map[string]string // field → message; empty: valid
	}{
		{"Bireysel without TCKN", bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Deniz Okur"}, nil},
		{"Bireysel with TCKN, spaces typed", bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Deniz Okur", TCKN: "100 000 001 46"}, nil},
		{"Bireysel with a bad TCKN", bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Deniz Okur", TCKN: "10000000145"},
			map[string]string{"billing.tckn": "Geçersiz T.C. kimlik numarası"}},
		{"Bireysel without a name", bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual},
			map[string]string{"billing.name": bookstore.MsgBillingName}},
		{"Kurumsal", bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur Yayıncılık A.Ş.", VKN: "3130557669", TaxOffice: "Kadıköy"}, nil},
		{"Kurumsal with a bad VKN", bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "3130557668", TaxOffice: "Kadıköy"},
			map[string]string{"billing.vkn": "Geçersiz vergi kimlik numarası"}},
		{"Kurumsal missing unvan and vergi dairesi", bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, VKN: "1234567890"},
			map[string]string{"billing.title": bookstore.MsgCompanyTitle, "billing.taxOffice": bookstore.MsgTaxOffice}},
		{"Kurumsal with a line break in the unvan", bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur\nA.Ş.", VKN: "1234567890", TaxOffice: "Kadıköy"},
			map[string]string{"billing.title": bookstore.MsgSingleLine}},
		{"Kurumsal with an overlong unvan", bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: strings.Repeat("a", 201), VKN: "1234567890", TaxOffice: "Kadıköy"},
			map[string]string{"billing.title": bookstore.MsgCompanyTitle}},
		{"no type", bookstore.BillingIdentity{Name: "Deniz Okur"}, map[string]string{"billing.type": bookstore.MsgInvoiceType}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.in
			b.Normalize()
			got := fieldMessages(b.Validate())
			if len(got) != len(tc.want) {
				t.Fatalf("fields %v, want %v", got, tc.want)
			}
			for f, m := range tc.want {
				if got[f] != m {
					t.Errorf("%s: %q, want %q", f, got[f], m)
				}
			}
		})
	}
}

func TestBillingTaxIDAndSummary(t *testing.T) {
	person := bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Deniz Okur"}
	if person.TaxID() != bookstore.ConsumerTCKN || person.TaxID() != "11111111111" {
		t.Errorf("a person without a TCKN is invoiced as %q", person.TaxID())
	}
	person.TCKN = "10000000146"
	if person.TaxID() != "10000000146" || person.Summary() != "Bireysel: Deniz Okur, T.C. 10000000146" {
		t.Errorf("person: %q, %q", person.TaxID(), person.Summary())
	}
	company := bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur A.Ş.", VKN: "1234567890", TaxOffice: "Kadıköy"}
	if company.TaxID() != "1234567890" || company.PartyName() != "Okur A.Ş." {
		t.Errorf("company: %q, %q", company.TaxID(), company.PartyName())
	}
}
