package bookstore_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

var day0 = time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)

func days(n int) time.Time { return day0.Add(time.Duration(n) * 24 * time.Hour) }

func until(t time.Time) *time.Time { return &t }

func TestAllocateSumsExactly(t *testing.T) {
	cases := []struct {
		name    string
		amount  int64
		weights []int64
		want    []int64
	}{
		{"even", 300, []int64{100, 100, 100}, []int64{100, 100, 100}},
		{"one kuruş left: the largest remainder", 100, []int64{100, 100, 100}, []int64{34, 33, 33}},
		{"two left: the two largest remainders", 200, []int64{100, 100, 100}, []int64{67, 67, 66}},
		{"proportional", 1000, []int64{4500, 9000, 1500}, []int64{300, 600, 100}},
		{"odd weights: ties go to the earlier line", 1001, []int64{3333, 3333, 3334}, []int64{334, 333, 334}},
		{"remainders decide, not order", 5, []int64{1, 1, 7}, []int64{1, 0, 4}},
		{"nothing to spread", 0, []int64{100, 200}, []int64{0, 0}},
		{"all of it", 4500, []int64{1500, 3000}, []int64{1500, 3000}},
		{"one line", 777, []int64{5000}, []int64{777}},
		{"no weight", 100, []int64{0, 0}, []int64{0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := bookstore.Allocate(c.amount, c.weights)
			if !slices.Equal(got, c.want) {
				t.Fatalf("Allocate(%d, %v) = %v, want %v", c.amount, c.weights, got, c.want)
			}
			var sum int64
			for i, g := range got {
				sum += g
				if g > c.weights[i] {
					t.Errorf("share %d above its line %d", g, c.weights[i])
				}
			}
			if sum != c.amount && slices.ContainsFunc(c.weights, func(w int64) bool { return w > 0 }) {
				t.Errorf("shares sum to %d, want %d", sum, c.amount)
			}
		})
	}
}

func TestLowestPriceBefore(t *testing.T) {
	cases := []struct {
		name    string
		history []bookstore.PricePeriod
		start   time.Time
		want    int64
		ok      bool
	}{
		{"one price all along", []bookstore.PricePeriod{{Price: 10000, From: days(-100)}}, days(0), 10000, true},
		{"raised just before the sale: the lower price counts",
			[]bookstore.PricePeriod{{Price: 10000, From: days(-100), To: until(days(-2))}, {Price: 15000, From: days(-2)}}, days(0), 10000, true},
		{"lowered within the window",
			[]bookstore.PricePeriod{{Price: 12000, From: days(-100), To: until(days(-10))}, {Price: 9000, From: days(-10)}}, days(0), 9000, true},
		{"a lower price that ended before the 30 days does not count",
			[]bookstore.PricePeriod{{Price: 5000, From: days(-100), To: until(days(-31))}, {Price: 11000, From: days(-31)}}, days(0), 11000, true},
		{"a price that ended exactly at the window's start does not count",
			[]bookstore.PricePeriod{{Price: 5000, From: days(-100), To: until(days(-30))}, {Price: 11000, From: days(-30)}}, days(0), 11000, true},
		{"a price set at the sale's start is not before it",
			[]bookstore.PricePeriod{{Price: 10000, From: days(-100), To: until(days(0))}, {Price: 3000, From: days(0)}}, days(0), 10000, true},
		{"a book added after the sale began has no earlier price", []bookstore.PricePeriod{{Price: 10000, From: days(1)}}, days(0), 0, false},
	}
	book := bookstore.PricedBook{ID: "b1", ListPrice: 10000}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := bookstore.LowestPriceBefore(c.history, nil, book, c.start)
			if got != c.want || ok != c.ok {
				t.Fatalf("got %d %v, want %d %v", got, ok, c.want, c.ok)
			}
		})
	}
}

