-- /kitaplar's filters: price range, author, in stock, with a
-- category facet counted under the other filters.
--
-- Counting a filter's matches (the total and the per-category facet) reads
-- this covering index alone (an index-only scan after vacuum), whatever the
-- combination of price, stock, author and rating bounds: no heap reads, no
-- scan of the table.
CREATE INDEX books_visible_facets_idx ON books (is_visible, category_id)
    INCLUDE (price, stock_quantity, author_id, rating_avg10);
-- One author's books in the list's default order.
CREATE INDEX books_author_visible_created_idx ON books (author_id, is_visible, created_at DESC, id DESC);
