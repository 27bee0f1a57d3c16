package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The pending revisions of books (0021_book_revisions.sql, see
// bookstore.BookRevision): an author's edit of an approved book waits in
// book_revisions while the shop reads books, which the edit leaves alone.

// bookRevisionRow is a row of book_revisions.
type bookRevisionRow struct {
	bun.BaseModel   `bun:"table:book_revisions"`
	BookID          string     `bun:"book_id,pk"`
	Title           string     `bun:"title"`
	Description     string     `bun:"description"`
	Price           int64      `bun:"price"`
	ISBN            string     `bun:"isbn"`
	PageCount       int        `bun:"page_count"`
	PublicationDate *time.Time `bun:"publication_date"`
	CategoryID      *string    `bun:"category_id"`
	CreatedAt       time.Time  `bun:"created_at"`
	UpdatedAt       time.Time  `bun:"updated_at"`
	parcelCols
}

// panelBookColumns add a book's pending revision to bookColumns (the
// panels' reads join book_revisions AS r and its category AS rc).
const panelBookColumns = `r.title AS rev_title, r.description AS rev_description, r.price AS rev_price,
	r.isbn AS rev_isbn, r.page_count AS rev_page_count, r.publication_date AS rev_publication_date,
	r.category_id AS rev_category_id, rc.name AS rev_category_name, r.updated_at AS rev_updated_at,
	b.kdv_rate, b.kdv_exemption, ` + parcelPanelColumns + `
	(SELECT pi.image_url FROM pending_images AS pi WHERE pi.reference_table = 'books'
		AND pi.reference_id = CAST(b.id AS TEXT) AND pi.is_approved = ? ORDER BY pi.created_at DESC LIMIT 1) AS rev_cover_url`

// panelBookRow is a book as the panels read it: with its pending revision
// (the rev_ columns are NULL when none waits).
type panelBookRow struct {
	bookSummaryRow
	RevTitle           *string    `bun:"rev_title"`
	RevDescription     *string    `bun:"rev_description"`
	RevPrice           *int64     `bun:"rev_price"`
	RevISBN            *string    `bun:"rev_isbn"`
	RevPageCount       *int       `bun:"rev_page_count"`
	RevPublicationDate *time.Time `bun:"rev_publication_date"`
	RevCategoryID      *string    `bun:"rev_category_id"`
	RevCategoryName    *string    `bun:"rev_category_name"`
	RevUpdatedAt       *time.Time `bun:"rev_updated_at"`
	RevCoverURL        *string    `bun:"rev_cover_url"`
	// The book's own KDV class (the panels only).
	KDVRate      *int    `bun:"kdv_rate"`
	KDVExemption *string `bun:"kdv_exemption"`
	// The book's weight and dimensions, and its revision's.
	parcelCols
	RevParcel parcelCols `bun:"embed:rev_"`
}

func (r *panelBookRow) summary() bookstore.BookSummary {
	s := r.bookSummaryRow.summary()
	s.TaxClass = taxClassOf(r.KDVRate, r.KDVExemption)
	s.Parcel = r.parcel()
	if r.RevTitle == nil {
		return s
	}
	rev := &bookstore.BookRevision{Title: *r.RevTitle, Description: deref(r.RevDescription), ISBN: deref(r.RevISBN),
		CategoryID: deref(r.RevCategoryID), CategoryName: deref(r.RevCategoryName), CoverURL: deref(r.RevCoverURL),
		Parcel: r.RevParcel.parcel()}
	if r.RevPrice != nil {
		rev.Price = *r.RevPrice
	}
	if r.RevPageCount != nil {
		rev.PageCount = *r.RevPageCount
	}
	if r.RevPublicationDate != nil {
		d := r.RevPublicationDate.UTC()
		rev.PublicationDate = &d
	}
	if r.RevUpdatedAt != nil {
		rev.UpdatedAt = r.RevUpdatedAt.UTC()
	}
	s.Revision = rev
	return s
}

// SaveBookRevision stores the edit as book e.Book.ID's pending revision.
// fx is written only with a new revision (not with a further save of the
// one already waiting).
func (s *BookStore) SaveBookRevision(ctx context.Context, e bookstore.BookEdit, fx bookstore.Effects) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	// No catalogTx: the shop's reads do not change.
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b := &e.Book
		// The book must still be this author's (the update's guard in
		// writeBook). An approval running at the same moment either applies
		// the earlier revision or leaves this one waiting: both are states
		// the admin sees.
		n, err := tx.NewSelect().Table("books").Where("id = ? AND author_id = ?", b.ID, b.AuthorID).Count(ctx)
		if err != nil {
			return translate(err)
		}
		if n != 1 {
			return bookstore.ErrNotFound
		}
		if err := checkCategory(ctx, tx, b.CategoryID); err != nil {
			return err
		}
		t := now()
		row := bookRevisionRow{BookID: b.ID, Title: b.Title, Description: b.Description, Price: b.Price, ISBN: b.ISBN,
			PageCount: b.PageCount, PublicationDate: b.PublicationDate, CategoryID: optional(b.CategoryID), CreatedAt: t, UpdatedAt: t,
			parcelCols: parcelColumns(b.Parcel)}
		if _, err := tx.NewInsert().Model(&row).On("CONFLICT (book_id) DO UPDATE").
			Set("title = EXCLUDED.title, description = EXCLUDED.description, price = EXCLUDED.price").
			Set("isbn = EXCLUDED.isbn, page_count = EXCLUDED.page_count, publication_date = EXCLUDED.publication_date").
			Set("category_id = EXCLUDED.category_id, updated_at = EXCLUDED.updated_at").
			Set("weight_grams = EXCLUDED.weight_grams, width_mm = EXCLUDED.width_mm").
			Set("height_mm = EXCLUDED.height_mm, depth_mm = EXCLUDED.depth_mm").Exec(ctx); err != nil {
			return translate(err)
		}
		if saved, err = s.book(ctx, tx, b.ID); err != nil {
			return err
		}
		return writeIfNewRevision(ctx, s.db, tx, b.ID, fx)
	})
	return saved, err
}

