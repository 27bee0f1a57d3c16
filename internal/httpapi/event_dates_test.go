package httpapi_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestEventsNotInThePast: neither the admin nor an author creates an event
// in the past or moves one there (a Turkish field message, nothing
// stored); an event keeps its date when only other fields change.
func TestEventsNotInThePast(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		a := applyAsAuthor(t, e, "etkinlik@example.com", "Etkinlik Yazarı")
		admin.put("/api/admin/authors/"+authorMe(t, a).Author.ID+"/approval", map[string]any{"approved": true})
		past := time.Now().Add(-2 * time.Hour).UTC().Format(time.RFC3339)
		future := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
		later := time.Now().Add(96 * time.Hour).UTC().Format(time.RFC3339)
		before := e.count(t, "SELECT count(*) FROM events")

		refused := func(name string, r *response) {
			t.Helper()
			if r.StatusCode != 422 {
				t.Fatalf("%s: %d %s", name, r.StatusCode, r.body)
			}
			for _, fe := range r.problem(t).Errors {
				if fe.Field == "eventDate" && fe.Message == bookstore.MsgEventInPast {
					return
				}
			}
			t.Fatalf("%s: %s", name, r.body)
		}
		refused("admin create", admin.post("/api/admin/events", map[string]any{"title": "Geçmiş", "authorId": f.author.ID, "eventDate": past}))
		refused("author create", a.post("/api/author/events", map[string]any{"title": "Geçmiş", "eventDate": past}))
		if n := e.count(t, "SELECT count(*) FROM events"); n != before {
			t.Fatalf("a refused event was stored: %d", n-before)
		}

		var ev, mine httpapi.AdminEvent
		admin.post("/api/admin/events", map[string]any{"title": "Söyleşi", "authorId": f.author.ID, "eventDate": future}).json(t, &ev)
		a.post("/api/author/events", map[string]any{"title": "İmza", "eventDate": future}).json(t, &mine)
		refused("admin move", admin.put("/api/admin/events/"+ev.ID, map[string]any{"title": "Söyleşi", "authorId": f.author.ID, "eventDate": past}))
		refused("author move", a.put("/api/author/events/"+mine.ID, map[string]any{"title": "İmza", "eventDate": past}))
		if r := admin.put("/api/admin/events/"+ev.ID, map[string]any{"title": "Söyleşi", "authorId": f.author.ID, "eventDate": later}); r.StatusCode != 200 {
			t.Fatalf("admin move to the future: %d %s", r.StatusCode, r.body)
		}

		// An event that took place keeps its date when its text is edited.
		if _, err := db.Bun().ExecContext(t.Context(), "UPDATE events SET event_date = ? WHERE id = ?", time.Now().Add(-24*time.Hour).UTC(), ev.ID); err != nil {
			t.Fatal(err)
		}
		var got httpapi.AdminEvent
		admin.get("/api/admin/events/"+ev.ID).json(t, &got)
		if r := admin.put("/api/admin/events/"+ev.ID, map[string]any{"title": "Söyleşi (notlar)", "authorId": f.author.ID,
			"eventDate": got.EventDate}); r.StatusCode != 200 {
			t.Fatalf("edit of a past event's text: %d %s", r.StatusCode, r.body)
		}
	})
}
