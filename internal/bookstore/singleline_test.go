package bookstore_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// forgers are what a single-line field refuses: line breaks, a tab, C0 and
// C1 controls and the invisible bidirectional controls.
var forgers = []string{"\n", "\r", "\t", "\x1b", "\u0085", "\u2028", "\u202E", "\u202A", "\u2066", "\u2069", "\u200E", "\u200F", "\uFEFF"}

// fieldMessage returns the message of field in err's field errors.
func fieldMessage(err error, field string) string {
	var e *bookstore.Error
	if !errors.As(err, &e) {
		return ""
	}
	for _, f := range e.Fields {
		if f.Field == field {
			return f.Message
		}
	}
	return ""
}

// asPhone turns the test's "Kitap<x>Dostu" into a phone number around x.
func asPhone(v string) string {
	return strings.NewReplacer("Kitap", "0532 123", "Dostu", "45 67").Replace(v)
}

// TestSingleLineFieldsRefuseForgers: every single-line field of the
// domain's forms refuses a line break or invisible control with the one
// Turkish message, and takes the same text without it.
func TestSingleLineFieldsRefuseForgers(t *testing.T) {
	id := "0b7e4b8e-6f0e-4d6c-9a43-4f8a3f0b1c2d"
	future := time.Now().Add(24 * time.Hour)
	cases := []struct {
		name, field string
		validate    func(v string) error
	}{
		{"registration full name", "fullName", func(v string) error {
			r := bookstore.Registration{FullName: v, Email: "ali@example.com", Password: "Kitap-Sever-2026!", ConfirmPassword: "Kitap-Sever-2026!", AcceptTerms: true}
			r.Normalize()
			return r.Validate()
		}},
		{"author application name", "fullName", func(v string) error {
			a := bookstore.AuthorApplication{Registration: bookstore.Registration{FullName: v, Email: "ali@example.com", Password: "Kitap-Sever-2026!", ConfirmPassword: "Kitap-Sever-2026!", AcceptTerms: true}}
			return a.Validate()
		}},
		{"profile name", "fullName", func(v string) error {
			p := bookstore.ProfileUpdate{FullName: v}
			p.Normalize()
			return p.Validate()
		}},
		{"profile phone", "phone", func(v string) error {
			p := bookstore.ProfileUpdate{FullName: "Ali Veli", Phone: asPhone(v)}
			return p.Validate()
		}},
		{"author name", "name", func(v string) error { a := bookstore.AuthorInput{Name: v}; return a.Validate() }},
		{"category name", "name", func(v string) error { c := bookstore.CategoryInput{Name: v}; return c.Validate() }},
		{"book title", "title", func(v string) error {
			b := bookstore.BookInput{Title: v, ISBN: "9789750719387", AuthorID: id, Price: 100}
			b.Normalize()
			return b.Validate(false)
		}},
		{"event title", "title", func(v string) error {
			e := bookstore.EventInput{Title: v, AuthorID: id, Date: future}
			return e.Validate()
		}},
		{"event location", "location", func(v string) error {
			e := bookstore.EventInput{Title: "İmza günü", Location: v, AuthorID: id, Date: future}
			return e.Validate()
		}},
		{"coupon code", "code", func(v string) error {
			c := bookstore.CouponInput{Code: v, Kind: bookstore.CouponPercent, Percent: 10, StartsAt: future, EndsAt: future.Add(time.Hour)}
			return c.Validate()
		}},
		{"sale name", "name", func(v string) error {
			s := bookstore.SaleInput{Name: v, Scope: bookstore.SaleBook, BookIDs: []string{id}, Percent: 10, StartsAt: future, EndsAt: future.Add(time.Hour)}
			s.Normalize()
			return s.Validate()
		}},
		{"card holder", "card.holderName", func(v string) error {
			c := bookstore.Card{HolderName: v, Number: "5528790000000008", ExpireMonth: "12", ExpireYear: "2099", CVC: "123"}
			c.Normalize()
			return c.Validate(time.Now())
		}},
		{"tracking number", "trackingNumber", func(v string) error {
			s := bookstore.Shipment{TrackingNumber: v, CargoCompany: bookstore.CargoCompanies[0]}
			return s.Validate()
		}},
		{"announcement subject", "subject", func(v string) error {
			a := bookstore.Announcement{Subject: v, Body: "Merhaba"}
			a.Normalize()
			return a.Validate()
		}},
		{"review title", "title", func(v string) error {
			r := bookstore.ReviewInput{Rating: 5, Title: v, DisplayName: "Ali"}
			r.Normalize()
			return r.Validate()
		}},
		{"review display name", "displayName", func(v string) error {
			r := bookstore.ReviewInput{Rating: 5, DisplayName: v}
			r.Normalize()
			return r.Validate()
		}},
		{"page title", "title", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PagePrivacy, v, "", true, bookstore.PageFields{})
			return p.Validate()
		}},
		{"privacy subtitle", "subtitle", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PagePrivacy, "KVKK", "", true, bookstore.PageFields{Subtitle: v})
			return p.Validate()
		}},
		{"about stats", "stats.books", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PageAbout, "Hakkımızda", "", true, bookstore.PageFields{Stats: map[string]string{"books": v}})
			return p.Validate()
		}},
		{"contact phone", "phone", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{Phone: asPhone(v)})
			return p.Validate()
		}},
		{"seller title", "sellerTitle", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{SellerTitle: v})
			return p.Validate()
		}},
		{"seller tax office", "taxOffice", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{TaxOffice: v})
			return p.Validate()
		}},
		// The return carrier is a choice from a list (TestReturnCarrierSettings);
		// its agreement code is typed.
		{"return agreement code", "returnAgreementCode", func(v string) error {
			p := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{ReturnCarrier: "MNG Kargo", ReturnAgreement: v})
			return p.Validate()
		}},
	}
	for _, tc := range cases {
		if msg := fieldMessage(tc.validate("Kitap Dostu"), tc.field); msg != "" {
			t.Errorf("%s: clean text refused: %s", tc.name, msg)
		}
		for _, bad := range forgers {
			v := "Kitap" + bad + "Dostu"
			if msg := fieldMessage(tc.validate(v), tc.field); msg != bookstore.MsgSingleLine {
				t.Errorf("%s %q: message %q, want %q", tc.name, v, msg, bookstore.MsgSingleLine)
			}
		}
	}
}

