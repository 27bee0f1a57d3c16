package sqldb_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// reviewFixture is a visible book, a second one, and n members who received
// the first (a delivered order line each).
type reviewFixture struct {
	book, other *bookstore.Book
	members     []string
}

func newReviewFixture(t *testing.T, db *sqldb.DB, n int) *reviewFixture {
	t.Helper()
	ctx := context.Background()
	a := &bookstore.Author{Name: "Sabahattin Ali", Approved: true}
	if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, a); err != nil {
		t.Fatal(err)
	}
	f := &reviewFixture{book: &bookstore.Book{Title: "Kürk Mantolu Madonna", Price: 5000, Stock: 10, AuthorID: a.ID, Approved: true},
		other: &bookstore.Book{Title: "İçimizdeki Şeytan", Price: 4000, Stock: 10, AuthorID: a.ID, Approved: true}}
	if err := sqldb.NewCatalogWriter(db).CreateBooks(ctx, []*bookstore.Book{f.book, f.other}); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: fmt.Sprintf("okur%d@example.com", i), FullName: "Zeynep Çelik",
			Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		deliver(t, db, u.ID, f.book.ID, bookstore.OrderDelivered)
		f.members = append(f.members, u.ID)
	}
	return f
}

// deliver stores an order of one copy of the book in the given status.
func deliver(t *testing.T, db *sqldb.DB, userID, bookID string, status bookstore.OrderStatus) {
	t.Helper()
	ctx, now := context.Background(), time.Now().UTC()
	oid := uuid.Must(uuid.NewV7()).String()
	if _, err := db.Bun().NewRaw(`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
		shipping_address, created_at, updated_at) VALUES (?, ?, ?, 5000, 0, 5000, 'Kadıköy', ?, ?)`, oid, userID, string(status), now, now).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Bun().NewRaw(`INSERT INTO order_items (id, order_id, book_id, title, quantity, price, list_price, paid_amount, created_at)
		VALUES (?, ?, ?, 'x', 1, 5000, 5000, 5000, ?)`, uuid.Must(uuid.NewV7()).String(), oid, bookID, now).Exec(ctx); err != nil {
		t.Fatal(err)
	}
}

func ratingOf(t *testing.T, db *sqldb.DB, bookID string) bookstore.RatingSummary {
	t.Helper()
	b, err := sqldb.NewStorefrontStore(db).PublicBook(context.Background(), bookID)
	if err != nil {
		t.Fatal(err)
	}
	return b.Rating
}

// recount is the aggregate computed from the reviews themselves.
func recount(t *testing.T, db *sqldb.DB, bookID string) bookstore.RatingSummary {
	t.Helper()
	var ratings []int
	if err := db.Bun().NewRaw("SELECT rating FROM reviews WHERE book_id = ? AND status = ?", bookID, "published").
		Scan(context.Background(), &ratings); err != nil {
		t.Fatal(err)
	}
	var r bookstore.RatingSummary
	for _, v := range ratings {
		r.Count, r.Sum = r.Count+1, r.Sum+v
		r.Distribution[v-1]++
	}
	return r
}

