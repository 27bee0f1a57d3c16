package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// A member's own unpaid order reserves its copies (the stock column no
// longer counts them), yet they are the member's: the cart counts them as in
// stock for that member (CartItem.Held), so their own reservation never
// reads 'out of stock' to them, and the cart points at the order.

// heldCopiesOf is the copies of one book the user's pending orders hold.
const heldCopiesOf = `SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items AS oi
	JOIN orders AS o ON o.id = oi.order_id
	WHERE o.user_id = ? AND o.status = 'pending' AND oi.book_id = ?`

var stmtHeldCopies = prepared(heldCopiesOf)

// heldCopies is how many copies of the book the user's unpaid orders hold.
func (s *CartStore) heldCopies(ctx context.Context, q bun.IDB, userID, bookID string) (int, error) {
	var n int
	err := s.db.queryRow(ctx, q, stmtHeldCopies, &n, userID, bookID)
	return n, translate(err)
}

// addHeld fills each line's Held and the cart's Unpaid order.
func (s *CartStore) addHeld(ctx context.Context, userID string, c *bookstore.Cart) error {
	var rows []struct {
		OrderID   string    `bun:"order_id"`
		ExpiresAt time.Time `bun:"expires_at"`
		BookID    string    `bun:"book_id"`
		Quantity  int       `bun:"quantity"`
	}
	err := s.db.bun.NewSelect().TableExpr("orders AS o").
		ColumnExpr("o.id AS order_id, o.expires_at, oi.book_id, oi.quantity").
		Join("JOIN order_items AS oi ON oi.order_id = o.id").
		Where("o.user_id = ? AND o.status = ?", userID, string(bookstore.OrderPending)).
		OrderExpr("o.created_at DESC, o.id").Scan(ctx, &rows)
	if err != nil {
		return translate(err)
	}
	held := map[string]int{}
	for _, r := range rows {
		held[r.BookID] += r.Quantity
		if c.Unpaid == nil {
			c.Unpaid = &bookstore.UnpaidOrder{ID: r.OrderID, ExpiresAt: r.ExpiresAt.UTC()}
		}
	}
	for i := range c.Items {
		c.Items[i].Held = held[c.Items[i].BookID]
	}
	return nil
}
