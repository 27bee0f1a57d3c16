package sqldb

import (
	"context"
	"database/sql"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The effects of a state change (bookstore.Effects) are written in the
// change's transaction. On PostgreSQL the audit entry can also be one more
// part of a change's single statement: auditPartSQL inserts the entry for
// every row of a CTE named by the statement (the confirmed order, the
// placed order), so it is written exactly when the change is, in the same
// round trip.

// auditPartSQL is the INSERT of one audit entry selected from a CTE; the
// caller appends "FROM <cte> WHERE ?::boolean" (false: no entry).
const auditPartSQL = `INSERT INTO audit_log (id, actor_id, action, entity, entity_id, before, after, created_at)
		SELECT ?::uuid, ?::uuid, ?::text, ?::text, ?::text, ?::jsonb, ?::jsonb, ?::timestamptz`

// auditPartArgs are the arguments of auditPartSQL and its WHERE flag.
func auditPartArgs(e *bookstore.AuditEntry) []any {
	if e == nil {
		return []any{newID(), nil, "", "", "", nil, nil, now(), false}
	}
	return append(auditArgs(*e)[:8], true)
}

// auditArgs are the values of stmtInsertAudit for e.
func auditArgs(e bookstore.AuditEntry) []any {
	var actor any
	if e.ActorID != "" {
		actor = e.ActorID
	}
	return []any{newID(), actor, string(e.Action), e.Entity, e.EntityID, jsonOrNil(e.Before), jsonOrNil(e.After), now()}
}

// writeEffects writes fx inside tx (SQLite, and PostgreSQL changes that run
// as a transaction).
//
// db is *DB or any store on it (they reach the prepared statements through
// the embedded *DB), so a store's method passes itself.
func writeEffects(ctx context.Context, db statements, tx bun.Tx, fx bookstore.Effects) error {
	if fx.Audit != nil {
		if _, err := db.exec(ctx, tx, stmtInsertAudit, auditArgs(*fx.Audit)...); err != nil {
			return translate(err)
		}
	}
	if err := queueMail(ctx, tx, fx.Mail); err != nil {
		return err
	}
	if _, err := insertStaffNotice(ctx, tx, fx.Staff); err != nil {
		return err
	}
	if err := writeBankRefund(ctx, tx, fx.BankRefund); err != nil {
		return err
	}
	return writeInvoice(ctx, tx, fx.Invoice)
}

// statements runs prepared statements (prepared.go): *DB, and every store
// through its embedded *DB.
type statements interface {
	exec(ctx context.Context, q bun.IDB, s stmt, args ...any) (sql.Result, error)
}

// changedOne runs the conditional update q inside tx and, when it changed
// exactly one row, writes fx; it reports whether it did. No row changed is
// no error: another writer, or an earlier copy of the same event, got there
// first, and nothing is written.
func changedOne(ctx context.Context, db *DB, tx bun.Tx, q *bun.UpdateQuery, fx bookstore.Effects) (bool, error) {
	res, err := q.Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return false, nil
	}
	return true, writeEffects(ctx, db, tx, fx)
}

// updateOne is changedOne in a transaction of its own; build makes the
// update on that transaction.
func updateOne(ctx context.Context, db *DB, build func(tx bun.Tx) *bun.UpdateQuery, fx bookstore.Effects) (bool, error) {
	changed := false
	err := db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		changed, err = changedOne(ctx, db, tx, build(tx), fx)
		return err
	})
	return changed, err
}
