// Package books is the book aggregate's service, used by the admin panel
// and the author panel alike: one list, one read, one save, approval and
// delete. What differs between the panels is who acts, and the domain's
// permission (bookstore.CanEditBook, bookstore.BookFieldsOf) decides what
// that actor may see and set. Every change is written to the audit log.
package books

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"bookstore/internal/bookstore"
)

// Service is the book service.
type Service struct {
	Store   bookstore.BookStore
	Authors bookstore.AuthorOfUser
	Audit   bookstore.AuditStore
	// Sanitize cleans rich text (richtext.Sanitize) before it is stored.
	Sanitize func(html string) string
	// Images deletes the file of a cover a save or delete took off (nil: kept).
	Images bookstore.ImageReleaser
	// Catalog finds a book's author (their account gets a rejection's mail)
	// and Mails renders that mail (nil: none is sent).
	Catalog interface {
		Author(ctx context.Context, id string) (*bookstore.AuthorSummary, error)
	}
	Mails bookstore.BookRevisionMails
	Log   *slog.Logger
}

// ActorOf is the actor of a signed-in user (nil: a guest), with the author
// profile of an author.
func (s *Service) ActorOf(ctx context.Context, u *bookstore.User) (bookstore.Actor, error) {
	return bookstore.ActorFor(ctx, s.Authors, u)
}

// List pages through the books the actor's panel lists, in the given
// approval and stock states ("" any).
func (s *Service) List(ctx context.Context, a bookstore.Actor, q string, status bookstore.BookStatusFilter,
	stock bookstore.BookStockFilter, p bookstore.PageRequest) ([]bookstore.BookSummary, int, error) {
	f, ok, err := bookstore.BookListFilter(a, q)
	if err != nil || !ok {
		return []bookstore.BookSummary{}, 0, err
	}
	f.Status, f.Stock = status, stock
	return s.Store.Books(ctx, f, p)
}

// Get returns a book the actor may see.
func (s *Service) Get(ctx context.Context, a bookstore.Actor, id string) (*bookstore.BookSummary, error) {
	if err := bookstore.CanViewBook(a, nil); err != nil {
		return nil, err
	}
	b, err := s.Store.Book(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	if err := bookstore.CanViewBook(a, &b.Book); err != nil {
		return nil, err
	}
	return b, nil
}

// Save creates (id "") or updates a book from the form, with the fields the
// actor may set; an author's save waits for an admin's approval: a new or
// unapproved book stays off the shop, an edit of an approved book is kept as
// its pending revision while the approved version stays on sale.
func (s *Service) Save(ctx context.Context, a bookstore.Actor, id string, in bookstore.BookInput) (*bookstore.BookSummary, error) {
	if err := bookstore.CanEditBook(a, nil); err != nil {
		return nil, err
	}
	in, err := bookstore.BookFormFor(a, in)
	if err != nil {
		return nil, err
	}
	in.Description = s.Sanitize(in.Description)
	var before *bookstore.BookSummary
	if id != "" {
		if before, err = s.Store.Book(ctx, id); err != nil {
			return nil, notFound(err)
		}
		if err := bookstore.CanEditBook(a, &before.Book); err != nil {
			return nil, err
		}
	}
	if bookstore.EditWaits(a, before) {
		// The approved version stays in the shop; the edit waits for the admin.
		notice := bookstore.RevisionWaitingNotice(id, before.Title, strconv.FormatInt(time.Now().UnixNano(), 10))
		after, err := s.Store.SaveBookRevision(ctx, bookstore.EditBook(a, id, in), bookstore.Effects{Staff: notice})
		if err != nil {
			return nil, notFound(err)
		}
		s.audit(ctx, a.UserID, bookstore.ActionBookUpdated, id, recordOf(before), revisionRecordOf(after))
		return after, nil
	}
	after, err := s.Store.SaveBook(ctx, bookstore.EditBook(a, id, in))
	if err != nil {
		return nil, notFound(err)
	}
	action := bookstore.ActionBookCreated
	if before != nil {
		action = bookstore.ActionBookUpdated
		bookstore.ReleaseDropped(ctx, s.Images, before.CoverURL, after.CoverURL)
	}
	s.audit(ctx, a.UserID, action, after.ID, recordOf(before), recordOf(after))
	return after, nil
}

// canApprove: approval and deletion are the admin's (BookFieldsOf).
func canApprove(a bookstore.Actor) error {
	if err := bookstore.CanEditBook(a, nil); err != nil {
		return err
	}
	if !bookstore.BookFieldsOf(a).Has(bookstore.SetsApproval) {
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorization)
	}
	return nil
}

