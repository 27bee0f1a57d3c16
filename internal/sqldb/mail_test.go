package sqldb_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func testMail(key string) bookstore.Mail {
	return bookstore.Mail{DedupKey: key, Kind: bookstore.MailWelcome, ToEmail: "okur@example.com", ToName: "Okur",
		Subject: "Konu " + key, TextBody: "metin", HTMLBody: "<p>metin</p>"}
}

func TestOutboxEnqueueOnceClaimLeaseAndMark(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		for i := 0; i < 2; i++ {
			queued, err := sqldb.NewOutbox(db).EnqueueMail(ctx, testMail("order-confirmed:1"))
			if err != nil || queued != (i == 0) {
				t.Fatalf("enqueue #%d: queued=%v err=%v", i+1, queued, err)
			}
		}
		if _, n, _ := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 1, Size: 10}); n != 1 {
			t.Fatalf("outbox holds %d mails, want 1", n)
		}
		t0 := time.Now().UTC()
		got, err := sqldb.NewOutbox(db).ClaimMails(ctx, t0, time.Minute, 10)
		if err != nil || len(got) != 1 || got[0].Attempts != 1 || got[0].ClaimToken == "" || got[0].TextBody != "metin" {
			t.Fatalf("claim: %+v %v", got, err)
		}
		// Leased: nobody else gets it until the lease runs out.
		if again, _ := sqldb.NewOutbox(db).ClaimMails(ctx, t0.Add(30*time.Second), time.Minute, 10); len(again) != 0 {
			t.Fatalf("claimed a leased mail: %+v", again)
		}
		// A crashed worker: after the lease the mail is claimed again, with a new token.
		again, err := sqldb.NewOutbox(db).ClaimMails(ctx, t0.Add(2*time.Minute), time.Minute, 10)
		if err != nil || len(again) != 1 || again[0].Attempts != 2 || again[0].ClaimToken == got[0].ClaimToken {
			t.Fatalf("reclaim after lease: %+v %v", again, err)
		}
		// The stale claim can no longer mark it.
		if err := sqldb.NewOutbox(db).MarkMailDelivered(ctx, got[0].ID, got[0].ClaimToken, bookstore.MailSent, t0, false); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("stale claim marked the mail: %v", err)
		}
		if err := sqldb.NewOutbox(db).MarkMailFailed(ctx, again[0].ID, again[0].ClaimToken, "451 sonra", t0.Add(time.Hour), false); err != nil {
			t.Fatal(err)
		}
		if c, _ := sqldb.NewOutbox(db).ClaimMails(ctx, t0.Add(10*time.Minute), time.Minute, 10); len(c) != 0 {
			t.Fatal("claimed before its backoff ran out")
		}
		c, err := sqldb.NewOutbox(db).ClaimMails(ctx, t0.Add(61*time.Minute), time.Minute, 10)
		if err != nil || len(c) != 1 || c[0].LastError != "451 sonra" {
			t.Fatalf("claim after backoff: %+v %v", c, err)
		}
		if err := sqldb.NewOutbox(db).MarkMailDelivered(ctx, c[0].ID, c[0].ClaimToken, bookstore.MailSent, t0, true); err != nil {
			t.Fatal(err)
		}
		m, err := sqldb.NewOutbox(db).MailByID(ctx, c[0].ID)
		if err != nil || m.Status != bookstore.MailSent || m.SentAt.IsZero() || m.HTMLBody != "" || m.TextBody == "metin" || m.Attempts != 3 {
			t.Fatalf("after delivery (redacted): %+v %v", m, err)
		}
		if c, _ := sqldb.NewOutbox(db).ClaimMails(ctx, t0.Add(100*time.Hour), time.Minute, 10); len(c) != 0 {
			t.Fatal("claimed a sent mail")
		}
		if _, err := sqldb.NewOutbox(db).MailByID(ctx, "0190b6a2-0000-7000-8000-000000000000"); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("missing mail: %v", err)
		}
	})
}

