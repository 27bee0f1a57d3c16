-- Royalty rates and statements (POSTGRES). Keep in step with
-- sqlite/0019_royalties.sql.

-- An author's default rate and statement period; a book's rate overrides
-- the author's. kind 'percent': basis_points of the net revenue (1250 =
-- %12,50); kind 'fixed': per_copy kuruş for each copy sold less returned.
CREATE TABLE author_royalties (
    author_id    UUID PRIMARY KEY REFERENCES authors(id) ON DELETE CASCADE,
    kind         TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
    basis_points BIGINT NOT NULL DEFAULT 0 CHECK (basis_points BETWEEN 0 AND 10000),
    per_copy     BIGINT NOT NULL DEFAULT 0 CHECK (per_copy >= 0),
    period       TEXT NOT NULL CHECK (period IN ('monthly', 'quarterly')),
    updated_at   TIMESTAMPTZ NOT NULL
);

CREATE TABLE book_royalties (
    book_id      UUID PRIMARY KEY REFERENCES books(id) ON DELETE CASCADE,
    kind         TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
    basis_points BIGINT NOT NULL DEFAULT 0 CHECK (basis_points BETWEEN 0 AND 10000),
    per_copy     BIGINT NOT NULL DEFAULT 0 CHECK (per_copy >= 0),
    updated_at   TIMESTAMPTZ NOT NULL
);

-- An issued statement and its lines are written once and never updated: a
-- correction is a new statement naming the one it corrects. One original
-- per author and period start, one correction per statement.
CREATE TABLE royalty_statements (
    id           UUID PRIMARY KEY,
    author_id    UUID NOT NULL REFERENCES authors(id) ON DELETE RESTRICT,
    author_name  TEXT NOT NULL,
    period       TEXT NOT NULL CHECK (period IN ('monthly', 'quarterly')),
    period_from  TIMESTAMPTZ NOT NULL,
    period_to    TIMESTAMPTZ NOT NULL CHECK (period_to > period_from),
    corrects_id  UUID REFERENCES royalty_statements(id) ON DELETE RESTRICT,
    sold         INTEGER NOT NULL,
    returned     INTEGER NOT NULL,
    net_revenue  BIGINT NOT NULL,
    royalty      BIGINT NOT NULL,
    issued_by    UUID REFERENCES users(id) ON DELETE SET NULL,
    issued_at    TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX royalty_statements_original_uniq ON royalty_statements (author_id, period_from) WHERE corrects_id IS NULL;
CREATE UNIQUE INDEX royalty_statements_corrects_uniq ON royalty_statements (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX royalty_statements_author_idx ON royalty_statements (author_id, period_from);

CREATE TABLE royalty_statement_lines (
    statement_id UUID NOT NULL REFERENCES royalty_statements(id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    book_id      UUID NOT NULL,
    title        TEXT NOT NULL,
    sold         INTEGER NOT NULL,
    returned     INTEGER NOT NULL,
    gross        BIGINT NOT NULL,
    refunded     BIGINT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
    basis_points BIGINT NOT NULL,
    per_copy     BIGINT NOT NULL,
    royalty      BIGINT NOT NULL,
    PRIMARY KEY (statement_id, position)
);

-- The sales of a period are read by the order's date and the refunds by
-- their time (returns.refunded_at; a cancellation's refund row).
CREATE INDEX returns_refunded_idx ON returns (refunded_at) WHERE refunded_at IS NOT NULL;
CREATE INDEX refunds_cancel_done_idx ON refunds (updated_at) WHERE return_id IS NULL AND state = 'done';
