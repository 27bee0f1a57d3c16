package sqldb

import (
	"context"

	"bookstore/internal/bookstore"
)

// OpsStore reads the operators' snapshot (the /metrics gauges).
type OpsStore struct{ db *DB }

// NewOpsStore returns the snapshot reader on db.
func NewOpsStore(db *DB) *OpsStore { return &OpsStore{db: db} }

var _ bookstore.OpsStats = (*OpsStore)(nil)

// OpsSnapshot counts orders by status, outbox mails by status and stuck
// refunds: counts over indexed columns, cheap enough for every scrape.
func (s *OpsStore) OpsSnapshot(ctx context.Context) (bookstore.OpsSnapshot, error) {
	snap := bookstore.OpsSnapshot{OrdersByStatus: map[bookstore.OrderStatus]int{}, MailsByStatus: map[bookstore.MailStatus]int{}}
	var rows []struct {
		Status string `bun:"status"`
		N      int    `bun:"n"`
	}
	if err := s.db.bun.NewRaw("SELECT status, COUNT(*) AS n FROM orders GROUP BY status").Scan(ctx, &rows); err != nil {
		return snap, translate(err)
	}
	for _, r := range rows {
		snap.OrdersByStatus[bookstore.OrderStatus(r.Status)] = r.N
	}
	rows = nil
	if err := s.db.bun.NewRaw("SELECT status, COUNT(*) AS n FROM mail_outbox GROUP BY status").Scan(ctx, &rows); err != nil {
		return snap, translate(err)
	}
	for _, r := range rows {
		snap.MailsByStatus[bookstore.MailStatus(r.Status)] = r.N
	}
	if err := s.db.bun.NewRaw("SELECT COUNT(*) FROM refunds WHERE state = 'started' AND created_at < ?",
		utc(now().Add(-bookstore.StuckRefundAfter))).Scan(ctx, &snap.StuckRefunds); err != nil {
		return snap, translate(err)
	}
	return snap, nil
}
