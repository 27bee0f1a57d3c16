package sqldb_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestCatalogWritersResetTheReadCache: every admin writer of the catalogue
// runs in the catalogue transaction helper, so the storefront's cached reads
// show its change at once (with a TTL far longer than the test).
func TestCatalogWritersResetTheReadCache(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		db.SetCatalogCacheTTL(time.Hour)
		ctx := context.Background()
		cats, authors, events := sqldb.NewCategoryStore(db), sqldb.NewAuthorStore(db), sqldb.NewEventStore(db)
		featured, pages := sqldb.NewFeaturedStore(db), sqldb.NewPageStore(db)
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		categoryNames := func() []string {
			cs, err := sqldb.NewStorefrontStore(db).Categories(ctx)
			must(err)
			var names []string
			for _, c := range cs {
				names = append(names, c.Name)
			}
			return names
		}
		authorVisible := func(id string) bool {
			_, err := sqldb.NewStorefrontStore(db).PublicAuthor(ctx, id)
			if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
				t.Fatal(err)
			}
			return err == nil
		}
		eventVisible := func(id string) bool {
			_, err := sqldb.NewStorefrontStore(db).PublicEvent(ctx, id)
			if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
				t.Fatal(err)
			}
			return err == nil
		}
		featuredTitles := func() []string {
			bs, err := sqldb.NewStorefrontStore(db).FeaturedBooks(ctx, 10)
			must(err)
			return titles(bs)
		}

		t.Run("categories", func(t *testing.T) {
			before := categoryNames() // cached from here on
			nc := &bookstore.Category{Name: "Deneme"}
			must(cats.SaveCategory(ctx, nc, nil))
			if got := categoryNames(); len(got) != len(before)+1 || !slices.Contains(got, "Deneme") {
				t.Fatalf("after create: %v", got)
			}
			nc.Name = "Deneme Yazıları"
			must(cats.SaveCategory(ctx, nc, nil))
			if got := categoryNames(); !slices.Contains(got, "Deneme Yazıları") {
				t.Fatalf("after rename: %v", got)
			}
			must(cats.DeleteCategory(ctx, nc.ID, bookstore.Effects{}))
			if got := categoryNames(); slices.Contains(got, "Deneme Yazıları") {
				t.Fatalf("after delete: %v", got)
			}
		})

		t.Run("authors", func(t *testing.T) {
			if authorVisible(c.hidden.ID) {
				t.Fatal("unapproved author is public")
			}
			_, err := authors.SetAuthorApproval(ctx, c.hidden.ID, true, nil)
			must(err)
			if !authorVisible(c.hidden.ID) {
				t.Fatal("approval not seen at once")
			}
			b, err := sqldb.NewStorefrontStore(db).PublicBook(ctx, c.books["hiddenauthor"].ID)
			must(err)
			a, err := authors.Author(ctx, c.hidden.ID)
			must(err)
			a.Name = "Görünen Yazar"
			_, err = authors.SaveAuthor(ctx, &a.Author, nil)
			must(err)
			if b2, err := sqldb.NewStorefrontStore(db).PublicBook(ctx, b.ID); err != nil || b2.Author.Name != "Görünen Yazar" {
				t.Fatalf("rename not seen at once: %+v, %v", b2, err)
			}
			na := &bookstore.Author{Name: "Yeni Yazar", Approved: true}
			saved, err := authors.SaveAuthor(ctx, na, nil)
			must(err)
			if !authorVisible(saved.ID) {
				t.Fatal("new author not seen at once")
			}
			must(authors.DeleteAuthor(ctx, saved.ID, bookstore.Effects{}))
			if authorVisible(saved.ID) {
				t.Fatal("deleted author still shown")
			}
		})

		t.Run("events", func(t *testing.T) {
			pending := c.events["pending"]
			if eventVisible(pending.ID) {
				t.Fatal("pending event is public")
			}
			_, err := events.SetEventStatus(ctx, pending.ID, bookstore.EventApproved, nil)
			must(err)
			if !eventVisible(pending.ID) {
				t.Fatal("approval not seen at once")
			}
			e, err := events.Event(ctx, pending.ID)
			must(err)
			e.Title = "Yeni Başlık"
			_, err = events.SaveEvent(ctx, &e.Event, nil)
			must(err)
			if got, err := sqldb.NewStorefrontStore(db).PublicEvent(ctx, pending.ID); err != nil || got.Title != "Yeni Başlık" {
				t.Fatalf("edit not seen at once: %+v, %v", got, err)
			}
			must(events.DeleteEvent(ctx, pending.ID, bookstore.Effects{}))
			if eventVisible(pending.ID) {
				t.Fatal("deleted event still shown")
			}
		})

		t.Run("featured", func(t *testing.T) {
			must(sqldb.NewCatalogWriter(db).SetFeatured(ctx, []string{c.books["madonna"].ID, c.books["isik"].ID}))
			if got := featuredTitles(); !slices.Equal(got, []string{"Kürk Mantolu Madonna", "Işık Yılları"}) {
				t.Fatalf("featured %v", got)
			}
			list, err := featured.Featured(ctx)
			must(err)
			must(featured.MoveFeatured(ctx, list[1].ID, true, nil))
			if got := featuredTitles(); !slices.Equal(got, []string{"Işık Yılları", "Kürk Mantolu Madonna"}) {
				t.Fatalf("after move: %v", got)
			}
			_, err = featured.RemoveFeatured(ctx, list[0].ID, nil)
			must(err)
			if got := featuredTitles(); !slices.Equal(got, []string{"Işık Yılları"}) {
				t.Fatalf("after remove: %v", got)
			}
		})

		t.Run("pages", func(t *testing.T) {
			must(pages.SavePage(ctx, &bookstore.PageContent{Key: bookstore.PageAbout, Title: "Hakkımızda", Published: true}, nil))
			if p, err := sqldb.NewStorefrontStore(db).PublishedPage(ctx, bookstore.PageAbout); err != nil || p.Title != "Hakkımızda" {
				t.Fatalf("page %+v, %v", p, err)
			}
			must(pages.SavePage(ctx, &bookstore.PageContent{Key: bookstore.PageAbout, Title: "Biz Kimiz", Published: true}, nil))
			if p, err := sqldb.NewStorefrontStore(db).PublishedPage(ctx, bookstore.PageAbout); err != nil || p.Title != "Biz Kimiz" {
				t.Fatalf("edit not seen at once: %+v, %v", p, err)
			}
		})

		t.Run("a failed write keeps what was cached", func(t *testing.T) {
			before := categoryNames()
			// A taken name fails inside the transaction: nothing changed.
			if err := cats.SaveCategory(ctx, &bookstore.Category{Name: before[0]}, nil); !errors.Is(err, bookstore.ErrDuplicate) {
				t.Fatalf("duplicate: %v", err)
			}
			if _, err := db.Bun().ExecContext(ctx, "UPDATE categories SET name = 'Ham Değişiklik' WHERE name = ?", before[0]); err != nil {
				t.Fatal(err)
			}
			if got := categoryNames(); !slices.Equal(got, before) {
				t.Fatalf("cache dropped by a failed write: %v, want %v", got, before)
			}
		})
	})
}
