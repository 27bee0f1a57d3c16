package sqldb_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Another instance is played by raw SQL: it changes a row and, as its
// catalogTx does after committing, bumps the shared version.
func TestCachedReadsOutliveTheTTLUntilAnotherInstanceWrites(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ttl := 100 * time.Millisecond
		db.SetCatalogCacheTTL(ttl)
		ctx := context.Background()
		store := sqldb.NewStorefrontStore(db)
		id := c.books["isik"].ID
		exec := func(q string, args ...any) {
			t.Helper()
			if _, err := db.Bun().ExecContext(ctx, q, args...); err != nil {
				t.Fatal(err)
			}
		}
		title := func() string {
			t.Helper()
			b, err := store.PublicBook(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return b.Title
		}
		// eventually waits up to limit for the title to become want.
		eventually := func(want string, limit time.Duration) {
			t.Helper()
			for deadline := time.Now().Add(limit); title() != want; time.Sleep(10 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("title %q after %v, want %q", title(), limit, want)
				}
			}
		}
		// Seed writes have bumped the version: let the bumps land and the
		// instance read the version.
		time.Sleep(300 * time.Millisecond)
		title()
		time.Sleep(2 * ttl)
		title()

		// A change nobody announced is not read again after the TTL: the
		// version did not move, so the cached read is kept.
		if got := title(); got != "Işık Yılları" {
			t.Fatalf("before: %q", got)
		}
		exec("UPDATE books SET title = 'Sessiz' WHERE id = ?", id)
		time.Sleep(4 * ttl)
		if got := title(); got != "Işık Yılları" {
			t.Fatalf("a read past the TTL with no other write was made again: %q", got)
		}

		// Another instance's write: seen within about two TTLs.
		exec("UPDATE books SET title = 'Başka' WHERE id = ?", id)
		exec("UPDATE catalog_version SET n = n + 1 WHERE id = 1")
		eventually("Başka", 4*ttl)

		// This instance's own write is seen at once, and its own bump does
		// not make it drop its reads later.
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, &bookstore.Book{Title: "Yeni", AuthorID: c.orhan.ID, Approved: true, Price: 100}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond) // its bump lands
		title()
		time.Sleep(2 * ttl) // the version is read once more
		title()
		exec("UPDATE books SET title = 'Sessiz yine' WHERE id = ?", id)
		time.Sleep(4 * ttl)
		if got := title(); got != "Başka" {
			t.Fatalf("this instance's own bump dropped its reads: %q", got)
		}

		// A change made around the shop shows within the max age (30 TTLs).
		eventually("Sessiz yine", 40*ttl)
	})
}
