package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// openAPIDoc is the part of the OpenAPI document the list checks and the
// hostile-body walk read.
type openAPIDoc struct {
	Paths      map[string]map[string]openAPIOp `json:"paths"`
	Components struct {
		Schemas map[string]map[string]any `json:"schemas"`
	} `json:"components"`
}

type openAPIOp struct {
	RequestBody struct {
		Content map[string]struct {
			Schema map[string]any `json:"schema"`
		} `json:"content"`
	} `json:"requestBody"`
	Responses map[string]struct {
		Content map[string]struct {
			Schema map[string]any `json:"schema"`
		} `json:"content"`
	} `json:"responses"`
}

func (d *openAPIDoc) resolve(s map[string]any) map[string]any {
	for s != nil {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		s = d.Components.Schemas[strings.TrimPrefix(ref, "#/components/schemas/")]
	}
	return s
}

func schemaTypes(s map[string]any) []string {
	switch t := s["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, x := range t {
			s, _ := x.(string)
			out = append(out, s)
		}
		return out
	}
	return nil
}

func subSchemas(s map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	if props, ok := s["properties"].(map[string]any); ok {
		for k, v := range props {
			out[k], _ = v.(map[string]any)
		}
	}
	if items, ok := s["items"].(map[string]any); ok {
		out["[]"] = items
	}
	return out
}

// nullLists returns where v holds null for a list its schema declares.
func (d *openAPIDoc) nullLists(s map[string]any, v any, at string) []string {
	s = d.resolve(s)
	var found []string
	switch {
	case slices.Contains(schemaTypes(s), "array"):
		list, ok := v.([]any)
		if !ok {
			return []string{fmt.Sprintf("%s = %v", at, v)}
		}
		items, _ := s["items"].(map[string]any)
		for i, x := range list {
			found = append(found, d.nullLists(items, x, fmt.Sprintf("%s[%d]", at, i))...)
		}
	case v != nil:
		obj, _ := v.(map[string]any)
		for k, sub := range subSchemas(s) {
			if x, present := obj[k]; present {
				found = append(found, d.nullLists(sub, x, at+"."+k)...)
			}
		}
	}
	return found
}

func fetchOpenAPI(t *testing.T, c *client) *openAPIDoc {
	t.Helper()
	var doc openAPIDoc
	c.get("/api/openapi.json").json(t, &doc)
	return &doc
}

// The document says no list is nullable, so the generated TypeScript types
// are T[] and the web needs no `?? []`.
func TestOpenAPIDeclaresNoNullableList(t *testing.T) {
	doc := fetchOpenAPI(t, newEnv(t, sqldbtest.SQLite(t), nil).client())
	var walk func(name string, s map[string]any)
	walk = func(name string, s map[string]any) {
		types := schemaTypes(s)
		if slices.Contains(types, "array") && (slices.Contains(types, "null") || s["nullable"] == true) {
			t.Errorf("%s is a nullable list: %v", name, s)
		}
		for k, sub := range subSchemas(s) {
			walk(name+"."+k, sub)
		}
	}
	for name, s := range doc.Components.Schemas {
		walk(name, s)
	}
}

// Every GET answer without path parameters, and the author page, on an
// empty shop (where lists are empty) as the first role allowed to read it:
// every list the schema declares is a JSON array, never null.
func TestResponsesSendEmptyListsNotNull(t *testing.T) {
	db := sqldbtest.SQLite(t)
	e := newEnv(t, db, nil)
	clients := []*client{
		e.client(),
		e.client().signedIn("uye@example.com", bookstore.RoleUser),
		applyAsAuthor(t, e, "yazar@example.com", "Yeni Yazar"),
		e.client().signedIn("admin@example.com", bookstore.RoleAdmin),
	}
	doc := fetchOpenAPI(t, clients[0])
	author := &bookstore.Author{Name: "Kitapsız Yazar", Approved: true}
	if err := sqldb.NewCatalogWriter(db).CreateAuthor(context.Background(), author); err != nil {
		t.Fatal(err)
	}
	paths := []string{"/api/authors/" + author.ID, "/api/search/suggest?q=zzzz"}
	for p, ops := range doc.Paths {
		if _, ok := ops["get"]; ok && !strings.Contains(p, "{") {
			paths = append(paths, p)
		}
	}
	var checked []string
	for _, p := range paths {
		var r *response
		for _, c := range clients {
			if r = c.get(p); r.StatusCode == http.StatusOK {
				break
			}
		}
		if r.StatusCode != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
			continue
		}
		route := strings.SplitN(p, "?", 2)[0]
		if strings.HasPrefix(route, "/api/authors/") {
			route = "/api/authors/{id}"
		}
		schema := doc.Paths[route]["get"].Responses["200"].Content["application/json"].Schema
		var body any
		if err := json.Unmarshal(r.body, &body); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, at := range doc.nullLists(schema, body, route) {
			t.Errorf("null list: %s in %s", at, r.body)
		}
		checked = append(checked, route)
	}
	for _, want := range []string{"/api/books", "/api/authors/{id}", "/api/search/suggest", "/api/cart", "/api/orders",
		"/api/favorites", "/api/author/books", "/api/author/dashboard", "/api/admin/books", "/api/admin/orders",
		"/api/admin/dashboard", "/api/admin/images/pending", "/api/admin/mails", "/api/admin/featured"} {
		if !slices.Contains(checked, want) {
			t.Errorf("%s was not checked (checked: %v)", want, checked)
		}
	}
}
