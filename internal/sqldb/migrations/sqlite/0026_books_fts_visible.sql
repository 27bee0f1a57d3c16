-- books_fts indexes only the visible books (books.is_visible), so a
-- storefront search counts its matches in the index alone: before, every
-- match's row of books was read to check its visibility, which made a
-- common word (' ve': 15,000 matches at 100,000 books) cost tens of
-- milliseconds to count and to order. Nothing else reads books_fts (the
-- admin's lists do not search through it). The index is kept in step by
-- the triggers below: a row enters when it is inserted visible or becomes
-- visible, leaves when it is deleted or hidden, and is re-indexed when its
-- search_text changes. (An external-content FTS5 table must be told the
-- exact old values of a row it holds, hence the conditions on old.)
-- PostgreSQL needs no counterpart: its trigram indexes are on books.
DROP TRIGGER books_fts_insert;
DROP TRIGGER books_fts_delete;
DROP TRIGGER books_fts_update;
INSERT INTO books_fts (books_fts) VALUES ('delete-all');
INSERT INTO books_fts (rowid, search_text) SELECT rowid, search_text FROM books WHERE is_visible = 1;
INSERT INTO books_fts (books_fts) VALUES ('optimize');
CREATE TRIGGER books_fts_insert AFTER INSERT ON books WHEN new.is_visible = 1 BEGIN
    INSERT INTO books_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER books_fts_delete AFTER DELETE ON books WHEN old.is_visible = 1 BEGIN
    INSERT INTO books_fts (books_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER books_fts_update AFTER UPDATE OF search_text, is_visible ON books BEGIN
    INSERT INTO books_fts (books_fts, rowid, search_text) SELECT 'delete', old.rowid, old.search_text WHERE old.is_visible = 1;
    INSERT INTO books_fts (rowid, search_text) SELECT new.rowid, new.search_text WHERE new.is_visible = 1;
END;
