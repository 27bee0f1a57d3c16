// Package authors is the author aggregate's service: the admin's author
// pages, the author's own profile (Profil Ayarları), the author
// application and the author dashboard. The admin's save and the author's
// profile save are one path; the domain's permission
// (bookstore.CanEditAuthor, bookstore.AuthorFieldsOf) decides which profile
// the actor may save and which fields they set. Every change writes its
// audit entry in its own transaction.
package authors

import (
	"context"
	"errors"
	"log/slog"

	"bookstore/internal/bookstore"
)

// Service is the author service.
type Service struct {
	Store bookstore.AuthorStore
	// Public reads the approved profiles the storefront shows.
	Public bookstore.PublicAuthorReader
	// Panel finds a user's profile and reads the author dashboard.
	Panel bookstore.AuthorPanelStore
	// Users and Mails tell an author with an account the admin's approval
	// decision, in the decision's transaction (Mails nil: no mail).
	Users interface {
		UserByID(ctx context.Context, id string) (*bookstore.User, error)
	}
	Mails bookstore.AuthorMails
	// Sanitize cleans rich text (richtext.Sanitize) before it is stored.
	Sanitize func(html string) string
	// Images deletes the file of a photo a save or delete took off (nil: kept).
	Images bookstore.ImageReleaser
	Log    *slog.Logger
}

// ActorOf is the actor of a signed-in user (nil: a guest), with the author
// profile of an author.
func (s *Service) ActorOf(ctx context.Context, u *bookstore.User) (bookstore.Actor, error) {
	return bookstore.ActorFor(ctx, s.Panel, u)
}

// List pages through all authors, newest first (the admin's).
func (s *Service) List(ctx context.Context, a bookstore.Actor, q string, p bookstore.PageRequest) ([]bookstore.AuthorSummary, int, error) {
	if err := bookstore.CanDecideAuthor(a); err != nil {
		return nil, 0, err
	}
	return s.Store.ListAuthors(ctx, q, p)
}

