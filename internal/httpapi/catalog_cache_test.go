package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A long TTL: only invalidation may refresh an answer in these tests.
var longCache = map[string]string{"BOOKSTORE_CATALOG_CACHE_TTL": "1m"}

// raw asks with explicit headers, so Go's transport neither adds
// Accept-Encoding nor decodes gzip behind the test's back.
func raw(c *client, path string, hdr ...string) *response {
	c.e.t.Helper()
	saved := c.hdr
	c.hdr = http.Header{"Accept-Encoding": {"identity"}}
	for i := 0; i+1 < len(hdr); i += 2 {
		c.hdr.Set(hdr[i], hdr[i+1])
	}
	defer func() { c.hdr = saved }()
	return c.get(path)
}

// clearOfTheHour waits, when the next hour is less than a minute away,
// until it has passed. A book's answer carries its delivery estimate, which
// moves on at the hour, so within 30 s of it the answer is rightly held
// only until then (a shorter s-maxage); a test of the full 30 s starts
// clear of that moment.
func clearOfTheHour(t *testing.T) {
	t.Helper()
	if left := time.Until(time.Now().Truncate(time.Hour).Add(time.Hour)); left < time.Minute {
		time.Sleep(left + time.Second)
	}
}

func TestCatalogAnswersHaveETagsAnd304(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		clearOfTheHour(t)
		f := storefrontFixture(t, db)
		c := newEnv(t, db, longCache).client()
		for _, path := range []string{"/api/books", "/api/books/" + f.visible.ID, "/kitap/" + f.visible.ID, "/api/categories",
			"/api/authors", "/api/authors/" + f.author.ID, "/api/events", "/api/pages/about", "/api/books/featured",
			"/api/books/" + f.visible.ID + "/related"} {
			r := raw(c, path)
			etag := r.Header.Get("ETag")
			if r.StatusCode != 200 || !strings.HasPrefix(etag, `"`) || r.Header.Get("Content-Encoding") != "" {
				t.Fatalf("%s: %d etag %q enc %q", path, r.StatusCode, etag, r.Header.Get("Content-Encoding"))
			}
			cc := r.Header.Get("Cache-Control")
			cdn := r.Header.Get("CDN-Cache-Control")
			if strings.HasPrefix(path, "/api/") && (cc != "public, max-age=0, s-maxage=30" || cdn != "public, max-age=30, stale-while-revalidate=60") ||
				strings.HasPrefix(path, "/kitap/") && (cc != "public, no-cache" || cdn != "") {
				t.Fatalf("%s: Cache-Control %q, CDN-Cache-Control %q", path, cc, cdn)
			}
			if strings.Contains(cc, "stale-while-revalidate") {
				t.Fatalf("%s: browsers would show a stale answer: %q", path, cc)
			}
			if !strings.Contains(r.Header.Get("Vary"), "Accept-Encoding") {
				t.Fatalf("%s: Vary %q", path, r.Header.Get("Vary"))
			}
			again := raw(c, path)
			if again.Header.Get("ETag") != etag || !bytes.Equal(again.body, r.body) {
				t.Fatalf("%s: a second answer differs", path)
			}
			nm := raw(c, path, "If-None-Match", etag)
			if nm.StatusCode != http.StatusNotModified || len(nm.body) != 0 || nm.Header.Get("ETag") != etag {
				t.Fatalf("%s: If-None-Match: %d %q", path, nm.StatusCode, nm.body)
			}
			if other := raw(c, path, "If-None-Match", `"nope", W/"other"`); other.StatusCode != 200 {
				t.Fatalf("%s: a stale ETag answered %d", path, other.StatusCode)
			}

			// gzip: the same bytes compressed, its own ETag, and a 304 for either tag.
			gz := raw(c, path, "Accept-Encoding", "br, gzip;q=0.8")
			if gz.Header.Get("Content-Encoding") != "gzip" || gz.Header.Get("ETag") == etag {
				t.Fatalf("%s: gzip answer: enc %q etag %q", path, gz.Header.Get("Content-Encoding"), gz.Header.Get("ETag"))
			}
			zr, err := gzip.NewReader(bytes.NewReader(gz.body))
			if err != nil {
				t.Fatal(err)
			}
			plain, _ := io.ReadAll(zr)
			if !bytes.Equal(plain, r.body) {
				t.Fatalf("%s: gzip body differs from identity", path)
			}
			if nm := raw(c, path, "Accept-Encoding", "gzip", "If-None-Match", gz.Header.Get("ETag")); nm.StatusCode != http.StatusNotModified {
				t.Fatalf("%s: gzip If-None-Match: %d", path, nm.StatusCode)
			}
			if no := raw(c, path, "Accept-Encoding", "gzip;q=0"); no.Header.Get("Content-Encoding") != "" {
				t.Fatalf("%s: gzip;q=0 got gzip", path)
			}
		}
		// Errors and member endpoints are never cached or shared.
		for _, path := range []string{"/api/books/" + f.hiddenBook.ID, "/kitap/" + f.hiddenBook.ID, "/api/books?pageSize=500",
			"/api/books/" + f.hiddenBook.ID + "/related"} {
			r := raw(c, path)
			if r.StatusCode == 200 || r.Header.Get("ETag") != "" || strings.Contains(r.Header.Get("Cache-Control"), "public") {
				t.Fatalf("%s: %d etag %q cc %q", path, r.StatusCode, r.Header.Get("ETag"), r.Header.Get("Cache-Control"))
			}
		}
	})
}

