package bookstore

import (
	"context"
	"encoding/json"
	"time"
)

// AuditEntry records who changed what, when, with the record's state before
// and after (JSON, nil when absent). The admin dashboard's activity feed and
// the author dashboard read it.
type AuditEntry struct {
	ID        string
	ActorID   string // empty for the system (jobs, seeding)
	Action    string // e.g. "user.registered", "book.approved"
	Entity    string // table name, e.g. "books"
	EntityID  string
	Before    json.RawMessage
	After     json.RawMessage
	CreatedAt time.Time
}

// AuditStore appends to the audit log.
type AuditStore interface {
	RecordAudit(ctx context.Context, e AuditEntry) error
	RecentAudit(ctx context.Context, limit int) ([]AuditEntry, error)
}

// Audit actions written by the foundation.
const (
	ActionUserRegistered = "user.registered"
	ActionUserCreated    = "user.created"
)
