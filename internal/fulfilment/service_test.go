package fulfilment_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/fulfilment/fulfilmenttest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestPrepareAndTrackMoveTheOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 1)
		ctx := context.Background()
		id := s.orders[0].ID
		sh := s.prepare(id)[0]
		if sh.Status != bookstore.ShipmentCreated || sh.Tracking == "" || sh.Reference != bookstore.ShipmentReference(id, 1) ||
			sh.Grams != 250 || sh.Desi != 1 {
			t.Fatalf("prepared %+v", sh)
		}
		p := s.carrier.Parcels[0]
		if p.Recipient.Province != "İstanbul" || p.Recipient.District != "Kadıköy" || p.Recipient.Email != "alici0@example.com" || p.Grams != 250 {
			t.Fatalf("parcel %+v", p)
		}
		// 'Kargoya hazırla' again: the same parcel, nothing new at the carrier.
		if again := s.prepare(id)[0]; again.ID != sh.ID || s.carrier.Calls("create") != 1 {
			t.Fatalf("again %+v, %d creates", again, s.carrier.Calls("create"))
		}
		if st, _ := s.order(id); st != "confirmed" {
			t.Fatalf("order %s before pick-up", st)
		}

		// Picked up (webhook), twice: 'Kargoda' once, one shipped mail.
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		cs := s.carrier.Push(sh.Reference, event("k1", bookstore.ShipmentAccepted, t0))
		for range 2 {
			must(t, s.webhook(cs, event("k1", bookstore.ShipmentAccepted, t0)))
		}
		if st, _ := s.order(id); st != "shipped" || s.mails(bookstore.MailOrderShipped) != 1 {
			t.Fatalf("order %s, %d shipped mails", st, s.mails(bookstore.MailOrderShipped))
		}
		// Delivered, out of order before 'in transit', found by the poll.
		s.carrier.Push(sh.Reference, event("k3", bookstore.ShipmentDelivered, t0.Add(26*time.Hour)))
		s.carrier.Push(sh.Reference, event("k2", bookstore.ShipmentInTransit, t0.Add(3*time.Hour)))
		if n, err := s.svc.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("poll %d %v", n, err)
		}
		st, delivered := s.order(id)
		if st != "delivered" || delivered == nil || !delivered.Equal(t0.Add(26*time.Hour)) || s.mails(bookstore.MailOrderDelivered) != 1 {
			t.Fatalf("order %s delivered %v, %d mails", st, delivered, s.mails(bookstore.MailOrderDelivered))
		}
		got, err := s.svc.Shipment(ctx, id)
		if err != nil || got.Status != bookstore.ShipmentDelivered || len(got.Events) != 3 || got.Events[1].Key != "k2" {
			t.Fatalf("shipment %+v %v", got, err)
		}
		// A late 'accepted' after delivery (a later time, even) moves nothing back.
		must(t, s.webhook(cs, event("k4", bookstore.ShipmentAccepted, t0.Add(30*time.Hour))))
		got, _ = s.svc.Shipment(ctx, id)
		if st, _ := s.order(id); st != "delivered" || got.Status != bookstore.ShipmentDelivered || len(got.Events) != 4 {
			t.Fatalf("late event: order %s shipment %s", st, got.Status)
		}
		// The audit log has the carrier's moves.
		var n int
		must(t, db.Bun().QueryRowContext(ctx, `SELECT count(*) FROM audit_log WHERE entity_id = ? AND action IN ('order.shipped', 'order.delivered')`, id).Scan(&n))
		if n != 2 {
			t.Fatalf("%d audit entries", n)
		}
		// Finished: the poll leaves it alone.
		if n, _ := s.svc.RunOnce(ctx); n != 0 {
			t.Fatalf("polled a delivered parcel")
		}
	})
}

