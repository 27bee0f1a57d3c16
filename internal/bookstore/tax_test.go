package bookstore_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"bookstore/internal/bookstore"
)

var (
	kdv20  = bookstore.TaxClass{Rate: 20}
	kdv10  = bookstore.TaxClass{Rate: 10}
	kdv1   = bookstore.TaxClass{Rate: 1}
	exempt = bookstore.PrintedBookClass
)

func TestSplitGrossRoundsPerLineHalfAwayFromZero(t *testing.T) {
	cases := []struct {
		name           string
		gross          int64
		rate           int
		wantNet, wantT int64
	}{
		{"1 kuruş at 20 %: the tax rounds to nothing", 1, 20, 1, 0},
		{"2 kuruş at 20 %: 0.33 rounds down", 2, 20, 2, 0},
		{"3 kuruş at 20 %: exactly half rounds up", 3, 20, 2, 1},
		{"120 ₺ at 20 %", 12000, 20, 10000, 2000},
		{"99,99 ₺ at 20 %: 16,665 rounds up", 9999, 20, 8332, 1667},
		{"110 ₺ at 10 %", 11000, 10, 10000, 1000},
		{"21 kuruş at 10 %: 1.909 rounds up", 21, 10, 19, 2},
		{"1,01 ₺ at 1 %", 101, 1, 100, 1},
		{"50 kuruş at 1 %: 0.495 rounds down", 50, 1, 50, 0},
		{"exempt: all of it is net", 4999, 0, 4999, 0},
		{"nothing", 0, 20, 0, 0},
		{"a negative half rounds away from zero", -3, 20, -2, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := bookstore.SplitGross(c.gross, c.rate)
			if got.Net != c.wantNet || got.Tax != c.wantT || got.Gross != c.gross {
				t.Fatalf("SplitGross(%d, %d) = %+v, want net %d tax %d", c.gross, c.rate, got, c.wantNet, c.wantT)
			}
		})
	}
}

// checkBreakdown asserts what every breakdown must hold: net + tax = gross
// per line and in all; the lines and the shipping sum to total; each rate's
// total is the sum of its lines.
func checkBreakdown(t *testing.T, lines []bookstore.TaxLine, shipping int64, b bookstore.TaxBreakdown, total int64) {
	t.Helper()
	var gross int64
	sums := map[bookstore.TaxClass]bookstore.TaxAmounts{}
	addTo := func(l bookstore.TaxedLine) {
		if l.Net+l.Tax != l.Gross {
			t.Errorf("line %+v: net + tax ≠ gross", l)
		}
		s := sums[l.Class]
		s.Gross, s.Net, s.Tax = s.Gross+l.Gross, s.Net+l.Net, s.Tax+l.Tax
		sums[l.Class] = s
		gross += l.Gross
	}
	for i, l := range b.Lines {
		if l.Gross != lines[i].Gross() {
			t.Errorf("line %d: gross %d, want %d", i, l.Gross, lines[i].Gross())
		}
		addTo(l)
	}
	if b.Shipping.Gross != shipping {
		t.Errorf("shipping gross %d, want %d", b.Shipping.Gross, shipping)
	}
	if shipping != 0 {
		addTo(b.Shipping)
	}
	if gross != total || b.Total.Gross != total {
		t.Errorf("lines sum to %d (total %d), want the order's %d", gross, b.Total.Gross, total)
	}
	if b.Total.Net+b.Total.Tax != b.Total.Gross {
		t.Errorf("total: net + tax ≠ gross: %+v", b.Total)
	}
	if len(b.ByRate) != len(sums) {
		t.Fatalf("%d rate totals, want %d: %+v", len(b.ByRate), len(sums), b.ByRate)
	}
	for _, r := range b.ByRate {
		if sums[r.Class] != r.TaxAmounts {
			t.Errorf("rate %s: %+v, want the lines' sum %+v", r.Class.Label(), r.TaxAmounts, sums[r.Class])
		}
	}
}

