package sqldb_test

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// refBook is what the reference search below needs of a book, read from
// the base columns (not from is_visible or search_text, which it checks).
type refBook struct {
	ID            string    `bun:"id"`
	Title         string    `bun:"title"`
	Price         int64     `bun:"price"`
	CreatedAt     time.Time `bun:"created_at"`
	Approved      bool      `bun:"is_approved"`
	CategoryID    *string   `bun:"category_id"`
	AuthorName    string    `bun:"author_name"`
	AuthorVisible bool      `bun:"author_approved"`
}

// referenceSearch is the search's meaning written plainly: the visible
// books whose folded title and author name hold every folded word (a word
// under three letters at the start of a word), in the sort's order.
func referenceSearch(books []refBook, q string, sort bookstore.BookSort) []string {
	var hits []refBook
	for _, b := range books {
		if !b.Approved || !b.AuthorVisible {
			continue
		}
		text := " " + bookstore.FoldSearch(b.Title+" "+b.AuthorName)
		ok := true
		for _, t := range bookstore.SearchTokens(q) {
			if utf8.RuneCountInString(t) < 3 {
				t = " " + t
			}
			ok = ok && strings.Contains(text, t)
		}
		if ok {
			hits = append(hits, b)
		}
	}
	slices.SortFunc(hits, func(a, b refBook) int {
		switch sort {
		case bookstore.SortTitle:
			return cmp.Or(strings.Compare(bookstore.SortKey(a.Title), bookstore.SortKey(b.Title)), strings.Compare(a.ID, b.ID))
		case bookstore.SortPriceAsc:
			return cmp.Or(cmp.Compare(a.Price, b.Price), strings.Compare(a.ID, b.ID))
		case bookstore.SortPriceDesc:
			return cmp.Or(cmp.Compare(b.Price, a.Price), strings.Compare(b.ID, a.ID))
		case bookstore.SortRating: // no reviews here: every average is 0
			return strings.Compare(b.ID, a.ID)
		default: // bookstore.SortNewest (below)
		}
		return cmp.Or(b.CreatedAt.Compare(a.CreatedAt), strings.Compare(b.ID, a.ID))
	})
	ids := make([]string, len(hits))
	for i, b := range hits {
		ids[i] = b.ID
	}
	return ids
}

