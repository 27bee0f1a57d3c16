package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Building blocks of the admin and author panels' lists and forms.

func page(q *bun.SelectQuery, p bookstore.PageRequest) *bun.SelectQuery {
	return q.Limit(int64(p.Size)).Offset(int64((p.Page - 1) * p.Size))
}

// listPage runs one page of q and count (the same filters, no order), and
// maps each row: the admin and author lists all page this way.
func listPage[R, T any](ctx context.Context, q, count *bun.SelectQuery, p bookstore.PageRequest, conv func(*R) T) ([]T, int, error) {
	var rows []R
	if err := page(q, p.Normalize()).Scan(ctx, &rows); err != nil {
		return nil, 0, translate(err)
	}
	total, err := count.Count(ctx)
	if err != nil {
		return nil, 0, translate(err)
	}
	out := make([]T, len(rows))
	for i := range rows {
		out[i] = conv(&rows[i])
	}
	return out, int(total), nil
}

func whereFolded(q *bun.SelectQuery, column, search string) *bun.SelectQuery {
	for _, tok := range bookstore.SearchTokens(search) {
		q = q.Where(column+` LIKE ? ESCAPE '\'`, "%"+likeEscape(tok)+"%")
	}
	return q
}

// saveRow inserts a new row (an empty *id gets a new id) or updates the row
// with that id, all columns but id and created_at; a missing row is
// ErrNotFound.
func saveRow(ctx context.Context, tx bun.Tx, model any, id *string) error {
	if *id == "" {
		*id = newID()
		_, err := tx.NewInsert().Model(model).Exec(ctx)
		return translate(err)
	}
	res, err := tx.NewUpdate().Model(model).ExcludeColumn("id", "created_at").WherePK().Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if affected(res) != 1 {
		return bookstore.ErrNotFound
	}
	return nil
}
