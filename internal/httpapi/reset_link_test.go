package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"mime/quotedprintable"
	"net"
	"net/http"
	"net/mail"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	bmail "bookstore/internal/mail"
	"bookstore/internal/mail/smtptest"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// syncBuffer is a log destination several goroutines may write.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// deliver runs one round of an outbox worker sending over SMTP to addr,
// at the time now (past any backoff), logging into logs.
func (e *env) deliver(t testing.TB, addr string, now time.Time, logs io.Writer) {
	t.Helper()
	host, port, _ := net.SplitHostPort(addr)
	p, err := strconv.Atoi(port)
	if err != nil {
		t.Fatal(err)
	}
	w := &bmail.Worker{Outbox: sqldb.NewOutbox(e.db), Notifier: e.notifier, Log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		Sender:    &bmail.SMTP{Host: host, Port: p, From: mail.Address{Name: bmail.SiteName, Address: "shop@kitapevi.test"}, Timeout: 5 * time.Second},
		Delivered: bookstore.MailSent, Now: func() time.Time { return now }}
	if _, err := w.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// resetToken sends the outbox over a stand-in SMTP server and
// returns the token of the reset link it received for to.
func (c *client) resetToken(t testing.TB, to string) string {
	t.Helper()
	srv := smtptest.Start(t, smtptest.Options{})
	c.e.deliver(t, srv.Addr, time.Now(), io.Discard)
	return tokenMailedTo(t, srv.Messages(), to)
}

var reHexToken = regexp.MustCompile(`[0-9a-f]{64}`)

func tokenMailedTo(t testing.TB, msgs []smtptest.Message, to string) string {
	t.Helper()
	for _, m := range msgs {
		if len(m.To) == 1 && m.To[0] == to && strings.Contains(string(m.Data), "sifre-sifirla") {
			// The parts are quoted-printable (the headers are plain ASCII).
			body, err := io.ReadAll(quotedprintable.NewReader(bytes.NewReader(m.Data)))
			if err != nil {
				t.Fatal(err)
			}
			if got := reResetLink.FindStringSubmatch(string(body)); got != nil {
				return got[1]
			}
		}
	}
	t.Fatalf("no reset link mailed to %s in %d messages", to, len(msgs))
	return ""
}

// TestResetLinkNeverStoredOrLogged: a reset requested while SMTP is down
// leaves an outbox row (and an admin API answer) without the link; once
// SMTP is back the delivered mail carries a link that resets the password
// exactly once, and no log line ever held the token.
func TestResetLinkNeverStoredOrLogged(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		const email = "unutkan@example.com"
		e.client().signedIn(email, bookstore.RoleUser)
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		if r := e.client().post("/api/auth/password-reset", map[string]any{"email": email}); r.StatusCode != http.StatusAccepted {
			t.Fatalf("request: %d %s", r.StatusCode, r.body)
		}
		logs := &syncBuffer{}

		// SMTP is down: a port nobody listens on.
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		down := ln.Addr().String()
		_ = ln.Close()
		e.deliver(t, down, time.Now(), logs)

		ms := admin.mailsTo(t, email, bookstore.MailPasswordReset)
		if len(ms) != 1 || ms[0].Status != string(bookstore.MailPending) || ms[0].Attempts != 1 || ms[0].LastError == "" {
			t.Fatalf("after the failed attempt: %+v", ms)
		}
		var d httpapi.MailDetail
		r := admin.get("/api/admin/mails/" + ms[0].ID)
		r.json(t, &d)
		stored, err := sqldb.NewOutbox(db).MailByID(context.Background(), ms[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		// The dedup key names the request ("password-reset:request:<random>"),
		// which no token hashes to; the bodies hold no token at all.
		if !strings.HasPrefix(stored.DedupKey, "password-reset:request:") {
			t.Errorf("dedup key: %q", stored.DedupKey)
		}
		for what, text := range map[string]string{"admin API": string(r.body), "outbox row": stored.TextBody + stored.HTMLBody} {
			if strings.Contains(text, "token=") || reHexToken.MatchString(text) {
				t.Errorf("%s holds a token:\n%s", what, text)
			}
		}
		if !strings.Contains(d.TextBody, bookstore.RedactedLink) {
			t.Errorf("admin view does not show the redacted link:\n%s", d.TextBody)
		}

		// SMTP is back (after the backoff): the mail goes out with a live link.
		srv := smtptest.Start(t, smtptest.Options{})
		e.deliver(t, srv.Addr, time.Now().Add(time.Hour), logs)
		token := tokenMailedTo(t, srv.Messages(), email)
		if got := admin.mailsTo(t, email, bookstore.MailPasswordReset); got[0].Status != string(bookstore.MailSent) {
			t.Fatalf("after delivery: %+v", got)
		}
		r = admin.get("/api/admin/mails/" + ms[0].ID)
		if strings.Contains(string(r.body), token) {
			t.Error("the delivered link was stored in the outbox")
		}
		if strings.Contains(logs.String(), token) {
			t.Errorf("a log holds the token:\n%s", logs.String())
		}

		body := map[string]any{"token": token, "password": "Yeni-Sifre-2026!", "confirmPassword": "Yeni-Sifre-2026!"}
		if r := e.client().post("/api/auth/password-reset/confirm", body); r.StatusCode != http.StatusNoContent {
			t.Fatalf("confirm: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().post("/api/auth/password-reset/confirm", body); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("second use: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().post("/api/auth/login", map[string]any{"email": email, "password": "Yeni-Sifre-2026!"}); r.StatusCode != http.StatusOK {
			t.Fatalf("new password: %d %s", r.StatusCode, r.body)
		}
	})
}

// TestResetMailAfterUseSendsNoLink: a reset mail still waiting when the
// account's password was reset through another link is not sent with a
// live link: minting refuses a used request, and the mail fails for good.
func TestResetMailAfterUseSendsNoLink(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	const email = "iki-istek@example.com"
	e.client().signedIn(email, bookstore.RoleUser)
	admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
	for range 2 {
		if r := e.client().post("/api/auth/password-reset", map[string]any{"email": email}); r.StatusCode != http.StatusAccepted {
			t.Fatalf("request: %d", r.StatusCode)
		}
	}
	ms := admin.mailsTo(t, email, bookstore.MailPasswordReset)
	if len(ms) != 2 {
		t.Fatalf("reset mails: %+v", ms)
	}
	first, err := sqldb.NewOutbox(e.db).MailByID(context.Background(), ms[1].ID) // oldest
	if err != nil {
		t.Fatal(err)
	}
	sent, err := e.notifier.ResetMailToSend(context.Background(), *first)
	if err != nil {
		t.Fatal(err)
	}
	token := reResetLink.FindStringSubmatch(sent.TextBody)[1]
	body := map[string]any{"token": token, "password": "Yeni-Sifre-2026!", "confirmPassword": "Yeni-Sifre-2026!"}
	if r := e.client().post("/api/auth/password-reset/confirm", body); r.StatusCode != http.StatusNoContent {
		t.Fatalf("confirm: %d %s", r.StatusCode, r.body)
	}
	srv := smtptest.Start(t, smtptest.Options{})
	e.deliver(t, srv.Addr, time.Now(), io.Discard)
	for _, m := range srv.Messages() {
		if strings.Contains(string(m.Data), "sifre-sifirla") {
			t.Errorf("a link was sent after the reset:\n%s", m.Data)
		}
	}
	for _, m := range admin.mailsTo(t, email, bookstore.MailPasswordReset) {
		if m.Status != string(bookstore.MailFailed) || !strings.Contains(m.LastError, "kullanılmış") {
			t.Errorf("reset mail after the reset: %+v", m)
		}
	}
}
