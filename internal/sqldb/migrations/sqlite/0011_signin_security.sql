-- Sign-in security: failures counted per account and source
-- (address or remembered device), one warning mail per window, the server's
-- signing key for device cookies, and TOTP two-factor sign-in.

ALTER TABLE login_attempts ADD COLUMN device TEXT NOT NULL DEFAULT '';
CREATE INDEX login_attempts_source_idx ON login_attempts (email, ip, device, created_at);

-- login_alerts: when the owner of an e-mail was last warned of failures.
CREATE TABLE login_alerts (
    email      TEXT PRIMARY KEY,
    alerted_at TIMESTAMP NOT NULL
);

-- app_secrets: keys every instance shares, made once by whichever starts first.
CREATE TABLE app_secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- A session started after the second step (or for an account without one).
ALTER TABLE sessions ADD COLUMN mfa INTEGER NOT NULL DEFAULT 0;

CREATE TABLE mfa_secrets (
    user_id    TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret     TEXT NOT NULL,
    enabled    INTEGER NOT NULL DEFAULT 0,
    -- last_step is the last accepted TOTP time step: a code is refused
    -- unless its step is later, so a seen code cannot be replayed.
    last_step  INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    enabled_at TIMESTAMP
);

CREATE TABLE mfa_recovery_codes (
    user_id   TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   TIMESTAMP,
    PRIMARY KEY (user_id, code_hash)
);

-- mfa_challenges: the half-signed-in state between the password and the
-- second step (or enrolment); it grants nothing but that step.
CREATE TABLE mfa_challenges (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL,
    remember   INTEGER NOT NULL DEFAULT 0,
    failures   INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX mfa_challenges_expires_idx ON mfa_challenges (expires_at);
