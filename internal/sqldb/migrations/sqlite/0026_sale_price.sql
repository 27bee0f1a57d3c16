-- The price charged, for /kitaplar's price filter and sort (SQLITE). Keep
-- in step with postgres/0026_sale_price.sql.
--
-- books.sale_price: what the best sale running now charges for the book
-- (bookstore.BestSale), NULL when no sale lowers its price. The shop
-- charges COALESCE(sale_price, price), and the filter and the sort use that
-- expression, indexed below. One writer keeps it (sqldb refreshSalePrices):
-- a sale's save or delete, a book's price, category or author change, and,
-- at a sale's start and end, the sale-prices job, which may lag a boundary
-- by its interval (at most a minute). Existing books start with none; the
-- job's first run (no mark yet) computes every running sale's books.
ALTER TABLE books ADD COLUMN sale_price INTEGER CHECK (sale_price >= 0);

DROP INDEX books_visible_price_idx;
CREATE INDEX books_visible_shop_price_idx ON books (is_visible, COALESCE(sale_price, price), id);
-- The facet count's covering index carries sale_price too, so a price bound
-- is still read from the index alone.
DROP INDEX books_visible_facets_idx;
CREATE INDEX books_visible_facets_idx ON books (is_visible, category_id, price, sale_price, stock_quantity, author_id, rating_avg10);

-- The job looks for sales that started or ended since its last run.
CREATE INDEX sales_starts_idx ON sales (starts_at);

-- job_marks: the moment a background job last ran, by job name (the
-- sale-prices job: 'sale_prices').
CREATE TABLE job_marks (
    job    TEXT PRIMARY KEY,
    ran_at TIMESTAMP NOT NULL
);
