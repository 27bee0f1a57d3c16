package authors

import (
	"context"

	"bookstore/internal/bookstore"
)

// Register creates an applicant's account with the role and signs it in
// (the accounts service, which also applies the sign-up rules); it returns
// the new user's id.
type Register func(ctx context.Context, r bookstore.Registration, role bookstore.Role) (userID string, err error)

// Apply registers an author account through register and creates its
// (unapproved) author profile. The profile is the applicant's name and
// biography as sent (the registration validated them); it is written with
// its author.applied audit entry.
func (s *Service) Apply(ctx context.Context, app bookstore.AuthorApplication, register Register) error {
	if err := app.Validate(); err != nil {
		return err
	}
	userID, err := register(ctx, app.Registration, bookstore.RoleAuthor)
	if err != nil {
		return err
	}
	p := &bookstore.Author{UserID: userID, Name: app.FullName, Biography: s.Sanitize(bookstore.TextToHTML(app.Biography))}
	_, err = s.Store.SaveAuthor(ctx, p, func(after *bookstore.AuthorSummary) bookstore.Effects {
		fx := change(userID, bookstore.ActionAuthorApplied, after.ID, nil, after)
		fx.Staff = bookstore.AuthorAppliedNotice(userID, after.Name)
		return fx
	})
	if err != nil {
		// The account stands; the profile can be created from Profil Ayarları.
		s.Log.ErrorContext(ctx, "author profile not created at application", "user", userID, "err", err)
	}
	return nil
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
