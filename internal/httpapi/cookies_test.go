package httpapi_test

import (
	"net/http"
	"slices"
	"sync"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// cookieRecorder notes the name of every cookie a response sets.
type cookieRecorder struct {
	mu    sync.Mutex
	names map[string]bool
	next  http.RoundTripper
}

func (c *cookieRecorder) RoundTrip(r *http.Request) (*http.Response, error) {
	res, err := c.next.RoundTrip(r)
	if err == nil {
		c.mu.Lock()
		for _, ck := range res.Cookies() {
			c.names[ck.Name] = true
		}
		c.mu.Unlock()
	}
	return res, err
}

// TestEveryCookieIsRegistered drives the main flows (a visit, sign-up and
// sign-in, the cart, the start of a payment, the admin and author panels,
// sign-out) and fails on any cookie missing from httpapi.Cookies, the
// registry the cookie policy page lists.
func TestEveryCookieIsRegistered(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		rec := &cookieRecorder{names: map[string]bool{}, next: http.DefaultTransport}
		client := func() *client {
			c := e.client()
			c.hc.Transport = rec
			return c
		}
		guest := client()
		for _, p := range []string{"/", "/kitaplar", "/kitap/" + f.visible.ID, "/cerez-politikasi", "/api/books", "/api/cookies", "/sitemap.xml"} {
			if r := guest.get(p); r.StatusCode != 200 {
				t.Fatalf("%s: %d", p, r.StatusCode)
			}
		}
		c := client()
		reg := registration("cerez@example.com")
		reg["marketingConsent"] = true
		if r := c.post("/api/auth/register", reg); r.StatusCode != http.StatusCreated {
			t.Fatalf("register: %d", r.StatusCode)
		}
		c.put("/api/profile", map[string]any{"fullName": "Çerez Okur", "phone": "0532 123 45 67", "shippingAddress": "Moda Cad. No: 5, Kadıköy/İstanbul"})
		c.post("/api/auth/logout", nil)
		if r := c.post("/api/auth/login", map[string]any{"email": "cerez@example.com", "password": strongPassword, "rememberMe": true}); r.StatusCode != 200 {
			t.Fatalf("login: %d", r.StatusCode)
		}
		setQty(c, f.visible.ID, 1)
		o := placeOrder(t, c)
		c.get("/api/checkout/" + o.ID)
		if r := c.post("/api/checkout/"+o.ID+"/pay", payBody(goodCard)); r.StatusCode != 200 {
			t.Fatalf("pay: %d %s", r.StatusCode, r.body)
		}
		c.get("/api/account/export")

		admin := client()
		if _, err := e.auth.CreateUser(t.Context(), "panel@example.com", "Panel Admin", bookstore.RoleAdmin, strongPassword); err != nil {
			t.Fatal(err)
		}
		admin.post("/api/auth/login", map[string]any{"email": "panel@example.com", "password": strongPassword})
		for _, p := range []string{"/admin", "/api/admin/dashboard", "/api/admin/orders", "/api/admin/data-requests", "/api/admin/consents.csv"} {
			if r := admin.get(p); r.StatusCode != 200 {
				t.Fatalf("admin %s: %d", p, r.StatusCode)
			}
		}
		author := client()
		if _, err := e.auth.CreateUser(t.Context(), "yazar@example.com", "Yazar Kişi", bookstore.RoleAuthor, strongPassword); err != nil {
			t.Fatal(err)
		}
		author.post("/api/auth/login", map[string]any{"email": "yazar@example.com", "password": strongPassword})
		for _, p := range []string{"/yazar", "/api/author/me"} {
			author.get(p)
		}
		author.post("/api/auth/logout", nil)

		registered := map[string]bool{}
		for _, ck := range httpapi.Cookies {
			registered[ck.Name] = true
			if ck.Purpose == "" || ck.Lifetime == "" {
				t.Errorf("cookie %s lacks its purpose or lifetime", ck.Name)
			}
		}
		if len(rec.names) == 0 {
			t.Fatal("no cookie seen: the recorder is not wired")
		}
		for name := range rec.names {
			if !registered[name] {
				t.Errorf("cookie %q is set but not in httpapi.Cookies (the cookie policy page)", name)
			}
		}
		// The policy page's answer is the registry.
		var l httpapi.CookieList
		guest.get("/api/cookies").json(t, &l)
		if !slices.EqualFunc(l.Items, httpapi.Cookies, func(a, b httpapi.CookieInfo) bool { return a == b }) {
			t.Errorf("GET /api/cookies: %+v", l.Items)
		}
	})
}
