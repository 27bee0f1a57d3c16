package httpapi_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// eventAudit is the newest audit entry of an event: who and the status after.
func eventAudit(t *testing.T, e *env, id string) (action, actor, status string) {
	t.Helper()
	var row struct {
		Action string  `bun:"action"`
		Actor  *string `bun:"actor_id"`
		After  *string `bun:"after"`
	}
	err := e.db.Bun().NewRaw("SELECT action, CAST(actor_id AS TEXT) AS actor_id, CAST(after AS TEXT) AS after FROM audit_log "+
		"WHERE entity = 'events' AND entity_id = ? ORDER BY created_at DESC, id DESC LIMIT 1", id).Scan(context.Background(), &row)
	if err != nil {
		t.Fatal(err)
	}
	var after struct{ Status string }
	if row.After != nil {
		_ = json.Unmarshal([]byte(*row.After), &after)
	}
	if row.Actor != nil {
		actor = *row.Actor
	}
	return row.Action, actor, after.Status
}

// TestOneEventSave: the admin's and the author's edits of the same approved
// event go through one save: the admin's keeps the status the form gives,
// the author's sends the event back to pending and off the storefront. Each
// save writes its audit entry, by its own actor, with the status it left.
func TestOneEventSave(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		a := applyAsAuthor(t, e, "olay@example.com", "Olay Yazarı")
		authorID := authorMe(t, a).Author.ID
		admin.put("/api/admin/authors/"+authorID+"/approval", map[string]any{"approved": true})
		var adminMe, authorSelf httpapi.MeResponse
		admin.get("/api/auth/me").json(t, &adminMe)
		a.get("/api/auth/me").json(t, &authorSelf)
		adminUser, authorUser := adminMe.User, authorSelf.User

		when := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
		var ev httpapi.AdminEvent
		if r := admin.post("/api/admin/events", map[string]any{"title": "Söyleşi", "authorId": authorID, "eventDate": when,
			"status": "approved"}); r.StatusCode != 201 {
			t.Fatalf("admin's event: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &ev)
		}
		// The admin's edit of the approved event keeps it approved and public.
		admin.put("/api/admin/events/"+ev.ID, map[string]any{"title": "Söyleşi ve İmza", "authorId": authorID, "eventDate": when,
			"status": "approved"}).json(t, &ev)
		if ev.Status != "approved" || e.client().get("/api/events/"+ev.ID).StatusCode != 200 {
			t.Fatalf("admin's edit: %+v", ev)
		}
		if action, actor, status := eventAudit(t, e, ev.ID); action != "event.updated" || actor != adminUser.ID || status != "approved" {
			t.Fatalf("admin's audit: %s by %s, %s", action, actor, status)
		}
		// The author sees it in their panel and edits it: back to pending,
		// off the storefront, still theirs.
		var l httpapi.AdminEventList
		a.get("/api/author/events").json(t, &l)
		if l.Total != 1 || l.Items[0].ID != ev.ID {
			t.Fatalf("author's list: %+v", l)
		}
		if r := a.put("/api/author/events/"+ev.ID, map[string]any{"title": "Söyleşi, İmza ve Sohbet", "eventDate": when}); r.StatusCode != 200 {
			t.Fatalf("author's edit: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &ev)
		}
		if ev.Status != "pending" || ev.AuthorID != authorID || ev.Title != "Söyleşi, İmza ve Sohbet" ||
			e.client().get("/api/events/"+ev.ID).StatusCode != 404 {
			t.Fatalf("author's edit of an approved event: %+v", ev)
		}
		if action, actor, status := eventAudit(t, e, ev.ID); action != "event.updated" || actor != authorUser.ID || status != "pending" {
			t.Fatalf("author's audit: %s by %s, %s", action, actor, status)
		}
		// The author's form has no status: sending one changes nothing.
		if r := a.put("/api/author/events/"+ev.ID, map[string]any{"title": "Söyleşi", "eventDate": when, "status": "approved"}); r.StatusCode != 422 {
			t.Fatalf("author set the status: %d %s", r.StatusCode, r.body)
		}
		admin.get("/api/admin/events/"+ev.ID).json(t, &ev)
		if ev.Status != "pending" || ev.Title != "Söyleşi, İmza ve Sohbet" {
			t.Fatalf("after the refused save: %+v", ev)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity = 'events' AND entity_id = ?", ev.ID); n != 3 {
			t.Fatalf("audit entries of the event: %d, want created and two updates", n)
		}
	})
}
