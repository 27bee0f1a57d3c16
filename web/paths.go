package web

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// paths.json is the app's route table: a name for every page and its
// pattern (react-router syntax, ":param" segments). The React router
// registers exactly these patterns and builds its links from them
// (web/src/lib/paths.ts); the server builds the same URLs from it here, so a
// page moves in one place.
//
//go:embed paths.json
var pathsJSON []byte

// Page names a page of web/paths.json.
type Page string

// The pages the server builds URLs for or recognises (page heads, sitemap,
// mails, the payment return). Every value is a key of web/paths.json
// (paths_test.go checks), so a rename there fails the Go tests.
const (
	Home            Page = "home"
	Books           Page = "books"
	Book            Page = "book"
	Authors         Page = "authors"
	Author          Page = "author"
	Events          Page = "events"
	Event           Page = "event"
	About           Page = "about"
	Privacy         Page = "privacy"
	Order           Page = "order"
	PaymentCallback Page = "paymentCallback"
	Login           Page = "login"
	ResetPassword   Page = "resetPassword"
	SignInLink      Page = "signInLink"
	Profile         Page = "profile"
	Terms           Page = "terms"
	Cookies         Page = "cookies"
	Unsubscribe     Page = "unsubscribe"
	Accessibility   Page = "accessibility"
	AuthorPanel     Page = "authorPanel"
	AuthorBooks     Page = "authorBooks"
)

type route struct {
	name     Page
	segments []string // "" for the home page's single empty segment
	params   int
}

var (
	patterns = mustParsePaths(pathsJSON)
	// routes in match order: fewer parameters first, so a static page
	// (/yazar/kitaplar, the author panel) wins over a pattern that would
	// also match it (/yazar/:id, a public author), as in the React router.
	routes = sortedRoutes(patterns)
)

func mustParsePaths(b []byte) map[Page]string {
	var m map[Page]string
	if err := json.Unmarshal(b, &m); err != nil {
		panic(fmt.Sprintf("web/paths.json: %v", err))
	}
	for name, p := range m {
		if !strings.HasPrefix(p, "/") {
			panic(fmt.Sprintf("web/paths.json: %s: %q does not start with /", name, p))
		}
	}
	return m
}

func sortedRoutes(m map[Page]string) []route {
	rs := make([]route, 0, len(m))
	for name, p := range m {
		r := route{name: name, segments: strings.Split(strings.TrimPrefix(p, "/"), "/")}
		for _, s := range r.segments {
			if strings.HasPrefix(s, ":") {
				r.params++
			}
		}
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].params != rs[j].params {
			return rs[i].params < rs[j].params
		}
		return rs[i].name < rs[j].name
	})
	return rs
}

// Patterns returns a copy of the route table: name to pattern.
func Patterns() map[Page]string {
	m := make(map[Page]string, len(patterns))
	for k, v := range patterns {
		m[k] = v
	}
	return m
}

// Path is the path of the page name with its ":param" segments filled, in
// order, by params (each path-escaped). A wrong number of params is a
// programming error and panics, as does a name missing from the table (the
// package's tests check every constant above).
func Path(name Page, params ...string) string {
	p, ok := patterns[name]
	if !ok {
		panic(fmt.Sprintf("web.Path: no page %q in web/paths.json", name))
	}
	segs := strings.Split(p, "/")
	n := 0
	for i, s := range segs {
		if strings.HasPrefix(s, ":") {
			if n >= len(params) {
				panic(fmt.Sprintf("web.Path(%q): missing %s", name, s))
			}
			segs[i] = url.PathEscape(params[n])
			n++
		}
	}
	if n != len(params) {
		panic(fmt.Sprintf("web.Path(%q): %d params for %d", name, len(params), n))
	}
	return strings.Join(segs, "/")
}

// Match finds the page of a request path (one trailing slash allowed) and its
// parameters in pattern order. A parameter is one non-empty segment.
func Match(path string) (name Page, params []string, ok bool) {
	if !strings.HasPrefix(path, "/") {
		return "", nil, false
	}
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	segs := strings.Split(strings.TrimPrefix(path, "/"), "/")
	for _, r := range routes {
		if ps, ok := r.match(segs); ok {
			return r.name, ps, true
		}
	}
	return "", nil, false
}

func (r route) match(segs []string) ([]string, bool) {
	if len(segs) != len(r.segments) {
		return nil, false
	}
	var ps []string
	for i, s := range r.segments {
		switch {
		case strings.HasPrefix(s, ":"):
			if segs[i] == "" {
				return nil, false
			}
			ps = append(ps, segs[i])
		case s != segs[i]:
			return nil, false
		}
	}
	return ps, true
}
