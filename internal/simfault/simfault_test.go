package simfault

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fault is a simulator's fault type in miniature.
type fault struct {
	Endpoint string `json:"endpoint"`
	Status   int    `json:"status,omitempty"`
	Count    int    `json:"count,omitempty"`
	After    int    `json:"after,omitempty"`
}

func newQueue() *Queue[fault] {
	return NewQueue(func(f *fault) (string, *int, *int) { return f.Endpoint, &f.After, &f.Count })
}

// Faults of one endpoint apply in the order added; other endpoints' faults
// neither apply nor move.
func TestQueueOrder(t *testing.T) {
	q := newQueue()
	q.Add(fault{Endpoint: "send", Status: 500})
	q.Add(fault{Endpoint: "status", Status: 502})
	q.Add(fault{Endpoint: "send", Status: 503})
	if f := q.Take("pdf"); f != nil {
		t.Fatalf("pdf: %+v, want none", f)
	}
	for _, want := range []int{500, 503} {
		if f := q.Take("send"); f == nil || f.Status != want {
			t.Fatalf("send: %+v, want status %d", f, want)
		}
	}
	if f := q.Take("send"); f != nil {
		t.Fatalf("send after both: %+v, want none", f)
	}
	if l := q.List(); len(l) != 1 || l[0].Status != 502 {
		t.Fatalf("left: %+v, want the status fault", l)
	}
}

// After lets that many answers through first, then the fault applies.
func TestQueueAfterSkips(t *testing.T) {
	q := newQueue()
	q.Add(fault{Endpoint: "refund", Status: 500, After: 2})
	for i := range 2 {
		if f := q.Take("refund"); f != nil {
			t.Fatalf("answer %d: %+v, want let through", i+1, f)
		}
	}
	if l := q.List(); len(l) != 1 || l[0].After != 0 || l[0].Count != 1 {
		t.Fatalf("pending after the skips: %+v", l)
	}
	if f := q.Take("refund"); f == nil || f.Status != 500 {
		t.Fatalf("third answer: %+v, want the fault", f)
	}
	if f := q.Take("refund"); f != nil {
		t.Fatalf("fourth answer: %+v, want none", f)
	}
}

// Count answers change, then the fault is gone; zero means one; the copy
// handed out does not reach into the queue.
func TestQueueCountUsedUp(t *testing.T) {
	q := newQueue()
	q.Add(fault{Endpoint: "auth", Count: 3})
	for i := range 3 {
		f := q.Take("auth")
		if f == nil {
			t.Fatalf("answer %d: none, want the fault", i+1)
		}
		f.Count = 99
		if l := q.List(); i < 2 && (len(l) != 1 || l[0].Count != 2-i) {
			t.Fatalf("after answer %d: %+v", i+1, l)
		}
	}
	if f := q.Take("auth"); f != nil || len(q.List()) != 0 {
		t.Fatalf("after the count: %+v %+v, want nothing", f, q.List())
	}
	q.Add(fault{Endpoint: "auth"})
	if l := q.List(); len(l) != 1 || l[0].Count != 1 {
		t.Fatalf("count zero queued as %+v, want 1", l)
	}
	q.Clear()
	if f := q.Take("auth"); f != nil {
		t.Fatalf("after Clear: %+v", f)
	}
}

