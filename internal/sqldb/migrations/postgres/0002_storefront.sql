-- Storefront reads (PostgreSQL). Keep in step with sqlite/0002_storefront.sql.
-- search_text holds bookstore.FoldSearch of the searchable words and has a
-- pg_trgm GIN index, so substring search uses an index; sort_key holds
-- bookstore.SortKey (compared bytewise: COLLATE "C"); is_visible = approved
-- and the author approved, maintained by sqldb.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE books ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
ALTER TABLE books ADD COLUMN sort_key TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE books ADD COLUMN is_visible BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE authors ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
ALTER TABLE authors ADD COLUMN sort_key TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN search_text TEXT NOT NULL DEFAULT '';

CREATE INDEX books_visible_created_idx ON books (is_visible, created_at DESC, id DESC);
CREATE INDEX books_visible_sort_idx ON books (is_visible, sort_key, id);
CREATE INDEX books_visible_price_idx ON books (is_visible, price, id);
CREATE INDEX books_visible_category_idx ON books (is_visible, category_id, created_at DESC, id DESC);
CREATE INDEX books_author_visible_idx ON books (author_id, is_visible);
CREATE INDEX authors_approved_sort_idx ON authors (is_approved, sort_key, id);

CREATE INDEX books_search_trgm_idx ON books USING gin (search_text gin_trgm_ops);
CREATE INDEX authors_search_trgm_idx ON authors USING gin (search_text gin_trgm_ops);
CREATE INDEX events_search_trgm_idx ON events USING gin (search_text gin_trgm_ops);
