package bookstore

import (
	"context"
	"strings"
)

// Authors: the author form of both panels and the author store. Who may
// set which field is in author_access.go.

const MsgAuthorHasBooks = "Bu yazarın kitapları olduğu için silinemez; önce kitaplarını silin veya yazarın onayını kaldırın."

// AuthorInput is the author form; Biography is rich text.
type AuthorInput struct {
	Name, Biography, PhotoURL string
	Approved                  bool
}

func (a *AuthorInput) Validate() error {
	a.Name, a.PhotoURL = strings.TrimSpace(a.Name), strings.TrimSpace(a.PhotoURL)
	var f []FieldError
	if a.Name == "" {
		f = append(f, FieldError{"name", MsgRequired})
	} else if e := CheckSingleLine("name", a.Name); e != nil {
		f = append(f, *e)
	} else if e := lengthCheck("name", a.Name, MaxNameLen, MsgNameTooLong); e != nil {
		f = append(f, *e)
	}
	if e := lengthCheck("biography", a.Biography, MaxRichTextLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	if a.PhotoURL != "" && !ValidImageURL(a.PhotoURL) {
		f = append(f, FieldError{"photoUrl", MsgBadImageURL})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// AuthorSummary is an author with the admin's counts.
type AuthorSummary struct {
	Author
	BookCount int
}

// AuthorStore is the storage of the author aggregate: the admin's author
// pages, the author's own profile and the application save through it. A
// change's effects (its audit entry) are written in its transaction: fx
// builds them from the saved author (nil: none).
type AuthorStore interface {
	// ListAuthors pages through all authors, newest first.
	ListAuthors(ctx context.Context, q string, page PageRequest) ([]AuthorSummary, int, error)
	Author(ctx context.Context, id string) (*AuthorSummary, error)
	// SaveAuthor creates or updates; a new name or approval is carried to
	// the author's books (search text, public visibility) and events.
	SaveAuthor(ctx context.Context, a *Author, fx func(*AuthorSummary) Effects) (*AuthorSummary, error)
	SetAuthorApproval(ctx context.Context, id string, approved bool, fx func(*AuthorSummary) Effects) (*AuthorSummary, error)
	DeleteAuthor(ctx context.Context, id string, fx Effects) error // refused while the author has books
	// AuthorOptions lists approved authors by name for the book and event forms.
	AuthorOptions(ctx context.Context, q string, limit int) ([]Author, error)
}

// PublicAuthorReader is the storefront's read of authors (Storefront has
// it): approved profiles only.
type PublicAuthorReader interface {
	PublicAuthors(ctx context.Context, f AuthorFilter) ([]Author, int, error)
	PublicAuthor(ctx context.Context, id string) (*Author, error)
}
