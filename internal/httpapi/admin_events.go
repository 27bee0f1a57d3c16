package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: the event pages' bodies (the handlers are event_handlers.go's).

type AdminEvent struct {
	ID          string    `json:"id"`
	Title       string    `json:"title"`
	Description string    `json:"description" doc:"sanitised HTML"`
	AuthorID    string    `json:"authorId"`
	AuthorName  string    `json:"authorName"`
	EventDate   time.Time `json:"eventDate"`
	Location    string    `json:"location"`
	ImageURL    *string   `json:"imageUrl"`
	Status      string    `json:"status" enum:"pending,approved,rejected"`
	CreatedAt   time.Time `json:"createdAt"`
}

func adminEventView(e *bookstore.EventSummary) AdminEvent {
	return AdminEvent{ID: e.ID, Title: e.Title, Description: e.Description, AuthorID: e.AuthorID, AuthorName: e.AuthorName,
		EventDate: e.Date, Location: e.Location, ImageURL: nullable(e.ImageURL), Status: string(e.Status), CreatedAt: e.CreatedAt}
}

type AdminEventList struct {
	Items    []AdminEvent `json:"items"`
	Total    int          `json:"total"`
	Page     int          `json:"page"`
	PageSize int          `json:"pageSize"`
}

// eventList is a page of events for the admin and author panels.
func eventList(es []bookstore.EventSummary, total int, p bookstore.PageRequest) AdminEventList {
	l := AdminEventList{Items: make([]AdminEvent, len(es)), Total: total, Page: p.Page, PageSize: p.Size}
	for i := range es {
		l.Items[i] = adminEventView(&es[i])
	}
	return l
}

// EventRequest is the admin's event form.
type EventRequest struct {
	Title       string    `json:"title" maxLength:"400"`
	Description string    `json:"description,omitempty" required:"false" maxLength:"100000"`
	AuthorID    string    `json:"authorId" maxLength:"64"`
	EventDate   time.Time `json:"eventDate" doc:"ISO 8601 date and time"`
	Location    string    `json:"location,omitempty" required:"false" maxLength:"400"`
	ImageURL    string    `json:"imageUrl,omitempty" required:"false" maxLength:"400"`
	Status      string    `json:"status,omitempty" required:"false" enum:"pending,approved,rejected" default:"pending"`
}

func (r EventRequest) input() bookstore.EventInput {
	return bookstore.EventInput{Title: r.Title, Description: r.Description, AuthorID: r.AuthorID, Date: r.EventDate,
		Location: r.Location, ImageURL: r.ImageURL, Status: bookstore.EventStatus(r.Status)}
}

type eventInput struct{ Body EventRequest }

func (h eventHandlers) adminCreate(ctx context.Context, in *eventInput) (*eventOutput, error) {
	return h.save(ctx, "", in.Body.input())
}

type updateEventInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body EventRequest
}

func (h eventHandlers) adminUpdate(ctx context.Context, in *updateEventInput) (*eventOutput, error) {
	return h.save(ctx, in.ID, in.Body.input())
}

type EventStatusRequest struct {
	Status string `json:"status" enum:"pending,approved,rejected"`
}

type eventStatusInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body EventStatusRequest
}

func (h eventHandlers) adminStatus(ctx context.Context, in *eventStatusInput) (*eventOutput, error) {
	return h.run(ctx, in.ID, http.StatusOK, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.EventSummary, error) {
		return h.events.SetStatus(ctx, a, id, bookstore.EventStatus(in.Body.Status))
	})
}

func (h eventHandlers) adminDelete(ctx context.Context, in *idInput) (*struct{}, error) {
	a, err := actorOf(ctx, h.events)
	if err != nil {
		return nil, err
	}
	_, err = bookstore.ByID(ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, id string) (struct{}, error) {
		return struct{}{}, h.events.Delete(ctx, a, id)
	})
	return nil, err
}
