package sqldb

import (
	"context"

	"github.com/uptrace/bun"
)

// The one lock order of stock: books first, in id order, then the order
// rows, then coupons. Placing an order locks its cart's books and those of
// the unpaid order it replaces in one statement before it touches that
// order; expiry and cancellation lock the order's books (lockOrderBooks)
// before they change the order's status. An order row locked first and its
// books second would deadlock with a placement that holds the books and
// waits for the order.
var stmtLockOrderBooks = prepared(`SELECT b.id FROM books AS b
	WHERE b.id IN (SELECT book_id FROM order_items WHERE order_id = ?) ORDER BY b.id FOR NO KEY UPDATE OF b`)

// lockOrderBooks locks an order's books in id order on PostgreSQL (SQLite
// serialises writers).
func lockOrderBooks(ctx context.Context, db *DB, tx bun.Tx, orderID string) error {
	if db.dialect != Postgres {
		return nil
	}
	var ids []string
	return translate(db.queryRows(ctx, tx, stmtLockOrderBooks, &ids, orderID))
}
