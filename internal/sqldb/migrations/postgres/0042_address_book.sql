-- The member's address book and the billing party frozen on each order
-- (keep in step with the other dialect's 0042_address_book.sql).
--
-- addresses: several per member; exactly one default delivery and one
-- default billing address while any exists (the partial unique indexes keep
-- it at most one, the store keeps it at least one). province_id and
-- district_id are the official codes (bookstore/locations.txt); 0 marks an
-- entry migrated from the former free-text profile address, which the
-- member completes (il, ilçe) before checkout uses it.
CREATE TABLE addresses (
    id                  UUID PRIMARY KEY,
    user_id             UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    label               TEXT NOT NULL,
    recipient           TEXT NOT NULL DEFAULT '',
    phone               TEXT NOT NULL DEFAULT '',
    province_id         INTEGER NOT NULL DEFAULT 0 CHECK (province_id BETWEEN 0 AND 81),
    province            TEXT NOT NULL DEFAULT '',
    district_id         INTEGER NOT NULL DEFAULT 0,
    district            TEXT NOT NULL DEFAULT '',
    neighborhood        TEXT NOT NULL DEFAULT '',
    line                TEXT NOT NULL,
    postal_code         TEXT NOT NULL DEFAULT '',
    is_default_delivery BOOLEAN NOT NULL DEFAULT FALSE,
    is_default_billing  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at          TIMESTAMPTZ NOT NULL,
    updated_at          TIMESTAMPTZ NOT NULL
);
CREATE INDEX addresses_user_idx ON addresses (user_id, created_at);
CREATE UNIQUE INDEX addresses_default_delivery_uniq ON addresses (user_id) WHERE is_default_delivery;
CREATE UNIQUE INDEX addresses_default_billing_uniq ON addresses (user_id) WHERE is_default_billing;

-- Nothing is lost: each member's free-text shipping address becomes the
-- first entry of their book (its id is the member's, unique and known),
-- labelled 'Adresim', addressed to the member's name and phone, default of
-- both kinds, to be completed with its il and ilçe. The profile column
-- stays as it was.
INSERT INTO addresses (id, user_id, label, recipient, phone, line, is_default_delivery, is_default_billing,
    created_at, updated_at)
SELECT p.id, p.id, 'Adresim', p.full_name, p.phone, trim(p.shipping_address), TRUE, TRUE, p.updated_at, p.updated_at
FROM profiles AS p JOIN users AS u ON u.id = p.id
WHERE trim(p.shipping_address) <> '';

-- The delivery address, billing address and billing identity an order was
-- placed with, copied (JSON snapshots of the addresses): later edits of the
-- address book do not reach past orders. Orders placed before this table,
-- or through the API without a choice, have no row.
CREATE TABLE order_parties (
    order_id      UUID PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    invoice_type  TEXT NOT NULL CHECK (invoice_type IN ('individual', 'corporate')),
    billing_name  TEXT NOT NULL DEFAULT '',
    tckn          TEXT NOT NULL DEFAULT '',
    company_title TEXT NOT NULL DEFAULT '',
    vkn           TEXT NOT NULL DEFAULT '',
    tax_office    TEXT NOT NULL DEFAULT '',
    delivery      TEXT NOT NULL,
    billing       TEXT NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);
