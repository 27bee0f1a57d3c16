package sqldb

import (
	"context"
	"errors"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Admin reads and writes of books. Unlike the storefront's reads these see
// every book; each write keeps books.is_visible (approved and an approved
// author), the search text and sort key, and the featured list in step.

func (db *DB) selectAllBooks() *bun.SelectQuery {
	return db.bun.NewSelect().TableExpr("books AS b").ColumnExpr(bookColumns).
		Join("JOIN authors AS a ON a.id = b.author_id").
		Join("LEFT JOIN categories AS c ON c.id = b.category_id")
}

func whereBookAdminSearch(q *bun.SelectQuery, search string) *bun.SelectQuery {
	for _, tok := range bookstore.SearchTokens(search) {
		q = q.Where(`b.search_text LIKE ? ESCAPE '\'`, "%"+likeEscape(tok)+"%")
	}
	return q
}

// AdminBooks pages through all books, newest first.
func (db *DB) AdminBooks(ctx context.Context, search string, p bookstore.PageRequest) ([]bookstore.BookSummary, int, error) {
	return listPage(ctx, whereBookAdminSearch(db.selectAllBooks(), search).Order("b.created_at DESC", "b.id DESC"),
		whereBookAdminSearch(db.bun.NewSelect().TableExpr("books AS b"), search), p, (*bookSummaryRow).summary)
}

// AdminBook returns any book with its author and category names.
func (db *DB) AdminBook(ctx context.Context, id string) (*bookstore.BookSummary, error) {
	return adminBook(ctx, db.bun, id)
}

func adminBook(ctx context.Context, q bun.IDB, id string) (*bookstore.BookSummary, error) {
	var row bookSummaryRow
	err := q.NewSelect().TableExpr("books AS b").ColumnExpr(bookColumns).
		Join("JOIN authors AS a ON a.id = b.author_id").
		Join("LEFT JOIN categories AS c ON c.id = b.category_id").
		Where("b.id = ?", id).Limit(1).Scan(ctx, &row)
	if err != nil {
		return nil, translate(err)
	}
	s := row.summary()
	return &s, nil
}

// SaveBook creates or replaces a book.
func (db *DB) SaveBook(ctx context.Context, b *bookstore.Book) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var a authorRow
		if err := tx.NewSelect().Model(&a).Column("id", "name", "is_approved").Where("id = ?", b.AuthorID).Scan(ctx); err != nil {
			if errors.Is(translate(err), bookstore.ErrNotFound) {
				return bookstore.Invalid(bookstore.FieldError{Field: "authorId", Message: bookstore.MsgAuthorNotFound})
			}
			return translate(err)
		}
		if err := checkCategory(ctx, tx, b.CategoryID); err != nil {
			return err
		}
		t := now()
		row := bookRow{ID: b.ID, Title: b.Title, Description: b.Description, Price: b.Price, CoverImageURL: b.CoverURL,
			StockQuantity: b.Stock, IsFeatured: b.Featured, IsApproved: b.Approved, ISBN: b.ISBN, PageCount: b.PageCount,
			PublicationDate: b.PublicationDate, AuthorID: b.AuthorID, CategoryID: optional(b.CategoryID),
			SearchText: searchText(b.Title, a.Name), SortKey: bookstore.SortKey(b.Title), IsVisible: b.Approved && a.IsApproved,
			CreatedAt: t, UpdatedAt: t}
		if err := saveRow(ctx, tx, &row, &row.ID); err != nil {
			return err
		}
		if err := syncFeatured(ctx, tx, row.ID, b.Featured); err != nil {
			return err
		}
		var err error
		saved, err = adminBook(ctx, tx, row.ID)
		return err
	})
	if err == nil {
		db.cache.reset()
	}
	return saved, err
}

// syncFeatured keeps featured_books and books.is_featured in agreement: a
// newly featured book goes to the end of the list.
func syncFeatured(ctx context.Context, tx bun.Tx, bookID string, featured bool) error {
	if !featured {
		_, err := tx.NewDelete().Table("featured_books").Where("book_id = ?", bookID).Exec(ctx)
		return translate(err)
	}
	n, err := tx.NewSelect().Table("featured_books").Where("book_id = ?", bookID).Count(ctx)
	if err != nil || n > 0 {
		return translate(err)
	}
	var last int
	if err := tx.NewSelect().Table("featured_books").ColumnExpr("coalesce(max(position), 0)").Scan(ctx, &last); err != nil {
		return translate(err)
	}
	_, err = tx.NewInsert().Model(&featuredRow{ID: newID(), BookID: bookID, Position: last + 1, CreatedAt: now()}).Exec(ctx)
	return translate(err)
}

// SetBookApproval approves or withdraws a book.
func (db *DB) SetBookApproval(ctx context.Context, id string, approved bool) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("books").Set("is_approved = ?", approved).Set("updated_at = ?", now()).
			Set("is_visible = ? AND (SELECT a.is_approved FROM authors a WHERE a.id = books.author_id)", approved).
			Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return bookstore.ErrNotFound
		}
		saved, err = adminBook(ctx, tx, id)
		return err
	})
	if err == nil {
		db.cache.reset()
	}
	return saved, err
}

// DeleteBook removes a book; one that appears in an order stays (the
// order's history needs it) and the admin is told to withdraw it instead.
func (db *DB) DeleteBook(ctx context.Context, id string) error {
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Table("order_items").Where("book_id = ?", id).Count(ctx)
		if err != nil {
			return translate(err)
		}
		if n > 0 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgBookInOrders)
		}
		for _, table := range []string{"cart_items", "notifications", "featured_books", "favorites"} {
			if _, err := tx.NewDelete().Table(table).Where("book_id = ?", id).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		res, err := tx.NewDelete().Table("books").Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return bookstore.ErrNotFound
		}
		return nil
	})
	if err == nil {
		db.cache.reset()
	}
	return err
}

var _ bookstore.BookAdminStore = (*DB)(nil)

// checkCategory refuses a book's category that does not exist ("" is none).
func checkCategory(ctx context.Context, tx bun.Tx, id string) error {
	if id == "" {
		return nil
	}
	n, err := tx.NewSelect().Table("categories").Where("id = ?", id).Count(ctx)
	if err != nil {
		return translate(err)
	}
	if n == 0 {
		return bookstore.Invalid(bookstore.FieldError{Field: "categoryId", Message: bookstore.MsgCategoryMissing})
	}
	return nil
}
