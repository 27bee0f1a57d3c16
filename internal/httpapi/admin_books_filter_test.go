package httpapi_test

import (
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestAdminBooksFilters: /api/admin/books filters by approval state (an
// author's waiting edit included) and stock state on the server, the
// total counting the filtered books; an unknown value is a 422.
func TestAdminBooksFilters(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		ids := map[string]string{}
		for _, c := range []struct {
			title    string
			stock    int
			approved bool
		}{{"Filtre Bol", 40, true}, {"Filtre Az", 2, true}, {"Filtre Yok", 0, false}} {
			var b httpapi.AdminBook
			r := admin.post("/api/admin/books", map[string]any{"title": c.title, "isbn": "0306406152", "authorId": f.author.ID,
				"price": 1000, "stock": c.stock, "coverUrl": "/media/book-covers/x.jpg", "approved": c.approved})
			if r.StatusCode != 201 {
				t.Fatalf("create %s: %d %s", c.title, r.StatusCode, r.body)
			}
			r.json(t, &b)
			ids[c.title] = b.ID
		}
		list := func(query string) []string {
			t.Helper()
			var l httpapi.AdminBookList
			r := admin.get("/api/admin/books?q=filtre&" + query)
			if r.StatusCode != 200 {
				t.Fatalf("%s: %d %s", query, r.StatusCode, r.body)
			}
			r.json(t, &l)
			var titles []string
			for _, b := range l.Items {
				titles = append(titles, b.Title)
			}
			if l.Total != len(titles) {
				t.Fatalf("%s: total %d for %v", query, l.Total, titles)
			}
			slices.Sort(titles)
			return titles
		}
		for query, want := range map[string][]string{
			"status=approved":          {"Filtre Az", "Filtre Bol"},
			"status=pending":           {"Filtre Yok"},
			"stock=out":                {"Filtre Yok"},
			"stock=low":                {"Filtre Az"},
			"stock=in":                 {"Filtre Az", "Filtre Bol"},
			"status=approved&stock=in": {"Filtre Az", "Filtre Bol"},
			"status=revision":          nil,
		} {
			if got := list(query); !slices.Equal(got, want) {
				t.Errorf("%s: %v, want %v", query, got, want)
			}
		}
		if _, err := db.Bun().ExecContext(t.Context(), "INSERT INTO book_revisions (book_id, title, description, price, isbn, page_count, created_at, updated_at) VALUES (?, 'Filtre Bol 2', '', 1100, '0306406152', 0, ?, ?)",
			ids["Filtre Bol"], time.Now().UTC(), time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		if got := list("status=revision"); !slices.Equal(got, []string{"Filtre Bol"}) {
			t.Errorf("revision: %v", got)
		}
		for _, bad := range []string{"status=hepsi", "stock=bol"} {
			if r := admin.get("/api/admin/books?" + bad); r.StatusCode != 422 {
				t.Errorf("%s: %d", bad, r.StatusCode)
			}
		}
	})
}
