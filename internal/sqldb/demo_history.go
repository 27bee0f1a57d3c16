package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// BackdateOrder moves a finished order's times to at, for the demo seeder:
// orders are placed, paid and delivered through the real store methods,
// which stamp the present, and the demo's history needs them spread over
// past months so the reports and the author's statements have content. Only
// the timestamps change; amounts, stock and statuses stay as placed.
func (s *OrderStore) BackdateOrder(ctx context.Context, orderID string, at time.Time) error {
	at = utc(at)
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Table("orders").Set("created_at = ?", at).Set("updated_at = ?", at).
			Where("id = ?", orderID).Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := tx.NewUpdate().Table("orders").Set("delivered_at = ?", at).
			Where("id = ? AND delivered_at IS NOT NULL", orderID).Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := tx.NewUpdate().Table("order_items").Set("created_at = ?", at).
			Where("order_id = ?", orderID).Exec(ctx); err != nil {
			return translate(err)
		}
		_, err := tx.NewUpdate().Table("payment_attempts").Set("created_at = ?", at).Set("updated_at = ?", at).
			Where("order_id = ?", orderID).Exec(ctx)
		return translate(err)
	})
}
