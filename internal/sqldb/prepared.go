package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"
)

// Prepared statements for the hot paths: a purchase, and the session read of
// every signed-in request.
//
// bun writes every value into the SQL text, so PostgreSQL parses, analyses
// and plans each statement afresh: in the checkout benchmark that was a third
// of the machine's CPU, for about thirty short statements per purchase. The
// statements of the hot paths are therefore declared once, with real
// parameters: on PostgreSQL pgx prepares each one per connection and the
// server reuses its plan. SQLite gets the same text with the values written
// in by bun, exactly as every other query, so both databases see the same
// statement.

// stmt is one statement written with ? placeholders.
type stmt struct {
	sql string // with ?, formatted by bun (SQLite)
	pg  string // with $1, $2, ... (PostgreSQL)
}

// prepared declares a statement. Its text must not contain a literal '?'.
func prepared(query string) stmt {
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteRune(r)
	}
	return stmt{sql: query, pg: b.String()}
}

// sqlRunner is what *sql.DB and *sql.Tx share.
type sqlRunner interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// driverOf returns the database/sql handle under a bun handle, bypassing
// bun's formatting.
func driverOf(q bun.IDB) sqlRunner {
	switch q := q.(type) {
	case *bun.DB:
		return q.DB
	case bun.Tx:
		return q.Tx
	}
	panic(fmt.Sprintf("sqldb: unexpected bun handle %T", q))
}

// cachedArgs asks pgx to prepare the statement once per connection and reuse it
// (the pool's default is the simple protocol, for bun's formatted text).
func cachedArgs(args []any) []any {
	return append([]any{pgx.QueryExecModeCacheStatement}, args...)
}

// exec runs s on q (the database or a transaction).
func (db *DB) exec(ctx context.Context, q bun.IDB, s stmt, args ...any) (sql.Result, error) {
	if db.dialect == Postgres {
		return driverOf(q).ExecContext(ctx, s.pg, cachedArgs(args)...)
	}
	return q.ExecContext(ctx, s.sql, args...)
}

func (db *DB) rows(ctx context.Context, q bun.IDB, s stmt, args []any) (*sql.Rows, error) {
	if db.dialect == Postgres {
		return driverOf(q).QueryContext(ctx, s.pg, cachedArgs(args)...)
	}
	return q.QueryContext(ctx, s.sql, args...)
}

// queryRow scans the first row of s into dest (a struct or a scalar, as bun
// scans them); no row is sql.ErrNoRows.
func (db *DB) queryRow(ctx context.Context, q bun.IDB, s stmt, dest any, args ...any) error {
	rows, err := db.rows(ctx, q, s, args)
	if err != nil {
		return err
	}
	// Frees the rows on the early returns, which carry their own error; the
	// success path checks its Close below.
	defer func() { _ = rows.Close() }()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return err
		}
		return sql.ErrNoRows
	}
	if err := db.bun.ScanRow(ctx, rows, dest); err != nil {
		return err
	}
	return rows.Close()
}

// queryRows scans every row of s into dest, a pointer to a slice.
func (db *DB) queryRows(ctx context.Context, q bun.IDB, s stmt, dest any, args ...any) error {
	rows, err := db.rows(ctx, q, s, args)
	if err != nil {
		return err
	}
	return db.bun.ScanRows(ctx, rows, dest)
}

// affected is the number of rows an exec changed.
func affected(res sql.Result) int64 {
	n, _ := res.RowsAffected()
	return n
}
