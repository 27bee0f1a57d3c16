package sqldb_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// saveSale stores a sale or fails the test.
func saveSale(t *testing.T, db *sqldb.DB, s bookstore.Sale) *bookstore.SaleSummary {
	t.Helper()
	saved, err := sqldb.NewSaleStore(db).SaveSale(context.Background(), s, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return saved
}

// setHistory replaces a book's price history (oldest first; the last
// period stays open) and sets its list price to the last one.
func setHistory(t *testing.T, db *sqldb.DB, bookID string, prices []int64, starts []time.Time) {
	t.Helper()
	ctx := context.Background()
	exec(t, db, "DELETE FROM book_prices WHERE book_id = ?", bookID)
	for i, p := range prices {
		var to any
		if i+1 < len(prices) {
			to = starts[i+1].UTC()
		}
		exec(t, db, "INSERT INTO book_prices (id, book_id, price, valid_from, valid_to) VALUES (?, ?, ?, ?, ?)",
			uuid.NewString(), bookID, p, starts[i].UTC(), to)
	}
	if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET price = ? WHERE id = ?", prices[len(prices)-1], bookID); err != nil {
		t.Fatal(err)
	}
}

func publicBook(t *testing.T, db *sqldb.DB, id string) *bookstore.BookDetail {
	t.Helper()
	b, err := sqldb.NewStorefrontStore(db).PublicBook(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSaleShowsThe30DayLowestPrice: a category sale shows its price with the
// list price struck through and the cut; a book whose price was raised
// just before its sale is charged the sale price, but shown no discount,
// because the sale price is above the lowest price of the 30 days before.
func TestSaleShowsThe30DayLowestPrice(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		poem, madonna := c.books["calikusu"], c.books["madonna"]
		saveSale(t, db, bookstore.Sale{Name: "Şiir haftası", Scope: bookstore.SaleCategory, CategoryID: c.siir.ID, Percent: 20,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(24 * time.Hour)})
		// Madonna: 75 ₺ for months, 100 ₺ since two days, then 20 % off.
		setHistory(t, db, madonna.ID, []int64{7500, 10000}, []time.Time{now.AddDate(0, -3, 0), now.AddDate(0, 0, -2)})
		saveSale(t, db, bookstore.Sale{Name: "Madonna", Scope: bookstore.SaleBook, BookIDs: []string{madonna.ID}, Percent: 20,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(24 * time.Hour)})

		b := publicBook(t, db, poem.ID)
		if o := b.Offer; o == nil || o.Price != 3600 || o.StruckPrice != 4500 || !o.Discounted() || o.PercentOff != 20 {
			t.Fatalf("poem offer = %+v, want 36 ₺ with 45 ₺ struck, 20 %%", o)
		}
		m := publicBook(t, db, madonna.ID)
		if o := m.Offer; o == nil || o.Price != 8000 || o.StruckPrice != 7500 || o.Discounted() || o.PercentOff != 0 {
			t.Fatalf("madonna offer = %+v, want 80 ₺ charged, 75 ₺ as the 30-day lowest, no discount shown", o)
		}
		list, _, err := sqldb.NewStorefrontStore(db).PublicBooks(context.Background(), bookstore.BookFilter{CategoryID: c.siir.ID})
		if err != nil || len(list) != 1 || list[0].Offer == nil || list[0].Offer.Price != 3600 {
			t.Fatalf("card: %+v %v", list, err)
		}
		if o := publicBook(t, db, c.books["isik"].ID).Offer; o != nil {
			t.Fatalf("a book of no sale has an offer: %+v", o)
		}
	})
}

