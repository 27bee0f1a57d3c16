package httpapi

import (
	"encoding/json"
	"os"
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

// Every cached read is a public GET of the API as published (the OpenAPI
// document check-api keeps in step with the routes): a row whose route
// needed a session would hand one viewer's answer to the next.
func TestPublicReadsArePublicGETs(t *testing.T) {
	raw, err := os.ReadFile("../../web/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string           `json:"operationId"`
			Security    []map[string]any `json:"security"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for _, r := range publicReads {
		op, ok := doc.Paths[r.path]["get"]
		if !ok || op.OperationID != r.id || len(op.Security) != 0 {
			t.Errorf("%s %s: published as %+v (found %v), want a public GET", r.id, r.path, op, ok)
		}
	}
}
