package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A return parcel the carrier cannot bring back (delivery failed, or sent
// back to the buyer) tells staff once per carrier event, with the carrier's
// reason, while the request keeps waiting for its goods; a later failure is
// a new notice, and a request already received raises none.
func TestReturnParcelFailedTellsStaff(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		rc := newReturnsCase(t, db, "MNG Kargo", "")
		ret := requestReturn(t, rc.c, rc.o.ID, lineQty{ItemID: rc.o.Items[0].ID, Quantity: 1})
		t0 := time.Now().UTC().Add(-6 * time.Hour).Truncate(time.Second)
		accepted := bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0}
		failed := bookstore.TrackingEvent{Key: "f1", Status: bookstore.ShipmentFailed, At: t0.Add(time.Hour), Description: "Alıcı adreste yok"}
		notices := func() int {
			return rc.e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = 'delivery-failed' AND dedup_key LIKE 'return-parcel-failed:"+ret.ID+":%'")
		}
		co := rc.e.checkout
		// Twice, by the webhook's route and the poll's: one notice.
		for range 2 {
			if found, err := co.ApplyReturnEvents(context.Background(), "shp-1", []bookstore.TrackingEvent{accepted, failed}); !found || err != nil {
				t.Fatalf("failed: %v %v", found, err)
			}
		}
		if n := notices(); n != 1 {
			t.Fatalf("notices after one failure: %d", n)
		}
		var body string
		if err := db.Bun().NewRaw("SELECT body FROM staff_notices WHERE dedup_key = ?", "return-parcel-failed:"+ret.ID+":f1").
			Scan(context.Background(), &body); err != nil {
			t.Fatal(err)
		}
		if want := "Kargo firmasının açıklaması: Alıcı adreste yok."; !strings.Contains(body, want) {
			t.Fatalf("notice body %q lacks %q", body, want)
		}
		if got := rc.returns(t)[0]; got.State != "requested" || got.HandedOverAt == nil {
			t.Fatalf("the request after a failure: %+v", got)
		}
		// Sent back to the buyer later: a second notice.
		back := bookstore.TrackingEvent{Key: "r1", Status: bookstore.ShipmentReturned, At: t0.Add(3 * time.Hour)}
		if _, err := co.ApplyReturnEvents(context.Background(), "shp-1", []bookstore.TrackingEvent{accepted, failed, back}); err != nil {
			t.Fatal(err)
		}
		if n := notices(); n != 2 {
			t.Fatalf("notices after the return to sender: %d", n)
		}
		// Delivered after all: received, and a stale failure event raises nothing more.
		delivered := bookstore.TrackingEvent{Key: "d", Status: bookstore.ShipmentDelivered, At: t0.Add(5 * time.Hour)}
		late := bookstore.TrackingEvent{Key: "f2", Status: bookstore.ShipmentFailed, At: t0.Add(6 * time.Hour)}
		if _, err := co.ApplyReturnEvents(context.Background(), "shp-1", []bookstore.TrackingEvent{delivered}); err != nil {
			t.Fatal(err)
		}
		if _, err := co.ApplyReturnEvents(context.Background(), "shp-1", []bookstore.TrackingEvent{late}); err != nil {
			t.Fatal(err)
		}
		if got := rc.returns(t)[0]; got.State != "received" {
			t.Fatalf("delivered back: %+v", got)
		}
		if n := notices(); n != 2 {
			t.Fatalf("notices after the receipt: %d", n)
		}
	})
}
