package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// FeaturedStore is the admin's side of the featured list, on the shared
// connection.
type FeaturedStore struct{ db *DB }

// NewFeaturedStore returns the featured-list store of db.
func NewFeaturedStore(db *DB) *FeaturedStore { return &FeaturedStore{db} }

var _ bookstore.FeaturedStore = (*FeaturedStore)(nil)

// Featured lists the featured entries by position, with every book (also
// ones not public, so the admin sees what the home page leaves out).
func (s *FeaturedStore) Featured(ctx context.Context) ([]bookstore.FeaturedEntry, error) {
	return featured(ctx, s.db.bun)
}

func featured(ctx context.Context, q bun.IDB) ([]bookstore.FeaturedEntry, error) {
	var rows []struct {
		bookSummaryRow
		FeaturedID string `bun:"featured_id"`
		Position   int    `bun:"position"`
	}
	err := q.NewSelect().TableExpr("featured_books AS fb").ColumnExpr("fb.id AS featured_id, fb.position").ColumnExpr(bookColumns).
		Join("JOIN books AS b ON b.id = fb.book_id").Join("JOIN authors AS a ON a.id = b.author_id").
		Join("LEFT JOIN categories AS c ON c.id = b.category_id").OrderExpr("fb.position ASC, fb.id ASC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.FeaturedEntry, len(rows))
	for i := range rows {
		out[i] = bookstore.FeaturedEntry{ID: rows[i].FeaturedID, Position: rows[i].Position, Book: rows[i].summary()}
	}
	return out, nil
}

// MoveFeatured swaps an entry with its neighbour and renumbers 1..n, and
// writes the effects fx makes of the list as it then is in the same
// transaction.
func (s *FeaturedStore) MoveFeatured(ctx context.Context, id string, up bool, fx bookstore.EffectsOf[[]bookstore.FeaturedEntry]) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		list, err := featured(ctx, tx)
		if err != nil {
			return err
		}
		at := -1
		for i, e := range list {
			if e.ID == id {
				at = i
			}
		}
		if at < 0 {
			return bookstore.ErrNotFound
		}
		to := at + 1
		if up {
			to = at - 1
		}
		if to >= 0 && to < len(list) { // else already at the end: nothing to move
			list[at], list[to] = list[to], list[at]
			if err := renumber(ctx, tx, list); err != nil {
				return err
			}
		}
		after, err := featured(ctx, tx)
		if err != nil {
			return err
		}
		return writeEffectsOf(ctx, s.db, tx, fx, after)
	})
}

func renumber(ctx context.Context, tx bun.Tx, list []bookstore.FeaturedEntry) error {
	for i, e := range list {
		if _, err := tx.NewUpdate().Table("featured_books").Set("position = ?", i+1).Where("id = ?", e.ID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

// RemoveFeatured takes a book off the list and unticks its featured box,
// and writes the effects fx makes of the removed entry in the same
// transaction.
func (s *FeaturedStore) RemoveFeatured(ctx context.Context, id string, fx bookstore.EffectsOf[*bookstore.FeaturedEntry]) (*bookstore.FeaturedEntry, error) {
	var removed *bookstore.FeaturedEntry
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		list, err := featured(ctx, tx)
		if err != nil {
			return err
		}
		rest := list[:0:0]
		for i := range list {
			if list[i].ID == id {
				removed = &list[i]
			} else {
				rest = append(rest, list[i])
			}
		}
		if removed == nil {
			return bookstore.ErrNotFound
		}
		if _, err := tx.NewDelete().Table("featured_books").Where("id = ?", id).Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := tx.NewUpdate().Table("books").Set("is_featured = ?", false).Where("id = ?", removed.Book.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		if err := renumber(ctx, tx, rest); err != nil {
			return err
		}
		return writeEffectsOf(ctx, s.db, tx, fx, removed)
	})
	if err != nil {
		return nil, err
	}
	return removed, nil
}
