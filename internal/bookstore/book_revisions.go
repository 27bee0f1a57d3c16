package bookstore

import (
	"context"
	"time"
)

// An author's edit of an approved book does not take the book off the shop:
// the edit is kept as the book's pending revision beside the
// live record, the storefront keeps showing the approved fields, the author
// goes on editing the revision, and the admin's approval applies it (a
// rejection drops it and the approved version stays).

// MsgRevisionPending is what the author's panel says of a book whose edit
// waits for the admin.
const MsgRevisionPending = "Değişiklikleriniz onay bekliyor"

// MsgNoRevision: the admin rejected a revision that is not there (already
// applied or rejected).
const MsgNoRevision = "Bu kitap için onay bekleyen bir değişiklik yok"

// BookRevision is the content of a book as its author last saved it, waiting
// for the admin (the fields an author may set: see BookFieldsOf).
type BookRevision struct {
	Title, ISBN, CategoryID, CategoryName, Description string
	// CoverURL is the cover the author uploaded for the book that waits in
	// image approval ("" when none), shown beside the live one for review.
	CoverURL        string
	Price           int64 // kuruş
	PageCount       int
	PublicationDate *time.Time
	Parcel          BookParcel
	UpdatedAt       time.Time
}

// EditWaits says whether the actor's save of before is kept as a pending
// revision instead of changing the live book: an actor who may not approve
// (an author) editing a book that is approved, or whose earlier edit still
// waits (the author edits the revision, not the live record).
func EditWaits(a Actor, before *BookSummary) bool {
	return before != nil && !BookFieldsOf(a).Has(SetsApproval) && (before.Approved || before.Revision != nil)
}

// BookRevisionStore keeps the pending revisions of books. Approving a book
// (BookWriter.SetBookApproval with true) applies its revision in the same
// transaction.
type BookRevisionStore interface {
	// SaveBookRevision stores e.Book's content as the pending revision of
	// book e.Book.ID (replacing an earlier one) while the book is still
	// e.Book.AuthorID's (else ErrNotFound), and returns the book with it;
	// fx (the staff's notice) is written only when no revision was waiting.
	SaveBookRevision(ctx context.Context, e BookEdit, fx Effects) (*BookSummary, error)
	// DiscardBookRevision drops book id's pending revision (ErrNotFound
	// when it has none) and returns the book; fx (the author's mail with the
	// reason, the audit entry) is written in the same transaction.
	DiscardBookRevision(ctx context.Context, id string, fx Effects) (*BookSummary, error)
}

// BookRevisionMails renders the mail that tells an author why their edit
// was not published.
type BookRevisionMails interface {
	BookRevisionRejected(ctx context.Context, userID string, b *BookSummary, reason string) (Mail, error)
}
