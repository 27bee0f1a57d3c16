// Package addresses is the member's address book: list, add, edit, delete
// and the two defaults (delivery, billing), and the official list of il and
// ilçe the forms choose from. Every call that takes a userID acts on that
// member's book only; the handlers pass the signed-in member, and an id of
// another member's address is not found.
package addresses

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Service is the address book service.
type Service struct {
	Store bookstore.AddressStore
}

// notFound turns a missing (or another member's, or malformed) id into the
// book's 404 message.
func notFound(err error) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgAddressNotFound)
	}
	return err
}

func checkID(id string) error {
	if !bookstore.ValidID(id) {
		return bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgAddressNotFound)
	}
	return nil
}

// List is the member's book, defaults first.
func (s *Service) List(ctx context.Context, userID string) ([]bookstore.Address, error) {
	return s.Store.Addresses(ctx, userID)
}

// Create checks the form and adds the address.
func (s *Service) Create(ctx context.Context, userID string, in bookstore.AddressInput) (*bookstore.Address, error) {
	in.Normalize()
	a, err := in.Validate()
	if err != nil {
		return nil, err
	}
	a.UserID = userID
	return s.Store.CreateAddress(ctx, a)
}

// Update checks the form and replaces the address's fields (a migrated
// address gets its il and ilçe this way).
func (s *Service) Update(ctx context.Context, userID, id string, in bookstore.AddressInput) (*bookstore.Address, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	in.Normalize()
	a, err := in.Validate()
	if err != nil {
		return nil, err
	}
	a.ID, a.UserID = id, userID
	out, err := s.Store.UpdateAddress(ctx, a)
	return out, notFound(err)
}

// Delete removes the address; its defaults pass to another.
func (s *Service) Delete(ctx context.Context, userID, id string) error {
	if err := checkID(id); err != nil {
		return err
	}
	return notFound(s.Store.DeleteAddress(ctx, userID, id))
}

// SetDefault makes the address the default of the kind.
func (s *Service) SetDefault(ctx context.Context, userID, id string, kind bookstore.AddressKind) error {
	if err := checkID(id); err != nil {
		return err
	}
	if kind != bookstore.AddressDelivery && kind != bookstore.AddressBilling {
		return bookstore.Invalid(bookstore.FieldError{Field: "kind", Message: bookstore.MsgValidation})
	}
	return notFound(s.Store.SetDefaultAddress(ctx, userID, id, kind))
}
