-- /kitaplar's filters: price range, author, in stock, with a
-- category facet counted under the other filters. SQLite has no INCLUDE: the
-- covered columns are trailing key columns, so counts read the index alone.
CREATE INDEX books_visible_facets_idx ON books (is_visible, category_id, price, stock_quantity, author_id, rating_avg10);
CREATE INDEX books_author_visible_created_idx ON books (author_id, is_visible, created_at DESC, id DESC);
