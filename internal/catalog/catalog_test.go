package catalog_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/catalog"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

func newService(db *sqldb.DB) *catalog.Service {
	return &catalog.Service{Categories: sqldb.NewCategoryStore(db), Featured: sqldb.NewFeaturedStore(db),
		Pages: sqldb.NewPageStore(db), Sanitize: func(html string) string { return html }}
}

// audited says whether the audit log holds an entry of action on id.
func audited(t *testing.T, db *sqldb.DB, action bookstore.AuditAction, id string) bool {
	t.Helper()
	list, err := sqldb.NewAuditStore(db).RecentAudit(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		if e.Action == action && e.EntityID == id {
			return true
		}
	}
	return false
}

func mustFeatured(t *testing.T, svc *catalog.Service) []bookstore.FeaturedEntry {
	t.Helper()
	list, err := svc.ListFeatured(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// breakAudit makes every later audit insert fail, as a full disk or a lost
// connection would in the middle of a change.
func breakAudit(t *testing.T, db *sqldb.DB) {
	t.Helper()
	if _, err := db.Bun().ExecContext(context.Background(), "DROP TABLE audit_log"); err != nil {
		t.Fatal(err)
	}
}

// A change to the catalogue content and its audit entry are one
// transaction: with the entry written the change stands, and when the entry
// cannot be written the change is rolled back, not left unrecorded.
func TestChangesAndTheirAuditEntryCommitTogether(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx, svc, admin := context.Background(), newService(db), ""
		about := func(title string) bookstore.PageInput {
			return bookstore.NewPageInput(bookstore.PageAbout, title, "<p>Biz.</p>", true, bookstore.PageFields{})
		}

		w := sqldb.NewCatalogWriter(db)
		author := &bookstore.Author{Name: "Sait Faik", Approved: true}
		if err := w.CreateAuthor(ctx, author); err != nil {
			t.Fatal(err)
		}
		var featured []string
		for _, title := range []string{"Semaver", "Lüzumsuz Adam", "Alemdağ'da Var Bir Yılan"} {
			b := &bookstore.Book{Title: title, Price: 100, AuthorID: author.ID, Approved: true, CoverURL: "/media/x.jpg"}
			if err := w.CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
			featured = append(featured, b.ID)
		}
		if err := w.SetFeatured(ctx, featured); err != nil {
			t.Fatal(err)
		}
		list, err := svc.MoveFeatured(ctx, admin, mustFeatured(t, svc)[2].ID, true)
		if err != nil || list[1].Book.ID != featured[2] {
			t.Fatalf("move: %+v, %v", list, err)
		}
		if _, err := svc.RemoveFeatured(ctx, admin, list[2].ID); err != nil {
			t.Fatal(err)
		}
		if !audited(t, db, bookstore.ActionFeaturedMoved, mustFeatured(t, svc)[1].ID) ||
			!audited(t, db, bookstore.ActionFeaturedRemoved, list[2].ID) {
			t.Fatal("a committed featured change has no audit entry")
		}

		c, err := svc.SaveCategory(ctx, admin, "", bookstore.CategoryInput{Name: "Şiir"})
		if err != nil {
			t.Fatal(err)
		}
		p, err := svc.SavePage(ctx, admin, about("Hakkımızda"))
		if err != nil {
			t.Fatal(err)
		}
		if !audited(t, db, bookstore.ActionCategorySaved, c.ID) || !audited(t, db, bookstore.ActionPageSaved, p.ID) {
			t.Fatal("a committed change has no audit entry")
		}

		breakAudit(t, db)
		if _, err := svc.SaveCategory(ctx, admin, "", bookstore.CategoryInput{Name: "Roman"}); err == nil {
			t.Error("a new category was saved without its audit entry")
		}
		if _, err := svc.SaveCategory(ctx, admin, c.ID, bookstore.CategoryInput{Name: "Deneme"}); err == nil {
			t.Error("a renamed category was saved without its audit entry")
		}
		if err := svc.DeleteCategory(ctx, admin, c.ID); err == nil {
			t.Error("a category was deleted without its audit entry")
		}
		if _, err := svc.SavePage(ctx, admin, about("Biz Kimiz")); err == nil {
			t.Error("a page was saved without its audit entry")
		}
		before := mustFeatured(t, svc)
		if _, err := svc.MoveFeatured(ctx, admin, before[1].ID, true); err == nil {
			t.Error("the featured list was reordered without its audit entry")
		}
		if _, err := svc.RemoveFeatured(ctx, admin, before[0].ID); err == nil {
			t.Error("a book left the featured list without its audit entry")
		}

		cats, err := svc.ListCategories(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(cats) != 1 || cats[0].ID != c.ID || cats[0].Name != "Şiir" {
			t.Errorf("categories after the failed changes: %+v, want only Şiir as it was", cats)
		}
		if after := mustFeatured(t, svc); len(after) != 2 || after[0].ID != before[0].ID || after[1].ID != before[1].ID {
			t.Errorf("featured list after the failed changes: %+v, want %+v", after, before)
		}
		pages, err := svc.ListPages(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(pages) != 1 || pages[0].Title != "Hakkımızda" {
			t.Errorf("pages after the failed save: %+v, want Hakkımızda as it was", pages)
		}
	})
}
