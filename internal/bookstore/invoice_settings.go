package bookstore

import (
	"strings"
	"unicode/utf8"
)

// The shop's invoice settings (/admin/ayarlar, 'Fatura'): the series, when
// the sales invoice is issued, the seller as every invoice names it and the
// web address. A change applies to the documents numbered after it.

// Invoice settings messages.
const (
	MsgInvoiceSeries      = "Seri üç büyük harf olmalı (A–Z, ör. KTP)"
	MsgInvoiceSeriesSame  = "İade gider pusulası serisi satış faturası serisinden farklı olmalı"
	MsgInvoiceAt          = "Fatura zamanı onay veya kargo olmalı"
	MsgInvoiceSellerName  = "Satıcının unvanını girin (en fazla 200 karakter)"
	MsgInvoiceSellerEmail = "Geçerli bir e-posta adresi girin"
	MsgInvoiceWebAddress  = "Web adresi http:// veya https:// ile başlamalı (en fazla 200 karakter)"
	MaxInvoiceWebAddress  = 200
	invoiceSellerPrefix   = "seller."
)

// InvoiceAt is when an order's sales invoice is issued.
type InvoiceAt string

const (
	InvoiceAtConfirmation InvoiceAt = "confirmation" // the default
	InvoiceAtShipping     InvoiceAt = "shipping"
)

// InvoiceSettings are the shop's invoice settings: the series, when the
// sales invoice is issued, and the seller as every invoice names it.
type InvoiceSettings struct {
	SaleSeries   string // sales invoices, e.g. KTP
	ReturnSeries string // return slips, e.g. GPS
	At           InvoiceAt
	Seller       InvoiceParty
	// WebAddress is the site the sale was made on (an internet sale's
	// mandatory field).
	WebAddress string
}

// The demo seller: a fictional company, named alike by the demo contact
// page (the contracts, the mail and storefront footers) and by the default
// invoice settings, so that a demo buyer's contract and invoice name the
// same seller. Its VKN passes the checksum but belongs to no one.
const (
	DemoSellerTitle        = "Kitapevi Yayıncılık ve Dağıtım Ltd. Şti."
	DemoSellerVKN          = "5410237892"
	DemoSellerTaxOffice    = "Beyoğlu"
	DemoSellerNeighborhood = "Asmalımescit Mah."
	DemoSellerLine         = "Sofyalı Sok. No: 18/2"
	DemoSellerPostalCode   = "34430"
	DemoSellerDistrict     = "Beyoğlu"
	DemoSellerProvince     = "İstanbul"
	DemoSellerAddress      = DemoSellerNeighborhood + " " + DemoSellerLine + ", " + DemoSellerPostalCode + " " +
		DemoSellerDistrict + "/" + DemoSellerProvince
	DemoSellerPhone = "+90 212 245 18 34"
	DemoSellerEmail = "merhaba@kitapeviyayinlari.com.tr"
	DemoSellerWeb   = "https://kitapeviyayinlari.com.tr"
)

// DefaultInvoiceSettings are in force until the admin saves others: the
// demo seller, which the accountant replaces before going live.
var DefaultInvoiceSettings = InvoiceSettings{
	SaleSeries:   "KTP",
	ReturnSeries: "GPS",
	At:           InvoiceAtConfirmation,
	Seller: InvoiceParty{
		Name:         DemoSellerTitle,
		TaxID:        DemoSellerVKN,
		TaxOffice:    DemoSellerTaxOffice,
		Province:     DemoSellerProvince,
		District:     DemoSellerDistrict,
		Neighborhood: DemoSellerNeighborhood,
		Line:         DemoSellerLine,
		PostalCode:   DemoSellerPostalCode,
		Email:        DemoSellerEmail,
		Phone:        DemoSellerPhone,
	},
	WebAddress: DemoSellerWeb,
}

