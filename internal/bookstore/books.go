package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// The book aggregate as the panels change it (the admin's Kitap Yönetimi
// and book form, the author panel's Kitaplarım): the form's rules and the
// store. Who may set which field is in book_access.go.

const (
	MsgPriceMin        = "Fiyat 0 veya daha büyük olmalıdır"
	MsgStockMin        = "Stok 0 veya daha büyük olmalıdır"
	MsgPageCountMin    = "Sayfa sayısı 0 veya daha büyük olmalıdır"
	MsgTitleTooLong    = "Başlık en fazla 200 karakter olabilir"
	MsgCategoryMissing = "Kategori bulunamadı"
	MsgBookInOrders    = "Bu kitap siparişlerde yer aldığı için silinemez; onayını kaldırarak mağazadan gizleyebilirsiniz."
	MsgBadImageURL     = "Geçersiz resim adresi"
	MaxTitleLen        = 200
	MaxPrice           = 100_000_000 // 1.000.000 TL in kuruş: a typo guard
	MaxStock           = 1_000_000
	MaxPageCount       = 100_000
)

// BookInput is the book form (the admin's; an author's form is its content
// fields). Description is rich text, sanitised by the caller before it is
// stored.
type BookInput struct {
	Title, ISBN, AuthorID, CategoryID, CoverURL, Description string
	Price                                                    int64 // kuruş
	Stock, PageCount                                         int
	PublicationDate                                          *time.Time
	Featured, Approved                                       bool
	// TaxClass is the book's own KDV class (nil: the shop default); the
	// admin's form only.
	TaxClass *TaxClass
	// Parcel is the weight and dimensions (each optional); content, so an
	// author proposes them like the title.
	Parcel BookParcel
}

// Normalize trims the text fields and writes the ISBN without separators.
func (b *BookInput) Normalize() {
	b.Title = strings.TrimSpace(b.Title)
	b.ISBN = NormalizeISBN(b.ISBN)
	b.AuthorID = strings.TrimSpace(b.AuthorID)
	b.CategoryID = strings.TrimSpace(b.CategoryID)
	b.CoverURL = strings.TrimSpace(b.CoverURL)
}

// Validate applies the form's rules: title, ISBN, author and
// price required, price, stock and page count at least 0; the cover is
// required when requireCover (an admin's save; an author's cover waits for
// approval and arrives later).
func (b *BookInput) Validate(requireCover bool) error {
	var f []FieldError
	switch {
	case b.Title == "":
		f = append(f, FieldError{"title", MsgRequired})
	case !SingleLine(b.Title):
		f = append(f, FieldError{"title", MsgSingleLine})
	case utf8.RuneCountInString(b.Title) > MaxTitleLen:
		f = append(f, FieldError{"title", MsgTitleTooLong})
	}
	if b.ISBN == "" {
		f = append(f, FieldError{"isbn", MsgRequired})
	} else if _, err := ValidateISBN(b.ISBN); err != nil {
		f = append(f, FieldError{"isbn", ErrorMessage(err)})
	}
	if b.AuthorID == "" {
		f = append(f, FieldError{"authorId", MsgRequired})
	} else if !ValidID(b.AuthorID) {
		f = append(f, FieldError{"authorId", MsgAuthorNotFound})
	}
	if b.CategoryID != "" && !ValidID(b.CategoryID) {
		f = append(f, FieldError{"categoryId", MsgCategoryMissing})
	}
	if b.Price < 0 || b.Price > MaxPrice {
		f = append(f, FieldError{"price", MsgPriceMin})
	}
	if b.Stock < 0 || b.Stock > MaxStock {
		f = append(f, FieldError{"stock", MsgStockMin})
	}
	if b.PageCount < 0 || b.PageCount > MaxPageCount {
		f = append(f, FieldError{"pageCount", MsgPageCountMin})
	}
	f = append(f, b.Parcel.Check()...)
	if b.TaxClass != nil {
		if msg := b.TaxClass.Check(); msg != "" {
			f = append(f, FieldError{"kdvRate", msg})
		}
	}
	if requireCover && b.CoverURL == "" {
		f = append(f, FieldError{"coverUrl", MsgRequired})
	} else if b.CoverURL != "" && !ValidImageURL(b.CoverURL) {
		f = append(f, FieldError{"coverUrl", MsgBadImageURL})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// ValidImageURL admits the shop's own media paths only: images are uploaded
// (and re-encoded) by the server, never hot-linked.
func ValidImageURL(u string) bool {
	return strings.HasPrefix(u, "/media/") && !strings.Contains(u, "..") && len(u) < 300 &&
		!strings.ContainsAny(u, " \"'<>\\?#")
}

// PanelBookFilter selects the books of a panel's list (the storefront's
// public list is BookFilter).
type PanelBookFilter struct {
	// Search matches the folded title or author name.
	Search string
	// AuthorID keeps one author's books ("" every author's).
	AuthorID string
	// Status keeps the books in one approval state ("" all).
	Status BookStatusFilter
	// Stock keeps the books in one stock state ("" all).
	Stock BookStockFilter
}

// BookStatusFilter is the admin list's approval filter.
type BookStatusFilter string

const (
	BookStatusApproved BookStatusFilter = "approved"
	BookStatusPending  BookStatusFilter = "pending"
	// BookStatusRevision: an author's edit waits on the book.
	BookStatusRevision BookStatusFilter = "revision"
)

// BookStockFilter is the admin list's stock filter.
type BookStockFilter string

const (
	BookStockIn  BookStockFilter = "in"
	BookStockLow BookStockFilter = "low" // in stock, at or under its low-stock threshold (DefaultLowStock without one)
	BookStockOut BookStockFilter = "out"
)

// BookReader reads books as the panels see them: every book, approved and
// public or not, with its author and category names.
type BookReader interface {
	// Books pages through the filter's books, newest first.
	Books(ctx context.Context, f PanelBookFilter, page PageRequest) ([]BookSummary, int, error)
	Book(ctx context.Context, id string) (*BookSummary, error)
}

// BookWriter changes books. Every write keeps the book's public visibility
// (approved, by an approved author), search text, sort key and the featured
// list in step.
type BookWriter interface {
	// SaveBook creates (empty ID) or updates a book: the content and the
	// fields e.Fields names (see BookEdit). Stock set here is absolute.
	SaveBook(ctx context.Context, e BookEdit) (*BookSummary, error)
	// SetBookApproval approves (applying a pending revision, whose price
	// change is recorded as by's) or withdraws a book.
	SetBookApproval(ctx context.Context, id string, approved bool, by string) (*BookSummary, error)
	// DeleteBook removes a book that no order references.
	DeleteBook(ctx context.Context, id string) error
}

// BookStore is the storage of the book aggregate, for both panels.
type BookStore interface {
	BookReader
	BookWriter
	BookRevisionStore
}
