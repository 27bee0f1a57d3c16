package sqldb_test

import (
	"context"
	"database/sql"
	"slices"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// salePrice reads a book's stored sale price (nil: none).
func salePrice(t *testing.T, db *sqldb.DB, id string) *int64 {
	t.Helper()
	var p sql.NullInt64
	if err := db.Bun().QueryRowContext(context.Background(), "SELECT sale_price FROM books WHERE id = ?", id).Scan(&p); err != nil {
		t.Fatalf("sale price of %s: %v", id, err)
	}
	if !p.Valid {
		return nil
	}
	return &p.Int64
}

func wantSalePrice(t *testing.T, db *sqldb.DB, id string, want int64) {
	t.Helper()
	got := salePrice(t, db, id)
	switch {
	case want == 0 && got != nil:
		t.Fatalf("sale price = %d, want none", *got)
	case want != 0 && (got == nil || *got != want):
		t.Fatalf("sale price = %v, want %d", got, want)
	}
}

// listTitles lists the titles a filter finds on its first page.
func listTitles(t *testing.T, db *sqldb.DB, f bookstore.BookFilter) []string {
	t.Helper()
	list, _, err := sqldb.NewStorefrontStore(db).PublicBooks(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	return titles(list)
}

// TestPriceFilterAndSortUseThePriceCharged: a 90 ₺ book on sale for 40 ₺
// is found by a range holding 40 ₺ and not by one holding only 90 ₺, is
// counted in the facet by its sale price, and sorts by it.
func TestPriceFilterAndSortUseThePriceCharged(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		isik := c.books["isik"] // 90 ₺, Roman
		saveSale(t, db, bookstore.Sale{Name: "Işık", Scope: bookstore.SaleBook, BookIDs: []string{isik.ID}, FixedPrice: 4000,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(time.Hour)})

		if got := listTitles(t, db, bookstore.BookFilter{MinPrice: 3500, MaxPrice: 4200}); !slices.Equal(got, []string{isik.Title}) {
			t.Fatalf("35-42 ₺ finds %v, want the sale book", got)
		}
		if got := listTitles(t, db, bookstore.BookFilter{MinPrice: 8500, MaxPrice: 9500}); len(got) != 0 {
			t.Fatalf("85-95 ₺ (only its list price) finds %v", got)
		}
		counts, err := sqldb.NewStorefrontStore(db).CategoryCounts(ctx, bookstore.BookFilter{MaxPrice: 5000})
		if err != nil {
			t.Fatal(err)
		}
		byCat := map[string]int{}
		for _, cc := range counts {
			byCat[cc.CategoryID] = cc.Count
		}
		if byCat[c.roman.ID] != 1 || byCat[c.siir.ID] != 1 {
			t.Fatalf("facet under 50 ₺ = %v, want Roman 1 (the sale book), Şiir 1", byCat)
		}

		asc := []string{isik.Title, c.books["calikusu"].Title, c.books["madonna"].Title, c.books["kuyucakli"].Title,
			c.books["istanbul"].Title} // 40, 45, 75, 80, 120 ₺
		if got := listTitles(t, db, bookstore.BookFilter{Sort: bookstore.SortPriceAsc}); !slices.Equal(got, asc) {
			t.Fatalf("price ascending = %v, want %v", got, asc)
		}
		desc := slices.Clone(asc)
		slices.Reverse(desc)
		if got := listTitles(t, db, bookstore.BookFilter{Sort: bookstore.SortPriceDesc}); !slices.Equal(got, desc) {
			t.Fatalf("price descending = %v, want %v", got, desc)
		}
	})
}