// SetApproval approves a book or withdraws its approval.
func (s *Service) SetApproval(ctx context.Context, a bookstore.Actor, id string, approved bool) (*bookstore.BookSummary, error) {
	if err := canApprove(a); err != nil {
		return nil, err
	}
	before, err := s.Store.Book(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	after, err := s.Store.SetBookApproval(ctx, id, approved, a.UserID)
	if err != nil {
		return nil, notFound(err)
	}
	action := bookstore.ActionBookApproved
	if !approved {
		action = bookstore.ActionBookUnapproved
	}
	s.audit(ctx, a.UserID, action, id, recordOf(before), recordOf(after))
	return after, nil
}

// RejectRevision drops the author's edit waiting on book id (the admin's)
// with a reason, mailed to the author in the same transaction; the approved
// version stays as it is.
func (s *Service) RejectRevision(ctx context.Context, a bookstore.Actor, id, reason string) (*bookstore.BookSummary, error) {
	if err := canApprove(a); err != nil {
		return nil, err
	}
	reason, err := bookstore.CheckReason("reason", reason)
	if err != nil {
		return nil, err
	}
	before, err := s.Store.Book(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	if before.Revision == nil {
		return nil, bookstore.Errorf(bookstore.CodeConflict, "%s", bookstore.MsgNoRevision)
	}
	fx, err := s.rejectionEffects(ctx, a, before, reason)
	if err != nil {
		return nil, err
	}
	after, err := s.Store.DiscardBookRevision(ctx, id, fx)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, "%s", bookstore.MsgNoRevision)
	}
	return after, err
}

// rejectionEffects are the audit entry of a rejected edit and the mail to
// the author's account (none when the author has no account any more).
func (s *Service) rejectionEffects(ctx context.Context, a bookstore.Actor, b *bookstore.BookSummary, reason string) (bookstore.Effects, error) {
	after := recordOf(b) // the approved version stays
	after.Reason = reason
	entry := bookstore.Change(a.UserID, bookstore.ActionBookRevisionRejected, "books", b.ID, revisionRecordOf(b), after)
	fx := bookstore.Effects{Audit: &entry}
	if s.Mails == nil || s.Catalog == nil {
		return fx, nil
	}
	author, err := s.Catalog.Author(ctx, b.AuthorID)
	if err != nil || author.UserID == "" {
		return fx, nil //nolint:nilerr // an author without an account gets no mail; the rejection stands
	}
	m, err := s.Mails.BookRevisionRejected(ctx, author.UserID, b, reason)
	if err != nil {
		return bookstore.Effects{}, err
	}
	fx.Mail = &m
	return fx, nil
}

// Delete deletes a book that no order references (the admin's).
func (s *Service) Delete(ctx context.Context, a bookstore.Actor, id string) error {
	if err := canApprove(a); err != nil {
		return err
	}
	before, err := s.Store.Book(ctx, id)
	if err != nil {
		return notFound(err)
	}
	if err := s.Store.DeleteBook(ctx, id); err != nil {
		return notFound(err)
	}
	s.audit(ctx, a.UserID, bookstore.ActionBookDeleted, id, recordOf(before), nil)
	bookstore.ReleaseDropped(ctx, s.Images, before.CoverURL, "")
	return nil
}

// notFound turns a store's ErrNotFound into the book screens' message.
func notFound(err error) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", bookstore.MsgBookNotFound)
	}
	return err
}

// audit records a change; a failure is logged, the change stands.
func (s *Service) audit(ctx context.Context, actor string, action bookstore.AuditAction, id string, before, after any) {
	if err := s.Audit.RecordAudit(ctx, bookstore.Change(actor, action, "books", id, before, after)); err != nil {
		s.Log.ErrorContext(ctx, "audit", "action", action, "err", err)
	}
}
