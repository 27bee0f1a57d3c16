package checkout

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// The shopper's side of returns: a withdrawal request on a delivered order
// within 14 days, and the order's requests on its page.

// RequestReturn stores a return request for the user's own delivered order.
// The rules (14 days, quantities, one open request per copy) are checked
// with the order locked, so two requests at once cannot both take a copy.
// The buyer is the signed-in user as the request's session read it.
//
// The request carries its return code (returns_carrier.go): from the
// carrier's API when the shop has an adapter for the designated return
// carrier, asked before the request's transaction (no lock waits on the
// carrier) and only after the rules passed, or the seller's agreement code.
// A carrier that fails or does not answer in time leaves the request
// stored without the code, which the retry job obtains later.
func (s *Service) RequestReturn(ctx context.Context, buyer *bookstore.User, orderID string, in bookstore.ReturnInput) (*bookstore.ReturnRequest, error) {
	if !bookstore.ValidID(orderID) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	userID := buyer.ID
	seller := s.seller(ctx)
	r := &bookstore.ReturnRequest{ID: newID(), OrderID: orderID, UserID: userID, Code: bookstore.NewReturnCode(), Reason: in.Reason,
		Carrier: seller.ReturnCarrier}
	ordinal := 0
	if s.carrierFor(seller.ReturnCarrier) {
		var err error
		if ordinal, err = s.askReturnCode(ctx, buyer, r, in); err != nil {
			return nil, err
		}
	} else if r.Carrier != "" {
		r.CarrierCode = seller.ReturnAgreement
	}
	r.Instructions = bookstore.ReturnInstructions(seller, r)
	now := s.now()
	var order *bookstore.Order
	check := func(o *bookstore.Order, deliveredAt time.Time, earlier []bookstore.ReturnRequest) ([]bookstore.ReturnLine, error) {
		lines, err := bookstore.CheckReturn(o, deliveredAt, now, s.Location, &in, earlier)
		if err != nil {
			return nil, err
		}
		if ordinal > 0 {
			if err := bookstore.CheckReturnOrdinal(ordinal, earlier); err != nil {
				return nil, err
			}
		}
		order = o
		r.Note, r.Lines, r.CreatedAt = in.Note, lines, now
		r.FormText = bookstore.WithdrawalForm(seller, buyer, o, r, deliveredAt, s.Location)
		return lines, nil
	}
	fx := func(r *bookstore.ReturnRequest) bookstore.Effects {
		entry := bookstore.Change(userID, bookstore.ActionReturnRequested, "returns", r.ID, nil,
			map[string]any{"order": orderID, "code": r.Code, "lines": lineCounts(r), "reason": r.Reason, "carrier": r.Carrier,
				"returnCode": r.CarrierCode})
		return bookstore.Effects{Mail: s.returnMail(ctx, buyer, order, r), Audit: &entry,
			Staff: bookstore.ReturnRequestedNotice(orderID, order.Number(), r.ID, r.Code)}
	}
	err := s.Returns.CreateReturn(ctx, r, check, fx)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if errors.Is(err, bookstore.ErrDuplicate) {
		// The reference is taken: a request made at the same moment won.
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgReturnRaced)
	}
	if err != nil {
		return nil, err
	}
	return s.Returns.Return(ctx, r.ID)
}

// OrderReturns is what the order page shows about returns: the requests,
// and the last day to withdraw (zero unless delivered).
type OrderReturns struct {
	Requests []bookstore.ReturnRequest
	LastDay  time.Time
}

// ReturnsOfOrder answers the user's own order (another's is not found).
func (s *Service) ReturnsOfOrder(ctx context.Context, userID, orderID string) (*OrderReturns, error) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && o.UserID != userID) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	return s.orderReturns(ctx, &o.Order)
}

func (s *Service) orderReturns(ctx context.Context, o *bookstore.Order) (*OrderReturns, error) {
	list, err := s.Returns.ReturnsOfOrder(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	out := &OrderReturns{Requests: list}
	if o.Status == bookstore.OrderDelivered {
		at, err := s.Returns.DeliveredAt(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		out.LastDay = bookstore.WithdrawalLastDay(at, s.Location)
	}
	return out, nil
}

func (s *Service) seller(ctx context.Context) bookstore.Seller {
	p, err := s.Pages.PublishedPage(ctx, bookstore.PageContact)
	if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
		s.Log.ErrorContext(ctx, "returns: read the contact page", "err", err)
	}
	return bookstore.SellerOf(p)
}

// returnMail is the shopper's mail of r's current state (nil: none).
func (s *Service) returnMail(ctx context.Context, buyer *bookstore.User, o *bookstore.Order, r *bookstore.ReturnRequest) *bookstore.Mail {
	if s.ReturnMails == nil || o == nil || buyer == nil {
		return nil
	}
	return s.mail(ctx, "return mail", o.ID)(s.ReturnMails.ReturnUpdated(ctx, buyer, o, r))
}

func lineCounts(r *bookstore.ReturnRequest) map[string]int {
	out := map[string]int{}
	for _, l := range r.Lines {
		out[l.Title] += l.Quantity
	}
	return out
}
