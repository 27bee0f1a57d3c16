package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"bookstore/internal/bookstore"
)

// books.sale_price (0026_sale_price.sql) is what the best sale running now
// charges for a book, NULL when no sale lowers its price, so /kitaplar
// filters and sorts on the price charged, COALESCE(sale_price, price), with
// an index. It is derived state with one writer, refreshSalePrices, which
// asks the domain (bookstore.BestSale, Sale.PriceOf) and never repeats the
// rule in SQL. It is called:
//   - in the catalogTx of a sale's save or delete, for the books the sale
//     covered before and after;
//   - in the transaction of a book's price, category or author change
//     (writeBook, CreateBooks, DeleteCategory);
//   - by the sale-prices job (RefreshSalePrices), for a sale's start and
//     end, which happen with no write.
//
// So the filter and the sort may lag a sale's start or end by the job's
// interval (at most a minute), while cards, the book page and the cart are
// exact: they price from the sales themselves, and the read and answer
// caches end at the boundary (PricesHoldUntil). The job's commit resets
// the book lists' caches of its instance; another instance's caches follow
// within their TTL.

// salePricesJob names the job's mark in job_marks.
const salePricesJob = "sale_prices"

// salePricesLock is the key of PostgreSQL's transaction advisory lock that
// serialises refreshes (SQLite's writer lock is taken at BEGIN): a refresh
// reads the sales and then writes the books, and one that read before a
// concurrent sale's save committed must not overwrite that save's prices.
const salePricesLock = 727275

// priceScope names the books a refresh recomputes: by id, every book of
// some categories or authors, and (onSale) every book that has a sale
// price now. It only narrows the books to read; BestSale decides each.
type priceScope struct {
	ids, categoryIDs, authorIDs []string
	onSale                      bool
}

// booksOfSale is the scope of the books a sale covers.
func booksOfSale(s bookstore.Sale) priceScope {
	var p priceScope
	p.addSale(s)
	return p
}

func (p *priceScope) addSale(s bookstore.Sale) {
	switch s.Scope {
	case bookstore.SaleBook, bookstore.SaleBooks:
		p.ids = append(p.ids, s.BookIDs...)
	case bookstore.SaleCategory:
		p.categoryIDs = append(p.categoryIDs, s.CategoryID)
	case bookstore.SaleAuthor:
		p.authorIDs = append(p.authorIDs, s.AuthorID)
	}
}

func (p *priceScope) add(o priceScope) {
	p.ids = append(p.ids, o.ids...)
	p.categoryIDs = append(p.categoryIDs, o.categoryIDs...)
	p.authorIDs = append(p.authorIDs, o.authorIDs...)
	p.onSale = p.onSale || o.onSale
}

func (p *priceScope) empty() bool {
	return len(p.ids) == 0 && len(p.categoryIDs) == 0 && len(p.authorIDs) == 0 && !p.onSale
}

// where selects the scope's books.
func (p *priceScope) where(q *bun.SelectQuery) *bun.SelectQuery {
	return q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		if len(p.ids) > 0 {
			q = q.WhereOr("id IN (?)", bun.List(p.ids))
		}
		if len(p.categoryIDs) > 0 {
			q = q.WhereOr("category_id IN (?)", bun.List(p.categoryIDs))
		}
		if len(p.authorIDs) > 0 {
			q = q.WhereOr("author_id IN (?)", bun.List(p.authorIDs))
		}
		if p.onSale {
			q = q.WhereOr("sale_price IS NOT NULL")
		}
		return q
	})
}

// lockSalePrices takes the refreshes' lock until the transaction ends
// (PostgreSQL; on SQLite the transaction holds the writer lock already).
func lockSalePrices(ctx context.Context, tx bun.IDB) error {
	if tx.Dialect().Name() != dialect.PG {
		return nil
	}
	_, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", salePricesLock)
	return translate(err)
}

// salePriceChunk bounds the books one UPDATE sets.
const salePriceChunk = 500

