package demo_test

import (
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/demo"
)

// The demo contact page (the contracts' seller) and the default invoice
// settings (the invoices' seller) name one company with one valid VKN: a
// demo buyer's contract and invoice never name two sellers.
func TestDemoSellerIsTheInvoiceSeller(t *testing.T) {
	inv := bookstore.DefaultInvoiceSettings.Seller
	if !bookstore.ValidVKN(inv.TaxID) {
		t.Fatalf("default invoice VKN %q fails the checksum", inv.TaxID)
	}
	for _, p := range demo.Catalog().Pages {
		if p.Key != "contact" {
			continue
		}
		s := bookstore.SellerOf(&bookstore.PageContent{Published: true, Meta: p.Meta})
		if s.Title != inv.Name || s.TaxNumber != inv.TaxID || s.TaxOffice != inv.TaxOffice || s.Email != inv.Email || s.Phone != inv.Phone {
			t.Fatalf("contact page seller %+v, invoice seller %+v", s, inv)
		}
		if s.Address != bookstore.DemoSellerAddress {
			t.Fatalf("contact address %q", s.Address)
		}
		return
	}
	t.Fatal("no contact page")
}
