-- Coupons (SQLITE). Keep in step with postgres/0023_coupons.sql.
--
-- coupons: a code (stored normalised: no spaces, upper case) giving a
-- percentage or a fixed amount off the books it covers, or free shipping.
-- used_count counts the orders holding a use; it only moves by a
-- conditional increment (used_count < total_limit, total_limit 0: none) in
-- the order's transaction and back by one when an unpaid order holding a
-- use is cancelled or expires, so the last use is never spent twice.
CREATE TABLE coupons (
    id               TEXT PRIMARY KEY,
    code             TEXT NOT NULL UNIQUE,
    kind             TEXT NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_shipping')),
    percent          INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 99),
    amount           INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
    min_basket       INTEGER NOT NULL DEFAULT 0 CHECK (min_basket >= 0),
    starts_at        TIMESTAMP NOT NULL,
    ends_at          TIMESTAMP NOT NULL,
    total_limit      INTEGER NOT NULL DEFAULT 0 CHECK (total_limit >= 0),
    per_member_limit INTEGER NOT NULL DEFAULT 0 CHECK (per_member_limit >= 0),
    active           BOOLEAN NOT NULL DEFAULT TRUE,
    used_count       INTEGER NOT NULL DEFAULT 0 CHECK (used_count >= 0),
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL,
    CHECK (ends_at > starts_at)
);
-- What a coupon is restricted to (none: every book).
CREATE TABLE coupon_targets (
    coupon_id TEXT NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
    kind      TEXT NOT NULL CHECK (kind IN ('category', 'author', 'book')),
    target_id TEXT NOT NULL,
    PRIMARY KEY (coupon_id, kind, target_id)
);
-- One use per order; released_at is set when an unpaid order gives it back.
CREATE TABLE coupon_uses (
    order_id    TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    coupon_id   TEXT NOT NULL REFERENCES coupons(id) ON DELETE RESTRICT,
    user_id     TEXT REFERENCES users(id) ON DELETE SET NULL,
    discount    INTEGER NOT NULL CHECK (discount >= 0),
    created_at  TIMESTAMP NOT NULL,
    released_at TIMESTAMP
);
CREATE INDEX coupon_uses_coupon_idx ON coupon_uses (coupon_id, user_id);

ALTER TABLE carts ADD COLUMN coupon_code TEXT;
ALTER TABLE orders ADD COLUMN discount_amount INTEGER NOT NULL DEFAULT 0 CHECK (discount_amount >= 0);
ALTER TABLE orders ADD COLUMN coupon_code TEXT NOT NULL DEFAULT '';
