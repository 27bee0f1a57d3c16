package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/sqldb/sqldbtest"
)

// The test client connects from 127.0.0.1, so with
// BOOKSTORE_TRUSTED_PROXIES=127.0.0.1/32 it plays the proxy and writes the
// forwarded headers itself; without the setting it is an ordinary client
// trying to spoof them. cmd/bookstore's proxy test puts a real nginx in front.

// failLogin signs in with wrong credentials from a fresh e-mail (no account
// lockout) and returns the status.
func failLogin(c *client, tag string, i int) int {
	return c.post("/api/auth/login", map[string]any{"email": fmt.Sprintf("%s-%d@example.com", tag, i), "password": "Wrong-pass1"}).StatusCode
}

// The sign-in limit allows a burst of 20 per address, refilled at 30 a
// minute (ratelimit.go): a few more than the burst reach it on any machine.
const authBurst, authAttempts = 20, 40

// untilLimited fails sign-ins until the per-address limit answers 429 and
// reports whether it did within authAttempts.
func untilLimited(c *client, tag string) bool {
	for i := 0; i < authAttempts; i++ {
		if failLogin(c, tag, i) == http.StatusTooManyRequests {
			return i >= authBurst
		}
	}
	return false
}

func TestSpoofedForwardedForFromAnUntrustedPeerIsIgnored(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	// The forwarded scheme and address are not believed: no __Host- cookie,
	// the session records the peer.
	reg := e.client()
	reg.hdr.Set("X-Forwarded-Proto", "https")
	reg.hdr.Set("X-Forwarded-For", "198.51.100.201")
	if ck := reg.post("/api/auth/register", registration("a@example.com")).Header.Get("Set-Cookie"); !strings.HasPrefix(ck, "bookstore_session=") || strings.Contains(ck, "Secure") {
		t.Fatalf("cookie from an untrusted peer claiming https: %q", ck)
	}
	if ip := sessionIP(t, e, "a@example.com"); ip != "127.0.0.1" {
		t.Fatalf("session address %q, want the peer's", ip)
	}
	c := e.client()
	limited := false
	for i := 0; i < authAttempts && !limited; i++ {
		c.hdr.Set("X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i+1))
		limited = failLogin(c, "spoof", i) == http.StatusTooManyRequests
	}
	if !limited {
		t.Fatalf("a new X-Forwarded-For per request escaped the per-address limit")
	}
	c.hdr.Set("X-Forwarded-Proto", "https")
	r := c.post("/api/auth/login", map[string]any{"email": "spoof-last@example.com", "password": "Wrong-pass1"})
	if h := r.Header.Get("Strict-Transport-Security"); h != "" {
		t.Fatalf("HSTS from a spoofed X-Forwarded-Proto: %q", h)
	}
}

func TestChainOfTrustedProxiesYieldsTheClient(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), map[string]string{"BOOKSTORE_TRUSTED_PROXIES": "127.0.0.1/32, 10.0.0.0/8"})
	// The client wrote a false first entry; the edge proxy (10.0.0.5)
	// appended the client's real address, the inner proxy (127.0.0.1, the
	// peer) appended the edge's.
	c := e.client()
	c.hdr.Set("X-Forwarded-For", "6.6.6.6, 203.0.113.7, 10.0.0.5")
	c.hdr.Set("X-Forwarded-Proto", "https")
	r := c.post("/api/auth/register", registration("a@example.com"))
	if ck := r.Header.Get("Set-Cookie"); !strings.HasPrefix(ck, "__Host-bookstore_session=") || !strings.Contains(ck, "Secure") {
		t.Fatalf("cookie behind a trusted https proxy: %q", ck)
	}
	if h := r.Header.Get("Strict-Transport-Security"); !strings.Contains(h, "max-age=31536000") {
		t.Fatalf("HSTS behind a trusted https proxy: %q", h)
	}
	if ip := sessionIP(t, e, "a@example.com"); ip != "203.0.113.7" {
		t.Fatalf("session address %q, want the client behind both proxies", ip)
	}
	// The session cookie is read back under its __Host- name (sent by
	// hand: the test's cookie jar keeps Secure cookies from plain http).
	var me struct {
		User *struct{ Email string } `json:"user"`
	}
	c.hdr.Set("Cookie", strings.Split(r.Header.Get("Set-Cookie"), ";")[0])
	c.get("/api/auth/me").json(t, &me)
	if me.User == nil || me.User.Email != "a@example.com" {
		t.Fatalf("me behind the proxy: %+v", me.User)
	}
	// Sign-in attempts are recorded with the real client's address.
	c.post("/api/auth/login", map[string]any{"email": "a@example.com", "password": "Wrong-pass1"})
	var ips []string
	if err := e.db.Bun().NewRaw("SELECT ip FROM login_attempts").Scan(context.Background(), &ips); err != nil {
		t.Fatal(err)
	}
	if len(ips) == 0 || ips[len(ips)-1] != "203.0.113.7" {
		t.Fatalf("login attempt addresses %v", ips)
	}
}

func TestPerAddressLimitCountsTheRealClient(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), map[string]string{"BOOKSTORE_TRUSTED_PROXIES": "127.0.0.1"})
	first, second := e.client(), e.client()
	first.hdr.Set("X-Forwarded-For", "203.0.113.10")
	second.hdr.Set("X-Forwarded-For", "203.0.113.11")
	if !untilLimited(first, "first") {
		t.Fatalf("the first client was not limited after its burst")
	}
	// Another customer behind the same proxy is not throttled with the first.
	if s := failLogin(second, "second", 0); s != http.StatusUnauthorized {
		t.Fatalf("second client: %d, want 401 (its own limit)", s)
	}
	// A spoofed entry left of the proxy's does not give the first a new budget.
	first.hdr.Set("X-Forwarded-For", "198.51.100.1, 203.0.113.10")
	if s := failLogin(first, "first-spoof", 0); s != http.StatusTooManyRequests {
		t.Fatalf("first client with a spoofed left entry: %d, want 429", s)
	}
}

func sessionIP(t *testing.T, e *env, email string) string {
	t.Helper()
	var ip string
	err := e.db.Bun().NewRaw("SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ? ORDER BY s.created_at DESC LIMIT 1", email).
		Scan(context.Background(), &ip)
	if err != nil {
		t.Fatal(err)
	}
	return ip
}
