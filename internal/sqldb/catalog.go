package sqldb

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type categoryRow struct {
	bun.BaseModel `bun:"table:categories"`
	ID            string    `bun:"id,pk"`
	Name          string    `bun:"name"`
	NameKey       string    `bun:"name_key"` // bookstore.CategoryKey(Name), unique
	Description   string    `bun:"description"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type authorRow struct {
	bun.BaseModel `bun:"table:authors"`
	ID            string    `bun:"id,pk"`
	UserID        *string   `bun:"user_id"`
	Name          string    `bun:"name"`
	Biography     string    `bun:"biography"`
	PhotoURL      string    `bun:"photo_url"`
	IsApproved    bool      `bun:"is_approved"`
	SearchText    string    `bun:"search_text"`
	SortKey       string    `bun:"sort_key"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type bookRow struct {
	bun.BaseModel   `bun:"table:books"`
	ID              string     `bun:"id,pk"`
	Title           string     `bun:"title"`
	Description     string     `bun:"description"`
	Price           int64      `bun:"price"`
	CoverImageURL   string     `bun:"cover_image_url"`
	StockQuantity   int        `bun:"stock_quantity"`
	IsFeatured      bool       `bun:"is_featured"`
	IsApproved      bool       `bun:"is_approved"`
	ISBN            string     `bun:"isbn"`
	PageCount       int        `bun:"page_count"`
	PublicationDate *time.Time `bun:"publication_date"`
	AuthorID        string     `bun:"author_id"`
	CategoryID      *string    `bun:"category_id"`
	SearchText      string     `bun:"search_text"`
	SortKey         string     `bun:"sort_key"`
	IsVisible       bool       `bun:"is_visible"`
	CreatedAt       time.Time  `bun:"created_at"`
	UpdatedAt       time.Time  `bun:"updated_at"`
	// KDVRate and KDVExemption are the book's own KDV class (NULL: the
	// shop default, tax.go).
	KDVRate      *int    `bun:"kdv_rate"`
	KDVExemption *string `bun:"kdv_exemption"`
	parcelCols
}

type eventRow struct {
	bun.BaseModel `bun:"table:events"`
	ID            string    `bun:"id,pk"`
	Title         string    `bun:"title"`
	Description   string    `bun:"description"`
	EventDate     time.Time `bun:"event_date"`
	Location      string    `bun:"location"`
	ImageURL      string    `bun:"image_url"`
	Status        string    `bun:"status"`
	AuthorID      string    `bun:"author_id"`
	SearchText    string    `bun:"search_text"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type pageRow struct {
	bun.BaseModel `bun:"table:page_contents"`
	ID            string         `bun:"id,pk"`
	PageKey       string         `bun:"page_key"`
	Title         string         `bun:"title"`
	Content       string         `bun:"content"`
	MetaData      map[string]any `bun:"meta_data,type:jsonb"`
	IsPublished   bool           `bun:"is_published"`
	CreatedAt     time.Time      `bun:"created_at"`
	UpdatedAt     time.Time      `bun:"updated_at"`
}

type featuredRow struct {
	bun.BaseModel `bun:"table:featured_books"`
	ID            string    `bun:"id,pk"`
	BookID        string    `bun:"book_id"`
	Position      int       `bun:"position"`
	CreatedAt     time.Time `bun:"created_at"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// stamp fills a new record's id and creation time when unset.
func stamp(id *string, created *time.Time) time.Time {
	if *id == "" {
		*id = newID()
	}
	if created.IsZero() {
		*created = now()
	}
	*created = utc(*created)
	return *created
}

// CreateCategory inserts a category; a taken name is ErrDuplicate.
func (s *CatalogWriter) CreateCategory(ctx context.Context, c *bookstore.Category) error {
	t := stamp(&c.ID, &c.CreatedAt)
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewInsert().Model(&categoryRow{ID: c.ID, Name: c.Name, NameKey: bookstore.CategoryKey(c.Name), Description: c.Description, CreatedAt: t, UpdatedAt: t}).Exec(ctx)
		return translate(err)
	})
}

// CreateAuthor inserts an author.
func (s *CatalogWriter) CreateAuthor(ctx context.Context, a *bookstore.Author) error {
	t := stamp(&a.ID, &a.CreatedAt)
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewInsert().Model(&authorRow{ID: a.ID, UserID: optional(a.UserID), Name: a.Name, Biography: a.Biography,
			PhotoURL: a.PhotoURL, IsApproved: a.Approved, SearchText: searchText(a.Name), SortKey: bookstore.SortKey(a.Name),
			CreatedAt: t, UpdatedAt: t}).Exec(ctx)
		return translate(err)
	})
}

// CreateBook inserts a book (BookStore.CreateBooks).
func (s *CatalogWriter) CreateBook(ctx context.Context, b *bookstore.Book) error {
	return NewBookStore(s.db).CreateBooks(ctx, []*bookstore.Book{b})
}

// CreateBooks inserts books in one transaction (BookStore.CreateBooks).
func (s *CatalogWriter) CreateBooks(ctx context.Context, books []*bookstore.Book) error {
	return NewBookStore(s.db).CreateBooks(ctx, books)
}

// searchText is the stored form of searchable words: folded, with a leading
// space so a word's start can be matched (whereSearch).
func searchText(words ...string) string {
	return " " + bookstore.FoldSearch(strings.Join(words, " "))
}

// CreateEvent inserts an event.
func (s *CatalogWriter) CreateEvent(ctx context.Context, e *bookstore.Event) error {
	t := stamp(&e.ID, &e.CreatedAt)
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var author string
		if err := tx.NewSelect().Table("authors").Column("name").Where("id = ?", e.AuthorID).Scan(ctx, &author); err != nil {
			return translate(err)
		}
		_, err := tx.NewInsert().Model(&eventRow{ID: e.ID, Title: e.Title, Description: e.Description, EventDate: utc(e.Date),
			Location: e.Location, ImageURL: e.ImageURL, Status: string(e.Status), AuthorID: e.AuthorID,
			SearchText: searchText(e.Title, author), CreatedAt: t, UpdatedAt: t}).Exec(ctx)
		return translate(err)
	})
}

// SavePage inserts or replaces the page with p.Key (PageStore.SavePage).
func (s *CatalogWriter) SavePage(ctx context.Context, p *bookstore.PageContent) error {
	return NewPageStore(s.db).SavePage(ctx, p, nil)
}

// SetFeatured replaces the featured list and keeps books.is_featured in step.
func (s *CatalogWriter) SetFeatured(ctx context.Context, bookIDs []string) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDelete().Table("featured_books").Where("1 = 1").Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Table("books").Set("is_featured = ?", false).Where("is_featured = ?", true).Exec(ctx); err != nil {
			return err
		}
		if len(bookIDs) == 0 {
			return nil
		}
		rows := make([]featuredRow, len(bookIDs))
		for i, id := range bookIDs {
			rows[i] = featuredRow{ID: newID(), BookID: id, Position: i + 1, CreatedAt: now()}
		}
		if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
			return translate(err)
		}
		_, err := tx.NewUpdate().Table("books").Set("is_featured = ?", true).Where("id IN (?)", bun.List(bookIDs)).Exec(ctx)
		return err
	})
}

// CountBooks counts every book.
func (s *CatalogWriter) CountBooks(ctx context.Context) (int, error) {
	n, err := s.db.bun.NewSelect().Table("books").Count(ctx)
	return int(n), translate(err)
}

var _ bookstore.CatalogWriter = (*CatalogWriter)(nil)
