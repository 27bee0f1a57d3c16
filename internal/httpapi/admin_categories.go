package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: categories (panels.md §2).

type AdminCategory struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	CreatedAt   time.Time `json:"createdAt"`
}

func adminCategoryView(c *bookstore.Category) AdminCategory {
	return AdminCategory{ID: c.ID, Name: c.Name, Description: c.Description, CreatedAt: c.CreatedAt}
}

type AdminCategoryList struct {
	Items []AdminCategory `json:"items"`
}

type searchInput struct {
	Q string `query:"q" maxLength:"100"`
}

type adminCategoriesOutput struct{ Body AdminCategoryList }

func (s *Server) adminListCategories(ctx context.Context, in *searchInput) (*adminCategoriesOutput, error) {
	cs, err := s.admin.ListCategories(ctx, in.Q)
	if err != nil {
		return nil, err
	}
	out := &adminCategoriesOutput{Body: AdminCategoryList{Items: make([]AdminCategory, len(cs))}}
	for i := range cs {
		out.Body.Items[i] = adminCategoryView(&cs[i])
	}
	return out, nil
}

type CategoryRequest struct {
	Name        string `json:"name" maxLength:"400"`
	Description string `json:"description,omitempty" required:"false" maxLength:"4000"`
}

type categoryInput struct{ Body CategoryRequest }
type categoryOutput struct {
	Status int
	Body   AdminCategory
}

func (s *Server) adminCreateCategory(ctx context.Context, in *categoryInput) (*categoryOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	c, err := s.admin.SaveCategory(ctx, uid, "", bookstore.CategoryInput{Name: in.Body.Name, Description: in.Body.Description})
	if err != nil {
		return nil, err
	}
	return &categoryOutput{Status: http.StatusCreated, Body: adminCategoryView(c)}, nil
}

type updateCategoryInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body CategoryRequest
}

func (s *Server) adminUpdateCategory(ctx context.Context, in *updateCategoryInput) (*categoryOutput, error) {
	c, err := asAdmin(s, ctx, in.ID, bookstore.MsgCategoryNotFound, func(ctx context.Context, actor, id string) (*bookstore.Category, error) {
		return s.admin.SaveCategory(ctx, actor, id, bookstore.CategoryInput{Name: in.Body.Name, Description: in.Body.Description})
	})
	if err != nil {
		return nil, err
	}
	return &categoryOutput{Status: http.StatusOK, Body: adminCategoryView(c)}, nil
}

func (s *Server) adminDeleteCategory(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asAdmin(s, ctx, in.ID, bookstore.MsgCategoryNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, s.admin.DeleteCategory(ctx, actor, id)
	})
	return nil, err
}
