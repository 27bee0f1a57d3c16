package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: events (panels.md §4); the author panel lists its events with eventList.

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

type eventsOutput struct{ Body AdminEventList }

func (s *Server) adminListEvents(ctx context.Context, in *adminListInput) (*eventsOutput, error) {
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	es, total, err := s.admin.ListEvents(ctx, in.Q, p)
	if err != nil {
		return nil, err
	}
	return &eventsOutput{Body: eventList(es, total, p)}, nil
}

// eventList is a page of events for the admin and author panels.
func eventList(es []bookstore.EventSummary, total int, p bookstore.PageRequest) AdminEventList {
	l := AdminEventList{Items: make([]AdminEvent, len(es)), Total: total, Page: p.Page, PageSize: p.Size}
	for i := range es {
		l.Items[i] = adminEventView(&es[i])
	}
	return l
}

type eventOutput struct {
	Status int
	Body   AdminEvent
}

func (s *Server) adminGetEvent(ctx context.Context, in *idInput) (*eventOutput, error) {
	e, err := byID(ctx, in.ID, bookstore.MsgEventNotFound, s.admin.Event)
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusOK, Body: adminEventView(e)}, nil
}

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

func (s *Server) adminCreateEvent(ctx context.Context, in *eventInput) (*eventOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	e, err := s.admin.SaveEvent(ctx, uid, "", in.Body.input())
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusCreated, Body: adminEventView(e)}, nil
}

type updateEventInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body EventRequest
}

func (s *Server) adminUpdateEvent(ctx context.Context, in *updateEventInput) (*eventOutput, error) {
	e, err := asAdmin(s, ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, actor, id string) (*bookstore.EventSummary, error) {
		return s.admin.SaveEvent(ctx, actor, id, in.Body.input())
	})
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusOK, Body: adminEventView(e)}, nil
}

type EventStatusRequest struct {
	Status string `json:"status" enum:"pending,approved,rejected"`
}

type eventStatusInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body EventStatusRequest
}

func (s *Server) adminEventStatus(ctx context.Context, in *eventStatusInput) (*eventOutput, error) {
	e, err := asAdmin(s, ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, actor, id string) (*bookstore.EventSummary, error) {
		return s.admin.SetEventStatus(ctx, actor, id, in.Body.Status)
	})
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: http.StatusOK, Body: adminEventView(e)}, nil
}

func (s *Server) adminDeleteEvent(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asAdmin(s, ctx, in.ID, bookstore.MsgEventNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, s.admin.DeleteEvent(ctx, actor, id)
	})
	return nil, err
}
