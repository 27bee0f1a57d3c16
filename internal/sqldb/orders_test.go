package sqldb_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func stockOf(t *testing.T, db *sqldb.DB, bookID string) int {
	t.Helper()
	var n int
	if err := db.Bun().NewRaw("SELECT stock_quantity FROM books WHERE id = ?", bookID).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// buyers creates n members, each with one copy of the book in the cart.
func buyers(t *testing.T, db *sqldb.DB, bookID string, n int) []string {
	t.Helper()
	ids := make([]string, n)
	for i := range ids {
		u, err := sqldb.NewUserStore(db).CreateUser(context.Background(), bookstore.NewUser{Email: fmt.Sprintf("alici%d@example.com", i),
			FullName: "Alıcı", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewCartStore(db).SetCartQuantity(context.Background(), u.ID, bookID, 1); err != nil {
			t.Fatal(err)
		}
		ids[i] = u.ID
	}
	return ids
}

// TestFiftyBuyersForTenCopies: exactly 10 orders reserve, the stock ends at
// 0 and never below, the other 40 get the out-of-stock message.
func TestFiftyBuyersForTenCopies(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		book := c.books["calikusu"] // 45 TL
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE books SET stock_quantity = 10 WHERE id = ?", book.ID); err != nil {
			t.Fatal(err)
		}
		users := buyers(t, db, book.ID, 50)
		var wg sync.WaitGroup
		var mu sync.Mutex
		placed, refused := 0, 0
		start := make(chan struct{})
		for _, uid := range users {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(context.Background(), uid, "Kadıköy", time.Now().Add(30*time.Minute), nil)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					placed++
					if o.Totals.Subtotal != 4500 || o.Totals.Shipping != 1500 || o.Totals.Total != 6000 || o.Status != bookstore.OrderPending {
						t.Errorf("order amounts: %+v", o)
					}
				case bookstore.ErrorCode(err) == bookstore.CodeConflict:
					refused++
				default:
					t.Errorf("unexpected error: %v", err)
				}
			}()
		}
		close(start)
		wg.Wait()
		if placed != 10 || refused != 40 {
			t.Fatalf("placed %d, refused %d; want 10 and 40", placed, refused)
		}
		if s := stockOf(t, db, book.ID); s != 0 {
			t.Fatalf("stock %d, want 0", s)
		}
	})
}

func TestOrderRules(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ctx := context.Background()
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "a@example.com", FullName: "A", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now(), nil); bookstore.ErrorMessage(err) != bookstore.MsgCartEmpty {
			t.Fatalf("empty cart: %v", err)
		}
		book := c.books["madonna"] // 75 TL, stock 3
		if err := sqldb.NewCartStore(db).SetCartQuantity(ctx, u.ID, book.ID, 2); err != nil {
			t.Fatal(err)
		}
		// The price is read at ordering time, not taken from the cart.
		if _, err := db.Bun().ExecContext(ctx, "UPDATE books SET price = 6000 WHERE id = ?", book.ID); err != nil {
			t.Fatal(err)
		}
		placed := func(o *bookstore.Order) bookstore.AuditEntry {
			return bookstore.Change(u.ID, "order.placed", "orders", o.ID, nil, map[string]any{"total": o.Totals.Total})
		}
		o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Minute), placed)
		if err != nil {
			t.Fatal(err)
		}
		if n := auditsOf(t, db, o.ID, "order.placed"); n != 1 {
			t.Fatalf("placing wrote %d audit entries", n)
		}
		if o.Totals.Subtotal != 12000 || o.Totals.Shipping != 0 || o.Items[0].Price != 6000 || o.Items[0].Title != "Kürk Mantolu Madonna" {
			t.Fatalf("order: %+v", o)
		}
		if s := stockOf(t, db, book.ID); s != 1 {
			t.Fatalf("stock after reservation %d", s)
		}
		// The cart stays until payment; ordering the same cart again (a
		// second click) is the same order and reserves nothing more.
		again, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Minute), placed)
		if err != nil || again.ID != o.ID || stockOf(t, db, book.ID) != 1 {
			t.Fatalf("second order: %v %v stock %d", err, again, stockOf(t, db, book.ID))
		}
		if n := auditsOf(t, db, o.ID, "order.placed"); n != 1 {
			t.Fatalf("the same order again wrote %d audit entries", n)
		}
		if got, err := sqldb.NewOrderStore(db).OrderOf(ctx, u.ID, o.ID); err != nil || got == nil || got.Status != bookstore.OrderPending {
			t.Fatalf("stored order: %+v %v", got, err)
		}
		// A changed cart replaces the pending order: its copies return and
		// the new order reserves its own.
		if err := sqldb.NewCartStore(db).SetCartQuantity(ctx, u.ID, book.ID, 1); err != nil {
			t.Fatal(err)
		}
		o2, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Minute), nil)
		if err != nil || o2.ID == o.ID || stockOf(t, db, book.ID) != 2 {
			t.Fatalf("replacing order: %v %v stock %d", err, o2, stockOf(t, db, book.ID))
		}
		if got, err := sqldb.NewOrderStore(db).OrderOf(ctx, u.ID, o.ID); err != nil || got.Status != bookstore.OrderCancelled {
			t.Fatalf("replaced order: %+v %v", got, err)
		}
		// A cart that needs the copies its own pending order holds (the
		// cart refuses more than the public stock, so the line is written
		// here directly): they return first, then the new order takes all.
		if _, err := db.Bun().ExecContext(ctx, "UPDATE cart_items SET quantity = 3 WHERE book_id = ?", book.ID); err != nil {
			t.Fatal(err)
		}
		o3, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, u.ID, "Kadıköy", time.Now().Add(time.Minute), nil)
		if err != nil || o3.ID == o2.ID || o3.Items[0].Quantity != 3 || stockOf(t, db, book.ID) != 0 {
			t.Fatalf("order needing the pending order's copies: %v %v stock %d", err, o3, stockOf(t, db, book.ID))
		}
	})
}

// TestExpiryReturnsStockOnce runs the expiry job twice at once.
func TestExpiryReturnsStockOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		c := seedCatalogue(t, db)
		ctx := context.Background()
		book := c.books["kuyucakli"] // stock 3
		users := buyers(t, db, book.ID, 2)
		for _, uid := range users {
			if _, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, uid, "Kadıköy", time.Now().Add(-time.Minute), nil); err != nil {
				t.Fatal(err)
			}
		}
		if s := stockOf(t, db, book.ID); s != 1 {
			t.Fatalf("stock after two orders %d", s)
		}
		var wg sync.WaitGroup
		counts := make([]int, 2)
		for i := range counts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := sqldb.NewOrderStore(db).ExpirePendingOrders(ctx, time.Now(), bookstore.DefaultStaleClaim)
				if err != nil {
					t.Error(err)
				}
				counts[i] = n
			}()
		}
		wg.Wait()
		if counts[0]+counts[1] != 2 {
			t.Fatalf("cancelled %v, want 2 in total", counts)
		}
		if s := stockOf(t, db, book.ID); s != 3 {
			t.Fatalf("stock after expiry %d, want 3", s)
		}
		if n, err := sqldb.NewOrderStore(db).ExpirePendingOrders(ctx, time.Now(), bookstore.DefaultStaleClaim); err != nil || n != 0 {
			t.Fatalf("second run cancelled %d: %v", n, err)
		}
	})
}
