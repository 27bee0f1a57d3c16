package httpapi_test

import (
	"bytes"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Two prepared orders' labels are one PDF: per order an A6 label page and
// an A6 packing-slip page, opened in the browser's tab; bad input is a
// Turkish 4xx.
func TestShipmentLabelsPDF(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		_, o1 := shippableOrder(t, e, "ayse@example.com", f.visible.ID)
		_, o2 := shippableOrder(t, e, "can@example.com", f.visible.ID)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		if res := prepareOrders(t, admin, o1.ID, o2.ID); len(res.Prepared) != 2 {
			t.Fatalf("prepare: %+v", res)
		}

		r := admin.get("/api/admin/shipments/labels?orders=" + o1.ID + "," + o2.ID)
		if r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/pdf" ||
			!strings.HasPrefix(r.Header.Get("Content-Disposition"), "inline") {
			t.Fatalf("labels: %d %s %s", r.StatusCode, r.Header.Get("Content-Type"), r.body)
		}
		if !bytes.HasPrefix(r.body, []byte("%PDF-")) || bytes.Count(r.body, []byte("/Type /Page\n")) != 4 ||
			!bytes.Contains(r.body, []byte("/MediaBox [0 0 297.64 419.53]")) {
			t.Fatalf("not 4 A6 pages: %d bytes", len(r.body))
		}

		for _, c := range []struct {
			name, query string
			status      int
		}{
			{"no orders", "", 422},
			{"an order without a shipment", "00000000-0000-4000-8000-000000000000", 404},
		} {
			r := admin.get("/api/admin/shipments/labels?orders=" + c.query)
			if r.StatusCode != c.status || r.problem(t).Message == "" {
				t.Errorf("%s: %d %s", c.name, r.StatusCode, r.body)
			}
		}
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.get("/api/admin/shipments/labels?orders=" + o1.ID); r.StatusCode != 403 {
			t.Errorf("member: %d", r.StatusCode)
		}
	})
}