func TestReviewAggregatesUnderConcurrentPublication(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		db.SetCatalogCacheTTL(time.Minute) // publication must reset the cache, not wait for it
		ctx := context.Background()
		const n = 20
		f := newReviewFixture(t, db, n)
		s := sqldb.NewReviewStore(db)
		if r := ratingOf(t, db, f.book.ID); r.Count != 0 {
			t.Fatalf("before any review: %+v", r)
		}
		ids := make([]string, n)
		for i, uid := range f.members {
			r, err := s.SaveReview(ctx, &bookstore.Review{BookID: f.book.ID, UserID: uid, Rating: i%5 + 1, DisplayName: "Zeynep Ç.",
				Verified: true, Status: bookstore.ReviewPending})
			if err != nil {
				t.Fatal(err)
			}
			ids[i] = r.ID
		}
		if r := ratingOf(t, db, f.book.ID); r.Count != 0 {
			t.Fatalf("pending reviews counted: %+v", r)
		}
		run := func(fn func(i int) error) {
			var wg sync.WaitGroup
			errs := make([]error, n)
			for i := range n {
				wg.Go(func() { errs[i] = fn(i) })
			}
			wg.Wait()
			if err := errors.Join(errs...); err != nil {
				t.Fatal(err)
			}
		}
		approve := func(id string) bookstore.ReviewMove {
			return bookstore.ReviewMove{ID: id, To: bookstore.ReviewPublished,
				From: []bookstore.ReviewStatus{bookstore.ReviewPending, bookstore.ReviewHidden}, ClearReports: true}
		}
		// Every review approved at once, each twice (two admins): each counts once.
		run(func(i int) error {
			_, err := s.Moderate(ctx, approve(ids[i]))
			_, err2 := s.Moderate(ctx, approve(ids[i]))
			if bookstore.ErrorCode(err2) != bookstore.CodeConflict {
				return fmt.Errorf("second approval: %w", err2)
			}
			return err
		})
		want := bookstore.RatingSummary{Count: n, Sum: 60, Distribution: [5]int{4, 4, 4, 4, 4}}
		if got := ratingOf(t, db, f.book.ID); got != want || got.Average10() != 30 {
			t.Fatalf("after concurrent approvals: %+v, want %+v", got, want)
		}
		// Concurrent removals and edits: half hidden, a quarter deleted, the rest re-rated 5 (published at once).
		run(func(i int) error {
			switch {
			case i%2 == 0:
				_, err := s.Moderate(ctx, bookstore.ReviewMove{ID: ids[i], To: bookstore.ReviewHidden,
					From: []bookstore.ReviewStatus{bookstore.ReviewPublished}, Reason: "kural dışı"})
				return err
			case i%4 == 1:
				return s.DeleteReview(ctx, f.members[i], f.book.ID)
			default:
				_, err := s.SaveReview(ctx, &bookstore.Review{ID: ids[i], BookID: f.book.ID, UserID: f.members[i], Rating: 5,
					DisplayName: "Z.", Status: bookstore.ReviewPublished})
				return err
			}
		})
		got, fromRows := ratingOf(t, db, f.book.ID), recount(t, db, f.book.ID)
		if got != fromRows || got.Count != 5 || got.Sum != 25 || got.Average10() != 50 {
			t.Fatalf("after concurrent changes: stored %+v, from rows %+v", got, fromRows)
		}
		if r := ratingOf(t, db, f.other.ID); r.Count != 0 {
			t.Fatalf("another book's rating moved: %+v", r)
		}
	})
}

