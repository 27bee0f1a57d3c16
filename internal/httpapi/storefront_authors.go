package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

type Category struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	// BookCount lets the storefront's filter leave out a category with no
	// book to show; the author's form offers every category.
	BookCount int `json:"bookCount" doc:"the category's books a shopper sees"`
}

type CategoryList struct {
	Items []Category `json:"items"`
}

type categoriesOutput struct{ Body CategoryList }

func (h storefrontHandlers) listCategories(ctx context.Context, _ *struct{}) (*categoriesOutput, error) {
	cats, err := h.storefront.Categories(ctx)
	if err != nil {
		return nil, err
	}
	out := &categoriesOutput{Body: CategoryList{Items: make([]Category, len(cats))}}
	for i, c := range cats {
		out.Body.Items[i] = Category{ID: c.ID, Name: c.Name, Description: c.Description, BookCount: c.BookCount}
	}
	return out, nil
}

type AuthorCard struct {
	ID        string  `json:"id"`
	Name      string  `json:"name"`
	PhotoURL  *string `json:"photoUrl"`
	Excerpt   string  `json:"excerpt" doc:"plain text, at most 200 characters"`
	SinceYear int     `json:"sinceYear"`
}

func authorCard(a *bookstore.Author) AuthorCard {
	return AuthorCard{ID: a.ID, Name: a.Name, PhotoURL: nullable(a.PhotoURL),
		Excerpt: bookstore.Excerpt(bookstore.PlainText(a.Biography), bookstore.AuthorExcerptLen), SinceYear: a.CreatedAt.Year()}
}

type AuthorList struct {
	Items    []AuthorCard `json:"items"`
	Total    int          `json:"total"`
	Page     int          `json:"page"`
	PageSize int          `json:"pageSize"`
}

type listAuthorsInput struct {
	Q        string `query:"q" maxLength:"100"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type authorListOutput struct{ Body AuthorList }

func (h authorHandlers) publicList(ctx context.Context, in *listAuthorsInput) (*authorListOutput, error) {
	p := pageOf(in.Page, in.PageSize)
	items, total, err := h.authors.PublicList(ctx, in.Q, p)
	if err != nil {
		return nil, err
	}
	out := &authorListOutput{Body: AuthorList{Items: make([]AuthorCard, len(items)), Total: total, Page: p.Page, PageSize: p.Size}}
	for i := range items {
		out.Body.Items[i] = authorCard(&items[i])
	}
	return out, nil
}

type AuthorProfile struct {
	AuthorCard
	Biography string `json:"biography" doc:"sanitised HTML"`
}

type AuthorPage struct {
	Author         AuthorProfile `json:"author"`
	Books          []BookCard    `json:"books"`
	UpcomingEvents []EventCard   `json:"upcomingEvents"`
}

type authorPageOutput struct{ Body AuthorPage }

func (h storefrontHandlers) getAuthor(ctx context.Context, in *idInput) (*authorPageOutput, error) {
	a, err := h.storefront.Author(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	books, err := h.storefront.AuthorBooks(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	events, _, err := h.events.PublicList(ctx, "", bookstore.EventsUpcoming, a.ID, bookstore.PageRequest{Page: 1, Size: bookstore.MaxPageSize})
	if err != nil {
		return nil, err
	}
	return &authorPageOutput{Body: AuthorPage{Author: AuthorProfile{AuthorCard: authorCard(a), Biography: a.Biography},
		Books: bookCards(books), UpcomingEvents: eventCards(events)}}, nil
}
