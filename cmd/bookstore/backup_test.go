package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// serveInProcess starts `bookstore serve` with env and returns its base URL;
// the server stops when the test ends.
func serveInProcess(t *testing.T, env map[string]string) string {
	t.Helper()
	ready := make(chan string, 1)
	m := &Main{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard, Ready: ready,
		Getenv: func(k string) string { return env[k] }}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.Run(ctx, []string{"serve"}) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
	select {
	case addr := <-ready:
		return "http://" + addr
	case err := <-done:
		t.Fatalf("serve stopped: %v", err)
	case <-time.After(90 * time.Second):
		t.Fatal("serve did not start")
	}
	return ""
}

// shopEnv is a development shop on SQLite in dir, on a port of its own.
func shopEnv(t *testing.T, dir string) map[string]string {
	addr := freeAddr(t)
	return map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": addr, "BOOKSTORE_BASE_URL": "http://" + addr,
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "BOOKSTORE_CATALOG_CACHE_TTL": "0s", "PATH": os.Getenv("PATH")}
}

// TestBackupOfARunningShopRestoresOnANewMachine: a shop on SQLite with the
// demo data, a paid order, an unpaid one and a mail leased by a worker is
// backed up while customers register and browse; the archive restored into
// a fresh directory starts with the same books, orders, users and mails, the
// same cover bytes, the customer still signed in, and the leased mail ready
// to be sent again with its own Message-ID.
func TestBackupOfARunningShopRestoresOnANewMachine(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := shopEnv(t, dir)
	base := serveInProcess(t, env)

	member := signIn(t, base, "uye@kitapevi.test", "Demo-Kitap-2026!")
	live := openSQLite(t, dir)
	var demoOrders, demoAttempts int64
	if err := live.Bun().NewRaw("SELECT (SELECT count(*) FROM orders), (SELECT count(*) FROM payment_attempts)").
		Scan(ctx, &demoOrders, &demoAttempts); err != nil {
		t.Fatal(err)
	}
	var books []string
	if err := live.Bun().NewRaw("SELECT id FROM books WHERE is_visible AND stock_quantity > 2 ORDER BY id LIMIT 2").Scan(ctx, &books); err != nil || len(books) != 2 {
		t.Fatalf("books: %v %v", books, err)
	}
	if r := purchase(base, member, books[0], 0); r != "confirmed" {
		t.Fatalf("purchase: %s", r)
	}
	placeOrder(t, base, member, books[1])
	leased := leaseAMail(t, live)

	// Customers keep writing and reading while the backup runs.
	var stop atomic.Bool
	var wg sync.WaitGroup
	var registered atomic.Int64
	for w := range 2 {
		wg.Go(func() {
			for i := 0; !stop.Load(); i++ {
				body := fmt.Sprintf(`{"fullName":"Okur %d","email":"okur-%d-%d@example.com","password":"Zx9!kqLm#2","confirmPassword":"Zx9!kqLm#2","acceptTerms":true}`, i, w, i)
				if res, err := http.Post(base+"/api/auth/register", "application/json", strings.NewReader(body)); err == nil {
					if res.StatusCode == http.StatusCreated {
						registered.Add(1)
					}
					_ = res.Body.Close()
				}
				if res, err := http.Get(base + "/api/books?page=1"); err == nil {
					_ = res.Body.Close()
				}
			}
		})
	}
	for deadline := time.Now().Add(30 * time.Second); registered.Load() == 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	before, err := live.Describe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out, err := run(t, env, "", "backup", t.TempDir())
	stop.Store(true)
	wg.Wait()
	if err != nil {
		t.Fatalf("backup: %v %s", err, out)
	}
	archive := strings.TrimSpace(strings.TrimPrefix(strings.SplitN(out, "\n", 2)[0], "Yedek yazıldı:"))
	man, err := verifyArchive(archive)
	if err != nil {
		t.Fatal(err)
	}
	// The demo data brings an order history; the two orders above (one paid,
	// one pending) come on top of it.
	if man.Counts["orders"] != demoOrders+2 || man.Counts["payment_attempts"] != demoAttempts+1 || man.Counts["users"] < before.Counts["users"] ||
		man.Counts["mail_outbox"] < before.Counts["mail_outbox"] || man.Counts["books"] != before.Counts["books"] {
		t.Fatalf("manifest counts %v, before the backup %v", man.Counts, before.Counts)
	}
	t.Logf("%d registrations during the run; backed up %v", registered.Load(), man.Counts)

	// A new machine: an empty data directory.
	dir2 := t.TempDir()
	env2 := shopEnv(t, dir2)
	if out, err := run(t, env2, "", "restore", archive); err != nil {
		t.Fatalf("restore: %v %s", err, out)
	}
	restored := openSQLite(t, dir2)
	got, err := restored.Describe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range sqldb.CountedTables {
		if got.Counts[table] != man.Counts[table] {
			t.Errorf("%s: %d restored, %d backed up", table, got.Counts[table], man.Counts[table])
		}
	}
	m, err := sqldb.NewOutbox(restored).MailByID(ctx, leased.ID)
	if err != nil {
		t.Fatal(err)
	}
	again, err := sqldb.NewOutbox(restored).ClaimMails(ctx, m.NextAttemptAt, time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	if !claimed(again, leased.ID, leased.MessageID) {
		t.Fatalf("the mail leased at backup time is not claimable with its Message-ID %s: %+v", leased.MessageID, again)
	}

	base2 := serveInProcess(t, env2)
	var cover string
	if err := live.Bun().NewRaw("SELECT cover_image_url FROM books WHERE id = ?", books[0]).Scan(ctx, &cover); err != nil || cover == "" {
		t.Fatalf("cover: %q %v", cover, err)
	}
	want, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(cover, "/"))))
	if err != nil {
		t.Fatal(err)
	}
	if got := get(t, member, base2+cover); !bytes.Equal(got, want) {
		t.Fatalf("cover %s: %d bytes served after the restore, %d before", cover, len(got), len(want))
	}
	// The session survives: the member's cookie still signs them in.
	if me := get(t, member, base2+"/api/auth/me"); !bytes.Contains(me, []byte("uye@kitapevi.test")) {
		t.Fatalf("session after restore: %s", me)
	}
}

