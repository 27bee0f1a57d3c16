package sqldb

import (
	"context"
	"errors"
	"strings"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Admin reads and writes of categories, authors, events, the featured list
// and the content pages. Every write clears the catalogue read cache.

func (db *DB) changed(err error) error {
	if err == nil {
		db.cache.reset()
	}
	return err
}

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

// --- categories

// AdminCategories lists categories by name; q filters on the folded name
// in Go (a shop has tens of categories).
func (db *DB) AdminCategories(ctx context.Context, search string) ([]bookstore.Category, error) {
	var rows []categoryRow
	if err := db.bun.NewSelect().Model(&rows).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	tokens := bookstore.SearchTokens(search)
	out := make([]bookstore.Category, 0, len(rows))
rows:
	for _, r := range rows {
		name := " " + bookstore.FoldSearch(r.Name)
		for _, t := range tokens {
			if !strings.Contains(name, t) {
				continue rows
			}
		}
		out = append(out, bookstore.Category{ID: r.ID, Name: r.Name, Description: r.Description, CreatedAt: r.CreatedAt.UTC()})
	}
	sortByKey(out, func(c bookstore.Category) string { return c.Name })
	return out, nil
}

func (db *DB) AdminCategory(ctx context.Context, id string) (*bookstore.Category, error) {
	var r categoryRow
	if err := db.bun.NewSelect().Model(&r).Where("id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return &bookstore.Category{ID: r.ID, Name: r.Name, Description: r.Description, CreatedAt: r.CreatedAt.UTC()}, nil
}

func (db *DB) SaveCategory(ctx context.Context, c *bookstore.Category) error {
	if c.ID == "" {
		return db.changed(db.CreateCategory(ctx, c))
	}
	res, err := db.bun.NewUpdate().Table("categories").Set("name = ?", c.Name).Set("description = ?", c.Description).
		Set("updated_at = ?", now()).Where("id = ?", c.ID).Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return bookstore.ErrNotFound
	}
	return db.changed(nil)
}

func (db *DB) DeleteCategory(ctx context.Context, id string) error {
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Table("books").Set("category_id = NULL").Where("category_id = ?", id).Exec(ctx); err != nil {
			return translate(err)
		}
		res, err := tx.NewDelete().Table("categories").Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return bookstore.ErrNotFound
		}
		return nil
	})
	return db.changed(err)
}

// --- authors

type authorSummaryRow struct {
	authorRow
	BookCount int `bun:"book_count"`
}

func (db *DB) selectAdminAuthors(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("authors AS au").ColumnExpr(authorColumns).
		ColumnExpr("(SELECT count(*) FROM books b WHERE b.author_id = au.id) AS book_count")
}

func (r *authorSummaryRow) summary() bookstore.AuthorSummary {
	return bookstore.AuthorSummary{Author: *r.author(), BookCount: r.BookCount}
}

// AdminAuthors pages through all authors, newest first.
func (db *DB) AdminAuthors(ctx context.Context, search string, p bookstore.PageRequest) ([]bookstore.AuthorSummary, int, error) {
	return listPage(ctx, whereFolded(db.selectAdminAuthors(db.bun), "au.search_text", search).Order("au.created_at DESC", "au.id DESC"),
		whereFolded(db.bun.NewSelect().TableExpr("authors AS au"), "au.search_text", search), p, (*authorSummaryRow).summary)
}

func (db *DB) AdminAuthor(ctx context.Context, id string) (*bookstore.AuthorSummary, error) {
	return adminAuthor(ctx, db, db.bun, id)
}

func adminAuthor(ctx context.Context, db *DB, q bun.IDB, id string) (*bookstore.AuthorSummary, error) {
	var r authorSummaryRow
	if err := db.selectAdminAuthors(q).Where("au.id = ?", id).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	s := r.summary()
	return &s, nil
}

// SaveAuthor creates or updates an author and carries the name and the
// approval to the author's books and events.
func (db *DB) SaveAuthor(ctx context.Context, a *bookstore.Author) (*bookstore.AuthorSummary, error) {
	var saved *bookstore.AuthorSummary
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
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
			if n, _ := res.RowsAffected(); n != 1 {
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
		saved, err = adminAuthor(ctx, db, tx, a.ID)
		return err
	})
	return saved, db.changed(err)
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

func (db *DB) SetAuthorApproval(ctx context.Context, id string, approved bool) (*bookstore.AuthorSummary, error) {
	var saved *bookstore.AuthorSummary
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("authors").Set("is_approved = ?", approved).Set("updated_at = ?", now()).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return bookstore.ErrNotFound
		}
		if err := refreshBookVisibility(ctx, tx, booksOfAuthor(id)); err != nil {
			return err
		}
		saved, err = adminAuthor(ctx, db, tx, id)
		return err
	})
	return saved, db.changed(err)
}

func (db *DB) DeleteAuthor(ctx context.Context, id string) error {
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
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
		if n, _ := res.RowsAffected(); n != 1 {
			return bookstore.ErrNotFound
		}
		return nil
	})
	return db.changed(err)
}