// TestOverlappingSalesGiveTheBestPrice: a book in an author sale, a
// category sale and a list sale pays the lowest of the three; on a tie the
// sale that began first is the one shown.
func TestOverlappingSalesGiveTheBestPrice(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		book := c.books["kuyucakli"] // 80 ₺, Sabahattin Ali, Roman
		end := now.Add(24 * time.Hour)
		saveSale(t, db, bookstore.Sale{Name: "Yazar", Scope: bookstore.SaleAuthor, AuthorID: c.sabahattin.ID, Percent: 10,
			StartsAt: now.Add(-3 * time.Hour), EndsAt: end})
		early := saveSale(t, db, bookstore.Sale{Name: "Roman", Scope: bookstore.SaleCategory, CategoryID: c.roman.ID, Percent: 25,
			StartsAt: now.Add(-2 * time.Hour), EndsAt: end})
		saveSale(t, db, bookstore.Sale{Name: "Liste", Scope: bookstore.SaleBooks, BookIDs: []string{book.ID, c.books["madonna"].ID},
			FixedPrice: 6000, StartsAt: now.Add(-time.Hour), EndsAt: end})
		o := publicBook(t, db, book.ID).Offer
		if o == nil || o.Price != 6000 || o.SaleID != early.ID {
			t.Fatalf("offer = %+v, want 60 ₺ from the sale that began first (%s)", o, early.ID)
		}
	})
}

// TestSaleFormRefusals: a fixed price above a named book's list price, an
// unknown category and an unknown book are refused with their messages,
// and nothing is stored.
func TestSaleFormRefusals(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		store := sqldb.NewSaleStore(db)
		cases := []struct {
			sale bookstore.Sale
			msg  string
		}{
			{bookstore.Sale{Name: "x", Scope: bookstore.SaleBook, BookIDs: []string{c.books["calikusu"].ID}, FixedPrice: 4501}, bookstore.MsgSalePriceAbove},
			{bookstore.Sale{Name: "x", Scope: bookstore.SaleCategory, CategoryID: uuid.NewString(), Percent: 10}, bookstore.MsgSaleTarget},
			{bookstore.Sale{Name: "x", Scope: bookstore.SaleBooks, BookIDs: []string{uuid.NewString()}, Percent: 10}, bookstore.MsgSaleTarget},
		}
		for _, cs := range cases {
			cs.sale.StartsAt, cs.sale.EndsAt = now, now.Add(time.Hour)
			_, err := store.SaveSale(context.Background(), cs.sale, "", nil)
			if bookstore.ErrorCode(err) != bookstore.CodeInvalid || bookstore.ErrorMessage(err) != cs.msg {
				t.Errorf("%+v: err = %v, want %q", cs.sale, err, cs.msg)
			}
		}
		if list, err := store.Sales(context.Background()); err != nil || len(list) != 0 {
			t.Fatalf("sales after refusals: %d %v", len(list), err)
		}
	})
}

// TestPriceHistoryRecordsEveryWriter: seeding starts the history, an
// admin's edit and an approved author revision each add a period with who
// set it, and a save that keeps the price adds nothing.
func TestPriceHistoryRecordsEveryWriter(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		admin, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "admin@example.com", FullName: "Ayşe Yönetici",
			Role: bookstore.RoleAdmin, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		books := sqldb.NewBookStore(db)
		b := *c.books["calikusu"]
		b.Price = 5000
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b, By: admin.ID}); err != nil {
			t.Fatal(err)
		}
		if _, err := books.SaveBook(ctx, bookstore.BookEdit{Book: b, By: admin.ID}); err != nil { // same price
			t.Fatal(err)
		}
		rev := b
		rev.Price = 5500
		if _, err := books.SaveBookRevision(ctx, bookstore.BookEdit{Book: rev}, bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		if _, err := books.SetBookApproval(ctx, b.ID, true, admin.ID); err != nil {
			t.Fatal(err)
		}
		h, err := sqldb.NewSaleStore(db).PriceHistory(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(h) != 3 || h[0].Price != 5500 || h[0].To != nil || h[1].Price != 5000 || h[2].Price != 4500 ||
			h[0].ChangedByName != "Ayşe Yönetici" || h[1].ChangedByName != "Ayşe Yönetici" || h[2].ChangedBy != "" {
			t.Fatalf("history = %+v", h)
		}
		if h[1].To == nil || !h[1].To.Equal(h[0].From) || h[2].To == nil || !h[2].To.Equal(h[1].From) {
			t.Fatalf("periods do not join: %+v", h)
		}
		if _, err := sqldb.NewSaleStore(db).PriceHistory(ctx, uuid.NewString()); bookstore.ErrorCode(err) != bookstore.CodeNotFound {
			t.Fatalf("unknown book: %v", err)
		}
	})
}

