package httpapi_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

var reResetLink = regexp.MustCompile(`/sifre-sifirla\?token=([A-Za-z0-9_-]+)`)

// outbox lists the admin outbox through the API.
func (c *client) outbox(t testing.TB) []httpapi.MailItem {
	t.Helper()
	r := c.get("/api/admin/mails?pageSize=48")
	if r.StatusCode != http.StatusOK {
		t.Fatalf("admin mails: %d %s", r.StatusCode, r.body)
	}
	var l httpapi.MailList
	r.json(t, &l)
	return l.Items
}

func (c *client) mailsTo(t testing.TB, to, kind string) []httpapi.MailItem {
	var out []httpapi.MailItem
	for _, m := range c.outbox(t) {
		if m.To == to && m.Kind == kind {
			out = append(out, m)
		}
	}
	return out
}

func TestPasswordResetOverHTTP(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "unutkan@example.com"
		browser := e.client().signedIn(email, bookstore.RoleUser)
		phone := e.client()
		if r := phone.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword, "rememberMe": true}); r.StatusCode != http.StatusOK {
			t.Fatalf("second sign-in: %d", r.StatusCode)
		}
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		if len(admin.mailsTo(t, email, bookstore.MailWelcome)) != 1 {
			t.Fatal("no welcome mail after registration")
		}

		guest := e.client()
		t0 := time.Now()
		known := guest.post("/api/auth/password-reset", map[string]any{"email": strings.ToUpper(email)})
		t1 := time.Now()
		unknown := guest.post("/api/auth/password-reset", map[string]any{"email": "kimse@example.com"})
		if t1.Sub(t0) < 300*time.Millisecond || time.Since(t1) < 300*time.Millisecond {
			t.Errorf("answers not padded: %v and %v", t1.Sub(t0), time.Since(t1))
		}
		if known.StatusCode != http.StatusAccepted || unknown.StatusCode != http.StatusAccepted || string(known.body) != string(unknown.body) {
			t.Fatalf("answers differ: %d %s / %d %s", known.StatusCode, known.body, unknown.StatusCode, unknown.body)
		}
		if len(admin.mailsTo(t, "kimse@example.com", bookstore.MailPasswordReset)) != 0 {
			t.Fatal("mail to an unknown address")
		}
		token := admin.resetToken(t, email)

		// Malformed and oversized requests change nothing.
		for name, tc := range map[string]struct {
			body   string
			status int
		}{
			"not json":      {`{"email":`, http.StatusBadRequest},
			"bad e-mail":    {`{"email":"yok"}`, http.StatusUnprocessableEntity},
			"long e-mail":   {fmt.Sprintf(`{"email":"%s@example.com"}`, strings.Repeat("a", 400)), http.StatusUnprocessableEntity},
			"unknown field": {`{"email":"a@example.com","role":"admin"}`, http.StatusUnprocessableEntity},
		} {
			r := e.client().do(http.MethodPost, "/api/auth/password-reset", "application/json", strings.NewReader(tc.body))
			if r.StatusCode != tc.status || r.problem(t).Message == "" {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
			}
		}
		for name, tc := range map[string]struct {
			body  map[string]any
			field string
			msg   string
		}{
			"weak password": {map[string]any{"token": token, "password": "zayif", "confirmPassword": "zayif"}, "password", bookstore.MsgPasswordTooShort},
			"mismatch":      {map[string]any{"token": token, "password": "Yeni-Sifre-2026!", "confirmPassword": "x"}, "confirmPassword", bookstore.MsgPasswordsMismatch},
			"bad token":     {map[string]any{"token": "uydurma", "password": "Yeni-Sifre-2026!", "confirmPassword": "Yeni-Sifre-2026!"}, "token", bookstore.MsgResetTokenInvalid},
		} {
			r := guest.post("/api/auth/password-reset/confirm", tc.body)
			p := r.problem(t)
			if r.StatusCode != http.StatusUnprocessableEntity || len(p.Errors) == 0 || p.Errors[0].Field != tc.field || p.Errors[0].Message != tc.msg {
				t.Errorf("%s: %d %+v", name, r.StatusCode, p)
			}
		}
		var me meBody
		browser.get("/api/auth/me").json(t, &me)
		if me.User == nil {
			t.Fatal("a refused reset ended the session")
		}

		body := map[string]any{"token": token, "password": "Yeni-Sifre-2026!", "confirmPassword": "Yeni-Sifre-2026!"}
		if r := guest.post("/api/auth/password-reset/confirm", body); r.StatusCode != http.StatusNoContent {
			t.Fatalf("confirm: %d %s", r.StatusCode, r.body)
		}
		for name, c := range map[string]*client{"browser": browser, "phone": phone} {
			me = meBody{}
			c.get("/api/auth/me").json(t, &me)
			if me.User != nil {
				t.Errorf("%s still signed in after the reset", name)
			}
		}
		if r := e.client().post("/api/auth/login", map[string]any{"email": email, "password": strongPassword}); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("old password: %d", r.StatusCode)
		}
		if r := e.client().post("/api/auth/login", map[string]any{"email": email, "password": "Yeni-Sifre-2026!"}); r.StatusCode != http.StatusOK {
			t.Fatalf("new password: %d %s", r.StatusCode, r.body)
		}
		if r := guest.post("/api/auth/password-reset/confirm", body); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("reused token: %d", r.StatusCode)
		}
		if len(admin.mailsTo(t, email, bookstore.MailPasswordChanged)) != 1 {
			t.Fatal("no notice of the changed password")
		}
	})
}