// placeOrder leaves an unpaid order holding its stock.
func placeOrder(t *testing.T, base string, c *http.Client, bookID string) {
	t.Helper()
	for _, step := range []struct{ method, path, body string }{
		{http.MethodPut, "/api/cart/items/" + bookID, `{"quantity":1}`},
		{http.MethodPost, "/api/orders", ""},
	} {
		req, _ := http.NewRequest(step.method, base+step.path, strings.NewReader(step.body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", base)
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		if res.StatusCode >= 300 {
			t.Fatalf("%s %s: %d %s", step.method, step.path, res.StatusCode, b)
		}
	}
}

// leaseAMail queues a mail due in an hour (so the running worker leaves it
// alone) and leases it as a worker in the middle of sending it would.
func leaseAMail(t *testing.T, db *sqldb.DB) bookstore.Mail {
	t.Helper()
	ctx := context.Background()
	if _, err := sqldb.NewOutbox(db).EnqueueMail(ctx, bookstore.Mail{DedupKey: "backup-test", Kind: "welcome", ToEmail: "kiralik@example.com",
		Subject: "Hoş geldiniz", TextBody: "Merhaba", NextAttemptAt: time.Now().Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	var m bookstore.Mail
	if err := db.Bun().NewRaw("SELECT id, message_id FROM mail_outbox WHERE dedup_key = 'backup-test'").Scan(ctx, &m.ID, &m.MessageID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Bun().ExecContext(ctx, "UPDATE mail_outbox SET locked_until = ?, claim_token = 'old-worker', attempts = 1 WHERE id = ?",
		time.Now().Add(time.Hour).UTC(), m.ID); err != nil {
		t.Fatal(err)
	}
	return m
}

func claimed(mails []bookstore.Mail, id, messageID string) bool {
	for _, m := range mails {
		if m.ID == id {
			return m.MessageID == messageID && m.ClaimToken != "old-worker"
		}
	}
	return false
}

func get(t *testing.T, c *http.Client, url string) []byte {
	t.Helper()
	res, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, res.StatusCode, b)
	}
	return b
}

// openSQLite opens a data directory's database beside the instance serving it.
func openSQLite(t *testing.T, dir string) *sqldb.DB {
	t.Helper()
	db, err := sqldb.Open(context.Background(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// TestBackupAndRestoreOnPostgres: on PostgreSQL the archive holds a pg_dump
// of one snapshot; pg_restore brings it into an empty database with the same
// rows, a database that is not empty is refused without --force, and
// --force restores over it.
func TestBackupAndRestoreOnPostgres(t *testing.T) {
	for _, tool := range []string{"pg_dump", "pg_restore"} {
		if _, err := (&Main{Getenv: os.Getenv}).lookTool(tool); err != nil {
			t.Skipf("%s is not on PATH (the PostgreSQL client tools are needed for this test): %v", tool, err)
		}
	}
	ctx := context.Background()
	srcDir := t.TempDir()
	src := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": srcDir, "BOOKSTORE_DATABASE_URL": sqldbtest.PostgresURL(t),
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "PATH": os.Getenv("PATH")}
	if out, err := run(t, src, "", "seed", "--demo"); err != nil {
		t.Fatalf("seed: %v %s", err, out)
	}
	out, err := run(t, src, "", "backup", t.TempDir())
	if err != nil {
		t.Fatalf("backup: %v %s", err, out)
	}
	archive := strings.TrimSpace(strings.TrimPrefix(strings.SplitN(out, "\n", 2)[0], "Yedek yazıldı:"))
	man, err := verifyArchive(archive)
	if err != nil {
		t.Fatal(err)
	}
	if man.Dialect != "postgres" || man.Database.Path != "database/bookstore.pgdump" || man.Counts["books"] == 0 || len(man.Media.Files) == 0 {
		t.Fatalf("manifest: %+v", man)
	}

	dst := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DATABASE_URL": sqldbtest.PostgresURL(t), "PATH": os.Getenv("PATH")}
	if out, err := run(t, dst, "", "restore", archive); err != nil {
		t.Fatalf("restore: %v %s", err, out)
	}
	db, err := sqldb.Open(ctx, dst["BOOKSTORE_DATABASE_URL"], "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	got, err := db.Describe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.SchemaVersion != man.SchemaVersion {
		t.Errorf("schema %s restored, %s backed up", got.SchemaVersion, man.SchemaVersion)
	}
	for _, table := range sqldb.CountedTables {
		if got.Counts[table] != man.Counts[table] {
			t.Errorf("%s: %d restored, %d backed up", table, got.Counts[table], man.Counts[table])
		}
	}
	cover := man.Media.Files[0].Path
	want, err := os.ReadFile(filepath.Join(srcDir, "media", filepath.FromSlash(cover)))
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dst["BOOKSTORE_DATA_DIR"], "media", filepath.FromSlash(cover))); err != nil || !bytes.Equal(b, want) {
		t.Fatalf("%s after the restore: %d bytes (%v), %d before", cover, len(b), err, len(want))
	}

	// The same database again, from another (empty) data directory.
	again := map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DATABASE_URL": dst["BOOKSTORE_DATABASE_URL"], "PATH": os.Getenv("PATH")}
	if _, err := run(t, again, "", "restore", archive); !isUsage(err) || !strings.Contains(err.Error(), "PostgreSQL veritabanı boş değil") {
		t.Fatalf("restore into a database that is not empty: %v", err)
	}
	if out, err := run(t, again, "", "restore", "--force", archive); err != nil {
		t.Fatalf("restore --force: %v %s", err, out)
	}
	if n, err := db.Describe(ctx); err != nil || n.Counts["books"] != man.Counts["books"] {
		t.Fatalf("after restore --force: %v %v", n, err)
	}
}
