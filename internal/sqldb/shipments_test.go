package sqldb_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// confirmedOrder is a paid (confirmed) order of one book with its measures.
func confirmedOrder(t *testing.T, db *sqldb.DB) *bookstore.Order {
	t.Helper()
	ctx := context.Background()
	orders, attempts := claimedOrders(t, db, 1)
	if err := confirmWithInvoice(ctx, db, orders[0], attempts[0], time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Bun().ExecContext(ctx, `UPDATE books SET weight_grams = 400, width_mm = 135, height_mm = 210, depth_mm = 30
		WHERE id IN (SELECT book_id FROM order_items WHERE order_id = ?)`, orders[0].ID); err != nil {
		t.Fatal(err)
	}
	return orders[0]
}

func orderStatusOf(t *testing.T, db *sqldb.DB, id string) (status string, delivered *time.Time) {
	t.Helper()
	err := db.Bun().QueryRowContext(context.Background(), `SELECT status, delivered_at FROM orders WHERE id = ?`, id).Scan(&status, &delivered)
	if err != nil {
		t.Fatal(err)
	}
	return status, delivered
}

func TestShipmentReservedOnceAndTrackedWithTheOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		o := confirmedOrder(t, db)
		st := sqldb.NewShipmentStore(db)
		lines, err := st.ParcelLines(ctx, o.ID)
		if err != nil || len(lines) != 1 || lines[0].Grams != 400 || lines[0].DepthMM != 30 {
			t.Fatalf("lines %+v %v", lines, err)
		}
		// Two reservations at once: one row, both see it.
		var wg sync.WaitGroup
		got := make([]*bookstore.OrderShipment, 2)
		made := make([]bool, 2)
		for i := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var err error
				got[i], made[i], err = st.ReserveShipment(ctx, bookstore.OrderShipment{OrderID: o.ID, Carrier: "MNG Kargo", Grams: 400, Desi: 1})
				if err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if t.Failed() || made[0] == made[1] || got[0].ID != got[1].ID || got[0].Status != bookstore.ShipmentPreparing {
			t.Fatalf("reservations %+v %+v created %v", got[0], got[1], made)
		}
		sh := got[0]
		if sh.Reference != bookstore.ShipmentReference(o.ID, 1) {
			t.Fatalf("reference %s", sh.Reference)
		}
		if ok, err := st.CompleteShipment(ctx, sh.ID, bookstore.CarrierShipment{ID: "100000000001", TrackingNumber: "MNG1"}, bookstore.Effects{}); !ok || err != nil {
			t.Fatalf("complete %v %v", ok, err)
		}
		if ok, _ := st.CompleteShipment(ctx, sh.ID, bookstore.CarrierShipment{ID: "x", TrackingNumber: "y"}, bookstore.Effects{}); ok {
			t.Fatal("completed twice")
		}
		sh, err = st.ShipmentByCarrier(ctx, "MNG Kargo", "100000000001", "")
		if err != nil || sh.Status != bookstore.ShipmentCreated || sh.Tracking != "MNG1" {
			t.Fatalf("by carrier %+v %v", sh, err)
		}
		if byRef, err := st.ShipmentByCarrier(ctx, "MNG Kargo", "", sh.Reference); err != nil || byRef.ID != sh.ID {
			t.Fatalf("by reference %+v %v", byRef, err)
		}

		// Delivered at the carrier's time, through 'Kargoda', with the
		// mails and audit entries of the moves in the same transaction.
		at := time.Date(2026, 12, 2, 11, 30, 0, 0, time.UTC)
		u := bookstore.ApplyEvents(sh, []bookstore.TrackingEvent{{Key: "e1", Status: bookstore.ShipmentAccepted, At: at.Add(-24 * time.Hour)},
			{Key: "e2", Status: bookstore.ShipmentDelivered, At: at}})
		ship := &bookstore.Shipment{TrackingNumber: sh.Tracking, CargoCompany: sh.Carrier}
		steps := []bookstore.OrderStep{
			{From: bookstore.OrderConfirmed, To: bookstore.OrderShipped, Ship: ship,
				Fx: bookstore.Effects{Mail: &bookstore.Mail{Kind: "order_shipped", ToEmail: "a@example.com", Subject: "Kargoda", TextBody: "x", DedupKey: "order-shipped:" + o.ID}}},
			{From: bookstore.OrderShipped, To: bookstore.OrderDelivered, DeliveredAt: u.DeliveredAt,
				Fx: bookstore.Effects{Mail: &bookstore.Mail{Kind: "order_delivered", ToEmail: "a@example.com", Subject: "Teslim", TextBody: "x", DedupKey: "order-delivered:" + o.ID}}},
		}
		// Steps read from a stale order (it is not 'Kargoda' yet): nothing
		// is written, neither the shipment's status nor its events.
		if ok, err := st.ApplyTracking(ctx, u, steps[1:]); ok || err != nil {
			t.Fatalf("apply with a stale order %v %v", ok, err)
		}
		if cur, err := st.ActiveShipment(ctx, o.ID); err != nil || cur.Status != bookstore.ShipmentCreated || len(cur.Events) != 0 || cur.Version != sh.Version {
			t.Fatalf("after the stale apply %+v %v", cur, err)
		}
		if ok, err := st.ApplyTracking(ctx, u, steps); !ok || err != nil {
			t.Fatalf("apply %v %v", ok, err)
		}
		// The same update again (a second instance, stale version) writes nothing.
		if ok, err := st.ApplyTracking(ctx, u, steps); ok || err != nil {
			t.Fatalf("stale apply %v %v", ok, err)
		}
		status, delivered := orderStatusOf(t, db, o.ID)
		if status != "delivered" || delivered == nil || !delivered.Equal(at) {
			t.Fatalf("order %s delivered %v", status, delivered)
		}
		var mails, tracking int
		if err := db.Bun().NewRaw(`SELECT count(*) FROM mail_outbox WHERE dedup_key IN (?, ?)`, "order-shipped:"+o.ID, "order-delivered:"+o.ID).Scan(ctx, &mails); err != nil {
			t.Fatal(err)
		}
		if err := db.Bun().NewRaw(`SELECT count(*) FROM orders WHERE id = ? AND tracking_number = 'MNG1' AND cargo_company = 'MNG Kargo'`, o.ID).Scan(ctx, &tracking); err != nil {
			t.Fatal(err)
		}
		if mails != 2 || tracking != 1 {
			t.Fatalf("mails %d tracking %d", mails, tracking)
		}
		sh, err = st.ActiveShipment(ctx, o.ID)
		if err != nil || sh.Status != bookstore.ShipmentDelivered || len(sh.Events) != 2 || !sh.DeliveredAt.Equal(at) || sh.Events[1].Key != "e2" {
			t.Fatalf("shipment %+v %v", sh, err)
		}
		// Finished: the poll no longer leases it.
		if l, err := st.LeaseShipments(ctx, time.Now(), time.Now().Add(time.Hour), time.Now(), 10); err != nil || len(l) != 0 {
			t.Fatalf("leased %+v %v", l, err)
		}
	})
}

