-- The price charged, for /kitaplar's price filter and sort (POSTGRESQL).
-- Keep in step with sqlite/0026_sale_price.sql, which explains the column
-- and its writer.
ALTER TABLE books ADD COLUMN sale_price BIGINT CHECK (sale_price >= 0);

DROP INDEX books_visible_price_idx;
CREATE INDEX books_visible_shop_price_idx ON books (is_visible, (COALESCE(sale_price, price)), id);
-- A price bound is evaluated on the covering index's columns (an
-- index-only scan of the facets and totals), so it carries sale_price too.
DROP INDEX books_visible_facets_idx;
CREATE INDEX books_visible_facets_idx ON books (is_visible, category_id)
    INCLUDE (price, sale_price, stock_quantity, author_id, rating_avg10);

CREATE INDEX sales_starts_idx ON sales (starts_at);

CREATE TABLE job_marks (
    job    TEXT PRIMARY KEY,
    ran_at TIMESTAMPTZ NOT NULL
);
