package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// shopTitle is the title the storefront shows for a book (the API and the
// book page's HTML), failing when the book is not public.
func shopTitle(t *testing.T, e *env, id string) string {
	t.Helper()
	var d httpapi.BookDetail
	r := e.client().get("/api/books/" + id)
	if r.StatusCode != 200 {
		t.Fatalf("book %s off the shop: %d", id, r.StatusCode)
	}
	r.json(t, &d)
	return d.Title
}

// TestAuthorEditOfApprovedBookWaits: an approved author's edit of their
// approved book is kept as a pending revision; the shop shows the approved
// fields until the admin approves (applied) or rejects (dropped).
func TestAuthorEditOfApprovedBookWaits(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		a := applyAsAuthor(t, e, "sait@example.com", "Sait Faik")
		other := applyAsAuthor(t, e, "orhan@example.com", "Orhan Veli")
		for _, c := range []*client{a, other} {
			admin.put("/api/admin/authors/"+authorMe(t, c).Author.ID+"/approval", map[string]any{"approved": true})
		}
		book := map[string]any{"title": "Semaver", "isbn": "0306406152", "price": 4500, "categoryId": f.category.ID,
			"description": "<p>İlk baskı</p>", "pageCount": 120}
		var b httpapi.AdminBook
		a.post("/api/author/books", book).json(t, &b)
		// Before approval an edit changes the (hidden) book itself.
		book["pageCount"] = 128
		a.put("/api/author/books/"+b.ID, book).json(t, &b)
		if b.PageCount != 128 || b.PendingRevision != nil {
			t.Fatalf("edit of an unapproved book: %+v", b)
		}
		admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true})
		if shopTitle(t, e, b.ID) != "Semaver" {
			t.Fatal("approved book not in the shop")
		}

		// The edit waits; the shop keeps the approved version.
		book["title"], book["price"], book["description"] = "Semaver (Yeni Baskı)", 5500, "<p>Gözden geçirilmiş<script>x</script></p>"
		r := a.put("/api/author/books/"+b.ID, book)
		r.json(t, &b)
		if r.StatusCode != 200 || !b.Approved || b.Title != "Semaver" || b.Price != 4500 || b.PendingRevision == nil ||
			b.PendingRevision.Title != "Semaver (Yeni Baskı)" || b.PendingRevision.Price != 5500 ||
			strings.Contains(b.PendingRevision.Description, "script") || b.PendingRevision.CategoryName == nil {
			t.Fatalf("edit of an approved book: %d %+v %+v", r.StatusCode, b, b.PendingRevision)
		}
		if got := shopTitle(t, e, b.ID); got != "Semaver" {
			t.Fatalf("shop shows %q while the edit waits", got)
		}
		if page := e.client().get("/kitap/" + b.ID); !strings.Contains(string(page.body), "Semaver") ||
			strings.Contains(string(page.body), "Yeni Baskı") {
			t.Fatal("book page shows the waiting edit")
		}
		// The author edits the revision again (it is replaced, not stacked).
		book["title"] = "Semaver (Üçüncü Baskı)"
		a.put("/api/author/books/"+b.ID, book).json(t, &b)
		var mine httpapi.AdminBook
		a.get("/api/author/books/"+b.ID).json(t, &mine)
		if mine.PendingRevision == nil || mine.PendingRevision.Title != "Semaver (Üçüncü Baskı)" || mine.Title != "Semaver" {
			t.Fatalf("author's read: %+v", mine)
		}
		// The admin's list shows the waiting edit beside the live fields.
		var l httpapi.AdminBookList
		admin.get("/api/admin/books?q=semaver").json(t, &l)
		if len(l.Items) != 1 || l.Items[0].PendingRevision == nil || l.Items[0].Title != "Semaver" {
			t.Fatalf("admin list: %+v", l)
		}
		// Another author cannot edit it (404), and leaves no revision.
		if r := other.put("/api/author/books/"+b.ID, book); r.StatusCode != 404 {
			t.Fatalf("other author's edit: %d %s", r.StatusCode, r.body)
		}

		// Approval applies the revision.
		admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true}).json(t, &b)
		if b.Title != "Semaver (Üçüncü Baskı)" || b.Price != 5500 || b.PendingRevision != nil || !b.Approved {
			t.Fatalf("approved revision: %+v", b)
		}
		if got := shopTitle(t, e, b.ID); got != "Semaver (Üçüncü Baskı)" {
			t.Fatalf("shop after approval: %q", got)
		}
		var found httpapi.BookList
		e.client().get("/api/books?q=%C3%BC%C3%A7%C3%BCnc%C3%BC").json(t, &found)
		if found.Total != 1 {
			t.Fatalf("search text not refreshed: %+v", found)
		}

		// A rejection drops the edit and keeps the approved version.
		book["title"] = "Yanlış Başlık"
		a.put("/api/author/books/"+b.ID, book)
		r = admin.post("/api/admin/books/"+b.ID+"/revision/reject", map[string]any{"reason": "Başlık yanlış yazılmış."})
		r.json(t, &b)
		if r.StatusCode != 200 || b.PendingRevision != nil || b.Title != "Semaver (Üçüncü Baskı)" {
			t.Fatalf("reject: %d %+v", r.StatusCode, b)
		}
		if got := shopTitle(t, e, b.ID); got != "Semaver (Üçüncü Baskı)" {
			t.Fatalf("shop after rejection: %q", got)
		}
		if r := admin.post("/api/admin/books/"+b.ID+"/revision/reject", map[string]any{"reason": "Başlık yanlış yazılmış."}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgNoRevision {
			t.Fatalf("second reject: %d %s", r.StatusCode, r.body)
		}
		// Withdrawing approval does not apply a waiting edit.
		book["title"] = "Bekleyen Başlık"
		a.put("/api/author/books/"+b.ID, book)
		admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": false}).json(t, &b)
		if b.Title != "Semaver (Üçüncü Baskı)" || b.PendingRevision == nil {
			t.Fatalf("withdrawn: %+v", b)
		}
	})
}

