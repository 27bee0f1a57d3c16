package bookstore

// EffectsOf builds the effects of a change (its audit entry, a mail) from
// the record the change wrote: a saved category with its new id, the
// featured list after a move, a sale as saved. The store calls it inside
// the change's transaction and writes the effects there, so the change and
// its audit entry commit together or not at all; a nil EffectsOf writes
// none (the demo seeding and storage tests, which are no one's change).
//
// A change whose effects are known before it runs (a delete, a sale ended
// now, a new shipping rule) passes Effects itself.
type EffectsOf[T any] func(after T) Effects

// Audited is the EffectsOf of a change whose one effect is its audit entry.
func Audited[T any](entry func(after T) AuditEntry) EffectsOf[T] {
	return func(after T) Effects {
		e := entry(after)
		return Effects{Audit: &e}
	}
}