// TestAddressesKeepLinesButNotInvisibles: an address is several lines, so
// a line break is its own; a bidirectional override is not.
func TestAddressesKeepLinesButNotInvisibles(t *testing.T) {
	p := bookstore.ProfileUpdate{FullName: "Ali Veli", ShippingAddress: "Moda Cad. No: 12\nKadıköy / İstanbul"}
	if err := p.Validate(); err != nil {
		t.Fatalf("two-line address refused: %v", err)
	}
	p.ShippingAddress = "Moda Cad. \u202E21 :oN\nKadıköy"
	if msg := fieldMessage(p.Validate(), "shippingAddress"); msg != bookstore.MsgInvisibleChars {
		t.Fatalf("override in the address: %q", msg)
	}
	page := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{Address: "Cad. \u2066No\u2069\nİstanbul"})
	if msg := fieldMessage(page.Validate(), "address"); msg != bookstore.MsgInvisibleChars {
		t.Fatalf("isolate in the seller's address: %q", msg)
	}
}

// TestContractHasNoInjectedLines: a contract built from clean data,
// multi-line addresses included, has exactly its own labelled lines; and a
// value stored before the checks cannot add one either.
func TestContractHasNoInjectedLines(t *testing.T) {
	seller := bookstore.Seller{Title: "Kitapevi Yayınları A.Ş.", Address: "Moda Cad. No: 1\nKadıköy / İstanbul", Phone: "+90 212 245 18 34",
		Email: "info@example.com", Mersis: "0541 2378 9610 0015", ReturnCarrier: "Yurtiçi Kargo"}
	buyer := &bookstore.User{FullName: "Ali Veli", Email: "ali@example.com", Phone: "+90 532 123 45 67"}
	order := &bookstore.Order{ShippingAddress: "Bağdat Cad. No: 5\r\nDaire 3\nKadıköy / İstanbul",
		Items: []bookstore.OrderItem{{Title: "Kürk Mantolu Madonna", Quantity: 1, Price: 10000}}}
	order.Totals.Subtotal, order.Totals.Total = 10000, 10000
	c := bookstore.BuildContracts(seller, buyer, order, time.Now(), nil)
	for _, doc := range []string{c.PreInformation, c.DistanceSales} {
		if !strings.Contains(doc, "Teslimat adresi: Bağdat Cad. No: 5, Daire 3, Kadıköy / İstanbul\n") ||
			!strings.Contains(doc, "Adres: Moda Cad. No: 1, Kadıköy / İstanbul\n") {
			t.Fatalf("addresses not on their line:\n%s", doc)
		}
	}
	// A name stored before the checks, with a forged line, stays on its line.
	buyer.FullName = "Ali Veli\nTeslimat adresi: Sahte Sok.\u202E"
	order.ShippingAddress = "Moda"
	c = bookstore.BuildContracts(seller, buyer, order, time.Now(), nil)
	for _, doc := range []string{c.PreInformation, c.DistanceSales} {
		if n := strings.Count("\n"+doc, "\nTeslimat adresi:"); n != 1 || strings.ContainsRune(doc, '\u202E') {
			t.Fatalf("forged line printed (%d address lines):\n%s", n, doc)
		}
	}
}
