-- Staff notices (keep in step with the other dialect's 0054_staff_notices.sql).
-- A notice is written in the transaction of the change it reports; its
-- dedup key names the event, so the same event is stored once. The
-- notifier worker leases unprocessed notices (locked_until, claim_token)
-- and marks them processed once their mails and digest lines are queued.
CREATE TABLE staff_notices (
    id           TEXT PRIMARY KEY,
    kind         TEXT NOT NULL,
    dedup_key    TEXT NOT NULL UNIQUE,
    subject      TEXT NOT NULL,
    body         TEXT NOT NULL,
    link         TEXT NOT NULL DEFAULT '',
    created_at   TIMESTAMP NOT NULL,
    locked_until TIMESTAMP,
    claim_token  TEXT NOT NULL DEFAULT '',
    processed_at TIMESTAMP
);
CREATE INDEX staff_notices_unprocessed_idx ON staff_notices (created_at) WHERE processed_at IS NULL;

-- A digest recipient's notices of one day (Istanbul's date), until the
-- day's digest mail is queued.
CREATE TABLE staff_digest_lines (
    email      TEXT NOT NULL,
    day        TEXT NOT NULL,
    notice_id  TEXT NOT NULL REFERENCES staff_notices(id) ON DELETE CASCADE,
    PRIMARY KEY (email, day, notice_id)
);
CREATE INDEX staff_digest_lines_day_idx ON staff_digest_lines (day);

-- The shop's notice settings: one row.
CREATE TABLE staff_settings (
    id                INTEGER PRIMARY KEY CHECK (id = 1),
    recipients        TEXT NOT NULL DEFAULT '',
    list_delivery     TEXT NOT NULL DEFAULT 'each' CHECK (list_delivery IN ('each', 'digest')),
    digest_hour       INTEGER NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
    low_stock_default INTEGER NOT NULL DEFAULT 5 CHECK (low_stock_default BETWEEN 0 AND 10000),
    updated_by        TEXT REFERENCES users(id) ON DELETE SET NULL,
    updated_at        TIMESTAMP
);
INSERT INTO staff_settings (id) VALUES (1);

-- Each admin's own choice (none: no row).
CREATE TABLE staff_preferences (
    user_id    TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    delivery   TEXT NOT NULL CHECK (delivery IN ('none', 'each', 'digest')),
    updated_at TIMESTAMP NOT NULL
);

-- A book under its low-stock threshold that was noticed: the next notice
-- waits until the book is above its threshold again (the row is removed)
-- and falls again. crossing is the dedup key's part for this fall.
CREATE TABLE low_stock_marks (
    book_id   TEXT PRIMARY KEY REFERENCES books(id) ON DELETE CASCADE,
    crossing  TEXT NOT NULL,
    marked_at TIMESTAMP NOT NULL
);
