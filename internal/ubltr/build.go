// Package ubltr writes, checks and reads the shop's invoices as UBL-TR 1.2
// documents (UBL 2.1 under GİB's Turkish customization), the XML an
// e-invoice integrator takes for an e-Arşiv or e-Fatura invoice.
package ubltr

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bookstore/internal/bookstore"
)

// The document's money. Prices are KDV-inclusive in the shop, UBL amounts
// are net: each line's net (matrah) and KDV are the shop's own split of
// what the line was charged (bookstore.SplitGross), never recomputed here.
// A line is written as
//
//	list net   = the net of the line's list price × quantity (SplitGross)
//	allowance  = list net − line net (the net part of the sale and coupon
//	             discounts; never negative, as the net grows with the gross)
//	line net   = LineExtensionAmount, its KDV the line's TaxAmount
//	unit price = list net ÷ quantity (up to 4 decimals when it does not
//	             divide)
//
// and the totals as GİB's invoices show them: LineExtensionAmount the sum
// of the list nets, AllowanceTotalAmount the sum of the allowances,
// TaxExclusiveAmount their difference (the sum of the line nets),
// TaxInclusiveAmount and PayableAmount the gross the buyer paid. The
// KDV-inclusive list price and discount of each line are kept in the
// line's notes, for the printed invoice and for Parse.

// Texts the document carries.
const (
	// InternetSaleNote states that the sale was made on the internet.
	InternetSaleNote = "Bu satış internet üzerinden yapılmıştır."
	notePrice        = "KDV dahil birim fiyat: "
	noteAllowance    = "KDV dahil indirim: "
	noteOrder        = "Sipariş no: "
	sendTypeCode     = "SEND_TYPE"
	sendTypeOnline   = "ELEKTRONIK"
	internetSaleID   = "INTERNET_SATIS"
	paymentKindCode  = "ODEME_SEKLI"
	unitPiece        = "C62" // adet
	consumerFirst    = "Nihai"
	consumerFamily   = "Tüketici"
)

// Build writes inv, a numbered sales invoice, as a UBL-TR 1.2 Invoice.
// The same invoice always gives the same bytes.
func Build(inv *bookstore.Invoice) ([]byte, error) {
	switch {
	case inv.Kind != bookstore.InvoiceSale:
		return nil, errors.New("yalnızca satış faturası UBL-TR belgesi olarak yazılır")
	case !bookstore.ValidInvoiceNumber(inv.Number):
		return nil, fmt.Errorf("geçersiz fatura numarası %q", inv.Number)
	case inv.ETTN == "" || inv.IssuedAt.IsZero():
		return nil, errors.New("faturanın ETTN'si veya tarihi yok")
	case len(inv.Lines) == 0:
		return nil, errors.New("faturada satır yok")
	}
	loc := bookstore.ShopLocation()
	at := inv.IssuedAt.In(loc)
	day := at.Format("2006-01-02")
	root := &node{name: "Invoice", attrs: []attr{{"xmlns", nsInvoice}, {"xmlns:cac", nsCAC}, {"xmlns:cbc", nsCBC}, {"xmlns:ext", nsEXT}}}
	var allowance, listNet int64
	var lines []*node
	for i, l := range inv.Lines {
		n, ln, an := invoiceLine(i+1, l)
		lines = append(lines, n)
		listNet += ln
		allowance += an
	}
	notes := []*node{tx("cbc:Note", inv.AmountInWords), tx("cbc:Note", InternetSaleNote)}
	if inv.OrderID != "" {
		notes = append(notes, tx("cbc:Note", noteOrder+orderNumber(inv.OrderID)))
	}
	var sendType, internet *node
	if inv.Profile == bookstore.ProfileEArchive {
		sendType = el("cac:AdditionalDocumentReference", tx("cbc:ID", sendTypeOnline), tx("cbc:IssueDate", day),
			tx("cbc:DocumentTypeCode", sendTypeCode))
		internet = internetSale(inv.Internet, day)
	}
	kids := []*node{
		tx("cbc:UBLVersionID", "2.1"), tx("cbc:CustomizationID", "TR1.2"), tx("cbc:ProfileID", string(inv.Profile)),
		tx("cbc:ID", inv.Number), tx("cbc:CopyIndicator", "false"), tx("cbc:UUID", inv.ETTN),
		tx("cbc:IssueDate", day), tx("cbc:IssueTime", at.Format("15:04:05")), tx("cbc:InvoiceTypeCode", bookstore.InvoiceTypeCode(inv)),
	}
	kids = append(kids, notes...)
	kids = append(kids, tx("cbc:DocumentCurrencyCode", "TRY"), tx("cbc:LineCountNumeric", strconv.Itoa(len(inv.Lines))),
		sendType, internet, signature(inv.Seller, inv.Number),
		el("cac:AccountingSupplierParty", party(inv.Seller, inv.Internet.WebAddress)),
		el("cac:AccountingCustomerParty", party(inv.Buyer, "")),
		delivery(inv.Internet), paymentMeans(inv.Internet),
		taxTotal(inv.Total.Tax, inv.Taxes),
		el("cac:LegalMonetaryTotal", money("cbc:LineExtensionAmount", listNet), money("cbc:TaxExclusiveAmount", inv.Total.Net),
			money("cbc:TaxInclusiveAmount", inv.Total.Gross), money("cbc:AllowanceTotalAmount", allowance),
			money("cbc:PayableAmount", inv.Total.Gross)))
	kids = append(kids, lines...)
	root.kids = compact(kids)
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	root.write(&b, 0)
	return b.Bytes(), nil
}

