package httpapi

import (
	"crypto/subtle"
	"net/http"
	"strings"
	"time"
)

// RequestObserver counts requests for /metrics (internal/metrics).
type RequestObserver interface {
	ObserveRequest(method, route string, status int, d time.Duration)
}

// withRouteRecorded wraps a ServeMux: after it served, the pattern it
// matched ("GET /api/books/{id}", never the raw path) is left in the
// request's info (the request a mux sees is a copy, so the pattern is
// carried back up through the context), unless a mux deeper down already
// left a more precise one.
func withRouteRecorded(mux http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r)
		if info := infoOf(r.Context()); info != nil && info.route == "" {
			info.route = r.Pattern
		}
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
