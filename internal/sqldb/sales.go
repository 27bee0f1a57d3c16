package sqldb

import (
	"context"
	"strings"
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

// loadSales reads the sales that end after at, with their books.
func loadSales(ctx context.Context, q bun.IDB, at time.Time) ([]bookstore.Sale, error) {
	return readSales(ctx, q, func(sq *bun.SelectQuery) *bun.SelectQuery { return sq.Where("sale_row.ends_at > ?", utc(at)) })
}

func readSales(ctx context.Context, q bun.IDB, where func(*bun.SelectQuery) *bun.SelectQuery) ([]bookstore.Sale, error) {
	var rows []saleRow
	if err := where(q.NewSelect().Model(&rows).ModelTableExpr("sales AS sale_row")).
		OrderExpr("sale_row.starts_at ASC, sale_row.id ASC").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Sale, len(rows))
	idx := map[string]int{}
	ids := make([]string, len(rows))
	for i := range rows {
		out[i], idx[rows[i].ID], ids[i] = rows[i].sale(), i, rows[i].ID
	}
	if len(ids) == 0 {
		return out, nil
	}
	var books []saleBookRow
	if err := q.NewSelect().Model(&books).Where("sale_id IN (?)", bun.List(ids)).
		OrderExpr("sale_id, book_id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, b := range books {
		i := idx[b.SaleID]
		out[i].BookIDs = append(out[i].BookIDs, b.BookID)
	}
	return out, nil
}

// Sales lists every sale, latest start first, with what it covers by name:
// three queries whatever the number of sales (the sales, their books, and
// the names of their categories, authors and books).
func (s *SaleStore) Sales(ctx context.Context) ([]bookstore.SaleSummary, error) {
	sales, err := readSales(ctx, s.db.bun, func(q *bun.SelectQuery) *bun.SelectQuery { return q })
	if err != nil {
		return nil, err
	}
	names, err := s.targetNames(ctx, sales)
	if err != nil {
		return nil, err
	}
	out := make([]bookstore.SaleSummary, 0, len(sales))
	for i := len(sales) - 1; i >= 0; i-- {
		out = append(out, names.summary(sales[i]))
	}
	return out, nil
}

// Sale is one sale, with its books; ErrNotFound when there is none.
func (s *SaleStore) Sale(ctx context.Context, id string) (*bookstore.Sale, error) {
	sales, err := readSales(ctx, s.db.bun, func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("sale_row.id = ?", id) })
	if err != nil {
		return nil, err
	}
	if len(sales) == 0 {
		return nil, bookstore.ErrNotFound
	}
	return &sales[0], nil
}

// saleNames are the names of what a list of sales covers.
type saleNames struct {
	categories, authors map[string]string
	// titles are the covered books' titles in the shop's order (sort_key).
	titles []bookTitle
}

type bookTitle struct {
	ID    string `bun:"id"`
	Title string `bun:"title"`
}

// targetNames reads the names of every category, author and book the sales
// cover, one query for all of them.
func (s *SaleStore) targetNames(ctx context.Context, sales []bookstore.Sale) (saleNames, error) {
	n := saleNames{categories: map[string]string{}, authors: map[string]string{}}
	var cats, authors, books []string
	for _, sale := range sales {
		switch sale.Scope {
		case bookstore.SaleCategory:
			cats = append(cats, sale.CategoryID)
		case bookstore.SaleAuthor:
			authors = append(authors, sale.AuthorID)
		default:
			books = append(books, sale.BookIDs...)
		}
	}
	type named struct {
		Kind    string `bun:"kind"`
		ID      string `bun:"id"`
		Name    string `bun:"name"`
		SortKey string `bun:"sort_key"`
	}
	var parts []string
	var args []any
	for _, p := range []struct {
		ids   []string
		query string
	}{
		{cats, "SELECT 'c' AS kind, id, name, '' AS sort_key FROM categories WHERE id IN (?)"},
		{authors, "SELECT 'a' AS kind, id, name, '' AS sort_key FROM authors WHERE id IN (?)"},
		{books, "SELECT 'b' AS kind, id, title AS name, sort_key FROM books WHERE id IN (?)"},
	} {
		if len(p.ids) > 0 {
			parts, args = append(parts, p.query), append(args, bun.List(p.ids))
		}
	}
	if len(parts) == 0 {
		return n, nil
	}
	var rows []named
	if err := s.db.bun.NewRaw(strings.Join(parts, " UNION ALL ")+" ORDER BY kind, sort_key", args...).Scan(ctx, &rows); err != nil {
		return n, translate(err)
	}
	for _, r := range rows {
		switch r.Kind {
		case "c":
			n.categories[r.ID] = r.Name
		case "a":
			n.authors[r.ID] = r.Name
		default:
			n.titles = append(n.titles, bookTitle{ID: r.ID, Title: r.Name})
		}
	}
	return n, nil
}

