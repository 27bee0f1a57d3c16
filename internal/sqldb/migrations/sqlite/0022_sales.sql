-- Sales and the price history of books (SQLITE). Keep in step
-- with postgres/0022_sales.sql.
--
-- book_prices: every list price a book had and when it held, [valid_from,
-- valid_to), valid_to NULL for the current one; the 30-day lowest price a
-- sale shows struck through is read from here (bookstore.LowestPriceBefore),
-- and it is the seller's proof. Every writer of books.price records here in
-- its transaction (sqldb recordPrices). Existing books start with their
-- current price from their creation.
CREATE TABLE book_prices (
    id         TEXT PRIMARY KEY,
    book_id    TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    price      INTEGER NOT NULL CHECK (price >= 0),
    valid_from TIMESTAMP NOT NULL,
    valid_to   TIMESTAMP,
    changed_by TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX book_prices_book_idx ON book_prices (book_id, valid_from);
CREATE UNIQUE INDEX book_prices_current_idx ON book_prices (book_id) WHERE valid_to IS NULL;
INSERT INTO book_prices (id, book_id, price, valid_from)
SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12)),
       id, price, created_at
FROM (SELECT hex(randomblob(16)) AS h, id, price, created_at FROM books);

-- sales: a price cut of one book or a list (sale_books), a category or an
-- author, by a percentage or to a fixed price, in [starts_at, ends_at).
CREATE TABLE sales (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    scope       TEXT NOT NULL CHECK (scope IN ('book', 'books', 'category', 'author')),
    category_id TEXT REFERENCES categories(id) ON DELETE CASCADE,
    author_id   TEXT REFERENCES authors(id) ON DELETE CASCADE,
    percent     INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 99),
    fixed_price INTEGER NOT NULL DEFAULT 0 CHECK (fixed_price >= 0),
    starts_at   TIMESTAMP NOT NULL,
    ends_at     TIMESTAMP NOT NULL,
    created_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL,
    CHECK (ends_at > starts_at)
);
CREATE INDEX sales_ends_idx ON sales (ends_at);
CREATE TABLE sale_books (
    sale_id TEXT NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    book_id TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    PRIMARY KEY (sale_id, book_id)
);
CREATE INDEX sale_books_book_idx ON sale_books (book_id);

-- An order line freezes its pricing (bookstore.PriceOrder): price stays the
-- unit price charged before a coupon; list_price, struck_price (the 30-day
-- lowest shown, 0: none), coupon_share and paid_amount (price × quantity −
-- coupon_share: what the line cost, what iyzico's basket item carries and
-- the most a refund of it returns) are new. Existing lines paid their price.
ALTER TABLE order_items ADD COLUMN list_price INTEGER NOT NULL DEFAULT 0 CHECK (list_price >= 0);
ALTER TABLE order_items ADD COLUMN struck_price INTEGER NOT NULL DEFAULT 0 CHECK (struck_price >= 0);
ALTER TABLE order_items ADD COLUMN coupon_share INTEGER NOT NULL DEFAULT 0 CHECK (coupon_share >= 0);
ALTER TABLE order_items ADD COLUMN paid_amount INTEGER NOT NULL DEFAULT 0 CHECK (paid_amount >= 0);
UPDATE order_items SET list_price = price, paid_amount = price * quantity;
