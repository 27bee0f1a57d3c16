package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"bookstore/internal/bookstore"
)

// answerCache keeps public catalogue answers as the bytes sent: the body,
// its gzip form and a strong ETag, so a repeated request costs a map lookup
// and a write, like a static file. The bodies are the same for every viewer
// (no answer cached here reads the session: book cards carry no favourites,
// the member's own data has its own endpoints, which stay no-store), so they
// are marked public for a CDN.
//
// An answer stays good while no write this instance committed touched one of
// its scopes (the route table's Cache column, answerScopes; the key space is
// bookstore.CatalogScope) and for at most ttl (the catalogue cache TTL),
// which bounds how long another instance's write goes unseen. ttl 0 stores
// nothing, but every answer still gets its ETag and 304.
//
// Brotli is not offered: no brotli module is served to this build
// (github.com/andybalholm/brotli is not in the module list), and gzip
// (answerGzipLevel), computed once per answer, is what every client accepts.
type answerCache struct {
	versions bookstore.CatalogVersions
	ttl      time.Duration

	mu      sync.RWMutex
	entries map[string]*answer
	// flight makes each missing answer once for the requests waiting for it.
	flight singleflight.Group
}

type answer struct {
	status      int
	contentType []string
	// plain and gz are the answer's two forms; the gzip form's ETag is the
	// plain one's with "-gz" before its closing quote.
	plain, gz answerForm
	html      bool   // a page (its own Cache-Control), not an API answer
	stamp     uint64 // the catalogue's write count when the answer was started
	scopes    []bookstore.CatalogScope
	at        time.Time
	// until is the next sale start or end after the answer was started
	// (zero: none): its prices may stop holding then, with no write.
	until   time.Time
	pattern string // the route that made it, for the request metrics of a hit
	// refreshing is set by the one request that rebuilds the answer once
	// it is stale; the others are served this answer meanwhile.
	refreshing atomic.Bool
}

// answerForm is one encoding of an answer, with its header values made
// once. The values are shared by every response of the answer: net/http
// only reads them (and copies them when it sends the header), and
// Header.Add appends to a full slice, which copies it.
type answerForm struct {
	body   []byte
	etag   []string
	length []string
}

func newAnswerForm(body []byte, etag string) answerForm {
	return answerForm{body: body, etag: []string{etag}, length: []string{strconv.Itoa(len(body))}}
}

// Header keys as net/http keeps them (http.CanonicalHeaderKey), and the
// values every answer shares.
var (
	hdrContentEncoding = http.CanonicalHeaderKey("Content-Encoding")
	hdrContentLength   = http.CanonicalHeaderKey("Content-Length")
	hdrContentType     = http.CanonicalHeaderKey("Content-Type")
	hdrVary            = http.CanonicalHeaderKey("Vary")
	hdrETag            = http.CanonicalHeaderKey("ETag")
	hdrCacheControl    = http.CanonicalHeaderKey("Cache-Control")
	hdrCDNCacheControl = http.CanonicalHeaderKey("CDN-Cache-Control")

	valGzip               = []string{"gzip"}
	valVaryEncoding       = []string{"Accept-Encoding"}
	valAPICacheControl    = []string{apiCacheControl}
	valAPICDNCacheControl = []string{apiCDNCacheControl}
	valHTMLCacheControl   = []string{htmlCacheControl}
)

const (
	answerCacheLimit = 4096
	answerMaxBytes   = 512 << 10
	// Browsers ask every time (max-age=0; the ETag makes it a 304), so an
	// admin or author who just changed a book sees the change on the next
	// load. Browsers must not get stale-while-revalidate: Chromium honours
	// it, shows the old answer and revalidates in the background, so a
	// change would show only on the load after next.
	apiCacheControl = "public, max-age=0, s-maxage=30"
	// A CDN (RFC 9213: browsers ignore this header) may reuse an answer for
	// 30 s and serve it stale for 60 s more while it fetches a fresh one:
	// short enough that stock and prices a visitor sees are at most a minute
	// and a half behind (the cart and the order check stock and price again
	// on the server), long enough that a CDN absorbs a burst on a popular page.
	apiCDNCacheControl = "public, max-age=30, stale-while-revalidate=60"
	// The book page's HTML names the build's hashed script files: after a
	// deploy an old copy would load scripts the new binary no longer has.
	// So a cache must ask every time; the ETag makes the answer a 304.
	htmlCacheControl = "public, no-cache"
)

