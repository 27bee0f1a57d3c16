package bookstore

import (
	"context"
	"errors"
)

// Who may change which author profile, and which of its fields: the admin's
// author form and the author's own Profil Ayarları save through the same
// service (internal/authors); the rules are here.

// ActorFor is the actor of a signed-in user (nil: a guest), with the author
// profile of an author (none yet: an author without a profile). The book,
// event and author services all start from it.
func ActorFor(ctx context.Context, authors AuthorOfUser, u *User) (Actor, error) {
	if u == nil || u.Role != RoleAuthor {
		return ActorOf(u, nil), nil
	}
	p, err := authors.AuthorOfUser(ctx, u.ID)
	if errors.Is(err, ErrNotFound) {
		return ActorOf(u, nil), nil
	}
	if err != nil {
		return Actor{}, err
	}
	return ActorOf(u, &p.Author), nil
}

// Messages of the author's own profile save.
const (
	MsgProfileCreated = "Yazar profili oluşturuldu"
	MsgProfileUpdated = "Profil başarıyla güncellendi!"
)

// AuthorFields are the fields of an author profile a save sets beyond its
// name and biography, which every save sets.
type AuthorFields uint8

const (
	// SetsAuthorPhoto: the photo; an author's own photo goes through the
	// image approval queue instead.
	SetsAuthorPhoto AuthorFields = 1 << iota
	// SetsAuthorApproval: whether the profile (and its books and events)
	// is public.
	SetsAuthorApproval

	allAuthorFields = SetsAuthorPhoto | SetsAuthorApproval
)

// Has reports whether every field of g is in f.
func (f AuthorFields) Has(g AuthorFields) bool { return hasFields(f, g) }

// AuthorFieldsOf are the author form's fields the actor may set beyond the
// name and biography: both for an admin, none for an author.
func AuthorFieldsOf(a Actor) AuthorFields { return formFields(a, allAuthorFields) }

// CanEditAuthor decides whether the actor may save profile p (nil: whether
// they may save a profile at all): an admin any profile; an author their
// own only. Another author's profile is not found, never forbidden.
func CanEditAuthor(a Actor, p *Author) error {
	switch {
	case a.UserID == "":
		return Errorf(CodeUnauthorized, "%s", MsgNoSession)
	case a.Role == RoleAdmin:
		return nil
	case a.Role != RoleAuthor:
		return Errorf(CodeForbidden, "%s", MsgAuthorization)
	case p != nil && (p.ID != a.AuthorID || p.UserID != a.UserID):
		return Errorf(CodeNotFound, "%s", MsgAuthorNotFound)
	}
	return nil
}

// CanCreateAuthor decides whether the actor may add a profile: an admin
// (without an account), an author their own while they have none.
func CanCreateAuthor(a Actor) error {
	if err := CanEditAuthor(a, nil); err != nil {
		return err
	}
	if a.Role == RoleAuthor && a.AuthorID != "" {
		return Errorf(CodeForbidden, "%s", MsgAuthorization)
	}
	return nil
}

// CanDecideAuthor decides whether the actor may approve, withdraw or
// delete an author profile: the admin's alone.
func CanDecideAuthor(a Actor) error {
	if err := CanEditAuthor(a, nil); err != nil {
		return err
	}
	if !AuthorFieldsOf(a).Has(SetsAuthorApproval) {
		return Errorf(CodeForbidden, "%s", MsgAuthorization)
	}
	return nil
}

// AuthorFormFor prepares the form an actor sent: the fields they may not
// set dropped, and validated.
func AuthorFormFor(a Actor, in AuthorInput) (AuthorInput, error) {
	may := AuthorFieldsOf(a)
	if !may.Has(SetsAuthorPhoto) {
		in.PhotoURL = ""
	}
	if !may.Has(SetsAuthorApproval) {
		in.Approved = false
	}
	return in, in.Validate()
}

// EditAuthor turns the form (prepared by AuthorFormFor) into the profile the
// actor's save writes over before (nil: a new profile). The linked account
// is never the form's: an admin's new profile has none, an author's is
// their own. The fields the actor may not set keep their stored values (a
// new profile: no photo, not approved).
func EditAuthor(a Actor, before *Author, in AuthorInput) Author {
	p := Author{Name: in.Name, Biography: in.Biography}
	if before != nil {
		p.ID, p.UserID, p.PhotoURL, p.Approved, p.CreatedAt = before.ID, before.UserID, before.PhotoURL, before.Approved, before.CreatedAt
	} else if a.Role == RoleAuthor {
		p.UserID = a.UserID
	}
	may := AuthorFieldsOf(a)
	if may.Has(SetsAuthorPhoto) {
		p.PhotoURL = in.PhotoURL
	}
	if may.Has(SetsAuthorApproval) {
		p.Approved = in.Approved
	}
	return p
}