// invoiceLine is line number id, with its list net and allowance net.
func invoiceLine(id int, l bookstore.InvoiceLine) (n *node, listNet, allowance int64) {
	q := max(l.Quantity, 1)
	listNet = bookstore.SplitGross(l.UnitPrice*int64(q), l.Class.Rate).Net
	if listNet < l.Amounts.Net { // a line charged above its list price
		listNet = l.Amounts.Net
	}
	allowance = listNet - l.Amounts.Net
	var ac *node
	if allowance > 0 {
		ac = el("cac:AllowanceCharge", tx("cbc:ChargeIndicator", "false"), tx("cbc:AllowanceChargeReason", "İndirim"),
			money("cbc:Amount", allowance), money("cbc:BaseAmount", listNet))
	}
	notes := []*node{tx("cbc:Note", notePrice+lira(l.UnitPrice))}
	if l.Allowance != 0 {
		notes = append(notes, tx("cbc:Note", noteAllowance+lira(l.Allowance)))
	}
	kids := []*node{tx("cbc:ID", strconv.Itoa(id))}
	kids = append(kids, notes...)
	kids = append(kids, tx("cbc:InvoicedQuantity", strconv.Itoa(q), "unitCode", unitPiece),
		money("cbc:LineExtensionAmount", l.Amounts.Net), ac,
		el("cac:TaxTotal", money("cbc:TaxAmount", l.Amounts.Tax), taxSubtotal(l.Class, l.Amounts)),
		el("cac:Item", tx("cbc:Name", l.Name), el("cac:SellersItemIdentification", tx("cbc:ID", l.ISBN))),
		el("cac:Price", tx("cbc:PriceAmount", unitAmount(listNet, q), "currencyID", "TRY")))
	return &node{name: "cac:InvoiceLine", kids: compact(kids)}, listNet, allowance
}

func taxTotal(tax int64, rates []bookstore.RateTotal) *node {
	kids := []*node{money("cbc:TaxAmount", tax)}
	for _, r := range rates {
		kids = append(kids, taxSubtotal(r.Class, r.TaxAmounts))
	}
	return el("cac:TaxTotal", kids...)
}

// taxSubtotal is the KDV (tax type 0015) of a class; an exempt class names
// its exemption code and reason.
func taxSubtotal(c bookstore.TaxClass, a bookstore.TaxAmounts) *node {
	return el("cac:TaxSubtotal", money("cbc:TaxableAmount", a.Net), money("cbc:TaxAmount", a.Tax),
		tx("cbc:Percent", strconv.Itoa(c.Rate)),
		el("cac:TaxCategory", tx("cbc:TaxExemptionReasonCode", c.Exemption), tx("cbc:TaxExemptionReason", bookstore.ExemptionName(c.Exemption)),
			el("cac:TaxScheme", tx("cbc:Name", "KDV"), tx("cbc:TaxTypeCode", "0015"))))
}

// signature is the cac:Signature block GİB's rules require: who signs (the
// seller) and where the signature will be; the integrator signs the
// document with the seller's financial seal.
func signature(seller bookstore.InvoiceParty, number string) *node {
	return el("cac:Signature", tx("cbc:ID", seller.TaxID, "schemeID", "VKN_TCKN"),
		el("cac:SignatoryParty", el("cac:PartyIdentification", tx("cbc:ID", seller.TaxID, "schemeID", scheme(seller))), address(seller)),
		el("cac:DigitalSignatureAttachment", el("cac:ExternalReference", tx("cbc:URI", "#Signature_"+number))))
}

// party is a seller or buyer: a company by its title and tax office, a
// person by first and family name (the family name is the last word).
func party(p bookstore.InvoiceParty, web string) *node {
	var name, taxScheme, person *node
	if p.IsCompany() {
		name = el("cac:PartyName", tx("cbc:Name", p.Name))
	} else {
		first, family := splitName(p.Name)
		person = el("cac:Person", tx("cbc:FirstName", first), tx("cbc:FamilyName", family))
	}
	if p.TaxOffice != "" {
		taxScheme = el("cac:PartyTaxScheme", el("cac:TaxScheme", tx("cbc:Name", p.TaxOffice)))
	}
	return el("cac:Party", tx("cbc:WebsiteURI", web), el("cac:PartyIdentification", tx("cbc:ID", p.TaxID, "schemeID", scheme(p))),
		name, address(p), taxScheme, el("cac:Contact", tx("cbc:Telephone", p.Phone), tx("cbc:ElectronicMail", p.Email)), person)
}