func TestPrepareTwiceAtOnceMakesOneParcel(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 2)
		ids := []string{s.orders[0].ID, s.orders[1].ID}
		var wg sync.WaitGroup
		res := make([][]bookstore.OrderShipment, 4)
		for i := range res {
			wg.Add(1)
			go func() {
				defer wg.Done()
				done, failed, err := s.svc.Prepare(context.Background(), "", ids)
				if err != nil || len(failed) != 0 {
					t.Errorf("prepare: %+v %v", failed, err)
				}
				res[i] = done
			}()
		}
		wg.Wait()
		if t.Failed() {
			return
		}
		for _, r := range res {
			if len(r) != 2 || r[0].ID != res[0][0].ID || r[1].ID != res[0][1].ID {
				t.Fatalf("different shipments: %+v vs %+v", r, res[0])
			}
		}
		if s.carrier.Created() != 2 {
			t.Fatalf("%d parcels at the carrier", s.carrier.Created())
		}
	})
}

func TestPrepareCarrierFaults(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 1)
		id := s.orders[0].ID
		// 500: nothing shown, nothing at the carrier.
		s.carrier.Then("create", fulfilmenttest.Fail)
		s.prepareFails(id, bookstore.MsgCarrierUnavailable)
		// A hang is cut at the call timeout.
		s.carrier.Then("find", fulfilmenttest.Hang)
		start := time.Now()
		s.prepareFails(id, bookstore.MsgCarrierUnavailable)
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("hung for %s", d)
		}
		s.carrier.Then("create", fulfilmenttest.Hang)
		s.prepareFails(id, bookstore.MsgCarrierUnavailable)
		// Created at the carrier, the answer lost: found again by its
		// reference on the next try, not created twice.
		s.carrier.Then("create", fulfilmenttest.Lose)
		s.prepareFails(id, bookstore.MsgCarrierUnavailable)
		if s.carrier.Created() != 1 {
			t.Fatalf("%d parcels", s.carrier.Created())
		}
		sh := s.prepare(id)[0]
		cs, _ := s.carrier.Shipment(bookstore.ShipmentReference(id, 1))
		if sh.CarrierID != cs.ID || sh.Tracking != cs.TrackingNumber || s.carrier.Created() != 1 {
			t.Fatalf("recovered %+v, carrier %+v, %d parcels", sh, cs, s.carrier.Created())
		}
	})
}

func TestPollFinishesReservations(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 2)
		ctx := context.Background()
		lost, failed := s.orders[0].ID, s.orders[1].ID
		s.carrier.Then("create", fulfilmenttest.Lose, fulfilmenttest.Fail)
		s.prepareFails(lost, bookstore.MsgCarrierUnavailable)
		s.prepareFails(failed, bookstore.MsgCarrierUnavailable)
		// A fresh reservation belongs to its request: the poll waits.
		if n, _ := s.svc.RunOnce(ctx); n != 0 {
			t.Fatalf("poll took %d fresh reservations", n)
		}
		s.svc.StaleReservation = time.Nanosecond
		time.Sleep(time.Millisecond)
		if n, err := s.svc.RunOnce(ctx); err != nil || n != 2 {
			t.Fatalf("poll %d %v", n, err)
		}
		// The lost answer is recorded; the failed one is dropped (the
		// carrier holds nothing) and can be prepared again.
		if sh, err := s.svc.Shipment(ctx, lost); err != nil || sh == nil || sh.Status != bookstore.ShipmentCreated {
			t.Fatalf("lost: %+v %v", sh, err)
		}
		if sh, err := s.svc.Shipment(ctx, failed); err != nil || sh != nil {
			t.Fatalf("failed: %+v %v", sh, err)
		}
		if s.carrier.Calls("create") != 2 {
			t.Fatalf("the poll created parcels: %d creates", s.carrier.Calls("create"))
		}
		s.prepare(failed)
		if s.carrier.Created() != 2 {
			t.Fatalf("%d parcels", s.carrier.Created())
		}
	})
}

