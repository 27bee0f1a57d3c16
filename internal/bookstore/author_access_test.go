package bookstore_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
)

// TestAuthorPermissions: an admin saves any profile; an author their own,
// and creates one only while they have none; nobody else saves one; only
// the admin decides.
func TestAuthorPermissions(t *testing.T) {
	own := &bookstore.Author{ID: authorA, UserID: "u2"}
	theirs := &bookstore.Author{ID: authorB, UserID: "u5"}
	for _, c := range []struct {
		name    string
		actor   bookstore.Actor
		profile *bookstore.Author
		edit    bookstore.Code
		create  bookstore.Code
		decide  bookstore.Code
	}{
		{"guest", guest, own, bookstore.CodeUnauthorized, bookstore.CodeUnauthorized, bookstore.CodeUnauthorized},
		{"member", member, own, bookstore.CodeForbidden, bookstore.CodeForbidden, bookstore.CodeForbidden},
		{"author's own", author, own, "", bookstore.CodeForbidden, bookstore.CodeForbidden},
		{"unapproved author's own", pendingAuthor, &bookstore.Author{ID: authorA, UserID: "u3"}, "", bookstore.CodeForbidden, bookstore.CodeForbidden},
		{"author without a profile", noProfile, own, bookstore.CodeNotFound, "", bookstore.CodeForbidden},
		{"another author's", author, theirs, bookstore.CodeNotFound, bookstore.CodeForbidden, bookstore.CodeForbidden},
		{"admin", admin, theirs, "", "", ""},
	} {
		if got := code(bookstore.CanEditAuthor(c.actor, c.profile)); got != c.edit {
			t.Errorf("%s edit: %q, want %q", c.name, got, c.edit)
		}
		if got := code(bookstore.CanCreateAuthor(c.actor)); got != c.create {
			t.Errorf("%s create: %q, want %q", c.name, got, c.create)
		}
		if got := code(bookstore.CanDecideAuthor(c.actor)); got != c.decide {
			t.Errorf("%s decide: %q, want %q", c.name, got, c.decide)
		}
	}
}

// TestEditAuthor: the author sets the name and biography of their own
// profile, never its photo, approval or account; the admin sets all but
// the account.
func TestEditAuthor(t *testing.T) {
	form := bookstore.AuthorInput{Name: " Sait Faik ", Biography: "<p>Burgazada</p>", PhotoURL: "/media/authors/x.jpg", Approved: true}
	before := &bookstore.Author{ID: authorA, UserID: "u2", Name: "Sait", PhotoURL: "/media/authors/old.jpg", Approved: true}

	in, err := bookstore.AuthorFormFor(author, form)
	if err != nil {
		t.Fatal(err)
	}
	if got := bookstore.EditAuthor(author, before, in); got.Name != "Sait Faik" || got.PhotoURL != before.PhotoURL ||
		!got.Approved || got.UserID != "u2" || got.ID != authorA {
		t.Errorf("author's edit: %+v", got)
	}
	if got := bookstore.EditAuthor(noProfile, nil, in); got.ID != "" || got.UserID != "u4" || got.Approved || got.PhotoURL != "" {
		t.Errorf("author's new profile: %+v", got)
	}
	in, err = bookstore.AuthorFormFor(admin, form)
	if err != nil {
		t.Fatal(err)
	}
	if got := bookstore.EditAuthor(admin, before, in); got.PhotoURL != form.PhotoURL || !got.Approved || got.UserID != "u2" {
		t.Errorf("admin's edit: %+v", got)
	}
	if got := bookstore.EditAuthor(admin, nil, in); got.UserID != "" || !got.Approved {
		t.Errorf("admin's new profile: %+v", got)
	}
	if _, err := bookstore.AuthorFormFor(author, bookstore.AuthorInput{Name: " "}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Errorf("empty name: %v", err)
	}
}

type profiles map[string]*bookstore.AuthorSummary

func (p profiles) AuthorOfUser(_ context.Context, userID string) (*bookstore.AuthorSummary, error) {
	if a, ok := p[userID]; ok {
		return a, nil
	}
	return nil, bookstore.ErrNotFound
}

func TestActorFor(t *testing.T) {
	ps := profiles{"u2": {Author: bookstore.Author{ID: authorA, Approved: true}}}
	ctx := t.Context()
	if a, err := bookstore.ActorFor(ctx, ps, &bookstore.User{ID: "u2", Role: bookstore.RoleAuthor}); err != nil || a != author {
		t.Errorf("author: %+v %v", a, err)
	}
	if a, err := bookstore.ActorFor(ctx, ps, &bookstore.User{ID: "u4", Role: bookstore.RoleAuthor}); err != nil || a != noProfile {
		t.Errorf("no profile: %+v %v", a, err)
	}
	if a, err := bookstore.ActorFor(ctx, ps, nil); err != nil || a != guest {
		t.Errorf("guest: %+v %v", a, err)
	}
}
