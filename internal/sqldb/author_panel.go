package sqldb

import (
	"context"

	"bookstore/internal/bookstore"
)

// The author panel's storage: every query is scoped to one author. The
// author's books, events and profile are their aggregates' (books.go,
// events.go, authors.go).

// AuthorOfUser returns the author profile linked to a user.
func (s *AuthorPanelStore) AuthorOfUser(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	var r authorSummaryRow
	if err := selectAdminAuthors(s.db.bun).Where("au.user_id = ?", userID).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	sum := r.summary()
	return &sum, nil
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
