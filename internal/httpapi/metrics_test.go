package httpapi_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

const metricsToken = "metrics-token-0123456789abcdef"

// scrape reads /metrics with the bearer token.
func (e *env) scrape(t testing.TB) string {
	t.Helper()
	c := e.client()
	c.hdr = http.Header{"Authorization": {"Bearer " + metricsToken}}
	r := c.get("/metrics")
	if r.StatusCode != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/plain") {
		t.Fatalf("scrape: %d %s", r.StatusCode, r.body)
	}
	return string(r.body)
}

// sample is the value of one exported series (the line "name{labels} v"),
// or -1 when the series is absent.
func sample(text, series string) float64 {
	for _, line := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(line, series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err == nil {
				return f
			}
		}
	}
	return -1
}

// TestMetricsNotPublic: /metrics answers 404 to every session and every
// wrong token, and to everyone when no token is configured.
func TestMetricsNotPublic(t *testing.T) {
	db := sqldbtest.SQLite(t)
	e := newEnv(t, db, map[string]string{"BOOKSTORE_METRICS_TOKEN": metricsToken})
	for name, c := range map[string]*client{"guest": e.client(), "member": e.client().signedIn("uye@example.com", bookstore.RoleUser),
		"author": e.client().signedIn("yazar@example.com", bookstore.RoleAuthor), "admin": e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)} {
		for _, auth := range []string{"", "Bearer ", "Bearer yanlis", "Bearer " + metricsToken + "x", "Basic " + metricsToken, metricsToken} {
			c.hdr = http.Header{}
			if auth != "" {
				c.hdr.Set("Authorization", auth)
			}
			if r := c.get("/metrics"); r.StatusCode != http.StatusNotFound || strings.Contains(string(r.body), "bookstore_") || r.problem(t).Message == "" {
				t.Errorf("%s with %q: %d %.80s", name, auth, r.StatusCode, r.body)
			}
		}
	}
	e.scrape(t)

	// Without a configured token nobody gets it, not even with an empty bearer.
	off := newEnv(t, db, nil)
	for _, auth := range []string{"", "Bearer ", "Bearer " + metricsToken} {
		c := off.client()
		c.hdr = http.Header{"Authorization": {auth}}
		if r := c.get("/metrics"); r.StatusCode != http.StatusNotFound {
			t.Errorf("no token configured, %q: %d", auth, r.StatusCode)
		}
	}
}

var (
	reRouteLabel = regexp.MustCompile(`route="([^"]*)"`)
	reUUIDish    = regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}|[0-9a-f]{16,}|\d{4,}`)
)

// TestMetricsAfterAPurchase: a purchase and a decline move the request,
// payment and order counters; route labels are patterns, never ids.
func TestMetricsAfterAPurchase(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, map[string]string{"BOOKSTORE_METRICS_TOKEN": metricsToken})
		before := e.scrape(t)
		if sample(before, `bookstore_payments_total{outcome="confirmed"}`) != 0 || sample(before, `bookstore_orders{status="confirmed"}`) != 0 {
			t.Fatalf("before: confirmed %v, orders %v", sample(before, `bookstore_payments_total{outcome="confirmed"}`),
				sample(before, `bookstore_orders{status="confirmed"}`))
		}

		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "decline")); status != "failure" {
			t.Fatalf("decline: %s", status)
		}
		if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve")); status != "success" {
			t.Fatalf("approve: %s", status)
		}
		myOrder(t, c, o.ID)
		if r := c.get("/api/books/" + f.visible.ID); r.StatusCode != http.StatusOK {
			t.Fatalf("book: %d", r.StatusCode)
		}

		after := e.scrape(t)
		for series, want := range map[string]float64{
			`bookstore_payments_total{outcome="confirmed"}`: 1,
			`bookstore_payments_total{outcome="declined"}`:  1,
			`bookstore_orders{status="confirmed"}`:          1,
			`bookstore_orders{status="pending"}`:            0,
			`bookstore_state_up`:                            1,
		} {
			if got := sample(after, series); got != want {
				t.Errorf("%s = %v, want %v", series, got, want)
			}
		}
		if got := sample(after, `bookstore_outbox_mails{status="pending"}`); got < 1 { // the welcome and confirmation mails (no worker here)
			t.Errorf("outbox depth %v", got)
		}
		for series, atLeast := range map[string]float64{
			`bookstore_http_requests_total{method="POST",route="/api/orders",status="201"}`:                 1,
			`bookstore_http_requests_total{method="GET",route="/api/books/{id}",status="200"}`:              1,
			`bookstore_http_request_duration_seconds_count{method="POST",route="/api/orders",status="201"}`: 1,
		} {
			if got := sample(after, series); got < atLeast {
				t.Errorf("%s = %v, want at least %v\n%s", series, got, atLeast, grepLines(after, "bookstore_http_requests_total"))
			}
		}
		for _, m := range reRouteLabel.FindAllStringSubmatch(after, -1) {
			if reUUIDish.MatchString(m[1]) || strings.Contains(m[1], o.ID) {
				t.Errorf("route label holds an id: %q", m[1])
			}
		}
	})
}

func grepLines(text, prefix string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// TestMetricsLabelsAreBounded: a label taken from a request takes a bounded
// set of values. Requests with made-up methods on made-up paths add no
// series: they are counted as method "other", route "unmatched".
func TestMetricsLabelsAreBounded(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), map[string]string{"BOOKSTORE_METRICS_TOKEN": metricsToken})
	c := e.client()
	c.get("/api/books")
	before := strings.Count(e.scrape(t), "\n")
	for i := range 200 {
		c.do(fmt.Sprintf("M%04dX", i), fmt.Sprintf("/api/yok-%d", i), "", nil)
		c.do(fmt.Sprintf("Q%04dZ", i), "/api/books", "", nil)
	}
	text := e.scrape(t)
	if strings.Contains(text, `method="M0001X"`) || strings.Contains(text, `method="Q0001Z"`) || strings.Contains(text, "yok-") {
		t.Fatal("a request's method or path became a label value")
	}
	if grown := strings.Count(text, "\n") - before; grown > 80 {
		t.Fatalf("/metrics grew by %d lines for 400 requests of made-up methods", grown)
	}
	if !strings.Contains(text, `method="other"`) {
		t.Fatal(`unknown methods are not counted as "other"`)
	}
}
