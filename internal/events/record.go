package events

import "bookstore/internal/bookstore"

// eventRecord is an event as the audit log keeps it (the same for both
// panels; the author dashboard's feed reads its title and status).
type eventRecord struct {
	Title    string `json:"title"`
	AuthorID string `json:"authorId"`
	Date     string `json:"eventDate"`
	Location string `json:"location"`
	ImageURL string `json:"imageUrl"`
	Status   string `json:"status"`
}

func recordOf(e *bookstore.EventSummary) *eventRecord {
	if e == nil {
		return nil
	}
	return &eventRecord{Title: e.Title, AuthorID: e.AuthorID, Date: e.Date.UTC().Format("2006-01-02T15:04:05Z"),
		Location: e.Location, ImageURL: e.ImageURL, Status: string(e.Status)}
}

// change is the effects of a change by a: its audit entry, written in the
// change's transaction.
func change(a bookstore.Actor, action bookstore.AuditAction, id string, before, after *bookstore.EventSummary) bookstore.Effects {
	e := bookstore.Change(a.UserID, action, "events", id, recordOf(before), recordOf(after))
	return bookstore.Effects{Audit: &e}
}
