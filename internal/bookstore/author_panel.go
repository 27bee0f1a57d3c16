package bookstore

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"
)

// The author panel (/yazar): an author reads and changes
// only the records of the author profile linked to their own user.

const (
	MsgAuthorNotApproved   = "Kitap ve etkinlik ekleyebilmek için yazar profilinizin admin tarafından onaylanması gerekir."
	MsgAuthorProfileNeeded = "Önce Profil Ayarları'ndan yazar profilinizi oluşturun."
	MsgBiographyTooLong    = "Biyografi en fazla 2000 karakter olabilir"
	MaxApplicationBioLen   = 2000
)

// AuthorApplication is the /yazar-giris application form.
type AuthorApplication struct {
	Registration
	Biography string // plain text from the form
}

// Validate applies the registration rules and bounds the biography.
func (a *AuthorApplication) Validate() error {
	a.Normalize()
	a.Biography = strings.TrimSpace(a.Biography)
	err := a.Registration.Validate()
	if utf8.RuneCountInString(a.Biography) > MaxApplicationBioLen {
		fe := FieldError{Field: "biography", Message: MsgBiographyTooLong}
		if e := (*Error)(nil); errors.As(err, &e) && e != nil {
			e.Fields = append(e.Fields, fe)
			return e
		}
		return Invalid(fe)
	}
	return err
}

// AuthorCounts are the author dashboard's four counters.
type AuthorCounts struct {
	Books, ApprovedBooks, Events, ApprovedEvents int
}

// AuthorPanelStore is the storage of the author panel. Every method that
// takes an authorID acts on that author's records only; another author's
// record is ErrNotFound.
// The author's books and events are their aggregates' (BookStore,
// EventStore), and the profile the author aggregate's (AuthorStore).
type AuthorPanelStore interface {
	AuthorOfUser
	AuthorCounts(ctx context.Context, authorID string) (AuthorCounts, error)
	// AuthorActivity returns the newest audit entries of the author's books and events.
	AuthorActivity(ctx context.Context, authorID string, limit int) ([]AuditEntry, error)
}