// summary names what one sale covers, as the single-sale summary does.
func (n saleNames) summary(sale bookstore.Sale) bookstore.SaleSummary {
	sum := bookstore.SaleSummary{Sale: sale, BookTitles: []string{}}
	switch sale.Scope {
	case bookstore.SaleCategory:
		sum.TargetName = n.categories[sale.CategoryID]
	case bookstore.SaleAuthor:
		sum.TargetName = n.authors[sale.AuthorID]
	default:
		covered := map[string]bool{}
		for _, id := range sale.BookIDs {
			covered[id] = true
		}
		for _, b := range n.titles {
			if covered[b.ID] {
				sum.BookTitles = append(sum.BookTitles, b.Title)
			}
		}
	}
	return sum
}

// summary names what a sale covers.
func (s *SaleStore) summary(ctx context.Context, q bun.IDB, sale bookstore.Sale) (bookstore.SaleSummary, error) {
	sum := bookstore.SaleSummary{Sale: sale, BookTitles: []string{}}
	var err error
	switch sale.Scope {
	case bookstore.SaleCategory:
		err = q.NewSelect().Table("categories").Column("name").Where("id = ?", sale.CategoryID).Scan(ctx, &sum.TargetName)
	case bookstore.SaleAuthor:
		err = q.NewSelect().Table("authors").Column("name").Where("id = ?", sale.AuthorID).Scan(ctx, &sum.TargetName)
	default:
		if len(sale.BookIDs) > 0 {
			err = q.NewSelect().Table("books").Column("title").Where("id IN (?)", bun.List(sale.BookIDs)).
				OrderExpr("sort_key").Scan(ctx, &sum.BookTitles)
		}
	}
	return sum, translate(err)
}

// SaveSale creates or replaces a sale after checking what it covers.
func (s *SaleStore) SaveSale(ctx context.Context, sale bookstore.Sale, by string) (*bookstore.SaleSummary, error) {
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
		saved, err = s.summary(ctx, tx, sale)
		return err
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
func (s *SaleStore) DeleteSale(ctx context.Context, id string, now time.Time) error {
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
		_, err = refreshSalePrices(ctx, tx, covered, now)
		return err
	})
}

// EndSale ends a sale running at now: prices return to the list price at
// once, and the sale stays as the record of what it charged.
func (s *SaleStore) EndSale(ctx context.Context, id string, now time.Time) error {
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
		_, err = refreshSalePrices(ctx, tx, covered, now)
		return err
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

// PriceHistory lists a book's list prices, newest first, with who set each.
func (s *SaleStore) PriceHistory(ctx context.Context, bookID string) ([]bookstore.PricePeriod, error) {
	var rows []struct {
		bookPriceRow
		Name *string `bun:"changed_by_name"`
	}
	err := s.db.bun.NewSelect().TableExpr("book_prices AS p").
		ColumnExpr("p.id, p.book_id, p.price, p.valid_from, p.valid_to, p.changed_by").
		ColumnExpr("COALESCE(NULLIF(pr.full_name, ''), u.email) AS changed_by_name").
		Join("LEFT JOIN users AS u ON u.id = p.changed_by").
		Join("LEFT JOIN profiles AS pr ON pr.id = p.changed_by").
		Where("p.book_id = ?", bookID).OrderExpr("p.valid_from DESC, p.id DESC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	if len(rows) == 0 {
		n, err := s.db.bun.NewSelect().Table("books").Where("id = ?", bookID).Count(ctx)
		if err != nil {
			return nil, translate(err)
		}
		if n == 0 {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgBookNotFound)
		}
	}
	out := make([]bookstore.PricePeriod, len(rows))
	for i := range rows {
		out[i] = rows[i].period()
		out[i].ChangedByName = deref(rows[i].Name)
	}
	return out, nil
}

var _ bookstore.SaleStore = (*SaleStore)(nil)
