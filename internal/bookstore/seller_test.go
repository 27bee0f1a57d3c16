package bookstore_test

import (
	"errors"
	"slices"
	"testing"

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
