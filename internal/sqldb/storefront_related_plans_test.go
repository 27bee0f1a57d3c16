package sqldb_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// A book's related candidates, the bought-together ranking above all, are
// planned by PostgreSQL on indexes at 120,000 order lines (40,000 orders of
// 2,000 books): order_items is reached by book and by order, never scanned
// whole, and neither are orders or books.
func TestRelatedBooksUseIndexes(t *testing.T) {
	db := sqldbtest.Postgres(t)
	ctx := context.Background()
	w := sqldb.NewCatalogWriter(db)
	var cats []bookstore.Category
	for i := range 20 {
		c := bookstore.Category{Name: fmt.Sprintf("Kategori %02d", i)}
		if err := w.CreateCategory(ctx, &c); err != nil {
			t.Fatal(err)
		}
		cats = append(cats, c)
	}
	var authors []bookstore.Author
	for i := range 200 {
		a := bookstore.Author{Name: fmt.Sprintf("Yazar %03d", i), Approved: true}
		if err := w.CreateAuthor(ctx, &a); err != nil {
			t.Fatal(err)
		}
		authors = append(authors, a)
	}
	t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	var books []*bookstore.Book
	for i := range 2000 {
		books = append(books, &bookstore.Book{Title: fmt.Sprintf("Kitap %d", i), AuthorID: authors[i%len(authors)].ID,
			CategoryID: cats[i%len(cats)].ID, Price: 5000, Stock: 5, Approved: i%10 != 0, CreatedAt: t0.Add(time.Duration(i) * time.Minute)})
	}
	if err := w.CreateBooks(ctx, books); err != nil {
		t.Fatal(err)
	}
	u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "okur@example.com", FullName: "Zeynep Çelik",
		Role: bookstore.RoleUser, PasswordHash: "x"})
	if err != nil {
		t.Fatal(err)
	}
	// Every status, a third paid; each order holds up to three books.
	for _, q := range []string{
		`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount, shipping_address,
			payment_id, created_at, updated_at)
		SELECT gen_random_uuid(), ?, (ARRAY['pending','confirmed','shipped','delivered','cancelled'])[1 + i % 5],
			5000, 0, 5000, 'Kadıköy', CASE WHEN i % 3 = 0 THEN 'pay-' || i END, now(), now()
		FROM generate_series(1, 40000) AS i`,
		`WITH ba AS (SELECT array_agg(id ORDER BY id) AS a FROM books),
			o AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM orders)
		INSERT INTO order_items (id, order_id, book_id, title, quantity, price, created_at)
		SELECT gen_random_uuid(), o.id, x.book_id, 'x', 1, 5000, now()
		FROM o, ba, LATERAL (SELECT DISTINCT unnest(ARRAY[ba.a[1 + o.n % 2000], ba.a[1 + (o.n * 7 + 3) % 2000],
			ba.a[1 + (o.n * 13 + 5) % 2000]]) AS book_id) AS x`,
		"VACUUM ANALYZE books", "VACUUM ANALYZE orders", "VACUUM ANALYZE order_items",
	} {
		args := []any{}
		if strings.Contains(q, "?") {
			args = append(args, u.ID)
		}
		if _, err := db.Bun().ExecContext(ctx, q, args...); err != nil {
			t.Fatal(err)
		}
	}
	var lines int
	if err := db.Bun().NewRaw("SELECT count(*) FROM order_items").Scan(ctx, &lines); err != nil || lines < 100000 {
		t.Fatalf("%d order lines (%v), want at least 100,000", lines, err)
	}
	db.SetCatalogCacheTTL(0)
	log := &queryLog{}
	db.Bun().AddQueryHook(log) //nolint:staticcheck // SA1019: as in TestCatalogueFiltersUseIndexes
	store := sqldb.NewStorefrontStore(db)
	for _, i := range []int{1, 777, 1999} {
		b, err := store.PublicBook(ctx, books[i].ID)
		if err != nil {
			t.Fatal(err)
		}
		c, err := store.RelatedCandidates(ctx, &b.BookSummary)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.BoughtTogether) == 0 {
			t.Fatalf("book %d: nothing bought together", i)
		}
	}
	for _, q := range log.take() {
		var plan []string
		if err := db.Bun().NewRaw("EXPLAIN "+q).Scan(ctx, &plan); err != nil {
			t.Fatalf("explain %s: %v", q, err)
		}
		text := strings.Join(plan, "\n")
		for _, table := range []string{"order_items", "orders", "books"} {
			if strings.Contains(text, "Seq Scan on "+table+" ") {
				t.Errorf("a sequential scan of %s:\n%s\n%s", table, q, text)
			}
		}
		if strings.Contains(q, "order_items") && (!strings.Contains(text, "order_items_book_idx") || !strings.Contains(text, "order_items_order_idx")) {
			t.Errorf("the order lines are not reached by book and by order:\n%s\n%s", q, text)
		}
	}
}

// SQLite reaches the order lines of the bought-together ranking by the same
// two indexes.
func TestRelatedBooksUseIndexesSQLite(t *testing.T) {
	db := sqldbtest.SQLite(t)
	ctx := context.Background()
	w := sqldb.NewCatalogWriter(db)
	a := bookstore.Author{Name: "Sabahattin Ali", Approved: true}
	if err := w.CreateAuthor(ctx, &a); err != nil {
		t.Fatal(err)
	}
	var books []*bookstore.Book
	for i := range 30 {
		books = append(books, &bookstore.Book{Title: fmt.Sprintf("Kitap %d", i), AuthorID: a.ID, Price: 5000, Stock: 5, Approved: true})
	}
	if err := w.CreateBooks(ctx, books); err != nil {
		t.Fatal(err)
	}
	u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "okur@example.com", FullName: "Zeynep Çelik",
		Role: bookstore.RoleUser, PasswordHash: "x"})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 60 {
		placeOrder(t, db, u.ID, bookstore.OrderDelivered, true, books[i%30].ID, books[(i*7+1)%30].ID)
	}
	if _, err := db.Bun().ExecContext(ctx, "ANALYZE"); err != nil {
		t.Fatal(err)
	}
	db.SetCatalogCacheTTL(0)
	log := &queryLog{}
	db.Bun().AddQueryHook(log) //nolint:staticcheck // SA1019: as in TestCatalogueFiltersUseIndexes
	b, err := sqldb.NewStorefrontStore(db).PublicBook(ctx, books[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sqldb.NewStorefrontStore(db).RelatedCandidates(ctx, &b.BookSummary); err != nil {
		t.Fatal(err)
	}
	checked := false
	for _, q := range log.take() {
		if !strings.Contains(q, "order_items") {
			continue
		}
		checked = true
		var plan []struct {
			ID      int    `bun:"id"`
			Parent  int    `bun:"parent"`
			NotUsed int    `bun:"notused"`
			Detail  string `bun:"detail"`
		}
		if err := db.Bun().NewRaw("EXPLAIN QUERY PLAN "+q).Scan(ctx, &plan); err != nil {
			t.Fatalf("explain %s: %v", q, err)
		}
		var details []string
		for _, p := range plan {
			details = append(details, p.Detail)
		}
		text := strings.Join(details, "\n")
		if !strings.Contains(text, "SEARCH oi USING INDEX order_items_book_idx") ||
			!strings.Contains(text, "SEARCH other USING INDEX order_items_order_idx") || strings.Contains(text, "SCAN oi") ||
			strings.Contains(text, "SCAN other") {
			t.Errorf("the order lines are not reached by book and by order:\n%s\n%s", q, text)
		}
	}
	if !checked {
		t.Fatal("no bought-together query ran")
	}
}
