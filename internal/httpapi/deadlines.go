package httpapi

import (
	"io"
	"net/http"
	"sync"
	"time"

	"bookstore/internal/config"
)

// bodyDeadline is how long a request may take to send its body: an image
// upload gets longer (it is the one large body), every other request the
// same. The durations live with every other timeout in internal/config.
func bodyDeadline(r *http.Request) time.Duration {
	if r.Method == http.MethodPost && r.URL.Path == uploadPath {
		return config.HTTPUploadBody
	}
	return config.HTTPBody
}

// withBodyDeadline gives each request's body its deadline and lifts it once
// the body has been read to its end. The connection's read deadline is also what lets the
// server notice a client that went away, so a deadline left in place would
// cancel the handler's context when it passes: a payment waiting for iyzico,
// or a write waiting for the database, would fail at the body's deadline
// instead of finishing. After the body only the write deadline
// (config.HTTPWrite) and the handler's own calls' timeouts bound a request.
// huma's own per-operation deadline is switched off (handle) for the same
// reason.
func withBodyDeadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		if r.Body == nil || r.Body == http.NoBody || r.ContentLength == 0 {
			_ = rc.SetReadDeadline(time.Time{}) // unsupported only for a test's recorder: nothing to lift
			next.ServeHTTP(w, r)
			return
		}
		_ = rc.SetReadDeadline(time.Now().Add(bodyDeadline(r))) // as above
		// A shallow copy carries the wrapped body: the server keeps the
		// request it made and checks its own body type after the handler
		// (a body refused unread, such as an upload over its limit, is then
		// closed gently, so the client reads the 413 instead of a reset).
		wrapped := *r
		wrapped.Body = &deadlineBody{ReadCloser: r.Body, lift: func() { _ = rc.SetReadDeadline(time.Time{}) }}
		next.ServeHTTP(w, &wrapped)
	})
}

// deadlineBody lifts the read deadline when the body has been read to its
// end.
type deadlineBody struct {
	io.ReadCloser
	once sync.Once
	lift func()
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.once.Do(b.lift)
	}
	return n, err
}
