package httpapi_test

import (
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestAdminCategoriesAndAuthors(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		// Categories: required name, unique, update, delete leaves books uncategorised.
		if r := admin.post("/api/admin/categories", map[string]any{"name": "  "}); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgRequired {
			t.Fatalf("empty name: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/categories", map[string]any{"name": "Roman"}); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCategoryDuplicate {
			t.Fatalf("duplicate: %d %s", r.StatusCode, r.body)
		}
		var c httpapi.AdminCategory
		r := admin.post("/api/admin/categories", map[string]any{"name": "Şiir", "description": " Dizeler "})
		r.json(t, &c)
		if r.StatusCode != 201 || c.Description != "Dizeler" {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		var cl httpapi.AdminCategoryList
		admin.get("/api/admin/categories?q=SIIR").json(t, &cl)
		if len(cl.Items) != 1 || cl.Items[0].ID != c.ID {
			t.Fatalf("folded search: %+v", cl)
		}
		if r := admin.put("/api/admin/categories/"+f.category.ID, map[string]any{"name": "Roman ve Öykü"}); r.StatusCode != 200 {
			t.Fatalf("update: %d %s", r.StatusCode, r.body)
		}
		if r := admin.do("DELETE", "/api/admin/categories/"+f.category.ID, "", nil); r.StatusCode != 204 {
			t.Fatalf("delete: %d", r.StatusCode)
		}
		var bk httpapi.AdminBook
		admin.get("/api/admin/books/"+f.visible.ID).json(t, &bk)
		if bk.CategoryID != nil {
			t.Fatalf("book kept a deleted category: %+v", bk)
		}

		// Authors: create pending, approve carries to books; rename carries to search.
		var a httpapi.AdminAuthor
		r = admin.post("/api/admin/authors", map[string]any{"name": "Sait Faik", "biography": `<p onclick="x()">Burgazada</p><script>1</script>`})
		r.json(t, &a)
		if r.StatusCode != 201 || a.Approved || strings.Contains(a.Biography, "onclick") || strings.Contains(a.Biography, "script") {
			t.Fatalf("create author: %d %s", r.StatusCode, r.body)
		}
		nb := map[string]any{"title": "Semaver", "isbn": "0306406152", "authorId": a.ID, "price": 5000, "coverUrl": "/media/book-covers/s.jpg", "approved": true}
		r = admin.post("/api/admin/books", nb)
		r.json(t, &bk)
		if e.client().get("/api/books/"+bk.ID).StatusCode != 404 {
			t.Fatal("a book of an unapproved author is public")
		}
		if r := admin.put("/api/admin/authors/"+a.ID+"/approval", map[string]any{"approved": true}); r.StatusCode != 200 {
			t.Fatalf("approve: %d %s", r.StatusCode, r.body)
		}
		if e.client().get("/api/books/"+bk.ID).StatusCode != 200 || e.client().get("/api/authors/"+a.ID).StatusCode != 200 {
			t.Fatal("approval did not reach the storefront")
		}
		if r := admin.put("/api/admin/authors/"+a.ID, map[string]any{"name": "Sait Faik Abasıyanık", "approved": true}); r.StatusCode != 200 {
			t.Fatalf("rename: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().get("/api/books?q=abasiyanik"); !strings.Contains(string(r.body), bk.ID) {
			t.Fatalf("storefront search by the new name: %s", r.body)
		}
		var opts httpapi.AuthorOptionList
		admin.get("/api/admin/author-options?q=sait").json(t, &opts)
		if len(opts.Items) != 1 || opts.Items[0].Name != "Sait Faik Abasıyanık" {
			t.Fatalf("options: %+v", opts)
		}
		admin.get("/api/admin/author-options").json(t, &opts)
		for _, o := range opts.Items {
			if o.ID == f.hiddenAuthor.ID {
				t.Fatal("an unapproved author offered in the forms")
			}
		}
		if r := admin.do("DELETE", "/api/admin/authors/"+a.ID, "", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgAuthorHasBooks {
			t.Fatalf("delete with books: %d %s", r.StatusCode, r.body)
		}
		admin.do("DELETE", "/api/admin/books/"+bk.ID, "", nil)
		if r := admin.do("DELETE", "/api/admin/authors/"+a.ID, "", nil); r.StatusCode != 204 {
			t.Fatalf("delete: %d %s", r.StatusCode, r.body)
		}
		for _, action := range []string{"category.saved", "category.deleted", "author.created", "author.approved", "author.updated", "author.deleted"} {
			if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ?", action); n == 0 {
				t.Errorf("no audit for %s", action)
			}
		}
	})
}

func TestAdminEventsFeaturedPagesDashboard(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		when := time.Now().Add(96 * time.Hour).UTC().Format(time.RFC3339)

		// Events: approved authors only; pending until approved; status changes.
		if r := admin.post("/api/admin/events", map[string]any{"title": "Söyleşi", "authorId": f.hiddenAuthor.ID, "eventDate": when}); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgEventAuthor {
			t.Fatalf("unapproved author: %d %s", r.StatusCode, r.body)
		}
		var ev httpapi.AdminEvent
		r := admin.post("/api/admin/events", map[string]any{"title": "Söyleşi", "authorId": f.author.ID, "eventDate": when, "location": "Moda"})
		r.json(t, &ev)
		if r.StatusCode != 201 || ev.Status != "pending" || e.client().get("/api/events/"+ev.ID).StatusCode != 404 {
			t.Fatalf("create event: %d %s", r.StatusCode, r.body)
		}
		if r := admin.put("/api/admin/events/"+ev.ID+"/status", map[string]any{"status": "approved"}); r.StatusCode != 200 || e.client().get("/api/events/"+ev.ID).StatusCode != 200 {
			t.Fatalf("approve event: %d %s", r.StatusCode, r.body)
		}
		if r := admin.put("/api/admin/events/"+ev.ID+"/status", map[string]any{"status": "cancelled"}); r.StatusCode != 422 {
			t.Fatalf("bad status: %d", r.StatusCode)
		}

		// Featured: three books in order, moves, ends, removal unticks the box.
		var ids []string
		for i, title := range []string{"Bir", "İki", "Üç"} {
			var b httpapi.AdminBook
			admin.post("/api/admin/books", map[string]any{"title": title, "isbn": "0306406152", "authorId": f.author.ID, "price": 1000 + i,
				"coverUrl": "/media/book-covers/b.jpg", "approved": true, "featured": true}).json(t, &b)
			ids = append(ids, b.ID)
		}
		var fl httpapi.FeaturedList
		admin.get("/api/admin/featured").json(t, &fl)
		if len(fl.Items) != 3 || fl.Items[0].Book.ID != ids[0] || fl.Items[2].Position != 3 {
			t.Fatalf("featured: %+v", fl)
		}
		admin.post("/api/admin/featured/"+fl.Items[2].ID+"/move", map[string]any{"direction": "up"}).json(t, &fl)
		if fl.Items[1].Book.ID != ids[2] || fl.Items[2].Book.ID != ids[1] {
			t.Fatalf("move up: %+v", fl)
		}
		admin.post("/api/admin/featured/"+fl.Items[0].ID+"/move", map[string]any{"direction": "up"}).json(t, &fl)
		if fl.Items[0].Book.ID != ids[0] {
			t.Fatalf("move past the top changed the list: %+v", fl)
		}
		var home struct {
			Items []struct {
				ID string `json:"id"`
			} `json:"items"`
		}
		e.client().get("/api/books/featured").json(t, &home)
		if len(home.Items) != 3 || home.Items[1].ID != ids[2] {
			t.Fatalf("home order: %+v", home)
		}
		removed := fl.Items[1]
		admin.do("DELETE", "/api/admin/featured/"+removed.ID, "", nil).json(t, &fl)
		var bk httpapi.AdminBook
		admin.get("/api/admin/books/"+removed.Book.ID).json(t, &bk)
		if len(fl.Items) != 2 || fl.Items[1].Position != 2 || bk.Featured {
			t.Fatalf("remove: %+v, book featured %v", fl, bk.Featured)
		}

		// Pages: contact fields validated; the public page reads them.
		if r := admin.put("/api/admin/pages/contact", map[string]any{"title": "İletişim", "social": map[string]any{"facebook": "javascript:alert(1)"}}); r.StatusCode != 422 {
			t.Fatalf("bad social link: %d %s", r.StatusCode, r.body)
		}
		if r := admin.put("/api/admin/pages/unknown", map[string]any{"title": "x"}); r.StatusCode != 422 && r.StatusCode != 404 {
			t.Fatalf("unknown page: %d", r.StatusCode)
		}
		r = admin.put("/api/admin/pages/contact", map[string]any{"title": "İletişim", "content": "<p>Bize yazın<script>x</script></p>", "published": true,
			"address": "Moda, Kadıköy/İstanbul", "phone": "0216 123 45 67", "email": "YAZ@kitapevi.test",
			"social": map[string]any{"instagram": "https://instagram.com/kitapevi"}})
		if r.StatusCode != 200 {
			t.Fatalf("save contact: %d %s", r.StatusCode, r.body)
		}
		pub := e.client().get("/api/pages/contact")
		if !strings.Contains(string(pub.body), "+90 216 123 45 67") || !strings.Contains(string(pub.body), "yaz@kitapevi.test") || strings.Contains(string(pub.body), "<script") {
			t.Fatalf("public contact: %s", pub.body)
		}
		var pl httpapi.AdminPageList
		admin.get("/api/admin/pages").json(t, &pl)
		// The cookie policy is the fifth page.
		if len(pl.Items) != 5 || pl.Items[3].Key != "terms" || pl.Items[3].Stored || pl.Items[2].Published ||
			pl.Items[4].Key != "cookies" || pl.Items[4].Stored {
			t.Fatalf("pages: %+v", pl)
		}

		for _, action := range []string{"event.created", "event.status_changed", "featured.moved", "featured.removed", "page.saved"} {
			if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ? AND after IS NOT NULL OR action = ? AND before IS NOT NULL", action, action); n == 0 {
				t.Errorf("no audit record for %s", action)
			}
		}

		// Dashboard: totals, pending books, activity of each kind.
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		placeOrder(t, c)
		var d httpapi.Dashboard
		admin.get("/api/admin/dashboard").json(t, &d)
		if d.Books != 8 || d.Orders != 1 || d.PendingBooks != 1 || len(d.Activity) != 6 {
			t.Fatalf("dashboard: %+v", d)
		}
		if d.Activity[0].Type != "order_received" || d.Activity[0].Amount == nil {
			t.Fatalf("newest activity: %+v", d.Activity[0])
		}
		// One line per record, newest first, each typed by the record's
		// own state (the newest 3 books, 3 events, 3 orders and 2 authors,
		// 6 shown).
		seen := map[string]bool{}
		for i, a := range d.Activity {
			if a.Title == "" || seen[a.EntityID] || (i > 0 && a.CreatedAt.After(d.Activity[i-1].CreatedAt)) {
				t.Errorf("activity line %d: %+v", i, a)
			}
			seen[a.EntityID] = true
			switch a.Type {
			case "book_added", "book_approved":
				var b httpapi.AdminBook
				admin.get("/api/admin/books/"+a.EntityID).json(t, &b)
				if b.Approved != (a.Type == "book_approved") || b.Title != a.Title {
					t.Errorf("book line %+v for %+v", a, b)
				}
			}
		}
	})
}
