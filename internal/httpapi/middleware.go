package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime/debug"
	"strings"
	"time"
)

type ctxKey int

const (
	keyViewer ctxKey = iota
	keyRequest
	keyInfo
)

// requestInfo is what the server knows of a request before any handler
// runs: its id, its client and, once a mux routed it, its route. It travels
// in the context under one key (withRequestInfo), so the outer middleware
// copies the request once rather than once per fact.
type requestInfo struct {
	// id is echoed in X-Request-Id and carried to log lines and problem bodies.
	id     string
	client clientInfo
	// route is the pattern the innermost ServeMux matched ("GET
	// /api/books/{id}", never the raw path), left by withRouteRecorded or by
	// the answer cache on a hit, for the request metrics.
	route string
	// holdsUntil, when set, is when the answer being made stops being
	// true (it carries a delivery estimate that moves on at the hour): the
	// answer cache keeps it no longer (holdAnswerUntil).
	holdsUntil time.Time
}

func infoOf(ctx context.Context) *requestInfo {
	i, _ := ctx.Value(keyInfo).(*requestInfo)
	return i
}

// holdAnswerUntil says the answer being made for ctx's request may be
// cached until t at the latest (the earliest of every such call wins).
func holdAnswerUntil(ctx context.Context, t time.Time) {
	if i := infoOf(ctx); i != nil && !t.IsZero() && (i.holdsUntil.IsZero() || t.Before(i.holdsUntil)) {
		i.holdsUntil = t
	}
}

func requestID(ctx context.Context) string {
	if i := infoOf(ctx); i != nil {
		return i.id
	}
	return ""
}

// clientInfo is who sent a request, as far as the server can know: the one
// answer every rate limit, sign-in attempt, audit entry, payment request and
// log line uses.
type clientInfo struct {
	// IP is the client's address: the peer's, or, when the peer is a
	// trusted proxy, the right-most address of X-Forwarded-For that is not
	// itself a trusted proxy.
	IP string
	// HTTPS reports whether the client reached the shop over https: the
	// public base URL is https, or the request came over TLS, or a trusted
	// proxy says so in X-Forwarded-Proto. It decides Secure __Host- cookies
	// and HSTS.
	HTTPS bool
}

// clientOf returns the request's client (withRequestInfo worked it out).
func clientOf(ctx context.Context) clientInfo {
	if i := infoOf(ctx); i != nil {
		return i.client
	}
	return clientInfo{}
}

// withRequestInfo gives every request an id and works out its client once
// (clientFrom), for everything after it.
func withRequestInfo(trusted []netip.Prefix, httpsBase bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		info := &requestInfo{id: newRequestID(), client: clientFrom(r, trusted)}
		info.client.HTTPS = info.client.HTTPS || httpsBase
		w.Header()["X-Request-Id"] = []string{info.id}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), keyInfo, info)))
	})
}

// newRequestID is 16 random hex digits: unique enough to grep one request's
// lines, and telling nothing (a counter would show the shop's traffic).
func newRequestID() string {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b[:])
}

// clientFrom is the one rule for a request's client address. Forwarded
// headers are believed only from a trusted proxy (BOOKSTORE_TRUSTED_PROXIES);
// anyone else could write them. X-Forwarded-For is read from the right: each
// proxy appends the address it saw, so the right-most entries were written
// by proxies we trust and the first untrusted one, walking left, is the
// client. Entries further left were written by the client and are ignored.
// The proxy must set (not append to) X-Forwarded-Proto.
func clientFrom(r *http.Request, trusted []netip.Prefix) clientInfo {
	peer := peerAddr(r.RemoteAddr)
	c := clientInfo{IP: r.RemoteAddr, HTTPS: r.TLS != nil}
	if !peer.IsValid() {
		return c
	}
	c.IP = peer.String()
	if !isTrusted(peer, trusted) {
		return c
	}
	if proto := strings.TrimSpace(strings.Split(r.Header.Get("X-Forwarded-Proto"), ",")[0]); proto != "" {
		c.HTTPS = strings.EqualFold(proto, "https")
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a := peerAddr(strings.TrimSpace(hops[i]))
		if !a.IsValid() {
			break // a malformed hop: the last address known is the best answer
		}
		c.IP = a.String()
		if !isTrusted(a, trusted) {
			break
		}
	}
	return c
}

