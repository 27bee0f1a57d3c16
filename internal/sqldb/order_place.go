package sqldb

import (
	"context"
	"errors"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Placing an order: the cart's lines are read (on PostgreSQL, locked),
// checked and priced, and the stock is reserved with the order in one
// transaction. A pending order's replacement and expiry are in orders.go.

// orderLine is one cart line with what the order rules need of its book.
type orderLine struct {
	BookID   string `bun:"book_id"`
	Quantity int    `bun:"quantity"`
	Title    string `bun:"title"`
	Price    int64  `bun:"price"`
	Stock    int    `bun:"stock_quantity"`
	Visible  bool   `bun:"is_visible"`
	// CategoryID and AuthorID decide which sales cover the line.
	CategoryID *string `bun:"category_id"`
	AuthorID   string  `bun:"author_id"`
	// PendingOrder: the user has a pending order (the same on every line).
	PendingOrder bool `bun:"pending_order"`
	lineTax
}

// CreateOrderFromCart places a pending order for the user's cart. Rows are
// locked in book-id order on PostgreSQL (stmtCartLinesLocked), so two
// carts with the same books never deadlock; SQLite serialises writers
// (BEGIN IMMEDIATE). Every stock decrement is also conditional on the stock
// it read, and the table's CHECK (stock_quantity >= 0) stands behind both.
func (s *OrderStore) CreateOrderFromCart(ctx context.Context, userID, address string, expiresAt time.Time,
	placed func(*bookstore.Order) bookstore.AuditEntry,
) (*bookstore.Order, error) {
	return s.createOrder(ctx, userID, address, nil, expiresAt, placed)
}

// CreateOrderWithParties places the order as CreateOrderFromCart does, to
// the parties' delivery address, and freezes the parties in the same
// transaction (a pending order returned as it is takes the new ones).
func (s *OrderStore) CreateOrderWithParties(ctx context.Context, userID string, p bookstore.OrderParties, expiresAt time.Time,
	placed func(*bookstore.Order) bookstore.AuditEntry,
) (*bookstore.Order, error) {
	return s.createOrder(ctx, userID, p.Delivery.Formatted(), &p, expiresAt, placed)
}

func (s *OrderStore) createOrder(ctx context.Context, userID, address string, parties *bookstore.OrderParties,
	expiresAt time.Time, placed func(*bookstore.Order) bookstore.AuditEntry,
) (*bookstore.Order, error) {
	// The shipping rule is read before the transaction: a read on another
	// connection while holding the books' locks would wait for the pool
	// that the concurrent orders' transactions fill (a pool deadlock). A
	// rule changed in between is still a rule the shop had; the order
	// freezes the one it was priced by.
	ship, err := shippingRule(ctx, s.db)
	if err != nil {
		return nil, err
	}
	var order *bookstore.Order
	// catalogTx: the public stock changes.
	err = s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		lines, err := s.cartLinesForOrder(ctx, tx, userID)
		if err != nil || (lines.prev != nil) {
			order = lines.prev
			if err == nil && parties != nil {
				order.ShippingAddress, order.Parties = address, parties
				err = writeParties(ctx, tx, order.ID, parties)
			}
			return err
		}
		offers, err := lineOffers(ctx, tx, lines.lines)
		if err != nil {
			return err
		}
		coupon, err := cartCoupon(ctx, tx, userID)
		if err != nil {
			return err
		}
		o, err := newOrder(userID, address, lines.lines, offers, coupon, ship)
		if err != nil {
			return err
		}
		for _, it := range o.Items {
			noteStock(ctx, it.BookID)
		}
		var entry *bookstore.AuditEntry
		if placed != nil {
			e := placed(o)
			entry = &e
		}
		o.Parties = parties
		if s.db.dialect == Postgres {
			if err := s.reservePG(ctx, tx, o, expiresAt, entry); err != nil {
				return err
			}
		} else {
			if err := s.reserve(ctx, tx, o, expiresAt); err != nil {
				return err
			}
			if parties != nil {
				if err := writeParties(ctx, tx, o.ID, parties); err != nil {
					return err
				}
			}
			if err := writeEffects(ctx, s.db, tx, bookstore.Effects{Audit: entry}); err != nil {
				return err
			}
		}
		if coupon != nil {
			// After the order row exists (its use references it); a refused
			// claim rolls the whole order back.
			if err := claimCoupon(ctx, tx, coupon, o); err != nil {
				return err
			}
		}
		order = o
		return nil
	})
	if bookstore.CouponGoneForGood(err) {
		// The refused order changed nothing; the coupon leaves the cart
		// after the rollback, so the next 'Siparişi Tamamla' goes through.
		if _, derr := s.db.bun.NewUpdate().Table("carts").Set("coupon_code = NULL").Where("user_id = ?", userID).
			Exec(ctx); derr != nil {
			return nil, translate(derr)
		}
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCouponDroppedFmt, bookstore.ErrorMessage(err))
	}
	return order, err
}

