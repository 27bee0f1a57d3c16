package httpapi_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/sqldb/sqldbtest"
)

func TestPageRoutesFallBackToTheApp(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	for path, want := range map[string]int{
		"/": 200, "/kitaplar": 200, "/kitap/01a2-x": 404, "/yazar/yok": 404, "/giris": 200, "/kayit": 200, "/yazar-giris": 200,
		"/admin-giris": 200, "/admin": 200, "/admin/kitaplar": 200, "/admin/ayarlar": 200, "/yazar": 200,
		"/yazar/profil": 200, "/odeme/callback": 200, "/siparis/abc": 200, "/gizlilik-politikasi": 200,
		"/bilinmeyen-sayfa": 404, "/admin/olmayan": 404, "/kitap/a/b": 404,
	} {
		r := e.client().get(path)
		if r.StatusCode != want || !strings.Contains(string(r.body), `<div id="root">`) {
			t.Errorf("%s: %d", path, r.StatusCode)
		}
		if cc := r.Header.Get("Cache-Control"); !strings.Contains(cc, "no-cache") {
			t.Errorf("%s: index cached: %q", path, cc)
		}
	}
}

func TestAssetsAreImmutable(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	r := e.client().get("/assets/app-1a2b.js")
	if r.StatusCode != 200 || r.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("asset: %d %q", r.StatusCode, r.Header.Get("Cache-Control"))
	}
	if r := e.client().get("/assets/missing.js"); r.StatusCode != 404 {
		t.Fatalf("missing asset: %d", r.StatusCode)
	}
}

func TestSecurityHeadersEverywhere(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	for _, p := range []string{"/", "/api/auth/me", "/api/nope", "/assets/app-1a2b.js", "/healthz"} {
		r := e.client().get(p)
		csp := r.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-eval") ||
			strings.Contains(strings.SplitN(csp, "script-src", 2)[1], "unsafe-inline;") {
			t.Errorf("%s: CSP %q", p, csp)
		}
		if r.Header.Get("X-Content-Type-Options") != "nosniff" || r.Header.Get("Referrer-Policy") == "" || r.Header.Get("X-Request-Id") == "" {
			t.Errorf("%s: headers %v", p, r.Header)
		}
		if r.Header.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS over plain http", p)
		}
	}
	if cc := e.client().get("/api/auth/me").Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("API cache-control %q", cc)
	}
}

func TestResponsesAreCompressed(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	req, _ := http.NewRequest(http.MethodGet, e.srv.URL+"/assets/app-1a2b.js", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("not gzipped: %v", res.Header)
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(zr)
	if !strings.HasPrefix(string(b), "console.log") {
		t.Fatalf("body %q", b[:20])
	}
}

func TestHealthAndReadiness(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	if r := e.client().get("/healthz"); r.StatusCode != 200 {
		t.Fatalf("healthz %d", r.StatusCode)
	}
	if r := e.client().get("/readyz"); r.StatusCode != 200 {
		t.Fatalf("readyz %d", r.StatusCode)
	}
	e.db.Close()
	if r := e.client().get("/readyz"); r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("readyz with a closed database: %d", r.StatusCode)
	}
}

func TestOpenAPIDocument(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	r := e.client().get("/api/openapi.json")
	if r.StatusCode != 200 || !strings.Contains(string(r.body), `"openapi":"3.1.0"`) || !strings.Contains(string(r.body), "/api/auth/register") {
		t.Fatalf("openapi: %d %.200s", r.StatusCode, r.body)
	}
}
