package sqldb

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Public reads of events, content pages and the sitemap (the books' are in
// storefront.go, the authors' in storefront_authors.go), with the same
// visibility rules.

type eventSummaryRow struct {
	eventRow
	AuthorName string `bun:"author_name"`
}

func (r *eventSummaryRow) summary() bookstore.EventSummary {
	return bookstore.EventSummary{Event: bookstore.Event{ID: r.ID, Title: r.Title, Description: r.Description,
		Date: r.EventDate.UTC(), Location: r.Location, ImageURL: r.ImageURL, Status: bookstore.EventStatus(r.Status),
		AuthorID: r.AuthorID, CreatedAt: r.CreatedAt.UTC()}, AuthorName: r.AuthorName}
}

// selectEvents reads the public events: bookstore.EventPublic in SQL
// (approved, by an approved author); publicEvents adds EventShownWhen's
// boundary. TestPublicEventsFollowEventVisible keeps the two the same on
// both databases.
func (s *StorefrontStore) selectEvents() *bun.SelectQuery {
	return s.db.bun.NewSelect().TableExpr("events AS e").
		ColumnExpr("e.id, e.title, e.description, e.event_date, e.location, e.image_url, e.status, e.author_id, e.created_at").
		ColumnExpr("a.name AS author_name").
		Join("JOIN authors AS a ON a.id = e.author_id AND a.is_approved = ?", true).
		Where("e.status = ?", string(bookstore.EventApproved))
}

// publicEvents lists approved events: upcoming soonest first, past most
// recent first, all by date.
func (s *StorefrontStore) publicEvents(ctx context.Context, f bookstore.EventFilter) ([]bookstore.EventSummary, int, error) {
	p := f.PageRequest.Normalize()
	q := s.selectEvents()
	now := utc(f.Now)
	switch f.When {
	case bookstore.EventsPast:
		q = q.Where("e.event_date <= ?", now).OrderExpr("e.event_date DESC, e.id DESC")
	case bookstore.EventsAll:
		q = q.OrderExpr("e.event_date ASC, e.id ASC")
	default:
		q = q.Where("e.event_date > ?", now).OrderExpr("e.event_date ASC, e.id ASC")
	}
	if f.AuthorID != "" {
		q = q.Where("e.author_id = ?", f.AuthorID)
	}
	if tokens := bookstore.SearchTokens(f.Query); len(tokens) > 0 {
		q = s.whereSearch(q, "events", "e", tokens)
	}
	var rows []eventSummaryRow
	if err := q.Limit(int64(p.Size)).Offset(int64(p.Offset())).Scan(ctx, &rows); err != nil {
		return nil, 0, translate(err)
	}
	total, err := q.Count(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	out := make([]bookstore.EventSummary, len(rows))
	for i := range rows {
		out[i] = rows[i].summary()
	}
	return out, int(total), nil
}

// publicEvent returns an approved event of an approved author, or ErrNotFound.
func (s *StorefrontStore) publicEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	var row eventSummaryRow
	if err := s.selectEvents().Where("e.id = ?", id).Limit(1).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	ev := row.summary()
	return &ev, nil
}

// publishedPage returns a published content page, or ErrNotFound.
func (s *StorefrontStore) publishedPage(ctx context.Context, key string) (*bookstore.PageContent, error) {
	var row pageRow
	if err := s.db.bun.NewSelect().Model(&row).Where("page_key = ? AND is_published = ?", key, true).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return &bookstore.PageContent{ID: row.ID, Key: row.PageKey, Title: row.Title, Content: row.Content,
		Meta: row.MetaData, Published: row.IsPublished, UpdatedAt: row.UpdatedAt.UTC()}, nil
}

// Sitemap lists every public book, author and event.
func (s *StorefrontStore) Sitemap(ctx context.Context) ([]bookstore.SitemapEntry, error) {
	var rows []struct {
		Kind      string    `bun:"kind"`
		ID        string    `bun:"id"`
		UpdatedAt time.Time `bun:"updated_at"`
	}
	err := s.db.bun.NewRaw(`
		SELECT 'book' AS kind, id, updated_at FROM books WHERE is_visible = ?
		UNION ALL SELECT 'author', id, updated_at FROM authors WHERE is_approved = ?
		UNION ALL SELECT 'event', e.id, e.updated_at FROM events e JOIN authors a ON a.id = e.author_id
			WHERE e.status = ? AND a.is_approved = ?`, true, true, string(bookstore.EventApproved), true).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.SitemapEntry, len(rows))
	for i, r := range rows {
		out[i] = bookstore.SitemapEntry{Kind: r.Kind, ID: r.ID, UpdatedAt: r.UpdatedAt.UTC()}
	}
	return out, nil
}

// sortByKey orders items by the Turkish sort key of their name.
func sortByKey[T any](items []T, name func(T) string) {
	slices.SortStableFunc(items, func(a, b T) int {
		return strings.Compare(bookstore.SortKey(name(a)), bookstore.SortKey(name(b)))
	})
}

var _ bookstore.Storefront = (*StorefrontStore)(nil)
