package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestShopLocation(t *testing.T) {
	loc := bookstore.ShopLocation()
	if loc != bookstore.ShopLocation() {
		t.Error("ShopLocation loads the zone more than once")
	}
	// Istanbul wall-clock time, winter and summer alike (no DST since 2016).
	for _, utc := range []time.Time{
		time.Date(2026, 1, 15, 12, 0, 0, 0, time.UTC),
		time.Date(2026, 7, 15, 21, 30, 0, 0, time.UTC),
	} {
		if _, off := utc.In(loc).Zone(); off != 3*60*60 {
			t.Errorf("%v in the shop's zone: offset %ds, want +03:00", utc, off)
		}
	}
	if got := time.Date(2026, 11, 22, 14, 5, 0, 0, time.UTC).In(loc).Format("02.01.2006 15:04"); got != "22.11.2026 17:05" {
		t.Errorf("shop time = %q, want 22.11.2026 17:05", got)
	}
}

func TestFormatDay(t *testing.T) {
	for _, tc := range []struct {
		name string
		at   time.Time
		want string
	}{
		{"a winter day", time.Date(2026, 1, 15, 12, 0, 0, 0, time.UTC), "15 Ocak 2026"},
		{"late evening UTC is the next day in Istanbul", time.Date(2026, 12, 4, 22, 30, 0, 0, time.UTC), "5 Aralık 2026"},
		{"summer", time.Date(2026, 8, 31, 20, 59, 0, 0, time.UTC), "31 Ağustos 2026"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := bookstore.FormatDay(tc.at); got != tc.want {
				t.Fatalf("FormatDay(%v) = %q, want %q", tc.at, got, tc.want)
			}
		})
	}
}
