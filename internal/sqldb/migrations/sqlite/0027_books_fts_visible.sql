-- books_fts indexes only the visible books (books.is_visible), so a
-- storefront search finds and counts its matches in the index alone:
-- before, every match's row of books was read to check its visibility,
-- which made a common word (' ve': 15,000 matches at 100,000 books) cost
-- tens of milliseconds to count and to order. Nothing else reads books_fts
-- (the admin's lists do not search through it).
--
-- It indexes search_text with every space doubled (' deniz feneri' as
-- '  deniz  feneri'), so the start of a word is a trigram of its own:
-- a one-letter word ('x', matching words that start with x, as LIKE
-- '% x%' does on PostgreSQL) is the phrase "  x", found through the index
-- instead of a scan of every book (2 s at 100,000 books under load). Longer
-- patterns hold at most one leading space and match the same rows as on
-- search_text. The index is never rebuilt from books ('rebuild' would index
-- the single spaces); the triggers below keep it: a row enters when it is
-- inserted visible or becomes visible, leaves when it is deleted or hidden,
-- and is re-indexed when its search_text changes. (An external-content
-- FTS5 table must be told the exact values it indexed for a row it holds,
-- hence the conditions on old.)
-- PostgreSQL needs no counterpart: its trigram indexes are on books.
DROP TRIGGER books_fts_insert;
DROP TRIGGER books_fts_delete;
DROP TRIGGER books_fts_update;
INSERT INTO books_fts (books_fts) VALUES ('delete-all');
INSERT INTO books_fts (rowid, search_text) SELECT rowid, replace(search_text, ' ', '  ') FROM books WHERE is_visible = 1;
INSERT INTO books_fts (books_fts) VALUES ('optimize');
CREATE TRIGGER books_fts_insert AFTER INSERT ON books WHEN new.is_visible = 1 BEGIN
    INSERT INTO books_fts (rowid, search_text) VALUES (new.rowid, replace(new.search_text, ' ', '  '));
END;
CREATE TRIGGER books_fts_delete AFTER DELETE ON books WHEN old.is_visible = 1 BEGIN
    INSERT INTO books_fts (books_fts, rowid, search_text) VALUES ('delete', old.rowid, replace(old.search_text, ' ', '  '));
END;
CREATE TRIGGER books_fts_update AFTER UPDATE OF search_text, is_visible ON books BEGIN
    INSERT INTO books_fts (books_fts, rowid, search_text)
        SELECT 'delete', old.rowid, replace(old.search_text, ' ', '  ') WHERE old.is_visible = 1;
    INSERT INTO books_fts (rowid, search_text) SELECT new.rowid, replace(new.search_text, ' ', '  ') WHERE new.is_visible = 1;
END;
