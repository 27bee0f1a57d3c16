package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

type EventCard struct {
	ID         string    `json:"id"`
	Title      string    `json:"title"`
	AuthorID   string    `json:"authorId"`
	AuthorName string    `json:"authorName"`
	Date       time.Time `json:"date"`
	Location   string    `json:"location"`
	ImageURL   *string   `json:"imageUrl"`
	Excerpt    string    `json:"excerpt" doc:"plain text, at most 150 characters"`
	IsUpcoming bool      `json:"isUpcoming"`
}

func eventCard(e *bookstore.EventSummary, upcoming bool) EventCard {
	return EventCard{ID: e.ID, Title: e.Title, AuthorID: e.AuthorID, AuthorName: e.AuthorName, Date: e.Date,
		Location: e.Location, ImageURL: nullable(e.ImageURL),
		Excerpt:    bookstore.Excerpt(bookstore.PlainText(e.Description), bookstore.EventExcerptLen),
		IsUpcoming: upcoming}
}

func eventCards(items []bookstore.EventSummary) []EventCard {
	now := time.Now()
	out := make([]EventCard, len(items))
	for i := range items {
		out[i] = eventCard(&items[i], bookstore.EventUpcoming(items[i].Date, now))
	}
	return out
}

type EventList struct {
	Items    []EventCard `json:"items"`
	Total    int         `json:"total"`
	Page     int         `json:"page"`
	PageSize int         `json:"pageSize"`
}

type listEventsInput struct {
	Q        string `query:"q" maxLength:"100" doc:"title or author name"`
	When     string `query:"when" enum:"upcoming,past,all" default:"upcoming"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type EventDetail struct {
	EventCard
	Description string `json:"description" doc:"sanitised HTML"`
}

type ContentPage struct {
	Key       string         `json:"key" enum:"about,contact,privacy,terms,cookies"`
	Title     string         `json:"title"`
	Content   string         `json:"content" doc:"sanitised HTML"`
	Meta      map[string]any `json:"meta"`
	UpdatedAt time.Time      `json:"updatedAt"`
}

type pageKeyInput struct {
	Key string `path:"key" enum:"about,contact,privacy,terms,cookies"`
}

type contentPageOutput struct{ Body ContentPage }

func (h storefrontHandlers) getPage(ctx context.Context, in *pageKeyInput) (*contentPageOutput, error) {
	p, err := h.storefront.Page(ctx, in.Key)
	if err != nil {
		return nil, err
	}
	meta := p.Meta
	if meta == nil {
		meta = map[string]any{}
	}
	return &contentPageOutput{Body: ContentPage{Key: p.Key, Title: p.Title, Content: p.Content, Meta: meta, UpdatedAt: p.UpdatedAt}}, nil
}

type SuggestBook struct {
	ID         string  `json:"id"`
	Title      string  `json:"title"`
	AuthorName string  `json:"authorName"`
	CoverURL   *string `json:"coverUrl"`
}

type SuggestAuthor struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	PhotoURL *string `json:"photoUrl"`
}

type Suggestions struct {
	Books   []SuggestBook   `json:"books"`
	Authors []SuggestAuthor `json:"authors"`
}

type suggestInput struct {
	Q string `query:"q" maxLength:"100"`
}

type suggestOutput struct{ Body Suggestions }

func (h storefrontHandlers) suggest(ctx context.Context, in *suggestInput) (*suggestOutput, error) {
	found, err := h.storefront.Suggest(ctx, in.Q)
	if err != nil {
		return nil, err
	}
	out := &suggestOutput{Body: Suggestions{Books: []SuggestBook{}, Authors: []SuggestAuthor{}}}
	for _, b := range found.Books {
		out.Body.Books = append(out.Body.Books, SuggestBook{ID: b.ID, Title: b.Title, AuthorName: b.AuthorName, CoverURL: nullable(b.CoverURL)})
	}
	for _, a := range found.Authors {
		out.Body.Authors = append(out.Body.Authors, SuggestAuthor{ID: a.ID, Name: a.Name, PhotoURL: nullable(a.PhotoURL)})
	}
	return out, nil
}
