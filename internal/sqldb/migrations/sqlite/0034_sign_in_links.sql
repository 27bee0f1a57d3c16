-- One-time sign-in links, offered to an owner slowed by failed sign-ins.
-- As with password resets, a request row (token_hash 'request:...', no
-- request_hash) is what the mail is queued for; the link's token is minted
-- when the mail is handed to SMTP and stored only as its SHA-256, in a row
-- naming its request. Single use (used_at); using one voids the others.
CREATE TABLE sign_in_links (
    token_hash   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    request_hash TEXT,
    created_at   TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL,
    used_at      TIMESTAMP,
    ip           TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sign_in_links_user_idx ON sign_in_links (user_id, created_at);
CREATE INDEX sign_in_links_expires_idx ON sign_in_links (expires_at);
