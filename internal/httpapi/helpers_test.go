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
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/auth"
	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/config"
	"bookstore/internal/fulfilment"
	"bookstore/internal/fulfilment/fulfilmenttest"
	"bookstore/internal/httpapi"
	"bookstore/internal/invoices"
	"bookstore/internal/invoices/invoicestest"
	"bookstore/internal/iyzico"
	"bookstore/internal/mail"
	"bookstore/internal/metrics"
	"bookstore/internal/sqldb"
	"bookstore/internal/wiring"
)

const strongPassword = "Zx9!kqLm#2"

// env is a running server on a real database, as a browser sees it.
type env struct {
	t        testing.TB
	db       *sqldb.DB
	auth     *auth.Service
	srv      *httptest.Server
	checkout *checkout.Service
	sim      *iyzico.Simulator
	mails    *outboxMails
	notifier *mail.Notifier
	metrics  *metrics.Metrics
	// clock is the checkout's time; tests move it to expire orders.
	clock *testClock
	// einv is the fake e-invoice integrator; invoicing the invoice service
	// whose worker a test runs (RunOnce).
	einv      *invoicestest.Provider
	invoicing *invoices.Service
	// carrier is the stand-in carrier API; shipments the fulfilment
	// service whose poll a test runs (RunOnce).
	carrier   *fulfilmenttest.Carrier
	shipments *fulfilment.Service
}

// testCarrierSecret is the test servers' carrier webhook secret.
const testCarrierSecret = "test-carrier-secret"

type testClock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *testClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	c.offset += d
	c.mu.Unlock()
}

// newEnv starts the server; wrapSim, when given, sits in front of the
// embedded iyzico simulator (to tamper with its answers).
func newEnv(t testing.TB, db *sqldb.DB, envVars map[string]string, wrapSim ...func(http.Handler) http.Handler) *env {
	t.Helper()
	return newEnvWith(t, db, envVars, blob.Disk{Dir: t.TempDir()}, wrapSim...)
}

// mediaStore is what the server needs of a media backend (disk or S3).
type mediaStore = wiring.Media

// newEnvWith is newEnv on a chosen media backend.
// testSecretKey is the test servers' BOOKSTORE_SECRET_KEY.
const testSecretKey = "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="

func newEnvWith(t testing.TB, db *sqldb.DB, envVars map[string]string, media mediaStore, wrapSim ...func(http.Handler) http.Handler) *env {
	t.Helper()
	// The server's own URL must be known before it is built: the embedded
	// iyzico simulator and the payment callback are addressed through it.
	var h http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	// Every server on one database is an instance of one shop: they share
	// the secret key that seals the stored sign-in secrets.
	vars := map[string]string{"BOOKSTORE_BASE_URL": srv.URL, "BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_SECRET_KEY": testSecretKey}
	for k, v := range envVars {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, notifier := wiring.Auth(cfg, db, log)
	web := fstest.MapFS{
		"index.html":         {Data: []byte(`<!doctype html><html lang="tr"><head><title>Kitapevi</title></head><body><div id="root"></div></body></html>`)},
		"assets/app-1a2b.js": {Data: []byte(strings.Repeat("console.log('kitap');\n", 200))},
		"favicon.svg":        {Data: []byte("<svg/>")},
	}
	simURL := srv.URL + iyzico.SimulatorPath
	sim := iyzico.NewSimulator(simURL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey)
	var simHandler http.Handler = sim
	for _, w := range wrapSim {
		simHandler = w(simHandler)
	}
	clock := &testClock{}
	m := metrics.New(sqldb.NewOpsStore(db), nil) // /metrics, as cmd/bookstore wires it
	o := wiring.Outside{Config: cfg, Log: log, DB: db, Media: media, Web: web, Version: "test", Now: clock.now,
		Payments:         iyzico.New(simURL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, nil),
		PaymentSimulator: simHandler, Metrics: m, MetricsHandler: m.Handler(),
		Invoices: invoicestest.New(), InvoiceMakers: invoicestest.Makers,
		Carrier: fulfilmenttest.New("MNG Kargo"), CarrierWebhookSecret: testCarrierSecret}
	co := wiring.Checkout(o, notifier)
	// The suite pays by direct 3D Secure; the hosted-form tests switch Mode.
	co.Mode = bookstore.PaymentDirect3DS
	h = httpapi.New(wiring.Deps(o, a, notifier, co))
	mails := &outboxMails{db: db}
	return &env{t: t, db: db, auth: a, srv: srv, checkout: co, sim: sim, clock: clock, mails: mails, notifier: notifier, metrics: m,
		einv: o.Invoices.(*invoicestest.Provider), invoicing: wiring.Invoices(o, notifier),
		carrier: o.Carrier.(*fulfilmenttest.Carrier), shipments: wiring.Fulfilment(o, co, o.Carrier)}
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

// postAtOnce posts to path n times concurrently and counts the answers
// by status code.
func (c *client) postAtOnce(path string, n int) map[int]int {
	var wg sync.WaitGroup
	codes := make(chan int, n)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes <- c.post(path, nil).StatusCode
		}()
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for code := range codes {
		count[code]++
	}
	return count
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

// adminShop is the storefront fixture, an env on db with envVars and its
// admin, signed in.
func adminShop(t *testing.T, db *sqldb.DB, envVars map[string]string) (*fixture, *env, *client) {
	t.Helper()
	f := storefrontFixture(t, db)
	e := newEnv(t, db, envVars)
	return f, e, e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
}

func (e *env) userCount() int {
	n, err := sqldb.NewUserStore(e.db).CountUsers(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// outboxMails reads the order mails the checkout queued: the real mailer
// renders them and the store queues them with each order change, so the
// outbox holds exactly the mails of the changes that committed.
type outboxMails struct{ db *sqldb.DB }

// count is how many mails of a kind ("confirmed", "shipped", "delivered",
// "cancelled") the outbox holds for an order.
func (n *outboxMails) count(kind, orderID string) int {
	keys := []string{"order-" + kind + ":" + orderID}
	if kind == "cancelled" {
		keys = append(keys, "order-refunded:"+orderID)
	}
	c, err := n.db.Bun().NewSelect().Table("mail_outbox").Where("dedup_key IN (?)", bun.List(keys)).Count(context.Background())
	if err != nil {
		panic(err)
	}
	return int(c)
}
