package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// Admin: the featured list.

type FeaturedItem struct {
	ID       string    `json:"id"`
	Position int       `json:"position"`
	Book     AdminBook `json:"book"`
}

type FeaturedList struct {
	Items []FeaturedItem `json:"items"`
}

type adminFeaturedOutput struct{ Body FeaturedList }

func featuredView(list []bookstore.FeaturedEntry) *adminFeaturedOutput {
	out := &adminFeaturedOutput{Body: FeaturedList{Items: make([]FeaturedItem, len(list))}}
	for i := range list {
		out.Body.Items[i] = FeaturedItem{ID: list[i].ID, Position: list[i].Position, Book: adminBookView(&list[i].Book)}
	}
	return out
}

func (h catalogHandlers) adminFeatured(ctx context.Context, _ *struct{}) (*adminFeaturedOutput, error) {
	list, err := h.catalog.ListFeatured(ctx)
	if err != nil {
		return nil, err
	}
	return featuredView(list), nil
}

type MoveRequest struct {
	Direction string `json:"direction" enum:"up,down"`
}

type moveInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body MoveRequest
}

func (h catalogHandlers) adminMoveFeatured(ctx context.Context, in *moveInput) (*adminFeaturedOutput, error) {
	list, err := asCaller(ctx, in.ID, bookstore.MsgFeaturedNotFound, func(ctx context.Context, actor, id string) ([]bookstore.FeaturedEntry, error) {
		return h.catalog.MoveFeatured(ctx, actor, id, in.Body.Direction == "up")
	})
	if err != nil {
		return nil, err
	}
	return featuredView(list), nil
}

func (h catalogHandlers) adminRemoveFeatured(ctx context.Context, in *idInput) (*adminFeaturedOutput, error) {
	list, err := asCaller(ctx, in.ID, bookstore.MsgFeaturedNotFound, func(ctx context.Context, actor, id string) ([]bookstore.FeaturedEntry, error) {
		return h.catalog.RemoveFeatured(ctx, actor, id)
	})
	if err != nil {
		return nil, err
	}
	return featuredView(list), nil
}
