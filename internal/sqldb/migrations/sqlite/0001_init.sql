-- Foundation schema (SQLite). Keep in step with postgres/0001_init.sql:
-- TestSchemasMatch compares the tables and columns of both.
-- ids are UUID text, money integer kuruş, times UTC.

CREATE TABLE users (
    id             TEXT PRIMARY KEY,
    email          TEXT NOT NULL UNIQUE,
    password_hash  TEXT NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);

CREATE TABLE profiles (
    id               TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    email            TEXT NOT NULL,
    full_name        TEXT NOT NULL DEFAULT '',
    role             TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'author', 'admin')),
    avatar_url       TEXT NOT NULL DEFAULT '',
    phone            TEXT NOT NULL DEFAULT '',
    shipping_address TEXT NOT NULL DEFAULT '',
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
CREATE INDEX profiles_role_idx ON profiles (role);

CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    remember     INTEGER NOT NULL DEFAULT 0,
    created_at   TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL,
    ip           TEXT NOT NULL DEFAULT '',
    user_agent   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE login_attempts (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL,
    ip         TEXT NOT NULL DEFAULT '',
    succeeded  INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, created_at);

CREATE TABLE categories (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);

CREATE TABLE authors (
    id          TEXT PRIMARY KEY,
    user_id     TEXT UNIQUE REFERENCES users(id) ON DELETE SET NULL,
    name        TEXT NOT NULL,
    biography   TEXT NOT NULL DEFAULT '',
    photo_url   TEXT NOT NULL DEFAULT '',
    is_approved INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
CREATE INDEX authors_approved_name_idx ON authors (is_approved, name);

CREATE TABLE books (
    id               TEXT PRIMARY KEY,
    title            TEXT NOT NULL,
    description      TEXT NOT NULL DEFAULT '',
    price            INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
    cover_image_url  TEXT NOT NULL DEFAULT '',
    stock_quantity   INTEGER NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
    is_featured      INTEGER NOT NULL DEFAULT 0,
    is_approved      INTEGER NOT NULL DEFAULT 0,
    isbn             TEXT NOT NULL DEFAULT '',
    page_count       INTEGER NOT NULL DEFAULT 0 CHECK (page_count >= 0),
    publication_date DATE,
    author_id        TEXT NOT NULL REFERENCES authors(id) ON DELETE RESTRICT,
    category_id      TEXT REFERENCES categories(id) ON DELETE SET NULL,
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
CREATE INDEX books_author_idx ON books (author_id);
CREATE INDEX books_category_idx ON books (category_id);
CREATE INDEX books_approved_created_idx ON books (is_approved, created_at);

CREATE TABLE events (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    event_date  TIMESTAMP NOT NULL,
    location    TEXT NOT NULL DEFAULT '',
    image_url   TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    author_id   TEXT NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
CREATE INDEX events_status_date_idx ON events (status, event_date);
CREATE INDEX events_author_idx ON events (author_id);

CREATE TABLE favorites (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    book_id    TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, book_id)
);

CREATE TABLE carts (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE cart_items (
    id         TEXT PRIMARY KEY,
    cart_id    TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    book_id    TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    quantity   INTEGER NOT NULL CHECK (quantity > 0),
    price      INTEGER NOT NULL CHECK (price >= 0),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (cart_id, book_id)
);

CREATE TABLE orders (
    id                    TEXT PRIMARY KEY,
    user_id               TEXT NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
    status                TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
    subtotal_amount       INTEGER NOT NULL CHECK (subtotal_amount >= 0),
    shipping_amount       INTEGER NOT NULL CHECK (shipping_amount >= 0),
    total_amount          INTEGER NOT NULL CHECK (total_amount >= 0),
    shipping_address      TEXT NOT NULL,
    tracking_number       TEXT NOT NULL DEFAULT '',
    cargo_company         TEXT NOT NULL DEFAULT '',
    payment_id            TEXT UNIQUE,
    contracts_text        TEXT NOT NULL DEFAULT '',
    contracts_accepted_at TIMESTAMP,
    contracts_accepted_ip TEXT NOT NULL DEFAULT '',
    expires_at            TIMESTAMP,
    created_at            TIMESTAMP NOT NULL,
    updated_at            TIMESTAMP NOT NULL
);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at);
CREATE INDEX orders_status_expires_idx ON orders (status, expires_at);
CREATE INDEX orders_created_idx ON orders (created_at);

CREATE TABLE order_items (
    id         TEXT PRIMARY KEY,
    order_id   TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    book_id    TEXT NOT NULL REFERENCES books(id) ON DELETE RESTRICT,
    title      TEXT NOT NULL,
    quantity   INTEGER NOT NULL CHECK (quantity > 0),
    price      INTEGER NOT NULL CHECK (price >= 0),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_book_idx ON order_items (book_id);

CREATE TABLE notifications (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    book_id    TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
    type       TEXT NOT NULL DEFAULT 'stock_alert' CHECK (type IN ('stock_alert')),
    is_sent    INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    sent_at    TIMESTAMP
);
-- One unsent alert per user, book and type.
CREATE UNIQUE INDEX notifications_unsent_uniq ON notifications (user_id, book_id, type) WHERE is_sent = 0;
CREATE INDEX notifications_book_unsent_idx ON notifications (book_id) WHERE is_sent = 0;

CREATE TABLE page_contents (
    id           TEXT PRIMARY KEY,
    page_key     TEXT NOT NULL UNIQUE CHECK (page_key IN ('about', 'contact', 'privacy', 'terms')),
    title        TEXT NOT NULL DEFAULT '',
    content      TEXT NOT NULL DEFAULT '',
    meta_data    TEXT NOT NULL DEFAULT '{}',
    is_published INTEGER NOT NULL DEFAULT 0,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);

CREATE TABLE featured_books (
    id         TEXT PRIMARY KEY,
    book_id    TEXT NOT NULL UNIQUE REFERENCES books(id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX featured_books_position_idx ON featured_books (position);

CREATE TABLE pending_images (
    id              TEXT PRIMARY KEY,
    image_url       TEXT NOT NULL,
    storage_key     TEXT NOT NULL,
    image_type      TEXT NOT NULL DEFAULT 'general',
    reference_table TEXT NOT NULL DEFAULT '',
    reference_id    TEXT NOT NULL DEFAULT '',
    uploaded_by     TEXT REFERENCES users(id) ON DELETE SET NULL,
    is_approved     INTEGER NOT NULL DEFAULT 0,
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX pending_images_approved_created_idx ON pending_images (is_approved, created_at);

CREATE TABLE audit_log (
    id         TEXT PRIMARY KEY,
    actor_id   TEXT,
    action     TEXT NOT NULL,
    entity     TEXT NOT NULL,
    entity_id  TEXT NOT NULL DEFAULT '',
    before     TEXT,
    after      TEXT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
