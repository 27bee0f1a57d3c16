package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Kapıda ödeme's writes (bookstore/cod.go): the door payment recorded on
// its order, by staff or with the carrier's delivery, and a refused parcel
// cancelling its order. Each is conditional on the order still owing its
// money, so the carrier's event, its repeat, the poll and staff record it
// once between them.

// collectable is the order a door payment may still be recorded on.
const collectable = `payment_method = 'cod' AND payment_id IS NULL AND status IN ('shipped', 'delivered') AND completing_at IS NULL`

// CollectCOD records a door payment in a transaction of its own (staff's
// 'Tahsil edildi').
func (s *OrderStore) CollectCOD(ctx context.Context, c bookstore.CODCollection) (bool, error) {
	done := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		done, err = collectCODTx(ctx, s.db, tx, c)
		return err
	})
	return done, err
}

// collectCODTx records c inside tx: payment_id and paid_amount (the whole
// total) with c's audit entry; false when the order no longer owes it.
func collectCODTx(ctx context.Context, db *DB, tx bun.Tx, c bookstore.CODCollection) (bool, error) {
	q := tx.NewUpdate().Table("orders").Set("payment_id = ?", c.PaymentID).Set("paid_amount = total_amount").
		Set("installment = 1").Set("updated_at = ?", now()).Where("id = ? AND "+collectable, c.OrderID)
	return changedOne(ctx, db, tx, q, c.Fx)
}

// refuseCODTx cancels the order of a refused parcel inside tx (a catalogue
// transaction: the stock comes back) and records the member's refusal;
// false when the order is no longer where r found it, or has been paid
// meanwhile (nothing written).
func refuseCODTx(ctx context.Context, db *DB, tx bun.Tx, r bookstore.CODRefusal) (bool, error) {
	// The books are locked first, as every cancellation locks them, so a
	// concurrent cancellation waits instead of deadlocking.
	if err := lockOrderBooks(ctx, db, tx, r.OrderID); err != nil {
		return false, err
	}
	// Still a due kapıda ödeme order where it was read (the row is locked
	// for the rest of the transaction on PostgreSQL).
	res, err := tx.NewUpdate().Table("orders").Set("updated_at = ?", now()).
		Where("id = ? AND status = ? AND payment_method = 'cod' AND payment_id IS NULL", r.OrderID, string(r.From)).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return false, nil
	}
	won, err := NewCheckoutStore(db).cancelOrderTx(ctx, tx, r.OrderID, []string{string(r.From)}, false, r.Fx)
	if err != nil || !won {
		return false, err
	}
	at := r.At
	if at.IsZero() {
		at = now()
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO cod_refusals (order_id, user_id, at) VALUES (?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
		r.OrderID, r.UserID, utc(at)); err != nil {
		return false, translate(err)
	}
	return true, nil
}

var _ bookstore.CODStore = (*OrderStore)(nil)

// applyCODTracking writes what a kapıda ödeme parcel's tracking does to its
// order, after the order's moves in the same transaction: the delivery
// records the door payment (already recorded by staff: nothing), a refusal
// cancels the order (moved meanwhile: the whole update is rolled back and
// read again).
func applyCODTracking(ctx context.Context, db *DB, tx bun.Tx, u bookstore.ShipmentUpdate) error {
	if u.Collect != nil {
		if _, err := collectCODTx(ctx, db, tx, *u.Collect); err != nil {
			return err
		}
	}
	if u.Refusal != nil {
		won, err := refuseCODTx(ctx, db, tx, *u.Refusal)
		if err != nil {
			return err
		}
		if !won {
			return errOrderMovedMeanwhile
		}
	}
	return nil
}
