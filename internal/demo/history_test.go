package demo_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/demo"
	"bookstore/internal/royalties"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

// TestSeedHistory: a freshly seeded shop has content on the pages that
// read history: a book page shows members' ratings, the reports have
// revenue in past months, and the demo author has an issued statement.
func TestSeedHistory(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		users := auth.New(auth.Stores{Users: sqldb.NewUserStore(db), Sessions: sqldb.NewSessionStore(db),
			Attempts: sqldb.NewLoginAttemptStore(db), Audit: sqldb.NewAuditStore(db)}, auth.DefaultConfig(),
			slog.New(slog.NewTextHandler(io.Discard, nil)))
		rs := &royalties.Service{Store: sqldb.NewRoyaltyStore(db)}
		now := time.Now()
		s := demo.Seeder{Catalog: sqldb.NewCatalogWriter(db), Users: users, Blobs: blob.Disk{Dir: t.TempDir()},
			Now: now, Location: bookstore.ShopLocation(),
			History: &demo.HistoryStores{Cart: sqldb.NewCartStore(db), Orders: sqldb.NewOrderStore(db),
				Checkout: sqldb.NewCheckoutStore(db), Reviews: sqldb.NewReviewStore(db), Royalties: rs}}
		if _, err := s.Seed(ctx, "Demo-Kitap-2026!"); err != nil {
			t.Fatal(err)
		}

		store := sqldb.NewStorefrontStore(db)
		top, _, err := store.PublicBooks(ctx, bookstore.BookFilter{Sort: bookstore.SortRating, PageRequest: bookstore.PageRequest{Page: 1, Size: 1}})
		if err != nil || len(top) == 0 {
			t.Fatalf("books by rating: %v %v", top, err)
		}
		book, err := store.PublicBook(ctx, top[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if book.Rating.Count < 4 || book.Rating.Sum == 0 {
			t.Errorf("top rated book %q rating = %+v, want several published ratings", book.Title, book.Rating)
		}

		loc := bookstore.ShopLocation()
		month := time.Date(now.In(loc).Year(), now.In(loc).Month(), 1, 0, 0, 0, 0, loc)
		pastMonths := 0
		for i := 1; i <= 4; i++ {
			from := month.AddDate(0, -i, 0)
			days, err := sqldb.NewReportStore(db).SalesByDay(ctx, from, from.AddDate(0, 1, 0), loc)
			if err != nil {
				t.Fatal(err)
			}
			var charged int64
			for _, d := range days {
				charged += d.Charged
			}
			if charged > 0 {
				pastMonths++
			}
		}
		if pastMonths < 4 {
			t.Errorf("past months with revenue = %d, want 4 of the last 4", pastMonths)
		}

		var authorID string
		if err := db.Bun().NewRaw("SELECT id FROM authors WHERE user_id IS NOT NULL").Scan(ctx, &authorID); err != nil {
			t.Fatal(err)
		}
		sts, err := rs.Statements(ctx, authorID)
		if err != nil {
			t.Fatal(err)
		}
		if len(sts) != 1 || sts[0].Royalty <= 0 {
			t.Fatalf("author statements = %+v, want one issued with royalty", sts)
		}
		st, err := rs.Statement(ctx, sts[0].ID)
		if err != nil || len(st.Lines) == 0 {
			t.Errorf("statement lines = %+v (%v), want the sold books", st, err)
		}
	})
}
