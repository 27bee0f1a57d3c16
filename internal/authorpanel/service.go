// Package authorpanel is the author panel's service: the author application,
// the author's own profile and events. Every call is scoped to the author
// profile linked to the signed-in user; another author's record is not
// found. Events an author saves wait for an admin. The author's books are
// the book service's (internal/books), shared with the admin panel.
package authorpanel

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// Service is the author panel.
type Service struct {
	Auth     *auth.Service
	Panel    bookstore.AuthorPanelStore
	Catalog  bookstore.AuthorStore
	Audit    bookstore.AuditStore
	Sanitize func(string) string
	// Images deletes the files of an event image the author replaced (nil: kept).
	Images bookstore.ImageReleaser
	Log    *slog.Logger
}

// Audit actions of the author panel.
const (
	ActionApplied = "author.applied"
)

// Apply registers an author account and its (unapproved) author profile,
// and signs the author in.
func (s *Service) Apply(ctx context.Context, a bookstore.AuthorApplication, c auth.Client) (*auth.SignIn, error) {
	if err := a.Validate(); err != nil {
		return nil, err
	}
	in, err := s.Auth.RegisterAs(ctx, a.Registration, bookstore.RoleAuthor, c)
	if err != nil {
		return nil, err
	}
	author := &bookstore.Author{UserID: in.User.ID, Name: a.FullName, Biography: s.Sanitize(bookstore.TextToHTML(a.Biography))}
	saved, err := s.Catalog.SaveAuthor(ctx, author)
	if err != nil {
		// The account stands; the profile can be created from Profil Ayarları.
		s.Log.ErrorContext(ctx, "author profile not created at application", "user", in.User.ID, "err", err)
		return in, nil
	}
	s.audit(ctx, in.User.ID, ActionApplied, "authors", saved.ID, nil, map[string]any{"name": saved.Name})
	return in, nil
}

// Me returns the user's author profile, or nil when none was created yet.
func (s *Service) Me(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	a, err := s.Panel.AuthorOfUser(ctx, userID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, nil
	}
	return a, err
}

// approved returns the user's profile when it may add books and events.
func (s *Service) approved(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	a, err := s.profile(ctx, userID)
	if err != nil {
		return nil, err
	}
	if !a.Approved {
		return nil, bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorNotApproved)
	}
	return a, nil
}

func (s *Service) profile(ctx context.Context, userID string) (*bookstore.AuthorSummary, error) {
	a, err := s.Me(ctx, userID)
	if err != nil {
		return nil, err
	}
	if a == nil {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgAuthorProfileNeeded)
	}
	return a, nil
}

// Profile messages (panels.md §8).
const (
	MsgProfileCreated = "Yazar profili oluşturuldu"
	MsgProfileUpdated = "Profil başarıyla güncellendi!"
)

// SaveProfile creates the user's author profile or updates its name and
// biography; the approval and the photo are not the author's to set (the
// photo goes through the image approval queue).
func (s *Service) SaveProfile(ctx context.Context, user *bookstore.User, name, biography string) (*bookstore.AuthorSummary, string, error) {
	in := bookstore.AuthorInput{Name: name, Biography: biography}
	if err := in.Validate(); err != nil {
		return nil, "", err
	}
	before, err := s.Me(ctx, user.ID)
	if err != nil {
		return nil, "", err
	}
	a := &bookstore.Author{UserID: user.ID, Name: in.Name, Biography: s.Sanitize(in.Biography)}
	msg, action := MsgProfileCreated, "author.created"
	if before != nil {
		a.ID, a.PhotoURL, a.Approved = before.ID, before.PhotoURL, before.Approved
		msg, action = MsgProfileUpdated, "author.updated"
	}
	after, err := s.Catalog.SaveAuthor(ctx, a)
	if err != nil {
		return nil, "", err
	}
	var b any
	if before != nil {
		b = map[string]any{"name": before.Name}
	}
	s.audit(ctx, user.ID, action, "authors", after.ID, b, map[string]any{"name": after.Name})
	return after, msg, nil
}

