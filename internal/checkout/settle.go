package checkout

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Settling a payment. Whatever tells the shop about a payment (the bank's
// callback after direct 3D Secure, the hosted form's callback, the
// provider's webhook, or reconciliation asking on its own) ends in keep:
// a charge that matches a pending order confirms it, under the order's
// completion claim, exactly once; any other charge is voided or refunded.
// The invariants: nothing is confirmed that the provider did not charge,
// and nothing stays charged that the shop did not confirm.

// Result is how a callback ended for the buyer.
type Result string

const (
	Succeeded Result = "success"
	Failed    Result = "failure"
	// Processing: the outcome is not settled yet (another request is
	// completing this payment right now, or the provider's answer was lost
	// and reconciliation will settle it).
	Processing Result = "processing"
)

// HandleCallback completes a direct 3D Secure payment from the bank's
// callback. It needs no session: the order is found from the provider's
// payment id, which must belong to an attempt of the order the callback
// names, under a valid signature. It may run many times, concurrently and
// late: the completion claim lets one call charge the card and confirm the
// order; a forged or tampered callback changes nothing and is recorded as a
// security event. orderID is empty when the callback could not be tied to
// an order.
func (s *Service) HandleCallback(ctx context.Context, cb bookstore.PaymentCallback, ip string) (orderID string, res Result) {
	if err := s.Provider.VerifyCallback(cb); err != nil {
		s.security(ctx, "payment callback with an invalid signature", cb.ConversationID, cb.PaymentID, ip)
		return "", Failed
	}
	a, err := s.Store.AttemptByPaymentID(ctx, cb.PaymentID)
	if err != nil || a.OrderID != cb.ConversationID || a.Kind != bookstore.AttemptDirect3DS {
		if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
			s.Log.ErrorContext(ctx, "payment callback: attempt lookup", "err", err)
			return "", Failed
		}
		s.security(ctx, "payment callback for an unknown payment or another order", cb.ConversationID, cb.PaymentID, ip)
		return "", Failed
	}
	orderID = a.OrderID
	if a.Status != bookstore.AttemptStarted {
		return orderID, s.settled(ctx, orderID)
	}
	if !s.Provider.CallbackApproved(cb) {
		s.declined(ctx, a, "3ds not approved: status="+cb.Status+" mdStatus="+cb.MDStatus, bookstore.Decline3DS)
		s.outcome(bookstore.OutcomeDeclined)
		return orderID, Failed
	}
	o, err := s.Store.OrderByID(ctx, orderID)
	if err != nil {
		s.Log.ErrorContext(ctx, "payment callback: order lookup", "order", orderID, "err", err)
		return orderID, Failed
	}
	if o.CheckTotals() != nil || a.Amount != o.Totals.Total {
		s.security(ctx, "payment callback for an order whose amount changed", orderID, cb.PaymentID, ip)
		s.fail(ctx, a, "amount mismatch")
		return orderID, Failed
	}
	// Direct 3D Secure charges only before the order's deadline: after it,
	// the stock may be back on sale.
	won, err := s.Store.ClaimCompletion(ctx, orderID, s.now(), s.staleClaim(), true)
	if err != nil {
		s.Log.ErrorContext(ctx, "payment callback: claim", "order", orderID, "err", err)
		return orderID, Failed
	}
	if !won {
		return orderID, s.settled(ctx, orderID)
	}
	// The completion must not be cut short by the browser leaving.
	ctx = context.WithoutCancel(ctx)
	paid, err := s.Provider.Complete3DS(ctx, o.ID, a.ProviderPaymentID, cb.ConversationData, o.Totals.Total)
	if err != nil {
		var d *bookstore.PaymentDeclined
		if errors.As(err, &d) {
			s.Log.InfoContext(ctx, "payment declined", "order", o.ID, "reason", d.Reason)
			s.declined(ctx, a, "declined: "+d.Reason, d.Decline)
			s.outcome(bookstore.OutcomeDeclined)
			return orderID, s.release(ctx, o.ID, Failed)
		}
		// The answer was lost or forged: the card may have been charged.
		// Void it, so that an order we do not confirm is never paid for. If
		// the void fails too, the attempt stays started and reconciliation
		// asks the provider what happened.
		s.Log.ErrorContext(ctx, "payment completion failed; voiding", "order", o.ID, "err", err)
		if verr := s.Provider.Void(ctx, o.ID, a.ProviderPaymentID, ip); verr != nil {
			// The claim stays: once stale, reconciliation asks the
			// provider whether this payment was charged.
			s.Log.ErrorContext(ctx, "payment void failed; left to reconciliation", "order", o.ID, "payment", a.ProviderPaymentID, "err", verr)
			return orderID, Processing
		}
		s.outcome(bookstore.OutcomeVoided)
		s.fail(ctx, a, "completion failed; voided")
		return orderID, s.release(ctx, o.ID, Failed)
	}
	return orderID, s.keep(ctx, o, a, paid, ip, true)
}