// The lowest price of the 30 days counts what earlier sales charged, not
// only the list prices: a book sold at 80 ₺ ten days ago cannot be shown as
// "was 100 ₺" now.
func TestLowestPriceBeforeCountsEarlierSales(t *testing.T) {
	book := bookstore.PricedBook{ID: "b1", CategoryID: "c1", AuthorID: "a1", ListPrice: 10000}
	flat := []bookstore.PricePeriod{{Price: 10000, From: days(-100)}}
	sale := func(id string, pct int, from, to int) bookstore.Sale {
		return bookstore.Sale{ID: id, Scope: bookstore.SaleBook, BookIDs: []string{"b1"}, Percent: pct, StartsAt: days(from), EndsAt: days(to)}
	}
	cases := []struct {
		name    string
		history []bookstore.PricePeriod
		sales   []bookstore.Sale
		want    int64
	}{
		{"a sale inside the window counts", flat, []bookstore.Sale{sale("a", 20, -20, -10)}, 8000},
		{"a sale that ended before the window does not", flat, []bookstore.Sale{sale("a", 20, -60, -31)}, 10000},
		{"a sale that ended at the window's start does not", flat, []bookstore.Sale{sale("a", 20, -60, -30)}, 10000},
		{"a sale running into the window counts", flat, []bookstore.Sale{sale("a", 20, -60, -29)}, 8000},
		{"a sale of another book does not", flat, []bookstore.Sale{{ID: "o", Scope: bookstore.SaleBook, BookIDs: []string{"b2"},
			Percent: 50, StartsAt: days(-20), EndsAt: days(-10)}}, 10000},
		{"a category sale covering the book counts", flat, []bookstore.Sale{{ID: "c", Scope: bookstore.SaleCategory, CategoryID: "c1",
			Percent: 15, StartsAt: days(-5), EndsAt: days(-1)}}, 8500},
		{"a sale beginning at the new sale's start is not before it", flat, []bookstore.Sale{sale("a", 50, 0, 5)}, 10000},
		{"a sale over a list price change: its lowest price in the window",
			[]bookstore.PricePeriod{{Price: 12000, From: days(-100), To: until(days(-15))}, {Price: 9000, From: days(-15)}},
			[]bookstore.Sale{sale("a", 10, -20, -10)}, 8100},
		{"overlapping earlier sales: the better one while both ran", flat,
			[]bookstore.Sale{sale("a", 10, -20, -5), sale("b", 30, -12, -8)}, 7000},
		{"a fixed price above the list price was never charged", flat, []bookstore.Sale{{ID: "f", Scope: bookstore.SaleBook,
			BookIDs: []string{"b1"}, FixedPrice: 11000, StartsAt: days(-20), EndsAt: days(-10)}}, 10000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := bookstore.LowestPriceBefore(c.history, c.sales, book, days(0))
			if !ok || got != c.want {
				t.Fatalf("got %d %v, want %d", got, ok, c.want)
			}
		})
	}
}

// A second sale while a first one runs: its struck price is the first
// sale's price (the lowest of the 30 days), not the list price.
func TestConsecutiveSalesStrikeTheEarlierSalePrice(t *testing.T) {
	book := bookstore.PricedBook{ID: "b1", ListPrice: 15000}
	first := bookstore.Sale{ID: "a", Scope: bookstore.SaleBook, BookIDs: []string{"b1"}, Percent: 20, StartsAt: days(-10), EndsAt: days(5)}
	second := bookstore.Sale{ID: "b", Scope: bookstore.SaleBook, BookIDs: []string{"b1"}, Percent: 30, StartsAt: days(0), EndsAt: days(5)}
	hist := []bookstore.PricePeriod{{Price: 15000, From: days(-100)}}
	o := bookstore.OfferFor([]bookstore.Sale{first, second}, book, hist, days(1))
	if o == nil || o.SaleID != "b" || o.Price != 10500 || o.StruckPrice != 12000 || o.PercentOff != 12 {
		t.Fatalf("offer = %+v, want 105 ₺ struck at the first sale's 120 ₺, 12 %%", o)
	}
	// The first sale alone strikes the list price.
	o = bookstore.OfferFor([]bookstore.Sale{first, second}, book, hist, days(-1))
	if o == nil || o.SaleID != "a" || o.StruckPrice != 15000 || o.PercentOff != 20 {
		t.Fatalf("offer = %+v", o)
	}
	// When the first ends, a second sale that only keeps its price is no
	// discount at all: 120 ₺ was already charged in its 30 days.
	first.EndsAt, second.Percent, second.EndsAt = days(3), 20, days(10)
	o = bookstore.OfferFor([]bookstore.Sale{first, second}, book, hist, days(4))
	if o == nil || o.Discounted() {
		t.Fatalf("offer = %+v, want no discount shown", o)
	}
}

