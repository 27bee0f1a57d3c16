package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// fakeBooks is Google Books and Open Library in one: it knows one ISBN.
func fakeBooks(t *testing.T, down bool) *httptest.Server {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if down {
			http.Error(w, "down", http.StatusServiceUnavailable)
			return
		}
		if r.URL.Path == "/cover.png" {
			w.Header().Set("Content-Type", "image/png")
			_, _ = w.Write(pngBytes(t, 600, 800))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if strings.Contains(r.URL.RawQuery, "9780306406157") && strings.HasSuffix(r.URL.Path, "/volumes") {
			_, _ = w.Write([]byte(`{"totalItems":1,"items":[{"volumeInfo":{"title":"Yaban","authors":["Reşat Nuri"],"categories":["Roman"],
				"pageCount":210,"publishedDate":"1932-05-01","description":"Anadolu.",
				"industryIdentifiers":[{"type":"ISBN_13","identifier":"9780306406157"}],
				"imageLinks":{"thumbnail":"http://books.example/t.jpg","large":"` + srv.URL + `/cover.png"}}}]}`))
			return
		}
		if strings.HasSuffix(r.URL.Path, "/volumes") {
			_, _ = w.Write([]byte(`{"totalItems":0}`))
			return
		}
		_, _ = w.Write([]byte(`{}`))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestAdminISBNLookup(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		books := fakeBooks(t, false)
		e := newEnv(t, db, map[string]string{"BOOKSTORE_GOOGLE_BOOKS_URL": books.URL, "BOOKSTORE_OPENLIBRARY_URL": books.URL})
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		var res httpapi.ISBNLookupResponse
		r := admin.post("/api/admin/isbn-lookup", map[string]any{"isbn": "978-0-306-40615-7"})
		r.json(t, &res)
		d := res.BookData
		if r.StatusCode != 200 || !res.Found || res.Message != bookstore.MsgISBNFound || d == nil || *d.Title != "Yaban" ||
			d.AuthorID == nil || *d.AuthorID != f.author.ID || d.CategoryID == nil || *d.CategoryID != f.category.ID ||
			*d.PageCount != 210 || *d.PublicationDate != "1932-05-01" || d.CoverURL == nil || !strings.HasPrefix(*d.CoverURL, "/media/book-covers/") {
			t.Fatalf("lookup: %d %s", r.StatusCode, r.body)
		}
		// The cover is the shop's own re-encoded copy, live at once.
		if r := e.client().get(*d.CoverURL); r.StatusCode != 200 || r.Header.Get("Content-Type") != "image/jpeg" {
			t.Fatalf("imported cover: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
		}
		admin.post("/api/admin/isbn-lookup", map[string]any{"isbn": "0306406152"}).json(t, &res)
		if res.Found || res.Message != bookstore.MsgISBNNotFound || res.BookData != nil {
			t.Fatalf("not found: %+v", res)
		}
		for isbn, msg := range map[string]string{"": bookstore.MsgISBNRequired, "9780306406158": "Geçersiz kontrol hanesi"} {
			if r := admin.post("/api/admin/isbn-lookup", map[string]any{"isbn": isbn}); r.StatusCode != 422 || r.problem(t).Message != msg {
				t.Fatalf("%q: %d %s", isbn, r.StatusCode, r.body)
			}
		}
		down := fakeBooks(t, true)
		e2 := newEnv(t, db, map[string]string{"BOOKSTORE_GOOGLE_BOOKS_URL": down.URL, "BOOKSTORE_OPENLIBRARY_URL": down.URL})
		a2 := e2.client()
		a2.post("/api/auth/login", map[string]any{"email": "admin@example.com", "password": strongPassword})
		if r := a2.post("/api/admin/isbn-lookup", map[string]any{"isbn": "9780306406157"}); r.StatusCode != 502 || r.problem(t).Message != bookstore.MsgISBNLookupFailed+": ISBN servisi hata döndürdü (HTTP 503)" {
			t.Fatalf("both down: %d %s", r.StatusCode, r.body)
		}
	})
}
