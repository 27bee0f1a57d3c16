package admin

import (
	"context"

	"bookstore/internal/bookstore"
)

// Authors (panels.md §3): the author form and its approval, audited.

// ListAuthors pages through all authors, newest first.
func (s *Service) ListAuthors(ctx context.Context, q string, p bookstore.PageRequest) ([]bookstore.AuthorSummary, int, error) {
	return s.Authors.ListAuthors(ctx, q, p)
}

// Author returns one author with the admin's counts.
func (s *Service) Author(ctx context.Context, id string) (*bookstore.AuthorSummary, error) {
	return s.Authors.Author(ctx, id)
}

// AuthorOptions lists approved authors by name for the book and event forms.
func (s *Service) AuthorOptions(ctx context.Context, q string, limit int) ([]bookstore.Author, error) {
	return s.Authors.AuthorOptions(ctx, q, limit)
}

type authorRecord struct {
	Name         string `json:"name"`
	PhotoURL     string `json:"photoUrl"`
	Approved     bool   `json:"approved"`
	BiographyLen int    `json:"biographyLength"`
}

func authorRecordOf(a *bookstore.AuthorSummary) *authorRecord {
	if a == nil {
		return nil
	}
	return &authorRecord{Name: a.Name, PhotoURL: a.PhotoURL, Approved: a.Approved, BiographyLen: len(a.Biography)}
}

func (s *Service) SaveAuthor(ctx context.Context, actorID, id string, in bookstore.AuthorInput) (*bookstore.AuthorSummary, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a := &bookstore.Author{ID: id, Name: in.Name, Biography: s.Sanitize(in.Biography), PhotoURL: in.PhotoURL, Approved: in.Approved}
	var before *bookstore.AuthorSummary
	if id != "" {
		b, err := s.Authors.Author(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgAuthorNotFound)
		}
		before = b
		a.UserID = b.UserID
	}
	after, err := s.Authors.SaveAuthor(ctx, a)
	if err != nil {
		return nil, notFound(err, bookstore.MsgAuthorNotFound)
	}
	action := bookstore.ActionAuthorCreated
	if before != nil {
		action = bookstore.ActionAuthorUpdated
		s.dropped(ctx, before.PhotoURL, after.PhotoURL)
	}
	s.audit(ctx, actorID, action, "authors", after.ID, authorRecordOf(before), authorRecordOf(after))
	return after, nil
}

func (s *Service) SetAuthorApproval(ctx context.Context, actorID, id string, approved bool) (*bookstore.AuthorSummary, error) {
	before, err := s.Authors.Author(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgAuthorNotFound)
	}
	after, err := s.Authors.SetAuthorApproval(ctx, id, approved)
	if err != nil {
		return nil, notFound(err, bookstore.MsgAuthorNotFound)
	}
	action := bookstore.ActionAuthorApproved
	if !approved {
		action = bookstore.ActionAuthorWithdrawn
	}
	s.audit(ctx, actorID, action, "authors", id, authorRecordOf(before), authorRecordOf(after))
	if before.Approved != approved {
		s.mailAuthorDecision(ctx, &after.Author, approved)
	}
	return after, nil
}

// mailAuthorDecision tells the author's account (an applicant's) that the
// profile was approved or is not approved (any more). It never fails the
// decision: the change is made, a missing mail is logged.
func (s *Service) mailAuthorDecision(ctx context.Context, a *bookstore.Author, approved bool) {
	if s.AuthorMail == nil || a.UserID == "" {
		return
	}
	u, err := s.Members.UserByID(ctx, a.UserID)
	if err == nil {
		err = s.AuthorMail.AuthorDecision(ctx, u, a.Name, approved)
	}
	if err != nil {
		s.Log.ErrorContext(ctx, "author decision mail not queued", "err", err, "author", a.ID)
	}
}

func (s *Service) DeleteAuthor(ctx context.Context, actorID, id string) error {
	before, err := s.Authors.Author(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgAuthorNotFound)
	}
	if err := s.Authors.DeleteAuthor(ctx, id); err != nil {
		return notFound(err, bookstore.MsgAuthorNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionAuthorDeleted, "authors", id, authorRecordOf(before), nil)
	s.dropped(ctx, before.PhotoURL, "")
	return nil
}
