package bookstore

import "time"

// Who may read and change which event, and which of its fields: the one
// difference between the admin's event pages and the author's. Both panels
// save through the same service (internal/events); the rules are here, as
// the book's are in book_access.go.

// EventFields are the fields of an event a save sets beyond its content
// (title, description, date, location, image), which every save sets.
type EventFields uint8

const (
	// SetsEventAuthor: the save chooses the event's author; without it the
	// event is the actor's own.
	SetsEventAuthor EventFields = 1 << iota
	// SetsEventStatus: the save chooses the approval state; without it the
	// event (back) waits for an admin.
	SetsEventStatus

	allEventFields = SetsEventAuthor | SetsEventStatus
)

// Has reports whether every field of g is in f.
func (f EventFields) Has(g EventFields) bool { return hasFields(f, g) }

// EventFieldsOf are the event form's fields the actor may set beyond the
// content: both for an admin, none for an author.
func EventFieldsOf(a Actor) EventFields { return formFields(a, allEventFields) }

// errEventNotFound: another author's event is not found, never forbidden,
// so an author learns nothing about records that are not theirs.
func errEventNotFound() error { return Errorf(CodeNotFound, "%s", MsgEventNotFound) }

// CanViewEvent decides whether the actor may read e in a panel (e nil: the
// actor's event list): an admin reads every event, an author their own.
func CanViewEvent(a Actor, e *Event) error {
	if err := a.panelRole(); err != nil {
		return err
	}
	if a.Role == RoleAuthor && e != nil && e.AuthorID != a.AuthorID {
		return errEventNotFound()
	}
	return nil
}

// CanEditEvent decides whether the actor may change e (nil: add an event):
// an admin any event; an author, once an admin approved their profile,
// their own events only.
func CanEditEvent(a Actor, e *Event) error {
	if err := CanViewEvent(a, e); err != nil {
		return err
	}
	if a.Role == RoleAuthor && !a.AuthorApproved {
		return Errorf(CodeForbidden, "%s", MsgAuthorNotApproved)
	}
	return nil
}

// CanDecideEvent decides whether the actor may set an event's status or
// delete it: the admin's alone.
func CanDecideEvent(a Actor) error {
	if err := CanEditEvent(a, nil); err != nil {
		return err
	}
	if !EventFieldsOf(a).Has(SetsEventStatus) {
		return Errorf(CodeForbidden, "%s", MsgAuthorization)
	}
	return nil
}

// EventListFilter is the list an actor's panel shows: every event for an
// admin, an author's own; ok is false for an author with no profile yet
// (an empty list, not an error).
func EventListFilter(a Actor, search string) (f PanelEventFilter, ok bool, err error) {
	if a.Role == RoleAuthor && a.AuthorID == "" && a.UserID != "" {
		return PanelEventFilter{}, false, nil
	}
	if err := CanViewEvent(a, nil); err != nil {
		return PanelEventFilter{}, false, err
	}
	f = PanelEventFilter{Search: search}
	if a.Role == RoleAuthor {
		f.AuthorID = a.AuthorID
	}
	return f, true, nil
}

// EventFormFor prepares the form an actor sent: the author an actor may not
// choose replaced by their own profile, the status they may not choose
// replaced by pending, and validated.
func EventFormFor(a Actor, in EventInput) (EventInput, error) {
	may := EventFieldsOf(a)
	if !may.Has(SetsEventAuthor) {
		in.AuthorID = a.AuthorID
	}
	if !may.Has(SetsEventStatus) {
		in.Status = EventPending
	}
	return in, in.Validate()
}

// EditEvent turns the form (prepared by EventFormFor) into the event the
// actor's save of event id ("" a new one) writes. An actor who may not set
// the status sends the event (back) to pending: an author's new event and
// every edit of theirs, an approved one included, wait for an admin, while
// an admin's save keeps the status the form gives.
func EditEvent(a Actor, id string, in EventInput) Event {
	may := EventFieldsOf(a)
	e := Event{ID: id, Title: in.Title, Description: in.Description, Date: in.Date, Location: in.Location,
		ImageURL: in.ImageURL, AuthorID: a.AuthorID, Status: EventPending}
	if may.Has(SetsEventAuthor) {
		e.AuthorID = in.AuthorID
	}
	if may.Has(SetsEventStatus) {
		e.Status = in.Status
	}
	return e
}

// PanelEventFilter selects the events of a panel's list (the storefront's
// public list is EventFilter).
type PanelEventFilter struct {
	// Search matches the folded title or author name.
	Search string
	// AuthorID keeps one author's events ("" every author's).
	AuthorID string
}

// EventPublic reports whether the storefront shows an event at all (its
// page, the sitemap): approved, by an approved author. Every public read
// of events applies it, in SQL, with EventShownWhen for the lists.
func EventPublic(e *Event, authorApproved bool) bool {
	return e.Status == EventApproved && authorApproved
}

// EventShownWhen reports whether a public list filtered by when shows an
// event dated date at now: upcoming is after now, past is now or before,
// all is every date. EventUpcoming is the same boundary.
func EventShownWhen(when EventWhen, date, now time.Time) bool {
	switch when {
	case EventsAll:
		return true
	case EventsPast:
		return !EventUpcoming(date, now)
	default:
		return EventUpcoming(date, now)
	}
}

// EventUpcoming reports whether an event dated date is still to come at now
// (the cards' "upcoming" mark).
func EventUpcoming(date, now time.Time) bool { return date.After(now) }

// EventVisible reports whether the storefront's event list filtered by
// when lists e at now: public, and on the filter's side of now.
func EventVisible(e *Event, authorApproved bool, when EventWhen, now time.Time) bool {
	return EventPublic(e, authorApproved) && EventShownWhen(when, e.Date, now)
}
