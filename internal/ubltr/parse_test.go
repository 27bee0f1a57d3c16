package ubltr_test

import (
	"reflect"
	"regexp"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/ubltr"
)

// What Build writes, Parse reads back: everything a printed invoice shows.
func TestParseReadsBackWhatBuildWrote(t *testing.T) {
	shipped := sale
	shipped.Carrier, shipped.ShipDate = "Aras Kargo", time.Date(2026, 3, 16, 0, 0, 0, 0, bookstore.ShopLocation())
	for _, id := range []bookstore.BillingIdentity{consumer, person, company} {
		want := invoice(order(id), shipped)
		want.Lines[0].ISBN = "9789750719387"
		doc, err := ubltr.Build(want)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ubltr.Parse(doc)
		if err != nil {
			t.Fatal(err)
		}
		if got.Number != want.Number || got.ETTN != want.ETTN || !got.IssuedAt.Equal(want.IssuedAt) || got.Profile != want.Profile ||
			got.AmountInWords != want.AmountInWords {
			t.Errorf("identity: %+v", got)
		}
		if !reflect.DeepEqual(got.Lines, want.Lines) {
			t.Errorf("lines:\n got %+v\nwant %+v", got.Lines, want.Lines)
		}
		if !reflect.DeepEqual(got.Taxes, want.Taxes) || got.Total != want.Total {
			t.Errorf("taxes %+v total %+v, want %+v %+v", got.Taxes, got.Total, want.Taxes, want.Total)
		}
		if got.Buyer != want.Buyer || got.Seller != want.Seller {
			t.Errorf("parties:\n got %+v\n     %+v\nwant %+v\n     %+v", got.Seller, got.Buyer, want.Seller, want.Buyer)
		}
		in := got.Internet
		if in.WebAddress != shipped.WebAddress || in.PaymentMeans != shipped.PaymentMeans || in.Carrier != "Aras Kargo" ||
			!in.ShipDate.Equal(shipped.ShipDate) || in.PaymentDate.Format("2006-01-02") != "2026-03-14" {
			t.Errorf("internet sale: %+v", in)
		}
	}
	if _, err := ubltr.Parse([]byte("<Invoice")); err == nil {
		t.Error("a broken document was read")
	}
}

// A document without the shop's line notes (another issuer's) is read at
// its net prices.
func TestParseWithoutTheLineNotes(t *testing.T) {
	doc, err := ubltr.Build(invoice(order(consumer), sale))
	if err != nil {
		t.Fatal(err)
	}
	stripped := regexp.MustCompile(`\s*<cbc:Note>KDV dahil [^<]*</cbc:Note>`).ReplaceAll(doc, nil)
	got, err := ubltr.Parse(stripped)
	if err != nil {
		t.Fatal(err)
	}
	l := got.Lines[0] // 2 × 150,00 at 0 %, 62,01 off
	if l.UnitPrice != 15000 || l.Allowance != 6201 || l.Amounts.Gross != 23799 {
		t.Fatalf("first line %+v", l)
	}
}
