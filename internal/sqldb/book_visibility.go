package sqldb

import (
	"context"

	"github.com/uptrace/bun"
)

// A book is public (books.is_visible) when it is approved and its author is
// approved. The flag is derived state, kept so that every public read (the
// storefront, the cart, stock alerts, the sitemap) filters on one indexed
// column. This file is its one home: every writer of books.is_approved or
// authors.is_approved calls refreshBookVisibility in the same transaction,
// after its change, and nothing else writes the flag.

// bookScope names the books a refresh recomputes: by id, or all of one
// author's.
type bookScope struct {
	ids      []string
	authorID string
}

func booksByID(ids ...string) bookScope { return bookScope{ids: ids} }
func booksOfAuthor(id string) bookScope { return bookScope{authorID: id} }

// refreshBookVisibility recomputes is_visible of the scope's books from
// their approval and their author's, in one statement.
func refreshBookVisibility(ctx context.Context, tx bun.IDB, s bookScope) error {
	q := tx.NewUpdate().Table("books").
		Set("is_visible = (is_approved AND (SELECT a.is_approved FROM authors a WHERE a.id = books.author_id))")
	switch {
	case s.authorID != "":
		q = q.Where("author_id = ?", s.authorID)
	case len(s.ids) > 0:
		q = q.Where("id IN (?)", bun.List(s.ids))
	default:
		return nil
	}
	_, err := q.Exec(ctx)
	return translate(err)
}