func TestCatalogAnswerCacheKeepsMembersApart(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, longCache)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.put("/api/favorites/"+f.visible.ID, nil); r.StatusCode != http.StatusNoContent {
			t.Fatalf("favourite: %d %s", r.StatusCode, r.body)
		}
		// The member fills the cache first; the guest then gets the same
		// bytes, which carry nothing of the member.
		m := raw(member, "/api/books")
		g := raw(e.client(), "/api/books")
		if !bytes.Equal(m.body, g.body) || bytes.Contains(g.body, []byte("uye@example.com")) ||
			bytes.Contains(bytes.ToLower(g.body), []byte("favorite")) {
			t.Fatalf("guest answer %s", g.body)
		}
		// The member's own lists stay private and uncached.
		for _, path := range []string{"/api/favorites", "/api/cart", "/api/auth/me", "/api/profile"} {
			r := raw(member, path)
			if r.Header.Get("Cache-Control") != "no-store" || r.Header.Get("ETag") != "" {
				t.Fatalf("%s: cc %q etag %q", path, r.Header.Get("Cache-Control"), r.Header.Get("ETag"))
			}
			if gr := raw(e.client(), path); gr.StatusCode == 200 && path != "/api/auth/me" {
				t.Fatalf("%s answered a guest: %s", path, gr.body)
			}
		}
		// A member's session answer is never served to a guest from a cache.
		var me struct {
			User *struct{ Email string } `json:"user"`
		}
		raw(e.client(), "/api/auth/me").json(t, &me)
		if me.User != nil {
			t.Fatalf("guest saw %+v", me.User)
		}
	})
}

// Each writer drops the answers it changes and keeps the others. A raw SQL
// change (which no writer reports) shows which answers were rebuilt.
func TestCatalogWritesInvalidateOnlyWhatTheyChange(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, longCache)
		guest := e.client()
		ctx := context.Background()
		other := f.outOfStock.ID
		paths := map[string]string{
			"bought": "/api/books/" + f.visible.ID, "boughtPage": "/kitap/" + f.visible.ID,
			"other": "/api/books/" + other, "list": "/api/books", "author": "/api/authors/" + f.author.ID,
			"authors": "/api/authors", "events": "/api/events", "about": "/api/pages/about", "categories": "/api/categories",
			"listPage": "/kitaplar", // its first screen holds the list's first cards (first_screen.go)
		}
		tags := func() map[string]string {
			out := map[string]string{}
			for name, p := range paths {
				out[name] = raw(guest, p).Header.Get("ETag")
			}
			return out
		}
		// rawEdit changes every record behind the answers without telling the cache.
		rawEdit := func() {
			t.Helper()
			for _, q := range []string{
				"UPDATE books SET title = title || '!' WHERE id IN ('" + other + "', '" + f.visible.ID + "')",
				"UPDATE authors SET biography = biography || '!'",
				"UPDATE events SET location = location || '!'",
				"UPDATE page_contents SET title = title || '!'",
				"UPDATE categories SET description = description || '!'",
			} {
				if _, err := db.Bun().ExecContext(ctx, q); err != nil {
					t.Fatal(err)
				}
			}
		}
		check := func(writer string, before, after map[string]string, changed ...string) {
			t.Helper()
			want := map[string]bool{}
			for _, c := range changed {
				want[c] = true
			}
			for name := range paths {
				if (before[name] != after[name]) != want[name] {
					t.Errorf("%s: %s changed=%t, want %t", writer, name, before[name] != after[name], want[name])
				}
			}
		}

		// An order: the stock of its book, so its answers and the lists (the
		// categories count the books a list shows).
		before := tags()
		rawEdit()
		placeOrder(t, buyer(t, e, "alici@example.com", f.visible.ID, 1))
		after := tags()
		check("order", before, after, "bought", "boughtPage", "list", "listPage", "author", "categories")
		var d httpapi.BookDetail
		raw(guest, paths["bought"]).json(t, &d)
		if d.Stock != 3 {
			t.Fatalf("stock after the order: %d", d.Stock)
		}

		// An event: the events list and author pages only.
		before = after
		rawEdit()
		if _, err := sqldb.NewEventStore(db).SetEventStatus(ctx, f.pendingEvent.ID, bookstore.EventApproved, nil); err != nil {
			t.Fatal(err)
		}
		after = tags()
		check("event", before, after, "events", "author")

		// A content page: pages only.
		before = after
		rawEdit()
		if err := sqldb.NewPageStore(db).SavePage(ctx, &bookstore.PageContent{Key: "about", Title: "Hakkımızda", Content: "<p>Yeni.</p>", Published: true}, nil); err != nil {
			t.Fatal(err)
		}
		after = tags()
		check("page", before, after, "about")

		// A book written by the admin side: everything.
		before = after
		rawEdit()
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, &bookstore.Book{Title: "Yeni Kitap", AuthorID: f.author.ID, Approved: true, Price: 100}); err != nil {
			t.Fatal(err)
		}
		after = tags()
		check("book", before, after, "bought", "boughtPage", "other", "list", "listPage", "author", "authors", "events", "about", "categories")
	})
}