func TestComputeTax(t *testing.T) {
	// Three lines sharing a 10 ₺ coupon, spread as PriceOrder spreads it.
	grosses := []int64{3333, 3333, 3334}
	shares := bookstore.Allocate(1000, grosses)
	cases := []struct {
		name          string
		lines         []bookstore.TaxLine
		shipping      int64
		shipClass     bookstore.TaxClass
		total         int64
		wantLineTax   []int64
		wantShipTax   int64
		wantRateTaxes map[int]int64
	}{
		{
			name:          "1 kuruş lines",
			lines:         []bookstore.TaxLine{{UnitPrice: 1, Quantity: 1, Class: kdv20}, {UnitPrice: 1, Quantity: 3, Class: kdv20}},
			shipClass:     kdv20,
			total:         4,
			wantLineTax:   []int64{0, 1},
			wantRateTaxes: map[int]int64{20: 1},
		},
		{
			name: "3 lines sharing a 10 ₺ coupon",
			lines: []bookstore.TaxLine{
				{UnitPrice: 3333, Quantity: 1, CouponShare: shares[0], Class: kdv20},
				{UnitPrice: 3333, Quantity: 1, CouponShare: shares[1], Class: kdv20},
				{UnitPrice: 3334, Quantity: 1, CouponShare: shares[2], Class: kdv20},
			},
			shipClass: kdv20,
			total:     9000,
			// 3000 / 3000 / 3000 after the shares 333 / 333 / 334.
			wantLineTax:   []int64{500, 500, 500},
			wantRateTaxes: map[int]int64{20: 1500},
		},
		{
			name: "20 % and 0 % mixed, with a sale, and shipping taxed",
			lines: []bookstore.TaxLine{
				{UnitPrice: 4599, Quantity: 2, SaleDiscount: 1840, Class: kdv20}, // 7358
				{UnitPrice: 2999, Quantity: 1, Class: exempt},
				{UnitPrice: 1999, Quantity: 3, CouponShare: 599, Class: kdv10}, // 5398
			},
			shipping: 1500, shipClass: kdv20,
			total: 7358 + 2999 + 5398 + 1500,
			// 7358/6 = 1226.33; 5398/11 = 490.73; 1500/6 = 250.
			wantLineTax:   []int64{1226, 0, 491},
			wantShipTax:   250,
			wantRateTaxes: map[int]int64{20: 1476, 10: 491, 0: 0},
		},
		{
			name:          "exempt books, free shipping: no shipping total",
			lines:         []bookstore.TaxLine{{UnitPrice: 12050, Quantity: 1, Class: exempt}},
			shipClass:     kdv20,
			total:         12050,
			wantLineTax:   []int64{0},
			wantRateTaxes: map[int]int64{0: 0},
		},
		{
			name:     "1 % line and exempt shipping",
			lines:    []bookstore.TaxLine{{UnitPrice: 101, Quantity: 1, Class: kdv1}},
			shipping: 1500, shipClass: exempt,
			total:         1601,
			wantLineTax:   []int64{1},
			wantRateTaxes: map[int]int64{1: 1, 0: 0},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := bookstore.ComputeTax(c.lines, c.shipping, c.shipClass)
			checkBreakdown(t, c.lines, c.shipping, b, c.total)
			for i, want := range c.wantLineTax {
				if b.Lines[i].Tax != want {
					t.Errorf("line %d: tax %d, want %d", i, b.Lines[i].Tax, want)
				}
			}
			if b.Shipping.Tax != c.wantShipTax {
				t.Errorf("shipping tax %d, want %d", b.Shipping.Tax, c.wantShipTax)
			}
			for _, r := range b.ByRate {
				if want, ok := c.wantRateTaxes[r.Class.Rate]; !ok || r.Tax != want {
					t.Errorf("rate %d: tax %d, want %d (listed: %v)", r.Class.Rate, r.Tax, want, ok)
				}
			}
			for i := 1; i < len(b.ByRate); i++ {
				if b.ByRate[i-1].Class.Rate < b.ByRate[i].Class.Rate {
					t.Errorf("rate totals not highest first: %+v", b.ByRate)
				}
			}
		})
	}
}

