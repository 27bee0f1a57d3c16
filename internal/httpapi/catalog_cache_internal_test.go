package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// versions is a catalogue whose writes the test makes by hand. confirmed
// says whether other instances are known not to have written.
type versions struct {
	mu             sync.Mutex
	stamp, changed uint64
	confirmed      bool
}

func (v *versions) Confirmed(context.Context, time.Time) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.confirmed
}

func (v *versions) CatalogStamp() uint64 {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.stamp
}

func (v *versions) ChangedSince(stamp uint64, _ ...bookstore.CatalogScope) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.changed > stamp
}

func (v *versions) PricesHoldUntil(context.Context, time.Time) time.Time { return time.Time{} }

// write is a catalogue write committed now.
func (v *versions) write() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.stamp++
	v.changed = v.stamp
}

// countingHandler answers the n-th call with {"n":n}, after gate lets it
// (nil: at once).
type countingHandler struct {
	calls atomic.Int64
	gate  chan struct{}
}

func (h *countingHandler) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	n := h.calls.Add(1)
	if h.gate != nil {
		<-h.gate
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = fmt.Fprintf(w, `{"n":%d}`, n)
}

func ask(h http.Handler) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/books", nil))
	return rec
}

// askAll sends n requests at once and returns their bodies once all are
// answered, failing the test if that takes over 5 s (they are waiting).
func askAll(t *testing.T, h http.Handler, n int) []string {
	t.Helper()
	bodies := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { bodies[i] = ask(h).Body.String() })
	}
	all := make(chan struct{})
	go func() { wg.Wait(); close(all) }()
	select {
	case <-all:
	case <-time.After(5 * time.Second):
		t.Fatal("requests still waiting after 5 s")
	}
	return bodies
}

