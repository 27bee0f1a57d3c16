package fulfilment_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestWebhookAndPollAtOnce: the same delivery by the webhook and by two
// polls at the same moment moves the order once, with one mail of each
// step, and keeps every event once.
func TestWebhookAndPollAtOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newShop(t, db, 1)
		ctx := context.Background()
		id := s.orders[0].ID
		sh := s.prepare(id)[0]
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		evs := []bookstore.TrackingEvent{event("a", bookstore.ShipmentAccepted, t0), event("b", bookstore.ShipmentDelivered, t0.Add(5*time.Hour))}
		var cs bookstore.CarrierShipment
		for _, e := range evs {
			cs = s.carrier.Push(sh.Reference, e)
		}
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for i := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if i%2 == 0 {
					errs <- s.webhook(cs, evs...)
					return
				}
				_, err := s.svc.RunOnce(ctx)
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		st, delivered := s.order(id)
		if st != "delivered" || !delivered.Equal(t0.Add(5*time.Hour)) {
			t.Fatalf("order %s %v", st, delivered)
		}
		if s.mails(bookstore.MailOrderShipped) != 1 || s.mails(bookstore.MailOrderDelivered) != 1 {
			t.Fatalf("mails: %d shipped, %d delivered", s.mails(bookstore.MailOrderShipped), s.mails(bookstore.MailOrderDelivered))
		}
		var n int
		must(t, db.Bun().QueryRowContext(ctx, `SELECT count(*) FROM shipment_events`).Scan(&n))
		if n != 2 {
			t.Fatalf("%d events", n)
		}
	})
}
