-- Invoices (keep in step with the other dialect's 0046_invoices.sql): the
-- sales invoice of every confirmed order and the return slips of consumers'
-- returns, their gapless numbering per series and year, and the invoice
-- settings. Documents are kept for years: an order (never deleted) keeps
-- its invoices, and nothing cascades onto them.

-- invoice_series: the next sequence of each (series, year); the row is
-- taken in the transaction that numbers a document, so a rolled-back change
-- takes no number and two changes never take the same one.
CREATE TABLE invoice_series (
    series TEXT NOT NULL CHECK (length(series) = 3),
    year   INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 9999),
    next   BIGINT NOT NULL CHECK (next >= 1),
    PRIMARY KEY (series, year)
);

-- invoices: one document each. status follows bookstore.InvoiceStatus; xml
-- is the UBL-TR built once when the document is first sent (a resend after a
-- rejection builds it again with the new ETTN); total is the document's
-- amount in kuruş, KDV included, as of its issue; last_answer is the
-- provider's last answer of any kind, for the admin.
CREATE TABLE invoices (
    id               UUID PRIMARY KEY,
    order_id         UUID NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
    kind             TEXT NOT NULL CHECK (kind IN ('sale', 'return_slip')),
    profile          TEXT NOT NULL CHECK (profile IN ('EARSIVFATURA', 'TEMELFATURA')),
    series           TEXT NOT NULL,
    year             INTEGER NOT NULL,
    seq              BIGINT NOT NULL CHECK (seq >= 1),
    number           TEXT NOT NULL UNIQUE,
    ettn             UUID NOT NULL UNIQUE,
    status           TEXT NOT NULL CHECK (status IN ('queued', 'sending', 'sent', 'accepted', 'rejected', 'cancelled', 'issued')),
    issued_at        TIMESTAMPTZ NOT NULL,
    return_id        UUID REFERENCES returns(id) ON DELETE RESTRICT,
    total            BIGINT NOT NULL DEFAULT 0 CHECK (total >= 0),
    xml              TEXT NOT NULL DEFAULT '',
    reject_reason    TEXT NOT NULL DEFAULT '',
    last_answer      TEXT NOT NULL DEFAULT '',
    attempts         INTEGER NOT NULL DEFAULT 0,
    cancel_requested BOOLEAN NOT NULL DEFAULT FALSE,
    sent_at          TIMESTAMPTZ,
    accepted_at      TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL,
    updated_at       TIMESTAMPTZ NOT NULL,
    UNIQUE (series, year, seq)
);
-- Exactly one sales invoice per order; a return has at most one slip.
CREATE UNIQUE INDEX invoices_one_sale_uniq ON invoices (order_id) WHERE kind = 'sale';
CREATE UNIQUE INDEX invoices_one_slip_uniq ON invoices (return_id) WHERE return_id IS NOT NULL;
CREATE INDEX invoices_order_idx ON invoices (order_id);
-- The worker's queue: the documents still on their way.
CREATE INDEX invoices_status_updated_idx ON invoices (status, updated_at);
CREATE INDEX invoices_issued_idx ON invoices (issued_at);

-- invoice_settings: every invoice setting the shop has had; the latest is in
-- force, and with no row bookstore.DefaultInvoiceSettings (the demo seller,
-- series KTP and GPS, issued at confirmation).
CREATE TABLE invoice_settings (
    id                 UUID PRIMARY KEY,
    sale_series        TEXT NOT NULL CHECK (length(sale_series) = 3),
    return_series      TEXT NOT NULL CHECK (length(return_series) = 3),
    invoice_at         TEXT NOT NULL CHECK (invoice_at IN ('confirmation', 'shipping')),
    seller_name        TEXT NOT NULL,
    seller_tax_id      TEXT NOT NULL,
    seller_tax_office  TEXT NOT NULL,
    seller_province    TEXT NOT NULL,
    seller_district    TEXT NOT NULL,
    seller_address     TEXT NOT NULL,
    seller_postal_code TEXT NOT NULL,
    seller_email       TEXT NOT NULL,
    seller_phone       TEXT NOT NULL,
    web_address        TEXT NOT NULL,
    valid_from         TIMESTAMPTZ NOT NULL,
    changed_by         UUID REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX invoice_settings_valid_from_idx ON invoice_settings (valid_from);

-- A return of an e-Fatura buyer is documented by the buyer's own iade
-- faturası: the shop records that it expects one.
ALTER TABLE returns ADD COLUMN iade_invoice_expected BOOLEAN NOT NULL DEFAULT FALSE;
