package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The sales reports' reads (bookstore.ReportStore). Every figure is summed
// by the database over indexed columns (0018_reports.sql); Go receives one
// row per day or per ranked record, never the orders themselves, except the
// accountant's export, which is streamed row by row.

// soldOrder is a sold order: paid (a payment is stored with the
// confirmation and kept when the order is cancelled and refunded), or
// confirmed by the admin as paid another way. orders_sold_created_idx has
// this predicate.
const soldOrder = `(o.payment_id IS NOT NULL OR o.status IN ('confirmed', 'shipped', 'delivered'))`

// dayKey is the expression of a timestamp's day in the shop's time zone,
// as "YYYY-MM-DD", and its argument. PostgreSQL converts with the zone
// database; SQLite knows no zones, so it shifts by the zone's offset at the
// range's start: exact for Istanbul, which has kept +03:00 all year since
// 2016 (bookstore.ShopLocation).
func (s *ReportStore) dayKey(column string, start time.Time, loc *time.Location) (string, any) {
	if s.db.dialect == Postgres {
		return "to_char(" + column + " AT TIME ZONE ?, 'YYYY-MM-DD')", loc.String()
	}
	_, offset := start.In(loc).Zone()
	return "strftime('%Y-%m-%d', " + column + ", ?)", fmt.Sprintf("%+d seconds", offset)
}

// SalesByDay sums the sold orders by their day and the completed refunds
// by theirs, in one statement.
func (s *ReportStore) SalesByDay(ctx context.Context, start, end time.Time, loc *time.Location) ([]bookstore.DaySales, error) {
	orderDay, orderArg := s.dayKey("o.created_at", start, loc)
	refundDay, refundArg := s.dayKey("f.updated_at", start, loc)
	var rows []struct {
		Day      string `bun:"day"`
		Orders   int    `bun:"orders"`
		Charged  int64  `bun:"charged"`
		Refunded int64  `bun:"refunded"`
	}
	err := s.db.bun.NewRaw(`SELECT day, CAST(SUM(orders) AS BIGINT) AS orders, CAST(SUM(charged) AS BIGINT) AS charged,
			CAST(SUM(refunded) AS BIGINT) AS refunded
		FROM (SELECT `+orderDay+` AS day, count(*) AS orders, SUM(o.total_amount) AS charged, 0 AS refunded
				FROM orders AS o WHERE `+soldOrder+` AND o.created_at >= ? AND o.created_at < ? GROUP BY 1
			UNION ALL SELECT `+refundDay+`, 0, 0, SUM(f.amount)
				FROM refunds AS f WHERE f.state = 'done' AND f.updated_at >= ? AND f.updated_at < ? GROUP BY 1) AS s
		GROUP BY day ORDER BY day`, orderArg, utc(start), utc(end), refundArg, utc(start), utc(end)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.DaySales, len(rows))
	for i, r := range rows {
		out[i] = bookstore.DaySales{Day: r.Day, Orders: r.Orders, Charged: r.Charged, Refunded: r.Refunded}
	}
	return out, nil
}

// SalesByMethod sums the sold orders placed in [start, end) per payment
// method, as SalesByDay counts and charges them.
func (s *ReportStore) SalesByMethod(ctx context.Context, start, end time.Time) ([]bookstore.MethodSales, error) {
	var rows []struct {
		Method  string `bun:"payment_method"`
		Orders  int    `bun:"orders"`
		Revenue int64  `bun:"revenue"`
	}
	err := s.db.bun.NewRaw(`SELECT o.payment_method, count(*) AS orders, CAST(COALESCE(SUM(o.total_amount), 0) AS BIGINT) AS revenue
		FROM orders AS o WHERE `+soldOrder+` AND o.created_at >= ? AND o.created_at < ?
		GROUP BY o.payment_method ORDER BY o.payment_method`, utc(start), utc(end)).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.MethodSales, len(rows))
	for i, r := range rows {
		out[i] = bookstore.MethodSales{Method: bookstore.PaymentMethod(r.Method), Orders: r.Orders, Revenue: r.Revenue}
	}
	return out, nil
}

