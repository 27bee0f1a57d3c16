-- KVKK: member rights and marketing consent (PostgreSQL). Keep in step with
-- sqlite/0013_privacy.sql.

-- A 'cookies' content page beside the others.
ALTER TABLE page_contents DROP CONSTRAINT page_contents_page_key_check;
ALTER TABLE page_contents ADD CONSTRAINT page_contents_page_key_check
    CHECK (page_key IN ('about', 'contact', 'privacy', 'terms', 'cookies'));

-- The member's current e-mail marketing consent (the ledger below is its
-- history) and the time the account was closed and anonymised.
ALTER TABLE profiles ADD COLUMN marketing_consent BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE profiles ADD COLUMN deleted_at TIMESTAMPTZ;
CREATE INDEX profiles_marketing_idx ON profiles (marketing_consent) WHERE marketing_consent;

-- Every change of a marketing consent, as İYS needs it: channel, given or
-- withdrawn, when, on which page, from which address.
CREATE TABLE consent_ledger (
    id         UUID PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel    TEXT NOT NULL CHECK (channel IN ('email')),
    given      BOOLEAN NOT NULL,
    source     TEXT NOT NULL,
    ip         TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX consent_ledger_created_idx ON consent_ledger (created_at, id);
CREATE INDEX consent_ledger_user_idx ON consent_ledger (user_id, created_at);

-- Data-subject requests (KVKK art. 11, answered within 30 days by art. 13):
-- the log that shows when each was made and answered.
CREATE TABLE data_requests (
    id           UUID PRIMARY KEY,
    user_id      UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind         TEXT NOT NULL CHECK (kind IN ('export', 'deletion')),
    created_at   TIMESTAMPTZ NOT NULL,
    completed_at TIMESTAMPTZ
);
CREATE INDEX data_requests_created_idx ON data_requests (created_at, id);

-- One-click unsubscribe links of marketing mails: only the SHA-256 of the
-- token is stored; a link works once (used_at).
CREATE TABLE unsubscribe_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ
);
CREATE INDEX unsubscribe_tokens_user_idx ON unsubscribe_tokens (user_id);

-- Admin announcements to consenting members.
CREATE TABLE announcements (
    id         UUID PRIMARY KEY,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    recipients INTEGER NOT NULL DEFAULT 0,
    created_by UUID REFERENCES users(id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL
);

-- A marketing mail names the member whose consent is checked when it is
-- sent (NULL: a transactional mail) and its List-Unsubscribe URL.
ALTER TABLE mail_outbox ADD COLUMN consent_user_id UUID;
ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe TEXT NOT NULL DEFAULT '';