func TestReviewStoreRules(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newReviewFixture(t, db, 3)
		s := sqldb.NewReviewStore(db)
		a, b, c := f.members[0], f.members[1], f.members[2]

		// Who bought what: only a delivered line counts.
		deliver(t, db, a, f.other.ID, bookstore.OrderShipped)
		for _, tc := range []struct {
			user, book string
			want       bool
		}{{a, f.book.ID, true}, {a, f.other.ID, false}, {b, f.other.ID, false}} {
			if got, err := s.HasDelivered(ctx, tc.user, tc.book); err != nil || got != tc.want {
				t.Errorf("HasDelivered(%s, %s) = %v, %v", tc.user, tc.book, got, err)
			}
		}

		ra, err := s.SaveReview(ctx, &bookstore.Review{BookID: f.book.ID, UserID: a, Rating: 4, Title: "Güzel",
			Body: "<script>alert(1)</script> düz metin", DisplayName: "Zeynep Ç.", Verified: true, Status: bookstore.ReviewPublished})
		if err != nil {
			t.Fatal(err)
		}
		if ra.Body != "<script>alert(1)</script> düz metin" || ra.BookTitle != f.book.Title || ra.MemberEmail != "okur0@example.com" {
			t.Fatalf("stored as given: %+v", ra)
		}
		if _, err := s.SaveReview(ctx, &bookstore.Review{BookID: f.book.ID, UserID: a, Rating: 1, DisplayName: "x",
			Status: bookstore.ReviewPublished}); !errors.Is(err, bookstore.ErrDuplicate) {
			t.Fatalf("second review of a book: %v", err)
		}
		// Someone else's review cannot be replaced through its id.
		if _, err := s.SaveReview(ctx, &bookstore.Review{ID: ra.ID, BookID: f.book.ID, UserID: b, Rating: 1, DisplayName: "x",
			Status: bookstore.ReviewPublished}); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("edit of another's review: %v", err)
		}
		if r := ratingOf(t, db, f.book.ID); r.Count != 1 || r.Sum != 4 {
			t.Fatalf("refused writes changed the rating: %+v", r)
		}

		// Votes and reports: once per member.
		if n, err := s.Vote(ctx, ra.ID, b); err != nil || n != 1 {
			t.Fatalf("vote: %d %v", n, err)
		}
		if _, err := s.Vote(ctx, ra.ID, b); !errors.Is(err, bookstore.ErrDuplicate) {
			t.Fatalf("second vote: %v", err)
		}
		if err := s.Report(ctx, ra.ID, c, "reklam içeriyor"); err != nil {
			t.Fatal(err)
		}
		if err := s.Report(ctx, ra.ID, c, "yine"); !errors.Is(err, bookstore.ErrDuplicate) {
			t.Fatalf("second report: %v", err)
		}

		// The queue: reported first, then pending; search by book, member, text (folded).
		if _, err := s.SaveReview(ctx, &bookstore.Review{BookID: f.book.ID, UserID: b, Rating: 2, Body: "Beklediğim gibi çıkmadı",
			DisplayName: "Okur", Status: bookstore.ReviewPending}); err != nil {
			t.Fatal(err)
		}
		q, total, err := s.AdminReviews(ctx, bookstore.AdminReviewFilter{})
		if err != nil || total != 2 || q[0].ID != ra.ID || q[0].OpenReports != 1 || q[0].HelpfulCount != 1 {
			t.Fatalf("queue: %d %+v %v", total, q, err)
		}
		for query, want := range map[string]int{"kurk mantolu": 2, "okur1@example": 1, "BEKLEDIGIM": 1, "script": 1, "yok böyle": 0} {
			if _, n, err := s.AdminReviews(ctx, bookstore.AdminReviewFilter{Query: query}); err != nil || n != want {
				t.Errorf("search %q: %d %v, want %d", query, n, err, want)
			}
		}
		if _, n, _ := s.AdminReviews(ctx, bookstore.AdminReviewFilter{Status: bookstore.ReviewPending}); n != 1 {
			t.Errorf("pending filter: %d", n)
		}

		// A moderation from the wrong state changes nothing and writes no effects.
		audit := bookstore.Change("", bookstore.ActionReviewRejected, "reviews", ra.ID, nil, nil)
		if _, err := s.Moderate(ctx, bookstore.ReviewMove{ID: ra.ID, To: bookstore.ReviewRejected,
			From: []bookstore.ReviewStatus{bookstore.ReviewPending}, Effects: bookstore.Effects{Audit: &audit}}); bookstore.ErrorCode(err) != bookstore.CodeConflict {
			t.Fatalf("reject a published review: %v", err)
		}
		if n, _ := db.Bun().NewSelect().Table("audit_log").Where("action = ?", "review.rejected").Count(ctx); n != 0 {
			t.Fatalf("refused moderation audited: %d", n)
		}
		hidden, err := s.Moderate(ctx, bookstore.ReviewMove{ID: ra.ID, To: bookstore.ReviewHidden, Reason: "reklam",
			From: []bookstore.ReviewStatus{bookstore.ReviewPublished}, ClearReports: true, Effects: bookstore.Effects{Audit: &audit}})
		if err != nil || hidden.Status != bookstore.ReviewHidden || hidden.OpenReports != 0 || hidden.Reason != "reklam" {
			t.Fatalf("hide: %+v %v", hidden, err)
		}
		if r := ratingOf(t, db, f.book.ID); r.Count != 0 {
			t.Fatalf("hidden review still counted: %+v", r)
		}
		if list, n, _ := s.PublicReviews(ctx, bookstore.ReviewFilter{BookID: f.book.ID}); n != 0 || len(list) != 0 {
			t.Fatalf("hidden or pending review public: %+v", list)
		}
	})
}

