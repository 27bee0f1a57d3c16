package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Review lists: a book's published reviews (storefront), the moderation
// queue (admin) and the author's view of their books' reviews.

var reviewOrders = map[bookstore.ReviewSort]string{
	bookstore.ReviewsNewest:  "r.created_at DESC, r.id DESC",
	bookstore.ReviewsHelpful: "r.helpful_count DESC, r.created_at DESC, r.id DESC",
}

// PublicReviews pages through a book's published reviews.
func (s *ReviewStore) PublicReviews(ctx context.Context, f bookstore.ReviewFilter) ([]bookstore.Review, int, error) {
	order, ok := reviewOrders[f.Sort]
	if !ok {
		order = reviewOrders[bookstore.ReviewsNewest]
	}
	where := func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.book_id = ? AND r.status = ?", f.BookID, string(bookstore.ReviewPublished))
	}
	q := where(s.db.bun.NewSelect().TableExpr("reviews AS r").ColumnExpr("r.*")).OrderExpr(order)
	return listPage(ctx, q, where(s.db.bun.NewSelect().TableExpr("reviews AS r")), f.PageRequest, (*reviewRow).review)
}

// AdminReviews is the moderation queue: reviews with open reports first,
// then pending ones, then the newest; filtered by status and by words of
// the book's title, the member's name or e-mail, or the review.
func (s *ReviewStore) AdminReviews(ctx context.Context, f bookstore.AdminReviewFilter) ([]bookstore.Review, int, error) {
	where := func(q *bun.SelectQuery) *bun.SelectQuery {
		if f.Status != "" {
			q = q.Where("r.status = ?", string(f.Status))
		}
		return whereFolded(q, "r.search_text", f.Query)
	}
	q := where(s.selectList(s.db.bun)).
		OrderExpr("CASE WHEN r.open_reports > 0 THEN 0 ELSE 1 END, CASE WHEN r.status = ? THEN 0 ELSE 1 END, r.created_at DESC, r.id DESC",
			string(bookstore.ReviewPending))
	return listPage(ctx, q, where(s.db.bun.NewSelect().TableExpr("reviews AS r")), f.PageRequest, (*reviewListRow).review)
}

// AuthorReviews lists the newest published reviews of the author's books.
func (s *ReviewStore) AuthorReviews(ctx context.Context, authorID string, limit int) ([]bookstore.Review, error) {
	var rows []reviewListRow
	err := s.db.bun.NewSelect().TableExpr("reviews AS r").ColumnExpr("r.*, b.title AS book_title").
		Join("JOIN books AS b ON b.id = r.book_id").
		Where("b.author_id = ? AND r.status = ?", authorID, string(bookstore.ReviewPublished)).
		OrderExpr("r.created_at DESC, r.id DESC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Review, len(rows))
	for i := range rows {
		out[i] = rows[i].review()
		out[i].MemberName, out[i].MemberEmail = "", "" // an author sees only the display name
	}
	return out, nil
}

// AuthorBookRatings lists the author's books with their rating aggregate, by title.
func (s *ReviewStore) AuthorBookRatings(ctx context.Context, authorID string) ([]bookstore.BookRating, error) {
	var rows []struct {
		ID    string `bun:"id"`
		Title string `bun:"title"`
		ratingColumns
	}
	err := s.db.bun.NewSelect().TableExpr("books AS b").
		ColumnExpr("b.id, b.title, b.rating_count, b.rating_sum, b.rating_1, b.rating_2, b.rating_3, b.rating_4, b.rating_5").
		Where("b.author_id = ?", authorID).OrderExpr("b.sort_key ASC, b.id ASC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.BookRating, len(rows))
	for i, r := range rows {
		out[i] = bookstore.BookRating{BookID: r.ID, Title: r.Title, Rating: r.summary()}
	}
	return out, nil
}

// ReviewsOfMember lists every review a member wrote, newest first, with the
// book's title (the member's data export).
func (s *ReviewStore) ReviewsOfMember(ctx context.Context, userID string) ([]bookstore.Review, error) {
	var rows []reviewListRow
	if err := s.selectList(s.db.bun).Where("r.user_id = ?", userID).OrderExpr("r.created_at DESC, r.id DESC").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Review, len(rows))
	for i := range rows {
		out[i] = rows[i].review()
	}
	return out, nil
}
