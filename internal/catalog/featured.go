package catalog

import (
	"context"

	"bookstore/internal/bookstore"
)

// The featured list: order and removal (a book joins it from the book form).

// ListFeatured lists the featured entries by position, also books not public.
func (s *Service) ListFeatured(ctx context.Context) ([]bookstore.FeaturedEntry, error) {
	return s.Featured.Featured(ctx)
}

// featuredRecord is a featured entry as the audit log keeps it.
type featuredRecord struct {
	BookID   string `json:"bookId"`
	Position int    `json:"position"`
}

func positions(list []bookstore.FeaturedEntry) []featuredRecord {
	out := make([]featuredRecord, len(list))
	for i, e := range list {
		out[i] = featuredRecord{BookID: e.Book.ID, Position: e.Position}
	}
	return out
}

// MoveFeatured moves an entry one place up or down; the list is returned as
// it then is.
func (s *Service) MoveFeatured(ctx context.Context, actorID, id string, up bool) ([]bookstore.FeaturedEntry, error) {
	before, err := s.Featured.Featured(ctx)
	if err != nil {
		return nil, err
	}
	err = s.Featured.MoveFeatured(ctx, id, up, bookstore.Audited(func(after []bookstore.FeaturedEntry) bookstore.AuditEntry {
		return bookstore.Change(actorID, bookstore.ActionFeaturedMoved, "featured_books", id, positions(before), positions(after))
	}))
	if err != nil {
		return nil, notFound(err, bookstore.MsgFeaturedNotFound)
	}
	return s.Featured.Featured(ctx)
}

// RemoveFeatured takes a book off the list; the rest is returned.
func (s *Service) RemoveFeatured(ctx context.Context, actorID, id string) ([]bookstore.FeaturedEntry, error) {
	_, err := s.Featured.RemoveFeatured(ctx, id, bookstore.Audited(func(removed *bookstore.FeaturedEntry) bookstore.AuditEntry {
		return bookstore.Change(actorID, bookstore.ActionFeaturedRemoved, "featured_books", id,
			featuredRecord{BookID: removed.Book.ID, Position: removed.Position}, nil)
	}))
	if err != nil {
		return nil, notFound(err, bookstore.MsgFeaturedNotFound)
	}
	return s.Featured.Featured(ctx)
}