func newAnswerCache(v bookstore.CatalogVersions, ttl time.Duration) *answerCache {
	return &answerCache{versions: v, ttl: ttl, entries: map[string]*answer{}}
}

// wrap serves the answers the route table marks cached (answerScopes) from
// the cache and passes every
// other request to next untouched.
//
// A busy answer never makes the database a crowd (a stampede: every
// request arriving while the answer is rebuilt rebuilding it too, which at
// 32 connections held the list's category counts 32 times over and made
// its tail 400 ms). An answer past its TTL that no write touched is served
// as it is while the one request that claimed it rebuilds it; requests for
// an answer not held at all wait for the one being made for the same
// catalogue stamp (a request after a write never joins a build from
// before it, so an admin sees their own change).
func (c *answerCache) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		scopes, ok := answerScopes(r.URL.Path)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		key := r.URL.Path + "?" + r.URL.RawQuery
		info := infoOf(r.Context())
		held, stale := c.get(r.Context(), key)
		if held != nil && (!stale || !held.refreshing.CompareAndSwap(false, true)) {
			// Fresh, or stale while another request rebuilds it.
			c.serveHeld(w, r, held, info)
			return
		}
		a, rec, leader := c.build(next, r, key, scopes)
		if a == nil && held != nil {
			held.refreshing.Store(false) // the rebuild failed: the next request tries again
		}
		switch {
		case a != nil && leader:
			c.serve(w, r, a)
		case a != nil: // another request's build: a cacheable answer is the same for every viewer
			c.serveHeld(w, r, a, info)
		case leader: // an error, a cookie or an odd answer: sent as it came
			rec.replay(w)
		default: // another request's answer that was not cacheable is not this request's
			a, rec, _ = c.make(next, r, scopes, c.versions.CatalogStamp())
			if a == nil {
				rec.replay(w)
				return
			}
			c.serve(w, r, a)
		}
	})
}

// serveHeld serves an answer this request did not make, recording its route
// for the request metrics.
func (c *answerCache) serveHeld(w http.ResponseWriter, r *http.Request, a *answer, info *requestInfo) {
	if info != nil && info.route == "" {
		info.route = a.pattern
	}
	c.serve(w, r, a)
}

// build makes the answer for key once for every request that asks for it
// at the same catalogue stamp; leader says whether this request made it
// (and so whether rec, its raw answer, is this request's). A HEAD request
// or an uncached server makes its own.
func (c *answerCache) build(next http.Handler, r *http.Request, key string, scopes []bookstore.CatalogScope) (
	a *answer, rec *answerRecorder, leader bool) {
	stamp := c.versions.CatalogStamp()
	if r.Method != http.MethodGet || c.ttl <= 0 {
		a, rec, _ = c.make(next, r, scopes, stamp)
		return a, rec, true
	}
	v, _, _ := c.flight.Do(key+"\x00"+strconv.FormatUint(stamp, 10), func() (any, error) {
		leader = true
		made, raw, pattern := c.make(next, r, scopes, stamp)
		if made != nil {
			made.pattern = pattern
			c.put(key, made)
		}
		return built{made, raw}, nil
	})
	b := v.(built)
	return b.a, b.rec, leader
}

type built struct {
	a   *answer
	rec *answerRecorder
}

