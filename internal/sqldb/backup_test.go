package sqldb_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestReleaseMailLeases: a restored outbox gives back the leases of the
// backed-up instance's workers, so the mails they were sending are claimed
// again at once with the Message-ID they were queued with; mails already
// delivered or given up stay as they are.
func TestReleaseMailLeases(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		at := time.Now().UTC()
		for _, key := range []string{"leased", "delivered", "waiting"} {
			if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, bookstore.Mail{DedupKey: key, Kind: "welcome", ToEmail: key + "@example.com",
				Subject: key, TextBody: "metin", NextAttemptAt: at}); err != nil {
				t.Fatal(err)
			}
		}
		claimed, err := sqldb.NewOutbox(db).ClaimMails(ctx, at, time.Hour, 2) // "leased" and "delivered", in id order
		if err != nil || len(claimed) != 2 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		byKey := map[string]bookstore.Mail{}
		for _, m := range claimed {
			byKey[m.DedupKey] = m
		}
		d := byKey["delivered"]
		if err := sqldb.NewOutbox(db).MarkMailDelivered(ctx, d.ID, d.ClaimToken, bookstore.MailSent, at, false); err != nil {
			t.Fatal(err)
		}

		n, err := db.ReleaseMailLeases(ctx)
		if err != nil || n != 1 {
			t.Fatalf("released %d leases (%v), want 1", n, err)
		}
		again, err := sqldb.NewOutbox(db).ClaimMails(ctx, at, time.Hour, 10)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bookstore.Mail{}
		for _, m := range again {
			got[m.DedupKey] = m
		}
		l := got["leased"]
		if len(again) != 2 || l.MessageID != byKey["leased"].MessageID || l.ClaimToken == byKey["leased"].ClaimToken || got["waiting"].ID == "" {
			t.Fatalf("claimable after the release: %+v", again)
		}
		if m, err := sqldb.NewOutbox(db).MailByID(ctx, d.ID); err != nil || m.Status != bookstore.MailSent {
			t.Fatalf("a delivered mail changed: %+v %v", m, err)
		}
	})
}

// TestBackupSQLiteWhileWriting: the online backup of a database that is
// being written is one instant of it: the copy opens, is intact, and holds
// every row committed before the backup began.
func TestBackupSQLiteWhileWriting(t *testing.T) {
	ctx := context.Background()
	db := sqldbtest.SQLite(t)
	var written atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := 0; !stop.Load(); i++ {
			if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, bookstore.Mail{DedupKey: fmt.Sprint("w", i), Kind: "welcome", ToEmail: "a@example.com",
				Subject: "s", TextBody: "t"}); err != nil {
				t.Error(err)
				return
			}
			written.Add(1)
		}
	})
	for written.Load() < 20 {
		time.Sleep(time.Millisecond)
	}
	before := written.Load()
	path := filepath.Join(t.TempDir(), "kopya.db")
	snap, err := db.BackupSQLite(ctx, path)
	stop.Store(true)
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if snap.Dialect != sqldb.SQLite || snap.SchemaVersion != sqldb.LatestMigration(sqldb.SQLite) || snap.Counts["mail_outbox"] < before {
		t.Fatalf("snapshot %+v, %d rows written before it", snap, before)
	}
	cp, err := sqldb.OpenSQLiteFile(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cp.Close() }()
	var check string
	if err := cp.Bun().NewRaw("PRAGMA integrity_check").Scan(ctx, &check); err != nil || check != "ok" {
		t.Fatalf("integrity of the copy: %q %v", check, err)
	}
	if got, err := cp.Describe(ctx); err != nil || got.Counts["mail_outbox"] != snap.Counts["mail_outbox"] {
		t.Fatalf("copy holds %v (%v), snapshot said %v", got, err, snap.Counts)
	}
	if empty, err := cp.Empty(ctx); err != nil || empty {
		t.Fatalf("a copy with tables reads as empty: %v", err)
	}
}

// TestLatestMigrationIsTheSchemaOfAMigratedDatabase: the newest migration
// this binary knows for a dialect (the bound a restore checks an archive
// against) is the schema version a migrated database of that dialect reports.
func TestLatestMigrationIsTheSchemaOfAMigratedDatabase(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s, err := db.Describe(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if latest := sqldb.LatestMigration(db.Dialect()); latest == "" || s.SchemaVersion != latest {
			t.Fatalf("schema %q, latest migration %q", s.SchemaVersion, latest)
		}
	})
}