// TestSalePriceFollowsEveryWrite: a sale's save, edit and delete, and a
// book's price, category and author change, set the stored sale price in
// their own transaction; a new book in a running category sale has its
// sale price from the start; deleting the sale's category clears it.
func TestSalePriceFollowsEveryWrite(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		isik, calikusu := c.books["isik"], c.books["calikusu"] // 90 ₺ Roman (Orhan), 45 ₺ Şiir (Orhan)
		sale := saveSale(t, db, bookstore.Sale{Name: "Roman", Scope: bookstore.SaleCategory, CategoryID: c.roman.ID, Percent: 20,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(time.Hour)})
		wantSalePrice(t, db, isik.ID, 7200)
		wantSalePrice(t, db, calikusu.ID, 0)

		// Edited to cover Şiir instead: Roman's books lose it, Şiir's gain it.
		sale.Sale.Scope, sale.Sale.CategoryID, sale.Sale.Percent = bookstore.SaleCategory, c.siir.ID, 10
		saveSale(t, db, sale.Sale)
		wantSalePrice(t, db, isik.ID, 0)
		wantSalePrice(t, db, calikusu.ID, 4050)

		books := sqldb.NewBookStore(db)
		b := *isik
		b.CategoryID, b.Price = c.siir.ID, 10000 // into the sale, at a new price
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b, Fields: bookstore.SetsAuthor}); err != nil {
			t.Fatal(err)
		}
		wantSalePrice(t, db, isik.ID, 9000)
		b.CategoryID = c.roman.ID // out of it
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b, Fields: bookstore.SetsAuthor}); err != nil {
			t.Fatal(err)
		}
		wantSalePrice(t, db, isik.ID, 0)

		author := saveSale(t, db, bookstore.Sale{Name: "Sabahattin", Scope: bookstore.SaleAuthor, AuthorID: c.sabahattin.ID,
			Percent: 50, StartsAt: now.Add(-time.Hour), EndsAt: now.Add(time.Hour)})
		b.AuthorID = c.sabahattin.ID // moved to the author on sale
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b, Fields: bookstore.SetsAuthor}); err != nil {
			t.Fatal(err)
		}
		wantSalePrice(t, db, isik.ID, 5000)
		if err := sqldb.NewSaleStore(db).EndSale(ctx, author.ID, time.Now(), bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		wantSalePrice(t, db, isik.ID, 0)

		fresh := &bookstore.Book{Title: "Yeni Şiirler", AuthorID: c.orhan.ID, CategoryID: c.siir.ID, Price: 3000, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, fresh); err != nil {
			t.Fatal(err)
		}
		wantSalePrice(t, db, fresh.ID, 2700)
		if err := sqldb.NewCategoryStore(db).DeleteCategory(ctx, c.siir.ID, bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		wantSalePrice(t, db, fresh.ID, 0)
		wantSalePrice(t, db, calikusu.ID, 0)
	})
}

