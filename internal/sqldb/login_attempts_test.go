package sqldb_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A source's count restarts at its own success only; the count without a
// device spans every address; a device is its own source.
func TestLoginFailuresPerSource(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		t0 := time.Now().UTC().Add(-time.Minute)
		rec := func(ip, device string, ok bool, at time.Time) {
			t.Helper()
			if err := sqldb.NewLoginAttemptStore(db).RecordLoginAttempt(ctx, bookstore.LoginAttempt{Email: "a@b.co", IP: ip, Device: device, Succeeded: ok, At: at}); err != nil {
				t.Fatal(err)
			}
		}
		count := func(src bookstore.LoginSource) bookstore.LoginFailures {
			t.Helper()
			f, err := sqldb.NewLoginAttemptStore(db).LoginFailures(ctx, "a@b.co", src, t0.Add(-time.Hour))
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
		a, b, dev := bookstore.LoginSource{IP: "10.0.0.1"}, bookstore.LoginSource{IP: "10.0.0.2"}, bookstore.LoginSource{IP: "10.0.0.2", Device: "d1"}
		rec(a.IP, "", false, t0)
		rec(a.IP, "", false, t0.Add(time.Second))
		rec(b.IP, "", false, t0.Add(2*time.Second))
		rec(b.IP, "d1", false, t0.Add(3*time.Second))
		if f := count(a); f.FromSource != 2 || f.Anonymous != 3 || !f.LastFromSource.Equal(t0.Add(time.Second).Truncate(time.Microsecond)) {
			t.Fatalf("A: %+v", f)
		}
		if f := count(dev); f.FromSource != 1 || f.Anonymous != 3 {
			t.Fatalf("device: %+v", f)
		}
		// B's success clears B's count, not A's, not the account's.
		rec(b.IP, "", true, t0.Add(4*time.Second))
		if f := count(b); f.FromSource != 0 || f.Anonymous != 3 {
			t.Fatalf("B after its success: %+v", f)
		}
		if f := count(a); f.FromSource != 2 {
			t.Fatalf("A after B's success: %+v", f)
		}
		if err := sqldb.NewLoginAttemptStore(db).ClearLoginFailures(ctx, "a@b.co"); err != nil {
			t.Fatal(err)
		}
		if f := count(a); f.FromSource != 0 || f.Anonymous != 0 {
			t.Fatalf("after clearing: %+v", f)
		}
	})
}

// The warning is claimed once per window, with its mail in the same
// transaction.
func TestClaimLoginAlertOncePerWindow(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		t0 := time.Now().UTC()
		claim := func(at time.Time, key string) bool {
			t.Helper()
			m := bookstore.Mail{DedupKey: key, Kind: bookstore.MailSignInFailures, ToEmail: "a@b.co", Subject: "s", TextBody: "t", HTMLBody: "h"}
			ok, err := sqldb.NewLoginAttemptStore(db).ClaimLoginAlert(ctx, "a@b.co", at, at.Add(-15*time.Minute), bookstore.Effects{Mail: &m})
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}
		if !claim(t0, "k1") || claim(t0.Add(time.Minute), "k2") || !claim(t0.Add(16*time.Minute), "k3") {
			t.Fatal("claims: want first, not within the window, again after it")
		}
		_, total, err := sqldb.NewOutbox(db).Mails(ctx, bookstore.PageRequest{Page: 1, Size: 10})
		if err != nil || total != 2 {
			t.Fatalf("mails queued: %d %v", total, err)
		}
	})
}