// HandleFormCallback settles a hosted form from its callback, which
// carries only the form's token: the provider is asked for the outcome.
func (s *Service) HandleFormCallback(ctx context.Context, token, ip string) (orderID string, res Result) {
	a, err := s.Store.AttemptByToken(ctx, token)
	if err != nil {
		if !errors.Is(err, bookstore.ErrNotFound) {
			s.Log.ErrorContext(ctx, "form callback: attempt lookup", "err", err)
			return "", Failed
		}
		s.security(ctx, "payment form callback with an unknown token", "", trunc(token, 64), ip)
		return "", Failed
	}
	return a.OrderID, s.settleForm(context.WithoutCancel(ctx), a, ip)
}

// HandleNotification takes the provider's webhook. Its signature must
// hold; it then settles the form it names exactly as its callback would
// (for a buyer who never came back from the bank). A notification of a
// direct payment changes nothing here: the shop completes those itself, and
// reconciliation covers a lost completion.
func (s *Service) HandleNotification(ctx context.Context, n bookstore.PaymentNotification, ip string) error {
	if err := s.Provider.VerifyNotification(n); err != nil {
		s.security(ctx, "payment notification with an invalid signature", n.ConversationID, n.PaymentID, ip)
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgPaymentFailed)
	}
	if n.Token == "" {
		return nil
	}
	a, err := s.Store.AttemptByToken(ctx, n.Token)
	if errors.Is(err, bookstore.ErrNotFound) {
		s.Log.WarnContext(ctx, "payment notification for an unknown form", "conversation", n.ConversationID)
		return nil // not ours to retry: a 2xx stops the provider's resends
	}
	if err != nil {
		return err // a 5xx: the provider sends it again
	}
	s.settleForm(context.WithoutCancel(ctx), a, ip)
	return nil
}

// settleForm asks the provider how a form ended and acts on it. A pending
// order is claimed first so that a concurrent callback, webhook and
// reconciliation settle it once; expiry does not stop it, since the
// provider charges a form on its own.
func (s *Service) settleForm(ctx context.Context, a *bookstore.PaymentAttempt, ip string) Result {
	if a.Status != bookstore.AttemptStarted {
		return s.settled(ctx, a.OrderID)
	}
	o, claimed, res := s.claim(ctx, a.OrderID)
	if o == nil {
		return res
	}
	out, err := s.Provider.RetrieveForm(ctx, o.ID, a.ProviderToken)
	if err != nil {
		// Unknown: the attempt stays started and reconciliation asks again.
		s.Log.ErrorContext(ctx, "payment form retrieve failed; left to reconciliation", "order", o.ID, "err", err)
		return s.releaseIf(ctx, claimed, o.ID, Processing)
	}
	switch out.State {
	case bookstore.FormPaid:
		return s.keep(ctx, o, a, &out.Payment, ip, claimed)
	case bookstore.FormFailed:
		s.declined(ctx, a, "form failed: "+out.Reason, out.Decline)
		s.outcome(bookstore.OutcomeDeclined)
		return s.releaseIf(ctx, claimed, o.ID, Failed)
	case bookstore.FormOpen:
	}
	// Nothing charged yet (the form is still open). Past the form's own
	// expiry nothing can be.
	if !a.ExpiresAt.IsZero() && s.now().After(a.ExpiresAt.Add(s.formExpiryGrace())) {
		s.fail(ctx, a, "form expired: "+out.Reason)
	}
	return s.releaseIf(ctx, claimed, o.ID, Failed)
}

