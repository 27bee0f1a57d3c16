package catalog

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Categories: the admin's inline form.

// ListCategories lists categories by name; q filters on the folded name.
func (s *Service) ListCategories(ctx context.Context, q string) ([]bookstore.Category, error) {
	return s.Categories.ListCategories(ctx, q)
}

// SaveCategory creates (id "") or renames a category; a name another
// category has (in Turkish case rules, bookstore.CategoryKey) is refused.
func (s *Service) SaveCategory(ctx context.Context, actorID, id string, in bookstore.CategoryInput) (*bookstore.Category, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.Category
	if id != "" {
		b, err := s.Categories.Category(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgCategoryNotFound)
		}
		before = b
	}
	c := &bookstore.Category{ID: id, Name: in.Name, Description: in.Description}
	err := s.Categories.SaveCategory(ctx, c, bookstore.Audited(func(after *bookstore.Category) bookstore.AuditEntry {
		return bookstore.Change(actorID, bookstore.ActionCategorySaved, "categories", after.ID, before, after)
	}))
	if err != nil {
		if errors.Is(err, bookstore.ErrDuplicate) {
			return nil, bookstore.Invalid(bookstore.FieldError{Field: "name", Message: bookstore.MsgCategoryDuplicate})
		}
		return nil, notFound(err, bookstore.MsgCategoryNotFound)
	}
	return s.Categories.Category(ctx, c.ID)
}

// DeleteCategory deletes a category; its books become uncategorised.
func (s *Service) DeleteCategory(ctx context.Context, actorID, id string) error {
	before, err := s.Categories.Category(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgCategoryNotFound)
	}
	entry := bookstore.Change(actorID, bookstore.ActionCategoryDeleted, "categories", id, before, nil)
	return notFound(s.Categories.DeleteCategory(ctx, id, bookstore.Effects{Audit: &entry}), bookstore.MsgCategoryNotFound)
}
