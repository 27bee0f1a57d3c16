package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// The shipping setting (shipping_rules, 0025_shipping_rules.sql): every
// rule the shop has had; the latest is in force, and with none
// bookstore.DefaultShippingRule. The rule itself is the domain's
// (bookstore/shipping.go).

type shippingRuleRow struct {
	bun.BaseModel `bun:"table:shipping_rules"`
	ID            string    `bun:"id,pk"`
	Fee           int64     `bun:"fee"`
	FreeFrom      int64     `bun:"free_from"`
	ValidFrom     time.Time `bun:"valid_from"`
	ChangedBy     *string   `bun:"changed_by"`
}

// shippingRuleKey is the read cache's key of the rule in force: the cart
// and every order read it; a change goes through catalogTx, which clears
// the cache (another instance follows within about two TTLs,
// readcache_version.go; an order freezes the rule it was priced by either
// way).
const shippingRuleKey = "shipping-rule"

// ShippingRule is the rule in force.
func (s *ShippingStore) ShippingRule(ctx context.Context) (bookstore.ShippingRule, error) {
	return shippingRule(ctx, s.db)
}

// shippingRule reads the rule in force through the read cache, on the
// pool: never call it inside a transaction (an order reads it before its
// own). A rule the cache kept a moment past a change is still a rule the
// shop had, and the order freezes it.
func shippingRule(ctx context.Context, db *DB) (bookstore.ShippingRule, error) {
	return cached(ctx, &db.cache, shippingRuleKey, false, func(ctx context.Context) (bookstore.ShippingRule, error) {
		var row shippingRuleRow
		err := db.bun.NewSelect().Model(&row).OrderExpr("valid_from DESC, id DESC").Limit(1).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			return bookstore.DefaultShippingRule, nil
		}
		if err != nil {
			return bookstore.ShippingRule{}, translate(err)
		}
		return bookstore.ShippingRule{Fee: row.Fee, FreeFrom: row.FreeFrom}, nil
	})
}

// SetShippingRule puts r in force now, recording who set it, with fx.
func (s *ShippingStore) SetShippingRule(ctx context.Context, r bookstore.ShippingRule, by string, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		noteChange(ctx, bookstore.ScopeShipping)
		row := shippingRuleRow{ID: newID(), Fee: r.Fee, FreeFrom: r.FreeFrom, ValidFrom: now()}
		if bookstore.ValidID(by) {
			row.ChangedBy = &by
		}
		if _, err := tx.NewInsert().Model(&row).Exec(ctx); err != nil {
			return translate(err)
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

var _ bookstore.ShippingStore = (*ShippingStore)(nil)
