package authors

import (
	"context"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// Apply registers an author account and its (unapproved) author profile,
// and signs the author in. The profile is the applicant's name and
// biography as sent (the registration validated them); it is written with
// its author.applied audit entry.
func (s *Service) Apply(ctx context.Context, app bookstore.AuthorApplication, c auth.Client) (*auth.SignIn, error) {
	if err := app.Validate(); err != nil {
		return nil, err
	}
	in, err := s.Accounts.RegisterAs(ctx, app.Registration, bookstore.RoleAuthor, c)
	if err != nil {
		return nil, err
	}
	p := &bookstore.Author{UserID: in.User.ID, Name: app.FullName, Biography: s.Sanitize(bookstore.TextToHTML(app.Biography))}
	if _, err := s.write(ctx, in.User.ID, bookstore.ActionAuthorApplied, nil, p); err != nil {
		// The account stands; the profile can be created from Profil Ayarları.
		s.Log.ErrorContext(ctx, "author profile not created at application", "user", in.User.ID, "err", err)
	}
	return in, nil
}

// Dashboard is the author's four counters and recent activity.
type Dashboard struct {
	Counts   bookstore.AuthorCounts
	Activity []bookstore.AuditEntry
}

// dashboardActivity is how many audit entries the dashboard shows.
const dashboardActivity = 6

// DashboardOf reads the actor's author dashboard (empty while they have no
// profile).
func (s *Service) DashboardOf(ctx context.Context, a bookstore.Actor) (*Dashboard, error) {
	if a.AuthorID == "" {
		return &Dashboard{Activity: []bookstore.AuditEntry{}}, nil
	}
	c, err := s.Panel.AuthorCounts(ctx, a.AuthorID)
	if err != nil {
		return nil, err
	}
	act, err := s.Panel.AuthorActivity(ctx, a.AuthorID, dashboardActivity)
	if err != nil {
		return nil, err
	}
	return &Dashboard{Counts: c, Activity: act}, nil
}
