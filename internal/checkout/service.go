// Package checkout orchestrates what spans aggregates: an order from the
// cart, its payment through the provider with 3D Secure, confirmation
// exactly once, cancellation with refund, and the expiry of unpaid orders.
package checkout

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
)

// Users reads buyers.
type Users interface {
	UserByID(ctx context.Context, id string) (*bookstore.User, error)
}

// Pages reads the contact content (the seller's details).
type Pages interface {
	PublishedPage(ctx context.Context, key string) (*bookstore.PageContent, error)
}

// Service is the checkout. Every field but Mails is required.
type Service struct {
	Store    bookstore.CheckoutStore
	Orders   bookstore.OrderAdminStore
	Users    Users
	Pages    Pages
	Provider bookstore.PaymentProvider
	Mails    bookstore.OrderMails // nil: no mails
	Audit    bookstore.AuditStore
	Log      *slog.Logger
	// TTL is how long a pending order waits for payment.
	TTL time.Duration
	// CallbackURL is where the bank page posts the result (absolute).
	CallbackURL string
	// SellerTitle and SellerMersis complete the contact content in the contracts.
	SellerTitle, SellerMersis string
	Location                  *time.Location
	Now                       func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// FramePath is where the browser loads the bank page of an attempt.
const FramePath = "/odeme/3ds/"

// PlaceOrder turns the user's cart into a pending order (or returns the
// pending order that already has exactly these lines).
func (s *Service) PlaceOrder(ctx context.Context, userID string) (*bookstore.Order, error) {
	u, err := s.Users.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	if err := bookstore.CheckOrderer(u); err != nil {
		return nil, err
	}
	o, err := s.Store.CreateOrderFromCart(ctx, userID, u.ShippingAddress, s.now().Add(s.TTL))
	if err != nil {
		return nil, err
	}
	s.audit(ctx, userID, "order.placed", o.ID, nil, map[string]any{"total": o.Totals.Total, "items": len(o.Items)})
	return o, nil
}

// View is what the payment page shows before the card form.
type View struct {
	Order     *bookstore.PendingOrder
	Contracts bookstore.Contracts
}

// Checkout returns the user's payable order with the contracts filled in.
// Another user's order, a missing one and one that is no longer pending
// answer the spec's 'Sipariş bilgisi bulunamadı'.
func (s *Service) Checkout(ctx context.Context, userID, orderID string) (*View, error) {
	o, buyer, err := s.payable(ctx, userID, orderID)
	if err != nil {
		return nil, err
	}
	return &View{Order: o, Contracts: s.contracts(ctx, buyer, &o.Order)}, nil
}

func (s *Service) payable(ctx context.Context, userID, orderID string) (*bookstore.PendingOrder, *bookstore.User, error) {
	o, err := s.Store.PendingOrderOf(ctx, userID, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderInfoNotFound)
	}
	if err != nil {
		return nil, nil, err
	}
	if err := o.Payable(s.now()); err != nil {
		if bookstore.ErrorMessage(err) == bookstore.MsgOrderAmountMismatch {
			s.security(ctx, "order total does not match its lines", o.ID, "", "")
		}
		return nil, nil, err
	}
	buyer, err := s.Users.UserByID(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	// The order keeps the address it was placed with; the buyer's name and
	// e-mail must still be there for the contracts and the provider.
	if err := bookstore.CheckBuyer(buyer); err != nil {
		return nil, nil, err
	}
	return o, buyer, nil
}

func (s *Service) contracts(ctx context.Context, buyer *bookstore.User, o *bookstore.Order) bookstore.Contracts {
	seller := bookstore.Seller{Title: s.SellerTitle, Mersis: s.SellerMersis}
	if p, err := s.Pages.PublishedPage(ctx, "contact"); err == nil && p != nil {
		seller.Address, _ = p.Meta["address"].(string)
		seller.Phone, _ = p.Meta["phone"].(string)
		seller.Email, _ = p.Meta["email"].(string)
	}
	return bookstore.BuildContracts(seller, buyer, o, o.CreatedAt, s.Location)
}

// PayInput is the payment form.
type PayInput struct {
	AcceptPreInformation bool
	AcceptDistanceSales  bool
	Card                 bookstore.Card
}

// Pay starts a 3D Secure payment and returns the path of the bank page. The
// card goes to the provider and nowhere else.
func (s *Service) Pay(ctx context.Context, userID, orderID string, in PayInput, ip string) (string, error) {
	in.Card.Normalize()
	var fields []bookstore.FieldError
	if !in.AcceptPreInformation {
		fields = append(fields, bookstore.FieldError{Field: "acceptPreInformation", Message: bookstore.MsgContractsRequired})
	}
	if !in.AcceptDistanceSales {
		fields = append(fields, bookstore.FieldError{Field: "acceptDistanceSales", Message: bookstore.MsgContractsRequired})
	}
	if err := in.Card.Validate(s.now()); err != nil {
		var e *bookstore.Error
		errors.As(err, &e)
		fields = append(fields, e.Fields...)
	}
	if len(fields) > 0 {
		return "", bookstore.Invalid(fields...)
	}
	o, buyer, err := s.payable(ctx, userID, orderID)
	if err != nil {
		return "", err
	}
	contracts := s.contracts(ctx, buyer, &o.Order)
	req := bookstore.PaymentRequest{OrderID: o.ID, Amount: o.Totals.Total, Card: in.Card, CallbackURL: s.CallbackURL,
		Buyer: bookstore.PaymentBuyer{UserID: buyer.ID, FullName: buyer.DisplayName(), Email: buyer.Email, Phone: buyer.Phone,
			Address: o.ShippingAddress, IP: ip, RegisteredAt: buyer.CreatedAt}}
	for _, it := range o.Items {
		req.Lines = append(req.Lines, bookstore.PaymentLine{ID: it.BookID, Name: it.Title, Category: "Kitap", Price: it.Price * int64(it.Quantity)})
	}
	if o.Totals.Shipping > 0 {
		req.Lines = append(req.Lines, bookstore.PaymentLine{ID: "kargo", Name: "Kargo", Category: "Kargo", Price: o.Totals.Shipping})
	}
	start, err := s.Provider.Start3DS(ctx, req)
	if err != nil {
		var d *bookstore.PaymentDeclined
		if errors.As(err, &d) {
			s.Log.InfoContext(ctx, "payment start declined", "order", o.ID, "reason", d.Reason)
			return "", bookstore.Errorf(bookstore.CodeConflict, "%s: %s", bookstore.MsgPaymentStartFailed, d.Reason)
		}
		s.Log.ErrorContext(ctx, "payment start failed", "order", o.ID, "err", err)
		return "", bookstore.Errorf(bookstore.CodeInternal, bookstore.MsgPaymentStartFailed)
	}
	token := randomToken()
	attempt := bookstore.PaymentAttempt{ID: newID(), OrderID: o.ID, ProviderPaymentID: start.PaymentID,
		Status: bookstore.AttemptStarted, Amount: o.Totals.Total}
	acc := bookstore.Acceptance{Text: contracts.Combined(), At: s.now(), IP: ip}
	if err := s.Store.StartAttempt(ctx, attempt, acc, TokenHash(token), start.HTML); err != nil {
		return "", err
	}
	// The attempt row records the started payment; the audit log keeps the
	// order's transitions (placed, paid, cancelled).
	return FramePath + token, nil
}

// Frame returns the bank page of a started attempt.
func (s *Service) Frame(ctx context.Context, token string) ([]byte, error) {
	if len(token) != 64 {
		return nil, bookstore.ErrNotFound
	}
	return s.Store.PaymentFrame(ctx, TokenHash(token))
}

// Result is how a callback ended for the buyer.
type Result string

const (
	Succeeded Result = "success"
	Failed    Result = "failure"
	// Processing: another request is completing this payment right now.
	Processing Result = "processing"
)

// HandleCallback completes a payment from the bank's callback. It needs no
// session: the order is found from the provider's payment id, which must
// belong to an attempt of the order the callback names, under a valid
// signature. It may run many times, concurrently and late: the completion
// claim lets one call charge the card and confirm the order; a forged or
// tampered callback changes nothing and is recorded as a security event.
// orderID is empty when the callback could not be tied to an order.
func (s *Service) HandleCallback(ctx context.Context, cb bookstore.PaymentCallback, ip string) (orderID string, res Result) {
	if err := s.Provider.VerifyCallback(cb); err != nil {
		s.security(ctx, "payment callback with an invalid signature", cb.ConversationID, cb.PaymentID, ip)
		return "", Failed
	}
	a, err := s.Store.AttemptByPaymentID(ctx, cb.PaymentID)
	if err != nil || a.OrderID != cb.ConversationID {
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
		s.fail(ctx, a, "3ds not approved: status="+cb.Status+" mdStatus="+cb.MDStatus)
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
	won, err := s.Store.ClaimCompletion(ctx, orderID, s.now())
	if err != nil {
		s.Log.ErrorContext(ctx, "payment callback: claim", "order", orderID, "err", err)
		return orderID, Failed
	}
	if !won {
		return orderID, s.settled(ctx, orderID)
	}
	return orderID, s.complete(ctx, o, a, cb, ip)
}

// complete charges the card for a claimed order and confirms it.
func (s *Service) complete(ctx context.Context, o *bookstore.PendingOrder, a *bookstore.PaymentAttempt, cb bookstore.PaymentCallback, ip string) Result {
	release := func(reason string) Result {
		s.fail(ctx, a, reason)
		if err := s.Store.ReleaseCompletion(ctx, o.ID); err != nil {
			s.Log.ErrorContext(ctx, "payment: release claim", "order", o.ID, "err", err)
		}
		return Failed
	}
	// The completion must not be cut short by the browser leaving.
	ctx = context.WithoutCancel(ctx)
	paid, err := s.Provider.Complete3DS(ctx, o.ID, a.ProviderPaymentID, cb.ConversationData, o.Totals.Total)
	if err != nil {
		var d *bookstore.PaymentDeclined
		if errors.As(err, &d) {
			s.Log.InfoContext(ctx, "payment declined", "order", o.ID, "reason", d.Reason)
			return release("declined: " + d.Reason)
		}
		// The answer was lost or forged: the card may have been charged.
		// Void it, so that an order we do not confirm is never paid for.
		s.Log.ErrorContext(ctx, "payment completion failed; voiding", "order", o.ID, "err", err)
		if verr := s.Provider.Void(ctx, o.ID, a.ProviderPaymentID, ip); verr != nil {
			s.Log.ErrorContext(ctx, "payment void failed", "order", o.ID, "payment", a.ProviderPaymentID, "err", verr)
		}
		return release("completion failed")
	}
	if paid.PaymentID != a.ProviderPaymentID || paid.ConversationID != o.ID || paid.BasketID != o.ID ||
		paid.Currency != "TRY" || paid.PaidPrice != o.Totals.Total || paid.FraudStatus != 1 {
		s.security(ctx, "completed payment does not match the order (ids, amount, currency or fraud status)", o.ID, a.ProviderPaymentID, ip)
		if verr := s.Provider.Void(ctx, o.ID, a.ProviderPaymentID, ip); verr != nil {
			s.Log.ErrorContext(ctx, "payment void failed", "order", o.ID, "payment", a.ProviderPaymentID, "err", verr)
		}
		return release("completed payment mismatch")
	}
	if err := s.Store.ConfirmPaid(ctx, o.ID, a.ID, *paid, s.confirmedMail(ctx, &o.Order, paid)); err != nil {
		// Charged but not recorded: refund rather than keep money for an
		// order the buyer cannot see as paid.
		s.Log.ErrorContext(ctx, "payment: confirm failed; refunding", "order", o.ID, "err", err)
		if rerr := s.Provider.Refund(ctx, o.ID, a.ProviderPaymentID, o.Totals.Total, ip); rerr != nil {
			s.Log.ErrorContext(ctx, "payment refund failed", "order", o.ID, "payment", a.ProviderPaymentID, "err", rerr)
		}
		return release("confirm failed")
	}
	s.audit(ctx, "", "order.paid", o.ID, map[string]any{"status": bookstore.OrderPending},
		map[string]any{"status": bookstore.OrderConfirmed, "paymentId": paid.PaymentID, "amount": paid.PaidPrice})
	return Succeeded
}

// settled answers a callback that did not (or no longer may) complete the
// payment, from the order's current state.
func (s *Service) settled(ctx context.Context, orderID string) Result {
	o, err := s.Store.OrderByID(ctx, orderID)
	switch {
	case err != nil:
		return Failed
	case o.Status == bookstore.OrderPending && o.Completing:
		return Processing
	case o.Status == bookstore.OrderConfirmed || o.Status == bookstore.OrderShipped || o.Status == bookstore.OrderDelivered:
		return Succeeded
	}
	return Failed
}

func (s *Service) fail(ctx context.Context, a *bookstore.PaymentAttempt, reason string) {
	if err := s.Store.FailAttempt(ctx, a.ID, reason); err != nil {
		s.Log.ErrorContext(ctx, "payment: mark attempt failed", "attempt", a.ID, "err", err)
	}
}

// Cancel cancels an order for an admin: a pending order gets its stock back;
// a confirmed one is refunded in full through the provider first. Shipped,
// delivered and cancelled orders cannot be cancelled.
func (s *Service) Cancel(ctx context.Context, actorID, orderID, ip string) (*bookstore.Order, error) {
	o, err := s.Store.OrderByID(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	refunded := false
	switch o.Status {
	case bookstore.OrderPending:
		if o.Completing {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
		}
		ok, err := s.Store.CancelOrder(ctx, o.ID, []bookstore.OrderStatus{bookstore.OrderPending}, false, s.cancelledMail(ctx, &o.Order, false))
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCancelNotAllowed)
		}
	case bookstore.OrderConfirmed:
		won, err := s.Store.ClaimRefund(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		if !won {
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgPaymentInProgress)
		}
		ctx = context.WithoutCancel(ctx)
		if err := s.Provider.Refund(ctx, o.ID, o.PaymentID, o.Totals.Total, ip); err != nil {
			s.Log.ErrorContext(ctx, "refund failed", "order", o.ID, "err", err)
			if rerr := s.Store.ReleaseCompletion(ctx, o.ID); rerr != nil {
				s.Log.ErrorContext(ctx, "refund: release claim", "order", o.ID, "err", rerr)
			}
			return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgRefundFailed)
		}
		if _, err := s.Store.CancelOrder(ctx, o.ID, []bookstore.OrderStatus{bookstore.OrderConfirmed}, true, s.cancelledMail(ctx, &o.Order, true)); err != nil {
			return nil, err
		}
		refunded = true
	default:
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgCancelNotAllowed)
	}
	s.audit(ctx, actorID, "order.cancelled", o.ID, map[string]any{"status": o.Status},
		map[string]any{"status": bookstore.OrderCancelled, "refunded": refunded})
	after, err := s.Store.OrderByID(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	return &after.Order, nil
}