// TestSalePricesJobFollowsStartAndEnd: a sale saved before it starts
// changes nothing; the job, driven by its clock, sets the sale price at the
// start and clears it at the end, once even when two instances run it at
// once; a second run changes nothing; a cached list answer does not outlive the job's change, and a
// run that changed nothing keeps the caches.
func TestSalePricesJobFollowsStartAndEnd(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		db.SetCatalogCacheTTL(time.Hour)
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		madonna := c.books["madonna"] // 75 ₺
		starts, ends := now.Add(time.Hour), now.Add(2*time.Hour)
		saveSale(t, db, bookstore.Sale{Name: "Yarın", Scope: bookstore.SaleBook, BookIDs: []string{madonna.ID}, Percent: 50,
			StartsAt: starts, EndsAt: ends})
		wantSalePrice(t, db, madonna.ID, 0)
		job, store := sqldb.NewSaleStore(db), sqldb.NewStorefrontStore(db)
		cheap := bookstore.BookFilter{MaxPrice: 4000}
		run := func(at time.Time, want int) {
			t.Helper()
			n, err := job.RefreshSalePrices(ctx, at)
			if err != nil || n != want {
				t.Fatalf("job at %v: %d changed, %v; want %d", at.Sub(now), n, err, want)
			}
		}

		run(now, 0) // the first run: nothing runs yet
		if got := listTitles(t, db, cheap); slices.Contains(got, madonna.Title) {
			t.Fatalf("before the sale, under 40 ₺: %v", got)
		}
		stamp := store.CatalogStamp()
		run(starts.Add(-time.Second), 0)
		if store.CatalogStamp() != stamp {
			t.Fatal("a run that changed nothing reset the caches")
		}

		// Two instances past the start at once: their refreshes take
		// turns, so the book changes once.
		var wg sync.WaitGroup
		errs := make([]error, 2)
		changed := make([]int, 2)
		for i := range 2 {
			wg.Go(func() { changed[i], errs[i] = job.RefreshSalePrices(ctx, starts.Add(time.Second)) })
		}
		wg.Wait()
		if errs[0] != nil || errs[1] != nil || changed[0]+changed[1] != 1 {
			t.Fatalf("concurrent runs at the start: %v changed, %v", changed, errs)
		}
		wantSalePrice(t, db, madonna.ID, 3750)
		if got := listTitles(t, db, cheap); !slices.Contains(got, madonna.Title) {
			t.Fatalf("after the start, under 40 ₺ (the cached answer outlived the job): %v", got)
		}
		run(starts.Add(2*time.Second), 0)

		run(ends, 1) // the end is exclusive: at it the list price is back
		wantSalePrice(t, db, madonna.ID, 0)
		if got := listTitles(t, db, cheap); slices.Contains(got, madonna.Title) {
			t.Fatalf("after the end, under 40 ₺: %v", got)
		}
		run(ends.Add(time.Minute), 0)
	})
}

// TestSalePricesJobFirstRunCatchesUp: on its first run (no mark yet, as
// after the migration) the job prices every running sale's books, and
// clears a sale price no sale gives any more.
func TestSalePricesJobFirstRunCatchesUp(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		saveSale(t, db, bookstore.Sale{Name: "Roman", Scope: bookstore.SaleCategory, CategoryID: c.roman.ID, Percent: 10,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(time.Hour)})
		// As a database migrated while sales ran: no sale price stored,
		// and a stale one on a book of no sale.
		exec(t, db, "UPDATE books SET sale_price = NULL")
		exec(t, db, "UPDATE books SET sale_price = 100 WHERE id = ?", c.books["calikusu"].ID)
		n, err := sqldb.NewSaleStore(db).RefreshSalePrices(ctx, now)
		if err != nil {
			t.Fatal(err)
		}
		// Roman: isik, istanbul, madonna, kuyucakli, draft, hiddenauthor; and calikusu cleared.
		if n != 7 {
			t.Fatalf("first run changed %d books, want 7", n)
		}
		wantSalePrice(t, db, c.books["istanbul"].ID, 10800)
		wantSalePrice(t, db, c.books["calikusu"].ID, 0)
	})
}

// TestSalePriceRefreshesTakeTurns (PostgreSQL): a refresh waits while
// another holds the refreshes' lock (727275, sqldb.salePricesLock), so one
// that read the sales before a concurrent save committed cannot overwrite
// that save's prices; it goes on once the lock is free.
func TestSalePriceRefreshesTakeTurns(t *testing.T) {
	db := sqldbtest.Postgres(t)
	ctx := context.Background()
	c := seedCatalogue(t, db)
	now := time.Now().UTC()
	saveSale(t, db, bookstore.Sale{Name: "Roman", Scope: bookstore.SaleCategory, CategoryID: c.roman.ID, Percent: 10,
		StartsAt: now.Add(time.Hour), EndsAt: now.Add(2 * time.Hour)})
	conn, err := db.Bun().DB.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = conn.Close() }()
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(727275)"); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := sqldb.NewSaleStore(db).RefreshSalePrices(ctx, now.Add(90*time.Minute))
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("the refresh ran while another held the lock: %v", err)
	case <-time.After(300 * time.Millisecond):
	}
	wantSalePrice(t, db, c.books["isik"].ID, 0)
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_unlock(727275)"); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	wantSalePrice(t, db, c.books["isik"].ID, 8100)
}
