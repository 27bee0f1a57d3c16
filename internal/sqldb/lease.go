package sqldb

import (
	"context"
	"time"
)

// skipLocked is the lock clause of a lease's inner SELECT: on PostgreSQL
// FOR UPDATE SKIP LOCKED, so concurrent instances take disjoint rows;
// SQLite runs one writer at a time and needs none.
func skipLocked(db *DB) string {
	if db.dialect == Postgres {
		return " FOR UPDATE SKIP LOCKED"
	}
	return ""
}

// leaseStarted hands the rows of table that are 'started' in stateCol and
// untouched since before to one caller in one statement: the lease is the
// row's updated_at, moved forward to at; the oldest go first, limit of them.
// columns are the ones RETURNING reads into R, and conv makes each a domain
// value.
func leaseStarted[R, T any](ctx context.Context, db *DB, table, stateCol, columns string,
	before, at time.Time, limit int, conv func(*R) T) ([]T, error) {
	var rows []R
	if err := db.bun.NewRaw(`UPDATE `+table+` SET updated_at = ?
		WHERE id IN (SELECT id FROM `+table+` WHERE `+stateCol+` = 'started' AND updated_at < ?
			ORDER BY updated_at, id LIMIT ?`+skipLocked(db)+`)
		RETURNING `+columns, utc(at), utc(before), limit).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]T, len(rows))
	for i := range rows {
		out[i] = conv(&rows[i])
	}
	return out, nil
}