// A search finds the same books in the same order on both databases, page
// by page, whatever plan its match count picks on SQLite (a walk of the
// sort's index for a common word, rowid lookups for a rare one), and
// still after books are hidden, shown, renamed through their author and
// deleted (books_fts holds only the visible books on SQLite).
func TestSearchMatchesReference(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		w := sqldb.NewCatalogWriter(db)
		var cats []bookstore.Category
		for _, name := range []string{"Roman", "Şiir", "Deneme"} {
			c := bookstore.Category{Name: name}
			if err := w.CreateCategory(ctx, &c); err != nil {
				t.Fatal(err)
			}
			cats = append(cats, c)
		}
		var authors []bookstore.Author
		for i, name := range []string{"Sıla Ağca", "Ayşe Öztürk", "İlhan Çelik", "Uğur Kaya", "Veli Ak", "Gizli Yazar", "Malcolm X"} {
			a := bookstore.Author{Name: name, Approved: i != 5}
			if err := w.CreateAuthor(ctx, &a); err != nil {
				t.Fatal(err)
			}
			authors = append(authors, a)
		}
		words := []string{"Işık", "Deniz", "Kış", "Şarkı", "Gölge", "Yol", "Ağaç", "Çiçek", "Kitap", "Ev", "Ay", "Öykü"}
		t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		var books []*bookstore.Book
		for i := range 300 {
			title := fmt.Sprintf("%s ve %s", words[i%len(words)], words[(i*7/3)%len(words)])
			if i%5 == 0 {
				title = words[(i/5)%len(words)] // the same title again and again: ties in the title order
			}
			books = append(books, &bookstore.Book{Title: title, AuthorID: authors[(i*5)%len(authors)].ID,
				CategoryID: cats[i%len(cats)].ID, Price: int64(1000 + (i*37)%7*500), Approved: i%9 != 4,
				// Not in insertion order, and in pairs at the same minute (ties broken by id).
				CreatedAt: t0.Add(time.Duration((i*7919)%300/2) * time.Minute)})
		}
		if err := w.CreateBooks(ctx, books); err != nil {
			t.Fatal(err)
		}
		db.SetCatalogCacheTTL(0)
		log := &queryLog{}
		db.Bun().AddQueryHook(log) //nolint:staticcheck // SA1019: as in TestCatalogueFiltersUseIndexes
		store := sqldb.NewStorefrontStore(db)

		queries := []string{"ışık", "ISIK", "isik", "deniz", "ve", "ev", "ay", "ka", "ş", "v", "a", "kitap",
			"sila agca", "Sıla Ağca", "öztürk", "ozturk ışık", "ağaç ve", "çiçek ilhan", "yok", "ık", "gizli", "öykü kaya",
			"x", "malcolm x", "k", "ç", "x ev"} // one letter: a word's start, the last word's too
		sorts := []bookstore.BookSort{bookstore.SortNewest, bookstore.SortTitle, bookstore.SortPriceAsc,
			bookstore.SortPriceDesc, bookstore.SortRating}
		compare := func(stage string) {
			t.Helper()
			var ref []refBook
			if err := db.Bun().NewSelect().TableExpr("books AS b").
				ColumnExpr("b.id, b.title, b.price, b.created_at, b.is_approved, b.category_id").
				ColumnExpr("a.name AS author_name, a.is_approved AS author_approved").
				Join("JOIN authors AS a ON a.id = b.author_id").Scan(ctx, &ref); err != nil {
				t.Fatal(err)
			}
			for _, q := range queries {
				for _, sort := range sorts {
					want := referenceSearch(ref, q, sort)
					const size = 7
					var got []string
					for page := 1; page <= len(want)/size+2; page++ {
						items, total, err := store.PublicBooks(ctx, bookstore.BookFilter{Query: q, Sort: sort,
							PageRequest: bookstore.PageRequest{Page: page, Size: size}})
						if err != nil {
							t.Fatalf("%s: q=%q sort %s page %d: %v", stage, q, sort, page, err)
						}
						if total != len(want) {
							t.Errorf("%s: q=%q sort %s page %d: total %d, want %d", stage, q, sort, page, total, len(want))
						}
						for _, it := range items {
							got = append(got, it.ID)
						}
					}
					if !slices.Equal(got, want) {
						t.Errorf("%s: q=%q sort %s:\n got %v\nwant %v", stage, q, sort, got, want)
					}
				}
				counts, err := store.CategoryCounts(ctx, bookstore.BookFilter{Query: q})
				if err != nil {
					t.Fatal(err)
				}
				perCat := map[string]int{}
				for _, id := range referenceSearch(ref, q, bookstore.SortNewest) {
					for _, b := range ref {
						if b.ID == id && b.CategoryID != nil {
							perCat[*b.CategoryID]++
						}
					}
				}
				for _, c := range counts {
					if perCat[c.CategoryID] != c.Count {
						t.Errorf("%s: q=%q: category %s counts %d, want %d", stage, q, c.CategoryID, c.Count, perCat[c.CategoryID])
					}
					delete(perCat, c.CategoryID)
				}
				if len(perCat) > 0 {
					t.Errorf("%s: q=%q: categories missing from the facet: %v", stage, q, perCat)
				}
			}
			if db.Dialect() == sqldb.SQLite {
				sql := strings.Join(log.take(), "\n")
				for _, plan := range []string{"INDEXED BY books_visible_created_idx", "INDEXED BY books_visible_sort_idx",
					"INDEXED BY books_visible_shop_price_idx", "INDEXED BY books_visible_rating_idx", "books AS b NOT INDEXED"} {
					if !strings.Contains(sql, plan) {
						t.Errorf("%s: no search used %q: the test no longer covers that plan", stage, plan)
					}
				}
			}
		}
		compare("created")

		bs, as := sqldb.NewBookStore(db), sqldb.NewAuthorStore(db)
		for _, i := range []int{0, 1, 2, 12, 24, 36} { // hidden: an 'Işık' and others
			if _, err := bs.SetBookApproval(ctx, books[i].ID, false, ""); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := bs.SetBookApproval(ctx, books[4].ID, true, ""); err != nil { // shown
			t.Fatal(err)
		}
		if _, err := as.SetAuthorApproval(ctx, authors[3].ID, false, nil); err != nil { // Uğur Kaya's books hidden
			t.Fatal(err)
		}
		if _, err := as.SetAuthorApproval(ctx, authors[5].ID, true, nil); err != nil { // Gizli Yazar's shown
			t.Fatal(err)
		}
		sila := authors[0]
		sila.Name = "Sıla Öykü Ağca" // the books' search_text changes
		if _, err := as.SaveAuthor(ctx, &sila, nil); err != nil {
			t.Fatal(err)
		}
		for _, i := range []int{3, 9} {
			if err := bs.DeleteBook(ctx, books[i].ID); err != nil {
				t.Fatal(err)
			}
		}
		compare("after changes")
	})
}

