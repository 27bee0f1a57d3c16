package httpapi

import (
	"slices"
	"testing"

	"bookstore/internal/bookstore"
)

// The answer cache's table is the route table's Cache column: each path
// gets the scopes of the route it matches exactly, and nothing else is
// cached.
func TestAnswerScopesFollowTheRouteTable(t *testing.T) {
	const id = "0b6c1b3e-2f4a-4c6d-8e9f-0a1b2c3d4e5f"
	book := bookstore.BookScope(id)
	cached := map[string][]bookstore.CatalogScope{
		"/":                             {bookstore.ScopeBookLists, bookstore.ScopePages, bookstore.ScopeAuthors, bookstore.ScopeEvents},
		"/kitaplar":                     {bookstore.ScopeBookLists, bookstore.ScopeCategories},
		"/kitap/" + id:                  {book},
		"/api/books":                    {bookstore.ScopeBookLists},
		"/api/books/featured":           {bookstore.ScopeBookLists},
		"/api/books/" + id:              {book},
		"/api/books/" + id + "/related": {bookstore.ScopeBookLists},
		"/api/categories":               {bookstore.ScopeCategories, bookstore.ScopeBookLists},
		"/api/authors":                  {bookstore.ScopeAuthors},
		"/api/authors/" + id:            {bookstore.ScopeAuthors, bookstore.ScopeBookLists, bookstore.ScopeEvents},
		"/api/events":                   {bookstore.ScopeEvents},
		"/api/events/" + id:             {bookstore.ScopeEvents},
		"/api/pages/hakkimizda":         {bookstore.ScopePages, bookstore.ScopeShipping},
		"/api/search/suggest":           {bookstore.ScopeBookLists, bookstore.ScopeAuthors},
	}
	for path, want := range cached {
		got, ok := answerScopes(path)
		if !ok || !slices.Equal(got, want) {
			t.Errorf("%s: scopes %v, %v; want %v", path, got, ok, want)
		}
	}
	for _, path := range []string{
		"/kitaplar/", "/kitap/nope", "/kitap/" + id + "/x", "/yazarlar", "/assets/index.js", "/sepet",
		"/api/books/", "/api/books/nope", "/api/books/nope/related", "/api/authors/", "/api/pages/",
		"/api/cart", "/api/books/" + id + "/reviews", "/api/cookies", "/api", "",
	} {
		if got, ok := answerScopes(path); ok {
			t.Errorf("%s is cached with %v", path, got)
		}
	}
}
