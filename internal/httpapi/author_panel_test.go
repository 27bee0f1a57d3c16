package httpapi_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// applyAsAuthor sends the /yazar-giris application in a fresh browser.
func applyAsAuthor(t *testing.T, e *env, email, name string) *client {
	t.Helper()
	c := e.client()
	body := registration(email)
	body["fullName"], body["biography"] = name, "Kısa öz geçmiş.\n\nİkinci paragraf <b>kalın değil</b>."
	if r := c.post("/api/auth/author-application", body); r.StatusCode != http.StatusCreated {
		t.Fatalf("application: %d %s", r.StatusCode, r.body)
	}
	return c
}

func authorMe(t *testing.T, c *client) httpapi.AuthorMe {
	t.Helper()
	var me httpapi.AuthorMe
	r := c.get("/api/author/me")
	if r.StatusCode != 200 {
		t.Fatalf("me: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &me)
	return me
}

func TestAuthorApplicationApprovalAndFirstBook(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		a := applyAsAuthor(t, e, "sait@example.com", "Sait Faik")
		me := authorMe(t, a)
		if me.Author == nil || me.Author.Approved || me.Email != "sait@example.com" || strings.Contains(me.Author.Biography, "<b>") ||
			!strings.Contains(me.Author.Biography, "&lt;b&gt;") {
			t.Fatalf("application profile: %+v", me.Author)
		}
		// The application follows the registration rules.
		bad := registration("x@example.com")
		bad["password"], bad["confirmPassword"] = "kisa", "kisa"
		if r := e.client().post("/api/auth/author-application", bad); r.StatusCode != 422 {
			t.Fatalf("weak password: %d", r.StatusCode)
		}
		book := map[string]any{"title": "Semaver", "isbn": "0306406152", "price": 4500, "categoryId": f.category.ID}
		// Unapproved: no books, no events.
		if r := a.post("/api/author/books", book); r.StatusCode != 403 || r.problem(t).Message != bookstore.MsgAuthorNotApproved {
			t.Fatalf("unapproved author's book: %d %s", r.StatusCode, r.body)
		}
		when := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
		if r := a.post("/api/author/events", map[string]any{"title": "Söyleşi", "eventDate": when}); r.StatusCode != 403 {
			t.Fatalf("unapproved author's event: %d %s", r.StatusCode, r.body)
		}
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		if r := admin.put("/api/admin/authors/"+me.Author.ID+"/approval", map[string]any{"approved": true}); r.StatusCode != 200 {
			t.Fatalf("approve author: %d", r.StatusCode)
		}
		if !authorMe(t, a).Author.Approved {
			t.Fatal("not approved")
		}
		// The author cannot set approval, featured, stock or the author.
		for _, field := range []string{"approved", "featured", "stock", "authorId"} {
			withField := map[string]any{}
			for k, v := range book {
				withField[k] = v
			}
			withField[field] = true
			if field == "stock" {
				withField[field] = 99
			}
			if field == "authorId" {
				withField[field] = f.author.ID
			}
			if r := a.post("/api/author/books", withField); r.StatusCode != 422 {
				t.Fatalf("author set %s: %d %s", field, r.StatusCode, r.body)
			}
		}
		var b httpapi.AdminBook
		r := a.post("/api/author/books", book)
		r.json(t, &b)
		if r.StatusCode != 201 || b.Approved || b.Stock != 0 || b.AuthorID != me.Author.ID || e.client().get("/api/books/"+b.ID).StatusCode != 404 {
			t.Fatalf("author's book: %d %+v", r.StatusCode, b)
		}
		if r := admin.put("/api/admin/books/"+b.ID+"/approval", map[string]any{"approved": true}); r.StatusCode != 200 ||
			e.client().get("/api/books/"+b.ID).StatusCode != 200 {
			t.Fatalf("approve book: %d", r.StatusCode)
		}
		// Editing the approved book's content waits for the admin while the
		// approved version stays in the shop (book_revisions_test.go).
		book["title"] = "Semaver (Yeni Baskı)"
		a.put("/api/author/books/"+b.ID, book).json(t, &b)
		if !b.Approved || b.Title != "Semaver" || b.PendingRevision == nil || b.PendingRevision.Title != "Semaver (Yeni Baskı)" ||
			e.client().get("/api/books/"+b.ID).StatusCode != 200 {
			t.Fatalf("edited approved book: %+v", b)
		}
		// Events wait for an admin, also after an edit of an approved one.
		var ev httpapi.AdminEvent
		a.post("/api/author/events", map[string]any{"title": "Söyleşi", "eventDate": when, "location": "Moda"}).json(t, &ev)
		if ev.Status != "pending" {
			t.Fatalf("event: %+v", ev)
		}
		admin.put("/api/admin/events/"+ev.ID+"/status", map[string]any{"status": "approved"})
		a.put("/api/author/events/"+ev.ID, map[string]any{"title": "Söyleşi ve İmza", "eventDate": when}).json(t, &ev)
		if ev.Status != "pending" {
			t.Fatalf("edited event: %+v", ev)
		}
		var d httpapi.AuthorDashboard
		a.get("/api/author/dashboard").json(t, &d)
		if d.Books != 1 || d.ApprovedBooks != 1 || d.Events != 1 || d.ApprovedEvents != 0 || len(d.Activity) == 0 {
			t.Fatalf("dashboard: %+v", d)
		}
		if d.Activity[0].Title != "Söyleşi ve İmza" {
			t.Fatalf("newest activity: %+v", d.Activity[0])
		}
		// Profile: name required; e-mail not changeable (not in the form).
		if r := a.put("/api/author/profile", map[string]any{"name": " "}); r.StatusCode != 422 {
			t.Fatalf("empty name: %d", r.StatusCode)
		}
		var saved httpapi.AuthorProfileSaved
		a.put("/api/author/profile", map[string]any{"name": "Sait Faik Abasıyanık", "biography": "<p>Burgazada<script>x</script></p>"}).json(t, &saved)
		if saved.Message != "Profil başarıyla güncellendi!" || !saved.Author.Approved || strings.Contains(saved.Author.Biography, "script") {
			t.Fatalf("profile: %+v", saved)
		}
		if r := a.put("/api/author/profile", map[string]any{"name": "X", "email": "yeni@example.com"}); r.StatusCode != 422 {
			t.Fatalf("e-mail change accepted: %d", r.StatusCode)
		}
	})
}

