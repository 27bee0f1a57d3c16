-- The delivery estimate's setting (keep in step with the other dialect's
-- 0058_delivery_settings.sql).
--
-- delivery_settings: every setting the shop has had, with when and by whom
-- it was set; the one in force is the latest. With no row the shop uses
-- bookstore.DefaultDeliverySettings (1 handling day, cut-off 15:00, 2
-- transit days). The bounds are the domain's (DeliverySettings.Validate).
CREATE TABLE delivery_settings (
    id            UUID PRIMARY KEY,
    handling_days INTEGER NOT NULL CHECK (handling_days BETWEEN 0 AND 15),
    cutoff_hour   INTEGER NOT NULL CHECK (cutoff_hour BETWEEN 1 AND 23),
    transit_days  INTEGER NOT NULL CHECK (transit_days BETWEEN 0 AND 15),
    valid_from    TIMESTAMPTZ NOT NULL,
    changed_by    UUID REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX delivery_settings_valid_from_idx ON delivery_settings (valid_from);
