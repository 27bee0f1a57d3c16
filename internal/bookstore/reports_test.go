package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestParseReportQuery(t *testing.T) {
	loc := bookstore.ShopLocation()
	// 21:30 UTC on 30 November is already 1 December in Istanbul.
	now := time.Date(2026, 11, 30, 21, 30, 0, 0, time.UTC)
	q, err := bookstore.ParseReportQuery("", "", "", "", now, loc)
	if err != nil || q.To.Format(time.DateOnly) != "2026-12-01" || q.From.Format(time.DateOnly) != "2026-11-02" ||
		q.Group != bookstore.GroupDay || q.Rank != bookstore.RankRevenue {
		t.Fatalf("defaults: %+v %v", q, err)
	}
	q, err = bookstore.ParseReportQuery("2026-11-01", "2026-11-30", "month", "units", now, loc)
	if err != nil || !q.Start().Equal(time.Date(2026, 10, 31, 21, 0, 0, 0, time.UTC)) || !q.End().Equal(time.Date(2026, 11, 30, 21, 0, 0, 0, time.UTC)) {
		t.Fatalf("range instants: %v %v %v", q.Start(), q.End(), err)
	}
	for name, c := range map[string][4]string{
		"bad from":      {"2026-02-30", "", "", ""},
		"bad to":        {"", "30.11.2026", "", ""},
		"backwards":     {"2026-11-30", "2026-11-01", "", ""},
		"over 5 years":  {"2020-01-01", "2025-01-02", "", ""},
		"unknown group": {"", "", "quarter", ""},
		"unknown rank":  {"", "", "", "profit"},
	} {
		if _, err := bookstore.ParseReportQuery(c[0], c[1], c[2], c[3], now, loc); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestGroupSales(t *testing.T) {
	loc := bookstore.ShopLocation()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	days := []bookstore.DaySales{{Day: "2026-11-01", Orders: 1, Charged: 1000}, {Day: "2026-11-02", Orders: 2, Charged: 500, Refunded: 700},
		{Day: "2026-11-30", Orders: 1, Charged: 100}}
	for group, want := range map[string][]string{
		"day":   nil,
		"week":  {"2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"},
		"month": {"2026-11-01"},
	} {
		q, err := bookstore.ParseReportQuery("2026-11-01", "2026-11-30", group, "", now, loc)
		if err != nil {
			t.Fatal(err)
		}
		ps := bookstore.GroupSales(q, days)
		var charged, refunded int64
		for _, p := range ps {
			charged += p.Charged
			refunded += p.Refunded
		}
		if charged != 1600 || refunded != 700 {
			t.Errorf("%s: charged %d refunded %d", group, charged, refunded)
		}
		if group == "day" {
			if len(ps) != 30 || ps[1].Net() != -200 {
				t.Errorf("days: %d, second %+v", len(ps), ps[1])
			}
			continue
		}
		if len(ps) != len(want) {
			t.Fatalf("%s: %d periods", group, len(ps))
		}
		for i, p := range ps {
			if p.Start.Format(time.DateOnly) != want[i] {
				t.Errorf("%s period %d starts %s, want %s", group, i, p.Start.Format(time.DateOnly), want[i])
			}
		}
	}
}