// ValidInvoiceSeries reports whether s is three capital Latin letters.
func ValidInvoiceSeries(s string) bool {
	if len(s) != 3 {
		return false
	}
	for _, r := range s {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// PlaceNames are the names of an il and one of its ilçe from the official
// list; empty where the id is not one (the settings' check then names it).
func PlaceNames(provinceID, districtID int) (province, district string) {
	p, ok := ProvinceByID(provinceID)
	if !ok {
		return "", ""
	}
	if d, ok := DistrictOf(p.ID, districtID); ok {
		district = d.Name
	}
	return p.Name, district
}

// PlaceIDs are the ids of an il and its ilçe named so in the official list
// (0 where a name is not in it).
func PlaceIDs(province, district string) (provinceID, districtID int) {
	for _, p := range Provinces() {
		if p.Name != province {
			continue
		}
		for _, d := range p.Districts {
			if d.Name == district {
				return p.ID, d.ID
			}
		}
		return p.ID, 0
	}
	return 0, 0
}

// Normalize trims the fields and writes the phone in one format.
func (s *InvoiceSettings) Normalize() {
	p := &s.Seller
	for _, f := range []*string{&s.SaleSeries, &s.ReturnSeries, &s.WebAddress, &p.Name, &p.TaxID, &p.TaxOffice,
		&p.Neighborhood, &p.Line, &p.PostalCode, &p.Phone} {
		*f = strings.TrimSpace(*f)
	}
	p.Name, p.TaxOffice, p.Neighborhood = squeeze(p.Name), squeeze(p.TaxOffice), squeeze(p.Neighborhood)
	p.Email = NormalizeEmail(p.Email)
	if n, ok := NormalizePhone(p.Phone); ok {
		p.Phone = n
	}
}

// Validate checks settings before they are saved; each error names its
// field as the settings form does (saleSeries, seller.taxId, …).
func (s InvoiceSettings) Validate() error {
	var fields []FieldError
	add := func(field, msg string) { fields = append(fields, FieldError{field, msg}) }
	single := func(field, v string, maxLen int, msg string, required bool) {
		if e := CheckSingleLine(field, v); e != nil {
			fields = append(fields, *e)
		} else if n := utf8.RuneCountInString(v); n > maxLen || required && n == 0 {
			add(field, msg)
		}
	}
	if !ValidInvoiceSeries(s.SaleSeries) {
		add("saleSeries", MsgInvoiceSeries)
	}
	if !ValidInvoiceSeries(s.ReturnSeries) {
		add("returnSeries", MsgInvoiceSeries)
	} else if s.SaleSeries == s.ReturnSeries {
		add("returnSeries", MsgInvoiceSeriesSame)
	}
	if s.At != InvoiceAtConfirmation && s.At != InvoiceAtShipping {
		add("at", MsgInvoiceAt)
	}
	p, sp := s.Seller, invoiceSellerPrefix
	single(sp+"name", p.Name, MaxCompanyTitleLen, MsgInvoiceSellerName, true)
	if !ValidVKN(p.TaxID) {
		add(sp+"taxId", MsgInvalidVKN)
	}
	single(sp+"taxOffice", p.TaxOffice, MaxTaxOfficeLen, MsgTaxOffice, true)
	if pid, did := PlaceIDs(p.Province, p.District); pid == 0 {
		add(sp+"provinceId", MsgAddressProvince)
	} else if did == 0 {
		add(sp+"districtId", MsgAddressDistrict)
	}
	single(sp+"neighborhood", p.Neighborhood, MaxAddressNeighbourLen, MsgAddressNeighbour, false)
	// One line: the store keeps the mahalle on the line before it.
	if e := CheckSingleLine(sp+"line", p.Line); e != nil {
		fields = append(fields, *e)
	} else if n := utf8.RuneCountInString(p.Line); n < 5 || n > MaxAddressLineLen {
		add(sp+"line", MsgAddressLine)
	}
	if p.PostalCode != "" && (len(p.PostalCode) != 5 || !allDigits(p.PostalCode)) {
		add(sp+"postalCode", MsgAddressPostalCode)
	}
	if e := ValidateEmail(p.Email); e != nil {
		add(sp+"email", MsgInvoiceSellerEmail)
	}
	if p.Phone != "" {
		if e := CheckSingleLine(sp+"phone", p.Phone); e != nil {
			fields = append(fields, *e)
		} else if _, ok := NormalizePhone(p.Phone); !ok {
			add(sp+"phone", MsgAddressPhone)
		}
	}
	if e := CheckSingleLine("webAddress", s.WebAddress); e != nil {
		fields = append(fields, *e)
	} else if w := strings.ToLower(s.WebAddress); len(s.WebAddress) > MaxInvoiceWebAddress ||
		!(strings.HasPrefix(w, "https://") && len(w) > len("https://")+3 || strings.HasPrefix(w, "http://") && len(w) > len("http://")+3) ||
		strings.ContainsAny(s.WebAddress, " \"'<>") {
		add("webAddress", MsgInvoiceWebAddress)
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}
