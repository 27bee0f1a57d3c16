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

// Effects are what a state change writes with it, in its transaction: the
// buyer's mail for the outbox and the audit entry, each optional. A change
// that commits has both; one that fails or loses has neither.
type Effects struct {
	Mail  *Mail
	Audit *AuditEntry
}

// Audit actions written by the foundation.
const (
	ActionUserRegistered = "user.registered"
	ActionUserCreated    = "user.created"
)

// Change builds the audit entry of a change: before and after are the
// record's state as JSON; nil (also a typed nil, "no record") stays empty.
func Change(actor, action, entity, id string, before, after any) AuditEntry {
	return AuditEntry{ActorID: actor, Action: action, Entity: entity, EntityID: id, Before: asJSON(before), After: asJSON(after)}
}

func asJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil || string(b) == "null" {
		return nil
	}
	return b
}