// peerAddr parses "ip", "ip:port" or "[ipv6]:port"; invalid yields the zero Addr.
func peerAddr(s string) netip.Addr {
	if host, _, err := net.SplitHostPort(s); err == nil {
		s = host
	}
	a, err := netip.ParseAddr(strings.Trim(s, "[]"))
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap().WithZone("")
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// withObservation counts every request for the metrics (by method, route
// and status; obs may be nil) and writes one structured log line for it:
// method, path (never the query, bodies or cookies), client address,
// status, size, duration and request id. A panic becomes a logged 500 with
// the generic message.
func withObservation(log *slog.Logger, obs RequestObserver, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if v := recover(); v != nil {
				log.ErrorContext(r.Context(), "panic", "value", v, "stack", string(debug.Stack()))
				if rec.status == 0 {
					writeProblem(rec, r, &Problem{Status: 500, Code: "internal", Message: msgUnknownText})
				}
			}
			status := rec.status
			if status == 0 { // nothing written: net/http sends 200
				status = http.StatusOK
			}
			took := time.Since(start)
			info := infoOf(r.Context())
			if obs != nil {
				route := ""
				if info != nil {
					route = info.route
				}
				obs.ObserveRequest(r.Method, routeLabel(route), status, took)
			}
			logRequest(r, log, info, status, rec.bytes, took)
		}()
		next.ServeHTTP(rec, r)
	})
}

// logRequest writes the request's line. It hands the record to the handler
// itself: Logger.Log would also walk the stack for a source position the
// access log does not print, a cost on every request.
func logRequest(r *http.Request, log *slog.Logger, info *requestInfo, status, size int, took time.Duration) {
	level := slog.LevelInfo
	if status >= 500 {
		level = slog.LevelError
	}
	ctx := r.Context()
	if !log.Enabled(ctx, level) {
		return
	}
	client := ""
	if info != nil {
		client = info.client.IP
	}
	line := slog.NewRecord(time.Now(), level, "request", 0)
	line.AddAttrs(slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.String("client", client),
		slog.Int("status", status), slog.Int("bytes", size), slog.Int64("duration_ms", took.Milliseconds()))
	_ = log.Handler().Handle(ctx, line) // a log that cannot be written has no one to tell
}

const msgUnknownText = "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin."

// withSecurityHeaders sets the headers every response carries. The CSP
// allows no inline script; styles may be inline (the toast library injects a
// style element), images may be blob:/data: for previews and crops. Frames
// may show the payment pages: iyzico's hosted form and the banks' 3D Secure
// pages live on https origins of their own (any bank's), plus paymentOrigin,
// the provider's own origin when it is not https (a simulator on
// http://localhost in development and tests). HSTS is sent to clients on
// https only (clientInfo.HTTPS).
func withSecurityHeaders(paymentOrigin string, next http.Handler) http.Handler {
	frameSrc := "'self' https:"
	if paymentOrigin != "" && !strings.HasPrefix(paymentOrigin, "https:") {
		frameSrc += " " + paymentOrigin
	}
	csp := "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src " + frameSrc + "; " +
		"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
	// The same values for every response, made once. They are shared:
	// net/http only reads them (and copies them when the header is sent), and
	// Header.Add appends to a full slice, which copies it.
	fixed := []struct {
		key   string
		value []string
	}{
		{"Content-Security-Policy", []string{csp}},
		{"X-Content-Type-Options", []string{"nosniff"}},
		{"X-Frame-Options", []string{"DENY"}},
		{"Referrer-Policy", []string{"strict-origin-when-cross-origin"}},
		{"Cross-Origin-Opener-Policy", []string{"same-origin"}},
		{"Permissions-Policy", []string{"camera=(), microphone=(), geolocation=()"}},
	}
	hsts := []string{"max-age=31536000; includeSubDomains"}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, f := range fixed {
			h[f.key] = f.value
		}
		if clientOf(r.Context()).HTTPS {
			h["Strict-Transport-Security"] = hsts
		}
		next.ServeHTTP(w, r)
	})
}

func writeProblem(w http.ResponseWriter, r *http.Request, p *Problem) {
	p.RequestID = requestID(r.Context())
	if p.Status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", retryAfter)
	}
	w.Header().Set("Content-Type", "application/problem+json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(p.Status)
	writeJSON(w, p)
}
