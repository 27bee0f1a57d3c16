package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Book administration (panels.md: Kitap Yönetimi and the book form).

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

// BookInput is the book form. Description is rich text, sanitised by the
// caller before it is stored.
type BookInput struct {
	Title, ISBN, AuthorID, CategoryID, CoverURL, Description string
	Price                                                    int64 // kuruş
	Stock, PageCount                                         int
	PublicationDate                                          *time.Time
	Featured, Approved                                       bool
}

// Normalize trims the text fields and writes the ISBN without separators.
func (b *BookInput) Normalize() {
	b.Title = strings.TrimSpace(b.Title)
	b.ISBN = NormalizeISBN(b.ISBN)
	b.AuthorID = strings.TrimSpace(b.AuthorID)
	b.CategoryID = strings.TrimSpace(b.CategoryID)
	b.CoverURL = strings.TrimSpace(b.CoverURL)
}

// Validate applies the form's rules (panels.md §5): title, ISBN, author and
// price required, price, stock and page count at least 0; the cover is
// required when requireCover (an admin's save; an author's cover waits for
// approval and arrives later).
func (b *BookInput) Validate(requireCover bool) error {
	var f []FieldError
	switch {
	case b.Title == "":
		f = append(f, FieldError{"title", MsgRequired})
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

// Book applies the input to a book record.
func (b *BookInput) Book(id string) *Book {
	return &Book{ID: id, Title: b.Title, ISBN: b.ISBN, AuthorID: b.AuthorID, CategoryID: b.CategoryID, CoverURL: b.CoverURL,
		Description: b.Description, Price: b.Price, Stock: b.Stock, PageCount: b.PageCount, PublicationDate: b.PublicationDate,
		Featured: b.Featured, Approved: b.Approved}
}

// BookAdminStore is the admin side of books.
type BookAdminStore interface {
	// AdminBooks pages through every book (approved or not), newest first;
	// q matches the folded title or author name.
	AdminBooks(ctx context.Context, q string, page PageRequest) ([]BookSummary, int, error)
	AdminBook(ctx context.Context, id string) (*BookSummary, error)
	// SaveBook creates (empty ID) or replaces a book, keeping its public
	// visibility, search text and the featured list in step. Stock changes
	// here are absolute: the admin sets the count.
	SaveBook(ctx context.Context, b *Book) (*BookSummary, error)
	SetBookApproval(ctx context.Context, id string, approved bool) (*BookSummary, error)
	// DeleteBook removes a book that no order references.
	DeleteBook(ctx context.Context, id string) error
}
