// Package simfault is what the simulators of outside systems (iyzico, the
// e-invoice integrator) share: a queue of injected faults per endpoint,
// a dropped connection, the loopback check of their control API, and that
// API's faults requests. Each simulator keeps its own fault type (its JSON
// is its control API) and its own validation.
package simfault

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"sync"
	"time"
)

// Fields points into a fault at what the queue reads and uses up: the
// endpoint it applies to, the answers it lets through first (After) and
// the answers it changes (Count).
type Fields[F any] func(f *F) (endpoint string, after, count *int)

// Queue holds the pending faults of a simulator, oldest first; faults of
// one endpoint apply in order. Safe for concurrent use.
type Queue[F any] struct {
	fields Fields[F]
	mu     sync.Mutex
	faults []*F
}

// NewQueue returns an empty queue reading faults through fields.
func NewQueue[F any](fields Fields[F]) *Queue[F] {
	return &Queue[F]{fields: fields}
}

// Add queues f; a Count of zero means one answer.
func (q *Queue[F]) Add(f F) {
	if _, _, count := q.fields(&f); *count == 0 {
		*count = 1
	}
	q.mu.Lock()
	q.faults = append(q.faults, &f)
	q.mu.Unlock()
}

// Clear removes every pending fault.
func (q *Queue[F]) Clear() {
	q.mu.Lock()
	q.faults = nil
	q.mu.Unlock()
}

// List returns copies of the pending faults, oldest first, with what is
// left of their After and Count.
func (q *Queue[F]) List() []F {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := make([]F, 0, len(q.faults))
	for _, f := range q.faults {
		out = append(out, *f)
	}
	return out
}

// Take uses up one answer of the first fault for endpoint: nil while its
// After lets answers through, else a copy of it (the fault leaves the
// queue with its last Count). Nil when no fault is pending there.
func (q *Queue[F]) Take(endpoint string) *F {
	q.mu.Lock()
	defer q.mu.Unlock()
	for i, f := range q.faults {
		ep, after, count := q.fields(f)
		if ep != endpoint {
			continue
		}
		if *after > 0 {
			*after--
			return nil
		}
		*count--
		if *count <= 0 {
			q.faults = slices.Delete(q.faults, i, i+1)
		}
		c := *f
		return &c
	}
	return nil
}

// Wait holds request r for d; false when the simulator (stop, ended on
// its Close) or the client went away first.
func Wait(stop context.Context, r *http.Request, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-r.Context().Done():
	case <-stop.Done():
	}
	return false
}

// DropConnection closes the connection without an answer.
func DropConnection(w http.ResponseWriter) {
	if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
		_ = conn.Close() // the drop is the point; how the close went changes nothing
		return
	}
	// HTTP/2 or a wrapper that cannot hijack: abort the response instead.
	panic(http.ErrAbortHandler)
}

// FromLoopback reports whether the request came from this machine, and not
// through a proxy on it: a control API injects faults and lists everything
// the simulator holds, so it is for the tests and scripts running next to
// the simulator, never for a visitor who can reach its pages.
func FromLoopback(r *http.Request) bool {
	if r.Header.Get("X-Forwarded-For") != "" || r.Header.Get("Forwarded") != "" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Unmap().IsLoopback()
}

// ServeFaults answers the control API's faults requests: POST adds one
// (through inject, which validates it; the answer echoes it as sent),
// DELETE clears, GET lists. Answers are written with writeJSON, the
// simulator's own. False, with nothing written, for any other method.
func ServeFaults[F any](w http.ResponseWriter, r *http.Request, q *Queue[F], inject func(F) error,
	writeJSON func(http.ResponseWriter, int, any)) bool {
	switch r.Method {
	case http.MethodPost:
		var f F
		if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&f); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return true
		}
		if err := inject(f); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return true
		}
		writeJSON(w, http.StatusCreated, f)
	case http.MethodDelete:
		q.Clear()
		w.WriteHeader(http.StatusNoContent)
	case http.MethodGet:
		writeJSON(w, http.StatusOK, q.List())
	default:
		return false
	}
	return true
}
