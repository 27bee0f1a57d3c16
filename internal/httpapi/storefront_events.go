package httpapi

import (
	"context"
	"errors"
	"strings"
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

func (s *Server) publicEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return byID(ctx, id, bookstore.MsgEventNotFound, s.store.PublicEvent)
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

func (s *Server) getPage(ctx context.Context, in *pageKeyInput) (*contentPageOutput, error) {
	p, err := s.store.PublishedPage(ctx, in.Key)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, notFound(bookstore.MsgPageNotFound)
	}
	if err != nil {
		return nil, err
	}
	meta := p.Meta
	if meta == nil {
		meta = map[string]any{}
	}
	content := p.Content
	if strings.Contains(content, bookstore.ShippingTermsToken) {
		rule, err := s.campaigns.ShippingRule(ctx)
		if err != nil {
			return nil, err
		}
		content = bookstore.FillShippingTerms(content, rule)
	}
	return &contentPageOutput{Body: ContentPage{Key: p.Key, Title: p.Title, Content: content, Meta: meta, UpdatedAt: p.UpdatedAt}}, nil
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

// suggestLimit is how many books and authors the header search suggests.
const suggestLimit = 5

func (s *Server) suggest(ctx context.Context, in *suggestInput) (*suggestOutput, error) {
	out := &suggestOutput{Body: Suggestions{Books: []SuggestBook{}, Authors: []SuggestAuthor{}}}
	if len([]rune(bookstore.FoldSearch(in.Q))) < 2 {
		return out, nil
	}
	page := bookstore.PageRequest{Page: 1, Size: suggestLimit}
	books, _, err := s.store.PublicBooks(ctx, bookstore.BookFilter{Query: in.Q, Sort: bookstore.SortTitle, WithoutTotal: true, PageRequest: page})
	if err != nil {
		return nil, err
	}
	authors, _, err := s.store.PublicAuthors(ctx, bookstore.AuthorFilter{Query: in.Q, WithoutTotal: true, PageRequest: page})
	if err != nil {
		return nil, err
	}
	for _, b := range books {
		out.Body.Books = append(out.Body.Books, SuggestBook{ID: b.ID, Title: b.Title, AuthorName: b.AuthorName, CoverURL: nullable(b.CoverURL)})
	}
	for _, a := range authors {
		out.Body.Authors = append(out.Body.Authors, SuggestAuthor{ID: a.ID, Name: a.Name, PhotoURL: nullable(a.PhotoURL)})
	}
	return out, nil
}
