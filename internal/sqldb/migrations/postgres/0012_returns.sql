-- Returns and the 14-day right of withdrawal. The delivery time
-- starts the withdrawal period; orders delivered before it was kept use
-- their last update.
ALTER TABLE orders ADD COLUMN delivered_at TIMESTAMPTZ;

CREATE TABLE returns (
    id                UUID PRIMARY KEY,
    order_id          UUID NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    user_id           UUID NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
    code              TEXT NOT NULL UNIQUE,
    state             TEXT NOT NULL CHECK (state IN ('requested', 'awaiting', 'received', 'refunded', 'rejected')),
    reason            TEXT NOT NULL DEFAULT '',
    note              TEXT NOT NULL DEFAULT '',
    form_text         TEXT NOT NULL,
    instructions      TEXT NOT NULL DEFAULT '',
    condition         TEXT NOT NULL DEFAULT '' CHECK (condition IN ('', 'intact', 'damaged')),
    reject_reason     TEXT NOT NULL DEFAULT '',
    refund_error      TEXT NOT NULL DEFAULT '',
    shipping_refunded BIGINT NOT NULL DEFAULT 0 CHECK (shipping_refunded >= 0),
    received_at       TIMESTAMPTZ,
    refunded_at       TIMESTAMPTZ,
    created_at        TIMESTAMPTZ NOT NULL,
    updated_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX returns_order_idx ON returns (order_id);
CREATE INDEX returns_state_created_idx ON returns (state, created_at);
CREATE INDEX returns_created_idx ON returns (created_at);

CREATE TABLE return_lines (
    return_id     UUID NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
    order_item_id UUID NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
    book_id       UUID NOT NULL,
    title         TEXT NOT NULL,
    quantity      BIGINT NOT NULL CHECK (quantity > 0),
    unit_price    BIGINT NOT NULL CHECK (unit_price >= 0),
    refunded      BIGINT NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= unit_price * quantity),
    PRIMARY KEY (return_id, order_item_id)
);

-- Refunds of payments: a whole order's on cancellation (return_id NULL) or
-- a return's. Stored as started before iyzico is asked; one in flight per
-- order, so concurrent clicks refund once.
CREATE TABLE refunds (
    id         UUID PRIMARY KEY,
    order_id   UUID NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    return_id  UUID REFERENCES returns(id) ON DELETE CASCADE,
    payment_id TEXT NOT NULL,
    amount     BIGINT NOT NULL CHECK (amount > 0),
    plan       JSONB NOT NULL DEFAULT '{}',
    state      TEXT NOT NULL CHECK (state IN ('started', 'done', 'failed')),
    error      TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX refunds_one_started_uniq ON refunds (order_id) WHERE state = 'started';
CREATE INDEX refunds_state_updated_idx ON refunds (state, updated_at);
