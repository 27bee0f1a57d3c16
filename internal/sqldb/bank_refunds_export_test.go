package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// WriteEffects writes fx in a transaction of its own, as a change would,
// for the tests of what an effect stores (bank_refunds_test.go).
func WriteEffects(ctx context.Context, db *DB, fx bookstore.Effects) error {
	return db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error { return writeEffects(ctx, db, tx, fx) })
}