func TestPrepareRefusals(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 3)
		ctx := context.Background()
		// A book without measures is named.
		_, err := db.Bun().ExecContext(ctx, `UPDATE books SET depth_mm = NULL WHERE id = ?`, s.book.ID)
		must(t, err)
		s.prepareFails(s.orders[0].ID, bookstore.MsgBookLacksParcel("Kürk Mantolu Madonna"))
		_, err = db.Bun().ExecContext(ctx, `UPDATE books SET depth_mm = 15 WHERE id = ?`, s.book.ID)
		must(t, err)
		// Only confirmed orders.
		_, err = db.Bun().ExecContext(ctx, `UPDATE orders SET status = 'pending' WHERE id = ?`, s.orders[1].ID)
		must(t, err)
		s.prepareFails(s.orders[1].ID, bookstore.MsgShipmentNotConfirmed)
		s.prepareFails("00000000-0000-4000-8000-000000000000", bookstore.MsgOrderNotFound)
		// An address the carrier refuses: its message, nothing kept.
		s.carrier.Then("create", fulfilmenttest.Refuse)
		s.prepareFails(s.orders[2].ID, fulfilmenttest.MsgRefused)
		s.prepare(s.orders[2].ID)
		if s.carrier.Created() != 1 {
			t.Fatalf("%d parcels", s.carrier.Created())
		}
		// The batch's size.
		for _, ids := range [][]string{nil, make([]string, 51)} {
			if _, _, err := s.svc.Prepare(ctx, "", ids); bookstore.ErrorMessage(err) != bookstore.MsgShipmentBatch {
				t.Fatalf("%d orders: %v", len(ids), err)
			}
		}
		// Without a carrier API: the manual flow.
		s.svc.Carrier = nil
		if _, _, err := s.svc.Prepare(ctx, "", []string{s.orders[0].ID}); bookstore.ErrorMessage(err) != bookstore.MsgShipmentNoCarrier {
			t.Fatalf("no carrier: %v", err)
		}
	})
}

func TestCancelAtTheCarrierFirst(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 2)
		ctx := context.Background()
		id := s.orders[0].ID
		sh := s.prepare(id)[0]
		// The carrier fails: nothing cancelled anywhere.
		s.carrier.Then("cancel", fulfilmenttest.Fail)
		if _, err := s.svc.Cancel(ctx, "", id); bookstore.ErrorMessage(err) != bookstore.MsgCarrierUnavailable {
			t.Fatalf("cancel on 500: %v", err)
		}
		if cur, _ := s.svc.Shipment(ctx, id); cur.Status != bookstore.ShipmentCreated {
			t.Fatalf("status %s", cur.Status)
		}
		got, err := s.svc.Cancel(ctx, "", id)
		if err != nil || got.Status != bookstore.ShipmentCancelled || !s.carrier.Cancelled(sh.Reference) {
			t.Fatalf("cancel: %+v %v", got, err)
		}
		if st, _ := s.order(id); st != "confirmed" {
			t.Fatalf("order %s", st)
		}
		// Prepared again under the next reference.
		again := s.prepare(id)[0]
		if again.ID == sh.ID || again.Reference != bookstore.ShipmentReference(id, 2) {
			t.Fatalf("again %+v", again)
		}
		// Picked up: refused here, without asking the carrier.
		t0 := time.Now().UTC()
		cs := s.carrier.Push(again.Reference, event("p1", bookstore.ShipmentAccepted, t0))
		must(t, s.webhook(cs, event("p1", bookstore.ShipmentAccepted, t0)))
		calls := s.carrier.Calls("cancel")
		if _, err := s.svc.Cancel(ctx, "", id); bookstore.ErrorMessage(err) != bookstore.MsgShipmentPickedUp || s.carrier.Calls("cancel") != calls {
			t.Fatalf("cancel after pick-up: %v", err)
		}
		// Picked up, and the shop not told yet: the carrier refuses.
		other := s.prepare(s.orders[1].ID)[0]
		s.carrier.Push(other.Reference, event("q1", bookstore.ShipmentAccepted, t0))
		_, err = s.svc.Cancel(ctx, "", s.orders[1].ID)
		var e *bookstore.Error
		if !errors.As(err, &e) || e.Code != bookstore.CodeConflict {
			t.Fatalf("carrier's refusal: %v", err)
		}
		if cur, _ := s.svc.Shipment(ctx, s.orders[1].ID); cur.Status != bookstore.ShipmentCreated {
			t.Fatalf("status %s", cur.Status)
		}
		// No shipment: not found.
		if _, err := s.svc.Cancel(ctx, "", "00000000-0000-4000-8000-000000000000"); bookstore.ErrorMessage(err) != bookstore.MsgShipmentNotFound {
			t.Fatalf("no shipment: %v", err)
		}
	})
}

