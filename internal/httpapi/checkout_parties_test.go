package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestCheckoutPartiesAtomic: the parties are written by the placement's own
// transaction. When their write fails, no order exists and no stock is
// reserved (a pending order without its parties is never seen); once it
// works again the order is placed with them, and placing again returns the
// same pending order with the new choice.
func TestCheckoutPartiesAtomic(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := e.client().signedIn("atomik@example.com", bookstore.RoleUser)
		if r := setQty(c, f.visible.ID, 2); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		home := addAddress(t, c, kadikoyAddress("Ev"))
		stock := e.stock(t, f.visible.ID)
		person := map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true,
			"billing": map[string]any{"type": "individual", "name": "Ayşe Yılmaz"}}

		// The parties' table is out of reach: their write fails.
		rename := func(from, to string) {
			t.Helper()
			if _, err := db.Bun().ExecContext(ctx, "ALTER TABLE "+from+" RENAME TO "+to); err != nil {
				t.Fatal(err)
			}
		}
		rename("order_parties", "order_parties_away")
		r := c.post("/api/orders", person)
		rename("order_parties_away", "order_parties")
		if r.StatusCode != http.StatusInternalServerError {
			t.Fatalf("failed parties write: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM orders"); n != 0 || e.stock(t, f.visible.ID) != stock {
			t.Fatalf("the failed placement left %d orders, stock %d → %d", n, stock, e.stock(t, f.visible.ID))
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'order.placed'"); n != 0 {
			t.Fatalf("the failed placement left %d audit entries", n)
		}

		r = c.post("/api/orders", person)
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("order: %d %s", r.StatusCode, r.body)
		}
		var o httpapi.OrderView
		r.json(t, &o)
		if o.Parties == nil || o.Parties.InvoiceLabel != "Bireysel" || e.stock(t, f.visible.ID) != stock-2 {
			t.Fatalf("order: %+v %+v", o, o.Parties)
		}
		// A retry with another choice: the same pending order, the new parties.
		r = c.post("/api/orders", map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true,
			"billing": corporate("1234567890")})
		var again httpapi.OrderView
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("again: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &again)
		if again.ID != o.ID || again.Parties == nil || again.Parties.VKN != "1234567890" || e.stock(t, f.visible.ID) != stock-2 {
			t.Fatalf("again: %+v %+v", again, again.Parties)
		}
		if mine := myOrder(t, c, o.ID); mine.Parties == nil || mine.Parties.InvoiceLabel != "Kurumsal" {
			t.Fatalf("stored: %+v", mine.Parties)
		}
		if n := e.count(t, "SELECT count(*) FROM order_parties"); n != 1 {
			t.Fatalf("%d parties rows", n)
		}
	})
}
