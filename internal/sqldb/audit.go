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
func (s *AuditStore) RecordAudit(ctx context.Context, e bookstore.AuditEntry) error {
	_, err := s.db.exec(ctx, s.db.bun, stmtInsertAudit, auditArgs(e)...)
	return translate(err)
}

// Every order transition writes an entry (see prepared.go).
var stmtInsertAudit = prepared(`INSERT INTO audit_log (id, actor_id, action, entity, entity_id, before, after, created_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)

// jsonOrNil is a JSON document as text, or NULL when there is none.
func jsonOrNil(doc json.RawMessage) any {
	if len(doc) == 0 {
		return nil
	}
	return string(doc)
}

// auditEntries turns rows into domain entries.
func auditEntries(rows []auditRow) []bookstore.AuditEntry {
	out := make([]bookstore.AuditEntry, len(rows))
	for i, r := range rows {
		out[i] = bookstore.AuditEntry{ID: r.ID, Action: bookstore.AuditAction(r.Action), Entity: r.Entity, EntityID: r.EntityID,
			Before: r.Before, After: r.After, CreatedAt: r.CreatedAt.UTC()}
		if r.ActorID != nil {
			out[i].ActorID = *r.ActorID
		}
	}
	return out
}

// RecentAudit returns the newest entries first.
func (s *AuditStore) RecentAudit(ctx context.Context, limit int) ([]bookstore.AuditEntry, error) {
	var rows []auditRow
	if err := s.db.bun.NewSelect().Model(&rows).Order("created_at DESC", "id DESC").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return auditEntries(rows), nil
}

// Compile-time checks that DB implements the domain stores.
var (
	_ bookstore.UserStore         = (*UserStore)(nil)
	_ bookstore.SessionStore      = (*SessionStore)(nil)
	_ bookstore.LoginAttemptStore = (*LoginAttemptStore)(nil)
	_ bookstore.AuditStore        = (*AuditStore)(nil)
)