// cartRead is the cart's lines for a new order, or the pending order that
// already has exactly them (prev).
type cartRead struct {
	lines []orderLine
	prev  *bookstore.Order
}

// cartLinesForOrder reads (on PostgreSQL: locks) the cart's lines with a
// flag saying whether the user has a pending order, so the common case (no
// pending order) costs one round trip. With a pending order, or an empty
// cart, settlePendingOrders decides first (it may return stock the lines
// were read without) and the lines are read again.
func (s *OrderStore) cartLinesForOrder(ctx context.Context, tx bun.Tx, userID string) (cartRead, error) {
	lines, err := s.cartLines(ctx, tx, userID)
	if err != nil {
		return cartRead{}, err
	}
	if len(lines) > 0 && !lines[0].PendingOrder {
		return cartRead{lines: lines}, nil
	}
	prev, err := s.settlePendingOrders(ctx, tx, userID)
	if err != nil || prev != nil {
		return cartRead{prev: prev}, err
	}
	if lines, err = s.cartLines(ctx, tx, userID); err != nil {
		return cartRead{}, err
	}
	if len(lines) == 0 {
		return cartRead{}, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCartEmpty)
	}
	return cartRead{lines: lines}, nil
}

// cartLines reads the cart's lines; on PostgreSQL it locks their books and
// those of the member's unpaid orders (stmtCartLinesLocked), whose rows that
// are not cart lines it drops.
func (s *OrderStore) cartLines(ctx context.Context, tx bun.Tx, userID string) ([]orderLine, error) {
	var lines []orderLine
	if s.db.dialect != Postgres {
		err := s.db.queryRows(ctx, tx, stmtCartLines, &lines, userID)
		return lines, translate(err)
	}
	if err := s.db.queryRows(ctx, tx, stmtCartLinesLocked, &lines, userID, userID, userID, userID); err != nil {
		return nil, translate(err)
	}
	inCart := lines[:0]
	for _, l := range lines {
		if l.Quantity > 0 {
			inCart = append(inCart, l)
		}
	}
	return inCart, nil
}

// lineOffers reads, in the order's transaction, the sales running now and
// gives each line its offer (nil: none), by book id.
func lineOffers(ctx context.Context, tx bun.Tx, lines []orderLine) (map[string]*bookstore.SaleOffer, error) {
	at := time.Now()
	sales, err := loadSales(ctx, tx, at)
	if err != nil {
		return nil, err
	}
	books := make([]bookstore.PricedBook, len(lines))
	for i, l := range lines {
		books[i] = bookstore.PricedBook{ID: l.BookID, CategoryID: deref(l.CategoryID), AuthorID: l.AuthorID, ListPrice: l.Price}
	}
	got, err := offersFor(ctx, tx, sales, books, at)
	if err != nil {
		return nil, err
	}
	out := map[string]*bookstore.SaleOffer{}
	for i, o := range got {
		out[books[i].ID] = o
	}
	return out, nil
}

// cartCoupon is the coupon the user's cart holds, checked for the member
// and the time (nil: none). A code that cannot be used refuses the order
// with its message: the shopper removes it or places the order without it.
func cartCoupon(ctx context.Context, tx bun.Tx, userID string) (*bookstore.Coupon, error) {
	var code *string
	if err := tx.NewSelect().Table("carts").Column("coupon_code").Where("user_id = ?", userID).Scan(ctx, &code); err != nil {
		return nil, translate(err)
	}
	if code == nil || *code == "" {
		return nil, nil
	}
	c, uses, err := couponByCode(ctx, tx, userID, *code)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCouponInvalid)
	}
	if err != nil {
		return nil, err
	}
	if err := bookstore.CheckCoupon(c, time.Now(), uses); err != nil {
		return nil, err
	}
	return c, nil
}