func TestBestSaleAndOffer(t *testing.T) {
	book := bookstore.PricedBook{ID: "b1", CategoryID: "c1", AuthorID: "a1", ListPrice: 15000}
	pct := func(id string, p int, from, to int) bookstore.Sale {
		return bookstore.Sale{ID: id, Scope: bookstore.SaleCategory, CategoryID: "c1", Percent: p, StartsAt: days(from), EndsAt: days(to)}
	}
	fixed := func(id string, price int64, from, to int) bookstore.Sale {
		return bookstore.Sale{ID: id, Scope: bookstore.SaleBooks, BookIDs: []string{"b1"}, FixedPrice: price, StartsAt: days(from), EndsAt: days(to)}
	}
	author := bookstore.Sale{ID: "au", Scope: bookstore.SaleAuthor, AuthorID: "a1", Percent: 10, StartsAt: days(-1), EndsAt: days(5)}
	other := bookstore.Sale{ID: "ot", Scope: bookstore.SaleCategory, CategoryID: "c2", Percent: 90, StartsAt: days(-1), EndsAt: days(5)}
	cases := []struct {
		name   string
		sales  []bookstore.Sale
		at     time.Time
		wantID string
		price  int64
	}{
		{"none", nil, days(0), "", 15000},
		{"not yet begun", []bookstore.Sale{pct("p", 20, 1, 5)}, days(0), "", 15000},
		{"begins at its start", []bookstore.Sale{pct("p", 20, 0, 5)}, days(0), "p", 12000},
		{"over at its end", []bookstore.Sale{pct("p", 20, -5, 0)}, days(0), "", 15000},
		{"another category's sale", []bookstore.Sale{other}, days(0), "", 15000},
		{"overlap: the best price wins", []bookstore.Sale{author, pct("p", 20, -2, 5), fixed("f", 12500, -3, 5)}, days(0), "p", 12000},
		{"overlap tie: the one that began first", []bookstore.Sale{pct("late", 20, -1, 5), fixed("early", 12000, -3, 5)}, days(0), "early", 12000},
		{"a fixed price above the list price does not apply", []bookstore.Sale{fixed("f", 20000, -1, 5)}, days(0), "", 15000},
		{"percent rounds half up", []bookstore.Sale{{ID: "r", Scope: bookstore.SaleBook, BookIDs: []string{"b1"}, Percent: 33,
			StartsAt: days(-1), EndsAt: days(1)}}, days(0), "r", 10050},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := bookstore.BestSale(c.sales, book, c.at)
			gotID := ""
			if s != nil {
				gotID = s.ID
			}
			o := bookstore.OfferFor(c.sales, book, []bookstore.PricePeriod{{Price: 15000, From: days(-100)}}, c.at)
			if gotID != c.wantID || bookstore.UnitPrice(book.ListPrice, o) != c.price {
				t.Fatalf("sale %q price %d, want %q %d", gotID, bookstore.UnitPrice(book.ListPrice, o), c.wantID, c.price)
			}
		})
	}
}

func TestOfferAfterAPriceRaiseIsNoDiscount(t *testing.T) {
	// 100 ₺ for months, raised to 150 ₺ two days before a 20 % sale: the
	// shopper pays 120 ₺, which is above the 30-day lowest (100 ₺), so no
	// struck price and no badge may be shown.
	book := bookstore.PricedBook{ID: "b1", ListPrice: 15000}
	sale := []bookstore.Sale{{ID: "s", Scope: bookstore.SaleBook, BookIDs: []string{"b1"}, Percent: 20, StartsAt: days(0), EndsAt: days(7)}}
	hist := []bookstore.PricePeriod{{Price: 10000, From: days(-100), To: until(days(-2))}, {Price: 15000, From: days(-2)}}
	o := bookstore.OfferFor(sale, book, hist, days(1))
	if o == nil || o.Price != 12000 || o.StruckPrice != 10000 || o.Discounted() || o.PercentOff != 0 {
		t.Fatalf("offer = %+v, want 120 ₺ charged, 100 ₺ as the 30-day lowest, no discount shown", o)
	}
	// The same sale without the raise: 25 % off 150 ₺ is shown as 20 %.
	o = bookstore.OfferFor(sale, book, []bookstore.PricePeriod{{Price: 15000, From: days(-100)}}, days(1))
	if !o.Discounted() || o.StruckPrice != 15000 || o.PercentOff != 20 {
		t.Fatalf("offer = %+v", o)
	}
	// A cut of 33.3 % is shown as 33 (rounded down, never more than saved).
	sale[0].Percent = 0
	sale[0].FixedPrice = 10000
	o = bookstore.OfferFor(sale, book, []bookstore.PricePeriod{{Price: 15000, From: days(-100)}}, days(1))
	if o.PercentOff != 33 {
		t.Fatalf("percent = %d, want 33", o.PercentOff)
	}
}

