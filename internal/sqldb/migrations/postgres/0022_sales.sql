-- Sales and the price history of books (POSTGRESQL). Keep in
-- step with sqlite/0022_sales.sql, which explains the tables.
CREATE TABLE book_prices (
    id         UUID PRIMARY KEY,
    book_id    UUID NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    price      BIGINT NOT NULL CHECK (price >= 0),
    valid_from TIMESTAMPTZ NOT NULL,
    valid_to   TIMESTAMPTZ,
    changed_by UUID REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX book_prices_book_idx ON book_prices (book_id, valid_from);
CREATE UNIQUE INDEX book_prices_current_idx ON book_prices (book_id) WHERE valid_to IS NULL;
INSERT INTO book_prices (id, book_id, price, valid_from)
SELECT gen_random_uuid(), id, price, created_at FROM books;

CREATE TABLE sales (
    id          UUID PRIMARY KEY,
    name        TEXT NOT NULL,
    scope       TEXT NOT NULL CHECK (scope IN ('book', 'books', 'category', 'author')),
    category_id UUID REFERENCES categories(id) ON DELETE CASCADE,
    author_id   UUID REFERENCES authors(id) ON DELETE CASCADE,
    percent     INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 99),
    fixed_price BIGINT NOT NULL DEFAULT 0 CHECK (fixed_price >= 0),
    starts_at   TIMESTAMPTZ NOT NULL,
    ends_at     TIMESTAMPTZ NOT NULL,
    created_by  UUID REFERENCES users(id) ON DELETE SET NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL,
    CHECK (ends_at > starts_at)
);
CREATE INDEX sales_ends_idx ON sales (ends_at);
CREATE TABLE sale_books (
    sale_id UUID NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    book_id UUID NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    PRIMARY KEY (sale_id, book_id)
);
CREATE INDEX sale_books_book_idx ON sale_books (book_id);

ALTER TABLE order_items ADD COLUMN list_price BIGINT NOT NULL DEFAULT 0 CHECK (list_price >= 0);
ALTER TABLE order_items ADD COLUMN struck_price BIGINT NOT NULL DEFAULT 0 CHECK (struck_price >= 0);
ALTER TABLE order_items ADD COLUMN coupon_share BIGINT NOT NULL DEFAULT 0 CHECK (coupon_share >= 0);
ALTER TABLE order_items ADD COLUMN paid_amount BIGINT NOT NULL DEFAULT 0 CHECK (paid_amount >= 0);
UPDATE order_items SET list_price = price, paid_amount = price * quantity;