// newOrder checks the cart's lines against the order rules (size, stock,
// visibility) and builds the pending order priced by bookstore.PriceOrder
// with the lines' offers (by book id) and the shipping rule, which the
// order freezes.
func newOrder(userID, address string, lines []orderLine, offers map[string]*bookstore.SaleOffer, coupon *bookstore.Coupon,
	ship bookstore.ShippingRule,
) (*bookstore.Order, error) {
	sort.Slice(lines, func(i, j int) bool { return lines[i].BookID < lines[j].BookID })
	quantities := make([]int, len(lines))
	for i, l := range lines {
		quantities[i] = l.Quantity
	}
	if err := bookstore.CheckOrderSize(quantities); err != nil {
		return nil, err
	}
	priceLines := make([]bookstore.PriceLine, len(lines))
	for i, l := range lines {
		if !l.Visible {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgBookNotFound)
		}
		if err := bookstore.CheckCartQuantity(l.Quantity, l.Stock); err != nil {
			return nil, err
		}
		priceLines[i] = bookstore.PriceLine{BookID: l.BookID, CategoryID: deref(l.CategoryID), AuthorID: l.AuthorID,
			Quantity: l.Quantity, ListPrice: l.Price, Offer: offers[l.BookID]}
	}
	p, err := bookstore.PriceOrder(ship, priceLines, coupon)
	if err != nil {
		return nil, err
	}
	t := now()
	o := &bookstore.Order{ID: newOrderID(), UserID: userID, Status: bookstore.OrderPending, Totals: p.Totals, Shipping: ship,
		ShippingAddress: address, CreatedAt: t, UpdatedAt: t}
	taxes := taxSettingsOf(lines)
	o.ShippingTax = taxes.Shipping
	if coupon != nil {
		o.CouponCode = coupon.Code
	}
	for i, l := range lines {
		pl := p.Lines[i]
		o.Items = append(o.Items, bookstore.OrderItem{ID: newID(), BookID: l.BookID, Title: l.Title, Quantity: l.Quantity,
			Price: pl.UnitPrice, ListPrice: pl.ListPrice, StruckPrice: pl.StruckPrice, CouponShare: pl.CouponShare, Paid: pl.Paid,
			Tax: taxes.BookClass(l.ownClass())})
	}
	return o, nil
}

// The statements of placing an order (see prepared.go).
var (
	// The cart's lines with their books on PostgreSQL, and the books of the
	// member's unpaid orders with them, all locked in one statement in
	// book-id order. Replacing the unpaid order returns its stock, so its
	// books are locked here too and not after the cart's: locking the new
	// cart first and the old order's books second deadlocks two members whose
	// carts cross each other's unpaid orders. Rows of a pending order's book
	// that is not in the cart come with quantity 0 and are dropped by the
	// caller. NO KEY UPDATE: the foreign-key checks of concurrent cart and
	// order-item inserts take KEY SHARE locks on the same books, which a
	// plain FOR UPDATE would block.
	stmtCartLinesLocked = prepared(`SELECT b.id AS book_id, COALESCE(ci.quantity, 0) AS quantity, b.title, b.price,
		b.stock_quantity, b.is_visible, b.category_id, b.author_id, ` + lineTaxColumns + `,
		EXISTS (SELECT 1 FROM orders AS o WHERE o.user_id = ? AND o.status = 'pending') AS pending_order
		FROM books AS b
		LEFT JOIN (cart_items AS ci JOIN carts AS c ON c.id = ci.cart_id AND c.user_id = ?) ON ci.book_id = b.id
		` + lineTaxJoin + `
		WHERE b.id IN (SELECT ci.book_id FROM cart_items AS ci JOIN carts AS c ON c.id = ci.cart_id WHERE c.user_id = ?
			UNION SELECT i.book_id FROM order_items AS i JOIN orders AS o ON o.id = i.order_id
			WHERE o.user_id = ? AND o.status = 'pending')
		ORDER BY b.id FOR NO KEY UPDATE OF b`)
	stmtCartLines   = prepared(cartLinesSQL)
	stmtTakeStock   = prepared(`UPDATE books SET stock_quantity = stock_quantity - ?, updated_at = ? WHERE id = ? AND stock_quantity >= ?`)
	stmtInsertOrder = prepared(`INSERT INTO orders (id, user_id, status, subtotal_amount, discount_amount, coupon_code,
		shipping_amount, total_amount, shipping_fee, free_shipping_from, shipping_address, expires_at, created_at, updated_at,
		shipping_kdv_rate, shipping_kdv_exemption)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	stmtInsertOrderItem = prepared(`INSERT INTO order_items (id, order_id, book_id, title, quantity, price,
		list_price, struck_price, coupon_share, paid_amount, created_at, kdv_rate, kdv_exemption)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	// A hosted form started for an order: the provider may charge it (or
	// have charged it) without the shop knowing yet.
	stmtStartedForms    = prepared(`SELECT count(*) FROM payment_attempts WHERE order_id = ? AND status = 'started' AND kind = 'form'`)
	stmtPendingOrdersOf = prepared(`SELECT ` + orderColumns + ` FROM orders AS o WHERE o.user_id = ? AND o.status = 'pending'`)
)

const cartLinesSQL = `SELECT ci.book_id, ci.quantity, b.title, b.price, b.stock_quantity, b.is_visible, b.category_id, b.author_id,
	` + lineTaxColumns + `,
	EXISTS (SELECT 1 FROM orders AS o WHERE o.user_id = c.user_id AND o.status = 'pending') AS pending_order
	FROM cart_items AS ci JOIN carts AS c ON c.id = ci.cart_id JOIN books AS b ON b.id = ci.book_id ` + lineTaxJoin + `
	WHERE c.user_id = ? ORDER BY ci.book_id`

// newOrderID is a random (v4) UUID. The order number people see is the id's
// first 8 characters; a time-ordered v7 id starts with the
// same 8 characters for every order placed in the same ~65 seconds.
func newOrderID() string { return uuid.NewString() }
