// Package members is the member aggregate's service: the admin's list of
// accounts and the role change (audited in the change's own transaction),
// and the member's own records (profile, favourites, stock alerts, orders).
// Every call that takes a userID acts on that user's records only; the
// handlers pass the signed-in user, never an id from the URL.
package members

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Service is the member service.
type Service struct {
	// Accounts is the admin side of accounts (list, one, role).
	Accounts  bookstore.MemberStore
	Profiles  bookstore.ProfileStore
	Favorites bookstore.FavoriteStore
	Alerts    bookstore.StockAlertStore
	Orders    bookstore.MemberOrderStore
	// Refunds says whether a refund of an order is still in progress at the
	// payment provider (nil when none).
	Refunds interface {
		StartedRefund(ctx context.Context, orderID string) (*bookstore.Refund, error)
	}
	// Parties reads the billing party frozen on an order (nil: not shown).
	Parties bookstore.OrderPartyStore
}

// List pages through profiles, newest first; q matches the folded name or
// e-mail.
func (s *Service) List(ctx context.Context, q string, p bookstore.PageRequest) ([]bookstore.User, int, error) {
	return s.Accounts.ListMembers(ctx, q, p)
}

// Get returns one account.
func (s *Service) Get(ctx context.Context, id string) (*bookstore.User, error) {
	return s.Accounts.UserByID(ctx, id)
}

type roleRecord struct {
	Role bookstore.Role `json:"role"`
}

// SetRole changes a member's role. An admin cannot take their own admin
// role away; the last admin cannot be demoted by anyone. A real change is
// written to the audit log in its own transaction.
func (s *Service) SetRole(ctx context.Context, actorID, userID, role string) (*bookstore.User, error) {
	r, ok := bookstore.ParseRole(role)
	if !ok {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "role", Message: bookstore.MsgRoleInvalid})
	}
	if userID == actorID && r != bookstore.RoleAdmin {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOwnAdminRole)
	}
	_, after, err := s.Accounts.SetRole(ctx, userID, r, func(before bookstore.Role) bookstore.Effects {
		e := bookstore.Change(actorID, bookstore.ActionRoleChanged, "profiles", userID, roleRecord{before}, roleRecord{r})
		return bookstore.Effects{Audit: &e}
	})
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgMemberNotFound)
	}
	return after, err
}

// UpdateProfile checks and saves the member's own profile.
func (s *Service) UpdateProfile(ctx context.Context, userID string, p bookstore.ProfileUpdate) (*bookstore.User, error) {
	p.Normalize()
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return s.Profiles.UpdateProfile(ctx, userID, p)
}

// ListFavorites are the member's favourite books.
func (s *Service) ListFavorites(ctx context.Context, userID string) ([]bookstore.BookSummary, error) {
	return s.Favorites.Favorites(ctx, userID)
}

// AddFavorite keeps a book among the member's favourites (a missing or
// hidden book is bookstore.ErrNotFound).
func (s *Service) AddFavorite(ctx context.Context, userID, bookID string) error {
	return s.Favorites.AddFavorite(ctx, userID, bookID)
}

// RemoveFavorite takes a book off the member's favourites.
func (s *Service) RemoveFavorite(ctx context.Context, userID, bookID string) error {
	return s.Favorites.RemoveFavorite(ctx, userID, bookID)
}

// AddStockAlert asks for a mail when an out-of-stock book is back;
// repeating it is not an error, a book in stock is refused.
func (s *Service) AddStockAlert(ctx context.Context, userID, bookID string) error {
	return s.Alerts.AddStockAlert(ctx, userID, bookID)
}

// OrdersOf are the member's own orders, newest first.
func (s *Service) OrdersOf(ctx context.Context, userID string) ([]bookstore.Order, error) {
	return s.Orders.OrdersOf(ctx, userID)
}

// OrderOf is one of the member's own orders (another user's order is
// bookstore.ErrNotFound, like a missing one), and whether a refund of it
// is still in progress at the payment provider.
func (s *Service) OrderOf(ctx context.Context, userID, orderID string) (*bookstore.Order, bool, error) {
	o, err := s.Orders.OrderOf(ctx, userID, orderID)
	if err != nil {
		return nil, false, err
	}
	f, err := s.Refunds.StartedRefund(ctx, o.ID)
	if err != nil {
		return nil, false, err
	}
	if s.Parties != nil {
		if o.Parties, err = s.Parties.OrderParties(ctx, o.ID); err != nil {
			return nil, false, err
		}
	}
	return o, f != nil, nil
}
