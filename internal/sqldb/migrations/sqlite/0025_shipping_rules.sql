-- The shipping rule as an admin setting (keep in step with the
-- other dialect's 0025_shipping_rules.sql).
--
-- shipping_rules: every rule the shop has had, with when and by whom it
-- was set; the one in force is the latest. With no row the shop charges
-- the original rule (15 ₺ below 100 ₺, bookstore.DefaultShippingRule).
CREATE TABLE shipping_rules (
    id         UUID PRIMARY KEY,
    fee        BIGINT NOT NULL CHECK (fee >= 0),
    free_from  BIGINT NOT NULL CHECK (free_from >= 0),
    valid_from TIMESTAMPTZ NOT NULL,
    changed_by UUID REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX shipping_rules_valid_from_idx ON shipping_rules (valid_from);

-- Each order freezes the rule it was priced by, so the payment check
-- recomputes its shipping by that rule whatever the setting says later.
-- Orders placed before the setting existed were priced by the original rule.
ALTER TABLE orders ADD COLUMN shipping_fee BIGINT NOT NULL DEFAULT 1500;
ALTER TABLE orders ADD COLUMN free_shipping_from BIGINT NOT NULL DEFAULT 10000;
