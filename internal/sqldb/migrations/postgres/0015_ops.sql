-- Reset links minted at send time, and the media directories of the
-- instances (POSTGRES). Keep in step with sqlite/0015_ops.sql.

-- A reset request's row (request_hash NULL) holds no usable token: its
-- token_hash is "request:<random>", which no token hashes to. The link's
-- token is minted when the mail is handed to SMTP and stored (hashed) as a
-- row naming its request, so the outbox never holds a live link.
ALTER TABLE password_resets ADD COLUMN request_hash TEXT;
-- Reset mails queued before this migration held their live link: the
-- bodies are rendered again at send time, so the stored copy is redacted.
UPDATE mail_outbox SET text_body = '[bağlantı gizlendi]', html_body = '' WHERE kind = 'password-reset';

-- One row per local media directory an instance on this database serves
-- from (see sqldb.MediaInstances): a second instance with a directory of
-- its own would serve only its own uploads, so it refuses to start.
CREATE TABLE media_instances (
    media_id   TEXT PRIMARY KEY,
    hostname   TEXT NOT NULL,
    dir        TEXT NOT NULL,
    seen_at    TIMESTAMPTZ NOT NULL
);
