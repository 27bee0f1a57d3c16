// Package sqldb is the only package that speaks SQL. One bun code path serves
// SQLite (modernc, no cgo) and PostgreSQL (pgx); where they differ the code
// switches on the dialect explicitly.
package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"bookstore/internal/bookstore"
)

// Dialect names the database in use.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is the one connection every store shares (stores.go): the pool, the
// transactions, migrations, backup, prepared statements and the read cache.
// The storage of each aggregate is a store type on it, not a method of DB.
type DB struct {
	bun     *bun.DB
	dialect Dialect
	// cache keeps public catalogue reads briefly (see readCache).
	cache readCache
}

// DialectOf tells which database a configured URL opens: PostgreSQL for a
// postgres:// or postgresql:// URL, else SQLite in the data directory.
func DialectOf(url string) Dialect {
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		return Postgres
	}
	return SQLite
}

// Open connects to PostgreSQL when url says so (DialectOf), otherwise opens
// (creating) the SQLite file bookstore.db in dataDir.
func Open(ctx context.Context, url, dataDir string) (*DB, error) {
	if DialectOf(url) == Postgres {
		cfg, err := pgx.ParseConfig(url)
		if err != nil {
			return nil, err
		}
		// bun writes every value into the SQL text itself, so no two
		// statements are alike: pgx's default (prepare and cache each new
		// text) would cost an extra round trip per query and churn a
		// server-side statement cache. The simple protocol sends the text
		// once.
		cfg.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
		// The planner's default random_page_cost (4) models spinning disks;
		// on SSDs and a cached working set (PostgreSQL's docs suggest about
		// 1.1) an index-only scan of the storefront's covering index is
		// cheaper than reading the table, and that is what the catalogue
		// counts rely on (0020_catalogue_filters.sql). A value given in the
		// database URL is kept.
		if _, set := cfg.RuntimeParams["random_page_cost"]; !set {
			cfg.RuntimeParams["random_page_cost"] = "1.1"
		}
		sqldb := sql.OpenDB(outageConnector{stdlib.GetConnector(*cfg)})
		sqldb.SetMaxOpenConns(32)
		sqldb.SetMaxIdleConns(32)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db := &DB{bun: bun.NewDB(sqldb, pgdialect.New()), dialect: Postgres}
		db.cache.readVersion = db.catalogVersion
		return db, db.ping(ctx)
	}
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	return OpenSQLiteFile(ctx, SQLitePath(dataDir))
}

// OpenSQLiteFile opens one SQLite file in WAL mode. Writers take the lock at
// BEGIN (_txlock=immediate) so two read-then-write transactions never
// deadlock on lock upgrade; busy_timeout makes them wait instead of failing.
func OpenSQLiteFile(ctx context.Context, path string) (*DB, error) {
	dsn := "file:" + path + "?_txlock=immediate" +
		"&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)"
	sqldb, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	sqldb.SetMaxOpenConns(8)
	sqldb.SetMaxIdleConns(8)
	db := &DB{bun: bun.NewDB(sqldb, sqlitedialect.New()), dialect: SQLite}
	db.cache.readVersion = db.catalogVersion
	if err := db.ping(ctx); err != nil {
		return nil, err
	}
	// Refresh the planner's statistics when they are stale (cheap when not),
	// once at start. Not per connection (a DSN pragma): it may write, so a
	// connection opened while a write transaction held the lock waited in
	// it, and a read inside that transaction (a mail's seller line) stalled
	// until the request was cancelled.
	if _, err := db.bun.ExecContext(ctx, "PRAGMA optimize=0x10002"); err != nil {
		_ = db.bun.Close() // unusable file; the pragma's error is the one to report
		return nil, fmt.Errorf("optimize %s: %w", path, err)
	}
	return db, nil
}

func (db *DB) ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := db.bun.PingContext(ctx); err != nil {
		_ = db.bun.Close() // the pool never connected; the ping's error is the one to report
		return fmt.Errorf("connect to %s: %w", db.dialect, err)
	}
	return nil
}

// Dialect tells which database this is.
func (db *DB) Dialect() Dialect { return db.dialect }

// Ping checks the connection (readiness).
func (db *DB) Ping(ctx context.Context) error { return db.bun.PingContext(ctx) }

// Close closes the pool.
func (db *DB) Close() error { return db.bun.Close() }

// Bun exposes the handle to this package's tests.
func (db *DB) Bun() *bun.DB { return db.bun }

// newID returns a time-ordered UUID v7, so ids sort by creation and index well.
func newID() string { return uuid.Must(uuid.NewV7()).String() }

// now is the storage clock: UTC, microseconds (PostgreSQL's precision), so
// both databases hold and compare the same instant.
func now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

// translate turns driver errors into domain sentinels (outages: errors.go).
func translate(err error) error {
	if err == nil {
		return nil
	}
	if u := outage(err); u != nil {
		return u
	}
	if errors.Is(err, sql.ErrNoRows) {
		return bookstore.ErrNotFound
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return bookstore.ErrDuplicate
	}
	var sqErr *sqlite.Error
	if errors.As(err, &sqErr) {
		switch sqErr.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return bookstore.ErrDuplicate
		}
	}
	return err
}

// inTx runs fn in one transaction. A transaction that changes the catalogue
// uses catalogTx instead. PostgreSQL may abort a transaction that did nothing
// wrong: a deadlock victim or a serialisation failure (a lock order the
// stores keep avoids the first, but a cycle through rows of other tables can
// remain). Such a transaction was rolled back whole, so fn runs once more
// from the start; a second failure is returned. fn therefore sets what it
// returns through its closure only from what the successful run did.
//
// A failure of the COMMIT itself (on SQLite the WAL write: a full or
// read-only disk) is marked as an outage here, as fn's own statements are by
// translate: it is the one error no store method sees.
func (db *DB) inTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	err := db.bun.RunInTx(ctx, nil, fn)
	if retryable(err) {
		err = db.bun.RunInTx(ctx, nil, fn)
	}
	if u := outage(err); u != nil {
		return u
	}
	return err
}

// catalogTx runs fn in one transaction that changes what the public
// catalogue shows (books, authors, categories, events, the featured list,
// pages) and, once it has committed, resets the read cache, so this
// instance's next storefront read sees the change. This is the one home of
// the rule "every catalogue writer resets the cache": a writer that goes
// through catalogTx cannot forget it, and a failed or rolled-back write
// keeps the cache (nothing changed). A writer that changes less than the
// whole catalogue says what it changed with noteChange inside fn (see
// bookstore.CatalogScope); one that says nothing changed everything.
func (db *DB) catalogTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	ch := &catalogChange{}
	err := db.inTx(context.WithValue(ctx, catalogChangeKey{}, ch), fn)
	if err == nil && !ch.changedNothing() {
		db.cache.reset(ch.scopes)
		db.bumpSoon() // other instances' caches (readcache_version.go)
	}
	return err
}
