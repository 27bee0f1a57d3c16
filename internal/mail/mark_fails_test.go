package mail_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/mail"
	"bookstore/internal/mail/smtptest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestWorkerStopsClaimingWhileMarkingFails: when a delivered mail cannot be
// marked (a full disk, a lost database), the worker sends nothing more of
// its batch and claims nothing until the unmarked mail's lease has run out:
// each mail it could not mark is sent at most once more, not the whole
// outbox again and again.
func TestWorkerStopsClaimingWhileMarkingFails(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		for _, k := range []string{"bir", "iki", "uc"} {
			enqueue(t, db, k, "okur@example.com")
		}
		srv := smtptest.Start(t, smtptest.Options{})
		out := &markFails{Outbox: sqldb.NewOutbox(db), fail: 1000}
		c := &clock{t: time.Now().UTC()}
		w := &mail.Worker{Outbox: out, Sender: sender(srv), Log: quiet, Now: c.now, MarkTries: 2, MarkBackoff: time.Millisecond,
			Lease: 5 * time.Minute}
		_, _ = w.RunOnce(ctx)
		if n := len(srv.Messages()); n != 1 {
			t.Fatalf("%d mails sent in a round whose first marking failed, want 1", n)
		}
		for range 3 {
			c.add(time.Minute)
			_, _ = w.RunOnce(ctx)
		}
		if n := len(srv.Messages()); n != 1 {
			t.Fatalf("%d mails sent while marking fails, within the lease; want 1", n)
		}
		// Marking works again: after the lease, everything goes out.
		out.mu.Lock()
		out.fail = 0
		out.mu.Unlock()
		c.add(3 * time.Minute)
		if n, err := w.RunOnce(ctx); err != nil || n != 3 {
			t.Fatalf("after marking recovered: %d delivered, %v", n, err)
		}
		var sent int
		if err := db.Bun().NewRaw("SELECT count(*) FROM mail_outbox WHERE status = ?", string(bookstore.MailSent)).Scan(ctx, &sent); err != nil || sent != 3 {
			t.Fatalf("%d mails marked sent (%v), want 3", sent, err)
		}
	})
}
