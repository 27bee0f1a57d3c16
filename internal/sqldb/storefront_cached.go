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
func (db *DB) PublicBooks(ctx context.Context, f bookstore.BookFilter) ([]bookstore.BookSummary, int, error) {
	p := f.PageRequest.Normalize()
	key := fmt.Sprintf("books|%s|%s|%s|%d|%d|%t", f.CategoryID, strings.Join(bookstore.SearchTokens(f.Query), " "),
		f.Sort, p.Page, p.Size, f.WithoutTotal)
	r, err := cached(ctx, &db.cache, key, false, func(ctx context.Context) (bookPage, error) {
		items, total, err := db.publicBooks(ctx, f)
		return bookPage{items, total}, err
	})
	return r.items, r.total, err
}

// FeaturedBooks returns visible featured books in the admin's order.
func (db *DB) FeaturedBooks(ctx context.Context, limit int) ([]bookstore.BookSummary, error) {
	return cached(ctx, &db.cache, fmt.Sprintf("featured|%d", limit), false, func(ctx context.Context) ([]bookstore.BookSummary, error) {
		return db.featuredBooks(ctx, limit)
	})
}

// PublicBook returns a visible book with its author, or ErrNotFound.
func (db *DB) PublicBook(ctx context.Context, id string) (*bookstore.BookDetail, error) {
	return cached(ctx, &db.cache, "book|"+id, false, func(ctx context.Context) (*bookstore.BookDetail, error) {
		return db.publicBook(ctx, id)
	})
}

// PublicBooksByAuthor lists an author's visible books, newest first.
func (db *DB) PublicBooksByAuthor(ctx context.Context, authorID string, limit int) ([]bookstore.BookSummary, error) {
	return cached(ctx, &db.cache, fmt.Sprintf("authorbooks|%s|%d", authorID, limit), false, func(ctx context.Context) ([]bookstore.BookSummary, error) {
		return db.publicBooksByAuthor(ctx, authorID, limit)
	})
}

// Categories lists every category in Turkish alphabetical order.
func (db *DB) Categories(ctx context.Context) ([]bookstore.Category, error) {
	return cached(ctx, &db.cache, "categories", false, db.categories)
}

type authorPage struct {
	items []bookstore.Author
	total int
}

// PublicAuthors lists approved authors by name with search and paging.
func (db *DB) PublicAuthors(ctx context.Context, f bookstore.AuthorFilter) ([]bookstore.Author, int, error) {
	p := f.PageRequest.Normalize()
	key := fmt.Sprintf("authors|%s|%d|%d|%t", strings.Join(bookstore.SearchTokens(f.Query), " "), p.Page, p.Size, f.WithoutTotal)
	r, err := cached(ctx, &db.cache, key, false, func(ctx context.Context) (authorPage, error) {
		items, total, err := db.publicAuthors(ctx, f)
		return authorPage{items, total}, err
	})
	return r.items, r.total, err
}

// PublicAuthor returns an approved author, or ErrNotFound.
func (db *DB) PublicAuthor(ctx context.Context, id string) (*bookstore.Author, error) {
	return cached(ctx, &db.cache, "author|"+id, false, func(ctx context.Context) (*bookstore.Author, error) {
		return db.publicAuthor(ctx, id)
	})
}

type eventPage struct {
	items []bookstore.EventSummary
	total int
}

// PublicEvents lists approved events: upcoming soonest first, past most
// recent first, all by date. The cache key holds the time to the second.
func (db *DB) PublicEvents(ctx context.Context, f bookstore.EventFilter) ([]bookstore.EventSummary, int, error) {
	p := f.PageRequest.Normalize()
	key := fmt.Sprintf("events|%s|%s|%s|%d|%d|%d", f.When, strings.Join(bookstore.SearchTokens(f.Query), " "), f.AuthorID,
		p.Page, p.Size, f.Now.Unix())
	r, err := cached(ctx, &db.cache, key, false, func(ctx context.Context) (eventPage, error) {
		items, total, err := db.publicEvents(ctx, f)
		return eventPage{items, total}, err
	})
	return r.items, r.total, err
}

// PublicEvent returns an approved event of an approved author, or ErrNotFound.
func (db *DB) PublicEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return cached(ctx, &db.cache, "event|"+id, false, func(ctx context.Context) (*bookstore.EventSummary, error) {
		return db.publicEvent(ctx, id)
	})
}

// PublishedPage returns a published content page, or ErrNotFound.
func (db *DB) PublishedPage(ctx context.Context, key string) (*bookstore.PageContent, error) {
	return cached(ctx, &db.cache, "page|"+key, false, func(ctx context.Context) (*bookstore.PageContent, error) {
		return db.publishedPage(ctx, key)
	})
}
