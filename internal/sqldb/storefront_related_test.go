package sqldb_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// placeOrder stores an order of one copy of each book, in the given status,
// paid (with a payment id) or not.
func placeOrder(t *testing.T, db *sqldb.DB, userID string, status bookstore.OrderStatus, paid bool, bookIDs ...string) {
	t.Helper()
	ctx, now := context.Background(), time.Now().UTC()
	oid := uuid.Must(uuid.NewV7()).String()
	var payment *string
	if paid {
		p := "pay-" + oid
		payment = &p
	}
	if _, err := db.Bun().NewRaw(`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
		shipping_address, payment_id, created_at, updated_at) VALUES (?, ?, ?, 5000, 0, 5000, 'Kadıköy', ?, ?, ?)`,
		oid, userID, string(status), payment, now, now).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	for _, id := range bookIDs {
		if _, err := db.Bun().NewRaw(`INSERT INTO order_items (id, order_id, book_id, title, quantity, price, created_at)
			VALUES (?, ?, ?, 'x', 1, 5000, ?)`, uuid.Must(uuid.NewV7()).String(), oid, id, now).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
}

func relatedOf(t *testing.T, db *sqldb.DB, bookID string) bookstore.RelatedBooks {
	t.Helper()
	ctx := context.Background()
	store := sqldb.NewStorefrontStore(db)
	b, err := store.PublicBook(ctx, bookID)
	if err != nil {
		t.Fatal(err)
	}
	c, err := store.RelatedCandidates(ctx, &b.BookSummary)
	if err != nil {
		t.Fatal(err)
	}
	return bookstore.PickRelated(bookID, c)
}

// The related rows of a book: the author's other visible books newest
// first; books of sold, not cancelled orders ranked by their distinct
// orders, then the newest of the category; nothing hidden, nothing twice.
func TestRelatedBooks(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		w := sqldb.NewCatalogWriter(db)
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		roman, siir := bookstore.Category{Name: "Roman"}, bookstore.Category{Name: "Şiir"}
		must(w.CreateCategory(ctx, &roman))
		must(w.CreateCategory(ctx, &siir))
		sabahattin := bookstore.Author{Name: "Sabahattin Ali", Approved: true}
		orhan := bookstore.Author{Name: "Orhan Çelik", Approved: true}
		hidden := bookstore.Author{Name: "Gizli Yazar"}
		must(w.CreateAuthor(ctx, &sabahattin))
		must(w.CreateAuthor(ctx, &orhan))
		must(w.CreateAuthor(ctx, &hidden))
		t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		ids := map[string]string{}
		byID := map[string]string{}
		add := func(key string, a bookstore.Author, cat bookstore.Category, approved bool, age int) {
			b := &bookstore.Book{Title: key, AuthorID: a.ID, CategoryID: cat.ID, Price: 5000, Stock: 3, Approved: approved,
				CreatedAt: t0.Add(time.Duration(age) * time.Hour)}
			must(w.CreateBook(ctx, b))
			ids[key], byID[b.ID] = b.ID, key
		}
		add("madonna", sabahattin, roman, true, 1)
		add("kuyucakli", sabahattin, roman, true, 2)
		add("icimizdeki", sabahattin, siir, true, 3)
		add("taslak", sabahattin, roman, false, 4) // not approved
		add("siir1", orhan, siir, true, 5)
		add("siir2", orhan, siir, true, 6)
		add("siir3", orhan, siir, true, 7)
		add("iptal", orhan, siir, true, 8)    // only in cancelled orders
		add("bekleyen", orhan, siir, true, 9) // only in unpaid pending orders
		add("gizli", hidden, roman, true, 10) // author not approved
		add("roman1", orhan, roman, true, 11)
		add("roman2", orhan, roman, true, 12)
		add("kategorisiz", orhan, bookstore.Category{}, true, 13)
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "okur@example.com", FullName: "Zeynep Çelik",
			Role: bookstore.RoleUser, PasswordHash: "x"})
		must(err)
		order := func(status bookstore.OrderStatus, paid bool, keys ...string) {
			var bs []string
			for _, k := range keys {
				bs = append(bs, ids[k])
			}
			placeOrder(t, db, u.ID, status, paid, bs...)
		}
		for range 3 {
			order(bookstore.OrderDelivered, true, "madonna", "siir2")
			order(bookstore.OrderDelivered, true, "madonna", "kuyucakli", "gizli", "taslak")
		}
		order(bookstore.OrderShipped, false, "madonna", "siir1") // confirmed as paid another way
		order(bookstore.OrderConfirmed, true, "madonna", "siir1")
		order(bookstore.OrderPending, true, "madonna", "siir3") // paid, not yet moved
		for range 4 {
			order(bookstore.OrderCancelled, true, "madonna", "iptal")
			order(bookstore.OrderPending, false, "madonna", "bekleyen")
			order(bookstore.OrderDelivered, true, "siir3", "roman1") // without madonna
		}
		names := func(items []bookstore.BookSummary) []string {
			out := []string{}
			for _, b := range items {
				out = append(out, byID[b.ID])
			}
			return out
		}

		got := relatedOf(t, db, ids["madonna"])
		if want := []string{"icimizdeki", "kuyucakli"}; !slices.Equal(names(got.ByAuthor), want) {
			t.Errorf("author's row %v, want %v", names(got.ByAuthor), want)
		}
		// siir2 in 3 orders, siir1 in 2, siir3 in 1; kuyucakli (3) is in the
		// author's row; then Roman newest first, without madonna, the
		// author's books, the hidden author's and the unapproved one.
		if want := []string{"siir2", "siir1", "siir3", "roman2", "roman1"}; !slices.Equal(names(got.Similar), want) {
			t.Errorf("similar row %v, want %v", names(got.Similar), want)
		}

		// A book without a category is filled by its orders alone.
		got = relatedOf(t, db, ids["kategorisiz"])
		if len(got.Similar) != 0 || len(got.ByAuthor) != 6 {
			t.Errorf("book without category or orders: author's %v, similar %v", names(got.ByAuthor), names(got.Similar))
		}
		if slices.Contains(names(got.ByAuthor), "kategorisiz") {
			t.Errorf("the book is in its own author's row: %v", names(got.ByAuthor))
		}

		// The rows carry the sales running now, as every public list does:
		// one book of each candidate list on sale.
		saveSale(t, db, bookstore.Sale{Name: "Kampanya", Scope: bookstore.SaleBooks,
			BookIDs: []string{ids["icimizdeki"], ids["siir1"], ids["roman2"]}, Percent: 20,
			StartsAt: time.Now().Add(-time.Hour), EndsAt: time.Now().Add(time.Hour)})
		got = relatedOf(t, db, ids["madonna"])
		onSale := []string{}
		for _, b := range append(got.ByAuthor, got.Similar...) {
			if b.Offer != nil {
				onSale = append(onSale, byID[b.ID])
			}
		}
		if want := []string{"icimizdeki", "siir1", "roman2"}; !slices.Equal(onSale, want) {
			t.Errorf("books with their sale price: %v, want %v", onSale, want)
		}

		// Hiding a bought-together book takes it out of the rows at once.
		if _, err := sqldb.NewBookStore(db).SetBookApproval(ctx, ids["siir2"], false, ""); err != nil {
			t.Fatal(err)
		}
		got = relatedOf(t, db, ids["madonna"])
		if want := []string{"siir1", "siir3", "roman2", "roman1"}; !slices.Equal(names(got.Similar), want) {
			t.Errorf("after hiding siir2: similar row %v, want %v", names(got.Similar), want)
		}
	})
}
