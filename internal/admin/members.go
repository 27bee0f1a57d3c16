package admin

import (
	"context"

	"bookstore/internal/bookstore"
)

// Members (panels.md: Üye Yönetimi): the list and the role change, audited.

// ListMembers pages through profiles, newest first; q matches the folded
// name or e-mail.
func (s *Service) ListMembers(ctx context.Context, q string, p bookstore.PageRequest) ([]bookstore.User, int, error) {
	return s.Members.ListMembers(ctx, q, p)
}

// Member returns one account.
func (s *Service) Member(ctx context.Context, id string) (*bookstore.User, error) {
	return s.Members.UserByID(ctx, id)
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
