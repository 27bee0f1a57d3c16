package catalog

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Content pages: the admin's edit modal.

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
	err = s.Pages.SavePage(ctx, p, bookstore.Audited(func(after *bookstore.PageContent) bookstore.AuditEntry {
		return bookstore.Change(actorID, bookstore.ActionPageSaved, "page_contents", after.ID, pageRecordOf(before), pageRecordOf(after))
	}))
	if err != nil {
		return nil, err
	}
	return s.Pages.Page(ctx, in.Key)
}

// pageRecord is a page as the audit log keeps it: the content is long HTML,
// its size stands in for it.
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
