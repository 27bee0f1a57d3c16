package sqldb_test

import (
	"context"
	"reflect"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestDeliverySettingsStore: the defaults until a setting is saved, then the
// latest one; the table refuses a setting outside the domain's bounds.
func TestDeliverySettingsStore(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx, s := context.Background(), sqldb.NewDeliveryStore(db)
		got, err := s.DeliverySettings(ctx)
		if err != nil || !reflect.DeepEqual(got, bookstore.DefaultDeliverySettings) {
			t.Fatalf("defaults: %+v %v", got, err)
		}
		for _, v := range []bookstore.DeliverySettings{{HandlingDays: 0, CutoffHour: 12, TransitDays: 1, ClosedDays: []string{"2026-12-31", "2027-01-02"}},
			{HandlingDays: 3, CutoffHour: 17, TransitDays: 4}} {
			if err := s.SetDeliverySettings(ctx, v, "", bookstore.Effects{}); err != nil {
				t.Fatal(err)
			}
			if got, err := s.DeliverySettings(ctx); err != nil || !reflect.DeepEqual(got, v) {
				t.Fatalf("after a save: %+v %v, want %+v", got, err, v)
			}
		}
		if err := s.SetDeliverySettings(ctx, bookstore.DeliverySettings{HandlingDays: 1, CutoffHour: 24, TransitDays: 2}, "", bookstore.Effects{}); err == nil {
			t.Fatal("the table took a cut-off hour of 24")
		}
		if got, _ := s.DeliverySettings(ctx); got.CutoffHour != 17 {
			t.Fatalf("a refused save changed the setting: %+v", got)
		}
	})
}
