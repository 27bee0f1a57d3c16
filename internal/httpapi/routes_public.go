package httpapi

import (
	"bookstore/internal/bookstore"
	"bookstore/web"
)

// The storefront's part of the route table: the public reads' rows, which
// routes() registers by operation id, and the app's cached pages.

// publicReads are the storefront's reads (public; only approved records):
// every viewer gets the same answer, so the answer cache (catalog_cache.go)
// keeps each one as sent until a write touches a catalogue scope of its last
// column (bookstore.CatalogScope; thisBook: the book of the path's {id}).
// routes() registers each by its operation id (read).
var publicReads = []publicRead{
	{"listBooks", "/api/books", "Kitaplar: arama, kategori, sıralama, sayfa",
		scopes{bookstore.ScopeBookLists}},
	{"featuredBooks", "/api/books/featured", "Öne çıkan kitaplar (en fazla 6)",
		scopes{bookstore.ScopeBookLists}},
	{"getBook", "/api/books/{id}", "Kitap detayı",
		scopes{thisBook}},
	{"relatedBooks", "/api/books/{id}/related", "Yazarın diğer kitapları ve benzer kitaplar (en fazla 6'şar)",
		scopes{bookstore.ScopeBookLists}},
	// Each category counts its books (the storefront hides empty ones).
	{"listCategories", "/api/categories", "Kategoriler",
		scopes{bookstore.ScopeCategories, bookstore.ScopeBookLists}},
	{"listAuthors", "/api/authors", "Yazarlar",
		scopes{bookstore.ScopeAuthors}},
	{"getAuthor", "/api/authors/{id}", "Yazar, kitapları ve yaklaşan etkinlikleri",
		scopes{bookstore.ScopeAuthors, bookstore.ScopeBookLists, bookstore.ScopeEvents}},
	{"listEvents", "/api/events", "Etkinlikler",
		scopes{bookstore.ScopeEvents}},
	{"getEvent", "/api/events/{id}", "Etkinlik detayı",
		scopes{bookstore.ScopeEvents}},
	// The terms state the shipping rule in force (FillShippingTerms).
	{"getPage", "/api/pages/{key}", "Yayımlanmış içerik sayfası",
		scopes{bookstore.ScopePages, bookstore.ScopeShipping}},
	{"suggest", "/api/search/suggest", "Başlık araması için kitap ve yazar önerileri",
		scopes{bookstore.ScopeBookLists, bookstore.ScopeAuthors}},
}

type scopes = []bookstore.CatalogScope

// cachedPages are the app's pages (web/paths.json) whose HTML the answer
// cache keeps, with the scopes of the first screen each carries
// (first_screen.go): home the featured books and the counters of books,
// authors and events (and the publisher's contact in its head), /kitaplar a
// page of results and the categories, a book page its book.
var cachedPages = map[web.Page]scopes{
	web.Home:  {bookstore.ScopeBookLists, bookstore.ScopePages, bookstore.ScopeAuthors, bookstore.ScopeEvents},
	web.Books: {bookstore.ScopeBookLists, bookstore.ScopeCategories},
	web.Book:  {thisBook},
}
