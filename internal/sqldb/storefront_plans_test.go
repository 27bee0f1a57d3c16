package sqldb_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// queryLog records the SQL text bun sends (values written in).
type queryLog struct {
	mu      sync.Mutex
	queries []string
}

func (l *queryLog) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }
func (l *queryLog) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if !strings.HasPrefix(e.Query, "SELECT") {
		return
	}
	l.mu.Lock()
	l.queries = append(l.queries, e.Query)
	l.mu.Unlock()
}

func (l *queryLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	q := l.queries
	l.queries = nil
	return q
}

// Every combination of /kitaplar's filters, in every order, with its total
// and its category facet, is planned by PostgreSQL on an index at 12,000
// books: no sequential scan of books. The price filter and sorts are on the
// price charged (COALESCE(sale_price, price)) while sales run.
func TestCatalogueFiltersUseIndexes(t *testing.T) {
	db := sqldbtest.Postgres(t)
	ctx := context.Background()
	w := sqldb.NewCatalogWriter(db)
	var cats []bookstore.Category
	for i := range 40 {
		c := bookstore.Category{Name: fmt.Sprintf("Kategori %02d", i)}
		if err := w.CreateCategory(ctx, &c); err != nil {
			t.Fatal(err)
		}
		cats = append(cats, c)
	}
	var authors []bookstore.Author
	for i := range 400 {
		a := bookstore.Author{Name: fmt.Sprintf("Yazar %03d Öztürk", i), Approved: true}
		if err := w.CreateAuthor(ctx, &a); err != nil {
			t.Fatal(err)
		}
		authors = append(authors, a)
	}
	t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	words := []string{"Işık", "Deniz", "Kış", "Şarkı", "Gölge", "Yol", "Ağaç", "Çiçek"}
	for batch := range 12 {
		var books []*bookstore.Book
		for j := range 1000 {
			i := batch*1000 + j
			books = append(books, &bookstore.Book{Title: fmt.Sprintf("%s ve %s %d", words[i%8], words[(i/8)%8], i),
				AuthorID: authors[i%len(authors)].ID, CategoryID: cats[i%len(cats)].ID, Price: int64(1000 + (i*37)%50000),
				Stock: i % 5, Approved: i%10 != 0, CreatedAt: t0.Add(time.Duration(i) * time.Minute)})
		}
		if err := w.CreateBooks(ctx, books); err != nil {
			t.Fatal(err)
		}
	}
	// Sales give some books a sale price, so the price filter and sort read
	// COALESCE(sale_price, price) over both kinds of rows.
	sales := sqldb.NewSaleStore(db)
	now := time.Now().UTC()
	for _, sale := range []bookstore.Sale{
		{Name: "Kategori", Scope: bookstore.SaleCategory, CategoryID: cats[3].ID, Percent: 30},
		{Name: "Yazar", Scope: bookstore.SaleAuthor, AuthorID: authors[7].ID, Percent: 40},
	} {
		sale.StartsAt, sale.EndsAt = now.Add(-time.Hour), now.Add(time.Hour)
		if _, err := sales.SaveSale(ctx, sale, "", nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Bun().ExecContext(ctx, "VACUUM ANALYZE books"); err != nil {
		t.Fatal(err)
	}
	db.SetCatalogCacheTTL(0)
	log := &queryLog{}
	// The hook must sit on the connection the store uses; WithQueryHook
	// would return a copy that the store never sees.
	db.Bun().AddQueryHook(log) //nolint:staticcheck // SA1019: see above, no non-deprecated way to hook this DB in place
	store := sqldb.NewStorefrontStore(db)

	type part struct {
		name  string
		apply func(*bookstore.BookFilter)
	}
	parts := []part{
		{"category", func(f *bookstore.BookFilter) { f.CategoryID = cats[3].ID }},
		{"author", func(f *bookstore.BookFilter) { f.AuthorID = authors[7].ID }},
		{"price", func(f *bookstore.BookFilter) { f.MinPrice, f.MaxPrice = 10000, 20000 }},
		{"stock", func(f *bookstore.BookFilter) { f.InStock = true }},
		{"rating", func(f *bookstore.BookFilter) { f.MinRating = 4 }},
		{"search", func(f *bookstore.BookFilter) { f.Query = "deniz" }},
	}
	sorts := []bookstore.BookSort{bookstore.SortNewest, bookstore.SortPriceAsc, bookstore.SortPriceDesc, bookstore.SortTitle}
	for mask := range 1 << len(parts) {
		var f bookstore.BookFilter
		var names []string
		for i, p := range parts {
			if mask&(1<<i) != 0 {
				p.apply(&f)
				names = append(names, p.name)
			}
		}
		for _, s := range sorts {
			f.Sort = s
			f.PageRequest = bookstore.PageRequest{Page: 3, Size: 24}
			if _, _, err := store.PublicBooks(ctx, f); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := store.CategoryCounts(ctx, f); err != nil {
			t.Fatal(err)
		}
		for _, q := range log.take() {
			var plan []string
			if err := db.Bun().NewRaw("EXPLAIN "+q).Scan(ctx, &plan); err != nil {
				t.Fatalf("explain %s: %v", q, err)
			}
			text := strings.Join(plan, "\n")
			if priceWalk(names) && strings.Contains(q, "ORDER BY COALESCE(b.sale_price, b.price)") &&
				!strings.Contains(text, "books_visible_shop_price_idx") {
				t.Errorf("filters %v: the price order does not walk the charged-price index:\n%s\n%s", names, q, text)
			}
			if slices.Equal(names, []string{"price"}) && strings.HasPrefix(q, "SELECT count(*)") &&
				!strings.Contains(text, "Index Only Scan") {
				t.Errorf("the total under a price range is not read from an index alone:\n%s\n%s", q, text)
			}
			if strings.Contains(text, "Seq Scan on books") {
				t.Errorf("filters %v: a sequential scan of books:\n%s\n%s", names, q, text)
			}
		}
	}
}

// priceWalk says whether a price order under these filters should walk the
// charged-price index (the others have narrower indexes of their own).
func priceWalk(filters []string) bool {
	for _, f := range filters {
		if f != "price" && f != "stock" {
			return false
		}
	}
	return true
}
