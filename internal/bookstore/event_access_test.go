package bookstore_test

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// TestEventPermissions: who may read, change and decide which event (the
// actors are book_access_test.go's).
func TestEventPermissions(t *testing.T) {
	own := &bookstore.Event{ID: "e1", AuthorID: authorA}
	for _, c := range []struct {
		name         string
		actor        bookstore.Actor
		event        *bookstore.Event // nil: the list, or a new event
		view, edit   bookstore.Code   // "" allowed
		decide       bookstore.Code
		fields       bookstore.EventFields
		listedAuthor string // the list's author filter; "-" no list
	}{
		{"guest", guest, nil, bookstore.CodeUnauthorized, bookstore.CodeUnauthorized, bookstore.CodeUnauthorized, 0, "-"},
		{"member", member, own, bookstore.CodeForbidden, bookstore.CodeForbidden, bookstore.CodeForbidden, 0, "-"},
		{"author adds", author, nil, "", "", bookstore.CodeForbidden, 0, authorA},
		{"author's own event", author, own, "", "", bookstore.CodeForbidden, 0, authorA},
		{"unapproved author's own event", pendingAuthor, own, "", bookstore.CodeForbidden, bookstore.CodeForbidden, 0, authorA},
		{"author without a profile", noProfile, nil, bookstore.CodeConflict, bookstore.CodeConflict, bookstore.CodeConflict, 0, "-"},
		{"another author's event", otherAuthor, own, bookstore.CodeNotFound, bookstore.CodeNotFound, bookstore.CodeForbidden, 0, authorB},
		{"admin", admin, own, "", "", "", bookstore.SetsEventAuthor | bookstore.SetsEventStatus, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := code(bookstore.CanViewEvent(c.actor, c.event)); got != c.view {
				t.Errorf("view: %q, want %q", got, c.view)
			}
			if got := code(bookstore.CanEditEvent(c.actor, c.event)); got != c.edit {
				t.Errorf("edit: %q, want %q", got, c.edit)
			}
			if got := code(bookstore.CanDecideEvent(c.actor)); got != c.decide {
				t.Errorf("decide: %q, want %q", got, c.decide)
			}
			if got := bookstore.EventFieldsOf(c.actor); got != c.fields {
				t.Errorf("fields: %b, want %b", got, c.fields)
			}
			f, ok, err := bookstore.EventListFilter(c.actor, "söyleşi")
			if c.listedAuthor == "-" {
				if ok {
					t.Errorf("list: %+v", f)
				}
				return
			}
			if err != nil || !ok || f.AuthorID != c.listedAuthor || f.Search != "söyleşi" {
				t.Errorf("list: %+v %v %v", f, ok, err)
			}
		})
	}
	// An author without a profile has an empty list, not an error.
	if _, ok, err := bookstore.EventListFilter(noProfile, ""); ok || err != nil {
		t.Errorf("no profile's list: %v %v", ok, err)
	}
}

// TestEditEventSendsAnAuthorsEditBack: an author's event, new or edited,
// approved before or not, waits for an admin and stays the author's; the
// admin's save keeps the status and the author the form gives.
func TestEditEventSendsAnAuthorsEditBack(t *testing.T) {
	when := time.Date(2030, 5, 1, 18, 0, 0, 0, time.UTC)
	form := bookstore.EventInput{Title: " Söyleşi ", AuthorID: authorB, Date: when, Status: bookstore.EventApproved, Location: "Moda"}

	in, err := bookstore.EventFormFor(author, form)
	if err != nil {
		t.Fatal(err)
	}
	e := bookstore.EditEvent(author, "e1", in)
	if e.Status != bookstore.EventPending || e.AuthorID != authorA || e.ID != "e1" || e.Title != "Söyleşi" || e.Location != "Moda" {
		t.Errorf("author's edit: %+v", e)
	}
	// Even a form the author did not prepare cannot approve it.
	if e := bookstore.EditEvent(author, "e1", form); e.Status != bookstore.EventPending || e.AuthorID != authorA {
		t.Errorf("author's raw form: %+v", e)
	}

	in, err = bookstore.EventFormFor(admin, form)
	if err != nil {
		t.Fatal(err)
	}
	if e := bookstore.EditEvent(admin, "e1", in); e.Status != bookstore.EventApproved || e.AuthorID != authorB {
		t.Errorf("admin's edit: %+v", e)
	}
	// The admin's form without a status is pending.
	form.Status = ""
	if in, err := bookstore.EventFormFor(admin, form); err != nil || bookstore.EditEvent(admin, "", in).Status != bookstore.EventPending {
		t.Errorf("admin's form without a status: %+v %v", in, err)
	}
	// The admin's form needs an author; the author's is their own.
	form.AuthorID = ""
	if _, err := bookstore.EventFormFor(admin, form); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Errorf("admin without an author: %v", err)
	}
	if _, err := bookstore.EventFormFor(author, form); err != nil {
		t.Errorf("author: %v", err)
	}
}

// TestEventVisible: the storefront lists an approved event of an approved
// author, upcoming after now, past at now or before.
func TestEventVisible(t *testing.T) {
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name           string
		status         bookstore.EventStatus
		authorApproved bool
		date           time.Time
		upcoming, past bool // all: either
	}{
		{"approved, tomorrow", bookstore.EventApproved, true, now.Add(24 * time.Hour), true, false},
		{"approved, yesterday", bookstore.EventApproved, true, now.Add(-24 * time.Hour), false, true},
		{"approved, now", bookstore.EventApproved, true, now, false, true},
		{"approved, a second on", bookstore.EventApproved, true, now.Add(time.Second), true, false},
		{"pending", bookstore.EventPending, true, now.Add(time.Hour), false, false},
		{"rejected", bookstore.EventRejected, true, now.Add(-time.Hour), false, false},
		{"author not approved", bookstore.EventApproved, false, now.Add(time.Hour), false, false},
	} {
		e := &bookstore.Event{Status: c.status, Date: c.date}
		if got := bookstore.EventVisible(e, c.authorApproved, bookstore.EventsUpcoming, now); got != c.upcoming {
			t.Errorf("%s upcoming: %v", c.name, got)
		}
		if got := bookstore.EventVisible(e, c.authorApproved, bookstore.EventsPast, now); got != c.past {
			t.Errorf("%s past: %v", c.name, got)
		}
		if got := bookstore.EventVisible(e, c.authorApproved, bookstore.EventsAll, now); got != (c.upcoming || c.past) {
			t.Errorf("%s all: %v", c.name, got)
		}
		if got := bookstore.EventPublic(e, c.authorApproved); got != (c.upcoming || c.past) {
			t.Errorf("%s public: %v", c.name, got)
		}
	}
}
