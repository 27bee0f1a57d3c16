package bookstore

import (
	"context"
	"time"
)

// The admin dashboard (panels.md §2): the four totals, the pending work and
// the recent activity, read from the audit log.

// DashboardCounts are the admin dashboard's totals and pending work.
type DashboardCounts struct {
	Books, Authors, Events, Orders int
	PendingBooks, PendingImages    int
}

// DashboardStore reads the admin dashboard.
type DashboardStore interface {
	DashboardCounts(ctx context.Context) (DashboardCounts, error)
	// RecentActivity returns the newest audit entries with these actions.
	RecentActivity(ctx context.Context, actions []AuditAction, limit int) ([]AuditEntry, error)
}

// ActivityType is one of the spec's kinds of recent activity.
type ActivityType string

const (
	ActivityBookAdded        ActivityType = "book_added"
	ActivityBookApproved     ActivityType = "book_approved"
	ActivityEventCreated     ActivityType = "event_created"
	ActivityEventApproved    ActivityType = "event_approved"
	ActivityOrderReceived    ActivityType = "order_received"
	ActivityAuthorRegistered ActivityType = "author_registered"
)

// ActivityItem is one line of the dashboard's recent activity.
type ActivityItem struct {
	ID       string // the audit entry's
	Type     ActivityType
	Title    string // the book's or event's title, the author's name, or the order number
	Amount   *int64 // an order's total, kuruş
	EntityID string
	At       time.Time
}

// Dashboard is what the admin dashboard shows.
type Dashboard struct {
	DashboardCounts
	Activity []ActivityItem // newest first
}
