package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestTermsStateTheShippingRuleInForce: the terms page states shipping by
// the token, served as the rule in force; after the admin changes the fee
// the page says the new figures at once, never the default 15 TL.
func TestTermsStateTheShippingRuleInForce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		if err := sqldb.NewCatalogWriter(db).SavePage(context.Background(), &bookstore.PageContent{Key: "terms", Title: "Kullanım Koşulları", Published: true,
			Content: "<p>Fiyatlar KDV dahildir. <strong>" + bookstore.ShippingTermsToken + "</strong></p>"}); err != nil {
			t.Fatal(err)
		}
		terms := func() string {
			t.Helper()
			var p httpapi.ContentPage
			r := e.client().get("/api/pages/terms")
			if r.StatusCode != http.StatusOK {
				t.Fatalf("terms: %d %s", r.StatusCode, r.body)
			}
			r.json(t, &p)
			return p.Content
		}
		if got := terms(); !strings.Contains(got, "₺100,00 altındaki siparişlere ₺15,00 kargo ücreti eklenir") || strings.Contains(got, bookstore.ShippingTermsToken) {
			t.Fatalf("terms with the default rule: %s", got)
		}
		admin := e.client().signedIn("yonetici@example.com", bookstore.RoleAdmin)
		if r := admin.put("/api/admin/settings/shipping", map[string]any{"fee": 2990, "freeFrom": 25000}); r.StatusCode != http.StatusOK {
			t.Fatalf("shipping: %d %s", r.StatusCode, r.body)
		}
		if got := terms(); !strings.Contains(got, "₺250,00 altındaki siparişlere ₺29,90 kargo ücreti eklenir; ₺250,00 ve üzeri siparişlerde kargo ücretsizdir.") ||
			strings.Contains(got, "₺15,00") {
			t.Fatalf("terms after the change: %s", got)
		}
	})
}
