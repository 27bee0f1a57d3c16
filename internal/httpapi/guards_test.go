package httpapi_test

import (
	"bytes"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func TestRolesAreEnforcedByTheServer(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		for name, tc := range map[string]struct {
			c    *client
			want int
		}{
			"guest":  {e.client(), http.StatusUnauthorized},
			"user":   {e.client().signedIn("u@example.com", bookstore.RoleUser), http.StatusForbidden},
			"author": {e.client().signedIn("y@example.com", bookstore.RoleAuthor), http.StatusForbidden},
			"admin":  {e.client().signedIn("a@example.com", bookstore.RoleAdmin), http.StatusOK},
		} {
			r := tc.c.get("/api/admin/dashboard")
			if r.StatusCode != tc.want {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
				continue
			}
			if tc.want != http.StatusOK {
				p := r.problem(t)
				if (tc.want == 401 && p.Message != bookstore.MsgNoSession) || (tc.want == 403 && p.Message != bookstore.MsgAuthorization) {
					t.Errorf("%s: %+v", name, p)
				}
			}
		}
	})
}

func TestBadInputIsRefusedWithoutChange(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		c := e.client()
		valid := `{"fullName":"Ali Veli","email":"ali@example.com","password":"Zx9!kqLm#2","confirmPassword":"Zx9!kqLm#2","acceptTerms":true}`
		for name, tc := range map[string]struct {
			ct, body string
			status   int
			code     string
		}{
			"malformed JSON":     {"application/json", `{"fullName":`, 400, "invalid"},
			"not an object":      {"application/json", `[1,2]`, 422, "invalid"},
			"unknown field":      {"application/json", strings.TrimSuffix(valid, "}") + `,"role":"admin"}`, 422, "invalid"},
			"wrong type":         {"application/json", strings.Replace(valid, `"acceptTerms":true`, `"acceptTerms":"yes"`, 1), 422, "invalid"},
			"missing field":      {"application/json", `{"email":"ali@example.com"}`, 422, "invalid"},
			"text/plain":         {"text/plain", valid, 415, "unsupported_media_type"},
			"form encoded":       {"application/x-www-form-urlencoded", "fullName=x", 415, "unsupported_media_type"},
			"no content type":    {"", valid, 415, "unsupported_media_type"},
			"over 1 MB":          {"application/json", `{"fullName":"` + strings.Repeat("a", 1<<20) + `"}`, 413, "too_large"},
			"oversized password": {"application/json", strings.Replace(valid, "Zx9!kqLm#2", strings.Repeat("Aa1!", 300), 2), 422, "invalid"},
		} {
			t.Run(name, func(t *testing.T) {
				r := c.do(http.MethodPost, "/api/auth/register", tc.ct, bytes.NewBufferString(tc.body))
				p := r.problem(t)
				if r.StatusCode != tc.status || p.Code != tc.code {
					t.Fatalf("got %d %+v, want %d %s", r.StatusCode, p, tc.status, tc.code)
				}
			})
		}
		if n := e.userCount(); n != 0 {
			t.Fatalf("bad input created %d users", n)
		}
	})
}

func TestUnknownFieldCannotEscalateRole(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	body := registration("a@example.com")
	body["role"] = "admin"
	if r := e.client().post("/api/auth/register", body); r.StatusCode != http.StatusUnprocessableEntity {
		t.Fatalf("role in registration: %d", r.StatusCode)
	}
}

func TestCrossOriginStateChangeIsRefused(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client()
	c.hdr.Set("Origin", "https://evil.example")
	c.hdr.Set("Sec-Fetch-Site", "cross-site")
	r := c.post("/api/auth/register", registration("a@example.com"))
	if p := r.problem(t); r.StatusCode != http.StatusForbidden || p.Code != "forbidden" {
		t.Fatalf("cross-site register: %d %+v", r.StatusCode, p)
	}
	if e.userCount() != 0 {
		t.Fatal("cross-site request created a user")
	}
	// Same-origin requests pass.
	c.hdr = http.Header{"Origin": {e.srv.URL}, "Sec-Fetch-Site": {"same-origin"}}
	if r := c.post("/api/auth/register", registration("a@example.com")); r.StatusCode != http.StatusCreated {
		t.Fatalf("same-origin register: %d %s", r.StatusCode, r.body)
	}
}

func TestUnknownAPIPathIsJSON404(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	for _, p := range []string{"/api/nope", "/api/", "/api/auth/me/extra"} {
		r := e.client().get(p)
		if pr := r.problem(t); r.StatusCode != http.StatusNotFound || pr.Code != "not_found" {
			t.Errorf("%s: %d %+v", p, r.StatusCode, pr)
		}
	}
	r := e.client().do(http.MethodDelete, "/api/auth/me", "", nil)
	if r.StatusCode != http.StatusMethodNotAllowed && r.StatusCode != http.StatusNotFound {
		t.Fatalf("DELETE /api/auth/me: %d", r.StatusCode)
	}
	r.problem(t)
}

func TestExpiredCookieIsAGuest(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client()
	c.hdr.Set("Cookie", "bookstore_session=forged-or-expired-token")
	var me meBody
	if r := c.get("/api/auth/me"); r.StatusCode != http.StatusOK {
		t.Fatalf("me with a dead cookie: %d", r.StatusCode)
	} else {
		r.json(t, &me)
	}
	if me.User != nil {
		t.Fatal("forged cookie signed in")
	}
	if r := c.get("/api/admin/dashboard"); r.StatusCode != http.StatusUnauthorized {
		t.Fatalf("admin with a dead cookie: %d", r.StatusCode)
	}
}

// TestControlCharactersAreRefusedByField: NUL and other control characters
// in any JSON string (names of categories and authors, an author's profile,
// an announcement, nested list items) are refused with the field named and
// the Turkish message, before any handler writes.
func TestControlCharactersAreRefusedByField(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		for _, tc := range []struct {
			method, path string
			body         map[string]any
			field        string
		}{
			{http.MethodPost, "/api/admin/categories", map[string]any{"name": "Ro\x00man", "description": ""}, "name"},
			{http.MethodPost, "/api/admin/categories", map[string]any{"name": "Roman", "description": "a\x1bb"}, "description"},
			{http.MethodPost, "/api/admin/authors", map[string]any{"name": "Ad\u0085Soyad"}, "name"},
			{http.MethodPost, "/api/admin/announcements", map[string]any{"subject": "Duyuru", "body": "satır\u2028ayrımı"}, "body"},
			{http.MethodPost, "/api/admin/announcements", map[string]any{"subject": "Duyuru", "body": "iyi", "extra": []any{map[string]any{"x": "\x00"}}}, "extra[0].x"},
		} {
			r := admin.doJSON(tc.method, tc.path, tc.body)
			p := r.problem(t)
			if r.StatusCode != http.StatusUnprocessableEntity || p.Message != bookstore.MsgControlChars ||
				len(p.Errors) != 1 || p.Errors[0].Field != tc.field || p.Errors[0].Message != bookstore.MsgControlChars {
				t.Errorf("%s %s %q: %d %+v", tc.method, tc.path, tc.body, r.StatusCode, p)
			}
		}
		// Line breaks and tabs are text, not control characters.
		if r := admin.post("/api/admin/categories", map[string]any{"name": "Roman", "description": "Uzun\r\n\tanlatılar"}); r.StatusCode != http.StatusCreated && r.StatusCode != http.StatusOK {
			t.Fatalf("multiline description: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM categories"); n != 1 {
			t.Fatalf("categories after the refusals: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM authors"); n != 0 {
			t.Fatalf("authors after the refusals: %d", n)
		}
	})
}
