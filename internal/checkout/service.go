// Package checkout orchestrates what spans aggregates: an order from the
// cart, its payment through the provider (its hosted form, or direct 3D
// Secure), confirmation exactly once, reconciliation of payments whose
// outcome the shop missed, cancellation with refund, and the expiry of
// unpaid orders. The files: service.go (orders and the payment page),
// pay.go (starting a payment), settle.go (callbacks, webhooks and the one
// path that keeps or gives back a charge), reconcile.go (the background
// jobs), admin.go (the admin's order moves),
// refunds.go (cancellation and the one path that refunds a payment),
// refund_reconcile.go (refunds whose answer was lost, settled to iyzico's
// record),
// returns.go and returns_admin.go (the 14-day withdrawal).
package checkout

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"bookstore/internal/bookstore"
)

// Users reads a return's shopper, for the mails of an admin's steps.
type Users interface {
	UserByID(ctx context.Context, id string) (*bookstore.User, error)
}

// Pages reads the contact content (the seller's details).
type Pages interface {
	PublishedPage(ctx context.Context, key string) (*bookstore.PageContent, error)
}

// Service is the checkout. Every field but Mails and Jobs is required.
type Service struct {
	Store    bookstore.CheckoutStore
	Orders   bookstore.OrderAdminStore
	Users    Users // the admin's return steps only
	Pages    Pages
	Provider bookstore.PaymentProvider
	Mails    bookstore.OrderMails // nil: no mails
	// Returns keeps return requests and every refund of a payment
	// (returns.go, refunds.go); ReturnMails renders their mails (nil: none).
	Returns     bookstore.ReturnStore
	ReturnMails bookstore.ReturnMails
	// Carrier is the carrier's API (nil: none); it gives return codes when
	// it is the designated return carrier (returns_carrier.go).
	// CarrierTimeout bounds each call (bookstore.ReturnCarrierTimeout when
	// zero).
	Carrier        bookstore.Carrier
	CarrierTimeout time.Duration
	// Staff stores the notices raised outside a change: a charge that
	// could not be given back, a refund stuck (staff.go); nil: none.
	Staff bookstore.StaffNoticeRaiser

	returnPoll returnPoll // PollReturnShipments' sweep
	Audit      bookstore.AuditStore
	Log        *slog.Logger
	// TTL is how long a pending order waits for payment.
	TTL time.Duration
	// StaleClaim is how long a completion claim stands before
	// reconciliation takes the order over (bookstore.DefaultStaleClaim
	// when zero); reconciliation looks at a quiet started attempt after
	// half of it.
	StaleClaim time.Duration
	// Mode is how cards are taken (the hosted form or direct 3D Secure).
	Mode bookstore.PaymentMode
	// CallbackURL is where the provider's page posts the result (absolute).
	CallbackURL string
	Location    *time.Location
	Now         func() time.Time
	// SalePrices, when set, is the sale-prices job RunJobs runs beside
	// reconciliation and expiry (bookstore.SalePriceRefresher).
	SalePrices bookstore.SalePriceRefresher
	// Jobs, when set, is told of each run of the background jobs, and
	// Payments of each payment outcome (metrics).
	Jobs     bookstore.JobObserver
	Payments bookstore.PaymentObserver
	// Addresses is the members' address books and Parties what orders
	// froze of them (parties.go); nil: orders take the profile's address.
	Addresses bookstore.AddressStore
	Parties   bookstore.OrderPartyStore
	// Invoices names the document a confirmation, a shipping or a return's
	// refund numbers in its own transaction (invoices.go); nil: none.
	Invoices bookstore.InvoiceIssuer
	// Taxpayers is the e-invoice integrator's registry, asked at checkout
	// whether a Kurumsal buyer gets an e-Fatura (parties.go); nil: not
	// asked, the profile stays unchecked. TaxpayerTimeout bounds the
	// question (bookstore.TaxpayerCheckTimeout when zero).
	Taxpayers interface {
		CheckTaxpayer(ctx context.Context, taxID string) (bookstore.Taxpayer, error)
	}
	TaxpayerTimeout time.Duration
	// PaymentSettings is the setting of havale/EFT and kapıda ödeme with
	// the shop's bank accounts, and Methods the buyer's choice of one
	// (method.go); nil: the card only.
	PaymentSettings PaymentSettingsStore
	Methods         bookstore.MethodStore
	// COD records kapıda ödeme's door payments (cod.go).
	COD bookstore.CODStore
}

// outcome tells the observer, if any, how a payment ended.
func (s *Service) outcome(o bookstore.PaymentOutcome) {
	if s.Payments != nil {
		s.Payments.Payment(o)
	}
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Service) staleClaim() time.Duration {
	if s.StaleClaim > 0 {
		return s.StaleClaim
	}
	return bookstore.DefaultStaleClaim
}

