package checkout

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// FramePath is where the browser loads the bank page of a direct 3D Secure
// attempt.
const FramePath = "/odeme/3ds/"

// Installments the hosted form offers; the provider shows each with the
// bank's interest (vade farkı) once the buyer has typed the card.
var Installments = []int{1, 2, 3, 6}

// PayInput is the payment form: the two contracts, and the card in direct
// 3D Secure mode only (the hosted form takes it on the provider's page).
type PayInput struct {
	AcceptPreInformation bool
	AcceptDistanceSales  bool
	Card                 *bookstore.Card
}

// PayStart says where the buyer pays: FrameURL in the payment page's frame,
// or PageURL in the whole window when the browser cannot show the frame.
type PayStart struct {
	Mode              bookstore.PaymentMode
	FrameURL, PageURL string
}

// Pay accepts the contracts and starts a payment in the configured mode.
// The buyer is the signed-in user as the request's session read it.
func (s *Service) Pay(ctx context.Context, buyer *bookstore.User, orderID string, in PayInput, ip string) (*PayStart, error) {
	if err := s.checkPayInput(&in); err != nil {
		return nil, err
	}
	o, err := s.payable(ctx, buyer, orderID)
	if err != nil {
		return nil, err
	}
	if err := cardOrder(&o.Order); err != nil {
		return nil, err
	}
	contracts := s.contracts(ctx, buyer, &o.Order)
	acc := bookstore.Acceptance{Text: contracts.Combined(), At: s.now(), IP: ip}
	req := paymentRequest(o, buyer, ip, s.CallbackURL)
	if s.mode() == bookstore.PaymentDirect3DS {
		req.Card = *in.Card
		return s.start3DS(ctx, o, req, acc)
	}
	req.Installments = Installments
	return s.startForm(ctx, o, req, acc)
}

// checkPayInput collects every field error at once, as the form shows them.
func (s *Service) checkPayInput(in *PayInput) error {
	var fields []bookstore.FieldError
	if !in.AcceptPreInformation {
		fields = append(fields, bookstore.FieldError{Field: "acceptPreInformation", Message: bookstore.MsgContractsRequired})
	}
	if !in.AcceptDistanceSales {
		fields = append(fields, bookstore.FieldError{Field: "acceptDistanceSales", Message: bookstore.MsgContractsRequired})
	}
	switch {
	case s.mode() == bookstore.PaymentCheckoutForm && in.Card != nil:
		// The card must never reach this server in hosted-form mode (SAQ A).
		fields = append(fields, bookstore.FieldError{Field: "card", Message: bookstore.MsgCardNotTakenHere})
	case s.mode() == bookstore.PaymentDirect3DS:
		if in.Card == nil {
			in.Card = &bookstore.Card{}
		}
		in.Card.Normalize()
		if err := in.Card.Validate(s.now()); err != nil {
			var e *bookstore.Error
			errors.As(err, &e)
			fields = append(fields, e.Fields...)
		}
	}
	if len(fields) > 0 {
		return bookstore.Invalid(fields...)
	}
	return nil
}

func paymentRequest(o *bookstore.PendingOrder, buyer *bookstore.User, ip, callbackURL string) bookstore.PaymentRequest {
	req := bookstore.PaymentRequest{OrderID: o.ID, Amount: o.Totals.Total, CallbackURL: callbackURL,
		Buyer: bookstore.PaymentBuyer{UserID: buyer.ID, FullName: buyer.DisplayName(), Email: buyer.Email, Phone: buyer.Phone,
			Address: o.ShippingAddress, IP: ip, RegisteredAt: buyer.CreatedAt}}
	req.WithParties(o.Parties)
	for i, it := range o.Items {
		if it.Paid <= 0 {
			continue // a line its coupon paid in full: iyzico takes no item at 0, and the rest still sum to the price
		}
		// Each item's price is what the line paid (sale price and coupon
		// share taken off), so a return of the line refunds from its item.
		req.Lines = append(req.Lines, bookstore.PaymentLine{ID: bookstore.BasketItemID(&o.Items[i]), Name: it.Title, Category: "Kitap", Price: it.Paid})
	}
	if o.Totals.Shipping > 0 {
		req.Lines = append(req.Lines, bookstore.PaymentLine{ID: bookstore.ShippingBasketItem, Name: "Kargo", Category: "Kargo", Price: o.Totals.Shipping})
	}
	return req
}

// startFailed turns the provider's refusal to start into
// bookstore.MsgPaymentStartFailed.
// A provider that did not answer in time (or answered nonsense) is an
// outside service failing, not this server: bad_gateway, with the same text.
func (s *Service) startFailed(ctx context.Context, orderID string, err error) error {
	var d *bookstore.PaymentDeclined
	if errors.As(err, &d) {
		s.Log.InfoContext(ctx, "payment start declined", "order", orderID, "reason", d.Reason)
		return bookstore.Errorf(bookstore.CodeConflict, "%s: %s", bookstore.MsgPaymentStartFailed, d.Reason)
	}
	s.Log.ErrorContext(ctx, "payment start failed", "order", orderID, "err", err)
	return bookstore.Errorf(bookstore.CodeBadGateway, bookstore.MsgPaymentStartFailed)
}

// startForm initializes the provider's hosted form. The attempt is stored
// with the form's token before the buyer can see the form, so every
// callback, webhook and reconciliation finds its order.
func (s *Service) startForm(ctx context.Context, o *bookstore.PendingOrder, req bookstore.PaymentRequest, acc bookstore.Acceptance) (*PayStart, error) {
	form, err := s.Provider.StartForm(ctx, req)
	if err != nil {
		return nil, s.startFailed(ctx, o.ID, err)
	}
	attempt := bookstore.PaymentAttempt{ID: newID(), OrderID: o.ID, Kind: bookstore.AttemptForm, ProviderToken: form.Token,
		Status: bookstore.AttemptStarted, Amount: o.Totals.Total, ExpiresAt: form.ExpiresAt}
	if err := s.Store.StartAttempt(ctx, attempt, acc, "", nil); err != nil {
		return nil, err
	}
	return &PayStart{Mode: bookstore.PaymentCheckoutForm, FrameURL: form.FrameURL, PageURL: form.PageURL}, nil
}

// start3DS sends the card to the provider and keeps the bank's page, which
// this site serves at FramePath with a token only the buyer's browser has.
func (s *Service) start3DS(ctx context.Context, o *bookstore.PendingOrder, req bookstore.PaymentRequest, acc bookstore.Acceptance) (*PayStart, error) {
	start, err := s.Provider.Start3DS(ctx, req)
	if err != nil {
		return nil, s.startFailed(ctx, o.ID, err)
	}
	token := bookstore.NewToken()
	attempt := bookstore.PaymentAttempt{ID: newID(), OrderID: o.ID, Kind: bookstore.AttemptDirect3DS, ProviderPaymentID: start.PaymentID,
		Status: bookstore.AttemptStarted, Amount: o.Totals.Total}
	if err := s.Store.StartAttempt(ctx, attempt, acc, bookstore.HashToken(token), start.HTML); err != nil {
		return nil, err
	}
	frame := FramePath + token
	return &PayStart{Mode: bookstore.PaymentDirect3DS, FrameURL: frame, PageURL: frame}, nil
}

// Frame returns the bank page of a started direct 3D Secure attempt.
func (s *Service) Frame(ctx context.Context, token string) ([]byte, error) {
	if len(token) != 64 {
		return nil, bookstore.ErrNotFound
	}
	return s.Store.PaymentFrame(ctx, bookstore.HashToken(token))
}
