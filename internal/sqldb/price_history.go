package sqldb

import (
	"context"

	"bookstore/internal/bookstore"
)

// A book's list prices over time (book_prices), for the admin's price
// history; the sale store serves it beside the sales, which the same screen
// manages.

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
