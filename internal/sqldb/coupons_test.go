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

func saveCoupon(t *testing.T, db *sqldb.DB, c bookstore.Coupon) *bookstore.Coupon {
	t.Helper()
	if c.StartsAt.IsZero() {
		c.StartsAt, c.EndsAt = time.Now().Add(-time.Hour), time.Now().Add(time.Hour)
	}
	c.Active = true
	saved, err := sqldb.NewCouponStore(db).SaveCoupon(context.Background(), c, nil)
	if err != nil {
		t.Fatal(err)
	}
	return saved
}

func usedCount(t *testing.T, db *sqldb.DB, code string) int {
	t.Helper()
	var n int
	if err := db.Bun().NewRaw("SELECT used_count FROM coupons WHERE code = ?", code).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestCouponRaceTenBuyersThreeUses: ten members order at once with a code
// of three uses; exactly three orders get it, the others are refused with
// the exhausted message and reserve nothing.
func TestCouponRaceTenBuyersThreeUses(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		book := c.books["istanbul"] // 120 ₺
		exec(t, db, "UPDATE books SET stock_quantity = 100 WHERE id = ?", book.ID)
		saveCoupon(t, db, bookstore.Coupon{Code: "UC", Kind: bookstore.CouponFixed, Amount: 1000, TotalLimit: 3})
		users := buyers(t, db, book.ID, 10)
		for _, uid := range users {
			if err := sqldb.NewCartStore(db).SetCartCoupon(ctx, uid, "UC"); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		placed, refused := 0, 0
		start := make(chan struct{})
		for _, uid := range users {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, uid, "Kadıköy", time.Now().Add(30*time.Minute), nil)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					placed++
					if o.Totals.Discount != 1000 || o.Totals.Total != 11000 || o.CouponCode != "UC" {
						t.Errorf("order totals: %+v", o.Totals)
					}
				case bookstore.ErrorMessage(err) == dropped(bookstore.MsgCouponExhausted):
					refused++
				default:
					t.Errorf("unexpected error: %v", err)
				}
			}()
		}
		close(start)
		wg.Wait()
		if placed != 3 || refused != 7 || usedCount(t, db, "UC") != 3 {
			t.Fatalf("placed %d, refused %d, used %d; want 3, 7, 3", placed, refused, usedCount(t, db, "UC"))
		}
		if got := stockOf(t, db, book.ID); got != 97 {
			t.Fatalf("stock %d: a refused order kept its copies", got)
		}
	})
}

// TestExpiredOrderGivesItsUseBack: an unpaid order that expires returns its
// coupon use (once, however often expiry runs), so another member can use
// the last one; a member at the per-member limit is refused.
func TestExpiredOrderGivesItsUseBack(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		book := c.books["istanbul"]
		saveCoupon(t, db, bookstore.Coupon{Code: "TEK", Kind: bookstore.CouponPercent, Percent: 10, TotalLimit: 1, PerMemberLimit: 1})
		users := buyers(t, db, book.ID, 2)
		carts, orders := sqldb.NewCartStore(db), sqldb.NewOrderStore(db)
		for _, uid := range users {
			if err := carts.SetCartCoupon(ctx, uid, "TEK"); err != nil {
				t.Fatal(err)
			}
		}
		first, err := orders.CreateOrderFromCart(ctx, users[0], "Kadıköy", time.Now().Add(time.Minute), nil)
		if err != nil || first.Totals.Discount != 1200 {
			t.Fatalf("first: %+v %v", first, err)
		}
		if _, err := orders.CreateOrderFromCart(ctx, users[1], "Kadıköy", time.Now().Add(time.Minute), nil); bookstore.ErrorMessage(err) != dropped(bookstore.MsgCouponExhausted) {
			t.Fatalf("second while the first holds the use: %v", err)
		}
		for range 2 {
			if _, err := orders.ExpirePendingOrders(ctx, time.Now().Add(2*time.Minute), time.Minute); err != nil {
				t.Fatal(err)
			}
		}
		if n := usedCount(t, db, "TEK"); n != 0 {
			t.Fatalf("used %d after expiry, want 0", n)
		}
		// The refusal took the code off the second member's cart; entered
		// again once the use came back, it applies.
		if err := carts.SetCartCoupon(ctx, users[1], "TEK"); err != nil {
			t.Fatal(err)
		}
		second, err := orders.CreateOrderFromCart(ctx, users[1], "Kadıköy", time.Now().Add(time.Minute), nil)
		if err != nil || second.Totals.Discount != 1200 || usedCount(t, db, "TEK") != 1 {
			t.Fatalf("second after the use came back: %+v %v", second, err)
		}
		// The first member's use came back, but the limit counts held uses:
		// with the code exhausted by the second member, it is refused.
		if _, err := orders.CreateOrderFromCart(ctx, users[0], "Kadıköy", time.Now().Add(time.Minute), nil); bookstore.ErrorMessage(err) != dropped(bookstore.MsgCouponExhausted) {
			t.Fatalf("first again: %v", err)
		}
	})
}

// TestSaleAndCouponOnOneOrder: a sale price and a coupon on one order: the
// coupon is spread over the sale-priced lines, the lines sum to the total,
// and the order passes its own totals check for payment.
func TestSaleAndCouponOnOneOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		c := seedCatalogue(t, db)
		now := time.Now().UTC()
		saveSale(t, db, bookstore.Sale{Name: "Şiir", Scope: bookstore.SaleCategory, CategoryID: c.siir.ID, Percent: 20,
			StartsAt: now.Add(-time.Hour), EndsAt: now.Add(time.Hour)})
		saveCoupon(t, db, bookstore.Coupon{Code: "ROMAN15", Kind: bookstore.CouponPercent, Percent: 15})
		uid := buyers(t, db, c.books["calikusu"].ID, 1)[0] // 45 ₺ → 36 ₺ on sale
		carts := sqldb.NewCartStore(db)
		if err := carts.SetCartQuantity(ctx, uid, c.books["madonna"].ID, 1); err != nil { // 75 ₺
			t.Fatal(err)
		}
		if err := carts.SetCartCoupon(ctx, uid, "ROMAN15"); err != nil {
			t.Fatal(err)
		}
		o, err := sqldb.NewOrderStore(db).CreateOrderFromCart(ctx, uid, "Kadıköy", now.Add(time.Hour), nil)
		if err != nil {
			t.Fatal(err)
		}
		// 36 + 75 = 111 ₺; 15 % = 16,65 ₺ (16,65 × 36/111 = 5,40; × 75/111 = 11,25); 94,35 ₺ is under 100: shipping.
		if o.Totals != (bookstore.Totals{Subtotal: 11100, Discount: 1665, Shipping: 1500, Total: 10935}) {
			t.Fatalf("totals = %+v", o.Totals)
		}
		var paid int64
		for _, it := range o.Items {
			paid += it.Paid
		}
		if paid+o.Totals.Shipping != o.Totals.Total {
			t.Fatalf("lines %d + shipping %d != total %d", paid, o.Totals.Shipping, o.Totals.Total)
		}
		stored, err := sqldb.NewOrderStore(db).OrderOf(ctx, uid, o.ID)
		if err != nil || stored.Totals != o.Totals || stored.CouponCode != "ROMAN15" {
			t.Fatalf("stored: %+v %v", stored, err)
		}
		if err := stored.CheckTotals(); err != nil {
			t.Fatal(err)
		}
	})
}

// dropped is the message of an order refused for a coupon that can no
// longer apply: the reason, then that the code left the cart.
func dropped(reason string) string { return fmt.Sprintf(bookstore.MsgCouponDroppedFmt, reason) }