// Dashboard is the author's four counters and recent activity.
type Dashboard struct {
	Counts   bookstore.AuthorCounts
	Activity []bookstore.AuditEntry
}

// DashboardOf reads the author dashboard (empty for a user with no profile yet).
func (s *Service) DashboardOf(ctx context.Context, userID string) (*Dashboard, error) {
	a, err := s.Me(ctx, userID)
	if err != nil || a == nil {
		return &Dashboard{Activity: []bookstore.AuditEntry{}}, err
	}
	c, err := s.Panel.AuthorCounts(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	act, err := s.Panel.AuthorActivity(ctx, a.ID, 6)
	if err != nil {
		return nil, err
	}
	return &Dashboard{Counts: c, Activity: act}, nil
}

// Events pages through the author's events.
func (s *Service) Events(ctx context.Context, userID, q string, p bookstore.PageRequest) ([]bookstore.EventSummary, int, error) {
	a, err := s.Me(ctx, userID)
	if err != nil || a == nil {
		return []bookstore.EventSummary{}, 0, err
	}
	return s.Panel.AuthorEvents(ctx, a.ID, q, p)
}

// Event returns one of the author's events.
func (s *Service) Event(ctx context.Context, userID, eventID string) (*bookstore.EventSummary, error) {
	a, err := s.profile(ctx, userID)
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	e, err := s.Panel.AuthorEvent(ctx, a.ID, eventID)
	return e, notFound(err, bookstore.MsgEventNotFound)
}

// SaveEvent creates or updates the author's own event; it waits for an admin.
func (s *Service) SaveEvent(ctx context.Context, userID, eventID string, in bookstore.AuthorEventInput) (*bookstore.EventSummary, error) {
	a, err := s.approved(ctx, userID)
	if err != nil {
		return nil, err
	}
	ei := bookstore.EventInput{Title: in.Title, Description: in.Description, AuthorID: a.ID, Location: in.Location,
		ImageURL: in.ImageURL, Date: in.Date, Status: bookstore.EventPending}
	if err := ei.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.EventSummary
	if eventID != "" {
		if before, err = s.Panel.AuthorEvent(ctx, a.ID, eventID); err != nil {
			return nil, notFound(err, bookstore.MsgEventNotFound)
		}
	}
	var previous *time.Time
	if before != nil {
		previous = &before.Date
	}
	if err := bookstore.CheckEventDate(ei.Date, previous, time.Now()); err != nil {
		return nil, err
	}
	after, err := s.Panel.SaveAuthorEvent(ctx, a.ID, &bookstore.Event{ID: eventID, Title: ei.Title, Description: s.Sanitize(ei.Description),
		Location: ei.Location, ImageURL: ei.ImageURL, Date: ei.Date})
	if err != nil {
		return nil, notFound(err, bookstore.MsgEventNotFound)
	}
	action := "event.created"
	var b any
	if before != nil {
		action = "event.updated"
		b = map[string]any{"title": before.Title, "status": before.Status}
		bookstore.ReleaseDropped(ctx, s.Images, before.ImageURL, after.ImageURL)
	}
	s.audit(ctx, userID, action, "events", after.ID, b, map[string]any{"title": after.Title, "status": after.Status})
	return after, nil
}

func notFound(err error, msg string) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg)
	}
	return err
}

func (s *Service) audit(ctx context.Context, actor, action, entity, id string, before, after any) {
	// The panel's actions are still literals: the conversion keeps them
	// compiling until they use the bookstore.Action* constants.
	if err := s.Audit.RecordAudit(ctx, bookstore.Change(actor, bookstore.AuditAction(action), entity, id, before, after)); err != nil {
		s.Log.ErrorContext(ctx, "audit", "action", action, "err", err)
	}
}
