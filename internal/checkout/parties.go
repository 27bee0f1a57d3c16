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
	// Asked before the placement's transaction: no lock waits on the
	// integrator.
	parties.EInvoice = s.decideEInvoice(ctx, &parties.Identity)
	return s.Store.CreateOrderWithParties(ctx, u.ID, parties, s.now().Add(s.TTL), s.placedEntry(u.ID))
}

// decideEInvoice asks the integrator, within the timeout, whether a
// Kurumsal buyer's VKN is registered for e-Fatura. No answer in time, or a
// failed one, leaves the profile unchecked (logged), never the checkout
// failed: the invoice side asks again before sending.
func (s *Service) decideEInvoice(ctx context.Context, id *bookstore.BillingIdentity) bookstore.EInvoiceChoice {
	if s.Taxpayers == nil || !id.NeedsTaxpayerCheck() {
		return bookstore.DecideEInvoice(id, nil)
	}
	timeout := s.TaxpayerTimeout
	if timeout <= 0 {
		timeout = bookstore.TaxpayerCheckTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	type answer struct {
		t   bookstore.Taxpayer
		err error
	}
	// Awaited beside the deadline, so that a client that does not honour
	// its context cannot hold the buyer past it.
	got := make(chan answer, 1)
	go func() {
		t, err := s.Taxpayers.CheckTaxpayer(ctx, id.VKN)
		got <- answer{t, err}
	}()
	select {
	case a := <-got:
		if a.err == nil {
			return bookstore.DecideEInvoice(id, &a.t)
		}
		s.Log.WarnContext(ctx, "taxpayer check failed; the order's e-invoice profile is left unchecked", "err", a.err)
	case <-ctx.Done():
		s.Log.WarnContext(ctx, "taxpayer check timed out; the order's e-invoice profile is left unchecked", "timeout", timeout)
	}
	return bookstore.DecideEInvoice(id, nil)
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
