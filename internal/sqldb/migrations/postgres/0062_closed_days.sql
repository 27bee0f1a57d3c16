-- The shop's own closed days in the delivery setting (keep in step with
-- the other dialect's 0062_closed_days.sql): days without dispatch or
-- delivery besides weekends and the official holidays, as sorted
-- YYYY-MM-DD dates joined by commas; '' (the default) is none. The domain
-- checks them (DeliverySettings.Validate).
ALTER TABLE delivery_settings ADD COLUMN closed_days TEXT NOT NULL DEFAULT '';