// address is a postal address: the açık adres as the street, the mahalle
// as the district, the ilçe as CitySubdivisionName and the il as CityName,
// in Türkiye.
func address(p bookstore.InvoiceParty) *node {
	return el("cac:PostalAddress", tx("cbc:StreetName", p.Line), tx("cbc:CitySubdivisionName", p.District),
		tx("cbc:CityName", p.Province), tx("cbc:PostalZone", p.PostalCode), tx("cbc:District", p.Neighborhood),
		el("cac:Country", tx("cbc:IdentificationCode", "TR"), tx("cbc:Name", "Türkiye")))
}

// delivery names the carrier and the ship date, once the order has them.
func delivery(in bookstore.InternetSale) *node {
	var despatch *node
	if !in.ShipDate.IsZero() {
		despatch = el("cac:Despatch", tx("cbc:ActualDespatchDate", in.ShipDate.In(bookstore.ShopLocation()).Format("2006-01-02")))
	}
	return el("cac:Delivery", el("cac:CarrierParty", el("cac:PartyName", tx("cbc:Name", in.Carrier))), despatch)
}

// internetSale is the e-Arşiv invoice's internet-sale reference: how the
// buyer paid (in words of the e-Arşiv list), when (its issue date, the
// invoice's day when unknown) and the web address of the sale. The same
// facts are also in their UBL places (the seller's WebsiteURI, the
// PaymentMeans, the Delivery), where the e-Fatura carries them too.
func internetSale(in bookstore.InternetSale, day string) *node {
	if in.WebAddress == "" && in.PaymentMeans == "" {
		return nil
	}
	if !in.PaymentDate.IsZero() {
		day = in.PaymentDate.In(bookstore.ShopLocation()).Format("2006-01-02")
	}
	kind := map[string]string{bookstore.PaymentMeansCard: "KREDIKARTI/BANKAKARTI", bookstore.PaymentMeansTransfer: "EFT/HAVALE",
		bookstore.PaymentMeansCash: "KAPIDAODEME"}[in.PaymentMeans]
	if kind == "" {
		kind = "DIGER"
	}
	return el("cac:AdditionalDocumentReference", tx("cbc:ID", internetSaleID), tx("cbc:IssueDate", day),
		tx("cbc:DocumentTypeCode", paymentKindCode), tx("cbc:DocumentType", kind),
		el("cac:IssuerParty", tx("cbc:WebsiteURI", in.WebAddress)))
}

// paymentMeans is how and when the buyer paid.
func paymentMeans(in bookstore.InternetSale) *node {
	if in.PaymentMeans == "" {
		return nil
	}
	var date string
	if !in.PaymentDate.IsZero() {
		date = in.PaymentDate.In(bookstore.ShopLocation()).Format("2006-01-02")
	}
	return el("cac:PaymentMeans", tx("cbc:PaymentMeansCode", in.PaymentMeans), tx("cbc:PaymentDueDate", date))
}

func scheme(p bookstore.InvoiceParty) string {
	if p.IsCompany() {
		return "VKN"
	}
	return "TCKN"
}

// splitName splits a person's name into first names and the family name;
// a consumer without a name is the final consumer (nihai tüketici).
func splitName(s string) (first, family string) {
	f := strings.Fields(s)
	switch len(f) {
	case 0:
		return consumerFirst, consumerFamily
	case 1:
		return f[0], f[0]
	}
	return strings.Join(f[:len(f)-1], " "), f[len(f)-1]
}

func money(name string, kurus int64) *node {
	n := &node{name: name, text: amount(kurus), attrs: []attr{{"currencyID", "TRY"}}}
	return n
}

// amount is kuruş as a decimal amount: 12345 → "123.45".
func amount(k int64) string {
	sign := ""
	if k < 0 {
		sign, k = "-", -k
	}
	return fmt.Sprintf("%s%d.%02d", sign, k/100, k%100)
}

// unitAmount is total kuruş ÷ q, with 2 decimals when it divides and up to
// 4 (rounded half up) when it does not.
func unitAmount(total int64, q int) string {
	if total%int64(q) == 0 {
		return amount(total / int64(q))
	}
	tenK := (total*100 + int64(q)/2) / int64(q) // in 1/10000 lira
	s := fmt.Sprintf("%d.%04d", tenK/10000, tenK%10000)
	return strings.TrimRight(s, "0")
}

// lira is kuruş as the notes write it: "1.234,56 TL".
func lira(k int64) string {
	return strings.TrimPrefix(bookstore.FormatLira(k), "₺") + " TL"
}

func orderNumber(id string) string {
	if len(id) < 8 {
		return id
	}
	return id[:8]
}

func compact(ns []*node) []*node {
	out := ns[:0]
	for _, n := range ns {
		if n != nil {
			out = append(out, n)
		}
	}
	return out
}