func TestOutboxListPages(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		for i := range 5 {
			if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, testMail(fmt.Sprint("k", i))); err != nil {
				t.Fatal(err)
			}
		}
		page, total, err := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 2, Size: 2})
		if err != nil || total != 5 || len(page) != 2 || page[0].Subject != "Konu k2" || page[1].Subject != "Konu k1" {
			t.Fatalf("page 2: %+v total %d %v", page, total, err)
		}
	})
}

// TestTwoWorkersClaimDisjointMails: concurrent claimers never get the same
// mail (FOR UPDATE SKIP LOCKED on PostgreSQL, one writer on SQLite).
func TestTwoWorkersClaimDisjointMails(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		const n = 60
		for i := range n {
			if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, testMail(fmt.Sprint("race:", i))); err != nil {
				t.Fatal(err)
			}
		}
		var mu sync.Mutex
		seen := map[string]int{}
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					got, err := sqldb.NewOutbox(db).ClaimMails(ctx, time.Now().UTC(), time.Hour, 3)
					if err != nil {
						t.Error(err)
						return
					}
					if len(got) == 0 {
						return
					}
					mu.Lock()
					for _, m := range got {
						seen[m.ID]++
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(seen) != n {
			t.Fatalf("claimed %d distinct mails, want %d", len(seen), n)
		}
		for id, k := range seen {
			if k != 1 {
				t.Fatalf("mail %s claimed %d times", id, k)
			}
		}
	})
}

// TestStockAlertMailedOnceAfterRestock: an alert on a 0-stock book yields no
// mail; after a restock, concurrent runs queue exactly one mail and mark the
// alert sent; later runs queue nothing.
func TestStockAlertMailedOnceAfterRestock(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		book := c.books["madonna"]
		exec(t, db, "UPDATE books SET stock_quantity = 0 WHERE id = ?", book.ID)
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "bekleyen@example.com", FullName: "Bekleyen Okur", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewStockAlertStore(db).AddStockAlert(ctx, u.ID, book.ID); err != nil {
			t.Fatal(err)
		}
		build := func(a bookstore.StockAlert) (bookstore.Mail, error) {
			if a.Email != u.Email || a.FullName != "Bekleyen Okur" || a.BookTitle != book.Title || a.BookID != book.ID {
				return bookstore.Mail{}, fmt.Errorf("alert %+v", a)
			}
			return bookstore.Mail{DedupKey: "stock-back:" + a.ID, Kind: bookstore.MailStockBack, ToEmail: a.Email,
				Subject: "Stokta: " + a.BookTitle, TextBody: "x"}, nil
		}
		if n, err := sqldb.NewOutbox(db).ClaimStockAlerts(ctx, 100, build); err != nil || n != 0 {
			t.Fatalf("out of stock: queued %d %v", n, err)
		}
		exec(t, db, "UPDATE books SET stock_quantity = 4 WHERE id = ?", book.ID)
		var wg sync.WaitGroup
		var mu sync.Mutex
		total := 0
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := sqldb.NewOutbox(db).ClaimStockAlerts(ctx, 100, build)
				if err != nil {
					t.Error(err)
				}
				mu.Lock()
				total += n
				mu.Unlock()
			}()
		}
		wg.Wait()
		if total != 1 {
			t.Fatalf("queued %d stock mails, want 1", total)
		}
		if n, _ := sqldb.NewOutbox(db).ClaimStockAlerts(ctx, 100, build); n != 0 {
			t.Fatalf("second round queued %d", n)
		}
		var sent bool
		if err := db.Bun().NewRaw("SELECT is_sent FROM notifications WHERE user_id = ?", u.ID).Scan(ctx, &sent); err != nil || !sent {
			t.Fatalf("alert not marked sent: %v %v", sent, err)
		}
		mails, n, _ := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 1, Size: 10})
		if n != 1 || mails[0].Kind != bookstore.MailStockBack || mails[0].ToEmail != u.Email {
			t.Fatalf("outbox: %+v", mails)
		}
		// A new alert after the book sells out again is a new request.
		exec(t, db, "UPDATE books SET stock_quantity = 0 WHERE id = ?", book.ID)
		if err := sqldb.NewStockAlertStore(db).AddStockAlert(ctx, u.ID, book.ID); err != nil {
			t.Fatal(err)
		}
		exec(t, db, "UPDATE books SET stock_quantity = 1 WHERE id = ?", book.ID)
		if n, err := sqldb.NewOutbox(db).ClaimStockAlerts(ctx, 100, build); err != nil || n != 1 {
			t.Fatalf("second alert: %d %v", n, err)
		}
	})
}

