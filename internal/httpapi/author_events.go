package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The author panel's event form: the content fields only (the event
// service makes the event the author's own and sends it to pending).

type AuthorEventRequest struct {
	Title       string    `json:"title" maxLength:"400"`
	Description string    `json:"description,omitempty" required:"false" maxLength:"100000"`
	EventDate   time.Time `json:"eventDate" doc:"ISO 8601 date and time"`
	Location    string    `json:"location,omitempty" required:"false" maxLength:"400"`
	ImageURL    string    `json:"imageUrl,omitempty" required:"false" maxLength:"400"`
}

func (r AuthorEventRequest) input() bookstore.EventInput {
	return bookstore.EventInput{Title: r.Title, Description: r.Description, Date: r.EventDate, Location: r.Location, ImageURL: r.ImageURL}
}

type authorEventInput struct{ Body AuthorEventRequest }

func (h eventHandlers) authorCreate(ctx context.Context, in *authorEventInput) (*eventOutput, error) {
	return h.save(ctx, "", in.Body.input())
}

type authorUpdateEventInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body AuthorEventRequest
}

func (h eventHandlers) authorUpdate(ctx context.Context, in *authorUpdateEventInput) (*eventOutput, error) {
	return h.save(ctx, in.ID, in.Body.input())
}
