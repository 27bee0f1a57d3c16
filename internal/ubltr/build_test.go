package ubltr_test

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/ubltr"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// The document of a consumer's e-Arşiv invoice is exactly the golden file
// (built twice, the same bytes).
func TestBuildGolden(t *testing.T) {
	inv := invoice(order(consumer), sale)
	a, err := ubltr.Build(inv)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := ubltr.Build(inv)
	if !bytes.Equal(a, b) {
		t.Fatal("two builds of one invoice differ")
	}
	const golden = "testdata/earsiv-bireysel.xml"
	if *update {
		if err := os.WriteFile(golden, a, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, want) {
		t.Fatalf("the document differs from %s (go test -run TestBuildGolden -update to accept):\n%s", golden, a)
	}
}

// What GİB reads from each kind of document, and that every one of them
// passes the schema and the rules.
func TestBuildDocumentsValidate(t *testing.T) {
	temel := invoice(order(company), sale)
	temel.Profile, temel.Buyer.Alias = bookstore.ProfileBasic, "urn:mail:defaultpk@okur.example"
	shipped := sale
	shipped.Carrier, shipped.ShipDate = "Yurtiçi Kargo", issued.Add(26*time.Hour)
	allTaxed := order(person)
	for i := range allTaxed.Items {
		allTaxed.Items[i].Tax = kdv20
	}
	// Kapıda ödeme: the fee is its own line at the shipping's class, and
	// the invoice names cash at the door; havale/EFT names the transfer.
	cod := order(consumer)
	cod.PaymentMethod, cod.Totals.MethodFee = bookstore.MethodCOD, 1250
	cod.Totals.Total += 1250
	codSale := sale
	codSale.PaymentMeans = bookstore.SalePaymentMeans(cod)
	transfer := order(consumer)
	transfer.PaymentMethod = bookstore.MethodTransfer
	transferSale := sale
	transferSale.PaymentMeans = bookstore.SalePaymentMeans(transfer)
	noShipping := order(consumer)
	noShipping.Totals.Total -= noShipping.Totals.Shipping
	noShipping.Totals.Shipping = 0
	cases := []struct {
		name string
		inv  *bookstore.Invoice
		want []string
	}{
		{"e-Arşiv, a consumer without a TCKN", invoice(order(consumer), sale), []string{
			"<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>", `<cbc:ID schemeID="TCKN">11111111111</cbc:ID>`,
			"<cbc:FirstName>Ayşe Gül</cbc:FirstName>", "<cbc:FamilyName>Yılmaz</cbc:FamilyName>",
			"<cbc:DocumentTypeCode>SEND_TYPE</cbc:DocumentTypeCode>", "<cbc:InvoiceTypeCode>ISTISNA</cbc:InvoiceTypeCode>",
			"<cbc:TaxExemptionReasonCode>335</cbc:TaxExemptionReasonCode>", "<cbc:IssueDate>2026-03-15</cbc:IssueDate>",
			"<cbc:IssueTime>00:30:05</cbc:IssueTime>", ubltr.InternetSaleNote, "<cbc:Note>YALNIZ: ",
			"<cbc:WebsiteURI>https://kitap.example</cbc:WebsiteURI>", "<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode>",
			"<cbc:PaymentDueDate>2026-03-14</cbc:PaymentDueDate>", "<cbc:ID>INTERNET_SATIS</cbc:ID>",
			"<cbc:DocumentType>KREDIKARTI/BANKAKARTI</cbc:DocumentType>", "<cbc:CitySubdivisionName>Karşıyaka</cbc:CitySubdivisionName>",
			"<cbc:CityName>İzmir</cbc:CityName>", "İnce Memed &lt;e-kitap&gt; &amp; özel"}},
		{"e-Arşiv, a person with a TCKN", invoice(order(person), sale), []string{`<cbc:ID schemeID="TCKN">10000000146</cbc:ID>`}},
		{"e-Arşiv, a company", invoice(order(company), sale), []string{`<cbc:ID schemeID="VKN">1234567890</cbc:ID>`,
			"<cbc:Name>Okur Kitap Ltd. Şti.</cbc:Name>", "<cbc:Name>Konak</cbc:Name>"}},
		{"e-Fatura to a registered company", temel, []string{"<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>"}},
		{"shipped: the carrier and the date", invoice(order(consumer), shipped), []string{
			"<cbc:Name>Yurtiçi Kargo</cbc:Name>", "<cbc:ActualDespatchDate>2026-03-16</cbc:ActualDespatchDate>"}},
		{"every line at 20 %: a plain sale", invoice(allTaxed, sale), []string{"<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>"}},
		{"no shipping charged", invoice(noShipping, bookstore.InternetSale{}), []string{"<cbc:LineCountNumeric>2</cbc:LineCountNumeric>"}},
		{"kapıda ödeme: the fee's line, cash at the door", invoice(cod, codSale), []string{
			"<cbc:LineCountNumeric>4</cbc:LineCountNumeric>", "<cbc:Name>" + bookstore.CODFeeLineName + "</cbc:Name>",
			"<cbc:PaymentMeansCode>10</cbc:PaymentMeansCode>", "<cbc:DocumentType>KAPIDAODEME</cbc:DocumentType>"}},
		{"havale/EFT", invoice(transfer, transferSale), []string{
			"<cbc:PaymentMeansCode>42</cbc:PaymentMeansCode>", "<cbc:DocumentType>EFT/HAVALE</cbc:DocumentType>"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := ubltr.Build(c.inv)
			if err != nil {
				t.Fatal(err)
			}
			if err := ubltr.Validate(doc); err != nil {
				t.Fatalf("%v\n%s", err, doc)
			}
			for _, w := range c.want {
				if !strings.Contains(string(doc), w) {
					t.Errorf("no %q in\n%s", w, doc)
				}
			}
			if c.inv.Profile == bookstore.ProfileBasic && (strings.Contains(string(doc), "SEND_TYPE") || strings.Contains(string(doc), "INTERNET_SATIS")) {
				t.Error("an e-Fatura carries the e-Arşiv send type")
			}
		})
	}
}

// The totals GİB reads are the shop's amounts to the kuruş.
func TestBuildTotalsAreTheShopsAmounts(t *testing.T) {
	inv := invoice(order(consumer), sale)
	doc, err := ubltr.Build(inv)
	if err != nil {
		t.Fatal(err)
	}
	s := string(doc)
	for _, w := range []string{
		`<cbc:PayableAmount currencyID="TRY">` + amount(inv.Total.Gross) + "<",
		`<cbc:TaxInclusiveAmount currencyID="TRY">` + amount(inv.Total.Gross) + "<",
		`<cbc:TaxExclusiveAmount currencyID="TRY">` + amount(inv.Total.Net) + "<",
		`<cbc:TaxAmount currencyID="TRY">` + amount(inv.Total.Tax) + "<",
		`<cbc:LineExtensionAmount currencyID="TRY">` + amount(inv.Lines[1].Amounts.Net) + "<",
	} {
		if !strings.Contains(s, w) {
			t.Errorf("no %q", w)
		}
	}
	if inv.Total.Gross != order(consumer).Totals.Total {
		t.Fatalf("total %d", inv.Total.Gross)
	}
}

func TestBuildRefusesAnUnnumberedOrReturnDocument(t *testing.T) {
	inv := invoice(order(consumer), sale)
	inv.Number = ""
	if _, err := ubltr.Build(inv); err == nil {
		t.Error("an invoice without a number was built")
	}
	inv = invoice(order(consumer), sale)
	inv.Kind = bookstore.InvoiceReturnSlip
	if _, err := ubltr.Build(inv); err == nil {
		t.Error("a return slip was built as an invoice")
	}
}

func amount(k int64) string {
	return strings.TrimSpace(strings.Replace(strings.ReplaceAll(strings.TrimPrefix(bookstore.FormatLira(k), "₺"), ".", ""), ",", ".", 1))
}
