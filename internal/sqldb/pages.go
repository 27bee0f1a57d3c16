package sqldb

import (
	"context"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// PageStore is the admin's side of the content pages, on the shared
// connection.
type PageStore struct{ db *DB }

// NewPageStore returns the content-page store of db.
func NewPageStore(db *DB) *PageStore { return &PageStore{db} }

var _ bookstore.PageStore = (*PageStore)(nil)

func (r *pageRow) page() bookstore.PageContent {
	return bookstore.PageContent{ID: r.ID, Key: r.PageKey, Title: r.Title, Content: r.Content, Meta: r.MetaData,
		Published: r.IsPublished, UpdatedAt: r.UpdatedAt.UTC()}
}

// Pages returns every stored page, published or not.
func (s *PageStore) Pages(ctx context.Context) ([]bookstore.PageContent, error) {
	var rows []pageRow
	if err := s.db.bun.NewSelect().Model(&rows).Order("page_key").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.PageContent, len(rows))
	for i := range rows {
		out[i] = rows[i].page()
	}
	return out, nil
}

func (s *PageStore) Page(ctx context.Context, key string) (*bookstore.PageContent, error) {
	var r pageRow
	if err := s.db.bun.NewSelect().Model(&r).Where("page_key = ?", key).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	p := r.page()
	return &p, nil
}

// SavePage inserts or replaces the page with p.Key, and writes the effects
// fx makes of the page as stored in the same transaction.
func (s *PageStore) SavePage(ctx context.Context, p *bookstore.PageContent, fx bookstore.EffectsOf[*bookstore.PageContent]) error {
	t := now()
	if p.ID == "" {
		p.ID = newID()
	}
	p.UpdatedAt = t
	meta := p.Meta
	if meta == nil {
		meta = map[string]any{}
	}
	row := pageRow{ID: p.ID, PageKey: p.Key, Title: p.Title, Content: p.Content, MetaData: meta, IsPublished: p.Published, CreatedAt: t, UpdatedAt: t}
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		noteChange(ctx, bookstore.ScopePages)
		_, err := tx.NewInsert().Model(&row).
			On("CONFLICT (page_key) DO UPDATE").
			Set("title = EXCLUDED.title, content = EXCLUDED.content, meta_data = EXCLUDED.meta_data").
			Set("is_published = EXCLUDED.is_published, updated_at = EXCLUDED.updated_at").
			Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if fx == nil {
			return nil
		}
		var r pageRow
		if err := tx.NewSelect().Model(&r).Where("page_key = ?", p.Key).Limit(1).Scan(ctx); err != nil {
			return translate(err)
		}
		stored := r.page()
		return writeEffectsOf(ctx, s.db, tx, fx, &stored)
	})
}
