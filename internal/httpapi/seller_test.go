package httpapi_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func contactPage(t *testing.T, admin *client) httpapi.AdminPage {
	t.Helper()
	var pl httpapi.AdminPageList
	admin.get("/api/admin/pages").json(t, &pl)
	for _, p := range pl.Items {
		if p.Key == bookstore.PageContact {
			return p
		}
	}
	t.Fatal("no contact page")
	return httpapi.AdminPage{}
}

// The contracts' seller is the contact content the admin edits: an order
// placed while its title and MERSİS number are empty still gets contracts
// and the content page names what is missing; a changed title is in the
// next order's stored contract.
func TestContractSellerFromContactContent(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		contact := map[string]any{"title": "İletişim", "published": true, "address": "Moda, Kadıköy/İstanbul",
			"phone": "0216 123 45 67", "email": "yaz@kitapevi.test", "returnCarrier": "Aras Kargo"}

		t.Run("missing title and MERSİS", func(t *testing.T) {
			if r := admin.put("/api/admin/pages/contact", contact); r.StatusCode != 200 {
				t.Fatalf("save contact: %d %s", r.StatusCode, r.body)
			}
			if p := contactPage(t, admin); !slices.Equal(p.Missing, []string{"sellerTitle", "mersis"}) {
				t.Fatalf("missing: %v", p.Missing)
			}
			c := buyer(t, e, "ilk@example.com", f.visible.ID, 1)
			o := placeOrder(t, c)
			var v httpapi.CheckoutView
			if r := c.get("/api/checkout/" + o.ID); r.StatusCode != 200 {
				t.Fatalf("checkout without a seller title: %d %s", r.StatusCode, r.body)
			} else {
				r.json(t, &v)
			}
			if !strings.Contains(v.PreInformation, "Adres: Moda, Kadıköy/İstanbul") || !strings.Contains(v.DistanceSales, "MADDE 1 - TARAFLAR") {
				t.Fatalf("contracts: %.300s", v.PreInformation)
			}
		})

		t.Run("a bad MERSİS number is refused", func(t *testing.T) {
			bad := map[string]any{"mersis": "1234"}
			for k, v := range contact {
				bad[k] = v
			}
			r := admin.put("/api/admin/pages/contact", bad)
			if r.StatusCode != 422 || len(r.problem(t).Errors) != 1 || r.problem(t).Errors[0].Field != "mersis" {
				t.Fatalf("bad mersis: %d %s", r.StatusCode, r.body)
			}
		})

		t.Run("a changed title is in the next order's stored contract", func(t *testing.T) {
			next := map[string]any{"sellerTitle": "Moda Kitap Yayıncılık A.Ş.", "mersis": "0123-4567-8901-2345"}
			for k, v := range contact {
				next[k] = v
			}
			if r := admin.put("/api/admin/pages/contact", next); r.StatusCode != 200 {
				t.Fatalf("save contact: %d %s", r.StatusCode, r.body)
			}
			p := contactPage(t, admin)
			if len(p.Missing) != 0 || p.Meta[bookstore.MetaMersis] != "0123 4567 8901 2345" {
				t.Fatalf("contact after the change: missing %v, meta %v", p.Missing, p.Meta)
			}
			c := buyer(t, e, "ikinci@example.com", f.visible.ID, 1)
			o := placeOrder(t, c)
			if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve")); status != "success" {
				t.Fatalf("payment: %s", status)
			}
			var text string
			if err := db.Bun().NewRaw("SELECT contracts_text FROM orders WHERE id = ?", o.ID).Scan(context.Background(), &text); err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"Unvan: Moda Kitap Yayıncılık A.Ş.", "MERSİS No: 0123 4567 8901 2345", "E-posta: yaz@kitapevi.test"} {
				if !strings.Contains(text, want) {
					t.Errorf("stored contract lacks %q", want)
				}
			}
			if strings.Contains(text, "Kitapevi Yayınları") {
				t.Error("stored contract names the old seller")
			}
		})
	})
}
