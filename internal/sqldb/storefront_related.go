package sqldb

import (
	"context"

	"bookstore/internal/bookstore"
)

// The candidates of a book's related rows (bookstore.PickRelated chooses
// from them). Each list is one indexed query over visible books, priced with
// the sales running now like every other public list.

// relatedCandidates reads the three candidate lists of a visible book.
func (s *StorefrontStore) relatedCandidates(ctx context.Context, book *bookstore.BookSummary) (bookstore.RelatedCandidates, error) {
	var c bookstore.RelatedCandidates
	var err error
	if c.ByAuthor, err = s.publicBooksByAuthor(ctx, book.AuthorID, bookstore.RelatedCandidateLimit); err != nil {
		return c, err
	}
	if c.BoughtTogether, err = s.boughtTogether(ctx, book.ID, bookstore.RelatedCandidateLimit); err != nil {
		return c, err
	}
	if book.CategoryID != "" {
		var rows []bookSummaryRow
		err := s.selectBooks().Where("b.category_id = ?", book.CategoryID).
			OrderExpr("b.created_at DESC, b.id DESC").Limit(bookstore.RelatedCandidateLimit).Scan(ctx, &rows)
		if err != nil {
			return c, translate(err)
		}
		if c.SameCategory, err = withOffers(ctx, s.db, summaries(rows)); err != nil {
			return c, err
		}
	}
	return c, nil
}

// boughtTogether ranks the visible books that share sold, not cancelled
// orders with the book by the number of those orders (newest book first on
// a tie). The orders are found through order_items_book_idx, their other
// lines through order_items_order_idx, so the cost grows with the book's
// own orders, not with the table.
func (s *StorefrontStore) boughtTogether(ctx context.Context, bookID string, limit int) ([]bookstore.BookSummary, error) {
	pairs := s.db.bun.NewSelect().TableExpr("order_items AS oi").
		ColumnExpr("other.book_id, count(DISTINCT other.order_id) AS orders").
		Join("JOIN orders AS o ON o.id = oi.order_id").
		Join("JOIN order_items AS other ON other.order_id = oi.order_id").
		Where("oi.book_id = ?", bookID).
		Where("other.book_id <> ?", bookID).
		Where(soldOrder+" AND o.status <> ?", string(bookstore.OrderCancelled)).
		GroupExpr("other.book_id")
	var rows []bookSummaryRow
	err := s.selectBooks().Join("JOIN (?) AS together ON together.book_id = b.id", pairs).
		OrderExpr("together.orders DESC, b.created_at DESC, b.id DESC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	return withOffers(ctx, s.db, summaries(rows))
}