// AuthorOptions lists approved authors by name (the forms' select).
func (db *DB) AuthorOptions(ctx context.Context, search string, limit int) ([]bookstore.Author, error) {
	var rows []authorRow
	q := whereFolded(db.bun.NewSelect().TableExpr("authors AS au").ColumnExpr(authorColumns).Where("au.is_approved = ?", true),
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

// --- events

func (db *DB) selectAdminEvents(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("events AS e").
		ColumnExpr("e.id, e.title, e.description, e.event_date, e.location, e.image_url, e.status, e.author_id, e.created_at").
		ColumnExpr("a.name AS author_name").Join("JOIN authors AS a ON a.id = e.author_id")
}

// AdminEvents pages through all events by date, latest first.
func (db *DB) AdminEvents(ctx context.Context, search string, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	return listPage(ctx, whereFolded(db.selectAdminEvents(db.bun), "e.search_text", search).Order("e.event_date DESC", "e.id DESC"),
		whereFolded(db.bun.NewSelect().TableExpr("events AS e"), "e.search_text", search), p, (*eventSummaryRow).summary)
}

func (db *DB) AdminEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return adminEvent(ctx, db, db.bun, id)
}

func adminEvent(ctx context.Context, db *DB, q bun.IDB, id string) (*bookstore.EventSummary, error) {
	var r eventSummaryRow
	if err := db.selectAdminEvents(q).Where("e.id = ?", id).Limit(1).Scan(ctx, &r); err != nil {
		return nil, translate(err)
	}
	s := r.summary()
	return &s, nil
}

// SaveEvent creates or updates an event of an approved author.
func (db *DB) SaveEvent(ctx context.Context, e *bookstore.Event) (*bookstore.EventSummary, error) {
	var saved *bookstore.EventSummary
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var a authorRow
		err := tx.NewSelect().Model(&a).Column("id", "name", "is_approved").Where("id = ?", e.AuthorID).Scan(ctx)
		if errors.Is(translate(err), bookstore.ErrNotFound) || (err == nil && !a.IsApproved) {
			return bookstore.Invalid(bookstore.FieldError{Field: "authorId", Message: bookstore.MsgEventAuthor})
		}
		if err != nil {
			return translate(err)
		}
		t := now()
		row := eventRow{ID: e.ID, Title: e.Title, Description: e.Description, EventDate: utc(e.Date), Location: e.Location,
			ImageURL: e.ImageURL, Status: string(e.Status), AuthorID: e.AuthorID, SearchText: searchText(e.Title, a.Name),
			CreatedAt: t, UpdatedAt: t}
		if err := saveRow(ctx, tx, &row, &row.ID); err != nil {
			return err
		}
		saved, err = adminEvent(ctx, db, tx, row.ID)
		return err
	})
	return saved, db.changed(err)
}

func (db *DB) SetEventStatus(ctx context.Context, id string, s bookstore.EventStatus) (*bookstore.EventSummary, error) {
	res, err := db.bun.NewUpdate().Table("events").Set("status = ?", string(s)).Set("updated_at = ?", now()).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return nil, translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return nil, bookstore.ErrNotFound
	}
	db.cache.reset()
	return db.AdminEvent(ctx, id)
}

func (db *DB) DeleteEvent(ctx context.Context, id string) error {
	res, err := db.bun.NewDelete().Table("events").Where("id = ?", id).Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return bookstore.ErrNotFound
	}
	return db.changed(nil)
}

// --- featured books

// Featured lists the featured entries by position, with every book (also
// ones not public, so the admin sees what the home page leaves out).
func (db *DB) Featured(ctx context.Context) ([]bookstore.FeaturedEntry, error) {
	return featured(ctx, db.bun)
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

// MoveFeatured swaps an entry with its neighbour and renumbers 1..n.
func (db *DB) MoveFeatured(ctx context.Context, id string, up bool) error {
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
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
		if to < 0 || to >= len(list) {
			return nil // already at the end: nothing to do
		}
		list[at], list[to] = list[to], list[at]
		return renumber(ctx, tx, list)
	})
	return db.changed(err)
}

func renumber(ctx context.Context, tx bun.Tx, list []bookstore.FeaturedEntry) error {
	for i, e := range list {
		if _, err := tx.NewUpdate().Table("featured_books").Set("position = ?", i+1).Where("id = ?", e.ID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

// RemoveFeatured takes a book off the list and unticks its featured box.
func (db *DB) RemoveFeatured(ctx context.Context, id string) (*bookstore.FeaturedEntry, error) {
	var removed *bookstore.FeaturedEntry
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
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
		return renumber(ctx, tx, rest)
	})
	return removed, db.changed(err)
}

// --- pages

// AdminPages returns every stored page, published or not.
func (db *DB) AdminPages(ctx context.Context) ([]bookstore.PageContent, error) {
	var rows []pageRow
	if err := db.bun.NewSelect().Model(&rows).Order("page_key").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.PageContent, len(rows))
	for i, r := range rows {
		out[i] = bookstore.PageContent{ID: r.ID, Key: r.PageKey, Title: r.Title, Content: r.Content, Meta: r.MetaData,
			Published: r.IsPublished, UpdatedAt: r.UpdatedAt.UTC()}
	}
	return out, nil
}

func (db *DB) AdminPage(ctx context.Context, key string) (*bookstore.PageContent, error) {
	var r pageRow
	if err := db.bun.NewSelect().Model(&r).Where("page_key = ?", key).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return &bookstore.PageContent{ID: r.ID, Key: r.PageKey, Title: r.Title, Content: r.Content, Meta: r.MetaData,
		Published: r.IsPublished, UpdatedAt: r.UpdatedAt.UTC()}, nil
}

var _ bookstore.CatalogAdminStore = (*DB)(nil)

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
