package sqldb

import "bookstore/internal/bookstore"

// The KDV classes a new order freezes: each cart line is read with its
// book's own class and the settings in force (one statement, inside the
// order's transaction, so the classes and the prices are read together);
// the domain decides which applies (bookstore.TaxSettings.BookClass).

// lineTaxColumns are the tax columns of a cart line: the book's own class
// and, the same on every line, the settings in force (NULL when none was
// ever saved).
const lineTaxColumns = `b.kdv_rate, b.kdv_exemption, ts.book_rate AS tax_book_rate, ts.book_exemption AS tax_book_exemption,
	ts.shipping_rate AS tax_shipping_rate, ts.shipping_exemption AS tax_shipping_exemption`

// lineTaxJoin joins the settings in force to every cart line.
const lineTaxJoin = `LEFT JOIN (` + latestTaxSettingsSQL + `) AS ts ON 1 = 1`

// lineTax is what a cart line reads of lineTaxColumns.
type lineTax struct {
	KDVRate           *int    `bun:"kdv_rate"`
	KDVExemption      *string `bun:"kdv_exemption"`
	BookRate          *int    `bun:"tax_book_rate"`
	BookExemption     *string `bun:"tax_book_exemption"`
	ShippingRate      *int    `bun:"tax_shipping_rate"`
	ShippingExemption *string `bun:"tax_shipping_exemption"`
}

// ownClass is the book's own class (nil: the shop default).
func (l lineTax) ownClass() *bookstore.TaxClass { return taxClassOf(l.KDVRate, l.KDVExemption) }

// taxSettingsOf are the KDV settings in force as the cart's lines read
// them (the same on every line).
func taxSettingsOf(lines []orderLine) bookstore.TaxSettings {
	if len(lines) == 0 {
		return bookstore.DefaultTaxSettings
	}
	return lines[0].settings()
}

// settings are the KDV settings in force as the line read them.
func (l lineTax) settings() bookstore.TaxSettings {
	ts := bookstore.DefaultTaxSettings
	if l.BookRate != nil && l.ShippingRate != nil {
		ts.Book = bookstore.TaxClass{Rate: *l.BookRate, Exemption: deref(l.BookExemption)}
		ts.Shipping = bookstore.TaxClass{Rate: *l.ShippingRate, Exemption: deref(l.ShippingExemption)}
	}
	return ts
}

// taxClassColumns are a book's kdv_rate and kdv_exemption for its own
// class (both NULL: the shop default).
func taxClassColumns(c *bookstore.TaxClass) (*int, *string) {
	if c == nil {
		return nil, nil
	}
	rate, exemption := c.Rate, c.Exemption
	return &rate, &exemption
}

// taxClassOf reads a book's own class back (nil: the shop default).
func taxClassOf(rate *int, exemption *string) *bookstore.TaxClass {
	if rate == nil {
		return nil
	}
	return &bookstore.TaxClass{Rate: *rate, Exemption: deref(exemption)}
}