func (s *Service) mode() bookstore.PaymentMode {
	if s.Mode == "" {
		return bookstore.PaymentCheckoutForm
	}
	return s.Mode
}

// PlaceOrder turns the buyer's cart into a pending order (or returns the
// pending order that already has exactly these lines). The buyer is the
// signed-in user as the request's session read it: reading the profile again
// would only cost a round trip.
func (s *Service) PlaceOrder(ctx context.Context, u *bookstore.User) (*bookstore.Order, error) {
	return s.PlaceOrderWith(ctx, u, nil)
}

// placeWithText places the order to the profile's free-text address (a
// member with no address book, through an API call that chose nothing).
func (s *Service) placeWithText(ctx context.Context, u *bookstore.User) (*bookstore.Order, error) {
	userID := u.ID
	if err := bookstore.CheckOrderer(u); err != nil {
		return nil, err
	}
	return s.Store.CreateOrderFromCart(ctx, userID, u.ShippingAddress, s.now().Add(s.TTL), s.placedEntry(userID))
}

// placedEntry is the audit entry of a placed order.
func (s *Service) placedEntry(userID string) func(o *bookstore.Order) bookstore.AuditEntry {
	return func(o *bookstore.Order) bookstore.AuditEntry {
		return bookstore.Change(userID, bookstore.ActionOrderPlaced, "orders", o.ID, nil, map[string]any{"total": o.Totals.Total, "items": len(o.Items)})
	}
}

// View is what the payment page shows before the card form.
type View struct {
	Order     *bookstore.PendingOrder
	Contracts bookstore.Contracts
	Mode      bookstore.PaymentMode
	// Decline is why the latest try to pay was refused (DeclineNone: none).
	Decline bookstore.DeclineReason
	// Methods are the ways to pay offered for the order (method.go).
	Methods []bookstore.MethodOffer
}

// Checkout returns the user's payable order with the contracts filled in.
// Another user's order, a missing one and one that is no longer pending
// answer the same 'Sipariş bilgisi bulunamadı', so that the answer does not
// tell which of them it was.
func (s *Service) Checkout(ctx context.Context, buyer *bookstore.User, orderID string) (*View, error) {
	o, err := s.payable(ctx, buyer, orderID)
	if err != nil {
		return nil, err
	}
	return &View{Order: o, Contracts: s.contracts(ctx, buyer, &o.Order), Mode: s.mode(),
		Decline: s.lastDecline(ctx, o.ID)}, nil
}

func (s *Service) payable(ctx context.Context, buyer *bookstore.User, orderID string) (*bookstore.PendingOrder, error) {
	o, err := s.Store.PendingOrderOf(ctx, buyer.ID, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderInfoNotFound)
	}
	if err != nil {
		return nil, err
	}
	if err := o.Payable(s.now()); err != nil {
		if bookstore.ErrorMessage(err) == bookstore.MsgOrderAmountMismatch {
			s.security(ctx, "order total does not match its lines", o.ID, "", "")
		}
		return nil, err
	}
	// The order keeps the address it was placed with; the buyer's name and
	// e-mail must still be there for the contracts and the provider.
	if err := bookstore.CheckBuyer(buyer); err != nil {
		return nil, err
	}
	return o, nil
}

func (s *Service) contracts(ctx context.Context, buyer *bookstore.User, o *bookstore.Order) bookstore.Contracts {
	// The seller is the contact content; missing fields leave blanks, which
	// the admin's content page points out, rather than stopping a sale.
	p, err := s.Pages.PublishedPage(ctx, bookstore.PageContact)
	if err != nil && !errors.Is(err, bookstore.ErrNotFound) {
		s.Log.ErrorContext(ctx, "contracts: read the contact page", "err", err)
	}
	seller := bookstore.SellerOf(p)
	if missing := seller.Missing(); len(missing) > 0 {
		s.Log.WarnContext(ctx, "contracts: seller details missing from the contact page", "order", o.ID, "missing", missing)
	}
	s.loadParties(ctx, o)
	return bookstore.BuildContracts(seller, buyer, o, o.CreatedAt, s.Location)
}

// security records a refused payment message: a warning in the log and an
// audit record, never with card data or the provider's conversation data.
func (s *Service) security(ctx context.Context, what, orderID, paymentID, ip string) {
	s.Log.WarnContext(ctx, "security: "+what, "order", orderID, "payment", paymentID, "ip", ip)
	if !bookstore.ValidID(orderID) {
		orderID = ""
	}
	s.audit(ctx, "", bookstore.ActionPaymentRejected, orderID, nil, map[string]any{"reason": what, "paymentId": trunc(paymentID, 64), "ip": ip})
}

func (s *Service) audit(ctx context.Context, actor string, action bookstore.AuditAction, orderID string, before, after map[string]any) {
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

func newID() string { return uuid.Must(uuid.NewV7()).String() }