// claim reads the order and claims it (claimRead).
func (s *Service) claim(ctx context.Context, orderID string) (*bookstore.PendingOrder, bool, Result) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if err != nil {
		s.Log.ErrorContext(ctx, "payment: order lookup", "order", orderID, "err", err)
		return nil, false, Processing
	}
	return s.claimRead(ctx, o)
}

// claimRead claims the completion of an order already read, while it is
// pending. It returns a nil order (with the result to answer) when someone
// else is settling it right now. A non-pending order is returned
// unclaimed: a charge on it can only be given back.
func (s *Service) claimRead(ctx context.Context, o *bookstore.PendingOrder) (*bookstore.PendingOrder, bool, Result) {
	orderID := o.ID
	if o.Status != bookstore.OrderPending {
		return o, false, ""
	}
	won, err := s.Store.ClaimCompletion(ctx, orderID, s.now(), s.staleClaim(), false)
	if err != nil {
		s.Log.ErrorContext(ctx, "payment: claim", "order", orderID, "err", err)
		return nil, false, Processing
	}
	if !won {
		return nil, false, s.settled(ctx, orderID)
	}
	return o, true, ""
}

// keep confirms a charged payment that matches its claimed, pending order,
// and gives back any other charge.
func (s *Service) keep(ctx context.Context, o *bookstore.PendingOrder, a *bookstore.PaymentAttempt, paid *bookstore.CompletedPayment, ip string, claimed bool) Result {
	if !claimed {
		// The order is no longer pending: confirmed with another payment (a
		// second tab), or cancelled. This charge is not the order's.
		if o.Status != bookstore.OrderCancelled && o.PaymentID == paid.PaymentID {
			return Succeeded
		}
		s.giveBack(ctx, o.ID, a, paid, ip, "order no longer payable: "+string(o.Status))
		return s.settled(ctx, o.ID)
	}
	if why := mismatch(o, a, paid); why != "" {
		s.security(ctx, "charged payment does not match the order: "+why, o.ID, paid.PaymentID, ip)
		if !s.giveBack(ctx, o.ID, a, paid, ip, "mismatch: "+why) {
			return Failed // the claim stays for reconciliation
		}
		return s.release(ctx, o.ID, Failed)
	}
	paidEntry := bookstore.Change("", bookstore.ActionOrderPaid, "orders", o.ID, map[string]any{"status": bookstore.OrderPending},
		map[string]any{"status": bookstore.OrderConfirmed, "paymentId": paid.PaymentID, "amount": paid.PaidPrice, "installment": paid.Installment})
	fx, err := s.confirmEffects(ctx, &o.Order, paid, paidEntry)
	if err == nil {
		err = s.Store.ConfirmPaid(ctx, o.ID, a.ID, *paid, fx)
	}
	if err != nil {
		// Committed or not? Read again rather than guess: a refund of a
		// payment that did get confirmed would be worse than a wait.
		if after, rerr := s.Store.OrderByID(ctx, o.ID); rerr == nil && after.Status != bookstore.OrderPending {
			if after.PaymentID == paid.PaymentID {
				return Succeeded
			}
		}
		// The claim stays; once stale, reconciliation finds the started
		// attempt, asks the provider again and confirms.
		s.Log.ErrorContext(ctx, "payment: confirm failed; left to reconciliation", "order", o.ID, "payment", paid.PaymentID, "err", err)
		return Processing
	}
	s.outcome(bookstore.OutcomeConfirmed)
	return Succeeded
}

