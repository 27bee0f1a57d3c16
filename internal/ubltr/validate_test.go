package ubltr_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"bookstore/internal/ubltr"
)

// Broken documents are refused, each with a message naming what is wrong;
// the schema's half and the rules' half are both exercised.
func TestValidateRefusesBrokenDocuments(t *testing.T) {
	good, err := ubltr.Build(invoice(order(consumer), sale))
	if err != nil {
		t.Fatal(err)
	}
	if err := ubltr.Validate(good); err != nil {
		t.Fatalf("the good document: %v", err)
	}
	doc := string(good)
	replace := func(old, new string) string {
		if !strings.Contains(doc, old) {
			t.Fatalf("the document has no %q", old)
		}
		return strings.Replace(doc, old, new, 1)
	}
	cases := []struct {
		name, doc, want string
	}{
		{"wrong CustomizationID", replace("<cbc:CustomizationID>TR1.2<", "<cbc:CustomizationID>TR1.0<"), "CustomizationID TR1.2 olmalı"},
		{"missing ID", regexp.MustCompile(`\s*<cbc:ID>KTP2026000000042</cbc:ID>`).ReplaceAllString(doc, ""), "fatura numarası (ID)"},
		{"a number of the wrong form", replace("<cbc:ID>KTP2026000000042<", "<cbc:ID>KTP26000000042<"), "fatura numarası (ID)"},
		{"bad UUID", replace("7f0c2a5e-1d3b-", "7f0c2a5e-1d3b"), "ETTN (UUID)"},
		{"unknown profile", replace(">EARSIVFATURA<", ">EARSIV<"), "geçersiz ProfileID"},
		{"e-Arşiv without its send type", replace("<cbc:DocumentTypeCode>SEND_TYPE<", "<cbc:DocumentTypeCode>XSLT<"), "SEND_TYPE"},
		{"a TCKN of 10 digits", replace(`"TCKN">11111111111<`, `"TCKN">1111111111<`), "TCKN'si 11 haneli"},
		{"a VKN of 11 digits", replace(`<cbc:ID schemeID="VKN">1234567890</cbc:ID>
      </cac:PartyIdentification>
      <cac:PartyName>`, `<cbc:ID schemeID="VKN">12345678901</cbc:ID>
      </cac:PartyIdentification>
      <cac:PartyName>`), "VKN'si 10 haneli"},
		{"a 0 % subtotal without its exemption", regexp.MustCompile(`(?s)(<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="TRY">53.88</cbc:TaxAmount>.*?)<cbc:TaxExemptionReasonCode>335</cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>[^<]*</cbc:TaxExemptionReason>`).ReplaceAllString(doc, "$1"), "istisna sebebi"},
		{"an exemption on a plain sale", replace(">ISTISNA<", ">SATIS<"), "fatura tipi ISTISNA olmalı"},
		{"a payable amount that is not the total", replace(`<cbc:PayableAmount currencyID="TRY">561.28<`, `<cbc:PayableAmount currencyID="TRY">561.29<`), "ödenecek tutar"},
		{"three decimals in a total", replace(`<cbc:PayableAmount currencyID="TRY">561.28<`, `<cbc:PayableAmount currencyID="TRY">561.280<`), "en fazla iki ondalıklı"},
		{"a line that does not add up", replace(`<cbc:PriceAmount currencyID="TRY">150.00<`, `<cbc:PriceAmount currencyID="TRY">151.00<`), "1. satırda fiyat × miktar"},
		{"elements out of the schema's order (XSD)", replace("<cbc:CopyIndicator>false</cbc:CopyIndicator>\n  <cbc:UUID>7f0c2a5e-1d3b-4c8a-9e2f-5a6b7c8d9e0f</cbc:UUID>",
			"<cbc:UUID>7f0c2a5e-1d3b-4c8a-9e2f-5a6b7c8d9e0f</cbc:UUID>\n  <cbc:CopyIndicator>false</cbc:CopyIndicator>"), "şemaya uymuyor"},
		{"an element the schema does not know (XSD)", replace("<cbc:LineCountNumeric>", "<cbc:Foo>x</cbc:Foo><cbc:LineCountNumeric>"), "şemaya uymuyor"},
		{"not a number where the schema wants one (XSD)", replace("<cbc:LineCountNumeric>3<", "<cbc:LineCountNumeric>üç<"), "şemaya uymuyor"},
		{"an unknown tax type", replace("<cbc:TaxTypeCode>0015<", "<cbc:TaxTypeCode>0016<"), "geçersiz vergi tipi kodu"},
		{"another currency", replace("<cbc:DocumentCurrencyCode>TRY<", "<cbc:DocumentCurrencyCode>EUR<"), "para birimi TRY"},
		{"not XML", doc[:len(doc)/2], "XML olarak okunamadı"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := ubltr.Validate([]byte(c.doc))
			if err == nil {
				t.Fatal("the broken document was accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("the message %q does not say %q", err, c.want)
			}
		})
	}
}

// The simulator validates from many requests at once: the compiled schema
// is shared, each validation has its own context.
func TestValidateConcurrently(t *testing.T) {
	good, err := ubltr.Build(invoice(order(company), sale))
	if err != nil {
		t.Fatal(err)
	}
	bad := []byte(strings.Replace(string(good), "<cbc:LineCountNumeric>3<", "<cbc:LineCountNumeric>x<", 1))
	errs := make(chan error, 16)
	for i := 0; i < 16; i++ {
		go func() {
			if i%2 == 0 {
				errs <- ubltr.Validate(good)
			} else if ubltr.Validate(bad) == nil {
				errs <- errors.New("a broken document passed")
			} else {
				errs <- nil
			}
		}()
	}
	for i := 0; i < 16; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
