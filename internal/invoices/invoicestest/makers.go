package invoicestest

import (
	"fmt"
	"regexp"

	"bookstore/internal/bookstore"
)

// Build is a stand-in for bookstore.SalesInvoice: the buyer and one line
// per book with the order's total.
func Build(o *bookstore.Order, seller bookstore.InvoiceParty, in bookstore.InternetSale) bookstore.Invoice {
	inv := bookstore.Invoice{OrderID: o.ID, Seller: seller, Internet: in, Buyer: bookstore.InvoiceParty{Name: "Alıcı", TaxID: bookstore.ConsumerTCKN}}
	if o.Parties != nil {
		id := o.Parties.Identity
		inv.Buyer = bookstore.InvoiceParty{Name: id.PartyName(), TaxID: id.TaxID(), TaxOffice: id.TaxOffice}
	}
	for _, it := range o.Items {
		inv.Lines = append(inv.Lines, bookstore.InvoiceLine{Name: it.Title, Quantity: it.Quantity, UnitPrice: it.Price,
			Amounts: bookstore.TaxAmounts{Gross: it.Price * int64(it.Quantity), Net: it.Price * int64(it.Quantity)}})
	}
	inv.Total = bookstore.TaxAmounts{Gross: o.Totals.Total, Net: o.Totals.Total}
	inv.AmountInWords = fmt.Sprintf("YALNIZ: %d KURUŞ", o.Totals.Total)
	return inv
}

// ReturnSlip is a stand-in for bookstore.ReturnSlip.
func ReturnSlip(o *bookstore.Order, r *bookstore.ReturnRequest, seller bookstore.InvoiceParty) bookstore.Invoice {
	inv := bookstore.Invoice{OrderID: o.ID, Seller: seller, ReturnID: r.ID}
	for _, l := range r.Lines {
		inv.Lines = append(inv.Lines, bookstore.InvoiceLine{Name: l.Title, Quantity: l.Quantity, UnitPrice: l.UnitPrice,
			Amounts: bookstore.TaxAmounts{Gross: l.Refunded, Net: l.Refunded}})
	}
	return inv
}

// Render is a stand-in for ubltr.Build: the number, the ETTN and the
// profile in a tiny XML.
func Render(inv *bookstore.Invoice) ([]byte, error) {
	return fmt.Appendf(nil, `<Invoice><ProfileID>%s</ProfileID><ID>%s</ID><UUID>%s</UUID><Buyer>%s</Buyer></Invoice>`,
		inv.Profile, inv.Number, inv.ETTN, inv.Buyer.Name), nil
}

var parsed = regexp.MustCompile(`<ProfileID>(.*)</ProfileID><ID>(.*)</ID><UUID>(.*)</UUID><Buyer>(.*)</Buyer>`)

// Parse is a stand-in for ubltr.Parse (of Render's XML).
func Parse(xml []byte) (*bookstore.Invoice, error) {
	m := parsed.FindSubmatch(xml)
	if m == nil {
		return nil, fmt.Errorf("not a test invoice")
	}
	return &bookstore.Invoice{Profile: bookstore.InvoiceProfile(m[1]), Number: string(m[2]), ETTN: string(m[3]),
		Buyer: bookstore.InvoiceParty{Name: string(m[4])}}, nil
}

// PDF is a stand-in for invoicepdf.Invoice, InfoSlip and ReturnSlip.
func PDF(inv *bookstore.Invoice) ([]byte, error) {
	return []byte("%PDF-1.4 dükkan " + inv.Number), nil
}
