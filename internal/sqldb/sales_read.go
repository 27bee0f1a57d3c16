package sqldb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Reading sales: the ones whose prices hold at a moment (for pricing),
// the admin's list and one sale, each with the names of what it covers.

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
