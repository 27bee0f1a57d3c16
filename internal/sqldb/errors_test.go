package sqldb

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

// A full SQLite database (max_page_count reached, as on a full disk) is an
// outage: translate answers bookstore.ErrUnavailable.
func TestSQLiteFullIsUnavailable(t *testing.T) {
	ctx := context.Background()
	db, err := OpenSQLiteFile(ctx, filepath.Join(t.TempDir(), "full.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	conn, err := db.bun.Conn(ctx) // max_page_count is per connection
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = conn.Close() }()
	if _, err := conn.ExecContext(ctx, "CREATE TABLE filler (b BLOB)"); err != nil {
		t.Fatal(err)
	}
	var pages int
	if err := conn.QueryRowContext(ctx, "PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	_, err = conn.ExecContext(ctx, "INSERT INTO filler VALUES (?)", strings.Repeat("x", 1<<20))
	if err == nil {
		t.Fatal("insert into a full database succeeded")
	}
	if terr := translate(err); !errors.Is(terr, bookstore.ErrUnavailable) {
		t.Fatalf("full database: %v", terr)
	}
}

func TestPostgresOutageCodes(t *testing.T) {
	for code, want := range map[string]bool{"08006": true, "53100": true, "57P01": true, "25006": true, "23505": false, "22001": false, "57014": false} {
		if pgOutage(code) != want {
			t.Errorf("%s: got %v", code, !want)
		}
	}
}
