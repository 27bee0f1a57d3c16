-- Payments through iyzico's hosted Checkout Form beside direct 3D Secure,
-- instalments, and the payment state reconciliation reads. Keep in step
-- with the other dialect's 0008_payment_forms.sql.

-- What the buyer chose and what the card was charged (instalment interest
-- included); 0 until the order is paid.
ALTER TABLE orders ADD COLUMN installment INTEGER NOT NULL DEFAULT 0 CHECK (installment >= 0);
ALTER TABLE orders ADD COLUMN paid_amount INTEGER NOT NULL DEFAULT 0 CHECK (paid_amount >= 0);

-- An attempt is a direct 3D Secure payment (kind '3ds': the provider's
-- payment id is known at the start, the bank page is ours to serve) or a
-- hosted form (kind 'form': the provider's token is known at the start, the
-- payment id only once it is paid). SQLite cannot drop NOT NULL, so the
-- table is rebuilt.
CREATE TABLE payment_attempts_new (
    id                  TEXT PRIMARY KEY,
    order_id            TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind                TEXT NOT NULL DEFAULT '3ds' CHECK (kind IN ('3ds', 'form')),
    provider_payment_id TEXT UNIQUE,
    provider_token      TEXT UNIQUE,
    status              TEXT NOT NULL CHECK (status IN ('started', 'succeeded', 'failed', 'refunded')),
    amount              INTEGER NOT NULL CHECK (amount >= 0),
    frame_token_hash    TEXT UNIQUE,
    frame_html          TEXT NOT NULL DEFAULT '',
    transaction_ids     TEXT NOT NULL DEFAULT '',
    failure_reason      TEXT NOT NULL DEFAULT '',
    -- When the provider stops accepting this attempt (a form's token).
    expires_at          TIMESTAMP,
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL,
    CHECK ((kind = '3ds' AND provider_payment_id IS NOT NULL) OR (kind = 'form' AND provider_token IS NOT NULL))
);
INSERT INTO payment_attempts_new (id, order_id, kind, provider_payment_id, status, amount, frame_token_hash, frame_html,
    transaction_ids, failure_reason, created_at, updated_at)
SELECT id, order_id, '3ds', provider_payment_id, status, amount, frame_token_hash, frame_html,
    transaction_ids, failure_reason, created_at, updated_at FROM payment_attempts;
DROP TABLE payment_attempts;
ALTER TABLE payment_attempts_new RENAME TO payment_attempts;
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id);
-- Reconciliation leases started attempts by updated_at (LeaseStartedAttempts).
-- Partial: an attempt leaves the index when it settles, so it stays as small
-- as the number of open attempts, and a settled attempt's later updates add
-- no entry to it.
CREATE INDEX payment_attempts_started_idx ON payment_attempts (updated_at, id) WHERE status = 'started';
