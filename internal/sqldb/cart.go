package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The cart aggregate: a member's lines at the current price, each checked
// against the stock and the per-book cap when set.

// cartBook is a public book as a cart line needs it.
type cartBook struct {
	Price      int64   `bun:"price"`
	Stock      int     `bun:"stock_quantity"`
	CategoryID *string `bun:"category_id"`
	AuthorID   string  `bun:"author_id"`
}

// unitPrice is what a copy costs now under sales (the sale price while a
// sale runs): the line keeps it, so the cart can tell the shopper when it
// changed. The sales are read before any transaction: on SQLite a second
// connection opened inside a write transaction would wait for it.
func (s *CartStore) unitPrice(ctx context.Context, q bun.IDB, sales []bookstore.Sale, bookID string, b cartBook) (int64, error) {
	pb := bookstore.PricedBook{ID: bookID, CategoryID: deref(b.CategoryID), AuthorID: b.AuthorID, ListPrice: b.Price}
	o, err := offersFor(ctx, q, sales, []bookstore.PricedBook{pb}, time.Now())
	if err != nil {
		return 0, err
	}
	return bookstore.UnitPrice(b.Price, o[0]), nil
}

// visibleBook reads the price and stock of a public book inside a
// transaction; a missing or hidden book is ErrNotFound.
func (s *CartStore) visibleBook(ctx context.Context, tx bun.IDB, bookID string) (cartBook, error) {
	var row cartBook
	err := s.db.queryRow(ctx, tx, stmtVisibleBook, &row, bookID, true)
	return row, translate(err)
}

var (
	stmtVisibleBook = prepared(`SELECT price, stock_quantity, category_id, author_id FROM books WHERE id = ? AND is_visible = ?`)
	stmtCartID      = prepared(`SELECT id FROM carts WHERE user_id = ?`)
	stmtNewCart     = prepared(`INSERT INTO carts (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id) DO NOTHING`)
	stmtSetCartLine = prepared(`INSERT INTO cart_items (id, cart_id, book_id, quantity, price, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (cart_id, book_id) DO UPDATE
		SET quantity = EXCLUDED.quantity, price = EXCLUDED.price, updated_at = EXCLUDED.updated_at`)
	stmtTouchCart = prepared(`UPDATE carts SET updated_at = ? WHERE id = ?`)
	// PostgreSQL only (see SetCartQuantity): stmtVisibleBook with
	// stmtCartID, and stmtSetCartLine with stmtTouchCart.
	stmtCartBookPG = prepared(`SELECT b.price, b.stock_quantity, b.category_id, b.author_id,
		(SELECT c.id FROM carts AS c WHERE c.user_id = ?) AS cart_id,
		(` + heldCopiesOf + `) AS held
		FROM books AS b WHERE b.id = ? AND b.is_visible = ?`)
	stmtSetCartLinePG = prepared(`WITH line AS (
		INSERT INTO cart_items (id, cart_id, book_id, quantity, price, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (cart_id, book_id) DO UPDATE
		SET quantity = EXCLUDED.quantity, price = EXCLUDED.price, updated_at = EXCLUDED.updated_at
		RETURNING cart_id)
		UPDATE carts SET updated_at = ? WHERE id IN (SELECT cart_id FROM line)`)
)

// cartID returns the user's cart id, creating the cart when missing. The
// unique user_id makes concurrent first calls agree on one cart.
func (s *CartStore) cartID(ctx context.Context, tx bun.IDB, userID string) (string, error) {
	var id string
	// Most calls find the cart: read first, so an existing cart costs no
	// write (and no conflicting insert) at all.
	err := s.db.queryRow(ctx, tx, stmtCartID, &id, userID)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return id, translate(err)
	}
	t := now()
	if _, err := s.db.exec(ctx, tx, stmtNewCart, newID(), userID, t, t); err != nil {
		return "", translate(err)
	}
	err = s.db.queryRow(ctx, tx, stmtCartID, &id, userID)
	return id, translate(err)
}

type cartItemRow struct {
	ID         string  `bun:"id"`
	BookID     string  `bun:"book_id"`
	Quantity   int     `bun:"quantity"`
	Title      string  `bun:"title"`
	AuthorName string  `bun:"author_name"`
	CoverURL   string  `bun:"cover_image_url"`
	Price      int64   `bun:"price"`
	Stock      int     `bun:"stock_quantity"`
	AddedPrice int64   `bun:"added_price"`
	CategoryID *string `bun:"category_id"`
	AuthorID   string  `bun:"author_id"`
}

