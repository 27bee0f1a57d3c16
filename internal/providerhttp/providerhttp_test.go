package providerhttp

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// serve starts a provider answering with h and returns a call to it.
func serve(t *testing.T, h http.HandlerFunc) Call {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return Call{Op: "Test POST /x", Method: http.MethodPost, URL: srv.URL + "/x", Timeout: 2 * time.Second,
		Limit: 1 << 10, Party: "sağlayıcıya", Header: http.Header{"Authorization": {"Bearer k"}}, Body: []byte(`{"a":1}`)}
}

// transport checks that err is a TransportError of kind and returns it
// (a copy: the test reads its fields, it is not an error to check).
func transport(t *testing.T, err error, kind Kind) TransportError {
	t.Helper()
	var te *TransportError
	if !errors.As(err, &te) || te.Kind != kind {
		t.Fatalf("err = %v, want a transport error of kind %d", err, kind)
	}
	return *te
}

func TestServerErrorIsAnAnswerToRetry(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer k" {
			t.Errorf("Authorization = %q", r.Header.Get("Authorization"))
		}
		if b, _ := io.ReadAll(r.Body); string(b) != `{"a":1}` {
			t.Errorf("body = %q", b)
		}
		http.Error(w, "bakımdayız", http.StatusInternalServerError)
	})
	a, err := Do(context.Background(), http.DefaultClient, c)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != 500 || !a.Unavailable() || a.Refusal() || a.OK() || a.IsJSON() || a.Op != c.Op ||
		!strings.Contains(string(a.Body), "bakımdayız") {
		t.Fatalf("answer = %+v", a)
	}
}

func TestTooManyRequestsIsUnavailableNotRefused(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = io.WriteString(w, `{"message":"yavaş"}`)
	})
	a, err := Do(context.Background(), http.DefaultClient, c)
	if err != nil || !a.Unavailable() || a.Refusal() {
		t.Fatalf("answer = %+v, err = %v", a, err)
	}
}

// hanging is a call to a provider that never answers.
func hanging(t *testing.T) Call {
	release := make(chan struct{})
	c := serve(t, func(_ http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	t.Cleanup(func() { close(release) }) // runs before the server's Close, which waits for the handler
	return c
}

func TestHangPastTheTimeoutIsATimeout(t *testing.T) {
	c := hanging(t)
	c.Timeout = 150 * time.Millisecond
	start := time.Now()
	_, err := Do(context.Background(), http.DefaultClient, c)
	te := transport(t, err, TimedOut)
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "Test POST /x: 150ms içinde yanıt gelmedi (zaman aşımı)") ||
		te.Timeout != c.Timeout {
		t.Fatalf("err = %v", err)
	}
	if took := time.Since(start); took > time.Second {
		t.Fatalf("took %s, want about the call's 150ms", took)
	}
}

func TestHTTPClientTimeoutIsATimeoutToo(t *testing.T) {
	c := hanging(t)
	_, err := Do(context.Background(), &http.Client{Timeout: 100 * time.Millisecond}, c)
	transport(t, err, TimedOut)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
}

// dropAfter is a provider that writes raw and closes the connection.
func dropAfter(t *testing.T, raw string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		conn, buf, err := http.NewResponseController(w).Hijack()
		if err != nil {
			t.Error(err)
			return
		}
		_, _ = buf.WriteString(raw)
		_ = buf.Flush()
		_ = conn.Close()
	}
}

func TestConnectionDroppedMidAnswer(t *testing.T) {
	// Headers promising 100 bytes, ten of them, then the end.
	c := serve(t, dropAfter(t, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"uuid\":\"a"))
	_, err := Do(context.Background(), http.DefaultClient, c)
	transport(t, err, Dropped)
	if !errors.Is(err, io.ErrUnexpectedEOF) || !strings.Contains(err.Error(), "bağlantı yanıt gelmeden kapandı") ||
		errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
}

func TestConnectionDroppedBeforeAnswer(t *testing.T) {
	c := serve(t, dropAfter(t, ""))
	_, err := Do(context.Background(), http.DefaultClient, c)
	transport(t, err, Dropped)
}

func TestRefusalWithItsBody(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/problem+json; charset=utf-8")
		w.WriteHeader(http.StatusUnprocessableEntity)
		_, _ = io.WriteString(w, `{"code":"E1","message":"il bilinmiyor"}`)
	})
	a, err := Do(context.Background(), http.DefaultClient, c)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Refusal() || a.Unavailable() || a.OK() || a.Status != 422 || string(a.Body) != `{"code":"E1","message":"il bilinmiyor"}` {
		t.Fatalf("answer = %+v", a)
	}
}

func TestNotARefusal(t *testing.T) {
	for _, tc := range []struct {
		status int
		ctype  string
	}{
		{http.StatusBadRequest, "text/html"},             // a proxy's page
		{http.StatusUnauthorized, "application/json"},    // the credentials
		{http.StatusForbidden, "application/json"},       // the credentials
		{http.StatusTooManyRequests, "application/json"}, // the rate
		{http.StatusOK, "application/json"},
	} {
		a := &Answer{Status: tc.status, ContentType: tc.ctype}
		if a.Refusal() {
			t.Errorf("%d %s is a refusal", tc.status, tc.ctype)
		}
	}
}

func TestUnreachable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	_, err := Do(context.Background(), http.DefaultClient, Call{Op: "Test GET /", Method: http.MethodGet, URL: url,
		Timeout: time.Second, Limit: 10, Party: "sağlayıcıya"})
	transport(t, err, Unreachable)
	if !strings.Contains(err.Error(), "Test GET /: sağlayıcıya ulaşılamadı") {
		t.Fatalf("err = %v", err)
	}
}

func TestCallerCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	c := serve(t, func(_ http.ResponseWriter, r *http.Request) {
		_, _ = io.ReadAll(r.Body) // the server notices a closed connection only once the body is read
		cancel()
		<-r.Context().Done()
	})
	_, err := Do(ctx, http.DefaultClient, c)
	transport(t, err, Canceled)
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "istek iptal edildi") {
		t.Fatalf("err = %v", err)
	}
}

func TestAnswerReadUpToTheLimit(t *testing.T) {
	c := serve(t, func(w http.ResponseWriter, _ *http.Request) {
		bw := bufio.NewWriter(w)
		_, _ = bw.WriteString(strings.Repeat("x", 5000))
		_ = bw.Flush()
	})
	c.Limit = 100
	a, err := Do(context.Background(), http.DefaultClient, c)
	if err != nil || len(a.Body) != 100 || !a.OK() {
		t.Fatalf("answer = %d bytes, err = %v", len(a.Body), err)
	}
}

func TestProviderTexts(t *testing.T) {
	if got := FirstNonEmpty(" ", "", " Kadıköy ", "x"); got != "Kadıköy" {
		t.Errorf("FirstNonEmpty = %q", got)
	}
	if got := FirstNonEmpty("", " "); got != "" {
		t.Errorf("FirstNonEmpty of blanks = %q", got)
	}
	for _, tc := range [][4]string{
		{"Şube", "Kadıköy", ", ", "Şube, Kadıköy"},
		{" Şube ", "", ", ", "Şube"},
		{"", "Kadıköy", ": ", "Kadıköy"},
		{"Aynı", "Aynı", ": ", "Aynı"},
	} {
		if got := JoinNonEmpty(tc[0], tc[1], tc[2]); got != tc[3] {
			t.Errorf("JoinNonEmpty(%q, %q) = %q, want %q", tc[0], tc[1], got, tc[3])
		}
	}
}
