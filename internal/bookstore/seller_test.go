package bookstore_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestNormalizeMersis(t *testing.T) {
	for in, want := range map[string]string{
		"0541237896100015":    "0541 2378 9610 0015",
		"0541 2378 9610 0015": "0541 2378 9610 0015",
		"0541-2378-9610-0015": "0541 2378 9610 0015",
		"054123789610001":     "",
		"05412378961000155":   "",
		"0541 2378 9610 001a": "",
	} {
		got, ok := bookstore.NormalizeMersis(in)
		if got != want || ok != (want != "") {
			t.Errorf("NormalizeMersis(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// The seller is the published contact page's fields; what is empty is named
// as the content form names it.
func TestSellerOfContactPage(t *testing.T) {
	page := &bookstore.PageContent{Key: bookstore.PageContact, Published: true, Meta: map[string]any{
		"address": "Beyoğlu/İstanbul", "phone": "+90 212 245 18 34", "email": "merhaba@kitapevi.test",
		bookstore.MetaSellerTitle: " Kitapevi Yayınları ", bookstore.MetaMersis: "0541 2378 9610 0015"}}
	s := bookstore.SellerOf(page)
	if s.Title != "Kitapevi Yayınları" || s.Mersis != "0541 2378 9610 0015" || s.Email != "merhaba@kitapevi.test" || len(s.Missing()) != 0 {
		t.Fatalf("seller: %+v missing %v", s, s.Missing())
	}
	delete(page.Meta, bookstore.MetaMersis)
	page.Meta[bookstore.MetaSellerTitle] = ""
	if m := bookstore.SellerOf(page).Missing(); !slices.Equal(m, []string{"sellerTitle", "mersis"}) {
		t.Fatalf("missing: %v", m)
	}
	page.Published = false
	if m := bookstore.SellerOf(page).Missing(); len(m) != 5 {
		t.Fatalf("unpublished page: missing %v", m)
	}
	if m := bookstore.SellerOf(nil).Missing(); len(m) != 5 {
		t.Fatalf("no page: missing %v", m)
	}
}

func TestContactPageSellerFields(t *testing.T) {
	in := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{SellerTitle: " Kitapevi ", Mersis: "0541237896100015"})
	if err := in.Validate(); err != nil {
		t.Fatal(err)
	}
	if in.Meta[bookstore.MetaSellerTitle] != "Kitapevi" || in.Meta[bookstore.MetaMersis] != "0541 2378 9610 0015" {
		t.Fatalf("meta: %v", in.Meta)
	}
	bad := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{Mersis: "12"})
	if err := bad.Validate(); bookstore.ErrorMessage(err) == "" || !hasField(err, "mersis") {
		t.Fatalf("bad mersis: %v", err)
	}
	// Other pages keep no seller fields.
	if about := bookstore.NewPageInput(bookstore.PageAbout, "Hakkımızda", "", true, bookstore.PageFields{Mersis: "x"}); about.Meta[bookstore.MetaMersis] != nil {
		t.Fatalf("about meta: %v", about.Meta)
	}
}

func hasField(err error, field string) bool {
	var e *bookstore.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, f := range e.Fields {
		if f.Field == field {
			return true
		}
	}
	return false
}

// The seller's tax office and number and KEP address: checked,
// shown in the contracts and on one line in mail footers.
func TestSellerTaxAndKEP(t *testing.T) {
	for _, tc := range []struct {
		number, kep string
		fields      []string
	}{
		{"1234567890", "kitapevi@hs01.kep.tr", nil},
		{"12345678901", "", nil},
		{"12345", "kitapevi@example.com", []string{"taxNumber", "kep"}},
		{"12345678a0", "yok", []string{"taxNumber", "kep"}},
	} {
		in := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{TaxOffice: "Kadıköy", TaxNumber: tc.number, KEP: tc.kep})
		err := in.Validate()
		var got []string
		var e *bookstore.Error
		if errors.As(err, &e) {
			for _, f := range e.Fields {
				got = append(got, f.Field)
			}
		}
		if !slices.Equal(got, tc.fields) {
			t.Errorf("%s %s: %v, want %v", tc.number, tc.kep, got, tc.fields)
		}
	}
	s := bookstore.SellerOf(&bookstore.PageContent{Key: bookstore.PageContact, Published: true, Meta: map[string]any{
		bookstore.MetaSellerTitle: "Kitapevi A.Ş.", bookstore.MetaTaxOffice: "Kadıköy", bookstore.MetaTaxNumber: "1234567890",
		bookstore.MetaKEP: "kitapevi@hs01.kep.tr"}})
	if got := s.IdentityLine(); got != "Kitapevi A.Ş. · Vergi Dairesi / No: Kadıköy / 1234567890 · KEP: kitapevi@hs01.kep.tr" {
		t.Errorf("identity line: %q", got)
	}
	c := bookstore.BuildContracts(s, &bookstore.User{FullName: "Ayşe"}, &bookstore.Order{ID: "0190abcd"}, time.Now(), nil)
	if !strings.Contains(c.PreInformation, "Vergi Dairesi / No: Kadıköy / 1234567890") || !strings.Contains(c.DistanceSales, "KEP adresi: kitapevi@hs01.kep.tr") {
		t.Errorf("contracts: %s", c.PreInformation)
	}
}
