package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// writeAudit writes the audit entry audit builds from what the change wrote
// (after), inside the change's transaction tx: a failed entry rolls the
// change back. A nil audit writes nothing.
func writeAudit[T any](ctx context.Context, db statements, tx bun.Tx, audit bookstore.AuditOf[T], after T) error {
	if audit == nil {
		return nil
	}
	e := audit(after)
	return writeEffects(ctx, db, tx, bookstore.Effects{Audit: &e})
}
