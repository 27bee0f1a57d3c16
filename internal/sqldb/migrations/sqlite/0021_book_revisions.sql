-- An author's edit of an approved book waits here for the admin (SQLITE);
-- the shop keeps showing the approved fields in books meanwhile. The admin's
-- approval copies the revision into books and deletes it; a rejection only
-- deletes it. One revision per book: a further edit replaces it. Keep in
-- step with postgres/0021_book_revisions.sql.
CREATE TABLE book_revisions (
    book_id          TEXT PRIMARY KEY REFERENCES books(id) ON DELETE CASCADE,
    title            TEXT NOT NULL,
    description      TEXT NOT NULL DEFAULT '',
    price            INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
    isbn             TEXT NOT NULL DEFAULT '',
    page_count       INTEGER NOT NULL DEFAULT 0 CHECK (page_count >= 0),
    publication_date DATE,
    category_id      TEXT REFERENCES categories(id) ON DELETE SET NULL,
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
