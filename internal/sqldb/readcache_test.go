package sqldb_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestReadCacheIsClearedByWrites(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		db.SetCatalogCacheTTL(time.Minute)
		ctx := context.Background()
		_, before, _ := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{})
		if _, err := sqldb.NewStorefrontStore(db).PublicBook(ctx, c.books["isik"].ID); err != nil {
			t.Fatal(err)
		}
		// A raw change is not seen while cached: the cache really serves.
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET title = 'Değişti' WHERE id = ?", c.books["isik"].ID); err != nil {
			t.Fatal(err)
		}
		if b, _ := sqldb.NewStorefrontStore(db).PublicBook(ctx, c.books["isik"].ID); b.Title != "Işık Yılları" {
			t.Fatalf("cache not used: %q", b.Title)
		}
		// A write through the store is seen at once.
		nb := &bookstore.Book{Title: "Yeni Kitap", AuthorID: c.orhan.ID, Approved: true, Price: 100}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, nb); err != nil {
			t.Fatal(err)
		}
		_, after, _ := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{})
		if after != before+1 {
			t.Fatalf("total %d after a write, want %d", after, before+1)
		}
		if b, _ := sqldb.NewStorefrontStore(db).PublicBook(ctx, c.books["isik"].ID); b.Title != "Değişti" {
			t.Fatalf("detail not refreshed after a write: %q", b.Title)
		}
	})
}
