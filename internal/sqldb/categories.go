package sqldb

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// CategoryStore is the admin's side of categories, on the shared connection.
type CategoryStore struct{ db *DB }

// NewCategoryStore returns the category store of db.
func NewCategoryStore(db *DB) *CategoryStore { return &CategoryStore{db} }

var _ bookstore.CategoryStore = (*CategoryStore)(nil)

func (r *categoryRow) category() bookstore.Category {
	return bookstore.Category{ID: r.ID, Name: r.Name, Description: r.Description, CreatedAt: r.CreatedAt.UTC()}
}

// ListCategories lists categories by name; q filters on the folded name in
// Go (a shop has tens of categories).
func (s *CategoryStore) ListCategories(ctx context.Context, search string) ([]bookstore.Category, error) {
	var rows []categoryRow
	if err := s.db.bun.NewSelect().Model(&rows).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	tokens := bookstore.SearchTokens(search)
	out := make([]bookstore.Category, 0, len(rows))
rows:
	for _, r := range rows {
		name := " " + bookstore.FoldSearch(r.Name)
		for _, t := range tokens {
			if !strings.Contains(name, t) {
				continue rows
			}
		}
		out = append(out, r.category())
	}
	sortByKey(out, func(c bookstore.Category) string { return c.Name })
	return out, nil
}

func (s *CategoryStore) Category(ctx context.Context, id string) (*bookstore.Category, error) {
	var r categoryRow
	if err := s.db.bun.NewSelect().Model(&r).Where("id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	c := r.category()
	return &c, nil
}

// SaveCategory creates (c.ID == "") or renames a category, and writes the
// effects fx makes of the category as saved in the same transaction; a taken
// name is ErrDuplicate.
func (s *CategoryStore) SaveCategory(ctx context.Context, c *bookstore.Category, fx bookstore.EffectsOf[*bookstore.Category]) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := saveCategory(ctx, tx, c); err != nil {
			return err
		}
		var r categoryRow
		if err := tx.NewSelect().Model(&r).Where("id = ?", c.ID).Limit(1).Scan(ctx); err != nil {
			return translate(err)
		}
		saved := r.category()
		return writeEffectsOf(ctx, s.db, tx, fx, &saved)
	})
}

func saveCategory(ctx context.Context, tx bun.Tx, c *bookstore.Category) error {
	if c.ID == "" {
		t := stamp(&c.ID, &c.CreatedAt)
		_, err := tx.NewInsert().Model(&categoryRow{ID: c.ID, Name: c.Name, NameKey: bookstore.CategoryKey(c.Name), Description: c.Description, CreatedAt: t, UpdatedAt: t}).Exec(ctx)
		return translate(err)
	}
	res, err := tx.NewUpdate().Table("categories").Set("name = ?", c.Name).Set("name_key = ?", bookstore.CategoryKey(c.Name)).Set("description = ?", c.Description).
		Set("updated_at = ?", now()).Where("id = ?", c.ID).Exec(ctx)
	if err != nil {
		return translate(err)
	}
	if affected(res) != 1 {
		return bookstore.ErrNotFound
	}
	return nil
}

// DeleteCategory deletes a category, with fx; its books become
// uncategorised.
func (s *CategoryStore) DeleteCategory(ctx context.Context, id string, fx bookstore.Effects) error {
	return s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		// The category's sales go with it (ON DELETE CASCADE): its books on
		// sale are priced again once they have left it.
		var onSale []string
		if err := tx.NewSelect().Table("books").Column("id").Where("category_id = ? AND sale_price IS NOT NULL", id).
			Scan(ctx, &onSale); err != nil {
			return translate(err)
		}
		if _, err := tx.NewUpdate().Table("books").Set("category_id = NULL").Where("category_id = ?", id).Exec(ctx); err != nil {
			return translate(err)
		}
		res, err := tx.NewDelete().Table("categories").Where("id = ?", id).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.ErrNotFound
		}
		if _, err := refreshSalePrices(ctx, tx, priceScope{ids: onSale}, now()); err != nil {
			return err
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}
