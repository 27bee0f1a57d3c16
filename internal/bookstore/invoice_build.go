package bookstore

import "strings"

// The content of an order's documents, from the order as it was frozen:
// the lines with their discounts as allowances, the shipping as a line, the
// KDV per line and per class exactly as OrderTax computes it, and the
// parties. The store gives a document its number, ETTN, status and date;
// the integrator's profile (e-Arşiv or e-Fatura) is decided by asking it
// about the buyer, so a document starts as e-Arşiv and the caller turns it
// into an e-Fatura (ProfileBasic and the buyer's Alias) for a registered
// buyer.

// InvoiceTypeCode is the invoice's UBL-TR type: ISTISNA when a line is
// exempt with one of GİB's full exemption (istisna) codes, which GİB
// accepts only on that type (printed books, code 335, make most of the
// shop's invoices so), SATIS otherwise.
func InvoiceTypeCode(inv *Invoice) string {
	for _, t := range inv.Taxes {
		if IsIstisna(t.Class.Exemption) {
			return InvoiceTypeExempt
		}
	}
	return InvoiceTypeSale
}

// UBL-TR invoice types the shop issues.
const (
	InvoiceTypeSale   = "SATIS"
	InvoiceTypeExempt = "ISTISNA"
)

// IsIstisna reports whether code is one of GİB's full exemption codes.
func IsIstisna(code string) bool {
	return code != "" && strings.Contains(IstisnaCodes, ","+code+",")
}

// IstisnaCodes is GİB's list of full exemption codes (UBL-TR code lists),
// comma-separated with a comma at each end.
const IstisnaCodes = ",001,101,102,103,104,105,106,107,108,201,202,204,205,206,207,208,209,211,212,213,214,215,216,217,218,219,220,221,223,225,226,227,228,229,230,231,232,234,235,236,237,238,239,240,241,242,250," +
	"301,302,303,304,305,306,307,308,309,310,311,312,313,314,315,316,317,318,319,320,321,322,323,324,325,326,327,328,329,330,331,332,333,334,335,336,337,338,339,340,341,342,343,350,501,"

// ShippingLineName is the name of the shipping line.
const ShippingLineName = "Kargo ücreti"

// CODFeeLineName is the name of the kapıda ödeme fee's line.
const CODFeeLineName = "Kapıda ödeme hizmet bedeli"

// SaleTax is the KDV of what a sales invoice bills: the order's (OrderTax)
// and, after its lines, the kapıda ödeme fee as a service at the shipping
// charge's class (the courier's collection is part of the delivery). A
// transfer discount needs nothing here: it sits in the lines' shares.
func SaleTax(o *Order) TaxBreakdown {
	lines := orderTaxLines(o)
	if o.Totals.MethodFee != 0 {
		lines = append(lines, TaxLine{UnitPrice: o.Totals.MethodFee, Quantity: 1, Class: o.ShippingTax})
	}
	return ComputeTax(lines, o.Totals.Shipping, o.ShippingTax)
}

// SalePaymentMeans is the UBL payment means code a sales invoice names:
// the chosen method's for havale/EFT and kapıda ödeme (the invoice of a
// kapıda ödeme order is issued before the courier collects: cash at the
// door either way), the card's for a card order with its verified
// payment, 'other' for an order confirmed without one.
func SalePaymentMeans(o *Order) string {
	switch {
	case o.PaymentMethod == MethodTransfer || o.PaymentMethod == MethodCOD:
		return o.PaymentMethod.MeansCode()
	case o.PaymentID != "":
		return MethodCard.MeansCode()
	}
	return PaymentMeansOther
}

