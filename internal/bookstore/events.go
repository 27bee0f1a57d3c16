package bookstore

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Events: the event form of both panels and the event store. Who may set
// which field is in event_access.go.

const (
	MsgEventAuthor = "Etkinlik için onaylı bir yazar seçin"
	MsgEventStatus = "Geçersiz etkinlik durumu"
	MsgEventDate   = "Geçerli bir tarih ve saat girin"
	MsgEventInPast = "Etkinlik tarihi geçmişte olamaz; ileri bir tarih ve saat seçin"
)

// CheckEventDate is the one rule on when an event may be set, for the admin's
// and the author's saves alike: a new event, or an event moved to another
// time, must be in the future (now or later). An event that already took
// place keeps its date when only its other fields are edited (previous is
// the saved date, nil for a new event).
func CheckEventDate(date time.Time, previous *time.Time, now time.Time) error {
	if previous != nil && date.Equal(*previous) {
		return nil
	}
	if date.Before(now) {
		return Invalid(FieldError{"eventDate", MsgEventInPast})
	}
	return nil
}

// EventInput is the event form; Description is rich text.
type EventInput struct {
	Title, Description, AuthorID, Location, ImageURL string
	Date                                             time.Time
	Status                                           EventStatus
}

func (e *EventInput) Validate() error {
	e.Title, e.Location, e.ImageURL = strings.TrimSpace(e.Title), strings.TrimSpace(e.Location), strings.TrimSpace(e.ImageURL)
	var f []FieldError
	switch {
	case e.Title == "":
		f = append(f, FieldError{"title", MsgRequired})
	case !SingleLine(e.Title):
		f = append(f, FieldError{"title", MsgSingleLine})
	case utf8.RuneCountInString(e.Title) > MaxTitleLen:
		f = append(f, FieldError{"title", MsgTitleTooLong})
	}
	if e.AuthorID == "" {
		f = append(f, FieldError{"authorId", MsgRequired})
	} else if !ValidID(e.AuthorID) {
		f = append(f, FieldError{"authorId", MsgEventAuthor})
	}
	if e.Date.IsZero() || e.Date.Year() < 2000 || e.Date.Year() > 2100 {
		f = append(f, FieldError{"eventDate", MsgEventDate})
	}
	if e.Status == "" {
		e.Status = EventPending
	}
	if e.Status != EventPending && e.Status != EventApproved && e.Status != EventRejected {
		f = append(f, FieldError{"status", MsgEventStatus})
	}
	if x := CheckSingleLine("location", e.Location); x != nil {
		f = append(f, *x)
	} else if x := lengthCheck("location", e.Location, 200, MsgTextTooLong); x != nil {
		f = append(f, *x)
	}
	if x := lengthCheck("description", e.Description, MaxRichTextLen, MsgTextTooLong); x != nil {
		f = append(f, *x)
	}
	if e.ImageURL != "" && !ValidImageURL(e.ImageURL) {
		f = append(f, FieldError{"imageUrl", MsgBadImageURL})
	}
	if len(f) > 0 {
		return Invalid(f...)
	}
	return nil
}

// EventStore is the storage of the event aggregate, for both panels. A
// change's effects (its audit entry) are written in its transaction: fx
// builds them from the saved event (nil: none).
type EventStore interface {
	// ListEvents pages through the filter's events by date, latest first.
	ListEvents(ctx context.Context, f PanelEventFilter, page PageRequest) ([]EventSummary, int, error)
	Event(ctx context.Context, id string) (*EventSummary, error)
	// SaveEvent creates (empty ID) or updates an event of an approved author.
	SaveEvent(ctx context.Context, e *Event, fx func(*EventSummary) Effects) (*EventSummary, error)
	SetEventStatus(ctx context.Context, id string, s EventStatus, fx func(*EventSummary) Effects) (*EventSummary, error)
	DeleteEvent(ctx context.Context, id string, fx Effects) error
}

// PublicEventReader is the storefront's read of events (Storefront has it):
// only what EventVisible admits.
type PublicEventReader interface {
	PublicEvents(ctx context.Context, f EventFilter) ([]EventSummary, int, error)
	PublicEvent(ctx context.Context, id string) (*EventSummary, error)
}