func exec(t testing.TB, db *sqldb.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.Bun().ExecContext(context.Background(), q, args...); err != nil {
		t.Fatal(err)
	}
}

func TestPasswordResetSingleUseExpiryAndSessions(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "unutkan@example.com", FullName: "Unutkan", Role: bookstore.RoleUser, PasswordHash: "old"})
		if err != nil {
			t.Fatal(err)
		}
		t0 := time.Now().UTC()
		for _, h := range []string{"s1", "s2"} {
			if err := sqldb.NewSessionStore(db).CreateSession(ctx, bookstore.Session{TokenHash: h, UserID: u.ID, CreatedAt: t0, LastSeenAt: t0, ExpiresAt: t0.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
		}
		for _, h := range []string{"tok-a", "tok-b"} {
			if err := sqldb.NewPasswordResetStore(db).CreatePasswordReset(ctx, bookstore.PasswordReset{TokenHash: h, UserID: u.ID, CreatedAt: t0, ExpiresAt: t0.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
		}
		if n, _ := sqldb.NewPasswordResetStore(db).CountPasswordResets(ctx, u.ID, t0.Add(-time.Minute)); n != 2 {
			t.Fatalf("count = %d", n)
		}
		if got, err := sqldb.NewPasswordResetStore(db).PasswordResetUser(ctx, "tok-a", t0); err != nil || got.ID != u.ID {
			t.Fatalf("token user: %+v %v", got, err)
		}
		if _, err := sqldb.NewPasswordResetStore(db).PasswordResetUser(ctx, "tok-a", t0.Add(61*time.Minute)); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("expired token found: %v", err)
		}
		if _, err := sqldb.NewPasswordResetStore(db).ResetPassword(ctx, "tok-a", "new", t0.Add(61*time.Minute)); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("expired token used: %v", err)
		}
		id, err := sqldb.NewPasswordResetStore(db).ResetPassword(ctx, "tok-a", "new", t0.Add(time.Minute))
		if err != nil || id != u.ID {
			t.Fatalf("reset: %q %v", id, err)
		}
		if _, hash, _ := sqldb.NewUserStore(db).Credentials(ctx, u.Email); hash != "new" {
			t.Fatalf("hash = %q", hash)
		}
		for _, h := range []string{"s1", "s2"} {
			if _, _, err := sqldb.NewSessionStore(db).SessionByHash(ctx, h); !errors.Is(err, bookstore.ErrNotFound) {
				t.Fatalf("session %s survived the reset: %v", h, err)
			}
		}
		// Used once; the user's other token is void too.
		for _, h := range []string{"tok-a", "tok-b"} {
			if _, err := sqldb.NewPasswordResetStore(db).ResetPassword(ctx, h, "again", t0.Add(2*time.Minute)); !errors.Is(err, bookstore.ErrNotFound) {
				t.Fatalf("token %s reused: %v", h, err)
			}
		}
		if n, err := sqldb.NewPasswordResetStore(db).DeletePasswordResetsBefore(ctx, t0.Add(2*time.Hour)); err != nil || n != 2 {
			t.Fatalf("pruned %d %v", n, err)
		}
	})
}
