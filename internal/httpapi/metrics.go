package httpapi

import (
	"context"
	"crypto/subtle"
	"net/http"
	"strings"
	"time"
)

// RequestObserver counts requests for /metrics (internal/metrics).
type RequestObserver interface {
	ObserveRequest(method, route string, status int, d time.Duration)
}

type routeKey struct{}

// routeSlot is where the innermost ServeMux that routed a request leaves
// its pattern: the request a mux sees is a copy (middleware adds context),
// so the pattern is carried back up through the context.
type routeSlot struct{ pattern string }

// withRouteRecorded wraps a ServeMux: after it served, the pattern it
// matched ("GET /api/books/{id}", never the raw path) is left in the slot,
// unless a mux deeper down already left a more precise one.
func withRouteRecorded(mux http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r)
		if slot, ok := r.Context().Value(routeKey{}).(*routeSlot); ok && slot.pattern == "" {
			slot.pattern = r.Pattern
		}
	})
}

// withMetrics counts each request by method, route pattern and status.
func withMetrics(obs RequestObserver, next http.Handler) http.Handler {
	if obs == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		slot := &routeSlot{}
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			obs.ObserveRequest(r.Method, routeLabel(slot.pattern), status, time.Since(start))
		}()
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), routeKey{}, slot)))
	})
}

// routeLabel drops the method from a pattern (it has a label of its own);
// a request no pattern matched is "unmatched".
func routeLabel(pattern string) string {
	if _, path, ok := strings.Cut(pattern, " "); ok {
		pattern = path
	}
	if pattern == "" {
		return "unmatched"
	}
	return pattern
}

// serveMetrics answers /metrics on the public listener only to a request
// carrying the configured bearer token (compared in constant time); any
// other request, and every request when no token is configured, gets the
// 404 of an unknown API path, so the endpoint does not show itself.
func (s *Server) serveMetrics(w http.ResponseWriter, r *http.Request) {
	if s.metrics == nil || !BearerMatches(r, s.cfg.MetricsToken) {
		writeProblem(w, r, &Problem{Status: http.StatusNotFound, Code: "not_found", Message: msgNotFoundAPI})
		return
	}
	s.metrics.ServeHTTP(w, r)
}

// BearerMatches reports whether the request carries "Authorization: Bearer
// token"; an empty token matches nothing.
func BearerMatches(r *http.Request, token string) bool {
	got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && token != "" && subtle.ConstantTimeCompare([]byte(got), []byte(token)) == 1
}