func TestWebhookSignatureAndUnknownShipment(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 1)
		ctx := context.Background()
		body := []byte(`{"shipmentId":"999","reference":"NOPE","events":[]}`)
		if err := s.svc.ApplyWebhook(ctx, body, "00"); bookstore.ErrorMessage(err) == "" {
			t.Fatal("bad signature accepted")
		}
		if err := s.svc.ApplyWebhook(ctx, body, Sign(body)); err != nil {
			t.Fatalf("unknown shipment: %v", err)
		}
		bad := []byte(`{"events": 3}`)
		if err := s.svc.ApplyWebhook(ctx, bad, Sign(bad)); bookstore.ErrorMessage(err) != "Geçersiz kargo bildirimi." {
			t.Fatalf("bad body: %v", err)
		}
		s.svc.WebhookSecret = ""
		if err := s.svc.ApplyWebhook(ctx, body, Sign(body)); bookstore.ErrorMessage(err) == "" {
			t.Fatal("accepted without a secret")
		}
	})
}

func TestLabels(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 2)
		ctx := context.Background()
		sh := s.prepare(s.orders[0].ID)[0]
		ls, err := s.svc.Labels(ctx, []string{s.orders[0].ID})
		if err != nil || len(ls) != 1 {
			t.Fatalf("labels %+v %v", ls, err)
		}
		l := ls[0]
		if l.TrackingNumber != sh.Tracking || l.Sender.Name == "" || l.Recipient.Name != "Ayşe Yılmaz" || len(l.Lines) != 1 ||
			l.Lines[0].Title != "Kürk Mantolu Madonna" || l.Desi != 1 || l.Carrier != "MNG Kargo" {
			t.Fatalf("label %+v", l)
		}
		if _, err := s.svc.Labels(ctx, []string{s.orders[1].ID}); bookstore.ErrorMessage(err) != bookstore.MsgShipmentNotFound {
			t.Fatalf("unprepared: %v", err)
		}
		// The PDF is the maker's, of the same labels; a refusal makes none.
		var rendered []bookstore.ShipmentLabel
		s.svc.RenderLabels = func(ls []bookstore.ShipmentLabel) ([]byte, error) { rendered = ls; return []byte("%PDF-"), nil }
		if pdf, err := s.svc.LabelsPDF(ctx, []string{s.orders[0].ID}); err != nil || string(pdf) != "%PDF-" ||
			len(rendered) != 1 || rendered[0].TrackingNumber != sh.Tracking {
			t.Fatalf("pdf %q %v of %+v", pdf, err, rendered)
		}
		rendered = nil
		if _, err := s.svc.LabelsPDF(ctx, []string{s.orders[1].ID}); bookstore.ErrorMessage(err) != bookstore.MsgShipmentNotFound || rendered != nil {
			t.Fatalf("unprepared pdf: %v %+v", err, rendered)
		}
	})
}

func TestPrepareBatchAgainstAHangingCarrier(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 5)
		ids := make([]string, len(s.orders))
		for i, o := range s.orders {
			ids[i] = o.ID
		}
		s.carrier.Hanging(true)
		start := time.Now()
		done, failed, err := s.svc.PrepareWithin(context.Background(), 300*time.Millisecond, ids)
		if err != nil || len(done) != 0 || len(failed) != 5 || time.Since(start) > 3*time.Second {
			t.Fatalf("hanging batch: %+v %+v %v after %s", done, failed, err, time.Since(start))
		}
		for _, f := range failed {
			if f.Message != bookstore.MsgCarrierUnavailable {
				t.Fatalf("failure %+v", f)
			}
		}
		for _, id := range ids {
			if sh, _ := s.svc.Shipment(context.Background(), id); sh != nil {
				t.Fatalf("shown: %+v", sh)
			}
		}
		// The carrier back: each order prepared once.
		s.carrier.Hanging(false)
		s.prepare(ids...)
		if s.carrier.Created() != 5 {
			t.Fatalf("%d parcels", s.carrier.Created())
		}
	})
}