// TestRejectRevisionRoles: only the admin rejects an author's waiting edit;
// every other role is refused and nothing changes; bad ids are 4xx.
func TestRejectRevisionRoles(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		a := applyAsAuthor(t, e, "a@example.com", "Yazar A")
		other := applyAsAuthor(t, e, "b@example.com", "Yazar B")
		for _, c := range []*client{a, other} {
			admin.put("/api/admin/authors/"+authorMe(t, c).Author.ID+"/approval", map[string]any{"approved": true})
		}
		book := map[string]any{"title": "Kitap", "isbn": "0306406152", "price": 1000}
		var b httpapi.AdminBook
		a.post("/api/author/books", book).json(t, &b)
		admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true})
		book["title"] = "Kitap (Düzeltilmiş)"
		a.put("/api/author/books/"+b.ID, book)

		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		path := "/api/admin/books/" + b.ID + "/revision/reject"
		reason := map[string]any{"reason": "Fiyat artışı gerekçesiz."}
		for name, c := range map[string]*client{"guest": e.client(), "member": member, "author": a, "other author": other} {
			if r := c.post(path, reason); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("%s rejected the revision: %d", name, r.StatusCode)
			}
			if r := c.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true}); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("%s approved the revision: %d", name, r.StatusCode)
			}
		}
		var got httpapi.AdminBook
		a.get("/api/author/books/"+b.ID).json(t, &got)
		if got.PendingRevision == nil || got.Title != "Kitap" {
			t.Fatalf("revision changed by a refused call: %+v", got)
		}
		for _, tc := range []struct {
			path string
			code int
		}{
			{"/api/admin/books/not-an-id/revision/reject", 404},
			{"/api/admin/books/01a20404-5418-7558-96ab-75bb1e608609/revision/reject", 404},
			{"/api/admin/books/" + f.visible.ID + "/revision/reject", 409}, // nothing waits
		} {
			if r := admin.post(tc.path, reason); r.StatusCode != tc.code {
				t.Fatalf("%s: %d %s", tc.path, r.StatusCode, r.body)
			}
		}
		if r := admin.post(path, reason); r.StatusCode != http.StatusOK {
			t.Fatalf("admin reject: %d %s", r.StatusCode, r.body)
		}
	})
}

// TestRejectRevisionMailsReason: rejecting an author's edit needs a reason
// (a 422 without one changes nothing), and the reason reaches the author
// through the mail outbox; the approved price stays on sale.
func TestRejectRevisionMailsReason(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		a := applyAsAuthor(t, e, "sait@example.com", "Sait Faik")
		admin.put("/api/admin/authors/"+authorMe(t, a).Author.ID+"/approval", map[string]any{"approved": true})
		book := map[string]any{"title": "Semaver", "isbn": "0306406152", "price": 12900}
		var b httpapi.AdminBook
		a.post("/api/author/books", book).json(t, &b)
		admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true})
		book["price"] = 13900
		a.put("/api/author/books/"+b.ID, book)

		var d httpapi.Dashboard
		admin.get("/api/admin/dashboard").json(t, &d)
		if d.PendingRevisions != 1 {
			t.Fatalf("dashboard pending revisions: %+v", d)
		}

		path := "/api/admin/books/" + b.ID + "/revision/reject"
		for _, bad := range []string{"", "  ", "x"} {
			if r := admin.post(path, map[string]any{"reason": bad}); r.StatusCode != 422 {
				t.Fatalf("reason %q: %d %s", bad, r.StatusCode, r.body)
			}
		}
		var got httpapi.AdminBook
		admin.get("/api/admin/books/"+b.ID).json(t, &got)
		if got.PendingRevision == nil || got.PendingRevision.Price != 13900 || got.Price != 12900 {
			t.Fatalf("a refused rejection changed the book: %+v", got)
		}
		if r := admin.post(path, map[string]any{"reason": "Fiyat artışı için gerekçe yok."}); r.StatusCode != 200 {
			t.Fatalf("reject: %d %s", r.StatusCode, r.body)
		}
		mails := admin.mailsTo(t, "sait@example.com", bookstore.MailBookRevisionRejected)
		if len(mails) != 1 || !strings.Contains(mails[0].Subject, "Semaver") {
			t.Fatalf("author's mail: %+v", mails)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = ? AND text_body LIKE ?",
			bookstore.MailBookRevisionRejected, "%Fiyat artışı için gerekçe yok.%"); n != 1 {
			t.Fatalf("reason not in the mail: %d", n)
		}
		if shop := shopPrice(t, e, b.ID); shop != 12900 {
			t.Fatalf("shop price after rejection: %d", shop)
		}
		admin.get("/api/admin/dashboard").json(t, &d)
		if d.PendingRevisions != 0 {
			t.Fatalf("dashboard after rejection: %+v", d)
		}
	})
}

// shopPrice is the list price the storefront shows for a book.
func shopPrice(t *testing.T, e *env, id string) int64 {
	t.Helper()
	var d httpapi.BookDetail
	e.client().get("/api/books/"+id).json(t, &d)
	return d.Price
}
