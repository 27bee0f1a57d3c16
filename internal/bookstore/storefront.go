package bookstore

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Public visibility: a book is
// public when it is approved and its author is approved; an author when
// approved; an event when approved and its author approved. The stores
// enforce this in every public read, so nothing unapproved can leak through
// a list, a detail, a search, an author page or the sitemap.

// BookSort is an order of the book list.
type BookSort string

const (
	SortNewest    BookSort = "newest"
	SortTitle     BookSort = "title"
	SortPriceAsc  BookSort = "price_asc"
	SortPriceDesc BookSort = "price_desc"
	// SortRating: highest one-decimal average first, then most ratings.
	SortRating BookSort = "rating"
)

// ParseBookSort accepts the five orders; empty means newest.
func ParseBookSort(s string) (BookSort, bool) {
	switch v := BookSort(s); v {
	case "":
		return SortNewest, true
	case SortNewest, SortTitle, SortPriceAsc, SortPriceDesc, SortRating:
		return v, true
	}
	return "", false
}

// Paging limits of public lists.
const (
	DefaultPageSize = 20
	MaxPageSize     = 48
	// MaxPage bounds offsets so a crafted page number cannot ask the
	// database to skip millions of rows.
	MaxPage = 5000
)

// PageRequest is a 1-based page of a list.
type PageRequest struct{ Page, Size int }

// Normalize clamps the page into the allowed range.
func (p PageRequest) Normalize() PageRequest {
	if p.Size <= 0 {
		p.Size = DefaultPageSize
	}
	p.Size = min(p.Size, MaxPageSize)
	p.Page = min(max(p.Page, 1), MaxPage)
	return p
}

// Offset is the number of rows before the page.
func (p PageRequest) Offset() int { return (p.Page - 1) * p.Size }

// BookFilter selects public books.
type BookFilter struct {
	Query      string // folded into tokens; every token must match title or author name
	CategoryID string
	// MinRating keeps books whose one-decimal average is at least this
	// many stars (4: '4 yıldız ve üzeri'); 0 keeps every book.
	MinRating int
	// MinPrice and MaxPrice bound the price charged in kuruş (the running
	// sale's price, else the list price; 0: no bound), as SortPriceAsc and
	// SortPriceDesc order by it; AuthorID keeps one author's books; InStock
	// keeps books with stock.
	MinPrice, MaxPrice int64
	AuthorID           string
	InStock            bool
	Sort               BookSort
	// WithoutTotal skips counting the matches (suggestions need only a page).
	WithoutTotal bool
	PageRequest
}

// MatchKey names the set of books the filter matches (not their order or
// page), for caching totals and facets; withCategory false leaves the
// category out (a facet counts every category under the other filters).
func (f BookFilter) MatchKey(withCategory bool) string {
	cat := f.CategoryID
	if !withCategory {
		cat = "*"
	}
	return fmt.Sprintf("%s|%d|%d|%d|%s|%t|%s", cat, f.MinRating, f.MinPrice, f.MaxPrice, f.AuthorID, f.InStock,
		strings.Join(SearchTokens(f.Query), " "))
}

// CategoryCount is how many books of a filter's matches are in a category.
type CategoryCount struct {
	CategoryID string
	Count      int
}

// BookSummary is a book with what a card shows.
type BookSummary struct {
	Book
	AuthorName   string
	CategoryName string
	// Excerpt is the description as plain text, cut to BookExcerptLen.
	Excerpt string
	// Rating aggregates the book's published reviews.
	Rating RatingSummary
	// Revision is the author's edit waiting for the admin (panel reads
	// only; nil when none waits, and always on the storefront).
	Revision *BookRevision
	// Offer is the sale running when the book was read (nil: none); the
	// shop charges Offer.Price instead of Price (the list price).
	Offer *SaleOffer
}

