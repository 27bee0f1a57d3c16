package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// writeEffectsOf writes the effects fx builds from what the change wrote
// (after), inside the change's transaction tx: a failed audit entry rolls
// the change back. A nil fx writes nothing.
func writeEffectsOf[T any](ctx context.Context, db statements, tx bun.Tx, fx bookstore.EffectsOf[T], after T) error {
	if fx == nil {
		return nil
	}
	return writeEffects(ctx, db, tx, fx(after))
}