// TestAuthorOwnership: author A cannot read or change author B's books,
// events or profile; each answers 404 and nothing changes. Members and
// admins do not reach the author API.
func TestAuthorOwnership(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		approve := func(c *client) string {
			id := authorMe(t, c).Author.ID
			admin.put("/api/admin/authors/"+id+"/approval", map[string]any{"approved": true})
			return id
		}
		a, b := applyAsAuthor(t, e, "a@example.com", "Yazar A"), applyAsAuthor(t, e, "b@example.com", "Yazar B")
		approve(a)
		approve(b)
		var bBook httpapi.AdminBook
		b.post("/api/author/books", map[string]any{"title": "B'nin Kitabı", "isbn": "0306406152", "price": 1000}).json(t, &bBook)
		var bEvent httpapi.AdminEvent
		b.post("/api/author/events", map[string]any{"title": "B'nin Söyleşisi", "eventDate": time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)}).json(t, &bEvent)

		for _, r := range []*response{
			a.get("/api/author/books/" + bBook.ID),
			a.put("/api/author/books/"+bBook.ID, map[string]any{"title": "Ele geçirildi", "isbn": "0306406152", "price": 1}),
			a.get("/api/author/books/" + f.visible.ID), // a publisher's book of another author
			a.get("/api/author/events/" + bEvent.ID),
			a.put("/api/author/events/"+bEvent.ID, map[string]any{"title": "Ele geçirildi", "eventDate": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)}),
		} {
			if r.StatusCode != 404 {
				t.Fatalf("A reached B's record: %d %s", r.StatusCode, r.body)
			}
		}
		var l httpapi.AdminBookList
		a.get("/api/author/books").json(t, &l)
		if l.Total != 0 {
			t.Fatalf("A sees books: %+v", l)
		}
		var got httpapi.AdminBook
		b.get("/api/author/books/"+bBook.ID).json(t, &got)
		if got.Title != "B'nin Kitabı" {
			t.Fatalf("B's book changed: %+v", got)
		}
		if authorMe(t, b).Author.Name != "Yazar B" {
			t.Fatal("B's profile changed")
		}
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		for _, who := range []*client{e.client(), member, admin} {
			if r := who.get("/api/author/books"); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("author API reached by a non-author: %d", r.StatusCode)
			}
		}
	})
}
