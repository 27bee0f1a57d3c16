package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestPasswordResetCheck: the reset page asks whether its link still works
// before showing the form. A live token answers 204 and stays usable; a
// made-up, oversized or used one answers the dead-link message.
func TestPasswordResetCheck(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "kontrol@example.com"
		e.client().signedIn(email, bookstore.RoleUser)
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		guest := e.client()
		if r := guest.post("/api/auth/password-reset", map[string]any{"email": email}); r.StatusCode != http.StatusAccepted {
			t.Fatalf("request: %d %s", r.StatusCode, r.body)
		}
		token := admin.resetToken(t, email)

		dead := func(name, tok string) {
			t.Helper()
			r := guest.post("/api/auth/password-reset/check", map[string]any{"token": tok})
			p := r.problem(t)
			if r.StatusCode != http.StatusUnprocessableEntity || len(p.Errors) == 0 || p.Errors[0].Field != "token" || p.Errors[0].Message != bookstore.MsgResetTokenInvalid {
				t.Errorf("%s: %d %+v", name, r.StatusCode, p)
			}
		}
		dead("made up", "uydurma")
		dead("empty", "")
		dead("oversized", strings.Repeat("a", 100))

		for range 2 { // checking does not use the token
			if r := guest.post("/api/auth/password-reset/check", map[string]any{"token": token}); r.StatusCode != http.StatusNoContent {
				t.Fatalf("live token: %d %s", r.StatusCode, r.body)
			}
		}
		body := map[string]any{"token": token, "password": "Yeni-Sifre-2026!", "confirmPassword": "Yeni-Sifre-2026!"}
		if r := guest.post("/api/auth/password-reset/confirm", body); r.StatusCode != http.StatusNoContent {
			t.Fatalf("confirm after checks: %d %s", r.StatusCode, r.body)
		}
		dead("used", token)
	})
}
