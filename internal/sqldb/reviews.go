package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// ReviewStore is the storage of reviews. A book's rating
// aggregate lives on its row (0014_reviews.sql) and only applyRating changes
// it, inside the transaction that publishes or removes a review; those
// transactions run through catalogTx, so the storefront's cached lists and
// details show the new rating at once.
type ReviewStore struct{ db *DB }

// NewReviewStore returns the review store on db's connection.
func NewReviewStore(db *DB) *ReviewStore { return &ReviewStore{db: db} }

var _ bookstore.ReviewStore = (*ReviewStore)(nil)

type reviewRow struct {
	bun.BaseModel `bun:"table:reviews"`
	ID            string    `bun:"id,pk"`
	BookID        string    `bun:"book_id"`
	UserID        string    `bun:"user_id"`
	Rating        int       `bun:"rating"`
	Title         string    `bun:"title"`
	Body          string    `bun:"body"`
	DisplayName   string    `bun:"display_name"`
	Verified      bool      `bun:"verified"`
	Status        string    `bun:"status"`
	Reason        string    `bun:"reason"`
	HelpfulCount  int       `bun:"helpful_count"`
	OpenReports   int       `bun:"open_reports"`
	SearchText    string    `bun:"search_text"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

// reviewListRow is a review with the names the panels show.
type reviewListRow struct {
	reviewRow
	BookTitle   string `bun:"book_title"`
	MemberName  string `bun:"member_name"`
	MemberEmail string `bun:"member_email"`
}

func (r *reviewRow) review() bookstore.Review {
	return bookstore.Review{ID: r.ID, BookID: r.BookID, UserID: r.UserID, Rating: r.Rating, Title: r.Title, Body: r.Body,
		DisplayName: r.DisplayName, Verified: r.Verified, Status: bookstore.ReviewStatus(r.Status), Reason: r.Reason,
		HelpfulCount: r.HelpfulCount, OpenReports: r.OpenReports, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
}

func (r *reviewListRow) review() bookstore.Review {
	v := r.reviewRow.review()
	v.BookTitle, v.MemberName, v.MemberEmail = r.BookTitle, r.MemberName, r.MemberEmail
	return v
}

// counted is the rating a review adds to its book's aggregate: its rating
// when published, else 0 (none).
func counted(status string, rating int) int {
	if bookstore.ReviewStatus(status) == bookstore.ReviewPublished {
		return rating
	}
	return 0
}

// applyRating moves a book's aggregate from a review counting old stars to
// counting new (0: not counted). The update is relative (column = column +
// delta), so concurrent publications of the book's reviews each add their
// own: on PostgreSQL the row lock orders them and each re-reads the row,
// on SQLite writers are serialized. rating_avg10 is recomputed from the
// same row in the same statement.
func applyRating(ctx context.Context, tx bun.Tx, bookID string, old, new int) error {
	if old == new {
		return nil
	}
	noteStock(ctx, bookID) // the same answers as a stock change: its lists and its own
	var dc, ds int
	var dist [6]int
	if old > 0 {
		dc, ds = dc-1, ds-old
		dist[old]--
	}
	if new > 0 {
		dc, ds = dc+1, ds+new
		dist[new]++
	}
	_, err := tx.NewRaw(`UPDATE books SET rating_count = rating_count + ?, rating_sum = rating_sum + ?,
		rating_1 = rating_1 + ?, rating_2 = rating_2 + ?, rating_3 = rating_3 + ?, rating_4 = rating_4 + ?, rating_5 = rating_5 + ?,
		rating_avg10 = CASE WHEN rating_count + ? > 0
			THEN ((rating_sum + ?) * 20 + (rating_count + ?)) / (2 * (rating_count + ?)) ELSE 0 END
		WHERE id = ?`, dc, ds, dist[1], dist[2], dist[3], dist[4], dist[5], dc, ds, dc, dc, bookID).Exec(ctx)
	return translate(err)
}

// lockReview reads a review for a change in tx (PostgreSQL: row-locked, so
// two moderations of one review are ordered and the second sees the first).
func (s *ReviewStore) lockReview(ctx context.Context, tx bun.Tx, where string, args ...any) (*reviewRow, error) {
	var row reviewRow
	q := tx.NewSelect().Model(&row).Where(where, args...)
	if s.db.dialect == Postgres {
		q = q.For("UPDATE")
	}
	if err := q.Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return &row, nil
}

// HasDelivered reports whether the user has an order line of the book in
// an order whose status lets them review it (bookstore.OrderStatus.LetsReview).
func (s *ReviewStore) HasDelivered(ctx context.Context, userID, bookID string) (bool, error) {
	n, err := s.db.bun.NewSelect().TableExpr("order_items AS oi").Join("JOIN orders AS o ON o.id = oi.order_id").
		Where("o.user_id = ? AND oi.book_id = ? AND o.status IN (?)", userID, bookID, bun.List(bookstore.ReviewingOrderStatuses())).Count(ctx)
	return n > 0, translate(err)
}

// ReviewOf returns the user's review of the book, or ErrNotFound.
func (s *ReviewStore) ReviewOf(ctx context.Context, userID, bookID string) (*bookstore.Review, error) {
	return s.one(ctx, "r.user_id = ? AND r.book_id = ?", userID, bookID)
}

// Review returns a review by id, or ErrNotFound.
func (s *ReviewStore) Review(ctx context.Context, id string) (*bookstore.Review, error) {
	return s.one(ctx, "r.id = ?", id)
}

func (s *ReviewStore) one(ctx context.Context, where string, args ...any) (*bookstore.Review, error) {
	var row reviewListRow
	if err := s.selectList(s.db.bun).Where(where, args...).Limit(1).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	r := row.review()
	return &r, nil
}

// selectList selects reviews with the book's title and the member's name and e-mail.
func (s *ReviewStore) selectList(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("reviews AS r").ColumnExpr("r.*").
		ColumnExpr("b.title AS book_title, p.full_name AS member_name, p.email AS member_email").
		Join("JOIN books AS b ON b.id = r.book_id").
		Join("JOIN profiles AS p ON p.id = r.user_id")
}

// SaveReview inserts a new review (r.ID empty) or replaces the user's review
// of the book, and moves the book's aggregate by what the change published
// or removed.
func (s *ReviewStore) SaveReview(ctx context.Context, r *bookstore.Review) (*bookstore.Review, error) {
	var saved *bookstore.Review
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var names struct {
			Title    string `bun:"title"`
			FullName string `bun:"full_name"`
			Email    string `bun:"email"`
		}
		if err := tx.NewRaw(`SELECT b.title, p.full_name, p.email FROM books b, profiles p WHERE b.id = ? AND p.id = ?`,
			r.BookID, r.UserID).Scan(ctx, &names); err != nil {
			return translate(err)
		}
		t := now()
		row := reviewRow{ID: r.ID, BookID: r.BookID, UserID: r.UserID, Rating: r.Rating, Title: r.Title, Body: r.Body,
			DisplayName: r.DisplayName, Verified: r.Verified, Status: string(r.Status),
			SearchText: searchText(names.Title, names.FullName, names.Email, r.DisplayName, r.Title, r.Body), CreatedAt: t, UpdatedAt: t}
		old := 0
		if r.ID == "" {
			row.ID = newID()
			if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
				return translate(err)
			}
		} else {
			prev, err := s.lockReview(ctx, tx, "id = ? AND user_id = ? AND book_id = ?", r.ID, r.UserID, r.BookID)
			if err != nil {
				return err
			}
			old = counted(prev.Status, prev.Rating)
			row.CreatedAt, row.HelpfulCount, row.OpenReports = prev.CreatedAt, prev.HelpfulCount, prev.OpenReports
			if _, err := tx.NewUpdate().Model(&row).ExcludeColumn("id", "created_at", "helpful_count", "open_reports").
				WherePK().Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if err := applyRating(ctx, tx, r.BookID, old, counted(row.Status, row.Rating)); err != nil {
			return err
		}
		var err error
		saved, err = s.oneTx(ctx, tx, row.ID)
		return err
	})
	return saved, err
}

func (s *ReviewStore) oneTx(ctx context.Context, tx bun.Tx, id string) (*bookstore.Review, error) {
	var row reviewListRow
	if err := s.selectList(tx).Where("r.id = ?", id).Limit(1).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	v := row.review()
	return &v, nil
}

// DeleteReview removes the user's review of the book (its votes and
// reports go with it) and its rating from the book's aggregate.
func (s *ReviewStore) DeleteReview(ctx context.Context, userID, bookID string) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		prev, err := s.lockReview(ctx, tx, "user_id = ? AND book_id = ?", userID, bookID)
		if err != nil {
			return err
		}
		for _, table := range []string{"review_votes", "review_reports"} {
			if _, err := tx.NewDelete().Table(table).Where("review_id = ?", prev.ID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if _, err := tx.NewDelete().Table("reviews").Where("id = ?", prev.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		return applyRating(ctx, tx, bookID, counted(prev.Status, prev.Rating), 0)
	})
}

// Moderate moves a review from one of m.From to m.To with its reason and
// effects, and the book's aggregate with it.
func (s *ReviewStore) Moderate(ctx context.Context, m bookstore.ReviewMove) (*bookstore.Review, error) {
	var saved *bookstore.Review
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		prev, err := s.lockReview(ctx, tx, "id = ?", m.ID)
		if err != nil {
			return err
		}
		allowed := false
		for _, f := range m.From {
			allowed = allowed || string(f) == prev.Status
		}
		if !allowed {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReviewStateChanged)
		}
		q := tx.NewUpdate().Table("reviews").Set("status = ?", string(m.To)).Set("reason = ?", m.Reason).
			Set("updated_at = ?", now()).Where("id = ?", m.ID)
		if m.ClearReports {
			q = q.Set("open_reports = 0")
		}
		if _, err := q.Exec(ctx); err != nil {
			return translate(err)
		}
		if err := applyRating(ctx, tx, prev.BookID, counted(prev.Status, prev.Rating), counted(string(m.To), prev.Rating)); err != nil {
			return err
		}
		if err := writeEffects(ctx, s.db, tx, m.Effects); err != nil {
			return err
		}
		saved, err = s.oneTx(ctx, tx, m.ID)
		return err
	})
	return saved, err
}

// Vote adds the user's helpful vote and returns the review's new count.
func (s *ReviewStore) Vote(ctx context.Context, reviewID, userID string) (int, error) {
	var n int
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewRaw("INSERT INTO review_votes (review_id, user_id, created_at) VALUES (?, ?, ?)",
			reviewID, userID, now()).Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := tx.NewRaw("UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = ?", reviewID).Exec(ctx); err != nil {
			return translate(err)
		}
		return translate(tx.NewSelect().Table("reviews").Column("helpful_count").Where("id = ?", reviewID).Scan(ctx, &n))
	})
	return n, err
}

// Report stores the user's report and counts it as open.
func (s *ReviewStore) Report(ctx context.Context, reviewID, userID, reason string) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewRaw("INSERT INTO review_reports (review_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)",
			reviewID, userID, reason, now()).Exec(ctx); err != nil {
			return translate(err)
		}
		_, err := tx.NewRaw("UPDATE reviews SET open_reports = open_reports + 1 WHERE id = ?", reviewID).Exec(ctx)
		return translate(err)
	})
}
