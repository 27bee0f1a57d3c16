package admin

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Categories (panels.md §2): the inline form, audited.

// ListCategories lists categories by name; q filters on the folded name.
func (s *Service) ListCategories(ctx context.Context, q string) ([]bookstore.Category, error) {
	return s.Categories.ListCategories(ctx, q)
}

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
	if err := s.Categories.SaveCategory(ctx, c); err != nil {
		if errors.Is(err, bookstore.ErrDuplicate) {
			return nil, bookstore.Invalid(bookstore.FieldError{Field: "name", Message: bookstore.MsgCategoryDuplicate})
		}
		return nil, notFound(err, bookstore.MsgCategoryNotFound)
	}
	after, err := s.Categories.Category(ctx, c.ID)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, bookstore.ActionCategorySaved, "categories", after.ID, before, after)
	return after, nil
}

func (s *Service) DeleteCategory(ctx context.Context, actorID, id string) error {
	before, err := s.Categories.Category(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgCategoryNotFound)
	}
	if err := s.Categories.DeleteCategory(ctx, id); err != nil {
		return notFound(err, bookstore.MsgCategoryNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionCategoryDeleted, "categories", id, before, nil)
	return nil
}
