package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// AuthorStore is the author aggregate's storage, on the shared connection:
// the admin's author pages, the author's own profile and the application.
// Each change writes its effects (the audit entry) in its own transaction.
type AuthorStore struct{ db *DB }

// NewAuthorStore returns the author store of db.
func NewAuthorStore(db *DB) *AuthorStore { return &AuthorStore{db} }

var _ bookstore.AuthorStore = (*AuthorStore)(nil)

type authorSummaryRow struct {
	authorRow
	BookCount int `bun:"book_count"`
}

// selectAdminAuthors reads authors with their book counts (also the author
// panel's profile).
func selectAdminAuthors(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("authors AS au").ColumnExpr(authorColumns).
		ColumnExpr("(SELECT count(*) FROM books b WHERE b.author_id = au.id) AS book_count")
}

func (r *authorSummaryRow) summary() bookstore.AuthorSummary {
	return bookstore.AuthorSummary{Author: *r.author(), BookCount: r.BookCount}
}

// ListAuthors pages through all authors, newest first.
func (s *AuthorStore) ListAuthors(ctx context.Context, search string, p bookstore.PageRequest) ([]bookstore.AuthorSummary, int, error) {
	q := s.db.bun
	return listPage(ctx, whereFolded(selectAdminAuthors(q), "au.search_text", search).Order("au.created_at DESC", "au.id DESC"),
		whereFolded(q.NewSelect().TableExpr("authors AS au"), "au.search_text", search), p, (*authorSummaryRow).summary)
}

func (s *AuthorStore) Author(ctx context.Context, id string) (*bookstore.AuthorSummary, error) {
	return adminAuthor(ctx, s.db.bun, id)
}

func adminAuthor(ctx context.Context, q bun.IDB, id string) (*bookstore.AuthorSummary, error) {
	var r authorSummaryRow
	if err := selectAdminAuthors(q).Where("au.id = ?", id).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	sum := r.summary()
	return &sum, nil
}

// SaveAuthor creates or updates an author and carries the name and the
// approval to the author's books and events.
func (s *AuthorStore) SaveAuthor(ctx context.Context, a *bookstore.Author, fx func(*bookstore.AuthorSummary) bookstore.Effects) (*bookstore.AuthorSummary, error) {
	var saved *bookstore.AuthorSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		if a.ID == "" {
			a.ID = newID()
			a.CreatedAt = t
			if _, err := tx.NewInsert().Model(&authorRow{ID: a.ID, UserID: optional(a.UserID), Name: a.Name, Biography: a.Biography,
				PhotoURL: a.PhotoURL, IsApproved: a.Approved, SearchText: searchText(a.Name), SortKey: bookstore.SortKey(a.Name),
				CreatedAt: t, UpdatedAt: t}).Exec(ctx); err != nil {
				return translate(err)
			}
		} else {
			var oldName string
			if err := tx.NewSelect().Table("authors").Column("name").Where("id = ?", a.ID).Scan(ctx, &oldName); err != nil {
				return translate(err)
			}
			res, err := tx.NewUpdate().Table("authors").Set("name = ?", a.Name).Set("biography = ?", a.Biography).
				Set("photo_url = ?", a.PhotoURL).Set("is_approved = ?", a.Approved).Set("search_text = ?", searchText(a.Name)).
				Set("sort_key = ?", bookstore.SortKey(a.Name)).Set("updated_at = ?", t).Where("id = ?", a.ID).Exec(ctx)
			if err != nil {
				return translate(err)
			}
			if affected(res) != 1 {
				return bookstore.ErrNotFound
			}
			if err := refreshBookVisibility(ctx, tx, booksOfAuthor(a.ID)); err != nil {
				return err
			}
			if oldName != a.Name {
				if err := carryName(ctx, tx, a.ID, a.Name); err != nil {
					return err
				}
			}
		}
		var err error
		if saved, err = adminAuthor(ctx, tx, a.ID); err != nil {
			return err
		}
		return s.effects(ctx, tx, saved, fx)
	})
	return saved, err
}

// effects writes what fx makes of the changed author (nil: nothing).
func (s *AuthorStore) effects(ctx context.Context, tx bun.Tx, a *bookstore.AuthorSummary, fx func(*bookstore.AuthorSummary) bookstore.Effects) error {
	if fx == nil {
		return nil
	}
	return writeEffects(ctx, s.db, tx, fx(a))
}

// carryName rewrites the search text of the author's books and events
// (title + author name). The folding is Go's, so it goes row by row; it runs
// only when the name changed.
func carryName(ctx context.Context, tx bun.Tx, authorID, name string) error {
	var books []bookRow
	if err := tx.NewSelect().Model(&books).Column("id", "title").Where("author_id = ?", authorID).Scan(ctx); err != nil {
		return translate(err)
	}
	for _, b := range books {
		if _, err := tx.NewUpdate().Table("books").Set("search_text = ?", searchText(b.Title, name)).Where("id = ?", b.ID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	var events []eventRow
	if err := tx.NewSelect().Model(&events).Column("id", "title").Where("author_id = ?", authorID).Scan(ctx); err != nil {
		return translate(err)
	}
	for _, e := range events {
		if _, err := tx.NewUpdate().Table("events").Set("search_text = ?", searchText(e.Title, name)).Where("id = ?", e.ID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

// SetAuthorApproval approves an author or withdraws the approval, and their
// books' public visibility follows.
func (s *AuthorStore) SetAuthorApproval(ctx context.Context, id string, approved bool, fx func(*bookstore.AuthorSummary) bookstore.Effects) (*bookstore.AuthorSummary, error) {
	var saved *bookstore.AuthorSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("authors").Set("is_approved = ?", approved).Set("updated_at = ?", now()).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if err := refreshBookVisibility(ctx, tx, booksOfAuthor(id)); err != nil {
			return err
		}
		if saved, err = adminAuthor(ctx, tx, id); err != nil {
			return err
		}
		return s.effects(ctx, tx, saved, fx)
	})
	return saved, err
}

// DeleteAuthor deletes an author without books (MsgAuthorHasBooks otherwise).
func (s *AuthorStore) DeleteAuthor(ctx context.Context, id string, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Table("books").Where("author_id = ?", id).Count(ctx)
		if err != nil {
			return translate(err)
		}
		if n > 0 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgAuthorHasBooks)
		}
		res, err := tx.NewDelete().Table("authors").Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// AuthorOptions lists approved authors by name (the forms' select).
func (s *AuthorStore) AuthorOptions(ctx context.Context, search string, limit int) ([]bookstore.Author, error) {
	var rows []authorRow
	q := whereFolded(s.db.bun.NewSelect().TableExpr("authors AS au").ColumnExpr(authorColumns).Where("au.is_approved = ?", true),
		"au.search_text", search)
	if err := q.OrderExpr("au.sort_key ASC, au.id ASC").Limit(int64(limit)).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.Author, len(rows))
	for i := range rows {
		out[i] = *rows[i].author()
	}
	return out, nil
}
