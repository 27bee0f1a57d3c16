package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The author panel's storage: every query is scoped to one author.

// AuthorOfUser returns the author profile linked to a user.
func (db *DB) AuthorOfUser(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	var r authorSummaryRow
	if err := db.selectAdminAuthors(db.bun).Where("au.user_id = ?", userID).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	s := r.summary()
	return &s, nil
}

// AuthorBooks pages through the author's books, newest first.
func (db *DB) AuthorBooks(ctx context.Context, authorID, search string, p bookstore.PageRequest) ([]bookstore.BookSummary, int, error) {
	return listPage(ctx, whereBookAdminSearch(db.selectAllBooks(), search).Where("b.author_id = ?", authorID).Order("b.created_at DESC", "b.id DESC"),
		whereBookAdminSearch(db.bun.NewSelect().TableExpr("books AS b"), search).Where("b.author_id = ?", authorID), p, (*bookSummaryRow).summary)
}

// AuthorBook returns one of the author's books.
func (db *DB) AuthorBook(ctx context.Context, authorID, bookID string) (*bookstore.BookSummary, error) {
	b, err := adminBook(ctx, db.bun, bookID)
	if err != nil {
		return nil, err
	}
	if b.AuthorID != authorID {
		return nil, bookstore.ErrNotFound
	}
	return b, nil
}

// SaveAuthorBook writes the author's fields; the book awaits approval.
func (db *DB) SaveAuthorBook(ctx context.Context, authorID string, b *bookstore.Book) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var a authorRow
		if err := tx.NewSelect().Model(&a).Column("id", "name", "is_approved").Where("id = ?", authorID).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := checkCategory(ctx, tx, b.CategoryID); err != nil {
			return err
		}
		t := now()
		if b.ID == "" {
			row := bookRow{ID: newID(), Title: b.Title, Description: b.Description, Price: b.Price, ISBN: b.ISBN,
				PageCount: b.PageCount, PublicationDate: b.PublicationDate, AuthorID: authorID, CategoryID: optional(b.CategoryID),
				SearchText: searchText(b.Title, a.Name), SortKey: bookstore.SortKey(b.Title), CreatedAt: t, UpdatedAt: t}
			if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
				return translate(err)
			}
			b.ID = row.ID
		} else {
			res, err := tx.NewUpdate().Table("books").Set("title = ?", b.Title).Set("description = ?", b.Description).
				Set("price = ?", b.Price).Set("isbn = ?", b.ISBN).Set("page_count = ?", b.PageCount).
				Set("publication_date = ?", b.PublicationDate).Set("category_id = ?", optional(b.CategoryID)).
				Set("search_text = ?", searchText(b.Title, a.Name)).Set("sort_key = ?", bookstore.SortKey(b.Title)).
				Set("is_approved = ?", false).Set("is_visible = ?", false).Set("updated_at = ?", t).
				Where("id = ? AND author_id = ?", b.ID, authorID).Exec(ctx)
			if err != nil {
				return translate(err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return bookstore.ErrNotFound
			}
		}
		var err error
		saved, err = adminBook(ctx, tx, b.ID)
		return err
	})
	return saved, db.changed(err)
}

// AuthorEvents pages through the author's events, latest date first.
func (db *DB) AuthorEvents(ctx context.Context, authorID, search string, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	return listPage(ctx, whereFolded(db.selectAdminEvents(db.bun), "e.search_text", search).Where("e.author_id = ?", authorID).Order("e.event_date DESC", "e.id DESC"),
		whereFolded(db.bun.NewSelect().TableExpr("events AS e"), "e.search_text", search).Where("e.author_id = ?", authorID), p, (*eventSummaryRow).summary)
}

// AuthorEvent returns one of the author's events.
func (db *DB) AuthorEvent(ctx context.Context, authorID, eventID string) (*bookstore.EventSummary, error) {
	e, err := adminEvent(ctx, db, db.bun, eventID)
	if err != nil {
		return nil, err
	}
	if e.AuthorID != authorID {
		return nil, bookstore.ErrNotFound
	}
	return e, nil
}

// SaveAuthorEvent writes the author's event; it waits for an admin.
func (db *DB) SaveAuthorEvent(ctx context.Context, authorID string, e *bookstore.Event) (*bookstore.EventSummary, error) {
	if e.ID != "" {
		if _, err := db.AuthorEvent(ctx, authorID, e.ID); err != nil {
			return nil, err
		}
	}
	e.AuthorID, e.Status = authorID, bookstore.EventPending
	return db.SaveEvent(ctx, e)
}

// AuthorCounts counts the author's books and events, all and approved.
func (db *DB) AuthorCounts(ctx context.Context, authorID string) (bookstore.AuthorCounts, error) {
	var c struct {
		Books          int `bun:"books"`
		ApprovedBooks  int `bun:"approved_books"`
		Events         int `bun:"events"`
		ApprovedEvents int `bun:"approved_events"`
	}
	err := db.bun.NewRaw(`SELECT
		(SELECT count(*) FROM books WHERE author_id = ?) AS books,
		(SELECT count(*) FROM books WHERE author_id = ? AND is_approved = ?) AS approved_books,
		(SELECT count(*) FROM events WHERE author_id = ?) AS events,
		(SELECT count(*) FROM events WHERE author_id = ? AND status = ?) AS approved_events`,
		authorID, authorID, true, authorID, authorID, string(bookstore.EventApproved)).Scan(ctx, &c)
	return bookstore.AuthorCounts{Books: c.Books, ApprovedBooks: c.ApprovedBooks, Events: c.Events, ApprovedEvents: c.ApprovedEvents}, translate(err)
}

// AuthorActivity returns the newest audit entries about the author's books,
// events and profile.
func (db *DB) AuthorActivity(ctx context.Context, authorID string, limit int) ([]bookstore.AuditEntry, error) {
	var rows []auditRow
	err := db.bun.NewSelect().Model(&rows).
		Where("(entity = 'books' AND entity_id IN (SELECT CAST(id AS TEXT) FROM books WHERE author_id = ?))", authorID).
		WhereOr("(entity = 'events' AND entity_id IN (SELECT CAST(id AS TEXT) FROM events WHERE author_id = ?))", authorID).
		WhereOr("(entity = 'authors' AND entity_id = ?)", authorID).
		Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return auditEntries(rows), nil
}

var _ bookstore.AuthorPanelStore = (*DB)(nil)