func TestShipmentLeaseCancelAndNextReference(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		o := confirmedOrder(t, db)
		st := sqldb.NewShipmentStore(db)
		sh, _, err := st.ReserveShipment(ctx, bookstore.OrderShipment{OrderID: o.ID, Carrier: "MNG Kargo", Grams: 400, Desi: 1})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		// A fresh reservation is not the poll's; a stale one is, once.
		if l, _ := st.LeaseShipments(ctx, now, now, now.Add(-time.Minute), 10); len(l) != 0 {
			t.Fatalf("fresh reservation leased: %+v", l)
		}
		if l, _ := st.LeaseShipments(ctx, now, now, now.Add(time.Minute), 10); len(l) != 1 || l[0].ID != sh.ID {
			t.Fatalf("stale reservation not leased: %+v", l)
		}
		if l, _ := st.LeaseShipments(ctx, now, now, now.Add(time.Minute), 10); len(l) != 0 {
			t.Fatalf("leased twice: %+v", l)
		}
		if _, err := st.CompleteShipment(ctx, sh.ID, bookstore.CarrierShipment{ID: "200000000002", TrackingNumber: "MNG2"}, bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		entry := bookstore.Change("", bookstore.ActionShipmentCancelled, "shipments", sh.ID, nil, nil)
		if ok, err := st.CancelShipment(ctx, sh.ID, bookstore.Effects{Audit: &entry}); !ok || err != nil {
			t.Fatalf("cancel %v %v", ok, err)
		}
		if ok, _ := st.CancelShipment(ctx, sh.ID, bookstore.Effects{}); ok {
			t.Fatal("cancelled twice")
		}
		if cur, err := st.ActiveShipment(ctx, o.ID); cur != nil || err != nil {
			t.Fatalf("active after cancel %+v %v", cur, err)
		}
		again, created, err := st.ReserveShipment(ctx, bookstore.OrderShipment{OrderID: o.ID, Carrier: "MNG Kargo", Grams: 400, Desi: 1})
		if err != nil || !created || again.Reference != bookstore.ShipmentReference(o.ID, 2) {
			t.Fatalf("again %+v %v %v", again, created, err)
		}
		latest, err := st.LatestShipments(ctx, []string{o.ID})
		if err != nil || latest[o.ID].ID != again.ID {
			t.Fatalf("latest %+v %v", latest, err)
		}
		if err := st.DropReservation(ctx, again.ID); err != nil {
			t.Fatal(err)
		}
		if cur, _ := st.ActiveShipment(ctx, o.ID); cur != nil {
			t.Fatalf("dropped reservation still there: %+v", cur)
		}
	})
}