func TestNextPriceChange(t *testing.T) {
	sales := []bookstore.Sale{{StartsAt: days(-1), EndsAt: days(3)}, {StartsAt: days(2), EndsAt: days(9)}}
	if got := bookstore.NextPriceChange(sales, days(0)); !got.Equal(days(2)) {
		t.Fatalf("next = %v, want the second sale's start", got)
	}
	if got := bookstore.NextPriceChange(sales, days(2)); !got.Equal(days(3)) {
		t.Fatalf("next = %v, want the first sale's end", got)
	}
	if got := bookstore.NextPriceChange(sales, days(9)); !got.IsZero() {
		t.Fatalf("next = %v, want none", got)
	}
}

func TestPriceOrderFreezesLines(t *testing.T) {
	offer := &bookstore.SaleOffer{Price: 8000, StruckPrice: 10000}
	p, err := bookstore.PriceOrder(bookstore.DefaultShippingRule, []bookstore.PriceLine{
		{BookID: "a", Quantity: 2, ListPrice: 10000, Offer: offer},
		{BookID: "b", Quantity: 1, ListPrice: 4500},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, b := p.Lines[0], p.Lines[1]
	if a.UnitPrice != 8000 || a.StruckPrice != 10000 || a.Paid != 16000 || b.UnitPrice != 4500 || b.StruckPrice != 0 || b.Paid != 4500 {
		t.Fatalf("lines = %+v", p.Lines)
	}
	if p.Totals != (bookstore.Totals{Subtotal: 20500, Shipping: 0, Total: 20500}) {
		t.Fatalf("totals = %+v", p.Totals)
	}
}

func TestSaleInputRefusesBadForms(t *testing.T) {
	id := "0190f5a0-0000-7000-8000-000000000001"
	price := func(v int64) *int64 { return &v }
	ok := bookstore.SaleInput{Name: "Kış", Scope: bookstore.SaleBook, BookIDs: []string{id}, Percent: 20, StartsAt: days(0), EndsAt: days(1)}
	cases := []struct {
		name  string
		edit  func(*bookstore.SaleInput)
		field string
		msg   string
	}{
		{"percent zero", func(in *bookstore.SaleInput) { in.Percent = 0 }, "percent", bookstore.MsgSalePercent},
		{"percent 100", func(in *bookstore.SaleInput) { in.Percent = 100 }, "percent", bookstore.MsgSalePercent},
		{"both kinds", func(in *bookstore.SaleInput) { in.FixedPrice = price(100) }, "percent", bookstore.MsgSaleKind},
		{"negative price", func(in *bookstore.SaleInput) { in.Percent, in.FixedPrice = 0, price(-1) }, "fixedPrice", bookstore.MsgSalePriceNegative},
		{"end before start", func(in *bookstore.SaleInput) { in.EndsAt = days(-1) }, "endsAt", bookstore.MsgSaleDates},
		{"end at start", func(in *bookstore.SaleInput) { in.EndsAt = in.StartsAt }, "endsAt", bookstore.MsgSaleDates},
		{"no book", func(in *bookstore.SaleInput) { in.BookIDs = nil }, "bookIds", bookstore.MsgSaleTarget},
		{"bad scope", func(in *bookstore.SaleInput) { in.Scope = "everything" }, "scope", bookstore.MsgSaleScope},
		{"no name", func(in *bookstore.SaleInput) { in.Name = "  " }, "name", bookstore.MsgSaleName},
		{"category without id", func(in *bookstore.SaleInput) { in.Scope = bookstore.SaleCategory }, "categoryId", bookstore.MsgSaleTarget},
	}
	good := ok
	good.Normalize()
	if err := good.Validate(); err != nil {
		t.Fatalf("valid form refused: %v", err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := ok
			in.BookIDs = slices.Clone(ok.BookIDs)
			c.edit(&in)
			in.Normalize()
			err := in.Validate()
			var found bool
			var de *bookstore.Error
			if !errors.As(err, &de) {
				t.Fatalf("err = %v", err)
			}
			for _, f := range de.Fields {
				if f.Field == c.field && f.Message == c.msg {
					found = true
				}
			}
			if !found {
				t.Fatalf("err = %v, want %s: %s", err, c.field, c.msg)
			}
		})
	}
}
