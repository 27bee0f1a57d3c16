package sqldb

import (
	"context"
	"errors"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// BookStore is the storage of the book aggregate for both panels (the
// storefront's public reads are in storefront.go). Unlike those reads it
// sees every book. Each write keeps the book's derived state in step in its
// transaction: visibility (refreshBookVisibility), search text and sort key,
// and the featured list; and clears the catalogue read cache.
type BookStore struct{ db *DB }

// NewBookStore returns the book store on db's connection.
func NewBookStore(db *DB) *BookStore { return &BookStore{db: db} }

var _ bookstore.BookStore = (*BookStore)(nil)

func (s *BookStore) selectBooks(q bun.IDB) *bun.SelectQuery {
	return q.NewSelect().TableExpr("books AS b").ColumnExpr(bookColumns).ColumnExpr(panelBookColumns, false).
		Join("JOIN authors AS a ON a.id = b.author_id").
		Join("LEFT JOIN categories AS c ON c.id = b.category_id").
		Join("LEFT JOIN book_revisions AS r ON r.book_id = b.id").
		Join("LEFT JOIN categories AS rc ON rc.id = r.category_id")
}

func wherePanelBooks(q *bun.SelectQuery, f bookstore.PanelBookFilter) *bun.SelectQuery {
	for _, tok := range bookstore.SearchTokens(f.Search) {
		q = q.Where(`b.search_text LIKE ? ESCAPE '\'`, "%"+likeEscape(tok)+"%")
	}
	if f.AuthorID != "" {
		q = q.Where("b.author_id = ?", f.AuthorID)
	}
	switch f.Status {
	case bookstore.BookStatusApproved:
		q = q.Where("b.is_approved = ?", true)
	case bookstore.BookStatusPending:
		q = q.Where("b.is_approved = ?", false)
	case bookstore.BookStatusRevision:
		q = q.Where("EXISTS (SELECT 1 FROM book_revisions AS br WHERE br.book_id = b.id)")
	}
	switch f.Stock {
	case bookstore.BookStockIn:
		q = q.Where("b.stock_quantity > 0")
	case bookstore.BookStockLow:
		q = q.Where("b.stock_quantity > 0 AND b.stock_quantity <= " + lowStockThresholdSQL)
	case bookstore.BookStockOut:
		q = q.Where("b.stock_quantity <= 0")
	}
	return q
}

// Books pages through the filter's books, newest first.
func (s *BookStore) Books(ctx context.Context, f bookstore.PanelBookFilter, p bookstore.PageRequest) ([]bookstore.BookSummary, int, error) {
	return listPage(ctx, wherePanelBooks(s.selectBooks(s.db.bun), f).Order("b.created_at DESC", "b.id DESC"),
		wherePanelBooks(s.db.bun.NewSelect().TableExpr("books AS b"), f), p, (*panelBookRow).summary)
}

// Book returns any book with its author and category names.
func (s *BookStore) Book(ctx context.Context, id string) (*bookstore.BookSummary, error) {
	return s.book(ctx, s.db.bun, id)
}

func (s *BookStore) book(ctx context.Context, q bun.IDB, id string) (*bookstore.BookSummary, error) {
	var row panelBookRow
	if err := s.selectBooks(q).Where("b.id = ?", id).Limit(1).Scan(ctx, &row); err != nil {
		return nil, translate(err)
	}
	b := row.summary()
	return &b, nil
}

// SaveBook creates or updates a book (bookstore.BookEdit says which
// fields).
func (s *BookStore) SaveBook(ctx context.Context, e bookstore.BookEdit) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		b := &e.Book
		var a authorRow
		if err := tx.NewSelect().Model(&a).Column("id", "name").Where("id = ?", b.AuthorID).Scan(ctx); err != nil {
			if errors.Is(translate(err), bookstore.ErrNotFound) {
				return bookstore.Invalid(bookstore.FieldError{Field: "authorId", Message: bookstore.MsgAuthorNotFound})
			}
			return translate(err)
		}
		if err := checkCategory(ctx, tx, b.CategoryID); err != nil {
			return err
		}
		id, err := writeBook(ctx, tx, e, a.Name)
		if err != nil {
			return err
		}
		if e.Fields.Has(bookstore.SetsFeatured) {
			if err := syncFeatured(ctx, tx, id, b.Featured); err != nil {
				return err
			}
		}
		if err := refreshBookVisibility(ctx, tx, booksByID(id)); err != nil {
			return err
		}
		saved, err = s.book(ctx, tx, id)
		return err
	})
	return saved, err
}

