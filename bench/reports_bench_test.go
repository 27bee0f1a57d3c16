package bench

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// BenchmarkReportsPostgres times each query of the sales reports
// (/admin/raporlar) on PostgreSQL over 100,000 generated orders spread over
// two years (about 200,000 lines, 5% cancelled and refunded, 2% with a
// refunded return, 40,000 carts, 2,000 books). The target is under a second
// for each; the figures are in docs/performance.md.
func BenchmarkReportsPostgres(b *testing.B) {
	db := sqldbtest.Postgres(b)
	ctx := context.Background()
	start := time.Now()
	generateOrders(b, db)
	b.Logf("generated 100,000 orders in %s", time.Since(start).Round(time.Millisecond))
	store := sqldb.NewReportStore(db)
	loc := bookstore.ShopLocation()
	end := time.Now()
	for _, r := range []struct {
		name string
		from time.Time
	}{{"30days", end.AddDate(0, 0, -30)}, {"1year", end.AddDate(-1, 0, 0)}, {"5years", end.AddDate(-5, 0, 0)}} {
		run := func(name string, fn func() error) {
			b.Run(r.name+"/"+name, func(b *testing.B) {
				for b.Loop() {
					if err := fn(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		run("SalesByDay", func() error { _, err := store.SalesByDay(ctx, r.from, end, loc); return err })
		for _, dim := range []bookstore.ReportDimension{bookstore.DimensionBook, bookstore.DimensionAuthor, bookstore.DimensionCategory} {
			run("Top-"+string(dim), func() error {
				_, err := store.TopSales(ctx, r.from, end, dim, bookstore.RankRevenue, bookstore.ReportTopLimit)
				return err
			})
		}
		run("CartConversion", func() error { _, err := store.CartConversion(ctx, r.from, end); return err })
		run("EachOrderLine", func() error {
			return store.EachOrderLine(ctx, r.from, end, func(bookstore.OrderLineRow) error { return nil })
		})
	}
	b.Run("LowStock", func(b *testing.B) {
		for b.Loop() {
			if _, err := store.LowStock(ctx, bookstore.ReportLowStockLimit); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// generateOrders fills the database in a few set-based statements.
func generateOrders(b *testing.B, db *sqldb.DB) {
	b.Helper()
	for _, q := range []string{
		`INSERT INTO users (id, email, password_hash, created_at, updated_at)
			SELECT md5('u' || g)::uuid, 'okur' || g || '@example.com', 'x', now(), now() FROM generate_series(1, 40000) g`,
		`INSERT INTO profiles (id, email, full_name, created_at, updated_at)
			SELECT md5('u' || g)::uuid, 'okur' || g || '@example.com', 'Okur ' || g, now(), now() FROM generate_series(1, 40000) g`,
		`INSERT INTO categories (id, name, created_at, updated_at) SELECT md5('c' || g)::uuid, 'Kategori ' || g, now(), now() FROM generate_series(1, 50) g`,
		`INSERT INTO authors (id, name, is_approved, created_at, updated_at)
			SELECT md5('a' || g)::uuid, 'Yazar ' || g, true, now(), now() FROM generate_series(1, 500) g`,
		`INSERT INTO books (id, title, price, stock_quantity, is_approved, author_id, category_id, created_at, updated_at)
			SELECT md5('b' || g)::uuid, 'Kitap ' || g, 1000 + (g % 40) * 250, g % 60, true, md5('a' || (g % 500 + 1))::uuid,
				md5('c' || (g % 50 + 1))::uuid, now(), now() FROM generate_series(1, 2000) g`,
		`INSERT INTO carts (id, user_id, created_at, updated_at)
			SELECT md5('k' || g)::uuid, md5('u' || g)::uuid, now() - (g % 730) * interval '1 day', now() FROM generate_series(1, 40000) g`,
		`INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount, shipping_address, payment_id, created_at, updated_at)
			SELECT md5('o' || g)::uuid, md5('u' || (g % 40000 + 1))::uuid,
				CASE WHEN g % 20 = 0 THEN 'cancelled' WHEN g % 50 = 1 THEN 'pending' WHEN g % 3 = 0 THEN 'delivered' ELSE 'confirmed' END,
				5000, 0, 5000, 'Kadıköy', CASE WHEN g % 50 = 1 THEN NULL ELSE 'pay-' || g END,
				now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now() FROM generate_series(1, 100000) g`,
		`INSERT INTO order_items (id, order_id, book_id, title, quantity, price, list_price, paid_amount, created_at)
			SELECT md5('i' || g || '-' || n)::uuid, md5('o' || g)::uuid, md5('b' || ((g * 7 + n * 13) % 2000 + 1))::uuid, 'Kitap', 1 + n % 2,
				2500 / (1 + n % 2), 2500 / (1 + n % 2), 2500, now()
			FROM generate_series(1, 100000) g, generate_series(0, 1) n`,
		`INSERT INTO refunds (id, order_id, payment_id, amount, state, created_at, updated_at)
			SELECT md5('f' || g)::uuid, md5('o' || g)::uuid, 'pay-' || g, 5000, 'done', o.created_at, o.created_at + interval '1 day'
			FROM generate_series(20, 100000, 20) g JOIN orders o ON o.id = md5('o' || g)::uuid`,
		`INSERT INTO returns (id, order_id, user_id, code, state, form_text, created_at, updated_at)
			SELECT md5('r' || g)::uuid, md5('o' || g)::uuid, md5('u' || (g % 40000 + 1))::uuid, 'R' || g, 'refunded', '', now(), now()
			FROM generate_series(3, 100000, 50) g`,
		`INSERT INTO return_lines (return_id, order_item_id, book_id, title, quantity, unit_price, refunded)
			SELECT md5('r' || g)::uuid, md5('i' || g || '-0')::uuid, md5('b' || ((g * 7) % 2000 + 1))::uuid, 'Kitap', 1, 2500, 2500
			FROM generate_series(3, 100000, 50) g`,
		`ANALYZE`,
	} {
		if _, err := db.Bun().ExecContext(context.Background(), q); err != nil {
			b.Fatalf("%v\n%s", err, q)
		}
	}
}
