package bookstore

import (
	"context"
	"slices"
	"strconv"
)

// KDV (value added tax) classes. Prices are KDV-inclusive everywhere the
// shop shows or charges them; a class only says how much of a price is tax
// (tax_compute.go). Each book uses the shop's default class for printed
// books unless an admin gives it its own; an order line freezes the class
// its book had when the order was placed, and the order the class of its
// shipping, so a later change of a book or of the settings never changes an
// order already placed. The defaults and why they are what they are:
// docs/tax.md. The rates and codes are for the accountant to confirm.

// KDVRates are the rates the shop can charge, in percent: the general 20 %,
// the reduced 10 % and 1 %, and 0 % for an exempt supply.
var KDVRates = []int{0, 1, 10, 20}

// TaxExemption is a KDV exemption reason as e-invoices carry it: the code
// of GİB's list and its name.
type TaxExemption struct {
	Code string
	Name string
}

// TaxExemptions are the exemption codes a 0 % class may carry: the
// printed-book exemption (KDV Kanunu 13/n) the shop lives on, export and
// the list's catch-all. More codes are added here when the accountant asks.
var TaxExemptions = []TaxExemption{
	{Code: "335", Name: "Basılı kitap ve süreli yayınların teslimleri"},
	{Code: "301", Name: "Mal ihracatı"},
	{Code: "350", Name: "Diğerleri"},
}

// ExemptionName is the name of an exemption code ("" for an unknown one).
func ExemptionName(code string) string {
	for _, e := range TaxExemptions {
		if e.Code == code {
			return e.Name
		}
	}
	return ""
}

// TaxClass is a KDV rate in percent and, for 0 %, the exemption code that
// makes the supply exempt.
type TaxClass struct {
	Rate      int    `json:"rate"`
	Exemption string `json:"exemption,omitempty"`
}

// Label is the class as the forms and the order page show it:
// "%20", or "%0 — 335 Basılı kitap ve süreli yayınların teslimleri".
func (c TaxClass) Label() string {
	s := "%" + strconv.Itoa(c.Rate)
	if c.Exemption != "" {
		s += " — " + c.Exemption + " " + ExemptionName(c.Exemption)
	}
	return s
}

// Messages of a KDV class that cannot be.
const (
	MsgKDVRate            = "KDV oranı %0, %1, %10 veya %20 olmalıdır"
	MsgKDVExemptionNeeded = "%0 KDV için listeden bir istisna kodu seçin"
	MsgKDVExemptionBad    = "Listedeki istisna kodlarından birini seçin"
	MsgKDVExemptionNoRate = "İstisna kodu yalnızca %0 KDV ile seçilebilir"
)

// Check says what is wrong with the class ("" when nothing): a rate of the
// list; an exemption code of the list exactly when the rate is 0.
func (c TaxClass) Check() string {
	switch {
	case !slices.Contains(KDVRates, c.Rate):
		return MsgKDVRate
	case c.Rate == 0 && c.Exemption == "":
		return MsgKDVExemptionNeeded
	case c.Rate == 0 && ExemptionName(c.Exemption) == "":
		return MsgKDVExemptionBad
	case c.Rate != 0 && c.Exemption != "":
		return MsgKDVExemptionNoRate
	}
	return ""
}

// PrintedBookClass is the class of a printed book under the exemption.
var PrintedBookClass = TaxClass{Rate: 0, Exemption: "335"}

// TaxSettings are the shop's KDV defaults (/admin/ayarlar, 'KDV').
type TaxSettings struct {
	// Book is the class of every book that has none of its own.
	Book TaxClass `json:"book"`
	// Shipping is the class of the shipping charge.
	Shipping TaxClass `json:"shipping"`
	// Ebook is the class digital editions will be sold with.
	Ebook TaxClass `json:"ebook"`
}

// DefaultTaxSettings are the settings the shop starts with: printed books
// exempt (0 %, code 335), shipping and e-books at the general 20 %. Orders
// placed before classes existed were taxed by them.
var DefaultTaxSettings = TaxSettings{Book: PrintedBookClass, Shipping: TaxClass{Rate: 20}, Ebook: TaxClass{Rate: 20}}

// Validate checks the settings form; every field must be a valid class.
func (s TaxSettings) Validate() error {
	var f []FieldError
	for _, c := range []struct {
		field string
		class TaxClass
	}{{"book", s.Book}, {"shipping", s.Shipping}, {"ebook", s.Ebook}} {
		if msg := c.class.Check(); msg != "" {
			f = append(f, FieldError{c.field, msg})
		}
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// BookClass is the class a book is sold with: its own, or the default.
func (s TaxSettings) BookClass(own *TaxClass) TaxClass {
	if own != nil {
		return *own
	}
	return s.Book
}

// TaxStore keeps the KDV settings with their history.
type TaxStore interface {
	// TaxSettings are the settings in force (DefaultTaxSettings when none
	// was ever saved).
	TaxSettings(ctx context.Context) (TaxSettings, error)
	// SetTaxSettings puts new settings in force now, recording who set
	// them, with fx.
	SetTaxSettings(ctx context.Context, s TaxSettings, by string, fx Effects) error
}
