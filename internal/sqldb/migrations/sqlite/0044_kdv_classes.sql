-- KDV classes (keep in step with the other dialect's 0044_kdv_classes.sql).
-- Prices stay KDV-inclusive; a class says how much of a price is tax
-- (bookstore/tax.go, docs/tax.md).
--
-- A book's own class: NULL rate means the shop's default class for books.
ALTER TABLE books ADD COLUMN kdv_rate INTEGER CHECK (kdv_rate IN (0, 1, 10, 20));
ALTER TABLE books ADD COLUMN kdv_exemption TEXT;

-- tax_settings: every KDV setting the shop has had, with when and by whom
-- it was set; the latest is in force, and with no row
-- bookstore.DefaultTaxSettings (books 0 % with exemption 335, shipping and
-- e-books 20 %). An exemption code is '' for a rate above 0.
CREATE TABLE tax_settings (
    id                 UUID PRIMARY KEY,
    book_rate          INTEGER NOT NULL CHECK (book_rate IN (0, 1, 10, 20)),
    book_exemption     TEXT NOT NULL,
    shipping_rate      INTEGER NOT NULL CHECK (shipping_rate IN (0, 1, 10, 20)),
    shipping_exemption TEXT NOT NULL,
    ebook_rate         INTEGER NOT NULL CHECK (ebook_rate IN (0, 1, 10, 20)),
    ebook_exemption    TEXT NOT NULL,
    valid_from         TIMESTAMPTZ NOT NULL,
    changed_by         UUID REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX tax_settings_valid_from_idx ON tax_settings (valid_from);

-- Each order line freezes the class its book was sold with, and the order
-- the class of its shipping, so a later change of a book or of the settings
-- never changes an order already placed. Orders placed before classes
-- existed were sold at the defaults.
ALTER TABLE order_items ADD COLUMN kdv_rate INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN kdv_exemption TEXT NOT NULL DEFAULT '335';
ALTER TABLE orders ADD COLUMN shipping_kdv_rate INTEGER NOT NULL DEFAULT 20;
ALTER TABLE orders ADD COLUMN shipping_kdv_exemption TEXT NOT NULL DEFAULT '';
