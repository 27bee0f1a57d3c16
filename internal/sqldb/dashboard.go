package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// DashboardStore reads the admin dashboard, on the shared connection.
type DashboardStore struct{ db *DB }

// NewDashboardStore returns the dashboard reads of db.
func NewDashboardStore(db *DB) *DashboardStore { return &DashboardStore{db} }

var _ bookstore.DashboardStore = (*DashboardStore)(nil)

// RecentActivity returns the newest entries with the given actions.
func (s *DashboardStore) RecentActivity(ctx context.Context, actions []bookstore.AuditAction, limit int) ([]bookstore.AuditEntry, error) {
	names := make([]string, len(actions))
	for i, a := range actions {
		names[i] = string(a)
	}
	var rows []auditRow
	if err := s.db.bun.NewSelect().Model(&rows).Where("action IN (?)", bun.List(names)).
		Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return auditEntries(rows), nil
}

// DashboardCounts counts what the admin dashboard shows, in one query.
func (s *DashboardStore) DashboardCounts(ctx context.Context) (bookstore.DashboardCounts, error) {
	var c struct {
		Books         int `bun:"books"`
		Authors       int `bun:"authors"`
		Events        int `bun:"events"`
		Orders        int `bun:"orders"`
		PendingBooks  int `bun:"pending_books"`
		PendingImages int `bun:"pending_images"`
	}
	err := s.db.bun.NewRaw(`SELECT
		(SELECT count(*) FROM books) AS books, (SELECT count(*) FROM authors) AS authors,
		(SELECT count(*) FROM events) AS events, (SELECT count(*) FROM orders) AS orders,
		(SELECT count(*) FROM books WHERE is_approved = ?) AS pending_books,
		(SELECT count(*) FROM pending_images WHERE is_approved = ?) AS pending_images`, false, false).Scan(ctx, &c)
	return bookstore.DashboardCounts{Books: c.Books, Authors: c.Authors, Events: c.Events, Orders: c.Orders,
		PendingBooks: c.PendingBooks, PendingImages: c.PendingImages}, translate(err)
}
