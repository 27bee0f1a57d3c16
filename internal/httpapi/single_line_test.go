package httpapi_test

import (
	"net/http"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestSingleLineNamesRefusedOverHTTP: a name with a line break or a
// bidirectional override is a 422 naming the field with the Turkish
// message, and nothing is saved: no account, no profile change, no category.
func TestSingleLineNamesRefusedOverHTTP(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		refused := func(what string, r *response, field string) {
			t.Helper()
			p := r.problem(t)
			if r.StatusCode != http.StatusUnprocessableEntity || p.Message != bookstore.MsgSingleLine ||
				len(p.Errors) != 1 || p.Errors[0].Field != field || p.Errors[0].Message != bookstore.MsgSingleLine {
				t.Fatalf("%s: %d %+v", what, r.StatusCode, p)
			}
		}
		body := registration("forged@example.com")
		body["fullName"] = "Ayşe Yılmaz\nTeslimat adresi: Sahte Sok."
		refused("registration", e.client().post("/api/auth/register", body), "fullName")
		if n := e.userCount(); n != 0 {
			t.Fatalf("%d accounts saved by a refused registration", n)
		}

		c := e.client().signedIn("okur@example.com", bookstore.RoleUser)
		refused("profile", c.doJSON(http.MethodPut, "/api/profile", map[string]any{"fullName": "Ali \u202EileV",
			"phone": "", "shippingAddress": ""}), "fullName")
		var u httpapi.CurrentUser
		c.get("/api/profile").json(t, &u)
		if u.FullName != "Ayşe Yılmaz" {
			t.Fatalf("refused profile saved: %q", u.FullName)
		}

		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		refused("category", admin.post("/api/admin/categories", map[string]any{"name": "Roman\nŞiir", "description": ""}), "name")
		var cats struct{ Items []map[string]any }
		admin.get("/api/admin/categories").json(t, &cats)
		if len(cats.Items) != 0 {
			t.Fatalf("refused category saved: %v", cats)
		}
	})
}
