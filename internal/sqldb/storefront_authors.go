package sqldb

import (
	"context"
	"strings"

	"bookstore/internal/bookstore"
)

// Public reads of authors, with the visibility rule of storefront.go: only
// approved authors.

// author is the domain's author of a row.
func (r *authorRow) author() *bookstore.Author {
	a := &bookstore.Author{ID: r.ID, Name: r.Name, Biography: r.Biography, PhotoURL: r.PhotoURL,
		Approved: r.IsApproved, CreatedAt: r.CreatedAt.UTC()}
	if r.UserID != nil {
		a.UserID = *r.UserID
	}
	return a
}

const authorColumns = "au.id, au.user_id, au.name, au.biography, au.photo_url, au.is_approved, au.created_at"

// publicAuthors lists approved authors by name with search and paging.
func (s *StorefrontStore) publicAuthors(ctx context.Context, f bookstore.AuthorFilter) ([]bookstore.Author, int, error) {
	p := f.PageRequest.Normalize()
	q := s.db.bun.NewSelect().TableExpr("authors AS au").ColumnExpr(authorColumns).Where("au.is_approved = ?", true)
	if tokens := bookstore.SearchTokens(f.Query); len(tokens) > 0 {
		q = s.whereSearch(q, "authors", "au", tokens)
	}
	var rows []authorRow
	if err := q.OrderExpr("au.sort_key ASC, au.id ASC").Limit(int64(p.Size)).Offset(int64(p.Offset())).Scan(ctx, &rows); err != nil {
		return nil, 0, translate(err)
	}
	out := make([]bookstore.Author, len(rows))
	for i := range rows {
		out[i] = *rows[i].author()
	}
	if f.WithoutTotal {
		return out, -1, nil
	}
	total, err := cached(ctx, &s.db.cache, "authors|"+strings.Join(bookstore.SearchTokens(f.Query), " "), true, func(ctx context.Context) (int, error) {
		n, err := q.Count(ctx)
		return int(n), translate(err)
	})
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// publicAuthor returns an approved author, or ErrNotFound.
func (s *StorefrontStore) publicAuthor(ctx context.Context, id string) (*bookstore.Author, error) {
	var row authorRow
	err := s.db.bun.NewSelect().TableExpr("authors AS au").ColumnExpr(authorColumns).
		Where("au.id = ? AND au.is_approved = ?", id, true).Limit(1).Scan(ctx, &row)
	if err != nil {
		return nil, translate(err)
	}
	return row.author(), nil
}
