package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestRoyaltyOfRounding(t *testing.T) {
	pct := func(bp int64) bookstore.RoyaltyRate {
		return bookstore.RoyaltyRate{Kind: bookstore.RoyaltyPercent, BasisPoints: bp}
	}
	cases := []struct {
		name  string
		sales bookstore.BookSales
		rate  bookstore.RoyaltyRate
		want  int64
	}{
		{"exact", bookstore.BookSales{Sold: 2, Gross: 10000}, pct(1000), 1000},
		{"half up: 12,5 kuruş is 13", bookstore.BookSales{Sold: 1, Gross: 125}, pct(1000), 13},
		{"just under half stays down", bookstore.BookSales{Sold: 1, Gross: 12499}, pct(1), 1},      // 1,2499 → 1
		{"just at half goes up", bookstore.BookSales{Sold: 1, Gross: 15000}, pct(1), 2},            // 1,5 → 2
		{"two decimals of a percent", bookstore.BookSales{Sold: 3, Gross: 13797}, pct(1275), 1759}, // 1759,1175
		{"awkward price and rate", bookstore.BookSales{Sold: 7, Gross: 7 * 3333}, pct(3333), 7776}, // 7776,2223
		{"refunds lower the base", bookstore.BookSales{Sold: 3, Returned: 1, Gross: 30000, Refunded: 9999}, pct(1000), 2000},
		{"negative net rounds away from zero", bookstore.BookSales{Returned: 1, Refunded: 125}, pct(1000), -13},
		{"zero percent", bookstore.BookSales{Sold: 5, Gross: 99999}, pct(0), 0},
		{"hundred percent", bookstore.BookSales{Sold: 1, Gross: 4567}, pct(10000), 4567},
		{"fixed per copy less returns", bookstore.BookSales{Sold: 5, Returned: 2, Gross: 1}, bookstore.RoyaltyRate{Kind: bookstore.RoyaltyFixed, PerCopy: 333}, 999},
		{"fixed with more returns than sales", bookstore.BookSales{Returned: 2}, bookstore.RoyaltyRate{Kind: bookstore.RoyaltyFixed, PerCopy: 250}, -500},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := bookstore.RoyaltyOf(c.sales, c.rate); got != c.want {
				t.Fatalf("RoyaltyOf = %d, want %d", got, c.want)
			}
		})
	}
}

func TestStatementTotalIsSumOfRoundedLines(t *testing.T) {
	rates := &bookstore.AuthorRoyalty{Rate: &bookstore.RoyaltyRate{Kind: bookstore.RoyaltyPercent, BasisPoints: 1000},
		Books: []bookstore.BookRoyalty{{BookID: "b", Rate: &bookstore.RoyaltyRate{Kind: bookstore.RoyaltyFixed, PerCopy: 150, BasisPoints: 7}}}}
	// Two lines of 12,5 kuruş each: 13 + 13 = 26, not round(25) = 25.
	sales := []bookstore.BookSales{{BookID: "a", Sold: 1, Gross: 125}, {BookID: "c", Sold: 1, Gross: 125}, {BookID: "b", Sold: 3, Returned: 1, Gross: 900, Refunded: 300}}
	var st bookstore.RoyaltyStatement
	if !bookstore.BuildStatementLines(&st, sales, rates) {
		t.Fatal("rates missing")
	}
	if st.Royalty != 13+13+300 || st.Sold != 5 || st.Returned != 1 || st.Net != 125+125+600 {
		t.Fatalf("totals %+v", st)
	}
	if st.Lines[2].Rate.BasisPoints != 0 {
		t.Fatalf("a fixed rate keeps no percentage: %+v", st.Lines[2].Rate)
	}
	if bookstore.BuildStatementLines(&st, sales, &bookstore.AuthorRoyalty{}) {
		t.Fatal("no rate: refused")
	}
}

func TestRoyaltyRateValidate(t *testing.T) {
	bad := []bookstore.RoyaltyRate{
		{Kind: bookstore.RoyaltyPercent, BasisPoints: -1},
		{Kind: bookstore.RoyaltyPercent, BasisPoints: 10001},
		{Kind: bookstore.RoyaltyFixed, PerCopy: -1},
		{Kind: bookstore.RoyaltyFixed, PerCopy: bookstore.MaxPerCopy + 1},
		{Kind: "other"},
	}
	for _, r := range bad {
		if bookstore.ErrorCode(r.Validate()) != bookstore.CodeInvalid {
			t.Errorf("%+v accepted", r)
		}
	}
	for _, r := range []bookstore.RoyaltyRate{{Kind: bookstore.RoyaltyPercent}, {Kind: bookstore.RoyaltyPercent, BasisPoints: 10000}, {Kind: bookstore.RoyaltyFixed}} {
		if err := r.Validate(); err != nil {
			t.Errorf("%+v refused: %v", r, err)
		}
	}
}

func TestPeriodBounds(t *testing.T) {
	from, to, err := bookstore.PeriodBounds(bookstore.RoyaltyMonthly, "2026-10")
	if err != nil {
		t.Fatal(err)
	}
	// Midnight in Istanbul (UTC+3) is 21:00 UTC the day before.
	if want := time.Date(2026, 9, 30, 21, 0, 0, 0, time.UTC); !from.Equal(want) {
		t.Fatalf("from %v", from)
	}
	if want := time.Date(2026, 10, 31, 21, 0, 0, 0, time.UTC); !to.Equal(want) {
		t.Fatalf("to %v", to)
	}
	if _, to, _ = bookstore.PeriodBounds(bookstore.RoyaltyQuarterly, "2026-10"); !to.Equal(time.Date(2026, 12, 31, 21, 0, 0, 0, time.UTC)) {
		t.Fatalf("quarter to %v", to)
	}
	for _, c := range []struct {
		kind  bookstore.RoyaltyPeriod
		start string
	}{{bookstore.RoyaltyQuarterly, "2026-11"}, {bookstore.RoyaltyMonthly, "2026-13"}, {bookstore.RoyaltyMonthly, "26-1"}, {"yearly", "2026-01"}} {
		if _, _, err := bookstore.PeriodBounds(c.kind, c.start); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Errorf("%s %s accepted", c.kind, c.start)
		}
	}
	if got := bookstore.PeriodLabel(bookstore.RoyaltyQuarterly, from); got != "2026 4. çeyrek (Ekim–Aralık)" {
		t.Fatalf("label %q", got)
	}
	if got := bookstore.PeriodLabel(bookstore.RoyaltyMonthly, from); got != "Ekim 2026" {
		t.Fatalf("label %q", got)
	}
}
