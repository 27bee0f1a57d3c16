package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The expiry job and havale/EFT, on both databases: an unpaid transfer
// order is cancelled at its deadline with the buyer's cancellation mail and
// its stock back; one with a transfer recorded (short of its total) is left
// to staff, who get one notice however often the job runs, and may still
// record the rest, which confirms it.
func TestTransferOrderExpiry(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f, e, admin := adminShop(t, db, nil)
		b := transferBook(t, db, f)
		stock := e.stock(t, b.ID)

		uc, unpaid := transferOrder(t, e, "odemeyen@example.com", b)
		pc, partial := transferOrder(t, e, "eksik@example.com", b)
		card := placeOrder(t, buyer(t, e, "kart@example.com", b.ID, 1))
		recordTransfer(t, admin, partial.ID, partial.Total-1000, "EKS-1")
		if e.stock(t, b.ID) != stock-3 {
			t.Fatal("stock not held")
		}

		// Past the hold deadline (working hours after the choice).
		e.clock.advance(unpaid.Transfer.Deadline.Sub(e.clock.now()) + time.Minute)
		for range 2 {
			if _, err := e.checkout.ExpireDue(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if got := myOrder(t, uc, unpaid.ID); got.Status != "cancelled" {
			t.Fatalf("unpaid transfer order: %s", got.Status)
		}
		if e.mails.count("cancelled", unpaid.ID) != 1 {
			t.Fatal("no cancellation mail for the expired transfer order")
		}
		if e.mails.count("cancelled", card.ID) != 0 {
			t.Fatal("a card order's expiry mailed")
		}
		if got := myOrder(t, pc, partial.ID); got.Status != "pending" {
			t.Fatalf("a transfer order with money in expired: %s", got.Status)
		}
		if e.stock(t, b.ID) != stock-1 {
			t.Fatalf("stock %d after expiry, want %d", e.stock(t, b.ID), stock-1)
		}
		if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE kind = ? AND dedup_key = ?",
			string(bookstore.NoticeTransferOverdue), "transfer-overdue:"+partial.ID); n != 1 {
			t.Fatalf("%d overdue notices", n)
		}
		if n := e.notices(t, bookstore.NoticeTransferOverdue); n != 1 {
			t.Fatalf("%d overdue notices in all", n)
		}
		// The rest arrives after the deadline: accepted, confirmed.
		if v := recordTransfer(t, admin, partial.ID, 1000, "EKS-2"); v.Status != "confirmed" {
			t.Fatalf("the rest after the deadline: %s", v.Status)
		}
		// The cancelled one takes no transfer.
		wantConflict(t, admin.post("/api/admin/orders/"+unpaid.ID+"/transfers", transferBody(unpaid.Total, "GEC-1")), bookstore.MsgTransferNotAwaited)
	})
}

// The deadline passing while staff record a partial transfer: whichever
// comes first, an order never ends cancelled with a transfer recorded on
// it, and a record refused by the expiry stores nothing.
func TestTransferRecordRacesExpiry(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f, e, admin := adminShop(t, db, nil)
		b := transferBook(t, db, f)
		for i := range 4 {
			_, o := transferOrder(t, e, fmt.Sprintf("yaris%d@example.com", i), b)
			// The deadline already passed; the job and the record race.
			if _, err := e.db.Bun().NewRaw("UPDATE orders SET expires_at = ? WHERE id = ?", time.Now().Add(-time.Minute).UTC(), o.ID).
				Exec(ctx); err != nil {
				t.Fatal(err)
			}
			done := make(chan int)
			go func() {
				done <- admin.post("/api/admin/orders/"+o.ID+"/transfers", transferBody(o.Total-100, fmt.Sprintf("YRS-%d", i))).StatusCode
			}()
			if _, err := e.checkout.ExpireDue(ctx); err != nil {
				t.Fatal(err)
			}
			code := <-done
			cancelled := e.count(t, "SELECT count(*) FROM orders WHERE id = ? AND status = 'cancelled'", o.ID) == 1
			recorded := e.transfers(t, o.ID)
			switch {
			case cancelled && recorded != 0:
				t.Fatalf("round %d: cancelled with a transfer recorded (answer %d)", i, code)
			case cancelled && code != 409, !cancelled && (code != 200 || recorded != 1):
				t.Fatalf("round %d: cancelled %v, answer %d, %d transfers", i, cancelled, code, recorded)
			}
		}
	})
}
