package checkout

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Return codes at the return carrier. When the shop has an adapter for the
// designated return carrier (Service.Carrier), a withdrawal request gets a
// return shipment code from the carrier's API: asked while the shopper
// waits, within CarrierTimeout, and, when the carrier failed or did not
// answer in time, by RetryReturnCodes in the job round until it answers.
// The reference (bookstore.ReturnReference) makes asking again safe: the
// carrier answers a known reference with the code it gave, so a request
// never gets two codes. The request's mail carries the code; a code
// obtained later is mailed once ('İade kodunuz hazır').

// returnCodeBatch is how many pending codes one job round asks for: each
// may wait CarrierTimeout on a carrier that does not answer.
const returnCodeBatch = 10

// carrierFor reports whether the return carrier has an adapter here.
func (s *Service) carrierFor(name string) bool {
	return s.Carrier != nil && name != "" && s.Carrier.Name() == name
}

func (s *Service) carrierTimeout() time.Duration {
	if s.CarrierTimeout > 0 {
		return s.CarrierTimeout
	}
	return bookstore.ReturnCarrierTimeout
}

// askReturnCode checks the request against the order as it stands (the
// same rules run again with the order locked) and asks the carrier for its
// code, setting r's reference and, when the carrier answered, its code and
// shipment. It returns the request's ordinal among the order's requests,
// which the locked check confirms. A refused request asks nothing.
func (s *Service) askReturnCode(ctx context.Context, buyer *bookstore.User, r *bookstore.ReturnRequest, in bookstore.ReturnInput) (int, error) {
	o, err := s.Store.OrderByID(ctx, r.OrderID)
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && o.UserID != buyer.ID) {
		return 0, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return 0, err
	}
	earlier, err := s.Returns.ReturnsOfOrder(ctx, o.ID)
	if err != nil {
		return 0, err
	}
	at, err := s.Returns.DeliveredAt(ctx, o.ID)
	if err != nil {
		return 0, err
	}
	probe := in
	if _, err := bookstore.CheckReturn(&o.Order, at, s.now(), s.Location, &probe, earlier); err != nil {
		return 0, err
	}
	ordinal := len(earlier) + 1
	r.CarrierRef = bookstore.ReturnReference(&o.Order, ordinal)
	sender, err := s.returnSender(ctx, &o.Order, buyer)
	if err != nil {
		return 0, err
	}
	if ret, ok := s.createReturn(ctx, r, sender); ok {
		r.CarrierCode, r.CarrierShipmentID = ret.Code, ret.ID
	}
	return ordinal, nil
}

// returnSender is the return parcel's sender: the order's delivery address.
func (s *Service) returnSender(ctx context.Context, o *bookstore.Order, buyer *bookstore.User) (bookstore.ParcelParty, error) {
	parties := o.Parties
	if parties == nil && s.Parties != nil {
		p, err := s.Parties.OrderParties(ctx, o.ID)
		if err != nil {
			return bookstore.ParcelParty{}, err
		}
		parties = p
	}
	return bookstore.ReturnSender(o, parties, buyer), nil
}

// createReturn asks the carrier for r's code within the timeout; a failure
// (logged) leaves it to the retry job.
func (s *Service) createReturn(ctx context.Context, r *bookstore.ReturnRequest, sender bookstore.ParcelParty) (bookstore.CarrierReturn, bool) {
	cctx, cancel := context.WithTimeout(ctx, s.carrierTimeout())
	defer cancel()
	ret, err := s.Carrier.CreateReturn(cctx, bookstore.ReturnParcel{Reference: r.CarrierRef, Sender: sender})
	if err == nil && ret.Code == "" {
		err = errors.New("the carrier answered without a code")
	}
	if err != nil {
		s.Log.WarnContext(ctx, "return code: the carrier did not give one; the retry job asks again", "return", r.ID,
			"reference", r.CarrierRef, "err", err)
		return bookstore.CarrierReturn{}, false
	}
	return ret, true
}

// RetryReturnCodes asks the carrier again for the codes of requests stored
// without one, and mails each code obtained ('İade kodunuz hazır', once: the
// code is stored only where none is, and the mail with it). It returns how
// many codes it stored.
func (s *Service) RetryReturnCodes(ctx context.Context) (int, error) {
	if s.Carrier == nil {
		return 0, nil
	}
	pending, err := s.Returns.PendingReturnCodes(ctx, s.Carrier.Name(), returnCodeBatch)
	if err != nil {
		return 0, err
	}
	n := 0
	for i := range pending {
		if ctx.Err() != nil {
			return n, ctx.Err()
		}
		r := &pending[i]
		ok, err := s.retryReturnCode(ctx, r)
		if err != nil {
			return n, err
		}
		if ok {
			n++
		}
	}
	return n, nil
}

func (s *Service) retryReturnCode(ctx context.Context, r *bookstore.ReturnRequest) (bool, error) {
	o, err := s.Store.OrderByID(ctx, r.OrderID)
	if err != nil {
		return false, err
	}
	buyer := s.shopper(ctx, r)
	if buyer == nil {
		buyer = &bookstore.User{ID: r.UserID, Email: r.CustomerEmail, FullName: r.CustomerName}
	}
	sender, err := s.returnSender(ctx, &o.Order, buyer)
	if err != nil {
		return false, err
	}
	ret, ok := s.createReturn(ctx, r, sender)
	if !ok {
		return false, nil
	}
	after := *r
	after.CarrierCode, after.CarrierShipmentID = ret.Code, ret.ID
	after.Instructions = bookstore.ReturnInstructions(s.seller(ctx), &after)
	entry := bookstore.Change("", bookstore.ActionReturnCode, "returns", r.ID, map[string]any{"returnCode": ""},
		map[string]any{"returnCode": ret.Code, "carrier": r.Carrier, "shipment": ret.ID})
	fx := bookstore.Effects{Audit: &entry}
	if s.ReturnMails != nil && buyer.Email != "" {
		fx.Mail = s.mail(ctx, "return code mail", o.ID)(s.ReturnMails.ReturnCodeReady(ctx, buyer, &o.Order, &after))
	}
	return s.Returns.SetReturnCode(ctx, r.ID, ret, after.Instructions, fx)
}
