// Package events is the event aggregate's service, used by the admin panel,
// the author panel and the storefront alike: one list, one read, one save,
// the admin's status decision and delete, and the public reads. What
// differs between the panels is who acts, and the domain's permission
// (bookstore.CanEditEvent, bookstore.EventFieldsOf) decides what that actor
// may see and set: an author's save, an edit of an approved event
// included, sends the event back to pending through the same path as the
// admin's, which keeps the status it is given. Every change writes its
// audit entry in its own transaction.
package events

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Service is the event service.
type Service struct {
	Store bookstore.EventStore
	// Public reads what the storefront shows (bookstore.EventVisible).
	Public  bookstore.PublicEventReader
	Authors bookstore.AuthorOfUser
	// Sanitize cleans rich text (richtext.Sanitize) before it is stored.
	Sanitize func(html string) string
	// Images deletes the file of an image a save or delete took off (nil: kept).
	Images bookstore.ImageReleaser
	// Now is the clock of the date rule and the public lists (nil: the system's).
	Now func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// ActorOf is the actor of a signed-in user (nil: a guest), with the author
// profile of an author.
func (s *Service) ActorOf(ctx context.Context, u *bookstore.User) (bookstore.Actor, error) {
	return bookstore.ActorFor(ctx, s.Authors, u)
}

// List pages through the events the actor's panel lists, latest date first.
func (s *Service) List(ctx context.Context, a bookstore.Actor, q string, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	f, ok, err := bookstore.EventListFilter(a, q)
	if err != nil || !ok {
		return []bookstore.EventSummary{}, 0, err
	}
	return s.Store.ListEvents(ctx, f, p)
}

// Get returns an event the actor may see.
func (s *Service) Get(ctx context.Context, a bookstore.Actor, id string) (*bookstore.EventSummary, error) {
	if err := bookstore.CanViewEvent(a, nil); err != nil {
		return nil, err
	}
	e, err := s.Store.Event(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	if err := bookstore.CanViewEvent(a, &e.Event); err != nil {
		return nil, err
	}
	return e, nil
}

// Save creates (id "") or updates an event from the form, with the fields
// the actor may set (bookstore.EditEvent): the admin's save keeps the
// status the form gives, an author's waits for the admin. A new event, or
// one moved to another time, must be in the future.
func (s *Service) Save(ctx context.Context, a bookstore.Actor, id string, in bookstore.EventInput) (*bookstore.EventSummary, error) {
	if err := bookstore.CanEditEvent(a, nil); err != nil {
		return nil, err
	}
	in, err := bookstore.EventFormFor(a, in)
	if err != nil {
		return nil, err
	}
	var before *bookstore.EventSummary
	action := bookstore.ActionEventCreated
	if id != "" {
		if before, err = s.Store.Event(ctx, id); err != nil {
			return nil, notFound(err)
		}
		if err := bookstore.CanEditEvent(a, &before.Event); err != nil {
			return nil, err
		}
		action = bookstore.ActionEventUpdated
	}
	if err := bookstore.CheckEventDate(in.Date, dateOf(before), s.now()); err != nil {
		return nil, err
	}
	e := bookstore.EditEvent(a, id, in)
	e.Description = s.Sanitize(e.Description)
	after, err := s.Store.SaveEvent(ctx, &e, func(after *bookstore.EventSummary) bookstore.Effects {
		return change(a, action, after.ID, before, after)
	})
	if err != nil {
		return nil, notFound(err)
	}
	if before != nil {
		bookstore.ReleaseDropped(ctx, s.Images, before.ImageURL, after.ImageURL)
	}
	return after, nil
}

// SetStatus approves, rejects or resets an event (the admin's).
func (s *Service) SetStatus(ctx context.Context, a bookstore.Actor, id string, status bookstore.EventStatus) (*bookstore.EventSummary, error) {
	if err := bookstore.CanDecideEvent(a); err != nil {
		return nil, err
	}
	if status != bookstore.EventPending && status != bookstore.EventApproved && status != bookstore.EventRejected {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "status", Message: bookstore.MsgEventStatus})
	}
	before, err := s.Store.Event(ctx, id)
	if err != nil {
		return nil, notFound(err)
	}
	after, err := s.Store.SetEventStatus(ctx, id, status, func(after *bookstore.EventSummary) bookstore.Effects {
		return change(a, bookstore.ActionEventStatus, id, before, after)
	})
	return after, notFound(err)
}

// Delete deletes an event (the admin's) and releases its image.
func (s *Service) Delete(ctx context.Context, a bookstore.Actor, id string) error {
	if err := bookstore.CanDecideEvent(a); err != nil {
		return err
	}
	before, err := s.Store.Event(ctx, id)
	if err != nil {
		return notFound(err)
	}
	if err := s.Store.DeleteEvent(ctx, id, change(a, bookstore.ActionEventDeleted, id, before, nil)); err != nil {
		return notFound(err)
	}
	bookstore.ReleaseDropped(ctx, s.Images, before.ImageURL, "")
	return nil
}

// PublicList pages through the events the storefront lists by when, at the
// service's clock.
func (s *Service) PublicList(ctx context.Context, q string, when bookstore.EventWhen, authorID string,
	p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	return s.Public.PublicEvents(ctx, bookstore.EventFilter{Query: q, When: when, Now: s.now(), AuthorID: authorID, PageRequest: p})
}

// PublicEvent is an event's public page (ErrNotFound unless public).
func (s *Service) PublicEvent(ctx context.Context, id string) (*bookstore.EventSummary, error) {
	return s.Public.PublicEvent(ctx, id)
}

// Upcoming reports whether e is still to come (the cards' mark).
func (s *Service) Upcoming(e *bookstore.EventSummary) bool {
	return bookstore.EventUpcoming(e.Date, s.now())
}

// dateOf is a saved event's date (nil for a new event).
func dateOf(e *bookstore.EventSummary) *time.Time {
	if e == nil {
		return nil
	}
	return &e.Date
}

// notFound turns a store's ErrNotFound into the event screens' message.
func notFound(err error) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", bookstore.MsgEventNotFound)
	}
	return err
}
