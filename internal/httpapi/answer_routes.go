package httpapi

import (
	"net/http"
	"sort"
	"strings"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// The answer cache keeps exactly the answers the route table marks: the
// public reads (publicReads in routes_public.go) and the pages of
// cachedPages, each with the catalogue scopes in its Cache column.
// answerScopes matches a request path against them; nothing else re-reads
// paths.

// publicRead is one row of the storefront's reads: a GET anyone may call
// whose answer is the same for every viewer, with its Cache column (the
// catalogue scopes the answer depends on; thisBook: the book the path's {id}
// names).
type publicRead struct {
	id, path, summary string
	scopes            []bookstore.CatalogScope
}

// read is the operation of the public read with that operation id, for its
// line in routes(). A missing row is a programming error: it panics when
// the server is built, which every HTTP test does.
func read(id string) huma.Operation {
	for _, r := range publicReads {
		if r.id == id {
			return huma.Operation{OperationID: r.id, Method: http.MethodGet, Path: r.path, Summary: r.summary}
		}
	}
	panic("routes: no public read " + id)
}

// thisBook, in a Cache column, is the scope of the book the path's {id}
// names (bookstore.BookScope of it).
var thisBook = bookstore.BookScope(idParam)

const idParam = "{id}"

// cachedRoute is a path pattern of the route table with its Cache column.
type cachedRoute struct {
	segments []string // "{name}" is a parameter (":name" in web/paths.json)
	params   int
	scopes   []bookstore.CatalogScope
}

// answerRoutes is the table answerScopes reads: static routes before
// patterns, so /api/books/featured is not the book "featured", as in the
// API's and the app's routers.
var answerRoutes = cachedRoutes()

func cachedRoutes() []cachedRoute {
	var rs []cachedRoute
	for _, r := range publicReads {
		rs = append(rs, newCachedRoute(r.path, r.scopes))
	}
	pages := web.Patterns()
	for page, scopes := range cachedPages {
		pattern, ok := pages[page]
		if !ok {
			panic("cachedPages: no page " + string(page) + " in web/paths.json")
		}
		rs = append(rs, newCachedRoute(pattern, scopes))
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].params != rs[j].params {
			return rs[i].params < rs[j].params
		}
		return strings.Join(rs[i].segments, "/") < strings.Join(rs[j].segments, "/")
	})
	return rs
}

func newCachedRoute(pattern string, scopes []bookstore.CatalogScope) cachedRoute {
	r := cachedRoute{segments: strings.Split(strings.TrimPrefix(pattern, "/"), "/"), scopes: scopes}
	for i, s := range r.segments {
		if name, ok := strings.CutPrefix(s, ":"); ok {
			r.segments[i] = "{" + name + "}"
		}
		if strings.HasPrefix(r.segments[i], "{") {
			r.params++
		}
	}
	return r
}

// answerScopes says whether the answer to a GET of path is cached and which
// scopes it depends on (the key space is described at
// bookstore.CatalogScope). A path matches a route exactly: no trailing slash,
// each parameter one non-empty segment, and an {id} a well-formed id (any
// other is an error answer, and would only fill the cache).
func answerScopes(path string) ([]bookstore.CatalogScope, bool) {
	for _, r := range answerRoutes {
		if scopes, ok := r.match(path); ok {
			return scopes, true
		}
	}
	return nil, false
}

// match walks path segment by segment without allocating: answerScopes runs
// on every GET the app serves, assets included.
func (r cachedRoute) match(path string) ([]bookstore.CatalogScope, bool) {
	rest, id := path, ""
	for _, seg := range r.segments {
		if rest == "" || rest[0] != '/' {
			return nil, false
		}
		part := rest[1:]
		rest = ""
		if i := strings.IndexByte(part, '/'); i >= 0 {
			part, rest = part[:i], part[i:]
		}
		switch {
		case seg == idParam:
			if !bookstore.ValidID(part) {
				return nil, false
			}
			id = part
		case strings.HasPrefix(seg, "{"):
			if part == "" {
				return nil, false
			}
		case part != seg:
			return nil, false
		}
	}
	if rest != "" {
		return nil, false
	}
	if id == "" {
		return r.scopes, true
	}
	scopes := make([]bookstore.CatalogScope, len(r.scopes))
	for i, sc := range r.scopes {
		if sc == thisBook {
			sc = bookstore.BookScope(id)
		}
		scopes[i] = sc
	}
	return scopes, true
}
