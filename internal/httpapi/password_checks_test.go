package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Every form that checks a password is a sign-in as far as guessing goes:
// wrong passwords on the account deletion are counted with the sign-in's,
// slowed on the same schedule (429 with Retry-After, the password not even
// checked), and the owner is warned once per window.
func TestAccountDeletionPasswordIsThrottledLikeSignIn(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "silinmesin@example.com"
		c := e.client().signedIn(email, bookstore.RoleUser)
		for i := range 5 {
			if r := c.post("/api/account/delete", map[string]any{"password": "Yanlis-Sifre-1"}); r.StatusCode != http.StatusUnprocessableEntity {
				t.Fatalf("wrong password %d: %d %s", i, r.StatusCode, r.body)
			}
		}
		for i := range 10 {
			r := c.post("/api/account/delete", map[string]any{"password": "Yanlis-Sifre-1"})
			if r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" ||
				!strings.HasPrefix(r.problem(t).Message, "Çok fazla başarısız giriş denemesi. Lütfen ") {
				t.Fatalf("guess %d past the free ones: %d %v %s", i, r.StatusCode, r.Header, r.body)
			}
		}
		// Even the right password waits: it is not checked while slowed.
		if r := c.post("/api/account/delete", map[string]any{"password": strongPassword}); r.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("right password while slowed: %d %s", r.StatusCode, r.body)
		}
		// The count is the sign-in's: this browser's sign-in waits too,
		// while the owner's other browser (another source) is not slowed.
		if r := c.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword}); r.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("sign-in from the guessing browser: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().post("/api/auth/login", map[string]any{"email": email, "password": strongPassword}); r.StatusCode != http.StatusOK {
			t.Fatalf("the owner elsewhere: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM login_attempts WHERE email = ? AND succeeded = ?", email, false); n != 5 {
			t.Errorf("failures recorded: %d, want 5", n)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE to_email = ? AND kind = ?", email, bookstore.MailSignInFailures); n != 1 {
			t.Errorf("warning mails: %d, want 1", n)
		}
		if n := e.userCount(); n != 1 {
			t.Fatalf("users: %d", n)
		}
	})
}

// Turning two-factor sign-in off checks the password the same way.
func TestDisableMFAPasswordIsThrottledLikeSignIn(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "ikiadim@example.com"
		c := e.client().signedIn(email, bookstore.RoleUser)
		for i := range 5 {
			if r := c.post("/api/auth/mfa/disable", map[string]any{"password": "Yanlis-Sifre-1", "code": "123456"}); r.StatusCode != http.StatusUnprocessableEntity {
				t.Fatalf("wrong password %d: %d %s", i, r.StatusCode, r.body)
			}
		}
		if r := c.post("/api/auth/mfa/disable", map[string]any{"password": "Yanlis-Sifre-1", "code": "123456"}); r.StatusCode != http.StatusTooManyRequests ||
			r.Header.Get("Retry-After") == "" {
			t.Fatalf("past the free ones: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE to_email = ? AND kind = ?", email, bookstore.MailSignInFailures); n != 1 {
			t.Errorf("warning mails: %d, want 1", n)
		}
	})
}
