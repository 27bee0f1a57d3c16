package bookstore

// AuditOf builds the audit entry of a change from the record the change
// wrote (a saved category, the featured list after a move, a saved sale).
// The store calls it inside the change's transaction and writes the entry
// there, so the change and its entry commit together or not at all, as an
// order's Effects do; a nil AuditOf writes no entry (the demo seeding and
// storage tests, which are no one's change).
//
// A change whose entry is known before it runs (a delete, a sale ended now,
// a new shipping rule) passes Effects instead.
type AuditOf[T any] func(after T) AuditEntry