// writeBook inserts the book (its unset fields zero) or updates its content
// and the fields e names, and returns its id.
func writeBook(ctx context.Context, tx bun.Tx, e bookstore.BookEdit, authorName string) (string, error) {
	b, t := &e.Book, now()
	if b.ID == "" {
		row := bookRow{ID: newID(), Title: b.Title, Description: b.Description, Price: b.Price, ISBN: b.ISBN,
			PageCount: b.PageCount, PublicationDate: b.PublicationDate, AuthorID: b.AuthorID, CategoryID: optional(b.CategoryID),
			SearchText: searchText(b.Title, authorName), SortKey: bookstore.SortKey(b.Title), CreatedAt: t, UpdatedAt: t,
			parcelCols: parcelColumns(b.Parcel)}
		if e.Fields.Has(bookstore.SetsCover) {
			row.CoverImageURL = b.CoverURL
		}
		if e.Fields.Has(bookstore.SetsStock) {
			row.StockQuantity = b.Stock
		}
		if e.Fields.Has(bookstore.SetsFeatured) {
			row.IsFeatured = b.Featured
		}
		if e.Fields.Has(bookstore.SetsApproval) {
			row.IsApproved = b.Approved
		}
		if e.Fields.Has(bookstore.SetsTaxClass) {
			row.KDVRate, row.KDVExemption = taxClassColumns(b.TaxClass)
		}
		if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
			return "", translate(err)
		}
		return row.ID, bookPriced(ctx, tx, row.ID, row.Price, e.By)
	}
	q := tx.NewUpdate().Table("books").Set("title = ?", b.Title).Set("description = ?", b.Description).
		Set("price = ?", b.Price).Set("isbn = ?", b.ISBN).Set("page_count = ?", b.PageCount).
		Set("publication_date = ?", b.PublicationDate).Set("category_id = ?", optional(b.CategoryID)).
		Set("search_text = ?", searchText(b.Title, authorName)).Set("sort_key = ?", bookstore.SortKey(b.Title)).
		Set("updated_at = ?", t).Where("id = ?", b.ID)
	pc := parcelColumns(b.Parcel)
	q = q.Set("weight_grams = ?", pc.WeightGrams).Set("width_mm = ?", pc.WidthMM).
		Set("height_mm = ?", pc.HeightMM).Set("depth_mm = ?", pc.DepthMM)
	if e.Fields.Has(bookstore.SetsCover) {
		q = q.Set("cover_image_url = ?", b.CoverURL)
	}
	if e.Fields.Has(bookstore.SetsStock) {
		q = q.Set("stock_quantity = ?", b.Stock)
	}
	if e.Fields.Has(bookstore.SetsFeatured) {
		q = q.Set("is_featured = ?", b.Featured)
	}
	if e.Fields.Has(bookstore.SetsApproval) {
		q = q.Set("is_approved = ?", b.Approved)
	}
	if e.Fields.Has(bookstore.SetsTaxClass) {
		rate, exemption := taxClassColumns(b.TaxClass)
		q = q.Set("kdv_rate = ?", rate).Set("kdv_exemption = ?", exemption)
	}
	if e.Fields.Has(bookstore.SetsAuthor) {
		q = q.Set("author_id = ?", b.AuthorID)
	} else {
		// A save that may not move the book to another author applies only
		// while the book is still this author's.
		q = q.Where("author_id = ?", b.AuthorID)
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return "", translate(err)
	}
	if affected(res) != 1 {
		return "", bookstore.ErrNotFound
	}
	return b.ID, bookPriced(ctx, tx, b.ID, b.Price, e.By)
}

