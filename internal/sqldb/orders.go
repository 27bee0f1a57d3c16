package sqldb

import (
	"context"
	"sort"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type orderLine struct {
	BookID   string `bun:"book_id"`
	Quantity int    `bun:"quantity"`
	Title    string `bun:"title"`
	Price    int64  `bun:"price"`
	Stock    int    `bun:"stock_quantity"`
	Visible  bool   `bun:"is_visible"`
}

// CreateOrderFromCart places a pending order for the user's cart. Rows are
// locked in book-id order on PostgreSQL (SELECT ... FOR UPDATE), so two
// carts with the same books never deadlock; SQLite serialises writers
// (BEGIN IMMEDIATE). Every stock decrement is also conditional on the stock
// it read, and the table's CHECK (stock_quantity >= 0) stands behind both.
func (db *DB) CreateOrderFromCart(ctx context.Context, userID, address string, expiresAt time.Time) (*bookstore.Order, error) {
	var order *bookstore.Order
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var lines []orderLine
		q := tx.NewSelect().TableExpr("cart_items AS ci").
			ColumnExpr("ci.book_id, ci.quantity, b.title, b.price, b.stock_quantity, b.is_visible").
			Join("JOIN carts AS c ON c.id = ci.cart_id").
			Join("JOIN books AS b ON b.id = ci.book_id").
			Where("c.user_id = ?", userID).OrderExpr("ci.book_id")
		if db.dialect == Postgres {
			q = q.For("UPDATE OF b")
		}
		if err := q.Scan(ctx, &lines); err != nil {
			return translate(err)
		}
		if len(lines) == 0 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCartEmpty)
		}
		sort.Slice(lines, func(i, j int) bool { return lines[i].BookID < lines[j].BookID })
		var subtotal int64
		for _, l := range lines {
			if !l.Visible {
				return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgBookNotFound)
			}
			if err := bookstore.CheckCartQuantity(l.Quantity, l.Stock); err != nil {
				return err
			}
			subtotal += l.Price * int64(l.Quantity)
		}
		for _, l := range lines {
			res, err := tx.NewUpdate().Table("books").
				Set("stock_quantity = stock_quantity - ?", l.Quantity).Set("updated_at = ?", now()).
				Where("id = ? AND stock_quantity >= ?", l.BookID, l.Quantity).Exec(ctx)
			if err != nil {
				return translate(err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOutOfStock)
			}
		}
		t := now()
		totals := bookstore.TotalsFor(subtotal)
		o := &bookstore.Order{ID: newID(), UserID: userID, Status: bookstore.OrderPending, Totals: totals,
			ShippingAddress: address, CreatedAt: t, UpdatedAt: t}
		if _, err := tx.ExecContext(ctx, `INSERT INTO orders (id, user_id, status, subtotal_amount, shipping_amount, total_amount,
			shipping_address, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			o.ID, userID, string(o.Status), totals.Subtotal, totals.Shipping, totals.Total, address, utc(expiresAt), t, t); err != nil {
			return translate(err)
		}
		for _, l := range lines {
			item := bookstore.OrderItem{ID: newID(), BookID: l.BookID, Title: l.Title, Quantity: l.Quantity, Price: l.Price}
			if _, err := tx.ExecContext(ctx, `INSERT INTO order_items (id, order_id, book_id, title, quantity, price, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?)`, item.ID, o.ID, l.BookID, l.Title, l.Quantity, l.Price, t); err != nil {
				return translate(err)
			}
			o.Items = append(o.Items, item)
		}
		order = o
		return nil
	})
	if err == nil {
		db.cache.reset() // stock changed
	}
	return order, err
}

// ExpirePendingOrders cancels overdue pending orders and returns their
// stock. The status change is conditional (WHERE status = 'pending'), so a
// concurrent run, or a payment confirming the same order, wins exactly once.
func (db *DB) ExpirePendingOrders(ctx context.Context, at time.Time) (int, error) {
	var ids []string
	q := db.bun.NewSelect().Table("orders").Column("id").
		Where("status = ? AND expires_at < ?", string(bookstore.OrderPending), utc(at)).Limit(500)
	if err := q.Scan(ctx, &ids); err != nil {
		return 0, translate(err)
	}
	cancelled := 0
	for _, id := range ids {
		won := false
		err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
			res, err := tx.NewUpdate().Table("orders").
				Set("status = ?", string(bookstore.OrderCancelled)).Set("updated_at = ?", now()).
				Where("id = ? AND status = ?", id, string(bookstore.OrderPending)).Exec(ctx)
			if err != nil {
				return translate(err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return nil // someone else settled it
			}
			_, err = tx.ExecContext(ctx, `UPDATE books SET stock_quantity = stock_quantity +
				(SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi WHERE oi.order_id = ? AND oi.book_id = books.id)
				WHERE id IN (SELECT book_id FROM order_items WHERE order_id = ?)`, id, id)
			if err != nil {
				return translate(err)
			}
			won = true
			return nil
		})
		if err != nil {
			return cancelled, err
		}
		if won {
			cancelled++
		}
	}
	if cancelled > 0 {
		db.cache.reset()
	}
	return cancelled, nil
}

var _ bookstore.OrderStore = (*DB)(nil)
