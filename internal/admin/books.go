package admin

import (
	"context"

	"bookstore/internal/bookstore"
)

// Audit actions of the catalogue (the dashboard's activity feed reads them).
const (
	ActionBookCreated    = bookstore.ActionBookCreated
	ActionBookUpdated    = bookstore.ActionBookUpdated
	ActionBookApproved   = bookstore.ActionBookApproved
	ActionBookUnapproved = bookstore.ActionBookUnapproved
	ActionBookDeleted    = bookstore.ActionBookDeleted
)

// bookRecord is a book as the audit log keeps it.
type bookRecord struct {
	Title      string `json:"title"`
	ISBN       string `json:"isbn"`
	AuthorID   string `json:"authorId"`
	CategoryID string `json:"categoryId,omitempty"`
	Price      int64  `json:"price"`
	Stock      int    `json:"stock"`
	PageCount  int    `json:"pageCount"`
	CoverURL   string `json:"coverUrl"`
	Featured   bool   `json:"featured"`
	Approved   bool   `json:"approved"`
	// The description is long HTML: its size stands in for it.
	DescriptionLen int `json:"descriptionLength"`
}

func recordOf(b *bookstore.BookSummary) *bookRecord {
	if b == nil {
		return nil
	}
	return &bookRecord{Title: b.Title, ISBN: b.ISBN, AuthorID: b.AuthorID, CategoryID: b.CategoryID, Price: b.Price, Stock: b.Stock,
		PageCount: b.PageCount, CoverURL: b.CoverURL, Featured: b.Featured, Approved: b.Approved, DescriptionLen: len(b.Description)}
}

// SaveBook creates (id "") or updates a book from the form.
func (s *Service) SaveBook(ctx context.Context, actorID, id string, in bookstore.BookInput) (*bookstore.BookSummary, error) {
	in.Normalize()
	if err := in.Validate(true); err != nil {
		return nil, err
	}
	in.Description = s.Sanitize(in.Description)
	var before *bookstore.BookSummary
	if id != "" {
		b, err := s.Books.AdminBook(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgBookNotFound)
		}
		before = b
	}
	after, err := s.Books.SaveBook(ctx, in.Book(id))
	if err != nil {
		return nil, notFound(err, bookstore.MsgBookNotFound)
	}
	action := ActionBookCreated
	if before != nil {
		action = ActionBookUpdated
		s.dropped(ctx, before.CoverURL, after.CoverURL)
	}
	s.audit(ctx, actorID, action, "books", after.ID, recordOf(before), recordOf(after))
	return after, nil
}

// SetBookApproval approves a book or withdraws its approval.
func (s *Service) SetBookApproval(ctx context.Context, actorID, id string, approved bool) (*bookstore.BookSummary, error) {
	before, err := s.Books.AdminBook(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgBookNotFound)
	}
	after, err := s.Books.SetBookApproval(ctx, id, approved)
	if err != nil {
		return nil, notFound(err, bookstore.MsgBookNotFound)
	}
	action := ActionBookApproved
	if !approved {
		action = ActionBookUnapproved
	}
	s.audit(ctx, actorID, action, "books", id, recordOf(before), recordOf(after))
	return after, nil
}

// DeleteBook deletes a book that no order references.
func (s *Service) DeleteBook(ctx context.Context, actorID, id string) error {
	before, err := s.Books.AdminBook(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgBookNotFound)
	}
	if err := s.Books.DeleteBook(ctx, id); err != nil {
		return notFound(err, bookstore.MsgBookNotFound)
	}
	s.audit(ctx, actorID, ActionBookDeleted, "books", id, recordOf(before), nil)
	s.dropped(ctx, before.CoverURL, "")
	return nil
}
