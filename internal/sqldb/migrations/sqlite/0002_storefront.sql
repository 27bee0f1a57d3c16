-- Storefront reads (SQLite). Keep in step with postgres/0002_storefront.sql.
-- search_text holds bookstore.FoldSearch of the searchable words and is
-- indexed by an FTS5 trigram table, so substring search uses an index;
-- sort_key holds bookstore.SortKey for Turkish alphabetical order;
-- is_visible = approved and the author approved, maintained by sqldb.

ALTER TABLE books ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
ALTER TABLE books ADD COLUMN sort_key TEXT NOT NULL DEFAULT '';
ALTER TABLE books ADD COLUMN is_visible INTEGER NOT NULL DEFAULT 0;
ALTER TABLE authors ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
ALTER TABLE authors ADD COLUMN sort_key TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN search_text TEXT NOT NULL DEFAULT '';

CREATE INDEX books_visible_created_idx ON books (is_visible, created_at DESC, id DESC);
CREATE INDEX books_visible_sort_idx ON books (is_visible, sort_key, id);
CREATE INDEX books_visible_price_idx ON books (is_visible, price, id);
CREATE INDEX books_visible_category_idx ON books (is_visible, category_id, created_at DESC, id DESC);
CREATE INDEX books_author_visible_idx ON books (author_id, is_visible);
CREATE INDEX authors_approved_sort_idx ON authors (is_approved, sort_key, id);

CREATE VIRTUAL TABLE books_fts USING fts5(search_text, content='books', content_rowid='rowid', tokenize='trigram');
CREATE TRIGGER books_fts_insert AFTER INSERT ON books BEGIN
    INSERT INTO books_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER books_fts_delete AFTER DELETE ON books BEGIN
    INSERT INTO books_fts (books_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER books_fts_update AFTER UPDATE OF search_text ON books BEGIN
    INSERT INTO books_fts (books_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
    INSERT INTO books_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;

CREATE VIRTUAL TABLE authors_fts USING fts5(search_text, content='authors', content_rowid='rowid', tokenize='trigram');
CREATE TRIGGER authors_fts_insert AFTER INSERT ON authors BEGIN
    INSERT INTO authors_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER authors_fts_delete AFTER DELETE ON authors BEGIN
    INSERT INTO authors_fts (authors_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER authors_fts_update AFTER UPDATE OF search_text ON authors BEGIN
    INSERT INTO authors_fts (authors_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
    INSERT INTO authors_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;

CREATE VIRTUAL TABLE events_fts USING fts5(search_text, content='events', content_rowid='rowid', tokenize='trigram');
CREATE TRIGGER events_fts_insert AFTER INSERT ON events BEGIN
    INSERT INTO events_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER events_fts_delete AFTER DELETE ON events BEGIN
    INSERT INTO events_fts (events_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER events_fts_update AFTER UPDATE OF search_text ON events BEGIN
    INSERT INTO events_fts (events_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
    INSERT INTO events_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