// TestOrderTaxMatchesPricing prices random carts with a coupon as an order
// is priced and checks that the tax of the order as frozen sums to its
// total to the kuruş, line by line and rate by rate.
func TestOrderTaxMatchesPricing(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 44))
	classes := []bookstore.TaxClass{exempt, kdv1, kdv10, kdv20}
	for n := range 500 {
		var lines []bookstore.PriceLine
		for i := range 1 + r.IntN(5) {
			list := 1 + r.Int64N(20000)
			l := bookstore.PriceLine{BookID: string(rune('a' + i)), Quantity: 1 + r.IntN(4), ListPrice: list}
			if r.IntN(2) == 0 {
				l.Offer = &bookstore.SaleOffer{Price: 1 + r.Int64N(list), StruckPrice: list}
			}
			lines = append(lines, l)
		}
		coupon := &bookstore.Coupon{Kind: bookstore.CouponFixed, Amount: 1 + r.Int64N(1500)}
		if r.IntN(2) == 0 {
			coupon = &bookstore.Coupon{Kind: bookstore.CouponPercent, Percent: 1 + r.IntN(50)}
		}
		p, err := bookstore.PriceOrder(bookstore.DefaultShippingRule, lines, coupon)
		if bookstore.ErrorCode(err) == bookstore.CodeConflict {
			continue // a coupon that would leave nothing to pay
		} else if err != nil {
			t.Fatal(err)
		}
		o := &bookstore.Order{Totals: p.Totals, ShippingTax: classes[r.IntN(len(classes))]}
		var taxLines []bookstore.TaxLine
		for _, pl := range p.Lines {
			it := bookstore.OrderItem{Quantity: pl.Quantity, Price: pl.UnitPrice, ListPrice: pl.ListPrice,
				CouponShare: pl.CouponShare, Paid: pl.Paid, Tax: classes[r.IntN(len(classes))]}
			o.Items = append(o.Items, it)
			taxLines = append(taxLines, bookstore.TaxLine{UnitPrice: it.ListPrice, Quantity: it.Quantity,
				SaleDiscount: (it.ListPrice - it.Price) * int64(it.Quantity), CouponShare: it.CouponShare, Class: it.Tax})
		}
		b := bookstore.OrderTax(o)
		for i, l := range b.Lines {
			if l.Gross != o.Items[i].Paid {
				t.Fatalf("order %d line %d: gross %d, want what it was charged %d", n, i, l.Gross, o.Items[i].Paid)
			}
		}
		checkBreakdown(t, taxLines, o.Totals.Shipping, b, o.Totals.Total)
		if t.Failed() {
			t.Fatalf("order %d: %+v", n, o)
		}
	}
}

func TestTaxClassCheck(t *testing.T) {
	cases := []struct {
		class bookstore.TaxClass
		want  string
	}{
		{exempt, ""},
		{bookstore.TaxClass{Rate: 0, Exemption: "301"}, ""},
		{kdv1, ""},
		{kdv10, ""},
		{kdv20, ""},
		{bookstore.TaxClass{Rate: 18}, bookstore.MsgKDVRate},
		{bookstore.TaxClass{Rate: -1}, bookstore.MsgKDVRate},
		{bookstore.TaxClass{Rate: 0}, bookstore.MsgKDVExemptionNeeded},
		{bookstore.TaxClass{Rate: 0, Exemption: "999"}, bookstore.MsgKDVExemptionBad},
		{bookstore.TaxClass{Rate: 20, Exemption: "335"}, bookstore.MsgKDVExemptionNoRate},
	}
	for _, c := range cases {
		if got := c.class.Check(); got != c.want {
			t.Errorf("%+v.Check() = %q, want %q", c.class, got, c.want)
		}
	}
	if got := exempt.Label(); got != "%0 — 335 Basılı kitap ve süreli yayınların teslimleri" {
		t.Errorf("label %q", got)
	}
}

func TestTaxSettings(t *testing.T) {
	d := bookstore.DefaultTaxSettings
	if d.Book != exempt || d.Shipping != kdv20 || d.Ebook != kdv20 {
		t.Fatalf("defaults %+v: printed books 0 %% (335), shipping and e-books 20 %%", d)
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	own := kdv20
	if d.BookClass(&own) != kdv20 || d.BookClass(nil) != exempt {
		t.Error("a book's own class wins; without one the default")
	}
	bad := bookstore.TaxSettings{Book: bookstore.TaxClass{Rate: 0}, Shipping: bookstore.TaxClass{Rate: 18}, Ebook: kdv20}
	err := bad.Validate()
	var e *bookstore.Error
	if !errors.As(err, &e) || e.Code != bookstore.CodeInvalid || len(e.Fields) != 2 {
		t.Fatalf("Validate = %v, want two field errors", err)
	}
}
