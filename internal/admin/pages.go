package admin

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Content pages (panels.md §5): the edit modal, audited.

// ListPages returns every stored page, published or not.
func (s *Service) ListPages(ctx context.Context) ([]bookstore.PageContent, error) {
	return s.Pages.Pages(ctx)
}

// SavePage writes a content page (title, rich text, published, per-page fields).
func (s *Service) SavePage(ctx context.Context, actorID string, in bookstore.PageInput) (*bookstore.PageContent, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	before, err := s.Pages.Page(ctx, in.Key)
	if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
		return nil, err
	}
	p := &bookstore.PageContent{Key: in.Key, Title: in.Title, Content: s.Sanitize(in.Content), Meta: in.Meta, Published: in.Published}
	if before != nil {
		p.ID = before.ID
	}
	if err := s.Pages.SavePage(ctx, p); err != nil {
		return nil, err
	}
	after, err := s.Pages.Page(ctx, in.Key)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, bookstore.ActionPageSaved, "page_contents", after.ID, pageRecordOf(before), pageRecordOf(after))
	return after, nil
}

type pageRecord struct {
	Title      string         `json:"title"`
	Published  bool           `json:"published"`
	Meta       map[string]any `json:"meta"`
	ContentLen int            `json:"contentLength"`
}

func pageRecordOf(p *bookstore.PageContent) *pageRecord {
	if p == nil {
		return nil
	}
	return &pageRecord{Title: p.Title, Published: p.Published, Meta: p.Meta, ContentLen: len(p.Content)}
}