// TestOrderFreezesTheSalePrice: an order placed during a sale keeps the
// sale price after the sale ends; the cart then tells the shopper the price
// changed; royalties and reports count what the line paid.
func TestOrderFreezesTheSalePrice(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		book := c.books["calikusu"] // 45 ₺
		sale := saveSale(t, db, bookstore.Sale{Name: "Şiir", Scope: bookstore.SaleCategory, CategoryID: c.siir.ID, Percent: 20,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(time.Hour)})
		uid := buyers(t, db, book.ID, 1)[0]
		if err := sqldb.NewCartStore(db).SetCartQuantity(ctx, uid, book.ID, 2); err != nil {
			t.Fatal(err)
		}
		cart, err := sqldb.NewCartStore(db).Cart(ctx, uid)
		if err != nil || cart.Items[0].UnitPrice() != 3600 || cart.Items[0].PriceChanged() || cart.Subtotal() != 7200 {
			t.Fatalf("cart during the sale: %+v %v", cart, err)
		}
		o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, uid, "Kadıköy", now.Add(30*time.Minute), nil)
		if err != nil {
			t.Fatal(err)
		}
		want := bookstore.OrderItem{Price: 3600, ListPrice: 4500, StruckPrice: 4500, Paid: 7200, Quantity: 2}
		check := func(o *bookstore.Order) {
			t.Helper()
			it := o.Items[0]
			if it.Price != want.Price || it.ListPrice != want.ListPrice || it.StruckPrice != want.StruckPrice || it.Paid != want.Paid ||
				o.Totals != (bookstore.Totals{Subtotal: 7200, Shipping: 1500, Total: 8700}) {
				t.Fatalf("order = %+v %+v", o.Totals, it)
			}
			if err := o.CheckTotals(); err != nil {
				t.Fatal(err)
			}
		}
		check(o)
		if err := sqldb.NewSaleStore(db).EndSale(ctx, sale.ID, time.Now(), bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		stored, err := sqldb.NewOrderStore(db).OrderOf(ctx, uid, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		check(stored)
		cart, err = sqldb.NewCartStore(db).Cart(ctx, uid)
		if err != nil || cart.Items[0].UnitPrice() != 4500 || !cart.Items[0].PriceChanged() || cart.Items[0].AddedPrice != 3600 {
			t.Fatalf("cart after the sale: %+v %v", cart.Items, err)
		}

		// Paid: the royalty statement counts 72 ₺, not the list price.
		exec(t, db, "UPDATE orders SET status = 'confirmed' WHERE id = ?", o.ID)
		sales, err := sqldb.NewRoyaltyStore(db).BookSales(ctx, c.orhan.ID, now.Add(-time.Hour), now.Add(time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sales {
			if s.BookID == book.ID && (s.Sold != 2 || s.Gross != 7200) {
				t.Fatalf("royalty figures = %+v, want 2 sold for 72 ₺", s)
			}
		}
	})
}

// TestCachedPricesEndWithTheSale: with a long cache TTL, a read cached
// during a sale is not served after the sale ends, and one cached before a
// sale starts is not served after it starts, though nothing was written.
func TestCachedPricesEndWithTheSale(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		db.SetCatalogCacheTTL(time.Hour)
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		ends := now.Add(1500 * time.Millisecond).Truncate(time.Microsecond) // as stored
		starts := ends
		saveSale(t, db, bookstore.Sale{Name: "Kısa", Scope: bookstore.SaleBook, BookIDs: []string{c.books["isik"].ID}, Percent: 50,
			StartsAt: now.Add(-time.Hour), EndsAt: ends})
		saveSale(t, db, bookstore.Sale{Name: "Sonra", Scope: bookstore.SaleBook, BookIDs: []string{c.books["madonna"].ID}, Percent: 50,
			StartsAt: starts, EndsAt: now.Add(time.Hour)})
		store := sqldb.NewStorefrontStore(db)
		if got := store.PricesHoldUntil(ctx, time.Now()); !got.Equal(ends) {
			t.Fatalf("PricesHoldUntil = %v, want %v", got, ends)
		}
		for range 2 { // the second read comes from the cache
			if o := publicBook(t, db, c.books["isik"].ID).Offer; o == nil || o.Price != 4500 {
				t.Fatalf("during the sale: %+v", o)
			}
			if o := publicBook(t, db, c.books["madonna"].ID).Offer; o != nil {
				t.Fatalf("before the sale: %+v", o)
			}
		}
		time.Sleep(time.Until(ends) + 50*time.Millisecond)
		if o := publicBook(t, db, c.books["isik"].ID).Offer; o != nil {
			t.Fatalf("the cache kept the sale price past its end: %+v", o)
		}
		if o := publicBook(t, db, c.books["madonna"].ID).Offer; o == nil || o.Price != 3750 {
			t.Fatalf("the cache kept the list price past the sale's start: %+v", o)
		}
	})
}

