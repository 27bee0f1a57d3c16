package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"
)

type ctxKey int

const (
	keyRequestID ctxKey = iota
	keyViewer
	keyRequest
)

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(keyRequestID).(string)
	return id
}

// withRequestID gives every request an id, echoed in X-Request-Id, carried in
// the context to logs and problem bodies.
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := make([]byte, 8)
		rand.Read(b)
		id := hex.EncodeToString(b)
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), keyRequestID, id)))
	})
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

// withLogging writes one structured line per request: method, path (never
// the query, bodies or cookies), status, size, duration and request id.
// A panic becomes a logged 500 with the generic message.
func withLogging(log *slog.Logger, next http.Handler) http.Handler {
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
			level := slog.LevelInfo
			if rec.status >= 500 {
				level = slog.LevelError
			}
			log.Log(r.Context(), level, "request", "method", r.Method, "path", r.URL.Path,
				"status", rec.status, "bytes", rec.bytes, "duration_ms", time.Since(start).Milliseconds())
		}()
		next.ServeHTTP(rec, r)
	})
}

const msgUnknownText = "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin."

// withSecurityHeaders sets the headers every response carries. The CSP
// allows no inline script; styles may be inline (the toast library injects a
// style element), images may be blob:/data: for previews and crops. Frames
// may show the payment pages: iyzico's hosted form and the banks' 3D Secure
// pages live on https origins of their own (any bank's), plus paymentOrigin,
// the provider's own origin when it is not https (a simulator on
// http://localhost in development and tests).
func withSecurityHeaders(secure bool, paymentOrigin string, next http.Handler) http.Handler {
	frameSrc := "'self' https:"
	if paymentOrigin != "" && !strings.HasPrefix(paymentOrigin, "https:") {
		frameSrc += " " + paymentOrigin
	}
	csp := "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src " + frameSrc + "; " +
		"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		if secure {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// maxBodyBytes bounds every request body; huma reports the overflow as 413.
const maxBodyBytes = 1 << 20

// withAPIGuards applies to /api: bodies over 1 MB and bodies that are not
// JSON are refused before any handler, and responses are never cached.
func withAPIGuards(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.ContentLength > maxBodyBytes {
			writeProblem(w, r, &Problem{Status: http.StatusRequestEntityTooLarge, Code: codeTooLarge, Message: msgTooLarge})
			return
		}
		if hasBody(r) {
			ct := strings.ToLower(strings.TrimSpace(strings.Split(r.Header.Get("Content-Type"), ";")[0]))
			if ct != "application/json" {
				writeProblem(w, r, &Problem{Status: http.StatusUnsupportedMediaType, Code: codeUnsupported, Message: msgUnsupported})
				return
			}
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBodyBytes)
		next.ServeHTTP(w, r)
	})
}

func hasBody(r *http.Request) bool {
	switch r.Method {
	case http.MethodPost, http.MethodPut, http.MethodPatch:
		return r.ContentLength > 0 || (r.ContentLength < 0 && r.Body != nil && r.Body != http.NoBody)
	}
	return false
}

func writeProblem(w http.ResponseWriter, r *http.Request, p *Problem) {
	p.RequestID = requestID(r.Context())
	w.Header().Set("Content-Type", "application/problem+json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(p.Status)
	json.NewEncoder(w).Encode(p)
}

// withCrossOriginProtection refuses state-changing requests from other
// origins (Sec-Fetch-Site / Origin checks of net/http). The payment
// callback is the one exception: the bank posts it cross-site by design, and
// it is authenticated by the provider's signature instead (as is the
// development simulator's bank page, shown in a sandboxed frame).
func withCrossOriginProtection(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.AddInsecureBypassPattern("POST " + callbackPath)
	cop.AddInsecureBypassPattern("POST " + webhookPath)
	cop.AddInsecureBypassPattern("POST /iyzico-sim/")
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, r, &Problem{Status: http.StatusForbidden, Code: "forbidden", Message: msgCrossOrigin})
	}))
	return cop.Handler(next)
}