// SalesInvoice is the sales invoice of order o from seller, for a sale made
// on the internet as in describes it. Its amounts add up to the order's
// total to the kuruş: each book line is what the line was charged, its
// allowance what the sale and the coupon took off its list price.
func SalesInvoice(o *Order, seller InvoiceParty, in InternetSale) Invoice {
	tb := SaleTax(o)
	inv := Invoice{OrderID: o.ID, Kind: InvoiceSale, Profile: ProfileEArchive, Seller: seller, Buyer: orderBuyer(o)}
	for i, it := range o.Items {
		q := int64(it.Quantity)
		inv.Lines = append(inv.Lines, InvoiceLine{Name: it.Title, Quantity: it.Quantity, UnitPrice: it.ListPrice,
			Allowance: (it.ListPrice-it.Price)*q + it.CouponShare, Class: it.Tax, Amounts: tb.Lines[i].TaxAmounts})
	}
	if o.Totals.Shipping != 0 {
		inv.Lines = append(inv.Lines, InvoiceLine{Name: ShippingLineName, Quantity: 1, UnitPrice: o.Totals.Shipping,
			Class: o.ShippingTax, Amounts: tb.Shipping.TaxAmounts})
	}
	if o.Totals.MethodFee != 0 {
		inv.Lines = append(inv.Lines, InvoiceLine{Name: CODFeeLineName, Quantity: 1, UnitPrice: o.Totals.MethodFee,
			Class: o.ShippingTax, Amounts: tb.Lines[len(o.Items)].TaxAmounts})
	}
	inv.Taxes, inv.Total = tb.ByRate, tb.Total
	if in.Carrier == "" && o.CargoCompany != "" {
		in.Carrier = o.CargoCompany
	}
	inv.Internet = in
	inv.AmountInWords = AmountInWords(inv.Total.Gross)
	return inv
}

// ReturnSlip is the iade gider pusulası of a consumer's refunded return r
// of order o: each returned line at what was refunded for it, the refunded
// shipping as a line, and the KDV of each taken out of it at the class the
// order line was sold with, so that the KDV the shop charged is shown
// separately as the slip requires.
func ReturnSlip(o *Order, r *ReturnRequest, seller InvoiceParty) Invoice {
	inv := Invoice{OrderID: o.ID, Kind: InvoiceReturnSlip, ReturnID: r.ID, Seller: seller, Buyer: orderBuyer(o)}
	var lines []TaxLine
	for _, l := range r.Lines {
		if l.Refunded <= 0 { // kept by the shop (nothing refunded): not taken back
			continue
		}
		unit, class := l.UnitPrice, DefaultTaxSettings.Book
		for _, it := range o.Items {
			if it.ID == l.OrderItemID {
				unit, class = it.ListPrice, it.Tax
			}
		}
		// The tax is taken out of what was refunded; the list price and
		// the allowance only show how the line came to it.
		gross := l.Refunded
		allowance := max(unit*int64(l.Quantity)-gross, 0)
		lines = append(lines, TaxLine{UnitPrice: gross, Quantity: 1, Class: class})
		inv.Lines = append(inv.Lines, InvoiceLine{Name: l.Title, Quantity: l.Quantity, UnitPrice: unit, Allowance: allowance, Class: class})
	}
	tb := ComputeTax(lines, r.ShippingRefunded, o.ShippingTax)
	for i := range lines {
		inv.Lines[i].Amounts = tb.Lines[i].TaxAmounts
	}
	if r.ShippingRefunded != 0 {
		inv.Lines = append(inv.Lines, InvoiceLine{Name: ShippingLineName, Quantity: 1, UnitPrice: r.ShippingRefunded,
			Class: o.ShippingTax, Amounts: tb.Shipping.TaxAmounts})
	}
	inv.Taxes, inv.Total = tb.ByRate, tb.Total
	inv.AmountInWords = AmountInWords(inv.Total.Gross)
	return inv
}

// orderBuyer is the invoice's buyer from the order's frozen billing party:
// a person by name and TCKN (the consumer placeholder when none was given),
// a company by unvan, VKN and vergi dairesi, at the billing address. An
// order placed before billing parties existed names no one and carries its
// shipping address text.
func orderBuyer(o *Order) InvoiceParty {
	if o.Parties == nil {
		return InvoiceParty{TaxID: ConsumerTCKN, Line: OneLine(o.ShippingAddress)}
	}
	id, a := o.Parties.Identity, o.Parties.Billing
	p := InvoiceParty{Name: id.PartyName(), TaxID: id.TaxID(), Province: a.Province, District: a.District,
		Neighborhood: a.Neighborhood, Line: a.Line, PostalCode: a.PostalCode, Phone: a.Phone}
	if id.Type == InvoiceCorporate {
		p.TaxOffice = id.TaxOffice
	}
	if p.Name == "" {
		p.Name = a.Recipient
	}
	return p
}
