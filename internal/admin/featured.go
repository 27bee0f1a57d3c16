package admin

import (
	"context"

	"bookstore/internal/bookstore"
)

// The featured list: order and removal, audited (a book joins it from the
// book form).

// ListFeatured lists the featured entries by position, also books not public.
func (s *Service) ListFeatured(ctx context.Context) ([]bookstore.FeaturedEntry, error) {
	return s.Featured.Featured(ctx)
}

type featuredRecord struct {
	BookID   string `json:"bookId"`
	Position int    `json:"position"`
}

func (s *Service) MoveFeatured(ctx context.Context, actorID, id string, up bool) ([]bookstore.FeaturedEntry, error) {
	before, err := s.Featured.Featured(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.Featured.MoveFeatured(ctx, id, up); err != nil {
		return nil, notFound(err, bookstore.MsgFeaturedNotFound)
	}
	after, err := s.Featured.Featured(ctx)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, bookstore.ActionFeaturedMoved, "featured_books", id, positions(before), positions(after))
	return after, nil
}

func positions(list []bookstore.FeaturedEntry) []featuredRecord {
	out := make([]featuredRecord, len(list))
	for i, e := range list {
		out[i] = featuredRecord{BookID: e.Book.ID, Position: e.Position}
	}
	return out
}

func (s *Service) RemoveFeatured(ctx context.Context, actorID, id string) ([]bookstore.FeaturedEntry, error) {
	removed, err := s.Featured.RemoveFeatured(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgFeaturedNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionFeaturedRemoved, "featured_books", id, featuredRecord{BookID: removed.Book.ID, Position: removed.Position}, nil)
	return s.Featured.Featured(ctx)
}