// Get returns a profile the actor may save, with the admin's counts.
func (s *Service) Get(ctx context.Context, a bookstore.Actor, id string) (*bookstore.AuthorSummary, error) {
	if err := bookstore.CanEditAuthor(a, nil); err != nil {
		return nil, err
	}
	p, err := s.Store.Author(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	if err := bookstore.CanEditAuthor(a, &p.Author); err != nil {
		return nil, err
	}
	return p, nil
}

// Options lists approved authors by name for the book and event forms.
func (s *Service) Options(ctx context.Context, a bookstore.Actor, q string, limit int) ([]bookstore.Author, error) {
	if err := bookstore.CanDecideAuthor(a); err != nil {
		return nil, err
	}
	return s.Store.AuthorOptions(ctx, q, limit)
}

// PublicList pages through the storefront's authors.
func (s *Service) PublicList(ctx context.Context, q string, p bookstore.PageRequest) ([]bookstore.Author, int, error) {
	return s.Public.PublicAuthors(ctx, bookstore.AuthorFilter{Query: q, PageRequest: p})
}

// Profile is the actor's own profile, nil while they have none.
func (s *Service) Profile(ctx context.Context, a bookstore.Actor) (*bookstore.AuthorSummary, error) {
	if a.AuthorID == "" {
		return nil, nil
	}
	return s.Get(ctx, a, a.AuthorID)
}

// Save creates (id "") or updates a profile from the form, with the fields
// the actor may set (bookstore.EditAuthor).
func (s *Service) Save(ctx context.Context, a bookstore.Actor, id string, in bookstore.AuthorInput) (*bookstore.AuthorSummary, error) {
	if err := bookstore.CanEditAuthor(a, nil); err != nil {
		return nil, err
	}
	in, err := bookstore.AuthorFormFor(a, in)
	if err != nil {
		return nil, err
	}
	in.Biography = s.Sanitize(in.Biography)
	var before *bookstore.AuthorSummary
	action := bookstore.ActionAuthorCreated
	if id == "" {
		if err := bookstore.CanCreateAuthor(a); err != nil {
			return nil, err
		}
	} else {
		if before, err = s.Store.Author(ctx, id); err != nil {
			return nil, notFound(err)
		}
		if err := bookstore.CanEditAuthor(a, &before.Author); err != nil {
			return nil, err
		}
		action = bookstore.ActionAuthorUpdated
	}
	var prior *bookstore.Author
	if before != nil {
		prior = &before.Author
	}
	p := bookstore.EditAuthor(a, prior, in)
	return s.write(ctx, a.UserID, action, before, &p)
}

// SaveProfile saves the actor's own profile (creating it while they have
// none) through Save, with the message the profile page shows.
func (s *Service) SaveProfile(ctx context.Context, a bookstore.Actor, in bookstore.AuthorInput) (*bookstore.AuthorSummary, string, error) {
	p, err := s.Save(ctx, a, a.AuthorID, in)
	if err != nil {
		return nil, "", err
	}
	if a.AuthorID == "" {
		return p, bookstore.MsgProfileCreated, nil
	}
	return p, bookstore.MsgProfileUpdated, nil
}

// write stores p (over before, nil for a new profile) with its audit entry
// and releases the photo the save took off.
func (s *Service) write(ctx context.Context, actor string, action bookstore.AuditAction, before *bookstore.AuthorSummary,
	p *bookstore.Author) (*bookstore.AuthorSummary, error) {
	after, err := s.Store.SaveAuthor(ctx, p, func(after *bookstore.AuthorSummary) bookstore.Effects {
		return change(actor, action, after.ID, before, after)
	})
	if err != nil {
		return nil, notFound(err)
	}
	if before != nil {
		bookstore.ReleaseDropped(ctx, s.Images, before.PhotoURL, after.PhotoURL)
	}
	return after, nil
}

// SetApproval approves a profile or withdraws its approval (the admin's);
// a changed decision is mailed to the author's account with the change.
func (s *Service) SetApproval(ctx context.Context, a bookstore.Actor, id string, approved bool) (*bookstore.AuthorSummary, error) {
	if err := bookstore.CanDecideAuthor(a); err != nil {
		return nil, err
	}
	before, err := s.Store.Author(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	action := bookstore.ActionAuthorApproved
	if !approved {
		action = bookstore.ActionAuthorWithdrawn
	}
	var mail *bookstore.Mail
	if before.Approved != approved {
		mail = s.decisionMail(ctx, &before.Author, approved)
	}
	after, err := s.Store.SetAuthorApproval(ctx, id, approved, func(after *bookstore.AuthorSummary) bookstore.Effects {
		fx := change(a.UserID, action, id, before, after)
		fx.Mail = mail
		return fx
	})
	return after, notFound(err)
}

// decisionMail is the mail telling the author's account (an applicant's)
// that the profile was approved or is not approved (any more); nil without
// an account. It never fails the decision: a mail that cannot be rendered
// is logged and the decision made without it.
func (s *Service) decisionMail(ctx context.Context, p *bookstore.Author, approved bool) *bookstore.Mail {
	if s.Mails == nil || p.UserID == "" {
		return nil
	}
	u, err := s.Users.UserByID(ctx, p.UserID)
	if err == nil {
		var m bookstore.Mail
		if m, err = s.Mails.AuthorDecision(ctx, u, p.Name, approved); err == nil {
			return &m
		}
	}
	s.Log.ErrorContext(ctx, "author decision mail not rendered", "err", err, "author", p.ID)
	return nil
}

// Delete deletes a profile without books (the admin's) and releases its photo.
func (s *Service) Delete(ctx context.Context, a bookstore.Actor, id string) error {
	if err := bookstore.CanDecideAuthor(a); err != nil {
		return err
	}
	before, err := s.Store.Author(ctx, id)
	if err != nil {
		return notFound(err)
	}
	if err := s.Store.DeleteAuthor(ctx, id, change(a.UserID, bookstore.ActionAuthorDeleted, id, before, nil)); err != nil {
		return notFound(err)
	}
	bookstore.ReleaseDropped(ctx, s.Images, before.PhotoURL, "")
	return nil
}

// notFound turns a store's ErrNotFound into the author screens' message.
func notFound(err error) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", bookstore.MsgAuthorNotFound)
	}
	return err
}
