package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Prices: the history of every book's list price (book_prices,
// 0022_sales.sql) and the sale offers the public reads, the cart and the
// order carry. The rules (which sale wins, the 30-day lowest price) are the
// domain's (bookstore/pricing.go); this file reads and writes their rows.

type bookPriceRow struct {
	bun.BaseModel `bun:"table:book_prices"`
	ID            string     `bun:"id,pk"`
	BookID        string     `bun:"book_id"`
	Price         int64      `bun:"price"`
	ValidFrom     time.Time  `bun:"valid_from"`
	ValidTo       *time.Time `bun:"valid_to"`
	ChangedBy     *string    `bun:"changed_by"`
}

// recordPrice writes a book's list price into its history when it differs
// from the current one: the current period ends now and a new one begins.
// Every writer of books.price calls it in its transaction (writeBook for
// the admin's save and an approved author revision, CreateBooks for
// seeding), so the history is the seller's proof of the 30-day lowest price.
func recordPrice(ctx context.Context, tx bun.IDB, bookID string, price int64, by string) error {
	var current []int64
	if err := tx.NewSelect().Table("book_prices").Column("price").
		Where("book_id = ? AND valid_to IS NULL", bookID).Scan(ctx, &current); err != nil {
		return translate(err)
	}
	if len(current) == 1 && current[0] == price {
		return nil
	}
	t := now()
	if len(current) > 0 {
		if _, err := tx.NewUpdate().Table("book_prices").Set("valid_to = ?", t).
			Where("book_id = ? AND valid_to IS NULL", bookID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	row := bookPriceRow{ID: newID(), BookID: bookID, Price: price, ValidFrom: t}
	if bookstore.ValidID(by) { // an actor that cannot be a user is recorded as none
		row.ChangedBy = &by
	}
	_, err := tx.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// recordNewPrices starts the history of new books (one insert per chunk).
func recordNewPrices(ctx context.Context, tx bun.IDB, books []bookRow) error {
	if len(books) == 0 {
		return nil
	}
	rows := make([]bookPriceRow, len(books))
	for i, b := range books {
		rows[i] = bookPriceRow{ID: newID(), BookID: b.ID, Price: b.Price, ValidFrom: b.CreatedAt}
	}
	_, err := tx.NewInsert().Model(&rows).Exec(ctx)
	return translate(err)
}

// priceHistories reads the periods of books' prices that overlap [since, ∞).
func priceHistories(ctx context.Context, q bun.IDB, bookIDs []string, since time.Time) (map[string][]bookstore.PricePeriod, error) {
	out := map[string][]bookstore.PricePeriod{}
	if len(bookIDs) == 0 {
		return out, nil
	}
	var rows []bookPriceRow
	if err := q.NewSelect().Model(&rows).Where("book_id IN (?)", bun.List(bookIDs)).
		Where("valid_to IS NULL OR valid_to > ?", utc(since)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, r := range rows {
		out[r.BookID] = append(out[r.BookID], r.period())
	}
	return out, nil
}

func (r *bookPriceRow) period() bookstore.PricePeriod {
	p := bookstore.PricePeriod{Price: r.Price, From: r.ValidFrom.UTC(), ChangedBy: deref(r.ChangedBy)}
	if r.ValidTo != nil {
		t := r.ValidTo.UTC()
		p.To = &t
	}
	return p
}

// currentSales is the sales not yet ended, through the read cache.
func currentSales(ctx context.Context, db *DB) ([]bookstore.Sale, error) {
	return db.cache.cachedSales(ctx, func(ctx context.Context) ([]bookstore.Sale, error) {
		return loadSales(ctx, db.bun, time.Now())
	})
}

// offers gives each book the sale running at at (BookSummary.Offer).
func offers(ctx context.Context, db *DB, q bun.IDB, books []*bookstore.BookSummary, at time.Time) error {
	if len(books) == 0 {
		return nil
	}
	sales, err := currentSales(ctx, db)
	if err != nil {
		return err
	}
	priced := make([]bookstore.PricedBook, len(books))
	for i, b := range books {
		priced[i] = b.Priced()
	}
	got, err := offersFor(ctx, q, sales, priced, at)
	for i, o := range got {
		books[i].Offer = o
	}
	return err
}

// offersFor is each book's offer at at under sales (nil: none): the sales
// not yet ended decide which books are on sale; only for those are the
// price histories and the earlier sales of the 30-day window read.
func offersFor(ctx context.Context, q bun.IDB, sales []bookstore.Sale, books []bookstore.PricedBook, at time.Time) ([]*bookstore.SaleOffer, error) {
	out := make([]*bookstore.SaleOffer, len(books))
	if len(sales) == 0 {
		return out, nil
	}
	var onSale []string
	earliest := at
	for _, b := range books {
		if s := bookstore.BestSale(sales, b, at); s != nil {
			onSale = append(onSale, b.ID)
			earliest = minTime(earliest, s.StartsAt)
		}
	}
	if len(onSale) == 0 {
		return out, nil
	}
	since := earliest.Add(-bookstore.PriceLookback)
	hist, err := priceHistories(ctx, q, onSale, since)
	if err != nil {
		return nil, err
	}
	// The 30-day lowest price counts what earlier sales charged, so the
	// offers are computed over every sale that ran since the window began
	// (the running ones among them).
	ran, err := readSales(ctx, q, func(sq *bun.SelectQuery) *bun.SelectQuery { return sq.Where("sale_row.ends_at > ?", utc(since)) })
	if err != nil {
		return nil, err
	}
	for i, b := range books {
		out[i] = bookstore.OfferFor(ran, b, hist[b.ID], at)
	}
	return out, nil
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// withOffers prices a list of summaries in place and returns it.
func withOffers(ctx context.Context, db *DB, list []bookstore.BookSummary) ([]bookstore.BookSummary, error) {
	ptrs := make([]*bookstore.BookSummary, len(list))
	for i := range list {
		ptrs[i] = &list[i]
	}
	return list, offers(ctx, db, db.bun, ptrs, time.Now())
}
