package httpapi_test

import (
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestAdminBooks(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		valid := map[string]any{"title": "  İnce Memed  ", "isbn": "978-0-306-40615-7", "authorId": f.author.ID, "categoryId": f.category.ID,
			"price": 12550, "stock": 5, "pageCount": 436, "publicationDate": "1955-01-01", "coverUrl": "/media/book-covers/x.jpg",
			"description": `<p class="ql-align-center">Çukurova <script>alert(1)</script><a href="javascript:alert(1)">bağ</a><img src=x onerror=alert(1)></p>`,
			"featured":    true, "approved": true}
		with := func(k string, v any) map[string]any {
			m := map[string]any{}
			for a, b := range valid {
				m[a] = b
			}
			m[k] = v
			return m
		}
		for name, c := range map[string]struct {
			body  map[string]any
			field string
			msg   string
		}{
			"no title":       {with("title", " "), "title", bookstore.MsgRequired},
			"no isbn":        {with("isbn", ""), "isbn", bookstore.MsgRequired},
			"bad check":      {with("isbn", "9780306406158"), "isbn", "Geçersiz kontrol hanesi"},
			"no author":      {with("authorId", ""), "authorId", bookstore.MsgRequired},
			"unknown author": {with("authorId", "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"), "authorId", bookstore.MsgAuthorNotFound},
			"negative price": {with("price", -1), "price", bookstore.MsgPriceMin},
			"negative stock": {with("stock", -1), "stock", bookstore.MsgStockMin},
			"no cover":       {with("coverUrl", ""), "coverUrl", bookstore.MsgRequired},
			"foreign cover":  {with("coverUrl", "https://evil.example/x.jpg"), "coverUrl", bookstore.MsgBadImageURL},
			"bad date":       {with("publicationDate", "1955-13-40"), "publicationDate", "Geçerli bir tarih girin (GG.AA.YYYY)"},
		} {
			r := admin.post("/api/admin/books", c.body)
			if r.StatusCode != 422 {
				t.Fatalf("%s: %d %s", name, r.StatusCode, r.body)
			}
			found := false
			for _, fe := range r.problem(t).Errors {
				found = found || (fe.Field == c.field && fe.Message == c.msg)
			}
			if !found {
				t.Errorf("%s: %s", name, r.body)
			}
		}
		before := e.count(t, "SELECT count(*) FROM books")

		r := admin.post("/api/admin/books", valid)
		if r.StatusCode != 201 {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		var b httpapi.AdminBook
		r.json(t, &b)
		if b.Title != "İnce Memed" || b.ISBN != "9780306406157" || b.ISBNFormatted != "978-0-306-40615-7" || b.AuthorName != f.author.Name ||
			b.PublicationDate == nil || *b.PublicationDate != "1955-01-01" || e.count(t, "SELECT count(*) FROM books") != before+1 {
			t.Fatalf("created: %+v", b)
		}
		for _, bad := range []string{"<script", "javascript:", "onerror"} {
			if strings.Contains(b.Description, bad) {
				t.Fatalf("description kept %q: %s", bad, b.Description)
			}
		}
		if !strings.Contains(b.Description, "ql-align-center") {
			t.Errorf("alignment lost: %s", b.Description)
		}
		// Approved and featured: public, and on the home page's list.
		if r := e.client().get("/api/books/" + b.ID); r.StatusCode != 200 {
			t.Fatalf("storefront: %d", r.StatusCode)
		}
		if r := e.client().get("/api/books/featured"); !strings.Contains(string(r.body), b.ID) {
			t.Fatalf("featured list: %s", r.body)
		}
		// Search: folded title or author, approved or not.
		var l httpapi.AdminBookList
		admin.get("/api/admin/books?q=ince+MEMED").json(t, &l)
		if l.Total != 1 || l.Items[0].ID != b.ID {
			t.Fatalf("search: %+v", l)
		}
		admin.get("/api/admin/books?q=gizli").json(t, &l)
		if l.Total != 1 || l.Items[0].Approved {
			t.Fatalf("unapproved in admin search: %+v", l)
		}

		// Withdraw: gone from the storefront; unfeature on update.
		if r := admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": false}); r.StatusCode != 200 {
			t.Fatalf("withdraw: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().get("/api/books/" + b.ID); r.StatusCode != 404 {
			t.Fatalf("withdrawn book public: %d", r.StatusCode)
		}
		upd := with("featured", false)
		upd["stock"] = 0
		if r := admin.put("/api/admin/books/"+b.ID, upd); r.StatusCode != 200 {
			t.Fatalf("update: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM featured_books WHERE book_id = ?", b.ID); n != 0 {
			t.Fatal("unfeatured book still listed")
		}
		for _, action := range []string{"book.created", "book.unapproved", "book.updated"} {
			if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ? AND entity_id = ?", action, b.ID); n != 1 {
				t.Errorf("audit %s: %d", action, n)
			}
		}

		// A book in an order is kept; another is deleted.
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		placeOrder(t, c)
		if r := admin.do("DELETE", "/api/admin/books/"+f.visible.ID, "", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgBookInOrders {
			t.Fatalf("delete ordered: %d %s", r.StatusCode, r.body)
		}
		if r := admin.do("DELETE", "/api/admin/books/"+b.ID, "", nil); r.StatusCode != 204 {
			t.Fatalf("delete: %d %s", r.StatusCode, r.body)
		}
		if r := admin.get("/api/admin/books/" + b.ID); r.StatusCode != 404 {
			t.Fatalf("deleted book: %d", r.StatusCode)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'book.deleted' AND entity_id = ? AND before IS NOT NULL", b.ID); n != 1 {
			t.Errorf("delete audit: %d", n)
		}
	})
}