// Concurrent answers use each answer of a fault exactly once.
func TestQueueConcurrentTake(t *testing.T) {
	q := newQueue()
	q.Add(fault{Endpoint: "send", Count: 50, After: 10})
	var taken, passed atomic.Int64
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 25 {
				if q.Take("send") != nil {
					taken.Add(1)
				} else {
					passed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	if taken.Load() != 50 || passed.Load() != 150 || len(q.List()) != 0 {
		t.Fatalf("taken %d, passed %d, left %v; want 50, 150, none", taken.Load(), passed.Load(), q.List())
	}
}

func writeJSONForTest(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// The faults requests: POST echoes the fault as sent (the queue defaults
// its count), a bad body or a refused fault is a 400, GET lists, DELETE
// clears, and any other method is left to the simulator.
func TestServeFaults(t *testing.T) {
	q := newQueue()
	inject := func(f fault) error {
		if f.Endpoint == "" {
			return errors.New("endpoint?")
		}
		q.Add(f)
		return nil
	}
	do := func(method, body string) (*httptest.ResponseRecorder, bool) {
		w := httptest.NewRecorder()
		ok := ServeFaults(w, httptest.NewRequest(method, "/_sim/faults", strings.NewReader(body)), q, inject, writeJSONForTest)
		return w, ok
	}
	if w, ok := do(http.MethodPost, `{"endpoint":"send","after":1}`); !ok || w.Code != http.StatusCreated || strings.TrimSpace(w.Body.String()) != `{"endpoint":"send","after":1}` {
		t.Fatalf("post: %v %d %s", ok, w.Code, w.Body)
	}
	for _, body := range []string{`{"status":500}`, `{`} {
		if w, ok := do(http.MethodPost, body); !ok || w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), `"error"`) {
			t.Fatalf("post %s: %v %d %s", body, ok, w.Code, w.Body)
		}
	}
	if w, ok := do(http.MethodGet, ""); !ok || w.Code != http.StatusOK || strings.TrimSpace(w.Body.String()) != `[{"endpoint":"send","count":1,"after":1}]` {
		t.Fatalf("get: %v %d %s", ok, w.Code, w.Body)
	}
	if w, ok := do(http.MethodDelete, ""); !ok || w.Code != http.StatusNoContent || len(q.List()) != 0 {
		t.Fatalf("delete: %v %d %v", ok, w.Code, q.List())
	}
	if w, ok := do(http.MethodGet, ""); strings.TrimSpace(w.Body.String()) != `[]` || !ok {
		t.Fatalf("get empty: %s", w.Body)
	}
	if w, ok := do(http.MethodPut, `{}`); ok || w.Body.Len() != 0 {
		t.Fatalf("put handled: %v %s", ok, w.Body)
	}
}

func TestFromLoopback(t *testing.T) {
	for _, c := range []struct {
		remote, header string
		want           bool
	}{
		{"127.0.0.1:5000", "", true},
		{"[::1]:5000", "", true},
		{"[::ffff:127.0.0.1]:5000", "", true},
		{"192.0.2.10:5000", "", false},
		{"127.0.0.1:5000", "X-Forwarded-For", false},
		{"127.0.0.1:5000", "Forwarded", false},
		{"garbage", "", false},
	} {
		r := httptest.NewRequest(http.MethodGet, "/_sim/faults", nil)
		r.RemoteAddr = c.remote
		if c.header != "" {
			r.Header.Set(c.header, "for=203.0.113.5")
		}
		if got := FromLoopback(r); got != c.want {
			t.Errorf("%s %s: %v, want %v", c.remote, c.header, got, c.want)
		}
	}
}

// Wait ends early, false, when the simulator closes or the client leaves.
func TestWait(t *testing.T) {
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	if !Wait(context.Background(), r, time.Millisecond) {
		t.Fatal("a short wait did not complete")
	}
	stop, cancel := context.WithCancel(context.Background())
	cancel()
	if Wait(stop, r, time.Hour) {
		t.Fatal("a closed simulator kept waiting")
	}
	gone, leave := context.WithCancel(context.Background())
	leave()
	if Wait(context.Background(), r.WithContext(gone), time.Hour) {
		t.Fatal("a client that left kept waiting")
	}
}

// A dropped connection reaches the client as no answer at all.
func TestDropConnection(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { DropConnection(w) }))
	defer srv.Close()
	res, err := http.Get(srv.URL)
	if err == nil {
		res.Body.Close()
		t.Fatalf("got an answer: %d", res.StatusCode)
	}
}
