package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Reserving a placed order's stock and storing it (with its items, its
// parties and its audit entry), once per dialect: one statement per row on
// SQLite, whose writers are serialised, and one statement in all on
// PostgreSQL, where the books stay locked until the COMMIT.

// reserve takes the stock of o's lines and stores o with its items, one
// statement each (SQLite, whose writers are serialised).
func (s *OrderStore) reserve(ctx context.Context, tx bun.Tx, o *bookstore.Order, expiresAt time.Time) error {
	for _, it := range o.Items {
		res, err := s.db.exec(ctx, tx, stmtTakeStock, it.Quantity, now(), it.BookID, it.Quantity)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOutOfStock)
		}
	}
	t, totals := o.CreatedAt, o.Totals
	if _, err := s.db.exec(ctx, tx, stmtInsertOrder, o.ID, o.UserID, string(o.Status), totals.Subtotal, totals.Discount, o.CouponCode,
		totals.Shipping, totals.Total, o.Shipping.Fee, o.Shipping.FreeFrom,
		o.ShippingAddress, utc(expiresAt), t, t, o.ShippingTax.Rate, o.ShippingTax.Exemption); err != nil {
		return translate(err)
	}
	for _, item := range o.Items {
		if _, err := s.db.exec(ctx, tx, stmtInsertOrderItem, item.ID, o.ID, item.BookID, item.Title, item.Quantity, item.Price,
			item.ListPrice, item.StruckPrice, item.CouponShare, item.Paid, t, item.Tax.Rate, item.Tax.Exemption); err != nil {
			return translate(err)
		}
	}
	return nil
}

// reservePG takes the stock of o's lines and stores o with its items in one
// statement (stmtReservePG) with its parties, if any, inside
// CreateOrderFromCart's transaction after the books were locked.
func (s *OrderStore) reservePG(ctx context.Context, tx bun.Tx, o *bookstore.Order, expiresAt time.Time, audit *bookstore.AuditEntry) error {
	n := len(o.Items)
	ids, books, titles := make([]string, n), make([]string, n), make([]string, n)
	quantities, prices := make([]int32, n), make([]int64, n)
	lists, struck, shares, paid := make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
	rates, exemptions := make([]int32, n), make([]string, n)
	for i, it := range o.Items {
		ids[i], books[i], titles[i], quantities[i], prices[i] = it.ID, it.BookID, it.Title, int32(it.Quantity), it.Price
		lists[i], struck[i], shares[i], paid[i] = it.ListPrice, it.StruckPrice, it.CouponShare, it.Paid
		rates[i], exemptions[i] = int32(it.Tax.Rate), it.Tax.Exemption
	}
	t := o.CreatedAt
	args := append([]any{t, books, quantities,
		o.ID, o.UserID, o.Totals.Subtotal, o.Totals.Discount, o.CouponCode, o.Totals.Shipping, o.Totals.Total,
		o.Shipping.Fee, o.Shipping.FreeFrom, o.ShippingAddress, utc(expiresAt), t, t, int32(o.ShippingTax.Rate), o.ShippingTax.Exemption,
		t, ids, books, titles, quantities, prices, lists, struck, shares, paid, rates, exemptions}, auditPartArgs(audit)...)
	partyArgs, err := partiesPartArgs(o.Parties)
	if err != nil {
		return err
	}
	args = append(args, partyArgs...)
	var taken int
	if err := s.db.queryRow(ctx, tx, stmtReservePG, &taken, args...); err != nil {
		return translate(err)
	}
	if taken != n {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOutOfStock)
	}
	return nil
}

var (
	// On PostgreSQL, after the locked read: every stock decrement (each
	// conditional on the stock, as stmtTakeStock), the order and its items
	// in one statement, so the books stay locked for one round trip and the
	// COMMIT instead of one per line and insert. The count is the number of
	// books whose stock was taken; a shortfall rolls the transaction back.
	stmtReservePG = prepared(`WITH taken AS (
		UPDATE books AS b SET stock_quantity = b.stock_quantity - l.quantity, updated_at = ?
		FROM unnest(?::uuid[], ?::int[]) AS l(book_id, quantity)
		WHERE b.id = l.book_id AND b.stock_quantity >= l.quantity
		RETURNING b.id),
	placed AS (
		INSERT INTO orders (id, user_id, status, subtotal_amount, discount_amount, coupon_code, shipping_amount, total_amount,
		shipping_fee, free_shipping_from, shipping_address, expires_at, created_at, updated_at,
		shipping_kdv_rate, shipping_kdv_exemption)
		VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING id),
	items AS (
		INSERT INTO order_items (id, order_id, book_id, title, quantity, price, list_price, struck_price, coupon_share,
			paid_amount, created_at, kdv_rate, kdv_exemption)
		SELECT i.id, placed.id, i.book_id, i.title, i.quantity, i.price, i.list_price, i.struck_price, i.coupon_share,
			i.paid_amount, ?::timestamptz, i.kdv_rate, i.kdv_exemption
		FROM placed, unnest(?::uuid[], ?::uuid[], ?::text[], ?::int[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[],
			?::bigint[], ?::int[], ?::text[]) AS i(id, book_id, title, quantity, price, list_price, struck_price, coupon_share,
			paid_amount, kdv_rate, kdv_exemption)),
	audited AS (` + auditPartSQL + ` FROM placed WHERE ?::boolean),
	partied AS (` + partiesPartSQL + ` FROM placed WHERE ?::boolean)
	SELECT count(*) FROM taken`)
)
