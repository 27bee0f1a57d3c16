package httpapi

import (
	"context"
	"encoding/json"
	"time"

	"bookstore/internal/bookstore"
)

// Admin dashboard: the four totals, the pending work and the recent
// activity, read from the audit log.

type ActivityItem struct {
	ID        string    `json:"id"`
	Type      string    `json:"type" enum:"book_added,book_approved,event_created,event_approved,order_received,author_registered"`
	Title     string    `json:"title" doc:"the book's or event's title, the author's name, or the order number"`
	Amount    *int64    `json:"amount,omitempty" doc:"an order's total, kuruş"`
	EntityID  string    `json:"entityId"`
	CreatedAt time.Time `json:"createdAt"`
}

type Dashboard struct {
	Books         int            `json:"books"`
	Authors       int            `json:"authors"`
	Events        int            `json:"events"`
	Orders        int            `json:"orders"`
	PendingBooks  int            `json:"pendingBooks"`
	PendingImages int            `json:"pendingImages"`
	Activity      []ActivityItem `json:"activity" doc:"at most 6, newest first"`
}

type dashboardOutput struct{ Body Dashboard }

// dashboardActivityLimit is the spec's 6 recent items (panels.md §2).
const dashboardActivityLimit = 6

// activityTypes maps audit actions to the spec's activity types; an event's
// status change counts only when it approved the event.
var activityTypes = map[string]string{
	"book.created": "book_added", "book.approved": "book_approved", "event.created": "event_created",
	"event.status_changed": "event_approved", "order.placed": "order_received",
	"author.created": "author_registered", "author.applied": "author_registered",
}

func (s *Server) adminDashboard(ctx context.Context, _ *struct{}) (*dashboardOutput, error) {
	c, err := s.admin.Dashboard.DashboardCounts(ctx)
	if err != nil {
		return nil, err
	}
	actions := make([]string, 0, len(activityTypes))
	for a := range activityTypes {
		actions = append(actions, a)
	}
	// Rejections are status changes too: read a few more than shown.
	entries, err := s.admin.Dashboard.RecentActivity(ctx, actions, dashboardActivityLimit*4)
	if err != nil {
		return nil, err
	}
	d := Dashboard{Books: c.Books, Authors: c.Authors, Events: c.Events, Orders: c.Orders, PendingBooks: c.PendingBooks,
		PendingImages: c.PendingImages, Activity: []ActivityItem{}}
	for _, e := range entries {
		if len(d.Activity) == dashboardActivityLimit {
			break
		}
		var after struct {
			Title  string `json:"title"`
			Name   string `json:"name"`
			Status string `json:"status"`
			Total  *int64 `json:"total"`
		}
		_ = json.Unmarshal(e.After, &after)
		if e.Action == "event.status_changed" && after.Status != string(bookstore.EventApproved) {
			continue
		}
		item := ActivityItem{ID: e.ID, Type: activityTypes[e.Action], Title: after.Title, EntityID: e.EntityID, CreatedAt: e.CreatedAt}
		switch {
		case after.Name != "":
			item.Title = after.Name
		case e.Action == "order.placed":
			o := bookstore.Order{ID: e.EntityID}
			item.Title, item.Amount = o.Number(), after.Total
		}
		d.Activity = append(d.Activity, item)
	}
	return &dashboardOutput{Body: d}, nil
}
