package httpapi_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Each public category says how many books a shopper sees in it, so the
// storefront's filter can leave out the empty ones; a hidden book does not
// count, and a new book counts at once.
func TestPublicCategoriesCountTheirVisibleBooks(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		ctx := context.Background()
		empty := &bookstore.Category{Name: "Şiir"}
		if err := sqldb.NewCatalogWriter(db).CreateCategory(ctx, empty); err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, &bookstore.Book{Title: "Gizli Şiirler", Price: 100,
			AuthorID: f.author.ID, CategoryID: empty.ID, Approved: false}); err != nil {
			t.Fatal(err)
		}
		c := newEnv(t, db, nil).client()
		counts := func() map[string]int {
			var list httpapi.CategoryList
			c.get("/api/categories").json(t, &list)
			out := map[string]int{}
			for _, cat := range list.Items {
				out[cat.Name] = cat.BookCount
			}
			return out
		}
		if got := counts(); got["Roman"] != 1 || got["Şiir"] != 0 || len(got) != 2 {
			t.Fatalf("counts: %v", got)
		}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, &bookstore.Book{Title: "Açık Şiirler", Price: 100,
			AuthorID: f.author.ID, CategoryID: empty.ID, Approved: true}); err != nil {
			t.Fatal(err)
		}
		if got := counts(); got["Şiir"] != 1 {
			t.Fatalf("after a visible book: %v", got)
		}
	})
}
