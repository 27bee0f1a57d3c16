package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/dashboard"
)

// Admin: the dashboard (totals, pending work, the recent activity).

type ActivityItem struct {
	ID        string    `json:"id"`
	Type      string    `json:"type" enum:"book_added,book_approved,event_created,event_approved,order_received,author_registered"`
	Title     string    `json:"title" doc:"the book's or event's title, the author's name, or the order number"`
	Amount    *int64    `json:"amount,omitempty" doc:"an order's total, kuruş"`
	EntityID  string    `json:"entityId"`
	CreatedAt time.Time `json:"createdAt"`
}

type Dashboard struct {
	Books         int `json:"books"`
	Authors       int `json:"authors"`
	Events        int `json:"events"`
	Orders        int `json:"orders"`
	PendingBooks  int `json:"pendingBooks"`
	PendingImages int `json:"pendingImages"`
	// PendingReviews wait for approval in /admin/yorumlar.
	PendingReviews int `json:"pendingReviews"`
	// PendingRevisions are authors' edits of approved books waiting for review in /admin/kitaplar.
	PendingRevisions int            `json:"pendingRevisions"`
	Activity         []ActivityItem `json:"activity" doc:"at most 6, newest first"`
}

type dashboardOutput struct{ Body Dashboard }

// dashboardHandlers are the admin dashboard's route; it asks the dashboard
// service only.
type dashboardHandlers struct{ svc *dashboard.Service }

func (h dashboardHandlers) adminDashboard(ctx context.Context, _ *struct{}) (*dashboardOutput, error) {
	o, err := h.svc.Overview(ctx)
	if err != nil {
		return nil, err
	}
	d := Dashboard{Books: o.Books, Authors: o.Authors, Events: o.Events, Orders: o.Orders, PendingBooks: o.PendingBooks,
		PendingImages: o.PendingImages, PendingReviews: o.PendingReviews, PendingRevisions: o.PendingRevisions, Activity: make([]ActivityItem, len(o.Activity))}
	for i, a := range o.Activity {
		d.Activity[i] = activityView(a)
	}
	return &dashboardOutput{Body: d}, nil
}

func activityView(a bookstore.ActivityItem) ActivityItem {
	return ActivityItem{ID: a.ID, Type: string(a.Type), Title: a.Title, Amount: a.Amount, EntityID: a.EntityID, CreatedAt: a.At}
}
