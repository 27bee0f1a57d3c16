package sqldb

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type auditRow struct {
	bun.BaseModel `bun:"table:audit_log"`
	ID            string          `bun:"id,pk"`
	ActorID       *string         `bun:"actor_id"`
	Action        string          `bun:"action"`
	Entity        string          `bun:"entity"`
	EntityID      string          `bun:"entity_id"`
	Before        json.RawMessage `bun:"before,type:jsonb,nullzero"`
	After         json.RawMessage `bun:"after,type:jsonb,nullzero"`
	CreatedAt     time.Time       `bun:"created_at"`
}

// RecordAudit appends one entry.
func (db *DB) RecordAudit(ctx context.Context, e bookstore.AuditEntry) error {
	row := auditRow{ID: newID(), Action: e.Action, Entity: e.Entity, EntityID: e.EntityID,
		Before: e.Before, After: e.After, CreatedAt: now()}
	if e.ActorID != "" {
		row.ActorID = &e.ActorID
	}
	_, err := db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// RecentAudit returns the newest entries first.
func (db *DB) RecentAudit(ctx context.Context, limit int) ([]bookstore.AuditEntry, error) {
	var rows []auditRow
	if err := db.bun.NewSelect().Model(&rows).Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.AuditEntry, len(rows))
	for i, r := range rows {
		out[i] = bookstore.AuditEntry{ID: r.ID, Action: r.Action, Entity: r.Entity, EntityID: r.EntityID,
			Before: r.Before, After: r.After, CreatedAt: r.CreatedAt.UTC()}
		if r.ActorID != nil {
			out[i].ActorID = *r.ActorID
		}
	}
	return out, nil
}

// Compile-time checks that DB implements the domain stores.
var (
	_ bookstore.UserStore         = (*DB)(nil)
	_ bookstore.SessionStore      = (*DB)(nil)
	_ bookstore.LoginAttemptStore = (*DB)(nil)
	_ bookstore.AuditStore        = (*DB)(nil)
)
