package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// visibleBook reads the price and stock of a public book inside a
// transaction; a missing or hidden book is ErrNotFound.
func (db *DB) visibleBook(ctx context.Context, tx bun.IDB, bookID string) (price int64, stock int, err error) {
	var row struct {
		Price int64 `bun:"price"`
		Stock int   `bun:"stock_quantity"`
	}
	err = db.queryRow(ctx, tx, stmtVisibleBook, &row, bookID, true)
	return row.Price, row.Stock, translate(err)
}

var (
	stmtVisibleBook = prepared(`SELECT price, stock_quantity FROM books WHERE id = ? AND is_visible = ?`)
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
	stmtCartBookPG = prepared(`SELECT b.price, b.stock_quantity, (SELECT c.id FROM carts AS c WHERE c.user_id = ?) AS cart_id
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
func (db *DB) cartID(ctx context.Context, tx bun.IDB, userID string) (string, error) {
	var id string
	// Most calls find the cart: read first, so an existing cart costs no
	// write (and no conflicting insert) at all.
	err := db.queryRow(ctx, tx, stmtCartID, &id, userID)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return id, translate(err)
	}
	t := now()
	if _, err := db.exec(ctx, tx, stmtNewCart, newID(), userID, t, t); err != nil {
		return "", translate(err)
	}
	err = db.queryRow(ctx, tx, stmtCartID, &id, userID)
	return id, translate(err)
}

type cartItemRow struct {
	ID         string `bun:"id"`
	BookID     string `bun:"book_id"`
	Quantity   int    `bun:"quantity"`
	Title      string `bun:"title"`
	AuthorName string `bun:"author_name"`
	CoverURL   string `bun:"cover_image_url"`
	Price      int64  `bun:"price"`
	Stock      int    `bun:"stock_quantity"`
}

// Cart returns the user's cart with each line's current book price and
// stock. Lines of books that are no longer public are left out.
func (db *DB) Cart(ctx context.Context, userID string) (*bookstore.Cart, error) {
	id, err := db.cartID(ctx, db.bun, userID)
	if err != nil {
		return nil, err
	}
	var rows []cartItemRow
	err = db.bun.NewSelect().TableExpr("cart_items AS ci").
		ColumnExpr("ci.id, ci.book_id, ci.quantity, b.title, a.name AS author_name, b.cover_image_url, b.price, b.stock_quantity").
		Join("JOIN books AS b ON b.id = ci.book_id AND b.is_visible = ?", true).
		Join("JOIN authors AS a ON a.id = b.author_id").
		Where("ci.cart_id = ?", id).OrderExpr("ci.created_at ASC, ci.id ASC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	c := &bookstore.Cart{ID: id, Items: make([]bookstore.CartItem, len(rows))}
	for i, r := range rows {
		c.Items[i] = bookstore.CartItem{ID: r.ID, BookID: r.BookID, Title: r.Title, AuthorName: r.AuthorName,
			CoverURL: r.CoverURL, Price: r.Price, Stock: r.Stock, Quantity: r.Quantity}
	}
	return c, nil
}

// SetCartQuantity sets a line's quantity at the current price after the
// stock check, in one transaction.
func (db *DB) SetCartQuantity(ctx context.Context, userID, bookID string, quantity int) error {
	if db.dialect == Postgres && quantity > 0 {
		// Two round trips instead of six (BEGIN, four statements, COMMIT):
		// the book and the cart id in one read, the line and the cart's
		// updated_at in one statement. The transaction below took no lock
		// on the book either (READ COMMITTED), so the stock check sees the
		// same committed stock and the write is as atomic as before.
		var row struct {
			Price  int64   `bun:"price"`
			Stock  int     `bun:"stock_quantity"`
			CartID *string `bun:"cart_id"`
		}
		if err := db.queryRow(ctx, db.bun, stmtCartBookPG, &row, userID, bookID, true); err != nil {
			return translate(err)
		}
		if err := bookstore.CheckCartQuantity(quantity, row.Stock); err != nil {
			return err
		}
		if row.CartID != nil {
			t := now()
			_, err := db.exec(ctx, db.bun, stmtSetCartLinePG, newID(), *row.CartID, bookID, quantity, row.Price, t, t, t)
			return translate(err)
		}
		// No cart yet: the transaction creates it.
	}
	return db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		price, stock, err := db.visibleBook(ctx, tx, bookID)
		if err != nil {
			return err
		}
		if err := bookstore.CheckCartQuantity(quantity, stock); err != nil {
			return err
		}
		cart, err := db.cartID(ctx, tx, userID)
		if err != nil {
			return err
		}
		if quantity == 0 {
			_, err := tx.NewDelete().Table("cart_items").Where("cart_id = ? AND book_id = ?", cart, bookID).Exec(ctx)
			return translate(err)
		}
		t := now()
		if _, err := db.exec(ctx, tx, stmtSetCartLine, newID(), cart, bookID, quantity, price, t, t); err != nil {
			return translate(err)
		}
		_, err = db.exec(ctx, tx, stmtTouchCart, t, cart)
		return translate(err)
	})
}

// RemoveCartItem deletes a line; a line that is not there is not an error.
func (db *DB) RemoveCartItem(ctx context.Context, userID, bookID string) error {
	_, err := db.bun.NewDelete().Table("cart_items").
		Where("book_id = ? AND cart_id IN (SELECT id FROM carts WHERE user_id = ?)", bookID, userID).Exec(ctx)
	return translate(err)
}

// Favorites lists the user's favourite public books, latest first.
func (db *DB) Favorites(ctx context.Context, userID string) ([]bookstore.BookSummary, error) {
	var rows []bookSummaryRow
	err := db.selectBooks().Join("JOIN favorites AS f ON f.book_id = b.id").
		Where("f.user_id = ?", userID).OrderExpr("f.created_at DESC, f.id DESC").Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	return summaries(rows), nil
}

// AddFavorite marks a public book as a favourite; repeating is harmless.
func (db *DB) AddFavorite(ctx context.Context, userID, bookID string) error {
	if _, _, err := db.visibleBook(ctx, db.bun, bookID); err != nil {
		return err
	}
	_, err := db.bun.ExecContext(ctx, `INSERT INTO favorites (id, user_id, book_id, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id, book_id) DO NOTHING`, newID(), userID, bookID, now())
	return translate(err)
}

// RemoveFavorite unmarks a book; a book that was not a favourite is not an error.
func (db *DB) RemoveFavorite(ctx context.Context, userID, bookID string) error {
	_, err := db.bun.NewDelete().Table("favorites").Where("user_id = ? AND book_id = ?", userID, bookID).Exec(ctx)
	return translate(err)
}

// AddStockAlert records an unsent stock alert for an out-of-stock public book.
func (db *DB) AddStockAlert(ctx context.Context, userID, bookID string) error {
	_, stock, err := db.visibleBook(ctx, db.bun, bookID)
	if err != nil {
		return err
	}
	if stock > 0 {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgAlertInStock)
	}
	// The partial unique index keeps one unsent alert per user and book.
	_, err = db.bun.ExecContext(ctx, `INSERT INTO notifications (id, user_id, book_id, type, is_sent, created_at)
		VALUES (?, ?, ?, 'stock_alert', ?, ?) ON CONFLICT DO NOTHING`, newID(), userID, bookID, false, now())
	return translate(err)
}

// UpdateProfile writes the profile form and returns the user.
func (db *DB) UpdateProfile(ctx context.Context, userID string, p bookstore.ProfileUpdate) (*bookstore.User, error) {
	res, err := db.bun.NewUpdate().Table("profiles").
		Set("full_name = ?", p.FullName).Set("phone = ?", p.Phone).Set("shipping_address = ?", p.ShippingAddress).
		Set("updated_at = ?", now()).Where("id = ?", userID).Exec(ctx)
	if err != nil {
		return nil, translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, bookstore.ErrNotFound
	}
	u, err := db.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	_, err = db.bun.NewUpdate().Table("profiles").Set("search_text = ?", searchText(u.FullName, u.Email)).Where("id = ?", userID).Exec(ctx)
	return u, translate(err)
}

type orderRow struct {
	bun.BaseModel   `bun:"table:orders,alias:o"`
	ID              string     `bun:"id,pk"`
	UserID          string     `bun:"user_id"`
	Status          string     `bun:"status"`
	SubtotalAmount  int64      `bun:"subtotal_amount"`
	ShippingAmount  int64      `bun:"shipping_amount"`
	TotalAmount     int64      `bun:"total_amount"`
	ShippingAddress string     `bun:"shipping_address"`
	TrackingNumber  string     `bun:"tracking_number"`
	CargoCompany    string     `bun:"cargo_company"`
	PaymentID       *string    `bun:"payment_id"`
	ContractsText   string     `bun:"contracts_text"`
	ContractsAt     *time.Time `bun:"contracts_accepted_at"`
	ExpiresAt       *time.Time `bun:"expires_at"`
	CompletingAt    *time.Time `bun:"completing_at"`
	Installment     int        `bun:"installment"`
	PaidAmount      int64      `bun:"paid_amount"`
	CreatedAt       time.Time  `bun:"created_at"`
	UpdatedAt       time.Time  `bun:"updated_at"`
}

func (r *orderRow) order() bookstore.Order {
	o := bookstore.Order{ID: r.ID, UserID: r.UserID, Status: bookstore.OrderStatus(r.Status),
		Totals:          bookstore.Totals{Subtotal: r.SubtotalAmount, Shipping: r.ShippingAmount, Total: r.TotalAmount},
		ShippingAddress: r.ShippingAddress, TrackingNumber: r.TrackingNumber, CargoCompany: r.CargoCompany,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(), Items: []bookstore.OrderItem{}}
	if r.PaymentID != nil {
		o.PaymentID = *r.PaymentID
	}
	o.ContractsText = r.ContractsText
	o.Installment, o.PaidAmount = r.Installment, r.PaidAmount
	if r.ContractsAt != nil {
		o.ContractsAcceptedAt = r.ContractsAt.UTC()
	}
	return o
}

// OrdersOf lists a user's orders, newest first, with their items.
func (db *DB) OrdersOf(ctx context.Context, userID string) ([]bookstore.Order, error) {
	var rows []orderRow
	if err := db.bun.NewSelect().Model(&rows).Where("o.user_id = ?", userID).Order("o.created_at DESC", "o.id DESC").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	orders := make([]bookstore.Order, len(rows))
	for i := range rows {
		orders[i] = rows[i].order()
	}
	return orders, db.loadItems(ctx, orders)
}

// OrderOf returns one of the user's orders; another user's order is
// ErrNotFound, the same as a missing one.
func (db *DB) OrderOf(ctx context.Context, userID, orderID string) (*bookstore.Order, error) {
	var row orderRow
	if err := db.bun.NewSelect().Model(&row).Where("o.id = ? AND o.user_id = ?", orderID, userID).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	o := []bookstore.Order{row.order()}
	if err := db.loadItems(ctx, o); err != nil {
		return nil, err
	}
	return &o[0], nil
}

// loadItems fills the items of several orders with one query.
func (db *DB) loadItems(ctx context.Context, orders []bookstore.Order) error {
	return db.loadItemsWith(ctx, db.bun, orders)
}

const orderItemColumns = "oi.id, oi.order_id, oi.book_id, oi.title, oi.quantity, oi.price, b.cover_image_url"

var stmtOrderItems = prepared(`SELECT ` + orderItemColumns + ` FROM order_items AS oi JOIN books AS b ON b.id = oi.book_id
	WHERE oi.order_id = ? ORDER BY oi.created_at ASC, oi.id ASC`)

func (db *DB) loadItemsWith(ctx context.Context, q bun.IDB, orders []bookstore.Order) error {
	if len(orders) == 0 {
		return nil
	}
	ids := make([]string, len(orders))
	at := map[string]int{}
	for i, o := range orders {
		ids[i], at[o.ID] = o.ID, i
	}
	var rows []struct {
		ID       string `bun:"id"`
		OrderID  string `bun:"order_id"`
		BookID   string `bun:"book_id"`
		Title    string `bun:"title"`
		CoverURL string `bun:"cover_image_url"`
		Quantity int    `bun:"quantity"`
		Price    int64  `bun:"price"`
	}
	var err error
	if len(ids) == 1 {
		// One order (checkout, the admin's order page): the prepared statement.
		err = db.queryRows(ctx, q, stmtOrderItems, &rows, ids[0])
	} else {
		err = q.NewSelect().TableExpr("order_items AS oi").ColumnExpr(orderItemColumns).
			Join("JOIN books AS b ON b.id = oi.book_id").
			Where("oi.order_id IN (?)", bun.List(ids)).OrderExpr("oi.created_at ASC, oi.id ASC").Scan(ctx, &rows)
	}
	if err != nil {
		return translate(err)
	}
	for _, r := range rows {
		o := &orders[at[r.OrderID]]
		o.Items = append(o.Items, bookstore.OrderItem{ID: r.ID, BookID: r.BookID, Title: r.Title, CoverURL: r.CoverURL,
			Quantity: r.Quantity, Price: r.Price})
	}
	return nil
}

var (
	_ bookstore.Members = (*DB)(nil)
)