// refreshSalePrices sets sale_price of the scope's books to what the best
// sale running at at charges (NULL: none lowers the price) and returns how
// many books changed.
func refreshSalePrices(ctx context.Context, tx bun.IDB, scope priceScope, at time.Time) (int, error) {
	if scope.empty() {
		return 0, nil
	}
	if err := lockSalePrices(ctx, tx); err != nil {
		return 0, err
	}
	sales, err := loadSales(ctx, tx, at)
	if err != nil {
		return 0, err
	}
	var books []struct {
		ID         string  `bun:"id"`
		CategoryID *string `bun:"category_id"`
		AuthorID   string  `bun:"author_id"`
		Price      int64   `bun:"price"`
		SalePrice  *int64  `bun:"sale_price"`
	}
	if err := scope.where(tx.NewSelect().Table("books").Column("id", "category_id", "author_id", "price", "sale_price")).
		Scan(ctx, &books); err != nil {
		return 0, translate(err)
	}
	var ids []string
	var prices []*int64
	for _, b := range books {
		var want *int64
		if s := bookstore.BestSale(sales, bookstore.PricedBook{ID: b.ID, CategoryID: deref(b.CategoryID), AuthorID: b.AuthorID,
			ListPrice: b.Price}, at); s != nil {
			p := s.PriceOf(b.Price)
			want = &p
		}
		if !samePrice(want, b.SalePrice) {
			ids, prices = append(ids, b.ID), append(prices, want)
		}
	}
	for start := 0; start < len(ids); start += salePriceChunk {
		end := min(start+salePriceChunk, len(ids))
		if err := setSalePrices(ctx, tx, ids[start:end], prices[start:end]); err != nil {
			return 0, err
		}
	}
	return len(ids), nil
}

func samePrice(a, b *int64) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// setSalePrices writes each book's sale price in one statement.
func setSalePrices(ctx context.Context, tx bun.IDB, ids []string, prices []*int64) error {
	var expr strings.Builder
	args := make([]any, 0, 2*len(ids))
	expr.WriteString("CASE id")
	for i, id := range ids {
		expr.WriteString(" WHEN ? THEN ?")
		args = append(args, id, prices[i])
	}
	expr.WriteString(" END")
	// The cast types a CASE of NULLs alone (PostgreSQL would take it as text).
	_, err := tx.NewUpdate().Table("books").Set("sale_price = CAST("+expr.String()+" AS BIGINT)", args...).
		Where("id IN (?)", bun.List(ids)).Exec(ctx)
	return translate(err)
}

// RefreshSalePrices is the sale-prices job: it recomputes the sale prices of
// the books of every sale that started or ended since the job's last run
// (on its first run, of every sale not yet ended and every book with a sale
// price), records now as the last run, and returns how many books changed.
// It is idempotent (each price is computed from the sales, not adjusted),
// and several instances may run it: their refreshes take turns, and the
// mark only moves forward. now is the job's clock.
func (s *SaleStore) RefreshSalePrices(ctx context.Context, now time.Time) (int, error) {
	now = utc(now)
	var changed int
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := lockSalePrices(ctx, tx); err != nil {
			return err
		}
		var last time.Time
		err := tx.NewSelect().Table("job_marks").Column("ran_at").Where("job = ?", salePricesJob).Scan(ctx, &last)
		first := errors.Is(err, sql.ErrNoRows)
		if err != nil && !first {
			return translate(err)
		}
		var due []bookstore.Sale
		if first {
			due, err = loadSales(ctx, tx, now)
		} else {
			due, err = readSales(ctx, tx, func(q *bun.SelectQuery) *bun.SelectQuery {
				return q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
					return q.Where("sale_row.starts_at > ? AND sale_row.starts_at <= ?", utc(last), now).
						WhereOr("sale_row.ends_at > ? AND sale_row.ends_at <= ?", utc(last), now)
				})
			})
		}
		if err != nil {
			return err
		}
		scope := priceScope{onSale: first}
		for _, sale := range due {
			scope.addSale(sale)
		}
		if changed, err = refreshSalePrices(ctx, tx, scope, now); err != nil {
			return err
		}
		if now.After(last) {
			if _, err := tx.NewRaw(`INSERT INTO job_marks (job, ran_at) VALUES (?, ?)
				ON CONFLICT (job) DO UPDATE SET ran_at = EXCLUDED.ran_at`, salePricesJob, now).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if changed > 0 {
			noteChange(ctx, bookstore.ScopeBookLists) // the lists' filter and order; cards price themselves
		} else {
			noteUnchanged(ctx)
		}
		return nil
	})
	return changed, err
}

var _ bookstore.SalePriceRefresher = (*SaleStore)(nil)
