-- Checkout: payment attempts and the completion claim. Keep in step with the
-- other dialect's 0004_checkout.sql.

-- Set while one callback completes the payment with the provider (or one
-- admin refunds it): nobody else may complete, refund or expire the order
-- meanwhile. Cleared when that call ends.
ALTER TABLE orders ADD COLUMN completing_at TIMESTAMPTZ;

-- One row per 3D Secure payment started for an order. The bank page is kept
-- only until the callback arrives; card data is never stored.
CREATE TABLE payment_attempts (
    id                  UUID PRIMARY KEY,
    order_id            UUID NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    provider_payment_id TEXT NOT NULL UNIQUE,
    status              TEXT NOT NULL CHECK (status IN ('started', 'succeeded', 'failed', 'refunded')),
    amount              BIGINT NOT NULL CHECK (amount >= 0),
    frame_token_hash    TEXT NOT NULL UNIQUE,
    frame_html          TEXT NOT NULL DEFAULT '',
    transaction_ids     TEXT NOT NULL DEFAULT '',
    failure_reason      TEXT NOT NULL DEFAULT '',
    created_at          TIMESTAMPTZ NOT NULL,
    updated_at          TIMESTAMPTZ NOT NULL
);
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id);
