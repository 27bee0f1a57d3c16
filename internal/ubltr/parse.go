package ubltr

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// Parse reads an Invoice document back into the invoice it was built from,
// as far as a printed invoice needs it: number, ETTN, date, profile, the
// parties, the lines with their KDV-inclusive prices and discounts (from
// the lines' notes; without them, the net amounts), the KDV per class, the
// totals, the words and the internet-sale fields. It checks nothing beyond
// what it reads (Validate does).
func Parse(doc []byte) (*bookstore.Invoice, error) {
	r, err := readTree(doc)
	if err != nil {
		return nil, errors.New("fatura XML olarak okunamadı: " + err.Error())
	}
	if r.name != "Invoice" {
		return nil, errors.New("belge bir UBL-TR faturası değil")
	}
	inv := &bookstore.Invoice{Kind: bookstore.InvoiceSale, Number: r.val("cbc:ID"), ETTN: r.val("cbc:UUID"),
		Profile: bookstore.InvoiceProfile(r.val("cbc:ProfileID"))}
	loc := bookstore.ShopLocation()
	if at, err := time.ParseInLocation("2006-01-02 15:04:05", r.val("cbc:IssueDate")+" "+r.val("cbc:IssueTime"), loc); err == nil {
		inv.IssuedAt = at
	} else if d, err := time.ParseInLocation("2006-01-02", r.val("cbc:IssueDate"), loc); err == nil {
		inv.IssuedAt = d
	}
	for _, n := range r.all("cbc:Note") {
		if t := strings.TrimSpace(n.text); strings.HasPrefix(t, "YALNIZ") {
			inv.AmountInWords = t
		}
	}
	supplier := r.one("cac:AccountingSupplierParty/cac:Party")
	inv.Seller = readParty(supplier)
	inv.Buyer = readParty(r.one("cac:AccountingCustomerParty/cac:Party"))
	inv.Internet.WebAddress = supplier.val("cbc:WebsiteURI")
	inv.Internet.PaymentMeans = r.val("cac:PaymentMeans/cbc:PaymentMeansCode")
	inv.Internet.PaymentDate = date(r.val("cac:PaymentMeans/cbc:PaymentDueDate"))
	inv.Internet.Carrier = r.val("cac:Delivery/cac:CarrierParty/cac:PartyName/cbc:Name")
	inv.Internet.ShipDate = date(r.val("cac:Delivery/cac:Despatch/cbc:ActualDespatchDate"))
	for _, l := range r.all("cac:InvoiceLine") {
		inv.Lines = append(inv.Lines, readLine(l))
	}
	for _, st := range r.all("cac:TaxTotal/cac:TaxSubtotal") {
		a := amounts(st.val("cbc:TaxableAmount"), st.val("cbc:TaxAmount"))
		inv.Taxes = append(inv.Taxes, bookstore.RateTotal{Class: readClass(st), TaxAmounts: a})
	}
	inv.Total = amounts(r.val("cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount"), r.val("cac:TaxTotal/cbc:TaxAmount"))
	if inv.AmountInWords == "" {
		inv.AmountInWords = bookstore.AmountInWords(inv.Total.Gross)
	}
	return inv, nil
}

func readParty(p *node) bookstore.InvoiceParty {
	var id string
	for _, k := range p.all("cac:PartyIdentification/cbc:ID") {
		if s := k.attr("schemeID"); s == "VKN" || s == "TCKN" {
			id = k.val(".")
		}
	}
	name := p.val("cac:PartyName/cbc:Name")
	if name == "" {
		name = strings.TrimSpace(p.val("cac:Person/cbc:FirstName") + " " + p.val("cac:Person/cbc:FamilyName"))
		if name == consumerFirst+" "+consumerFamily {
			name = ""
		}
	}
	a := p.one("cac:PostalAddress")
	return bookstore.InvoiceParty{Name: name, TaxID: id, TaxOffice: p.val("cac:PartyTaxScheme/cac:TaxScheme/cbc:Name"),
		Province: a.val("cbc:CityName"), District: a.val("cbc:CitySubdivisionName"), Neighborhood: a.val("cbc:District"),
		Line: a.val("cbc:StreetName"), PostalCode: a.val("cbc:PostalZone"),
		Phone: p.val("cac:Contact/cbc:Telephone"), Email: p.val("cac:Contact/cbc:ElectronicMail")}
}

func readLine(l *node) bookstore.InvoiceLine {
	q, _ := strconv.Atoi(l.val("cbc:InvoicedQuantity"))
	st := l.one("cac:TaxTotal/cac:TaxSubtotal")
	line := bookstore.InvoiceLine{Name: l.val("cac:Item/cbc:Name"), ISBN: l.val("cac:Item/cac:SellersItemIdentification/cbc:ID"),
		Quantity: q, Class: readClass(st), Amounts: amounts(l.val("cbc:LineExtensionAmount"), l.val("cac:TaxTotal/cbc:TaxAmount"))}
	unit, hasUnit := int64(0), false
	for _, n := range l.all("cbc:Note") {
		t := strings.TrimSpace(n.text)
		if v, ok := strings.CutPrefix(t, notePrice); ok {
			unit, hasUnit = liraValue(v), true
		}
		if v, ok := strings.CutPrefix(t, noteAllowance); ok {
			line.Allowance = liraValue(v)
		}
	}
	if !hasUnit { // a document from elsewhere: its net prices
		var allowance int64
		for _, ac := range l.all("cac:AllowanceCharge") {
			a, _ := kurus(ac.val("cbc:Amount"))
			allowance += a
		}
		line.Allowance = allowance
		unit = (line.Amounts.Net + allowance) / int64(max(q, 1))
	}
	line.UnitPrice = unit
	return line
}

func readClass(st *node) bookstore.TaxClass {
	rate, _ := strconv.Atoi(strings.Split(st.val("cbc:Percent"), ".")[0])
	return bookstore.TaxClass{Rate: rate, Exemption: st.val("cac:TaxCategory/cbc:TaxExemptionReasonCode")}
}

func amounts(net, tax string) bookstore.TaxAmounts {
	n, _ := kurus(net)
	t, _ := kurus(tax)
	return bookstore.TaxAmounts{Gross: n + t, Net: n, Tax: t}
}

// liraValue reads "1.234,56 TL" as kuruş.
func liraValue(s string) int64 {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "TL"))
	s = strings.ReplaceAll(s, ".", "")
	k, _ := kurus(strings.Replace(s, ",", ".", 1))
	return k
}

func date(s string) time.Time {
	d, err := time.ParseInLocation("2006-01-02", s, bookstore.ShopLocation())
	if err != nil {
		return time.Time{}
	}
	return d
}