// soldByBook sums, per book, the lines of the sold, not cancelled orders
// placed in [start, end), each less its copies and money given back by
// refunded returns. It is one row per book sold in the range: the top lists
// join the names to this small result, not to every line of the range
// (BenchmarkReportsPostgres times it over 100,000 orders).
const soldByBook = `SELECT oi.book_id, SUM(oi.quantity - COALESCE(r.qty, 0)) AS units,
		SUM(oi.paid_amount - COALESCE(r.refunded, 0)) AS revenue
	FROM orders AS o JOIN order_items AS oi ON oi.order_id = o.id
	LEFT JOIN (SELECT rl.order_item_id, SUM(rl.quantity) AS qty, SUM(rl.refunded) AS refunded
		FROM return_lines AS rl JOIN returns AS rt ON rt.id = rl.return_id
		WHERE rt.state = 'refunded' GROUP BY rl.order_item_id) AS r ON r.order_item_id = oi.id
	WHERE ` + soldOrder + ` AND o.status <> 'cancelled' AND o.created_at >= ? AND o.created_at < ?
	GROUP BY oi.book_id`

// TopSales ranks books, authors or categories by the sold lines.
func (s *ReportStore) TopSales(ctx context.Context, start, end time.Time, dim bookstore.ReportDimension, rank bookstore.ReportRank,
	limit int,
) ([]bookstore.SalesRank, error) {
	var key, name, join string
	switch dim {
	case bookstore.DimensionAuthor:
		key, name, join = "CAST(a.id AS TEXT)", "a.name", "JOIN authors AS a ON a.id = b.author_id"
	case bookstore.DimensionCategory:
		key, name, join = "COALESCE(CAST(c.id AS TEXT), '')", "COALESCE(c.name, '')", "LEFT JOIN categories AS c ON c.id = b.category_id"
	default:
		key, name = "CAST(b.id AS TEXT)", "b.title"
	}
	order := "revenue DESC, units DESC"
	if rank == bookstore.RankUnits {
		order = "units DESC, revenue DESC"
	}
	q := `SELECT ` + key + ` AS id, ` + name + ` AS name, CAST(SUM(l.units) AS BIGINT) AS units, CAST(SUM(l.revenue) AS BIGINT) AS revenue
		FROM (` + soldByBook + `) AS l JOIN books AS b ON b.id = l.book_id ` + join + `
		GROUP BY ` + key + `, ` + name + ` ORDER BY ` + order + `, name, id`
	args := []any{utc(start), utc(end)}
	if limit > 0 {
		q += ` LIMIT ?`
		args = append(args, limit)
	}
	var rows []struct {
		ID      string `bun:"id"`
		Name    string `bun:"name"`
		Units   int64  `bun:"units"`
		Revenue int64  `bun:"revenue"`
	}
	if err := s.db.bun.NewRaw(q, args...).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.SalesRank, len(rows))
	for i, r := range rows {
		out[i] = bookstore.SalesRank{ID: r.ID, Name: r.Name, Units: r.Units, Revenue: r.Revenue}
	}
	return out, nil
}

// LowStockDefault is the shop's default threshold (staff_settings).
func (s *ReportStore) LowStockDefault(ctx context.Context) (int, error) {
	st, err := staffSettings(ctx, s.db.bun)
	return st.LowStockDefault, err
}

// LowStock lists the books at or under their own threshold or the default.
func (s *ReportStore) LowStock(ctx context.Context, limit int) ([]bookstore.LowStockBook, error) {
	q := `SELECT CAST(b.id AS TEXT) AS id, b.title, b.stock_quantity, ` + lowStockThresholdSQL + ` AS threshold,
			b.low_stock_threshold IS NOT NULL AS own, b.is_approved
		FROM books AS b WHERE b.stock_quantity <= ` + lowStockThresholdSQL + `
		ORDER BY b.stock_quantity, b.title, b.id`
	var args []any
	if limit > 0 {
		q += ` LIMIT ?`
		args = append(args, limit)
	}
	var rows []struct {
		ID         string `bun:"id"`
		Title      string `bun:"title"`
		Stock      int    `bun:"stock_quantity"`
		Threshold  int    `bun:"threshold"`
		Own        bool   `bun:"own"`
		IsApproved bool   `bun:"is_approved"`
	}
	if err := s.db.bun.NewRaw(q, args...).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.LowStockBook, len(rows))
	for i, r := range rows {
		out[i] = bookstore.LowStockBook{ID: r.ID, Title: r.Title, Stock: r.Stock, Threshold: r.Threshold, Own: r.Own, Approved: r.IsApproved}
	}
	return out, nil
}

