package bookstore

import "sort"

// The KDV in an order, in kuruş. Prices are KDV-inclusive, so the tax is
// taken out of what each line cost the shopper, never added on top:
//
//   - A line's gross is its unit price × quantity, less its sale discount
//     and its share of the order's coupon discount: exactly what the line
//     was charged (OrderItem.Paid), so the lines and the shipping sum to
//     the order's total to the kuruş.
//   - The coupon discount is spread over the lines it covers by Allocate
//     (pricing.go), when the order is priced: in proportion to each line's
//     gross before the coupon, every share rounded down, the kuruş left
//     over going one each to the lines with the largest remainders (ties:
//     the earlier line), so the shares sum exactly to the discount. The
//     order freezes each line's share; the tax is computed from it.
//   - Rounding is per line, half away from zero, in kuruş: a line's tax is
//     gross × rate / (100 + rate) rounded so, and its net (matrah) is gross
//     − tax, so net + tax = gross on every line. The totals per rate are
//     the sums of their lines (not recomputed from the summed gross), as
//     an invoice with per-line tax shows them.
//   - Shipping is one more line, at the shipping class the order froze.

// TaxLine is a line to tax: KDV-inclusive amounts in kuruş.
type TaxLine struct {
	// UnitPrice is one copy's price before any discount (the list price).
	UnitPrice int64
	Quantity  int
	// SaleDiscount is what a sale took off the whole line; CouponShare the
	// line's part of the order's coupon discount.
	SaleDiscount int64
	CouponShare  int64
	Class        TaxClass
}

// Gross is what the line was charged, KDV included.
func (l TaxLine) Gross() int64 {
	return l.UnitPrice*int64(l.Quantity) - l.SaleDiscount - l.CouponShare
}

// TaxAmounts are an amount split into its net (matrah) and its KDV.
type TaxAmounts struct {
	Gross int64
	Net   int64
	Tax   int64
}

// TaxedLine is a line's class and amounts.
type TaxedLine struct {
	Class TaxClass
	TaxAmounts
}

// RateTotal is the sum of the lines of one class (rate and exemption).
type RateTotal struct {
	Class TaxClass
	TaxAmounts
}

// TaxBreakdown is an order's KDV: per line, for the shipping, per class and
// in all.
type TaxBreakdown struct {
	Lines    []TaxedLine
	Shipping TaxedLine
	// ByRate holds one total per class present (shipping included, when
	// charged), the highest rate first, then by exemption code.
	ByRate []RateTotal
	Total  TaxAmounts
}

// SplitGross splits a KDV-inclusive amount at rate percent: the tax
// rounded half away from zero (divRoundHalfAway, the royalties' rounding
// too), the net the rest.
func SplitGross(gross int64, rate int) TaxAmounts {
	tax := divRoundHalfAway(gross*int64(rate), int64(100+rate))
	return TaxAmounts{Gross: gross, Net: gross - tax, Tax: tax}
}

// ComputeTax taxes lines and a shipping charge (KDV-inclusive, kuruş) at
// their classes.
func ComputeTax(lines []TaxLine, shipping int64, shippingClass TaxClass) TaxBreakdown {
	b := TaxBreakdown{Lines: make([]TaxedLine, len(lines))}
	byClass := map[TaxClass]*RateTotal{}
	add := func(tl TaxedLine) {
		t := byClass[tl.Class]
		if t == nil {
			t = &RateTotal{Class: tl.Class}
			byClass[tl.Class] = t
		}
		t.Gross += tl.Gross
		t.Net += tl.Net
		t.Tax += tl.Tax
		b.Total.Gross += tl.Gross
		b.Total.Net += tl.Net
		b.Total.Tax += tl.Tax
	}
	for i, l := range lines {
		b.Lines[i] = TaxedLine{Class: l.Class, TaxAmounts: SplitGross(l.Gross(), l.Class.Rate)}
		add(b.Lines[i])
	}
	b.Shipping = TaxedLine{Class: shippingClass, TaxAmounts: SplitGross(shipping, shippingClass.Rate)}
	if shipping != 0 {
		add(b.Shipping)
	}
	for _, t := range byClass {
		b.ByRate = append(b.ByRate, *t)
	}
	sort.Slice(b.ByRate, func(i, j int) bool {
		if b.ByRate[i].Class.Rate != b.ByRate[j].Class.Rate {
			return b.ByRate[i].Class.Rate > b.ByRate[j].Class.Rate
		}
		return b.ByRate[i].Class.Exemption < b.ByRate[j].Class.Exemption
	})
	return b
}

// OrderTax is the KDV of an order by the classes it froze: its lines as
// charged and its shipping.
func OrderTax(o *Order) TaxBreakdown {
	return ComputeTax(orderTaxLines(o), o.Totals.Shipping, o.ShippingTax)
}

// orderTaxLines are the order's lines as charged, for ComputeTax.
func orderTaxLines(o *Order) []TaxLine {
	lines := make([]TaxLine, len(o.Items), len(o.Items)+1)
	for i, it := range o.Items {
		q := int64(it.Quantity)
		lines[i] = TaxLine{UnitPrice: it.ListPrice, Quantity: it.Quantity, SaleDiscount: (it.ListPrice - it.Price) * q,
			CouponShare: it.CouponShare, Class: it.Tax}
	}
	return lines
}
