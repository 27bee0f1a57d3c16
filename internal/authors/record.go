package authors

import "bookstore/internal/bookstore"

// authorRecord is a profile as the audit log keeps it (the same for every
// save; the author dashboard's feed reads its name).
type authorRecord struct {
	Name     string `json:"name"`
	PhotoURL string `json:"photoUrl"`
	Approved bool   `json:"approved"`
	// The biography is long HTML: its size stands in for it.
	BiographyLen int `json:"biographyLength"`
}

func recordOf(a *bookstore.AuthorSummary) *authorRecord {
	if a == nil {
		return nil
	}
	return &authorRecord{Name: a.Name, PhotoURL: a.PhotoURL, Approved: a.Approved, BiographyLen: len(a.Biography)}
}

// change is the effects of a change by actor: its audit entry, written in
// the change's transaction.
func change(actor string, action bookstore.AuditAction, id string, before, after *bookstore.AuthorSummary) bookstore.Effects {
	e := bookstore.Change(actor, action, "authors", id, recordOf(before), recordOf(after))
	return bookstore.Effects{Audit: &e}
}
