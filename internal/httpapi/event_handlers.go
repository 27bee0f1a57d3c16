package httpapi

import (
	"context"
	"net/http"

	"bookstore/internal/bookstore"
	"bookstore/internal/events"
)

// eventHandlers are the event routes of every panel and of the storefront:
// the route's guard admits the panel's role, the event service decides
// from the signed-in actor what they may see and set. Only the request
// bodies differ (an author's form has no author or status field), so each
// panel converts its own (admin_events.go, author_events.go).
type eventHandlers struct{ events *events.Service }

type eventsOutput struct{ Body AdminEventList }

// list is a panel's event list: every event for the admin, an author's own.
func (h eventHandlers) list(ctx context.Context, in *adminListInput) (*eventsOutput, error) {
	a, err := actorOf(ctx, h.events)
	if err != nil {
		return nil, err
	}
	p := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	es, total, err := h.events.List(ctx, a, in.Q, p)
	if err != nil {
		return nil, err
	}
	return &eventsOutput{Body: eventList(es, total, p)}, nil
}

type eventOutput struct {
	Status int
	Body   AdminEvent
}

func (h eventHandlers) get(ctx context.Context, in *idInput) (*eventOutput, error) {
	return h.run(ctx, in.ID, http.StatusOK, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.EventSummary, error) {
		return h.events.Get(ctx, a, id)
	})
}

// save creates (id "") or updates an event from a panel's form.
func (h eventHandlers) save(ctx context.Context, id string, form bookstore.EventInput) (*eventOutput, error) {
	a, err := actorOf(ctx, h.events)
	if err != nil {
		return nil, err
	}
	if id == "" {
		e, err := h.events.Save(ctx, a, "", form)
		if err != nil {
			return nil, err
		}
		return &eventOutput{Status: http.StatusCreated, Body: adminEventView(e)}, nil
	}
	return h.run(ctx, id, http.StatusOK, func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.EventSummary, error) {
		return h.events.Save(ctx, a, id, form)
	})
}

// run calls fn as the signed-in actor on the event named by id (a
// malformed or unknown id answers not found).
func (h eventHandlers) run(ctx context.Context, id string, status int,
	fn func(ctx context.Context, a bookstore.Actor, id string) (*bookstore.EventSummary, error)) (*eventOutput, error) {
	e, err := asActor(ctx, h.events, id, bookstore.MsgEventNotFound, fn)
	if err != nil {
		return nil, err
	}
	return &eventOutput{Status: status, Body: adminEventView(e)}, nil
}

// --- the storefront

type eventListOutput struct{ Body EventList }

func (h eventHandlers) publicList(ctx context.Context, in *listEventsInput) (*eventListOutput, error) {
	when, _ := bookstore.ParseEventWhen(in.When)
	p := pageOf(in.Page, in.PageSize)
	items, total, err := h.events.PublicList(ctx, in.Q, when, "", p)
	if err != nil {
		return nil, err
	}
	cards := make([]EventCard, len(items))
	for i := range items {
		cards[i] = eventCard(&items[i], h.events.Upcoming(&items[i]))
	}
	return &eventListOutput{Body: EventList{Items: cards, Total: total, Page: p.Page, PageSize: p.Size}}, nil
}

type eventDetailOutput struct{ Body EventDetail }

func (h eventHandlers) publicGet(ctx context.Context, in *idInput) (*eventDetailOutput, error) {
	e, err := bookstore.ByID(ctx, in.ID, bookstore.MsgEventNotFound, h.events.PublicEvent)
	if err != nil {
		return nil, err
	}
	return &eventDetailOutput{Body: EventDetail{EventCard: eventCard(e, h.events.Upcoming(e)), Description: e.Description}}, nil
}
