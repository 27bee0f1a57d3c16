package bookstore

import (
	"context"
	"time"
)

// CatalogScope names one part of the public catalogue that a write can
// change and a cached public answer can depend on. It is the key space of
// the storefront's answer cache (internal/httpapi/catalog_cache.go):
//
//	ScopeAll          every cached answer. The default of a catalogue write
//	                  (sqldb's catalogTx): a book, author, category or
//	                  featured-list edit, an approval, an image.
//	ScopeBookLists    every answer that lists books or counts them: /api/books
//	                  (pages, search, facets), the featured books, related
//	                  books, an author's page with their books, suggestions,
//	                  and the HTML of / and /kitaplar (their first screen).
//	BookScope(id)     one book's own answers: /api/books/{id} and /kitap/{id}.
//	ScopeAuthors      the authors list and author pages.
//	ScopeEvents       the events list, event pages and author pages.
//	ScopeCategories   the category list.
//	ScopePages        the content pages.
//	ScopeShipping     the shipping rule: the content pages carry it (the
//	                  terms state it, FillShippingTerms); the read cache,
//	                  which holds the rule, is cleared by any write.
//
// Writers that change less than everything say so inside their transaction
// (sqldb's noteChange): an order or a cancelled order changes the stock of
// its books, so it changes ScopeBookLists and BookScope of each of its books,
// not authors, events or pages; a review changes its book's rating (the same
// two); an event edit changes ScopeEvents; a content page ScopePages.
type CatalogScope string

const (
	ScopeAll        CatalogScope = "*"
	ScopeBookLists  CatalogScope = "books"
	ScopeAuthors    CatalogScope = "authors"
	ScopeEvents     CatalogScope = "events"
	ScopeCategories CatalogScope = "categories"
	ScopePages      CatalogScope = "pages"
	ScopeShipping   CatalogScope = "shipping"
)

// BookScope is the scope of one book's own answers.
func BookScope(id string) CatalogScope { return CatalogScope("book:" + id) }

// CatalogVersions tells an answer cache whether what an answer was built from
// may have changed. A stamp is taken before the answer is built; the answer
// stays good while no write to one of its scopes committed after the stamp.
// ChangedSince knows this instance's writes only; Confirmed keeps an answer
// past its time to live while no other instance wrote.
type CatalogVersions interface {
	CatalogStamp() uint64
	ChangedSince(stamp uint64, scopes ...CatalogScope) bool
	// PricesHoldUntil is the next moment after now when a sale starts or
	// ends (zero: none): an answer with prices is not kept past it.
	PricesHoldUntil(ctx context.Context, now time.Time) time.Time
	// Confirmed says whether the catalogue, as every instance writes it, is
	// known unchanged since made, beyond what ChangedSince says of this
	// instance's own writes. It may read a shared version (at most once per
	// cache TTL) and is false past a max age or when that read fails.
	Confirmed(ctx context.Context, made time.Time) bool
}
