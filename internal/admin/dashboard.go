package admin

import (
	"context"
	"encoding/json"

	"bookstore/internal/bookstore"
)

// The admin dashboard (panels.md §2): totals, pending work and the recent
// activity, read from the audit log.

// DashboardActivityLimit is the spec's 6 recent items.
const DashboardActivityLimit = 6

// activityTypes maps the audit actions the dashboard shows to the spec's
// activity types; an event's status change counts only when it approved
// the event.
var activityTypes = map[bookstore.AuditAction]bookstore.ActivityType{
	bookstore.ActionBookCreated:   bookstore.ActivityBookAdded,
	bookstore.ActionBookApproved:  bookstore.ActivityBookApproved,
	bookstore.ActionEventCreated:  bookstore.ActivityEventCreated,
	bookstore.ActionEventStatus:   bookstore.ActivityEventApproved,
	bookstore.ActionOrderPlaced:   bookstore.ActivityOrderReceived,
	bookstore.ActionAuthorCreated: bookstore.ActivityAuthorRegistered,
	bookstore.ActionAuthorApplied: bookstore.ActivityAuthorRegistered,
}

// Overview reads the dashboard: the counts and up to DashboardActivityLimit
// activities, newest first.
func (s *Service) Overview(ctx context.Context) (*bookstore.Dashboard, error) {
	c, err := s.Dashboard.DashboardCounts(ctx)
	if err != nil {
		return nil, err
	}
	actions := make([]bookstore.AuditAction, 0, len(activityTypes))
	for a := range activityTypes {
		actions = append(actions, a)
	}
	// Rejections are status changes too: read a few more than shown.
	entries, err := s.Dashboard.RecentActivity(ctx, actions, DashboardActivityLimit*4)
	if err != nil {
		return nil, err
	}
	d := &bookstore.Dashboard{DashboardCounts: c, Activity: []bookstore.ActivityItem{}}
	for _, e := range entries {
		if len(d.Activity) == DashboardActivityLimit {
			break
		}
		if item, ok := activityOf(e); ok {
			d.Activity = append(d.Activity, item)
		}
	}
	return d, nil
}

// activityOf is the dashboard's line for an audit entry; ok is false for an
// entry the dashboard leaves out.
func activityOf(e bookstore.AuditEntry) (bookstore.ActivityItem, bool) {
	var after struct {
		Title  string `json:"title"`
		Name   string `json:"name"`
		Status string `json:"status"`
		Total  *int64 `json:"total"`
	}
	_ = json.Unmarshal(e.After, &after)
	if e.Action == bookstore.ActionEventStatus && after.Status != string(bookstore.EventApproved) {
		return bookstore.ActivityItem{}, false
	}
	item := bookstore.ActivityItem{ID: e.ID, Type: activityTypes[e.Action], Title: after.Title, EntityID: e.EntityID, At: e.CreatedAt}
	switch {
	case after.Name != "":
		item.Title = after.Name
	case e.Action == bookstore.ActionOrderPlaced:
		o := bookstore.Order{ID: e.EntityID}
		item.Title, item.Amount = o.Number(), after.Total
	}
	return item, true
}