// CartConversion counts the carts created in [start, end) and those whose
// member placed a sold order in the range at or after the cart's creation.
func (s *ReportStore) CartConversion(ctx context.Context, start, end time.Time) (bookstore.CartConversion, error) {
	var c struct {
		Carts     int `bun:"carts"`
		Converted int `bun:"converted"`
	}
	err := s.db.bun.NewRaw(`SELECT count(*) AS carts, COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM orders AS o
			WHERE o.user_id = c.user_id AND `+soldOrder+` AND o.created_at >= c.created_at AND o.created_at < ?) THEN 1 ELSE 0 END), 0) AS converted
		FROM carts AS c WHERE c.created_at >= ? AND c.created_at < ?`, utc(end), utc(start), utc(end)).Scan(ctx, &c)
	return bookstore.CartConversion{Carts: c.Carts, Converted: c.Converted}, translate(err)
}

// EachOrderLine streams the lines of the sold orders placed in [start,
// end), oldest first, with each order's figures and completed refunds.
func (s *ReportStore) EachOrderLine(ctx context.Context, start, end time.Time, fn func(bookstore.OrderLineRow) error) error {
	rows, err := s.db.bun.QueryContext(ctx, `SELECT CAST(o.id AS TEXT) AS order_id, o.created_at, o.status, COALESCE(p.full_name, '') AS buyer,
			oi.title, oi.quantity, oi.price, o.subtotal_amount, o.shipping_amount, o.total_amount,
			COALESCE((SELECT SUM(f.amount) FROM refunds AS f WHERE f.order_id = o.id AND f.state = 'done'), 0) AS refunded
		FROM orders AS o JOIN order_items AS oi ON oi.order_id = o.id LEFT JOIN profiles AS p ON p.id = o.user_id
		WHERE `+soldOrder+` AND o.created_at >= ? AND o.created_at < ?
		ORDER BY o.created_at, o.id, oi.created_at, oi.id`, utc(start), utc(end))
	if err != nil {
		return translate(err)
	}
	defer func() { _ = rows.Close() }() // rows.Err below reports a failed read
	for rows.Next() {
		var r struct {
			OrderID   string    `bun:"order_id"`
			CreatedAt time.Time `bun:"created_at"`
			Status    string    `bun:"status"`
			Buyer     string    `bun:"buyer"`
			Title     string    `bun:"title"`
			Quantity  int       `bun:"quantity"`
			Price     int64     `bun:"price"`
			Subtotal  int64     `bun:"subtotal_amount"`
			Shipping  int64     `bun:"shipping_amount"`
			Total     int64     `bun:"total_amount"`
			Refunded  int64     `bun:"refunded"`
		}
		if err := s.db.bun.ScanRow(ctx, rows, &r); err != nil {
			return translate(err)
		}
		if err := fn(bookstore.OrderLineRow{OrderID: r.OrderID, CreatedAt: r.CreatedAt.UTC(), Status: bookstore.OrderStatus(r.Status),
			Buyer: r.Buyer, Title: r.Title, Quantity: r.Quantity, UnitPrice: r.Price, Subtotal: r.Subtotal, Shipping: r.Shipping,
			Total: r.Total, Refunded: r.Refunded}); err != nil {
			return err
		}
	}
	return translate(rows.Err())
}

// SetLowStockThreshold sets a book's own threshold (nil: the default) with
// its audit entry. A catalogue write: catalogTx resets the read cache.
func (s *ReportStore) SetLowStockThreshold(ctx context.Context, bookID string, threshold *int, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("books").Set("low_stock_threshold = ?", threshold).Set("updated_at = ?", now()).
			Where("id = ?", bookID).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return bookstore.ErrNotFound
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

var _ bookstore.ReportStore = (*ReportStore)(nil)
