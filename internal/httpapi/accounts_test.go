package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

type meBody struct {
	User *httpapi.CurrentUser `json:"user"`
}

func TestRegisterMeLogoutLogin(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		c := e.client()

		var me meBody
		c.get("/api/auth/me").json(t, &me)
		if me.User != nil {
			t.Fatalf("guest has a user: %+v", me.User)
		}

		r := c.post("/api/auth/register", registration("Ayse@Example.com"))
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("register: %d %s", r.StatusCode, r.body)
		}
		cookie := r.Header.Get("Set-Cookie")
		for _, want := range []string{"bookstore_session=", "HttpOnly", "SameSite=Lax", "Path=/"} {
			if !strings.Contains(cookie, want) {
				t.Errorf("cookie %q lacks %q", cookie, want)
			}
		}
		if strings.Contains(cookie, "Max-Age") || strings.Contains(cookie, "Secure") {
			t.Errorf("browser-session cookie over http: %q", cookie)
		}
		c.get("/api/auth/me").json(t, &me)
		if me.User == nil || me.User.Email != "ayse@example.com" || me.User.Role != "user" || me.User.DisplayName != "Ayşe Yılmaz" {
			t.Fatalf("me after register: %+v", me.User)
		}

		if r := c.post("/api/auth/logout", nil); r.StatusCode != http.StatusNoContent || !strings.Contains(r.Header.Get("Set-Cookie"), "Max-Age=0") {
			t.Fatalf("logout: %d %v", r.StatusCode, r.Header)
		}
		me = meBody{}
		c.get("/api/auth/me").json(t, &me)
		if me.User != nil {
			t.Fatal("still signed in after logout")
		}

		r = c.post("/api/auth/login", map[string]any{"email": "ayse@example.com", "password": strongPassword, "rememberMe": true})
		if r.StatusCode != http.StatusOK || !strings.Contains(r.Header.Get("Set-Cookie"), "Max-Age=2592000") {
			t.Fatalf("remembered login: %d %q", r.StatusCode, r.Header.Get("Set-Cookie"))
		}
	})
}

func TestLogoutEndsTheSessionOnTheServer(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client().signedIn("a@example.com", bookstore.RoleUser)
	token := ""
	for _, ck := range c.hc.Jar.Cookies(mustURL(e.srv.URL)) {
		token = ck.Value
	}
	c.post("/api/auth/logout", nil)
	// Replaying the old token from another browser finds no session.
	other := e.client()
	other.hdr.Set("Cookie", "bookstore_session="+token)
	var me meBody
	other.get("/api/auth/me").json(t, &me)
	if me.User != nil {
		t.Fatal("old token still valid after logout")
	}
}

func TestLoginGivesANewToken(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client().signedIn("a@example.com", bookstore.RoleUser)
	before := c.hc.Jar.Cookies(mustURL(e.srv.URL))[0].Value
	c.post("/api/auth/login", map[string]any{"email": "a@example.com", "password": strongPassword})
	after := c.hc.Jar.Cookies(mustURL(e.srv.URL))[0].Value
	if before == after {
		t.Fatal("login kept the old token")
	}
	old := e.client()
	old.hdr.Set("Cookie", "bookstore_session="+before)
	var me meBody
	old.get("/api/auth/me").json(t, &me)
	if me.User != nil {
		t.Fatal("the previous session survived a new login")
	}
}

func TestRegisterRulesAreEnforcedByTheServer(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client()
	for name, tc := range map[string]struct {
		pw, field, msg string
	}{
		"short":      {"Ab1!", "password", "Şifre en az 8 karakter olmalıdır"},
		"no upper":   {"abcdefg1!", "password", "Şifre en az bir büyük harf içermelidir"},
		"no lower":   {"ABCDEFG1!", "password", "Şifre en az bir küçük harf içermelidir"},
		"no digit":   {"Abcdefgh!", "password", "Şifre en az bir rakam içermelidir"},
		"no special": {"Abcdefgh1", "password", "Şifre en az bir özel karakter içermelidir"},
		"common":     {"Fenerbahce1907!", "password", "Bu şifre çok yaygın, lütfen daha güvenli bir şifre seçin"},
	} {
		t.Run(name, func(t *testing.T) {
			body := registration("a@example.com")
			body["password"], body["confirmPassword"] = tc.pw, tc.pw
			r := c.post("/api/auth/register", body)
			p := r.problem(t)
			if r.StatusCode != http.StatusUnprocessableEntity || p.Code != "invalid" || p.Message != tc.msg ||
				len(p.Errors) == 0 || p.Errors[0].Field != tc.field {
				t.Fatalf("got %d %+v", r.StatusCode, p)
			}
		})
	}
	if n := e.userCount(); n != 0 {
		t.Fatalf("%d users created by refused registrations", n)
	}
}

func TestDuplicateRegistration(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	e.client().signedIn("a@example.com", bookstore.RoleUser)
	r := e.client().post("/api/auth/register", registration("A@example.com"))
	if p := r.problem(t); r.StatusCode != http.StatusUnprocessableEntity || p.Errors[0].Field != "email" || p.Message != bookstore.MsgEmailTaken {
		t.Fatalf("duplicate: %d %+v", r.StatusCode, p)
	}
}

func TestLoginFailures(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	e.client().signedIn("a@example.com", bookstore.RoleUser)
	c := e.client()
	for name, body := range map[string]map[string]any{
		"wrong password": {"email": "a@example.com", "password": "Wrong-pass1"},
		"unknown e-mail": {"email": "b@example.com", "password": strongPassword},
	} {
		r := c.post("/api/auth/login", body)
		if p := r.problem(t); r.StatusCode != http.StatusUnauthorized || p.Message != "E-posta veya şifre hatalı." {
			t.Errorf("%s: %d %+v", name, r.StatusCode, p)
		}
	}
	r := c.post("/api/auth/login", map[string]any{"email": "", "password": ""})
	if p := r.problem(t); r.StatusCode != http.StatusUnprocessableEntity || len(p.Errors) != 2 || p.Errors[0].Message != bookstore.MsgRequired {
		t.Fatalf("empty login: %d %+v", r.StatusCode, p)
	}
}

func TestAccountLockoutOverHTTP(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	e.client().signedIn("a@example.com", bookstore.RoleUser)
	c := e.client()
	for i := 0; i < 10; i++ {
		c.post("/api/auth/login", map[string]any{"email": "a@example.com", "password": "Wrong-pass1"})
	}
	r := c.post("/api/auth/login", map[string]any{"email": "a@example.com", "password": strongPassword})
	if p := r.problem(t); r.StatusCode != http.StatusTooManyRequests || !strings.Contains(p.Message, "Çok fazla başarısız giriş denemesi") {
		t.Fatalf("locked: %d %+v", r.StatusCode, p)
	}
}

func TestSecureCookieUnderHTTPS(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), map[string]string{"BOOKSTORE_BASE_URL": "https://kitapevi.example"})
	c := e.client()
	c.hdr.Set("Origin", e.srv.URL)
	r := c.post("/api/auth/register", registration("a@example.com"))
	if ck := r.Header.Get("Set-Cookie"); !strings.HasPrefix(ck, "__Host-bookstore_session=") || !strings.Contains(ck, "Secure") {
		t.Fatalf("https cookie: %q", ck)
	}
	if hsts := r.Header.Get("Strict-Transport-Security"); !strings.Contains(hsts, "max-age=31536000") {
		t.Fatalf("HSTS: %q", hsts)
	}
}
