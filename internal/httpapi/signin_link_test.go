package httpapi_test

import (
	"bytes"
	"io"
	"mime/quotedprintable"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/mail/smtptest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

var reSignInLink = regexp.MustCompile(`/giris-baglantisi\?token=([A-Za-z0-9_-]+)`)

// signInLinksMailed sends the outbox over a stand-in SMTP server and
// returns the tokens of the sign-in links mailed to to.
func (e *env) signInLinksMailed(t *testing.T, to string) []string {
	t.Helper()
	srv := smtptest.Start(t, smtptest.Options{})
	e.deliver(t, srv.Addr, time.Now(), io.Discard)
	var out []string
	for _, m := range srv.Messages() {
		body, err := io.ReadAll(quotedprintable.NewReader(bytes.NewReader(m.Data)))
		if err != nil {
			t.Fatal(err)
		}
		if len(m.To) == 1 && m.To[0] == to {
			if got := reSignInLink.FindStringSubmatch(string(body)); got != nil {
				out = append(out, got[1])
			}
		}
	}
	return out
}

// An owner slowed by failed sign-ins (429) asks for a mailed one-time link
// and is in: the request answers alike for unknown addresses, the outbox
// never holds the link, the link works once, and requests are limited per
// account like password resets.
func TestSignInLinkLetsASlowedOwnerIn(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "sahip@example.com"
		e.client().signedIn(email, bookstore.RoleUser)
		owner := e.client() // a new browser at the guesser's address
		for range 5 {
			owner.post("/api/auth/login", map[string]any{"email": email, "password": "Yanlis-Sifre-1"})
		}
		r := owner.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword})
		if r.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("slowed: %d %s", r.StatusCode, r.body)
		}
		known := owner.post("/api/auth/sign-in-link", map[string]any{"email": strings.ToUpper(email)})
		unknown := owner.post("/api/auth/sign-in-link", map[string]any{"email": "kimse@example.com"})
		if known.StatusCode != http.StatusAccepted || unknown.StatusCode != known.StatusCode || string(known.body) != string(unknown.body) ||
			!strings.Contains(string(known.body), httpapi.MsgSignInLinkRequested) {
			t.Fatalf("answers: %d %s / %d %s", known.StatusCode, known.body, unknown.StatusCode, unknown.body)
		}
		// The queued copy holds no link.
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = ? AND to_email = ? AND text_body LIKE ?",
			bookstore.MailSignInLink, email, "%"+bookstore.RedactedLink+"%"); n != 1 {
			t.Fatalf("queued sign-in link mails without the link: %d", n)
		}
		tokens := e.signInLinksMailed(t, email)
		if len(tokens) != 1 || len(tokens[0]) != 64 {
			t.Fatalf("mailed links: %v", tokens)
		}
		if n := e.count(t, "SELECT count(*) FROM sign_in_links WHERE token_hash = ?", tokens[0]); n != 0 {
			t.Fatal("the token is stored in clear")
		}
		var lr httpapi.LoginResponse
		r = owner.post("/api/auth/sign-in-link/confirm", map[string]any{"token": tokens[0]})
		r.json(t, &lr)
		if r.StatusCode != http.StatusOK || lr.User == nil || lr.User.Email != email {
			t.Fatalf("sign in with the link: %d %s", r.StatusCode, r.body)
		}
		var me httpapi.MeResponse
		owner.get("/api/auth/me").json(t, &me)
		if me.User == nil || me.User.Email != email {
			t.Fatalf("me: %+v", me.User)
		}
		again := e.client().post("/api/auth/sign-in-link/confirm", map[string]any{"token": tokens[0]})
		if again.StatusCode != http.StatusUnprocessableEntity || again.problem(t).Message != bookstore.MsgSignInLinkInvalid {
			t.Fatalf("second use: %d %s", again.StatusCode, again.body)
		}
		if r := e.client().post("/api/auth/sign-in-link/confirm", map[string]any{"token": strings.Repeat("a", 64)}); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("made-up token: %d", r.StatusCode)
		}
		// Three requests an hour per account; the fourth answers alike and mails nothing.
		for range 3 {
			if r := e.client().post("/api/auth/sign-in-link", map[string]any{"email": email}); r.StatusCode != http.StatusAccepted {
				t.Fatalf("request: %d %s", r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = ? AND to_email = ?", bookstore.MailSignInLink, email); n != 3 {
			t.Fatalf("sign-in link mails after four requests: %d, want 3", n)
		}
	})
}

// The link replaces the password, not the second factor.
func TestSignInLinkStillAsksForTheSecondFactor(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "ikiadim@example.com"
		c := e.client().signedIn(email, bookstore.RoleUser)
		var setup httpapi.MFASetupResponse
		c.post("/api/auth/mfa/setup", nil).json(t, &setup)
		if r := c.post("/api/auth/mfa/enable", map[string]any{"code": totpNow(t, setup.Secret, time.Now())}); r.StatusCode != http.StatusOK {
			t.Fatalf("enable: %d %s", r.StatusCode, r.body)
		}
		b := e.client()
		if r := b.post("/api/auth/sign-in-link", map[string]any{"email": email}); r.StatusCode != http.StatusAccepted {
			t.Fatalf("request: %d", r.StatusCode)
		}
		tokens := e.signInLinksMailed(t, email)
		if len(tokens) != 1 {
			t.Fatalf("mailed links: %v", tokens)
		}
		var lr httpapi.LoginResponse
		b.post("/api/auth/sign-in-link/confirm", map[string]any{"token": tokens[0]}).json(t, &lr)
		if lr.User != nil || lr.Step != "verify" {
			t.Fatalf("link with a second factor: %+v", lr)
		}
		if r := b.get("/api/profile"); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("profile before the code: %d", r.StatusCode)
		}
		// The step the enrolment used is spent; the next one is accepted.
		if r := b.post("/api/auth/mfa/verify", map[string]any{"code": totpNow(t, setup.Secret, time.Now().Add(30*time.Second))}); r.StatusCode != http.StatusOK {
			t.Fatalf("verify: %d %s", r.StatusCode, r.body)
		}
		if r := b.get("/api/profile"); r.StatusCode != http.StatusOK {
			t.Fatalf("profile after the code: %d", r.StatusCode)
		}
	})
}
