package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The sale aggregate (sales, sale_books; 0022_sales.sql). A sale changes
// prices shop-wide, so every write goes through catalogTx and changes every
// scope, and prices the books it covered and covers again (books.sale_price,
// sale_prices.go); a sale's start and end change prices with no write, which
// the caches handle by the moment each cached value's prices stop holding
// (readCache, PricesHoldUntil) and the sale-prices job by its next run.

type saleRow struct {
	bun.BaseModel `bun:"table:sales"`
	ID            string    `bun:"id,pk"`
	Name          string    `bun:"name"`
	Scope         string    `bun:"scope"`
	CategoryID    *string   `bun:"category_id"`
	AuthorID      *string   `bun:"author_id"`
	Percent       int       `bun:"percent"`
	FixedPrice    int64     `bun:"fixed_price"`
	StartsAt      time.Time `bun:"starts_at"`
	EndsAt        time.Time `bun:"ends_at"`
	CreatedBy     *string   `bun:"created_by"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type saleBookRow struct {
	bun.BaseModel `bun:"table:sale_books"`
	SaleID        string `bun:"sale_id,pk"`
	BookID        string `bun:"book_id,pk"`
}

func (r *saleRow) sale() bookstore.Sale {
	return bookstore.Sale{ID: r.ID, Name: r.Name, Scope: bookstore.SaleScope(r.Scope), CategoryID: deref(r.CategoryID),
		AuthorID: deref(r.AuthorID), Percent: r.Percent, FixedPrice: r.FixedPrice, StartsAt: r.StartsAt.UTC(),
		EndsAt: r.EndsAt.UTC(), CreatedAt: r.CreatedAt.UTC()}
}

// SaveSale creates or replaces a sale after checking what it covers.
func (s *SaleStore) SaveSale(ctx context.Context, sale bookstore.Sale, by string, fx bookstore.EffectsOf[*bookstore.SaleSummary]) (*bookstore.SaleSummary, error) {
	var saved bookstore.SaleSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := checkSaleTarget(ctx, tx, sale); err != nil {
			return err
		}
		// The books it covered before and covers now are priced again.
		covered, err := coveredBySale(ctx, tx, sale.ID)
		if err != nil {
			return err
		}
		t := now()
		row := saleRow{ID: sale.ID, Name: sale.Name, Scope: string(sale.Scope), CategoryID: optional(sale.CategoryID),
			AuthorID: optional(sale.AuthorID), Percent: sale.Percent, FixedPrice: sale.FixedPrice,
			StartsAt: utc(sale.StartsAt), EndsAt: utc(sale.EndsAt), CreatedBy: optional(by), CreatedAt: t, UpdatedAt: t}
		if row.ID == "" {
			row.ID = newID()
			if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
				return translate(err)
			}
		} else {
			res, err := tx.NewUpdate().Model(&row).
				Column("name", "scope", "category_id", "author_id", "percent", "fixed_price", "starts_at", "ends_at", "updated_at").
				WherePK().Exec(ctx)
			if err != nil {
				return translate(err)
			}
			if affected(res) != 1 {
				return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgSaleNotFound)
			}
			if _, err := tx.NewDelete().Table("sale_books").Where("sale_id = ?", row.ID).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if len(sale.BookIDs) > 0 {
			books := make([]saleBookRow, len(sale.BookIDs))
			for i, id := range sale.BookIDs {
				books[i] = saleBookRow{SaleID: row.ID, BookID: id}
			}
			if _, err := tx.NewInsert().Model(&books).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		sale.ID, sale.CreatedAt = row.ID, t
		covered.add(booksOfSale(sale))
		if _, err := refreshSalePrices(ctx, tx, covered, t); err != nil {
			return err
		}
		if saved, err = s.summary(ctx, tx, sale); err != nil {
			return err
		}
		return writeEffectsOf(ctx, s.db, tx, fx, &saved)
	})
	if err != nil {
		return nil, err
	}
	return &saved, nil
}

// checkSaleTarget: the books, category or author exist, and a fixed price
// is not above the list price of a book the sale names (a category or an
// author sale leaves a book whose price is already lower as it is).
func checkSaleTarget(ctx context.Context, tx bun.Tx, sale bookstore.Sale) error {
	switch sale.Scope {
	case bookstore.SaleCategory:
		n, err := tx.NewSelect().Table("categories").Where("id = ?", sale.CategoryID).Count(ctx)
		if err != nil || n == 0 {
			return orInvalid(err, "categoryId")
		}
	case bookstore.SaleAuthor:
		n, err := tx.NewSelect().Table("authors").Where("id = ?", sale.AuthorID).Count(ctx)
		if err != nil || n == 0 {
			return orInvalid(err, "authorId")
		}
	default:
		var prices []int64
		if err := tx.NewSelect().Table("books").Column("price").Where("id IN (?)", bun.List(sale.BookIDs)).
			Scan(ctx, &prices); err != nil {
			return translate(err)
		}
		if len(prices) != len(sale.BookIDs) {
			return orInvalid(nil, "bookIds")
		}
		for _, p := range prices {
			if sale.Percent == 0 && sale.FixedPrice > p {
				return bookstore.Invalid(bookstore.FieldError{Field: "fixedPrice", Message: bookstore.MsgSalePriceAbove})
			}
		}
	}
	return nil
}

func orInvalid(err error, field string) error {
	if err != nil {
		return translate(err)
	}
	return bookstore.Invalid(bookstore.FieldError{Field: field, Message: bookstore.MsgSaleTarget})
}

// DeleteSale removes a sale that has not begun by now; prices were never
// changed by it. A begun sale is kept (bookstore.CheckSaleDelete).
func (s *SaleStore) DeleteSale(ctx context.Context, id string, now time.Time, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		covered, err := coveredBySale(ctx, tx, id)
		if err != nil {
			return err
		}
		res, err := tx.NewDelete().Table("sales").Where("id = ? AND starts_at > ?", id, utc(now)).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if _, err := refreshSalePrices(ctx, tx, covered, now); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// EndSale ends a sale running at now: prices return to the list price at
// once, and the sale stays as the record of what it charged.
func (s *SaleStore) EndSale(ctx context.Context, id string, now time.Time, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		covered, err := coveredBySale(ctx, tx, id)
		if err != nil {
			return err
		}
		t := utc(now)
		res, err := tx.NewUpdate().Table("sales").Set("ends_at = ?", t).Set("updated_at = ?", t).
			Where("id = ? AND starts_at <= ? AND ends_at > ?", id, t, t).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if _, err := refreshSalePrices(ctx, tx, covered, now); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// coveredBySale is the scope of the books the stored sale id covers (none
// for a new sale or an unknown id).
func coveredBySale(ctx context.Context, tx bun.Tx, id string) (priceScope, error) {
	if id == "" {
		return priceScope{}, nil
	}
	sales, err := readSales(ctx, tx, func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("sale_row.id = ?", id) })
	if err != nil || len(sales) == 0 {
		return priceScope{}, err
	}
	return booksOfSale(sales[0]), nil
}

var _ bookstore.SaleStore = (*SaleStore)(nil)
