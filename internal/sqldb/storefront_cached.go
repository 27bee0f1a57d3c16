package sqldb

import (
	"context"
	"fmt"
	"strings"

	"bookstore/internal/bookstore"
)

// The storefront's exported reads: each goes through the read cache (see
// readCache) to the uncached query of the same name in storefront.go.

type bookPage struct {
	items []bookstore.BookSummary
	total int
}

// PublicBooks lists visible books with search, category, order and paging,
// and the number of matches.
func (s *StorefrontStore) PublicBooks(ctx context.Context, f bookstore.BookFilter) ([]bookstore.BookSummary, int, error) {
	p := f.PageRequest.Normalize()
	key := fmt.Sprintf("books|%s|%s|%d|%d|%t", f.MatchKey(true), f.Sort, p.Page, p.Size, f.WithoutTotal)
	r, err := cached(ctx, &s.db.cache, key, false, func(ctx context.Context) (bookPage, error) {
		items, total, err := s.publicBooks(ctx, f)
		return bookPage{items, total}, err
	})
	return r.items, r.total, err
}

// CategoryCounts counts a filter's matches per category (the facet of /kitaplar).
func (s *StorefrontStore) CategoryCounts(ctx context.Context, f bookstore.BookFilter) ([]bookstore.CategoryCount, error) {
	return cached(ctx, &s.db.cache, "facets|"+f.MatchKey(false), true, func(ctx context.Context) ([]bookstore.CategoryCount, error) {
		return s.categoryCounts(ctx, f)
	})
}

// FeaturedBooks returns visible featured books in the admin's order.
func (s *StorefrontStore) FeaturedBooks(ctx context.Context, limit int) ([]bookstore.BookSummary, error) {
	return cached(ctx, &s.db.cache, fmt.Sprintf("featured|%d", limit), false, func(ctx context.Context) ([]bookstore.BookSummary, error) {
		return s.featuredBooks(ctx, limit)
	})
}

// PublicBook returns a visible book with its author, or ErrNotFound.
func (s *StorefrontStore) PublicBook(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	return cached(ctx, &s.db.cache, "book|"+id, false, func(ctx context.Context) (*bookstore.BookDetail, error) {
		return s.publicBook(ctx, id)
	})
}

// PublicBooksByAuthor lists an author's visible books, newest first.
func (s *StorefrontStore) PublicBooksByAuthor(ctx context.Context, authorID string, limit int) ([]bookstore.BookSummary, error) {
	return cached(ctx, &s.db.cache, fmt.Sprintf("authorbooks|%s|%d", authorID, limit), false, func(ctx context.Context) ([]bookstore.BookSummary, error) {
		return s.publicBooksByAuthor(ctx, authorID, limit)
	})
}

// Categories lists every category in Turkish alphabetical order.
func (s *StorefrontStore) Categories(ctx context.Context) ([]bookstore.Category, error) {
	return cached(ctx, &s.db.cache, "categories", false, s.categories)
}

type authorPage struct {
	items []bookstore.Author
	total int
}

// PublicAuthors lists approved authors by name with search and paging.
func (s *StorefrontStore) PublicAuthors(ctx context.Context, f bookstore.AuthorFilter) ([]bookstore.Author, int, error) {
	p := f.PageRequest.Normalize()
	key := fmt.Sprintf("authors|%s|%d|%d|%t", strings.Join(bookstore.SearchTokens(f.Query), " "), p.Page, p.Size, f.WithoutTotal)
	r, err := cached(ctx, &s.db.cache, key, false, func(ctx context.Context) (authorPage, error) {
		items, total, err := s.publicAuthors(ctx, f)
		return authorPage{items, total}, err
	})
	return r.items, r.total, err
}

// PublicAuthor returns an approved author, or ErrNotFound.
func (s *StorefrontStore) PublicAuthor(ctx context.Context, id string) (*bookstore.Author, error) {
	return cached(ctx, &s.db.cache, "author|"+id, false, func(ctx context.Context) (*bookstore.Author, error) {
		return s.publicAuthor(ctx, id)
	})
}

type eventPage struct {
	items []bookstore.EventSummary
	total int
}

// PublicEvents lists approved events: upcoming soonest first, past most
// recent first, all by date. The cache key holds the time to the second.
func (s *StorefrontStore) PublicEvents(ctx context.Context, f bookstore.EventFilter) ([]bookstore.EventSummary, int, error) {
	p := f.PageRequest.Normalize()
	key := fmt.Sprintf("events|%s|%s|%s|%d|%d|%d", f.When, strings.Join(bookstore.SearchTokens(f.Query), " "), f.AuthorID,
		p.Page, p.Size, f.Now.Unix())
	r, err := cached(ctx, &s.db.cache, key, false, func(ctx context.Context) (eventPage, error) {
		items, total, err := s.publicEvents(ctx, f)
		return eventPage{items, total}, err
	})
	return r.items, r.total, err
}

// PublicEvent returns an approved event of an approved author, or ErrNotFound.
func (s *StorefrontStore) PublicEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return cached(ctx, &s.db.cache, "event|"+id, false, func(ctx context.Context) (*bookstore.EventSummary, error) {
		return s.publicEvent(ctx, id)
	})
}

// PublishedPage returns a published content page, or ErrNotFound.
func (s *StorefrontStore) PublishedPage(ctx context.Context, key string) (*bookstore.PageContent, error) {
	return cached(ctx, &s.db.cache, "page|"+key, false, func(ctx context.Context) (*bookstore.PageContent, error) {
		return s.publishedPage(ctx, key)
	})
}

// RelatedCandidates lists the books a book's related rows choose from.
// A paid order is not a catalogue write and does not reset the cache, so
// the bought-together ranking may lag the newest orders by the TTL: a
// ranking of past orders is no worse for being a few seconds old.
func (s *StorefrontStore) RelatedCandidates(ctx context.Context, book *bookstore.BookSummary) (bookstore.RelatedCandidates, error) {
	return cached(ctx, &s.db.cache, "related|"+book.ID, false, func(ctx context.Context) (bookstore.RelatedCandidates, error) {
		return s.relatedCandidates(ctx, book)
	})
}
