package httpapi_test

import (
	"context"
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

		e.clock.advance(31 * time.Minute)
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
