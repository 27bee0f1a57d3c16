package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/httpapi"
	"bookstore/internal/mail"
	"bookstore/internal/sqldb"
)

const strongPassword = "Zx9!kqLm#2"

// env is a running server on a real database, as a browser sees it.
type env struct {
	t    testing.TB
	db   *sqldb.DB
	auth *auth.Service
	srv  *httptest.Server
}

func newEnv(t testing.TB, db *sqldb.DB, envVars map[string]string) *env {
	t.Helper()
	cfg, err := config.Load(func(k string) string { return envVars[k] })
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a := auth.New(auth.Stores{Users: db, Sessions: db, Attempts: db, Audit: db, Resets: db}, auth.DefaultConfig(), log)
	a.SetNotifier(&mail.Notifier{Outbox: db, Users: db, BaseURL: cfg.BaseURL})
	web := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><title>Kitapevi</title><div id=root></div>")},
		"assets/app-1a2b.js": {Data: []byte(strings.Repeat("console.log('kitap');\n", 200))},
		"favicon.svg":        {Data: []byte("<svg/>")},
	}
	h := httpapi.New(httpapi.Deps{Config: cfg, Log: log, DB: db, Auth: a, Audit: db, Store: db, Members: db, Web: web, Version: "test", Outbox: db})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &env{t: t, db: db, auth: a, srv: srv}
}

// client is one browser: its own cookie jar.
type client struct {
	e   *env
	hc  *http.Client
	hdr http.Header
}

func (e *env) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{e: e, hc: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}, hdr: http.Header{}}
}

type response struct {
	*http.Response
	body []byte
}

func (r *response) json(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

func (r *response) problem(t testing.TB) httpapi.Problem {
	t.Helper()
	var p httpapi.Problem
	if ct := r.Header.Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("content type %q for %s", ct, r.body)
	}
	r.json(t, &p)
	if p.Status != r.StatusCode || p.Message == "" || p.Code == "" {
		t.Fatalf("problem %+v for status %d", p, r.StatusCode)
	}
	return p
}

func (c *client) do(method, path, contentType string, body io.Reader) *response {
	c.e.t.Helper()
	req, err := http.NewRequest(method, c.e.srv.URL+path, body)
	if err != nil {
		c.e.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range c.hdr {
		req.Header[k] = v
	}
	res, err := c.hc.Do(req)
	if err != nil {
		c.e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return &response{res, b}
}

func (c *client) get(path string) *response { return c.do(http.MethodGet, path, "", nil) }

func (c *client) post(path string, v any) *response { return c.doJSON(http.MethodPost, path, v) }

// doJSON sends v as a JSON body (no body for nil).
func (c *client) doJSON(method, path string, v any) *response {
	c.e.t.Helper()
	if v == nil {
		return c.do(method, path, "", nil)
	}
	b, _ := json.Marshal(v)
	return c.do(method, path, "application/json", bytes.NewReader(b))
}

func registration(email string) map[string]any {
	return map[string]any{"fullName": "Ayşe Yılmaz", "email": email, "password": strongPassword,
		"confirmPassword": strongPassword, "acceptTerms": true}
}

// signedIn registers a role-user account in this client, or creates an
// account of another role and logs in.
func (c *client) signedIn(email string, role bookstore.Role) *client {
	c.e.t.Helper()
	if role == bookstore.RoleUser {
		if r := c.post("/api/auth/register", registration(email)); r.StatusCode != http.StatusCreated {
			c.e.t.Fatalf("register: %d %s", r.StatusCode, r.body)
		}
		return c
	}
	if _, err := c.e.auth.CreateUser(context.Background(), email, "Test "+string(role), role, strongPassword); err != nil {
		c.e.t.Fatal(err)
	}
	if r := c.post("/api/auth/login", map[string]any{"email": email, "password": strongPassword}); r.StatusCode != http.StatusOK {
		c.e.t.Fatalf("login: %d %s", r.StatusCode, r.body)
	}
	return c
}

func (e *env) userCount() int {
	n, err := e.db.CountUsers(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}
