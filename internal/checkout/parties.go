package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// PlaceOrderWith places the order to the delivery address, billing address
// and billing identity the buyer chose from the address book, and freezes
// copies of them on the order in the placement's own transaction (its
// shipping address text is the delivery address, formatted, so everything
// reading it keeps working). A nil choice
// takes the book's defaults and a Bireysel invoice to the member's name; a
// member with no address book orders to the profile's free-text address.
// Everything is checked before the order is placed: a bad choice places
// nothing.
func (s *Service) PlaceOrderWith(ctx context.Context, u *bookstore.User, choice *bookstore.CheckoutChoice) (*bookstore.Order, error) {
	if s.Addresses == nil || s.Parties == nil {
		return s.placeWithText(ctx, u)
	}
	if err := bookstore.CheckBuyer(u); err != nil {
		return nil, err
	}
	book, err := s.Addresses.Addresses(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	if choice == nil {
		if len(book) == 0 {
			return s.placeWithText(ctx, u)
		}
		choice = defaultChoice(u, book)
	}
	if len(book) == 0 {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOrderAddress)
	}
	parties, err := bookstore.ResolveParties(book, *choice)
	if err != nil {
		return nil, err
	}
	return s.Store.CreateOrderWithParties(ctx, u.ID, parties, s.now().Add(s.TTL), s.placedEntry(u.ID))
}

// defaultChoice is the book's default delivery and billing addresses and a
// Bireysel invoice to the member's name.
func defaultChoice(u *bookstore.User, book []bookstore.Address) *bookstore.CheckoutChoice {
	c := &bookstore.CheckoutChoice{Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: u.FullName}}
	for _, a := range book {
		if a.DefaultDelivery {
			c.DeliveryAddressID = a.ID
		}
		if a.DefaultBilling {
			c.BillingAddressID = a.ID
		}
	}
	c.BillingSameAsDelivery = c.BillingAddressID == c.DeliveryAddressID
	return c
}

// loadParties fills in the order's frozen parties, when it has some and
// they were not read yet; a failed read leaves them out (the page still
// shows the delivery address text) and is logged.
func (s *Service) loadParties(ctx context.Context, o *bookstore.Order) {
	if s.Parties == nil || o.Parties != nil {
		return
	}
	p, err := s.Parties.OrderParties(ctx, o.ID)
	if err != nil {
		s.Log.ErrorContext(ctx, "read the order's billing party", "order", o.ID, "err", err)
		return
	}
	o.Parties = p
}

// OrderParties are the order's frozen parties (nil when none), for the
// member's and the admin's order pages.
func (s *Service) OrderParties(ctx context.Context, orderID string) (*bookstore.OrderParties, error) {
	if s.Parties == nil {
		return nil, nil
	}
	return s.Parties.OrderParties(ctx, orderID)
}
