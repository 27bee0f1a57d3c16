package storefront

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// BookQuery is a shopper's book list request as the URL gives it: ids
// unchecked, prices in whole lira (0: no bound), the sort by name.
type BookQuery struct {
	Query              string
	CategoryID         string
	AuthorID           string
	MinPrice, MaxPrice int // lira, on the price charged
	InStock            bool
	Sort               string
	MinRating          int
	Page, PageSize     int
}

// BookPage is one page of the book list.
type BookPage struct {
	Items []bookstore.BookSummary
	Total int
	// Capped says a search matched more than Total (SearchTotalCap) books.
	Capped bool
	// CategoryCounts counts the matches per category, the category filter
	// left out; nil for a capped search (counting every hit of a broad
	// search is the slow query the cap avoids).
	CategoryCounts []bookstore.CategoryCount
	bookstore.PageRequest
}

// The book list's refusals of a malformed filter.
var (
	ErrBadCategory   = bookstore.Invalid(bookstore.FieldError{Field: "category", Message: "Geçersiz kategori"})
	ErrBadAuthor     = bookstore.Invalid(bookstore.FieldError{Field: "author", Message: "Geçersiz yazar"})
	ErrBadPriceRange = bookstore.Invalid(bookstore.FieldError{Field: "maxPrice",
		Message: "En yüksek fiyat en düşük fiyattan az olamaz"})
)

// Books pages through the public books matching q.
func (s *Service) Books(ctx context.Context, q BookQuery) (*BookPage, error) {
	if q.CategoryID != "" && !bookstore.ValidID(q.CategoryID) {
		return nil, ErrBadCategory
	}
	if q.AuthorID != "" && !bookstore.ValidID(q.AuthorID) {
		return nil, ErrBadAuthor
	}
	if q.MaxPrice > 0 && q.MaxPrice < q.MinPrice {
		return nil, ErrBadPriceRange
	}
	sort, _ := bookstore.ParseBookSort(q.Sort)
	p := bookstore.PageRequest{Page: q.Page, Size: q.PageSize}.Normalize()
	f := bookstore.BookFilter{Query: q.Query, CategoryID: q.CategoryID, AuthorID: q.AuthorID, InStock: q.InStock,
		MinPrice: int64(q.MinPrice) * 100, MaxPrice: int64(q.MaxPrice) * 100, MinRating: q.MinRating, Sort: sort, PageRequest: p}
	items, total, err := s.Store.PublicBooks(ctx, f)
	if err != nil {
		return nil, err
	}
	out := &BookPage{Items: items, Total: total, PageRequest: p}
	// Only a search's total is capped (see bookstore.SearchTotalCap).
	out.Capped = len(bookstore.SearchTokens(q.Query)) > 0 && total > bookstore.SearchTotalCap
	if out.Capped {
		out.Total = bookstore.SearchTotalCap
		return out, nil
	}
	if out.CategoryCounts, err = s.Store.CategoryCounts(ctx, f); err != nil {
		return nil, err
	}
	return out, nil
}

// Featured is the home page's featured books.
func (s *Service) Featured(ctx context.Context) ([]bookstore.BookSummary, error) {
	return s.Store.FeaturedBooks(ctx, bookstore.FeaturedOnHome)
}

// Book is a public book's page: 'Kitap bulunamadı' for a malformed id and
// for a missing or hidden book alike.
func (s *Service) Book(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	return bookstore.ByID(ctx, id, bookstore.MsgBookNotFound, s.Store.PublicBook)
}

// Related is the two rows under a public book (bookstore.PickRelated),
// with the book's own not-found answer.
func (s *Service) Related(ctx context.Context, id string) (bookstore.RelatedBooks, error) {
	b, err := s.Book(ctx, id)
	if err != nil {
		return bookstore.RelatedBooks{}, err
	}
	c, err := s.Store.RelatedCandidates(ctx, &b.BookSummary)
	if err != nil {
		return bookstore.RelatedBooks{}, err
	}
	return bookstore.PickRelated(b.ID, c), nil
}

// Delivery is the estimate of a book's page at now: none for a book out of
// stock (it cannot be ordered).
func (s *Service) Delivery(ctx context.Context, b *bookstore.BookDetail, now time.Time) (*bookstore.DeliveryEstimate, error) {
	if b.Stock <= 0 {
		return nil, nil
	}
	v, err := s.Campaigns.DeliverySettings(ctx)
	if err != nil {
		return nil, err
	}
	e := bookstore.EstimateDelivery(now, v)
	return &e, nil
}

// CategoryEntry is a category with the number of its books a shopper sees.
type CategoryEntry struct {
	bookstore.Category
	BookCount int
}

// Categories lists every category with its public book count (the filter
// leaves out a category with no book to show; the author's form offers
// every category).
func (s *Service) Categories(ctx context.Context) ([]CategoryEntry, error) {
	cats, err := s.Store.Categories(ctx)
	if err != nil {
		return nil, err
	}
	counts, err := s.Store.CategoryCounts(ctx, bookstore.BookFilter{})
	if err != nil {
		return nil, err
	}
	books := make(map[string]int, len(counts))
	for _, c := range counts {
		books[c.CategoryID] = c.Count
	}
	out := make([]CategoryEntry, len(cats))
	for i, c := range cats {
		out[i] = CategoryEntry{Category: c, BookCount: books[c.ID]}
	}
	return out, nil
}