// Priced is the book as pricing sees it.
func (b *BookSummary) Priced() PricedBook {
	return PricedBook{ID: b.ID, CategoryID: b.CategoryID, AuthorID: b.AuthorID, ListPrice: b.Price}
}

// BookExcerpt derives a card's excerpt from a book's rich-text description.
func BookExcerpt(description string) string {
	return Excerpt(PlainText(description), BookExcerptLen)
}

// BookDetail adds the author a detail page shows.
type BookDetail struct {
	BookSummary
	Author Author
}

// EventWhen filters events by time.
type EventWhen string

const (
	EventsUpcoming EventWhen = "upcoming"
	EventsPast     EventWhen = "past"
	EventsAll      EventWhen = "all"
)

// ParseEventWhen accepts the three filters; empty means upcoming, the
// events list's default.
func ParseEventWhen(s string) (EventWhen, bool) {
	switch v := EventWhen(s); v {
	case "":
		return EventsUpcoming, true
	case EventsUpcoming, EventsPast, EventsAll:
		return v, true
	}
	return "", false
}

// EventFilter selects public events.
type EventFilter struct {
	Query    string
	When     EventWhen
	Now      time.Time
	AuthorID string // only this author's events when set
	PageRequest
}

// EventSummary is an event with its author's name.
type EventSummary struct {
	Event
	AuthorName string
}

// AuthorFilter selects public authors.
type AuthorFilter struct {
	Query        string
	WithoutTotal bool
	PageRequest
}

// SitemapEntry is one public URL's record.
type SitemapEntry struct {
	Kind      string // "book", "author", "event"
	ID        string
	UpdatedAt time.Time
}

// SearchTotalCap bounds the count of a book search: past it the exact number
// helps no one and counting a broad match is the slowest part of a search.
const SearchTotalCap = 1000

// Storefront reads only what the public may see.
type Storefront interface {
	CatalogVersions
	// PublicBooks returns a page and the number of matches; for a search
	// (Query set) the number stops at SearchTotalCap+1, meaning "more".
	PublicBooks(ctx context.Context, f BookFilter) ([]BookSummary, int, error)
	// CategoryCounts counts the matches of f per category, ignoring f's
	// own category (books without a category are not counted).
	CategoryCounts(ctx context.Context, f BookFilter) ([]CategoryCount, error)
	FeaturedBooks(ctx context.Context, limit int) ([]BookSummary, error)
	PublicBook(ctx context.Context, id string) (*BookDetail, error)
	PublicBooksByAuthor(ctx context.Context, authorID string, limit int) ([]BookSummary, error)
	// RelatedCandidates lists, for a visible book, the visible books its
	// related rows choose from (PickRelated), RelatedCandidateLimit each.
	RelatedCandidates(ctx context.Context, book *BookSummary) (RelatedCandidates, error)
	Categories(ctx context.Context) ([]Category, error)
	PublicAuthors(ctx context.Context, f AuthorFilter) ([]Author, int, error)
	PublicAuthor(ctx context.Context, id string) (*Author, error)
	PublicEvents(ctx context.Context, f EventFilter) ([]EventSummary, int, error)
	PublicEvent(ctx context.Context, id string) (*EventSummary, error)
	PublishedPage(ctx context.Context, key string) (*PageContent, error)
	Sitemap(ctx context.Context) ([]SitemapEntry, error)
}

// Storefront texts (the product's).
const (
	MsgBookNotFound   = "Kitap bulunamadı"
	MsgAuthorNotFound = "Yazar bulunamadı"
	MsgEventNotFound  = "Etkinlik bulunamadı"
	MsgPageNotFound   = "Sayfa bulunamadı"
)

// Excerpt lengths in characters: a book card's description, an author
// card's biography.
const (
	BookExcerptLen   = 150
	AuthorExcerptLen = 200
	EventExcerptLen  = 150
)

// FeaturedOnHome is how many featured books the home page shows.
const FeaturedOnHome = 6
