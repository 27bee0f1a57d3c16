-- Mail (PostgreSQL). Keep in step with sqlite/0006_mail.sql.
-- mail_outbox: every outgoing mail, rendered when queued; workers claim due
-- rows with a lease (locked_until) and a claim token. dedup_key makes one
-- notification one row however often it is queued.

CREATE TABLE mail_outbox (
    id              UUID PRIMARY KEY,
    dedup_key       TEXT NOT NULL UNIQUE,
    kind            TEXT NOT NULL,
    to_email        TEXT NOT NULL,
    to_name         TEXT NOT NULL DEFAULT '',
    subject         TEXT NOT NULL,
    text_body       TEXT NOT NULL,
    html_body       TEXT NOT NULL DEFAULT '',
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    next_attempt_at TIMESTAMPTZ NOT NULL,
    locked_until    TIMESTAMPTZ,
    claim_token     TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMPTZ NOT NULL,
    sent_at         TIMESTAMPTZ
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at, id);

-- Password reset tokens: only the SHA-256 is stored; single use (used_at).
CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ,
    ip         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);
