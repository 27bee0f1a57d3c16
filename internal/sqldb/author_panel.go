package sqldb

import (
	"context"

	"bookstore/internal/bookstore"
)

// The author panel's storage: every query is scoped to one author. The
// author's books are the book aggregate's (books.go).

// AuthorOfUser returns the author profile linked to a user.
func (s *AuthorPanelStore) AuthorOfUser(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	var r authorSummaryRow
	if err := selectAdminAuthors(s.db.bun).Where("au.user_id = ?", userID).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	sum := r.summary()
	return &sum, nil
}

// AuthorEvents pages through the author's events, latest date first.
func (s *AuthorPanelStore) AuthorEvents(ctx context.Context, authorID, search string, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	return listPage(ctx, whereFolded(selectAdminEvents(s.db.bun), "e.search_text", search).Where("e.author_id = ?", authorID).Order("e.event_date DESC", "e.id DESC"),
		whereFolded(s.db.bun.NewSelect().TableExpr("events AS e"), "e.search_text", search).Where("e.author_id = ?", authorID), p, (*eventSummaryRow).summary)
}

// AuthorEvent returns one of the author's events.
func (s *AuthorPanelStore) AuthorEvent(ctx context.Context, authorID, eventID string) (*bookstore.EventSummary, error) {
	e, err := adminEvent(ctx, s.db.bun, eventID)
	if err != nil {
		return nil, err
	}
	if e.AuthorID != authorID {
		return nil, bookstore.ErrNotFound
	}
	return e, nil
}

// SaveAuthorEvent writes the author's event; it waits for an admin.
func (s *AuthorPanelStore) SaveAuthorEvent(ctx context.Context, authorID string, e *bookstore.Event) (*bookstore.EventSummary, error) {
	if e.ID != "" {
		if _, err := s.AuthorEvent(ctx, authorID, e.ID); err != nil {
			return nil, err
		}
	}
	e.AuthorID, e.Status = authorID, bookstore.EventPending
	return NewEventStore(s.db).SaveEvent(ctx, e)
}

// AuthorCounts counts the author's books and events, all and approved.
func (s *AuthorPanelStore) AuthorCounts(ctx context.Context, authorID string) (bookstore.AuthorCounts, error) {
	var c struct {
		Books          int `bun:"books"`
		ApprovedBooks  int `bun:"approved_books"`
		Events         int `bun:"events"`
		ApprovedEvents int `bun:"approved_events"`
	}
	err := s.db.bun.NewRaw(`SELECT
		(SELECT count(*) FROM books WHERE author_id = ?) AS books,
		(SELECT count(*) FROM books WHERE author_id = ? AND is_approved = ?) AS approved_books,
		(SELECT count(*) FROM events WHERE author_id = ?) AS events,
		(SELECT count(*) FROM events WHERE author_id = ? AND status = ?) AS approved_events`,
		authorID, authorID, true, authorID, authorID, string(bookstore.EventApproved)).Scan(ctx, &c)
	return bookstore.AuthorCounts{Books: c.Books, ApprovedBooks: c.ApprovedBooks, Events: c.Events, ApprovedEvents: c.ApprovedEvents}, translate(err)
}

// AuthorActivity returns the newest audit entries about the author's books,
// events and profile.
func (s *AuthorPanelStore) AuthorActivity(ctx context.Context, authorID string, limit int) ([]bookstore.AuditEntry, error) {
	var rows []auditRow
	err := s.db.bun.NewSelect().Model(&rows).
		Where("(entity = 'books' AND entity_id IN (SELECT CAST(id AS TEXT) FROM books WHERE author_id = ?))", authorID).
		WhereOr("(entity = 'events' AND entity_id IN (SELECT CAST(id AS TEXT) FROM events WHERE author_id = ?))", authorID).
		WhereOr("(entity = 'authors' AND entity_id = ?)", authorID).
		Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return auditEntries(rows), nil
}

var _ bookstore.AuthorPanelStore = (*AuthorPanelStore)(nil)
