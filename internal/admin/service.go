// Package admin is the admin panel's service: every change is checked here
// (beyond the route's role guard), applied through the stores and written to
// the audit log with who, what, when, the record, before and after.
package admin

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Stores is the storage the admin service changes.
type Stores struct {
	Members   bookstore.MemberStore
	Catalog   bookstore.CatalogAdminStore
	Dashboard bookstore.DashboardStore
	Audit     bookstore.AuditStore
	ISBN      bookstore.ISBNLookup
}

// Service is the admin panel's service.
type Service struct {
	Stores
	// Sanitize cleans rich text (richtext.Sanitize) before it is stored.
	Sanitize func(html string) string
	// Images deletes the files of images a record stopped showing (nil: kept).
	Images bookstore.ImageReleaser
	Log    *slog.Logger
	Now    func() time.Time
}

// dropped frees a record's former image when a save or delete took it off.
func (s *Service) dropped(ctx context.Context, before, after string) {
	bookstore.ReleaseDropped(ctx, s.Images, before, after)
}

// audit records a change; a failure is logged, the change stands.
func (s *Service) audit(ctx context.Context, actor, action, entity, id string, before, after any) {
	if err := s.Audit.RecordAudit(ctx, bookstore.Change(actor, action, entity, id, before, after)); err != nil {
		s.Log.ErrorContext(ctx, "audit", "action", action, "err", err)
	}
}

// notFound turns a store's ErrNotFound into the screen's message.
func notFound(err error, msg string) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg)
	}
	return err
}

type roleRecord struct {
	Role bookstore.Role `json:"role"`
}

// SetRole changes a member's role. An admin cannot take their own admin
// role away; the last admin cannot be demoted by anyone.
func (s *Service) SetRole(ctx context.Context, actorID, userID, role string) (*bookstore.User, error) {
	r, ok := bookstore.ParseRole(role)
	if !ok {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "role", Message: bookstore.MsgRoleInvalid})
	}
	if userID == actorID && r != bookstore.RoleAdmin {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOwnAdminRole)
	}
	before, after, err := s.Members.SetRole(ctx, userID, r)
	if err != nil {
		return nil, notFound(err, bookstore.MsgMemberNotFound)
	}
	if before.Role != after.Role {
		s.audit(ctx, actorID, bookstore.ActionRoleChanged, "profiles", userID, roleRecord{before.Role}, roleRecord{after.Role})
	}
	return after, nil
}
