package admin_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"bookstore/internal/admin"
	"bookstore/internal/bookstore"
)

type dashboardStore struct {
	entries []bookstore.AuditEntry
	asked   []bookstore.AuditAction
}

func (d *dashboardStore) DashboardCounts(context.Context) (bookstore.DashboardCounts, error) {
	return bookstore.DashboardCounts{Books: 3, Orders: 1}, nil
}

func (d *dashboardStore) RecentActivity(_ context.Context, actions []bookstore.AuditAction, limit int) ([]bookstore.AuditEntry, error) {
	d.asked = actions
	return d.entries[:min(limit, len(d.entries))], nil
}

func entry(id string, action bookstore.AuditAction, entityID string, after any) bookstore.AuditEntry {
	b, _ := json.Marshal(after)
	return bookstore.AuditEntry{ID: id, Action: action, EntityID: entityID, After: b, CreatedAt: time.Unix(1, 0)}
}

// The dashboard feed is the service's: the spec's types, approvals only for
// events, an order as its number and total, at most six lines.
func TestOverviewBuildsTheActivityFeed(t *testing.T) {
	const orderID = "0193f2a4-aaaa-7bbb-8ccc-123456789abc"
	total := int64(12500)
	store := &dashboardStore{entries: []bookstore.AuditEntry{
		entry("1", bookstore.ActionOrderPlaced, orderID, map[string]any{"total": total}),
		entry("2", bookstore.ActionEventStatus, "e1", map[string]any{"title": "Söyleşi", "status": "rejected"}),
		entry("3", bookstore.ActionEventStatus, "e2", map[string]any{"title": "İmza Günü", "status": "approved"}),
		entry("4", bookstore.ActionAuthorApplied, "a1", map[string]any{"name": "Yeni Yazar"}),
		entry("5", bookstore.ActionBookCreated, "b1", map[string]any{"title": "Kitap"}),
		entry("6", bookstore.ActionBookApproved, "b1", map[string]any{"title": "Kitap"}),
		entry("7", bookstore.ActionEventCreated, "e3", map[string]any{"title": "Okuma"}),
		entry("8", bookstore.ActionAuthorCreated, "a2", map[string]any{"name": "Eski Yazar"}),
	}}
	s := &admin.Service{Stores: admin.Stores{Dashboard: store}}
	d, err := s.Overview(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d.Books != 3 || d.Orders != 1 || len(d.Activity) != admin.DashboardActivityLimit {
		t.Fatalf("%+v", d)
	}
	var types []bookstore.ActivityType
	for _, a := range d.Activity {
		types = append(types, a.Type)
	}
	want := []bookstore.ActivityType{bookstore.ActivityOrderReceived, bookstore.ActivityEventApproved, bookstore.ActivityAuthorRegistered,
		bookstore.ActivityBookAdded, bookstore.ActivityBookApproved, bookstore.ActivityEventCreated}
	if !slices.Equal(types, want) {
		t.Fatalf("types %v, want %v", types, want)
	}
	if o := d.Activity[0]; o.Title != "0193f2a4" || o.Amount == nil || *o.Amount != total {
		t.Fatalf("order line %+v", o)
	}
	if d.Activity[2].Title != "Yeni Yazar" {
		t.Fatalf("author line %+v", d.Activity[2])
	}
	for _, a := range store.asked {
		if !slices.Contains(bookstore.AllAuditActions(), a) {
			t.Errorf("asks for unknown action %q", a)
		}
	}
}
