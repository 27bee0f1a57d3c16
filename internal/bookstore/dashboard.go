package bookstore

import (
	"context"
	"slices"
	"strings"
	"time"
)

// The admin dashboard: the four totals, the pending work and
// the recent activity: the newest 3 books, 3 events, 3 orders and 2 authors,
// merged newest first, 6 shown.

// DashboardCounts are the admin dashboard's totals and pending work.
type DashboardCounts struct {
	Books, Authors, Events, Orders int
	PendingBooks, PendingImages    int
	PendingReviews                 int
	// PendingRevisions are authors' edits of approved books that wait.
	PendingRevisions int
}

// DashboardStore reads the admin dashboard.
type DashboardStore interface {
	DashboardCounts(ctx context.Context) (DashboardCounts, error)
	// RecentRecords returns the newest records of each kind, at most
	// limits[kind] of each, in no particular order.
	RecentRecords(ctx context.Context, limits map[RecordKind]int) ([]RecentRecord, error)
}

// RecordKind is a kind of record the dashboard's activity lists.
type RecordKind string

const (
	RecordBook   RecordKind = "book"
	RecordEvent  RecordKind = "event"
	RecordOrder  RecordKind = "order"
	RecordAuthor RecordKind = "author"
)

// RecentLimits is how many of each record the activity list reads: 3 books,
// 3 events, 3 orders, 2 authors.
var RecentLimits = map[RecordKind]int{RecordBook: 3, RecordEvent: 3, RecordOrder: 3, RecordAuthor: 2}

// ActivityLimit is how many activities the dashboard shows.
const ActivityLimit = 6

// RecentRecord is one new book, event, order or author.
type RecentRecord struct {
	Kind      RecordKind
	ID        string
	Title     string // a book's or event's title, an author's name
	Approved  bool   // a book or author approved, an event's status approved
	Amount    int64  // an order's total, kuruş
	CreatedAt time.Time
}

// RecentActivity merges the newest records into the dashboard's lines,
// newest first, at most ActivityLimit: an approved book or event is
// "approved", otherwise "added" or "created"; an order is "received" with
// its number and total; an author "registered".
func RecentActivity(records []RecentRecord) []ActivityItem {
	sorted := slices.Clone(records)
	slices.SortStableFunc(sorted, func(a, b RecentRecord) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(b.ID, a.ID)
	})
	items := make([]ActivityItem, 0, min(len(sorted), ActivityLimit))
	for _, r := range sorted[:min(len(sorted), ActivityLimit)] {
		item := ActivityItem{ID: string(r.Kind) + ":" + r.ID, Title: r.Title, EntityID: r.ID, At: r.CreatedAt}
		switch r.Kind {
		case RecordBook:
			item.Type = pick(r.Approved, ActivityBookApproved, ActivityBookAdded)
		case RecordEvent:
			item.Type = pick(r.Approved, ActivityEventApproved, ActivityEventCreated)
		case RecordOrder:
			amount := r.Amount
			item.Type, item.Title, item.Amount = ActivityOrderReceived, (&Order{ID: r.ID}).Number(), &amount
		case RecordAuthor:
			item.Type = ActivityAuthorRegistered
		}
		items = append(items, item)
	}
	return items
}

func pick(approved bool, yes, no ActivityType) ActivityType {
	if approved {
		return yes
	}
	return no
}

// ActivityType is one kind of recent activity on the admin dashboard.
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
	ID       string // kind:record id, unique in the list
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