// TestSaleListNamesWhatEachCovers: the list names each sale's category,
// author or books as saving it did (one query for all the names), latest
// start first; Sale reads one sale with its books, and an unknown id is
// ErrNotFound.
func TestSaleListNamesWhatEachCovers(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ctx := context.Background()
		now := time.Now().UTC()
		end := now.Add(24 * time.Hour)
		saved := []*bookstore.SaleSummary{
			saveSale(t, db, bookstore.Sale{Name: "Yazar", Scope: bookstore.SaleAuthor, AuthorID: c.sabahattin.ID, Percent: 10,
				StartsAt: now.Add(-3 * time.Hour), EndsAt: end}),
			saveSale(t, db, bookstore.Sale{Name: "Roman", Scope: bookstore.SaleCategory, CategoryID: c.roman.ID, Percent: 25,
				StartsAt: now.Add(-2 * time.Hour), EndsAt: end}),
			saveSale(t, db, bookstore.Sale{Name: "Liste", Scope: bookstore.SaleBooks,
				BookIDs: []string{c.books["madonna"].ID, c.books["kuyucakli"].ID}, FixedPrice: 6000, StartsAt: now.Add(-time.Hour), EndsAt: end}),
		}
		list, err := sqldb.NewSaleStore(db).Sales(ctx)
		if err != nil || len(list) != 3 {
			t.Fatalf("%d sales, %v", len(list), err)
		}
		for i, got := range list {
			want := saved[len(saved)-1-i]
			if got.ID != want.ID || got.TargetName != want.TargetName || !slices.Equal(got.BookTitles, want.BookTitles) {
				t.Errorf("sale %d: %q %q %v, want %q %q %v", i, got.Name, got.TargetName, got.BookTitles, want.Name, want.TargetName, want.BookTitles)
			}
		}
		if list[0].Name != "Liste" || len(list[0].BookTitles) != 2 || list[1].TargetName == "" || list[2].TargetName == "" {
			t.Fatalf("names: %+v", list)
		}
		one, err := sqldb.NewSaleStore(db).Sale(ctx, saved[2].ID)
		if err != nil || one.Name != "Liste" || len(one.BookIDs) != 2 || one.FixedPrice != 6000 {
			t.Fatalf("one sale: %+v, %v", one, err)
		}
		if _, err := sqldb.NewSaleStore(db).Sale(ctx, uuid.NewString()); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("unknown sale: %v", err)
		}
	})
}
