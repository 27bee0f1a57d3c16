package invoicestest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"

	"bookstore/internal/bookstore"
	"bookstore/internal/invoices"
)

// Makers are the stand-ins together.
var Makers = invoices.Makers{Build: Build, ReturnSlip: ReturnSlip, Render: Render, Parse: Parse, PDF: PDF, InfoSlip: PDF, Slip: PDF}

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

// Render is a stand-in for ubltr.Build: the number and ETTN readable, the
// whole document in JSON beside them (Parse reads it back).
func Render(inv *bookstore.Invoice) ([]byte, error) {
	data, err := json.Marshal(inv)
	if err != nil {
		return nil, err
	}
	return fmt.Appendf(nil, `<Invoice><ID>%s</ID><UUID>%s</UUID><Data>%s</Data></Invoice>`,
		inv.Number, inv.ETTN, base64.StdEncoding.EncodeToString(data)), nil
}

var parsed = regexp.MustCompile(`<Data>([A-Za-z0-9+/=]*)</Data>`)

// Parse is a stand-in for ubltr.Parse (of Render's XML).
func Parse(xml []byte) (*bookstore.Invoice, error) {
	m := parsed.FindSubmatch(xml)
	if m == nil {
		return nil, fmt.Errorf("not a test invoice")
	}
	data, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil {
		return nil, err
	}
	var inv bookstore.Invoice
	return &inv, json.Unmarshal(data, &inv)
}

// PDF is a stand-in for invoicepdf.Invoice, InfoSlip and ReturnSlip.
func PDF(inv *bookstore.Invoice) ([]byte, error) {
	return []byte("%PDF-1.4 dükkan " + inv.Number), nil
}
