package admin

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Events (panels.md §4): the event form and its status, audited.

// ListEvents pages through all events by date, latest first.
func (s *Service) ListEvents(ctx context.Context, q string, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	return s.Events.ListEvents(ctx, q, p)
}

// Event returns one event of any status.
func (s *Service) Event(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return s.Events.Event(ctx, id)
}

type eventRecord struct {
	Title    string `json:"title"`
	AuthorID string `json:"authorId"`
	Date     string `json:"eventDate"`
	Location string `json:"location"`
	ImageURL string `json:"imageUrl"`
	Status   string `json:"status"`
}

func eventRecordOf(e *bookstore.EventSummary) *eventRecord {
	if e == nil {
		return nil
	}
	return &eventRecord{Title: e.Title, AuthorID: e.AuthorID, Date: e.Date.UTC().Format("2006-01-02T15:04:05Z"),
		Location: e.Location, ImageURL: e.ImageURL, Status: string(e.Status)}
}

func (s *Service) SaveEvent(ctx context.Context, actorID, id string, in bookstore.EventInput) (*bookstore.EventSummary, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.EventSummary
	if id != "" {
		b, err := s.Events.Event(ctx, id)
		if err != nil {
			return nil, notFound(err, bookstore.MsgEventNotFound)
		}
		before = b
	}
	if err := bookstore.CheckEventDate(in.Date, eventDateOf(before), s.now()); err != nil {
		return nil, err
	}
	after, err := s.Events.SaveEvent(ctx, &bookstore.Event{ID: id, Title: in.Title, Description: s.Sanitize(in.Description),
		AuthorID: in.AuthorID, Date: in.Date, Location: in.Location, ImageURL: in.ImageURL, Status: in.Status})
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	action := bookstore.ActionEventCreated
	if before != nil {
		action = bookstore.ActionEventUpdated
		s.dropped(ctx, before.ImageURL, after.ImageURL)
	}
	s.audit(ctx, actorID, action, "events", after.ID, eventRecordOf(before), eventRecordOf(after))
	return after, nil
}

func (s *Service) SetEventStatus(ctx context.Context, actorID, id, status string) (*bookstore.EventSummary, error) {
	st := bookstore.EventStatus(status)
	if st != bookstore.EventPending && st != bookstore.EventApproved && st != bookstore.EventRejected {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "status", Message: bookstore.MsgEventStatus})
	}
	before, err := s.Events.Event(ctx, id)
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	after, err := s.Events.SetEventStatus(ctx, id, st)
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionEventStatus, "events", id, eventRecordOf(before), eventRecordOf(after))
	return after, nil
}

func (s *Service) DeleteEvent(ctx context.Context, actorID, id string) error {
	before, err := s.Events.Event(ctx, id)
	if err != nil {
		return notFound(err, bookstore.MsgEventNotFound)
	}
	if err := s.Events.DeleteEvent(ctx, id); err != nil {
		return notFound(err, bookstore.MsgEventNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionEventDeleted, "events", id, eventRecordOf(before), nil)
	s.dropped(ctx, before.ImageURL, "")
	return nil
}

// eventDateOf is a saved event's date (nil for a new event).
func eventDateOf(e *bookstore.EventSummary) *time.Time {
	if e == nil {
		return nil
	}
	return &e.Date
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}
