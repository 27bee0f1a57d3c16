package bookstore

import (
	"errors"
	"testing"
	"time"
)

// Without the time zone database the shop's zone is still +03:00.
func TestShopLocationFallback(t *testing.T) {
	loc := shopLocation(func(string) (*time.Location, error) { return nil, errors.New("unknown time zone") })
	for _, utc := range []time.Time{time.Date(2026, 1, 15, 12, 0, 0, 0, time.UTC), time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC)} {
		if _, off := utc.In(loc).Zone(); off != 3*60*60 {
			t.Errorf("fallback zone at %v: offset %ds, want +03:00", utc, off)
		}
	}
}