// A search past the total's cap finds its pages through the index (no
// list of matches is kept): the pages are still the reference's, near the
// start, around the cap and past it.
func TestCappedSearchPagesMatchReference(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		w := sqldb.NewCatalogWriter(db)
		a := bookstore.Author{Name: "Işıl Şen", Approved: true}
		if err := w.CreateAuthor(ctx, &a); err != nil {
			t.Fatal(err)
		}
		t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		books := make([]*bookstore.Book, bookstore.SearchTotalCap+200)
		for i := range books {
			title := fmt.Sprintf("Deniz Feneri %d", i)
			if i%20 == 0 {
				title = fmt.Sprintf("Dağ Evi %d", i) // not a match
			}
			books[i] = &bookstore.Book{Title: title, AuthorID: a.ID, Approved: i%13 != 0, Price: int64(100 + (i*31)%50*10),
				CreatedAt: t0.Add(time.Duration((i*7919)%len(books)) * time.Minute)}
		}
		if err := w.CreateBooks(ctx, books); err != nil {
			t.Fatal(err)
		}
		db.SetCatalogCacheTTL(0)
		var ref []refBook
		if err := db.Bun().NewSelect().TableExpr("books AS b").
			ColumnExpr("b.id, b.title, b.price, b.created_at, b.is_approved, b.category_id").
			ColumnExpr("a.name AS author_name, a.is_approved AS author_approved").
			Join("JOIN authors AS a ON a.id = b.author_id").Scan(ctx, &ref); err != nil {
			t.Fatal(err)
		}
		store := sqldb.NewStorefrontStore(db)
		for _, q := range []string{"feneri", "deniz", "isil sen"} {
			for _, sort := range []bookstore.BookSort{bookstore.SortNewest, bookstore.SortTitle, bookstore.SortPriceDesc} {
				want := referenceSearch(ref, q, sort)
				if len(want) <= bookstore.SearchTotalCap {
					t.Fatalf("q=%q matches %d books: not past the cap, the test checks nothing", q, len(want))
				}
				for _, page := range []int{1, 2, 20, 21, 22, 40} {
					const size = 24
					items, total, err := store.PublicBooks(ctx, bookstore.BookFilter{Query: q, Sort: sort,
						PageRequest: bookstore.PageRequest{Page: page, Size: size}})
					if err != nil {
						t.Fatal(err)
					}
					if wantTotal := min(len(want), bookstore.SearchTotalCap+1); total != wantTotal {
						t.Errorf("q=%q sort %s page %d: total %d, want %d", q, sort, page, total, wantTotal)
					}
					got := make([]string, len(items))
					for i, it := range items {
						got[i] = it.ID
					}
					from, to := min((page-1)*size, len(want)), min(page*size, len(want))
					if !slices.Equal(got, want[from:to]) {
						t.Errorf("q=%q sort %s page %d:\n got %v\nwant %v", q, sort, page, got, want[from:to])
					}
				}
			}
		}
	})
}
