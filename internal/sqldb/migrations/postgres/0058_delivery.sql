-- The delivery estimate's setting (keep in step with the other dialect's
-- 0058_delivery.sql).
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

-- An author proposes a book's weight and dimensions (books' columns of
-- 0050_book_parcel.sql) with the rest of its content: the pending revision
-- carries them until the admin approves it. NULL: not entered.
ALTER TABLE book_revisions ADD COLUMN weight_grams INTEGER CHECK (weight_grams > 0);
ALTER TABLE book_revisions ADD COLUMN width_mm INTEGER CHECK (width_mm > 0);
ALTER TABLE book_revisions ADD COLUMN height_mm INTEGER CHECK (height_mm > 0);
ALTER TABLE book_revisions ADD COLUMN depth_mm INTEGER CHECK (depth_mm > 0);