// make runs the handler for r and turns its answer into a cacheable one
// (nil when it is not: rec then holds it as the handler wrote it). pattern
// is the route that answered, for the metrics of later hits.
func (c *answerCache) make(next http.Handler, r *http.Request, scopes []bookstore.CatalogScope, stamp uint64) (
	a *answer, rec *answerRecorder, pattern string) {
	started := time.Now()
	rec = &answerRecorder{header: http.Header{}}
	next.ServeHTTP(rec, r)
	if info := infoOf(r.Context()); info != nil {
		pattern = info.route
	}
	a = rec.answer(scopes, stamp)
	if a != nil {
		a.until = c.versions.PricesHoldUntil(r.Context(), started)
		// What the handler said of its answer (a book's delivery estimate
		// moves on at the hour), or of an answer it embeds (apiAnswer).
		if info := infoOf(r.Context()); info != nil && !info.holdsUntil.IsZero() && (a.until.IsZero() || info.holdsUntil.Before(a.until)) {
			a.until = info.holdsUntil
		}
	}
	return a, rec, pattern
}

// get returns the answer held for key, and whether it is stale. An answer
// younger than the TTL is fresh; an older one stays fresh while the
// catalogue is confirmed unchanged by other instances since it was made
// (CatalogVersions.Confirmed, up to a max age). Otherwise, up to twice the
// TTL, it is stale: served while one request rebuilds it. An
// answer a write of this instance touched, or whose prices stopped holding
// (a sale began or ended), is never returned.
func (c *answerCache) get(ctx context.Context, key string) (a *answer, stale bool) {
	if c.ttl <= 0 {
		return nil, false
	}
	c.mu.RLock()
	a = c.entries[key]
	c.mu.RUnlock()
	now := time.Now()
	if a == nil || !a.until.IsZero() && !now.Before(a.until) || c.versions.ChangedSince(a.stamp, a.scopes...) {
		return nil, false
	}
	age := now.Sub(a.at)
	switch {
	case age < c.ttl:
		return a, false
	case c.versions.Confirmed(ctx, a.at) && !c.versions.ChangedSince(a.stamp, a.scopes...):
		return a, false
	case age < 2*c.ttl:
		return a, true
	}
	return nil, false
}

func (c *answerCache) put(key string, a *answer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.entries) >= answerCacheLimit {
		c.entries = map[string]*answer{}
	}
	c.entries[key] = a
}

// serve writes an answer, or 304 when the client holds it already. It is
// the whole work of a cache hit, so it sets the header map directly with
// the values made once (answerForm).
func (c *answerCache) serve(w http.ResponseWriter, r *http.Request, a *answer) {
	holdAnswerUntil(r.Context(), a.until) // a page that embeds this answer holds no longer
	h := w.Header()
	form := &a.plain
	if acceptsGzip(r) {
		form = &a.gz
		h[hdrContentEncoding] = valGzip
	}
	h[hdrContentType] = a.contentType
	h[hdrVary] = valVaryEncoding
	h[hdrETag] = form.etag
	if a.html {
		h[hdrCacheControl] = valHTMLCacheControl
	} else {
		h[hdrCacheControl] = valAPICacheControl
		h[hdrCDNCacheControl] = valAPICDNCacheControl
		if left := time.Until(a.until); !a.until.IsZero() && left < 30*time.Second {
			// A sale starts or ends within the CDN's 30 s: it may keep the
			// answer only until then, and not serve it stale past it.
			secs := strconv.Itoa(max(0, int(left/time.Second)))
			h.Set("Cache-Control", "public, max-age=0, s-maxage="+secs)
			h.Set("CDN-Cache-Control", "public, max-age="+secs)
		}
	}
	if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatches(inm, a.plain.etag[0], a.gz.etag[0]) {
		delete(h, hdrContentEncoding)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h[hdrContentLength] = form.length
	w.WriteHeader(a.status)
	if r.Method != http.MethodHead {
		writeBody(w, form.body)
	}
}

// etagMatches is If-None-Match's weak comparison against either form of the answer.
func etagMatches(header string, tags ...string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" {
			return true
		}
		for _, want := range tags {
			if t == want {
				return true
			}
		}
	}
	return false
}

// withAnswerCache puts the catalogue's answer cache in front of h.
func (s *Server) withAnswerCache(h http.Handler) http.Handler {
	if s.answers == nil {
		return h
	}
	return s.answers.wrap(h)
}
