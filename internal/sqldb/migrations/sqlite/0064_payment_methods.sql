-- Havale/EFT and kapıda ödeme beside the card (keep in step with the other
-- dialect's 0064_payment_methods.sql). The domain checks every value
-- (bookstore.PaymentSettings.Validate, bookstore.TransferInput.Validate).

-- orders: the method the buyer chose at /odeme ('card' until then);
-- method_discount is the transfer discount (kuruş, spread over the lines'
-- coupon_share beside the coupon's), method_fee the kapıda ödeme fee
-- (kuruş); both are in total_amount and frozen when the method is chosen.
ALTER TABLE orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'card'
    CHECK (payment_method IN ('card', 'transfer', 'cod'));
ALTER TABLE orders ADD COLUMN method_discount INTEGER NOT NULL DEFAULT 0 CHECK (method_discount >= 0);
ALTER TABLE orders ADD COLUMN method_fee INTEGER NOT NULL DEFAULT 0 CHECK (method_fee >= 0);
CREATE INDEX orders_method_status_idx ON orders (payment_method, status);

-- payment_settings: every setting the shop has had, with when and by whom
-- it was set; the one in force is the latest. With no row the shop uses
-- bookstore.DefaultPaymentSettings (both methods off). cod_forms and
-- cod_carriers are comma-joined lists; the bounds are the domain's
-- (PaymentSettings.Validate).
CREATE TABLE payment_settings (
    id                TEXT PRIMARY KEY,
    transfer_on       INTEGER NOT NULL CHECK (transfer_on IN (0, 1)),
    hold_hours        INTEGER NOT NULL CHECK (hold_hours BETWEEN 1 AND 240),
    transfer_discount INTEGER NOT NULL CHECK (transfer_discount BETWEEN 0 AND 20),
    cod_on            INTEGER NOT NULL CHECK (cod_on IN (0, 1)),
    cod_fee           INTEGER NOT NULL CHECK (cod_fee >= 0),
    cod_max_total     INTEGER NOT NULL CHECK (cod_max_total >= 0),
    cod_forms         TEXT NOT NULL,
    cod_carriers      TEXT NOT NULL,
    cod_ban_days      INTEGER NOT NULL CHECK (cod_ban_days BETWEEN 0 AND 3650),
    valid_from        TIMESTAMP NOT NULL,
    changed_by        TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX payment_settings_valid_from_idx ON payment_settings (valid_from);

-- bank_accounts: the shop's accounts shown for havale/EFT, in position order.
CREATE TABLE bank_accounts (
    id         TEXT PRIMARY KEY,
    bank       TEXT NOT NULL,
    holder     TEXT NOT NULL,
    iban       TEXT NOT NULL UNIQUE,
    position   INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);

-- transfers: money staff saw arrive for an order. bank_ref is unique: one
-- transfer cannot be recorded on two orders, nor twice on one.
CREATE TABLE transfers (
    id          TEXT PRIMARY KEY,
    order_id    TEXT NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
    amount      INTEGER NOT NULL CHECK (amount > 0),
    received_on DATE NOT NULL,
    sender      TEXT NOT NULL,
    bank_ref    TEXT NOT NULL UNIQUE,
    recorded_by TEXT NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX transfers_order_idx ON transfers (order_id, created_at);

-- bank_refunds: money the shop owes back by bank transfer (a transfer or
-- kapıda ödeme order cancelled or returned, or a transfer's excess).
-- state: 'awaiting_iban' until the shopper gives the IBAN, 'due' until
-- staff mark it 'done'; due_by is the legal deadline shown to staff.
-- return_id names the withdrawal it refunds (NULL otherwise); one refund
-- per (order, reason, return).
CREATE TABLE bank_refunds (
    id         TEXT PRIMARY KEY,
    order_id   TEXT NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
    return_id  TEXT REFERENCES returns(id) ON DELETE RESTRICT,
    reason     TEXT NOT NULL CHECK (reason IN ('cancel', 'return', 'excess')),
    amount     INTEGER NOT NULL CHECK (amount > 0),
    state      TEXT NOT NULL CHECK (state IN ('awaiting_iban', 'due', 'done')),
    iban       TEXT NOT NULL DEFAULT '',
    holder     TEXT NOT NULL DEFAULT '',
    due_by     TIMESTAMP NOT NULL,
    done_at    TIMESTAMP,
    done_by    TEXT REFERENCES users(id) ON DELETE RESTRICT,
    bank_ref   TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX bank_refunds_once ON bank_refunds (order_id, reason, COALESCE(return_id, ''));
CREATE INDEX bank_refunds_state_idx ON bank_refunds (state, due_by);

-- cod_refusals: a kapıda ödeme parcel the buyer refused (returned to the
-- shop); the member loses the option for cod_ban_days after at.
CREATE TABLE cod_refusals (
    order_id   TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE RESTRICT,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    at         TIMESTAMP NOT NULL
);
CREATE INDEX cod_refusals_user_idx ON cod_refusals (user_id, at);