// bookPriced follows a book's write: its list price goes into its history,
// and its sale price is computed again (its price, category or author may
// have changed what a sale charges for it).
func bookPriced(ctx context.Context, tx bun.Tx, id string, price int64, by string) error {
	if err := recordPrice(ctx, tx, id, price, by); err != nil {
		return err
	}
	_, err := refreshSalePrices(ctx, tx, priceScope{ids: []string{id}}, now())
	return err
}

// CreateBooks inserts whole books in one transaction (seeding, the
// benchmark's generator), deriving the search text, sort key and public
// visibility from the book and its author.
func (s *BookStore) CreateBooks(ctx context.Context, books []*bookstore.Book) error {
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		authors := map[string]string{}
		rows := make([]bookRow, 0, len(books))
		for _, b := range books {
			name, ok := authors[b.AuthorID]
			if !ok {
				if err := tx.NewSelect().Table("authors").Column("name").Where("id = ?", b.AuthorID).Scan(ctx, &name); err != nil {
					return translate(err)
				}
				authors[b.AuthorID] = name
			}
			t := stamp(&b.ID, &b.CreatedAt)
			rows = append(rows, bookRow{ID: b.ID, Title: b.Title, Description: b.Description, Price: b.Price,
				CoverImageURL: b.CoverURL, StockQuantity: b.Stock, IsFeatured: b.Featured, IsApproved: b.Approved, ISBN: b.ISBN,
				PageCount: b.PageCount, PublicationDate: b.PublicationDate, AuthorID: b.AuthorID, CategoryID: optional(b.CategoryID),
				SearchText: searchText(b.Title, name), SortKey: bookstore.SortKey(b.Title), CreatedAt: t, UpdatedAt: t,
				parcelCols: parcelColumns(b.Parcel)})
			rows[len(rows)-1].KDVRate, rows[len(rows)-1].KDVExemption = taxClassColumns(b.TaxClass)
		}
		// Multi-row inserts in chunks keep statements under parameter limits.
		for len(rows) > 0 {
			n := min(len(rows), 500)
			chunk := rows[:n]
			if _, err := tx.NewInsert().Model(&chunk).Exec(ctx); err != nil {
				return translate(err)
			}
			if err := recordNewPrices(ctx, tx, chunk); err != nil {
				return err
			}
			ids := make([]string, n)
			for i := range chunk {
				ids[i] = chunk[i].ID
			}
			if err := refreshBookVisibility(ctx, tx, booksByID(ids...)); err != nil {
				return err
			}
			if _, err := refreshSalePrices(ctx, tx, priceScope{ids: ids}, now()); err != nil {
				return err // a running category or author sale covers new books too
			}
			rows = rows[n:]
		}
		return nil
	})
	return err
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

// SetBookApproval approves (applying the book's pending revision) or
// withdraws a book.
func (s *BookStore) SetBookApproval(ctx context.Context, id string, approved bool, by string) (*bookstore.BookSummary, error) {
	var saved *bookstore.BookSummary
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("books").Set("is_approved = ?", approved).Set("updated_at = ?", now()).
			Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if approved {
			if err := applyBookRevision(ctx, tx, id, by); err != nil {
				return err
			}
		}
		if err := refreshBookVisibility(ctx, tx, booksByID(id)); err != nil {
			return err
		}
		saved, err = s.book(ctx, tx, id)
		return err
	})
	return saved, err
}

// DeleteBook removes a book; one that appears in an order stays (the
// order's history needs it) and the admin is told to withdraw it instead.
func (s *BookStore) DeleteBook(ctx context.Context, id string) error {
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Table("order_items").Where("book_id = ?", id).Count(ctx)
		if err != nil {
			return translate(err)
		}
		if n > 0 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgBookInOrders)
		}
		for _, table := range []string{"cart_items", "notifications", "featured_books", "favorites", "book_revisions"} {
			if _, err := tx.NewDelete().Table(table).Where("book_id = ?", id).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		res, err := tx.NewDelete().Table("books").Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		return nil
	})
	return err
}

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