// writeIfNewRevision writes fx when book id's revision was created by this
// transaction: an upsert that inserted has created_at = updated_at, one
// that updated kept the first save's created_at.
func writeIfNewRevision(ctx context.Context, db statements, tx bun.Tx, id string, fx bookstore.Effects) error {
	fresh, err := tx.NewSelect().Table("book_revisions").Where("book_id = ? AND created_at = updated_at", id).Exists(ctx)
	if err != nil {
		return translate(err)
	}
	if !fresh {
		return nil
	}
	return writeEffects(ctx, db, tx, fx)
}

// DiscardBookRevision drops book id's pending revision.
func (s *BookStore) DiscardBookRevision(ctx context.Context, id string, fx bookstore.Effects) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewDelete().Table("book_revisions").Where("book_id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if saved, err = s.book(ctx, tx, id); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
	return saved, err
}

// applyBookRevision writes book id's pending revision (if any) into the
// book and drops it, in the approval's transaction.
func applyBookRevision(ctx context.Context, tx bun.Tx, id, by string) error {
	var rev bookRevisionRow
	err := tx.NewSelect().Model(&rev).Where("book_id = ?", id).Scan(ctx)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		return translate(err)
	}
	var b struct {
		AuthorID   string `bun:"author_id"`
		AuthorName string `bun:"name"`
	}
	if err := tx.NewSelect().TableExpr("books AS b").ColumnExpr("b.author_id, a.name").
		Join("JOIN authors AS a ON a.id = b.author_id").Where("b.id = ?", id).Scan(ctx, &b); err != nil {
		return translate(err)
	}
	edit := bookstore.BookEdit{Book: bookstore.Book{ID: id, Title: rev.Title, Description: rev.Description, Price: rev.Price,
		ISBN: rev.ISBN, PageCount: rev.PageCount, PublicationDate: rev.PublicationDate, AuthorID: b.AuthorID,
		CategoryID: deref(rev.CategoryID), Parcel: rev.parcel()}, By: by}
	if _, err := writeBook(ctx, tx, edit, b.AuthorName); err != nil {
		return err
	}
	_, err = tx.NewDelete().Table("book_revisions").Where("book_id = ?", id).Exec(ctx)
	return translate(err)
}