func TestPasswordResetLimitedPerAddress(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client()
	var last *response
	for range 6 {
		last = c.post("/api/auth/password-reset", map[string]any{"email": "kimse@example.com"})
	}
	if last.StatusCode != http.StatusTooManyRequests || last.problem(t).Message != bookstore.MsgTooManyRequests {
		t.Fatalf("6th request: %d %s", last.StatusCode, last.body)
	}
}

func TestAdminOutbox(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		for i := range 3 {
			e.client().signedIn(fmt.Sprintf("okur%d@example.com", i), bookstore.RoleUser)
		}
		for name, c := range map[string]*client{"guest": e.client(), "member": e.client().signedIn("uye@example.com", bookstore.RoleUser),
			"author": e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)} {
			for _, path := range []string{"/api/admin/mails", "/api/admin/mails/0190b6a2-0000-7000-8000-000000000000"} {
				r := c.get(path)
				if want := map[bool]int{true: 401, false: 403}[name == "guest"]; r.StatusCode != want || r.problem(t).Message == "" {
					t.Errorf("%s %s: %d", name, path, r.StatusCode)
				}
			}
		}
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		var l httpapi.MailList
		admin.get("/api/admin/mails?page=1&pageSize=2").json(t, &l)
		if l.Total != 4 || len(l.Items) != 2 || l.Items[0].To != "uye@example.com" || l.Items[0].Status != "pending" || l.Items[0].SentAt != nil {
			t.Fatalf("page 1: %+v", l)
		}
		var d httpapi.MailDetail
		admin.get("/api/admin/mails/"+l.Items[0].ID).json(t, &d)
		if d.Subject != "Kitapevi Yayınları'na hoş geldiniz" || !strings.Contains(d.TextBody, "Merhaba Ayşe Yılmaz,") || d.ToName != "Ayşe Yılmaz" {
			t.Fatalf("detail: %+v", d)
		}
		for path, status := range map[string]int{
			"/api/admin/mails/yok":                                  404,
			"/api/admin/mails/0190b6a2-0000-7000-8000-000000000000": 404,
			"/api/admin/mails?pageSize=1000":                        422,
			"/api/admin/mails?page=0":                               422,
		} {
			if r := admin.get(path); r.StatusCode != status || r.problem(t).Message == "" {
				t.Errorf("%s: %d %s", path, r.StatusCode, r.body)
			}
		}
	})
}