func TestRatingSortAndFilter(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newReviewFixture(t, db, 2)
		s := sqldb.NewReviewStore(db)
		// Kürk Mantolu Madonna: 5 and 4 → 4,5; İçimizdeki Şeytan: 3 → below the filter.
		deliver(t, db, f.members[0], f.other.ID, bookstore.OrderDelivered)
		for _, r := range []bookstore.Review{
			{BookID: f.book.ID, UserID: f.members[0], Rating: 5}, {BookID: f.book.ID, UserID: f.members[1], Rating: 4},
			{BookID: f.other.ID, UserID: f.members[0], Rating: 3},
		} {
			r.DisplayName, r.Status = "Okur", bookstore.ReviewPublished
			if _, err := s.SaveReview(ctx, &r); err != nil {
				t.Fatal(err)
			}
		}
		list, total, err := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{Sort: bookstore.SortRating})
		if err != nil || total != 2 || list[0].ID != f.book.ID || list[0].Rating.Average() != 4.5 || list[1].Rating.Average10() != 30 {
			t.Fatalf("by rating: %d %+v %v", total, list, err)
		}
		list, total, err = sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{MinRating: 4, Query: "KURK"})
		if err != nil || total != 1 || list[0].ID != f.book.ID || list[0].Rating.Count != 2 {
			t.Fatalf("4 stars and above, searched: %d %+v %v", total, list, err)
		}
		if _, total, _ := sqldb.NewStorefrontStore(db).PublicBooks(ctx, bookstore.BookFilter{MinRating: 4, Query: "şeytan"}); total != 0 {
			t.Fatalf("a 3-star book passed the filter: %d", total)
		}
	})
}

// TestDeletedMemberReviews: a closed account's reviews stay (the ratings
// count them) under 'Silinmiş üye', and the member's export lists them
// before the deletion.
func TestDeletedMemberReviews(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := newReviewFixture(t, db, 1)
		s := sqldb.NewReviewStore(db)
		uid := f.members[0]
		if _, err := s.SaveReview(ctx, &bookstore.Review{BookID: f.book.ID, UserID: uid, Rating: 4, DisplayName: "Zeynep Ç.",
			Body: "Çok etkileyici bir roman.", Status: bookstore.ReviewPublished, Verified: true}); err != nil {
			t.Fatal(err)
		}
		mine, err := s.ReviewsOfMember(ctx, uid)
		if err != nil || len(mine) != 1 || mine[0].BookTitle != f.book.Title || mine[0].Body != "Çok etkileyici bir roman." {
			t.Fatalf("export: %+v %v", mine, err)
		}
		if err := sqldb.NewPrivacyStore(db).DeleteAccount(ctx, uid, nil); err != nil {
			t.Fatal(err)
		}
		mine, err = s.ReviewsOfMember(ctx, uid)
		if err != nil || len(mine) != 1 || mine[0].DisplayName != bookstore.DeletedMemberName {
			t.Fatalf("after deletion: %+v %v", mine, err)
		}
		if r := ratingOf(t, db, f.book.ID); r.Count != 1 {
			t.Fatalf("rating after deletion: %+v", r)
		}
	})
}
