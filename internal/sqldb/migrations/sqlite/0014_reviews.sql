-- Reviews and ratings. Keep in step with postgres/0014_reviews.sql.
-- A book's rating aggregate lives on its row (count, sum, the 1..5
-- distribution and rating_avg10, the average x10 rounded half up), so the
-- list and detail queries carry it without a join; only sqldb's
-- applyRating changes these columns, inside the transaction that publishes
-- or removes a review, by relative increments (correct under concurrent
-- publication). rating_avg10 is what '4 yıldız ve üzeri' and the rating
-- sort use, and it is the one-decimal average the cards show.
ALTER TABLE books ADD COLUMN rating_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_sum INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_avg10 INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_1 INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_2 INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_3 INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_4 INTEGER NOT NULL DEFAULT 0;
ALTER TABLE books ADD COLUMN rating_5 INTEGER NOT NULL DEFAULT 0;
CREATE INDEX books_visible_rating_idx ON books (is_visible, rating_avg10 DESC, rating_count DESC, id DESC);

CREATE TABLE reviews (
    id            TEXT PRIMARY KEY,
    book_id       TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    rating        INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    title         TEXT NOT NULL DEFAULT '',
    body          TEXT NOT NULL DEFAULT '',
    display_name  TEXT NOT NULL,
    verified      INTEGER NOT NULL DEFAULT 0,
    status        TEXT NOT NULL CHECK (status IN ('pending', 'published', 'rejected', 'hidden')),
    reason        TEXT NOT NULL DEFAULT '',
    helpful_count INTEGER NOT NULL DEFAULT 0,
    open_reports  INTEGER NOT NULL DEFAULT 0,
    search_text   TEXT NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL,
    UNIQUE (book_id, user_id)
);
CREATE INDEX reviews_book_newest_idx ON reviews (book_id, status, created_at DESC, id DESC);
CREATE INDEX reviews_book_helpful_idx ON reviews (book_id, status, helpful_count DESC, created_at DESC);
CREATE INDEX reviews_queue_idx ON reviews (open_reports DESC, status, created_at);
CREATE INDEX reviews_user_idx ON reviews (user_id);

CREATE TABLE review_votes (
    review_id  TEXT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (review_id, user_id)
);

CREATE TABLE review_reports (
    review_id  TEXT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    reason     TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (review_id, user_id)
);
