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

		cats, err := svc.ListCategories(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(cats) != 1 || cats[0].ID != c.ID || cats[0].Name != "Şiir" {
			t.Errorf("categories after the failed changes: %+v, want only Şiir as it was", cats)
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
