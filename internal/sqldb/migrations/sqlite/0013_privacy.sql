-- KVKK: member rights and marketing consent (SQLite). Keep in step with
-- postgres/0013_privacy.sql.

-- A 'cookies' content page beside the others. SQLite cannot change a CHECK,
-- so page_contents is rebuilt (nothing references it).
CREATE TABLE page_contents_new (
    id           TEXT PRIMARY KEY,
    page_key     TEXT NOT NULL UNIQUE CHECK (page_key IN ('about', 'contact', 'privacy', 'terms', 'cookies')),
    title        TEXT NOT NULL DEFAULT '',
    content      TEXT NOT NULL DEFAULT '',
    meta_data    TEXT NOT NULL DEFAULT '{}',
    is_published INTEGER NOT NULL DEFAULT 0,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
INSERT INTO page_contents_new SELECT id, page_key, title, content, meta_data, is_published, created_at, updated_at FROM page_contents;
DROP TABLE page_contents;
ALTER TABLE page_contents_new RENAME TO page_contents;

-- The member's current e-mail marketing consent (the ledger below is its
-- history) and the time the account was closed and anonymised.
ALTER TABLE profiles ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE profiles ADD COLUMN deleted_at TIMESTAMP;
CREATE INDEX profiles_marketing_idx ON profiles (marketing_consent) WHERE marketing_consent = 1;

-- Every change of a marketing consent, as İYS needs it: channel, given or
-- withdrawn, when, on which page, from which address.
CREATE TABLE consent_ledger (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel    TEXT NOT NULL CHECK (channel IN ('email')),
    given      INTEGER NOT NULL,
    source     TEXT NOT NULL,
    ip         TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX consent_ledger_created_idx ON consent_ledger (created_at, id);
CREATE INDEX consent_ledger_user_idx ON consent_ledger (user_id, created_at);

-- Data-subject requests (KVKK art. 11, answered within 30 days by art. 13):
-- the log that shows when each was made and answered.
CREATE TABLE data_requests (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind         TEXT NOT NULL CHECK (kind IN ('export', 'deletion')),
    created_at   TIMESTAMP NOT NULL,
    completed_at TIMESTAMP
);
CREATE INDEX data_requests_created_idx ON data_requests (created_at, id);

-- One-click unsubscribe links of marketing mails: only the SHA-256 of the
-- token is stored; a link works once (used_at).
CREATE TABLE unsubscribe_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX unsubscribe_tokens_user_idx ON unsubscribe_tokens (user_id);

-- Admin announcements to consenting members.
CREATE TABLE announcements (
    id         TEXT PRIMARY KEY,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    recipients INTEGER NOT NULL DEFAULT 0,
    created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);

-- A marketing mail names the member whose consent is checked when it is
-- sent (NULL: a transactional mail) and its List-Unsubscribe URL.
ALTER TABLE mail_outbox ADD COLUMN consent_user_id TEXT;
ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe TEXT NOT NULL DEFAULT '';
