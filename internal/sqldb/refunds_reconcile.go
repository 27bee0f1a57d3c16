package sqldb

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The refunds reconciliation reads and leases (docs/payments.md, "Refund
// reconciliation"): a started refund nobody has touched for a while is
// leased by one instance (updated_at moved forward by a conditional update,
// FOR UPDATE SKIP LOCKED on PostgreSQL so instances take disjoint rows), and
// every call to the provider renews the lease first.

const refundColumns = "id, order_id, return_id, payment_id, amount, plan, state, error, actor_id, last_answer, reason, created_at, updated_at"

// LeaseStartedRefunds takes the started refunds quiet since before.
func (s *ReturnStore) LeaseStartedRefunds(ctx context.Context, before, at time.Time, limit int) ([]bookstore.Refund, error) {
	return leaseStarted(ctx, s.db, "refunds", "state", refundColumns, before, at, limit, (*refundRow).refund)
}

// NoteRefund records the provider's last answer and renews the lease.
func (s *ReturnStore) NoteRefund(ctx context.Context, id, answer string, at time.Time) error {
	_, err := s.db.bun.NewUpdate().Table("refunds").Set("last_answer = ?", truncate(answer, 500)).Set("updated_at = ?", utc(at)).
		Where("id = ? AND state = 'started'", id).Exec(ctx)
	return translate(err)
}

// StartedRefund is the order's refund in flight.
func (s *ReturnStore) StartedRefund(ctx context.Context, orderID string) (*bookstore.Refund, error) {
	var row refundRow
	if err := s.db.bun.NewSelect().Model(&row).Where("f.order_id = ? AND f.state = 'started'", orderID).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	f := row.refund()
	return &f, nil
}

// StuckRefunds lists the refunds started before and not settled, with
// their buyer's e-mail, oldest first.
func (s *ReturnStore) StuckRefunds(ctx context.Context, before time.Time, limit int) ([]bookstore.StuckRefund, error) {
	var rows []struct {
		refundRow
		Customer string `bun:"customer"`
	}
	if err := s.db.bun.NewSelect().Model((*refundRow)(nil)).ColumnExpr("f.*").ColumnExpr("COALESCE(u.email, '') AS customer").
		Join("JOIN orders AS o ON o.id = f.order_id").Join("LEFT JOIN users AS u ON u.id = o.user_id").
		Where("f.state = 'started' AND f.created_at < ?", utc(before)).Order("f.created_at", "f.id").Limit(int64(limit)).
		Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.StuckRefund, len(rows))
	for i := range rows {
		out[i] = bookstore.StuckRefund{Refund: rows[i].refund(), Customer: rows[i].Customer}
	}
	return out, nil
}