// waitCalls waits until the handler has been entered n times.
func waitCalls(t *testing.T, h *countingHandler, n int64) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); h.calls.Load() < n; {
		if time.Now().After(deadline) {
			t.Fatalf("handler entered %d times, want %d", h.calls.Load(), n)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestAnswerCacheMakesAMissingAnswerOnceForEveryoneWaiting(t *testing.T) {
	h := &countingHandler{gate: make(chan struct{})}
	c := newAnswerCache(&versions{}, time.Minute).wrap(h)
	go func() {
		for h.calls.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(50 * time.Millisecond) // the other 19 arrive while the first is being made
		close(h.gate)
	}()
	for i, b := range askAll(t, c, 20) {
		if b != `{"n":1}` {
			t.Fatalf("request %d got %s: the answer was made more than once", i, b)
		}
	}
	if n := h.calls.Load(); n != 1 {
		t.Fatalf("handler ran %d times for 20 concurrent requests", n)
	}
}

func TestAnswerCacheServesAStaleAnswerWhileOneRequestRebuildsIt(t *testing.T) {
	h := &countingHandler{}
	ttl := 200 * time.Millisecond
	c := newAnswerCache(&versions{}, ttl).wrap(h)
	if b := ask(c).Body.String(); b != `{"n":1}` {
		t.Fatal(b)
	}
	time.Sleep(ttl + 20*time.Millisecond)
	h.gate = make(chan struct{})
	rebuilt := make(chan string)
	go func() { rebuilt <- ask(c).Body.String() }()
	waitCalls(t, h, 2)
	// Meanwhile everyone else gets the stale answer at once, and nobody else rebuilds it.
	for i, b := range askAll(t, c, 10) {
		if b != `{"n":1}` {
			t.Fatalf("request %d during the rebuild got %s", i, b)
		}
	}
	close(h.gate)
	if b := <-rebuilt; b != `{"n":2}` {
		t.Fatalf("the rebuilding request got %s", b)
	}
	if b := ask(c).Body.String(); b != `{"n":2}` || h.calls.Load() != 2 {
		t.Fatalf("after the rebuild: %s, %d calls", b, h.calls.Load())
	}
	// Past twice the TTL an answer is not served at all.
	h.gate = nil
	time.Sleep(2*ttl + 20*time.Millisecond)
	if b := ask(c).Body.String(); b != `{"n":3}` {
		t.Fatalf("an answer past twice the TTL was served: %s", b)
	}
}

func TestAnswerCacheNeverServesAnAnswerFromBeforeAWrite(t *testing.T) {
	v := &versions{}
	h := &countingHandler{}
	c := newAnswerCache(v, time.Minute).wrap(h)
	ask(c)
	v.write()
	// A written answer is not served stale: the next request waits for a new one.
	if b := ask(c).Body.String(); b != `{"n":2}` {
		t.Fatalf("after a write: %s", b)
	}
	// A request after a write does not join a build that began before it.
	v.write()
	h.gate = make(chan struct{})
	before := make(chan string)
	go func() { before <- ask(c).Body.String() }()
	waitCalls(t, h, 3)
	v.write()
	after := make(chan string)
	go func() { after <- ask(c).Body.String() }()
	waitCalls(t, h, 4)
	close(h.gate)
	if b, a := <-before, <-after; b != `{"n":3}` || a != `{"n":4}` {
		t.Fatalf("before the write %s, after it %s", b, a)
	}
}

// cookieHandler answers with a cookie of its own per request: never cacheable.
type cookieHandler struct {
	countingHandler
}

func (h *cookieHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := h.calls.Add(1)
	<-h.gate
	http.SetCookie(w, &http.Cookie{Name: "c", Value: fmt.Sprint(n)})
	w.Header().Set("Content-Type", "application/json")
	_, _ = fmt.Fprintf(w, `{"n":%d}`, n)
}

func TestAnswerCacheNeverHandsOneRequestsPrivateAnswerToAnother(t *testing.T) {
	h := &cookieHandler{countingHandler{gate: make(chan struct{})}}
	c := newAnswerCache(&versions{}, time.Minute).wrap(h)
	cookies := make(chan string, 5)
	var wg sync.WaitGroup
	for range 5 {
		wg.Go(func() { cookies <- ask(c).Header().Get("Set-Cookie") })
	}
	waitCalls(t, &h.countingHandler, 1)
	time.Sleep(50 * time.Millisecond)
	close(h.gate)
	wg.Wait()
	close(cookies)
	seen := map[string]bool{}
	for ck := range cookies {
		if ck == "" || seen[ck] {
			t.Fatalf("a request got %q, another's cookie or none (seen %v)", ck, seen)
		}
		seen[ck] = true
	}
}

func TestAnswerCacheKeepsAnAnswerPastTheTTLWhileNoInstanceWrote(t *testing.T) {
	v := &versions{confirmed: true}
	h := &countingHandler{}
	ttl := 50 * time.Millisecond
	c := newAnswerCache(v, ttl).wrap(h)
	ask(c)
	time.Sleep(3 * ttl)
	if b := ask(c).Body.String(); b != `{"n":1}` {
		t.Fatalf("a confirmed answer was rebuilt past the TTL: %s", b)
	}
	// This instance's write still drops it at once.
	v.write()
	if b := ask(c).Body.String(); b != `{"n":2}` {
		t.Fatalf("after a write: %s", b)
	}
	// Not confirmed (another instance wrote, or the version could not be
	// read): rebuilt once the TTL has passed.
	v.mu.Lock()
	v.confirmed = false
	v.mu.Unlock()
	time.Sleep(3 * ttl)
	if b := ask(c).Body.String(); b != `{"n":3}` {
		t.Fatalf("an unconfirmed answer past twice the TTL: %s", b)
	}
}

// An answer that says when it stops being true (a book's delivery
// estimate) is kept until then and made again after; answers that say
// nothing keep their TTL. Serving it tells the request that embeds it
// (a page) the same time.
func TestAnswerCacheKeepsAnAnswerOnlyWhileItHolds(t *testing.T) {
	v := &versions{confirmed: true}
	holds := time.Now().Add(200 * time.Millisecond)
	var calls atomic.Int64
	c := newAnswerCache(v, time.Hour).wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := calls.Add(1)
		if r.URL.Query().Has("estimate") {
			holdAnswerUntil(r.Context(), holds)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = fmt.Fprintf(w, `{"n":%d}`, n)
	}))
	get := func(target string) (string, *requestInfo) {
		info := &requestInfo{}
		req := httptest.NewRequest(http.MethodGet, target, nil)
		rec := httptest.NewRecorder()
		c.ServeHTTP(rec, req.WithContext(context.WithValue(req.Context(), keyInfo, info)))
		return rec.Body.String(), info
	}
	if b, _ := get("/api/books?estimate=1"); b != `{"n":1}` {
		t.Fatalf("first: %s", b)
	}
	if b, _ := get("/api/books"); b != `{"n":2}` {
		t.Fatalf("plain: %s", b)
	}
	b, info := get("/api/books?estimate=1")
	if b != `{"n":1}` || !info.holdsUntil.Equal(holds) {
		t.Fatalf("held answer %s, its request told %v (want %v)", b, info.holdsUntil, holds)
	}
	time.Sleep(time.Until(holds) + 50*time.Millisecond)
	if b, _ := get("/api/books?estimate=1"); b != `{"n":3}` {
		t.Fatalf("past its time: %s", b)
	}
	if b, _ := get("/api/books"); b != `{"n":2}` {
		t.Fatalf("an answer without a time was dropped: %s", b)
	}
}