// mismatch says why a charged payment cannot be kept for the order, or "".
// With instalments the card is charged more than the order's total (the
// bank's interest), never less.
func mismatch(o *bookstore.PendingOrder, a *bookstore.PaymentAttempt, p *bookstore.CompletedPayment) string {
	switch {
	case p.ConversationID != o.ID || p.BasketID != o.ID:
		return "ids"
	case a.Kind == bookstore.AttemptDirect3DS && p.PaymentID != a.ProviderPaymentID:
		return "payment id"
	case p.Currency != "TRY":
		return "currency"
	case o.CheckTotals() != nil || a.Amount != o.Totals.Total || p.Price != o.Totals.Total:
		return "amount"
	case p.PaidPrice < o.Totals.Total || (p.Installment <= 1 && p.PaidPrice != o.Totals.Total):
		return "charged amount"
	case p.FraudStatus != 1:
		return "fraud status"
	}
	return ""
}

// giveBack voids a charge the shop does not keep, or refunds it when the
// void is refused (a payment from an earlier day). If both fail the
// attempt stays started, and reconciliation tries again; false then.
func (s *Service) giveBack(ctx context.Context, orderID string, a *bookstore.PaymentAttempt, p *bookstore.CompletedPayment, ip, reason string) bool {
	verr := s.Provider.Void(ctx, orderID, p.PaymentID, ip)
	if verr != nil {
		if rerr := s.Provider.Refund(ctx, orderID, p.PaymentID, p.PaidPrice, ip); rerr != nil {
			s.Log.ErrorContext(ctx, "payment: void and refund failed; left to reconciliation", "order", orderID,
				"payment", p.PaymentID, "void", verr, "refund", rerr)
			s.raise(ctx, bookstore.PaymentStuckNotice(orderID, bookstore.OrderNumberOf(orderID), p.PaymentID))
			return false
		}
		s.outcome(bookstore.OutcomeRefunded)
	} else {
		s.outcome(bookstore.OutcomeVoided)
	}
	if err := s.Store.RefundedAttempt(ctx, a.ID, p.PaymentID, reason); err != nil {
		s.Log.ErrorContext(ctx, "payment: mark attempt refunded", "attempt", a.ID, "err", err)
	}
	s.audit(ctx, "", bookstore.ActionPaymentRefunded, orderID, nil, map[string]any{"paymentId": p.PaymentID, "amount": p.PaidPrice, "reason": reason})
	return true
}

// settled answers a callback that did not (or no longer may) complete the
// payment, from the order's current state.
func (s *Service) settled(ctx context.Context, orderID string) Result {
	o, err := s.Store.OrderByID(ctx, orderID)
	switch {
	case err != nil:
		return Processing
	case o.Status == bookstore.OrderPending && o.Completing:
		return Processing
	case o.Status == bookstore.OrderConfirmed || o.Status == bookstore.OrderShipped || o.Status == bookstore.OrderDelivered:
		return Succeeded
	}
	return Failed
}

// release ends a claim that did not confirm the order. A release that
// fails leaves a claim that goes stale and is taken over; nothing waits on
// it longer than the claim's staleness.
func (s *Service) release(ctx context.Context, orderID string, r Result) Result {
	if err := s.Store.ReleaseCompletion(ctx, orderID); err != nil {
		s.Log.ErrorContext(ctx, "payment: release claim", "order", orderID, "err", err)
	}
	return r
}

func (s *Service) releaseIf(ctx context.Context, claimed bool, orderID string, r Result) Result {
	if claimed {
		return s.release(ctx, orderID, r)
	}
	return r
}

func (s *Service) fail(ctx context.Context, a *bookstore.PaymentAttempt, reason string) {
	if err := s.Store.FailAttempt(ctx, a.ID, reason); err != nil {
		s.Log.ErrorContext(ctx, "payment: mark attempt failed", "attempt", a.ID, "err", err)
	}
}