// Cart returns the user's cart with each line's current book price and
// stock. Lines of books that are no longer public are left out.
func (s *CartStore) Cart(ctx context.Context, userID string) (*bookstore.Cart, error) {
	id, err := s.cartID(ctx, s.db.bun, userID)
	if err != nil {
		return nil, err
	}
	var rows []cartItemRow
	err = s.db.bun.NewSelect().TableExpr("cart_items AS ci").
		ColumnExpr("ci.id, ci.book_id, ci.quantity, b.title, a.name AS author_name, b.cover_image_url, b.price, b.stock_quantity").
		ColumnExpr("ci.price AS added_price, b.category_id, b.author_id").
		Join("JOIN books AS b ON b.id = ci.book_id AND b.is_visible = ?", true).
		Join("JOIN authors AS a ON a.id = b.author_id").
		Where("ci.cart_id = ?", id).OrderExpr("ci.created_at ASC, ci.id ASC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	ship, err := shippingRule(ctx, s.db)
	if err != nil {
		return nil, err
	}
	c := &bookstore.Cart{ID: id, Items: make([]bookstore.CartItem, len(rows)), Shipping: ship}
	priced := make([]bookstore.PricedBook, len(rows))
	for i, r := range rows {
		c.Items[i] = bookstore.CartItem{ID: r.ID, BookID: r.BookID, Title: r.Title, AuthorName: r.AuthorName,
			CoverURL: r.CoverURL, Price: r.Price, Stock: r.Stock, Quantity: r.Quantity, AddedPrice: r.AddedPrice,
			CategoryID: deref(r.CategoryID), AuthorID: r.AuthorID}
		priced[i] = bookstore.PricedBook{ID: r.BookID, CategoryID: deref(r.CategoryID), AuthorID: r.AuthorID, ListPrice: r.Price}
	}
	sales, err := currentSales(ctx, s.db)
	if err != nil {
		return nil, err
	}
	got, err := offersFor(ctx, s.db.bun, sales, priced, time.Now())
	if err != nil {
		return nil, err
	}
	for i := range c.Items {
		c.Items[i].Offer = got[i]
	}
	if err := s.addHeld(ctx, userID, c); err != nil {
		return nil, err
	}
	var code *string
	if err := s.db.bun.NewSelect().Table("carts").Column("coupon_code").Where("id = ?", id).Scan(ctx, &code); err != nil {
		return nil, translate(err)
	}
	if code != nil && *code != "" {
		c.CouponCode = *code
		c.Coupon, c.CouponUses, err = couponByCode(ctx, s.db.bun, userID, *code)
		if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
			return nil, err
		}
	}
	return c, nil
}

// SetCartQuantity sets a line's quantity at the current price after the
// stock check, in one transaction.
func (s *CartStore) SetCartQuantity(ctx context.Context, userID, bookID string, quantity int) error {
	sales, err := currentSales(ctx, s.db)
	if err != nil {
		return err
	}
	if s.db.dialect == Postgres && quantity > 0 {
		// Two round trips instead of six (BEGIN, four statements, COMMIT):
		// the book and the cart id in one read, the line and the cart's
		// updated_at in one statement. The transaction below took no lock
		// on the book either (READ COMMITTED), so the stock check sees the
		// same committed stock and the write is as atomic as before.
		var row struct {
			cartBook
			CartID *string `bun:"cart_id"`
			Held   int     `bun:"held"`
		}
		if err := s.db.queryRow(ctx, s.db.bun, stmtCartBookPG, &row, userID, userID, bookID, bookID, true); err != nil {
			return translate(err)
		}
		// The member's own unpaid order's copies are theirs (cart_held.go).
		if err := bookstore.CheckCartQuantity(quantity, row.Stock+row.Held); err != nil {
			return err
		}
		if row.CartID != nil {
			price, err := s.unitPrice(ctx, s.db.bun, sales, bookID, row.cartBook)
			if err != nil {
				return err
			}
			t := now()
			_, err = s.db.exec(ctx, s.db.bun, stmtSetCartLinePG, newID(), *row.CartID, bookID, quantity, price, t, t, t)
			return translate(err)
		}
		// No cart yet: the transaction creates it.
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		book, err := s.visibleBook(ctx, tx, bookID)
		if err != nil {
			return err
		}
		stock := book.Stock
		if quantity > stock {
			// The member's own unpaid order's copies are theirs (cart_held.go).
			held, err := s.heldCopies(ctx, tx, userID, bookID)
			if err != nil {
				return err
			}
			stock += held
		}
		if err := bookstore.CheckCartQuantity(quantity, stock); err != nil {
			return err
		}
		price, err := s.unitPrice(ctx, tx, sales, bookID, book)
		if err != nil {
			return err
		}
		cart, err := s.cartID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if quantity == 0 {
			_, err := tx.NewDelete().Table("cart_items").Where("cart_id = ? AND book_id = ?", cart, bookID).Exec(ctx)
			return translate(err)
		}
		t := now()
		if _, err := s.db.exec(ctx, tx, stmtSetCartLine, newID(), cart, bookID, quantity, price, t, t); err != nil {
			return translate(err)
		}
		_, err = s.db.exec(ctx, tx, stmtTouchCart, t, cart)
		return translate(err)
	})
}

// RemoveCartItem deletes a line; a line that is not there is not an error.
func (s *CartStore) RemoveCartItem(ctx context.Context, userID, bookID string) error {
	_, err := s.db.bun.NewDelete().Table("cart_items").
		Where("book_id = ? AND cart_id IN (SELECT id FROM carts WHERE user_id = ?)", bookID, userID).Exec(ctx)
	return translate(err)
}