// ExpireDue cancels the unpaid orders whose time ran out (the background job).
func (s *Service) ExpireDue(ctx context.Context) (int, error) {
	return s.Store.ExpirePendingOrders(ctx, s.now())
}

// RunExpiry runs ExpireDue every interval until ctx ends.
func (s *Service) RunExpiry(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if n, err := s.ExpireDue(ctx); err != nil && ctx.Err() == nil {
			s.Log.ErrorContext(ctx, "order expiry", "err", err)
		} else if n > 0 {
			s.Log.InfoContext(ctx, "unpaid orders cancelled", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// security records a refused payment message: a warning in the log and an
// audit record, never with card data or the provider's conversation data.
func (s *Service) security(ctx context.Context, what, orderID, paymentID, ip string) {
	s.Log.WarnContext(ctx, "security: "+what, "order", orderID, "payment", paymentID, "ip", ip)
	if !bookstore.ValidID(orderID) {
		orderID = ""
	}
	s.audit(ctx, "", "security.payment_rejected", orderID, nil, map[string]any{"reason": what, "paymentId": trunc(paymentID, 64), "ip": ip})
}

func (s *Service) audit(ctx context.Context, actor, action, orderID string, before, after map[string]any) {
	if err := s.Audit.RecordAudit(ctx, bookstore.Change(actor, action, "orders", orderID, before, after)); err != nil {
		s.Log.ErrorContext(ctx, "audit", "action", action, "err", err)
	}
}

func trunc(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// TokenHash is how a bank-page token is stored.
func TokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func randomToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func newID() string { return uuid.Must(uuid.NewV7()).String() }
