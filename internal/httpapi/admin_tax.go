package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// Admin: the KDV settings (/admin/ayarlar, 'KDV'), a book's own class in
// the book form, and the KDV of an order on its page.

// TaxClassView is a KDV class: a rate and, with 0 %, the exemption code.
type TaxClassView struct {
	Rate      int    `json:"rate" minimum:"-1000" maximum:"1000" doc:"KDV percent: 0, 1, 10 or 20"`
	Exemption string `json:"exemption" maxLength:"16" doc:"exemption code (one of the settings' exemptions) with 0 %; empty otherwise"`
}

func taxClassView(c bookstore.TaxClass) TaxClassView {
	return TaxClassView{Rate: c.Rate, Exemption: c.Exemption}
}

func (v TaxClassView) class() bookstore.TaxClass {
	return bookstore.TaxClass{Rate: v.Rate, Exemption: v.Exemption}
}

// TaxExemptionView is an exemption code the shop may use, with its name.
type TaxExemptionView struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// TaxSettingsRequest is the settings form.
type TaxSettingsRequest struct {
	Book     TaxClassView `json:"book" doc:"the class of every book without its own"`
	Shipping TaxClassView `json:"shipping" doc:"the class of the shipping charge"`
	Ebook    TaxClassView `json:"ebook" doc:"the class of digital editions"`
}

// TaxSettingsView is the settings in force with the choices the forms offer.
type TaxSettingsView struct {
	TaxSettingsRequest
	Rates      []int              `json:"rates" doc:"the rates a class may have"`
	Exemptions []TaxExemptionView `json:"exemptions" doc:"the exemption codes a 0 % class may carry"`
}

type taxSettingsOutput struct{ Body TaxSettingsView }

func taxSettingsView(ts bookstore.TaxSettings) *taxSettingsOutput {
	v := TaxSettingsView{TaxSettingsRequest: TaxSettingsRequest{Book: taxClassView(ts.Book), Shipping: taxClassView(ts.Shipping),
		Ebook: taxClassView(ts.Ebook)}, Rates: bookstore.KDVRates}
	for _, e := range bookstore.TaxExemptions {
		v.Exemptions = append(v.Exemptions, TaxExemptionView{Code: e.Code, Name: e.Name})
	}
	return &taxSettingsOutput{Body: v}
}

func (h campaignHandlers) adminTaxSettings(ctx context.Context, _ *struct{}) (*taxSettingsOutput, error) {
	ts, err := h.campaigns.TaxSettings(ctx)
	if err != nil {
		return nil, err
	}
	return taxSettingsView(ts), nil
}

type taxSettingsInput struct{ Body TaxSettingsRequest }

func (h campaignHandlers) adminSetTaxSettings(ctx context.Context, in *taxSettingsInput) (*taxSettingsOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := h.campaigns.SetTaxSettings(ctx, uid, bookstore.TaxSettings{Book: in.Body.Book.class(),
		Shipping: in.Body.Shipping.class(), Ebook: in.Body.Ebook.class()})
	if err != nil {
		return nil, err
	}
	return taxSettingsView(ts), nil
}

// bookTaxClass is a book form's own class (nil: the shop default).
func bookTaxClass(rate *int, exemption string) *bookstore.TaxClass {
	if rate == nil {
		return nil
	}
	return &bookstore.TaxClass{Rate: *rate, Exemption: exemption}
}

// OrderTaxLine is one line's KDV: its frozen class and amounts, kuruş.
type OrderTaxLine struct {
	ItemID string `json:"itemId" doc:"the order line; empty for the shipping"`
	TaxAmountsView
}

// TaxAmountsView is a KDV class with a KDV-inclusive amount split into
// its net (matrah) and its tax.
type TaxAmountsView struct {
	Rate      int    `json:"rate"`
	Exemption string `json:"exemption" doc:"exemption code with 0 %; empty otherwise"`
	Label     string `json:"label" doc:"e.g. %20, or %0 — 335 Basılı kitap ve süreli yayınların teslimleri"`
	Gross     int64  `json:"gross"`
	Net       int64  `json:"net"`
	Tax       int64  `json:"tax"`
}

func taxAmountsView(c bookstore.TaxClass, a bookstore.TaxAmounts) TaxAmountsView {
	return TaxAmountsView{Rate: c.Rate, Exemption: c.Exemption, Label: c.Label(), Gross: a.Gross, Net: a.Net, Tax: a.Tax}
}

// OrderTaxView is an order's KDV by the classes it froze (per line,
// rounded per line half away from zero; docs/tax.md).
type OrderTaxView struct {
	Lines    []OrderTaxLine   `json:"lines"`
	Shipping TaxAmountsView   `json:"shipping"`
	ByRate   []TaxAmountsView `json:"byRate" doc:"one total per class, the highest rate first; shipping included when charged"`
	Net      int64            `json:"net"`
	Tax      int64            `json:"tax"`
}

func orderTaxView(o *bookstore.Order) *OrderTaxView {
	b := bookstore.OrderTax(o)
	v := &OrderTaxView{Lines: make([]OrderTaxLine, len(b.Lines)), Shipping: taxAmountsView(b.Shipping.Class, b.Shipping.TaxAmounts),
		ByRate: make([]TaxAmountsView, len(b.ByRate)), Net: b.Total.Net, Tax: b.Total.Tax}
	for i, l := range b.Lines {
		v.Lines[i] = OrderTaxLine{ItemID: o.Items[i].ID, TaxAmountsView: taxAmountsView(l.Class, l.TaxAmounts)}
	}
	for i, r := range b.ByRate {
		v.ByRate[i] = taxAmountsView(r.Class, r.TaxAmounts)
	}
	return v
}
