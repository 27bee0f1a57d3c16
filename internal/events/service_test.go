package events_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/events"
)

const authorID = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01"

// memStore is an event store in memory that keeps the effects each change
// handed it, as the SQL store writes them in the change's transaction.
type memStore struct {
	events  map[string]*bookstore.EventSummary
	effects []bookstore.Effects
}

func (m *memStore) ListEvents(context.Context, bookstore.PanelEventFilter, bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	return nil, 0, nil
}

func (m *memStore) Event(_ context.Context, id string) (*bookstore.EventSummary, error) {
	if e, ok := m.events[id]; ok {
		c := *e
		return &c, nil
	}
	return nil, bookstore.ErrNotFound
}

func (m *memStore) SaveEvent(_ context.Context, e *bookstore.Event, fx func(*bookstore.EventSummary) bookstore.Effects) (*bookstore.EventSummary, error) {
	if e.ID == "" {
		e.ID = "e-new"
	}
	saved := &bookstore.EventSummary{Event: *e}
	m.events[e.ID] = saved
	m.effects = append(m.effects, fx(saved))
	return saved, nil
}

func (m *memStore) SetEventStatus(_ context.Context, id string, st bookstore.EventStatus, fx func(*bookstore.EventSummary) bookstore.Effects) (*bookstore.EventSummary, error) {
	m.events[id].Status = st
	m.effects = append(m.effects, fx(m.events[id]))
	return m.events[id], nil
}

func (m *memStore) DeleteEvent(_ context.Context, id string, fx bookstore.Effects) error {
	delete(m.events, id)
	m.effects = append(m.effects, fx)
	return nil
}

func auditStatus(t *testing.T, fx bookstore.Effects) (actor string, action bookstore.AuditAction, status string) {
	t.Helper()
	if fx.Audit == nil {
		t.Fatal("a change without its audit entry")
	}
	var after struct{ Status string }
	if err := json.Unmarshal(fx.Audit.After, &after); err != nil {
		t.Fatal(err)
	}
	return fx.Audit.ActorID, fx.Audit.Action, after.Status
}

// TestSaveIsOnePathForBothPanels: the author's edit of an approved event
// goes back to pending through Save, the admin's keeps the status the form
// gives; each hands its audit entry to the store's transaction.
func TestSaveIsOnePathForBothPanels(t *testing.T) {
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	when := now.Add(72 * time.Hour)
	st := &memStore{events: map[string]*bookstore.EventSummary{
		"e1": {Event: bookstore.Event{ID: "e1", Title: "Söyleşi", AuthorID: authorID, Date: when, Status: bookstore.EventApproved}},
	}}
	s := &events.Service{Store: st, Sanitize: func(h string) string { return h }, Now: func() time.Time { return now }}
	admin := bookstore.Actor{UserID: "admin", Role: bookstore.RoleAdmin}
	author := bookstore.Actor{UserID: "yazar", Role: bookstore.RoleAuthor, AuthorID: authorID, AuthorApproved: true}
	form := bookstore.EventInput{Title: "Söyleşi ve İmza", AuthorID: authorID, Date: when, Status: bookstore.EventApproved}

	e, err := s.Save(t.Context(), admin, "e1", form)
	if err != nil || e.Status != bookstore.EventApproved {
		t.Fatalf("admin's edit: %+v %v", e, err)
	}
	if actor, action, status := auditStatus(t, st.effects[0]); actor != "admin" || action != bookstore.ActionEventUpdated || status != "approved" {
		t.Errorf("admin's audit: %s %s %s", actor, action, status)
	}
	e, err = s.Save(t.Context(), author, "e1", form)
	if err != nil || e.Status != bookstore.EventPending || e.AuthorID != authorID {
		t.Fatalf("author's edit: %+v %v", e, err)
	}
	if actor, action, status := auditStatus(t, st.effects[1]); actor != "yazar" || action != bookstore.ActionEventUpdated || status != "pending" {
		t.Errorf("author's audit: %s %s %s", actor, action, status)
	}
	// The author decides nothing, and another author's event is not found.
	if _, err := s.SetStatus(t.Context(), author, "e1", bookstore.EventApproved); bookstore.ErrorCode(err) != bookstore.CodeForbidden {
		t.Errorf("author's decision: %v", err)
	}
	other := bookstore.Actor{UserID: "baska", Role: bookstore.RoleAuthor, AuthorID: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a02", AuthorApproved: true}
	if _, err := s.Save(t.Context(), other, "e1", form); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
		t.Errorf("another author's edit: %v", err)
	}
	if len(st.effects) != 2 {
		t.Errorf("refused changes reached the store: %d", len(st.effects))
	}
	// A new event of the author's waits too, and the past is refused.
	if e, err := s.Save(t.Context(), author, "", form); err != nil || e.Status != bookstore.EventPending {
		t.Errorf("author's new event: %+v %v", e, err)
	}
	form.Date = now.Add(-time.Hour)
	if _, err := s.Save(t.Context(), admin, "", form); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Errorf("a new event in the past: %v", err)
	}
}
