package sqldb

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// DashboardStore reads the admin dashboard, on the shared connection.
type DashboardStore struct{ db *DB }

// NewDashboardStore returns the dashboard reads of db.
func NewDashboardStore(db *DB) *DashboardStore { return &DashboardStore{db} }

var _ bookstore.DashboardStore = (*DashboardStore)(nil)

// RecentRecords reads the newest books, events, orders and authors in one
// statement: each kind's newest, limited, then joined.
func (s *DashboardStore) RecentRecords(ctx context.Context, limits map[bookstore.RecordKind]int) ([]bookstore.RecentRecord, error) {
	var rows []struct {
		Kind      string    `bun:"kind"`
		ID        string    `bun:"id"`
		Title     string    `bun:"title"`
		Approved  bool      `bun:"approved"`
		Amount    int64     `bun:"amount"`
		CreatedAt time.Time `bun:"created_at"`
	}
	err := s.db.bun.NewRaw(`SELECT * FROM (SELECT 'book' AS kind, id, title, is_approved AS approved, 0 AS amount, created_at
			FROM books ORDER BY created_at DESC, id DESC LIMIT ?) AS b
		UNION ALL SELECT * FROM (SELECT 'event', id, title, status = 'approved', 0, created_at
			FROM events ORDER BY created_at DESC, id DESC LIMIT ?) AS e
		UNION ALL SELECT * FROM (SELECT 'order', id, '', false, total_amount, created_at
			FROM orders ORDER BY created_at DESC, id DESC LIMIT ?) AS o
		UNION ALL SELECT * FROM (SELECT 'author', id, name, is_approved, 0, created_at
			FROM authors ORDER BY created_at DESC, id DESC LIMIT ?) AS a`,
		limits[bookstore.RecordBook], limits[bookstore.RecordEvent], limits[bookstore.RecordOrder], limits[bookstore.RecordAuthor]).
		Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	records := make([]bookstore.RecentRecord, len(rows))
	for i, r := range rows {
		records[i] = bookstore.RecentRecord{Kind: bookstore.RecordKind(r.Kind), ID: r.ID, Title: r.Title, Approved: r.Approved,
			Amount: r.Amount, CreatedAt: r.CreatedAt.UTC()}
	}
	return records, nil
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
		PendingReview int `bun:"pending_reviews"`
		PendingRevs   int `bun:"pending_revisions"`
	}
	err := s.db.bun.NewRaw(`SELECT
		(SELECT count(*) FROM books) AS books, (SELECT count(*) FROM authors) AS authors,
		(SELECT count(*) FROM events) AS events, (SELECT count(*) FROM orders) AS orders,
		(SELECT count(*) FROM books WHERE is_approved = ?) AS pending_books,
		(SELECT count(*) FROM pending_images WHERE is_approved = ?) AS pending_images,
		(SELECT count(*) FROM reviews WHERE status = ?) AS pending_reviews,
		(SELECT count(*) FROM book_revisions) AS pending_revisions`, false, false, string(bookstore.ReviewPending)).Scan(ctx, &c)
	return bookstore.DashboardCounts{Books: c.Books, Authors: c.Authors, Events: c.Events, Orders: c.Orders,
		PendingBooks: c.PendingBooks, PendingImages: c.PendingImages, PendingReviews: c.PendingReview, PendingRevisions: c.PendingRevs}, translate(err)
}
