package httpapi_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Two members whose new carts cross their unpaid orders (A's cart holds
// what B's old order holds, and the other way round) place at the same
// time, while expiry runs over the same old orders. Every placement must
// succeed or be refused with a 4xx, never a 5xx (a deadlock or a
// serialisation failure), and the stock must add up exactly.
func TestCheckoutCrossingReplacementsDoNotDeadlock(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		ctx := context.Background()
		const initial = 1000
		other := &bookstore.Book{Title: "Dudaktan Kalbe", Price: 9500, Stock: initial, AuthorID: f.author.ID,
			CategoryID: f.category.ID, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateBook(ctx, other); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = ? WHERE id = ?", initial, f.visible.ID); err != nil {
			t.Fatal(err)
		}
		x, y := f.visible.ID, other.ID
		a := buyer(t, e, "capraz-a@example.com", y, 1)
		b := buyer(t, e, "capraz-b@example.com", x, 1)
		cart := func(c *client, drop, add string) {
			t.Helper()
			if r := c.del("/api/cart/items/" + drop); r.StatusCode >= 300 {
				t.Fatalf("cart remove: %d %s", r.StatusCode, r.body)
			}
			if r := setQty(c, add, 1); r.StatusCode != 200 {
				t.Fatalf("cart: %d %s", r.StatusCode, r.body)
			}
		}
		deadlocks := func() int {
			if db.Dialect() != sqldb.Postgres {
				return 0
			}
			// PostgreSQL publishes a backend's counters when it has been
			// idle for 10 s at the latest.
			time.Sleep(11 * time.Second)
			return e.count(t, "SELECT deadlocks::int FROM pg_stat_database WHERE datname = current_database()")
		}
		before := deadlocks()
		placeOrder(t, a) // A holds Y
		placeOrder(t, b) // B holds X
		const rounds = 20
		failures := 0
		for round := range rounds {
			// A now wants X (held by B's order), B wants Y (held by A's).
			if round%2 == 0 {
				cart(a, y, x)
				cart(b, x, y)
			} else {
				cart(a, x, y)
				cart(b, y, x)
			}
			if round%3 == 2 {
				// The old orders are overdue: expiry races the replacements.
				if _, err := db.Bun().ExecContext(ctx, "UPDATE orders SET expires_at = ? WHERE status = 'pending'",
					time.Now().Add(-time.Minute).UTC()); err != nil {
					t.Fatal(err)
				}
			}
			var wg sync.WaitGroup
			codes := make([]int, 2)
			for i, c := range []*client{a, b} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := c.post("/api/orders", nil)
					codes[i] = r.StatusCode
					if r.StatusCode >= 500 {
						t.Errorf("round %d: place order: %d %s", round, r.StatusCode, r.body)
					}
				}()
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := e.checkout.ExpireDue(ctx); err != nil {
					t.Errorf("round %d: expiry: %v", round, err)
				}
			}()
			wg.Wait()
			for _, code := range codes {
				if code != http.StatusCreated {
					failures++
				}
			}
		}
		// A deadlock retried invisibly still costs a second's wait and a
		// rolled-back transaction: none may happen at all.
		if n := deadlocks() - before; n != 0 {
			t.Errorf("%d deadlocks", n)
		}
		if failures > 0 {
			t.Errorf("%d of %d placements refused", failures, 2*rounds)
		}
		held := map[string]int{}
		var lines []struct {
			BookID   string `bun:"book_id"`
			Quantity int    `bun:"quantity"`
		}
		if err := db.Bun().NewRaw(`SELECT i.book_id, sum(i.quantity) AS quantity FROM order_items i
			JOIN orders o ON o.id = i.order_id WHERE o.status = 'pending' GROUP BY i.book_id`).Scan(ctx, &lines); err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			held[l.BookID] = l.Quantity
		}
		for _, id := range []string{x, y} {
			if s := e.stock(t, id); s+held[id] != initial {
				t.Errorf("book %s: stock %d + held %d != %d", id, s, held[id], initial)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM orders WHERE status = 'pending'"); n > 2 {
			t.Errorf("%d pending orders for two members", n)
		}
	})
}
