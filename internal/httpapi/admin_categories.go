package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/catalog"
)

// catalogHandlers are the admin's routes of the catalogue content
// (categories, the featured list, the content pages): they read the request
// and call the catalogue service, nothing else.
type catalogHandlers struct{ catalog *catalog.Service }

// Admin: categories.

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

func (h catalogHandlers) adminListCategories(ctx context.Context, in *searchInput) (*adminCategoriesOutput, error) {
	cs, err := h.catalog.ListCategories(ctx, in.Q)
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

func (h catalogHandlers) adminCreateCategory(ctx context.Context, in *categoryInput) (*categoryOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	c, err := h.catalog.SaveCategory(ctx, uid, "", bookstore.CategoryInput{Name: in.Body.Name, Description: in.Body.Description})
	if err != nil {
		return nil, err
	}
	return &categoryOutput{Status: http.StatusCreated, Body: adminCategoryView(c)}, nil
}

type updateCategoryInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body CategoryRequest
}

func (h catalogHandlers) adminUpdateCategory(ctx context.Context, in *updateCategoryInput) (*categoryOutput, error) {
	c, err := asCaller(ctx, in.ID, bookstore.MsgCategoryNotFound, func(ctx context.Context, actor, id string) (*bookstore.Category, error) {
		return h.catalog.SaveCategory(ctx, actor, id, bookstore.CategoryInput{Name: in.Body.Name, Description: in.Body.Description})
	})
	if err != nil {
		return nil, err
	}
	return &categoryOutput{Status: http.StatusOK, Body: adminCategoryView(c)}, nil
}

func (h catalogHandlers) adminDeleteCategory(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asCaller(ctx, in.ID, bookstore.MsgCategoryNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, h.catalog.DeleteCategory(ctx, actor, id)
	})
	return nil, err
}
