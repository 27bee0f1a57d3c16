package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestRestoreTakesOverTheMediaRegistration: a running shop on PostgreSQL
// with local media is backed up; the archive, restored on a new machine
// (a new database and data directory), carries the old shop's registration
// of its media directory, still fresh. The restored shop starts at once, and
// its directory is the only one registered.
func TestRestoreTakesOverTheMediaRegistration(t *testing.T) {
	for _, tool := range []string{"pg_dump", "pg_restore"} {
		if _, err := (&Main{Getenv: os.Getenv}).lookTool(tool); err != nil {
			t.Skipf("%s is not on PATH (the PostgreSQL client tools are needed for this test): %v", tool, err)
		}
	}
	ctx := context.Background()
	src := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DATABASE_URL": sqldbtest.PostgresURL(t),
		"BOOKSTORE_ADDR": "127.0.0.1:0", "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "PATH": os.Getenv("PATH"),
		"BOOKSTORE_SECRET_KEY": testSecretKey}
	serveInProcess(t, src) // registers its media directory
	out, err := run(t, src, "", "backup", t.TempDir())
	if err != nil {
		t.Fatalf("backup: %v %s", err, out)
	}
	archive := strings.TrimSpace(strings.TrimPrefix(strings.SplitN(out, "\n", 2)[0], "Yedek yazıldı:"))

	dst := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DATABASE_URL": sqldbtest.PostgresURL(t),
		"BOOKSTORE_ADDR": "127.0.0.1:0", "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "PATH": os.Getenv("PATH"),
		"BOOKSTORE_SECRET_KEY": testSecretKey}
	if out, err := run(t, dst, "", "restore", archive); err != nil {
		t.Fatalf("restore: %v %s", err, out)
	}
	var logs bytes.Buffer
	ready := make(chan string, 1)
	m := &Main{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: &logs, Ready: ready,
		Getenv: func(k string) string { return dst[k] }}
	sctx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- m.Run(sctx, []string{"serve"}) }()
	select {
	case <-ready:
		stop()
		if err := <-done; err != nil {
			t.Fatalf("shutdown: %v", err)
		}
	case err := <-done:
		stop()
		t.Fatalf("the restored shop does not start: %v\n%s", err, logs.String())
	case <-time.After(90 * time.Second):
		stop()
		t.Fatal("serve did not start")
	}

	db, err := sqldb.Open(ctx, dst["BOOKSTORE_DATABASE_URL"], "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var dirs []string
	if err := db.Bun().NewRaw("SELECT dir FROM media_instances").Scan(ctx, &dirs); err != nil {
		t.Fatal(err)
	}
	if len(dirs) != 1 || !strings.HasPrefix(dirs[0], dst["BOOKSTORE_DATA_DIR"]) {
		t.Fatalf("registered media directories after the restore: %v, want only %s's", dirs, dst["BOOKSTORE_DATA_DIR"])
	}
}
