// Package invoices is the invoice's life after its number: the worker that
// builds each sales invoice's UBL-TR once, hands it to the integrator
// exactly once (every call keyed by the ETTN; a send whose answer was lost
// is settled by asking the integrator before anything is sent again),
// learns its fate, tells the buyer, and cancels it when its order was
// cancelled; and the admin's and the member's reads of the documents. The
// files: service.go (the service, the settings, which document a change
// numbers), worker.go (Run), documents.go (reads, PDFs, resend, export).
package invoices

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Orders reads an order with its items (the checkout store).
type Orders interface {
	OrderByID(ctx context.Context, orderID string) (*bookstore.PendingOrder, error)
}

// Returns reads a return request (the return store).
type Returns interface {
	Return(ctx context.Context, id string) (*bookstore.ReturnRequest, error)
}

// Makers make a document's content, XML and PDFs: Build =
// bookstore.SalesInvoice, ReturnSlip = bookstore.ReturnSlip, Render =
// ubltr.Build, Parse = ubltr.Parse, PDF = invoicepdf.Invoice, InfoSlip =
// invoicepdf.InfoSlip, Slip = invoicepdf.ReturnSlip. A nil maker leaves
// what needs it undone (logged), never half-done.
type Makers struct {
	Build      func(o *bookstore.Order, seller bookstore.InvoiceParty, in bookstore.InternetSale) bookstore.Invoice
	ReturnSlip func(o *bookstore.Order, r *bookstore.ReturnRequest, seller bookstore.InvoiceParty) bookstore.Invoice
	Render     func(inv *bookstore.Invoice) ([]byte, error)
	Parse      func(xml []byte) (*bookstore.Invoice, error)
	PDF        func(inv *bookstore.Invoice) ([]byte, error)
	InfoSlip   func(inv *bookstore.Invoice) ([]byte, error)
	Slip       func(inv *bookstore.Invoice) ([]byte, error)
}

// Service issues and keeps the invoices. Store, Orders and Log are
// required.
type Service struct {
	Store   bookstore.InvoiceStore
	Orders  Orders
	Parties bookstore.OrderPartyStore // nil: orders carry no billing party
	Returns Returns                   // nil: no return slips' PDFs
	// Provider is the integrator; nil is manual invoicing (no worker: the
	// invoices stay queued for the accountant).
	Provider bookstore.InvoiceProvider
	Mails    bookstore.InvoiceMails // nil: no 'Faturanız hazır' mail

	Makers

	Log *slog.Logger
	Now func() time.Time
	// CallTimeout bounds every call to the integrator (DefaultCallTimeout
	// when zero): a hung integrator holds one invoice, never the worker.
	CallTimeout time.Duration
	// StaleSending is how long an invoice may stay 'sending' before the
	// worker asks the integrator what became of it (DefaultStaleSending
	// when zero); it must exceed CallTimeout, so that a send still in flight
	// is never reconciled under its sender.
	StaleSending time.Duration
	// Jobs, when set, is told of each run of the worker (metrics).
	Jobs bookstore.JobObserver
}

// The worker's defaults.
const (
	DefaultCallTimeout  = 20 * time.Second
	DefaultStaleSending = 2 * time.Minute
	// batch is how many invoices one pass looks at.
	batch = 50
)

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Service) callTimeout() time.Duration {
	if s.CallTimeout > 0 {
		return s.CallTimeout
	}
	return DefaultCallTimeout
}

func (s *Service) staleSending() time.Duration {
	if s.StaleSending > 0 {
		return s.StaleSending
	}
	return DefaultStaleSending
}

// Settings are the invoice settings in force.
func (s *Service) Settings(ctx context.Context) (bookstore.InvoiceSettings, error) {
	return s.Store.InvoiceSettings(ctx)
}

// SetSettings normalises, validates and saves the settings, audited. They
// apply to the documents numbered after them.
func (s *Service) SetSettings(ctx context.Context, actorID string, st bookstore.InvoiceSettings) (bookstore.InvoiceSettings, error) {
	st.Normalize()
	if err := st.Validate(); err != nil {
		return bookstore.InvoiceSettings{}, err
	}
	before, err := s.Store.InvoiceSettings(ctx)
	if err != nil {
		return bookstore.InvoiceSettings{}, err
	}
	e := bookstore.Change(actorID, bookstore.ActionInvoiceSettingsChanged, "invoice_settings", "", before, st)
	if err := s.Store.SetInvoiceSettings(ctx, st, actorID, bookstore.Effects{Audit: &e}); err != nil {
		return bookstore.InvoiceSettings{}, err
	}
	return st, nil
}

// SaleIssue is the sales invoice an order's move to `to` numbers (nil when
// the settings issue it at the other move). The profile is e-Arşiv until
// the worker asks the integrator, before the first send, whether a company
// buyer is registered for e-Fatura.
func (s *Service) SaleIssue(ctx context.Context, orderID string, to bookstore.OrderStatus, at time.Time) (*bookstore.InvoiceIssue, error) {
	st, err := s.Store.InvoiceSettings(ctx)
	if err != nil {
		return nil, err
	}
	if !st.IssuesAt(to) {
		return nil, nil
	}
	return bookstore.SaleInvoiceIssue(st, orderID, bookstore.ProfileEArchive, at), nil
}

// ReturnIssue is the document of a refunded return: a return slip for an
// e-Arşiv sale, the expected iade faturası for an e-Fatura one.
func (s *Service) ReturnIssue(ctx context.Context, orderID, returnID string, at time.Time) (*bookstore.InvoiceIssue, error) {
	st, err := s.Store.InvoiceSettings(ctx)
	if err != nil {
		return nil, err
	}
	docs, err := s.Store.InvoicesOfOrder(ctx, orderID)
	if err != nil {
		return nil, err
	}
	profile := bookstore.ProfileEArchive
	for _, d := range docs {
		if d.Kind == bookstore.InvoiceSale {
			profile = d.Profile
		}
	}
	return bookstore.ReturnIssue(st, orderID, returnID, profile, at), nil
}

var _ bookstore.InvoiceIssuer = (*Service)(nil)

// order reads an order with its frozen parties.
func (s *Service) order(ctx context.Context, orderID string) (*bookstore.Order, error) {
	p, err := s.Orders.OrderByID(ctx, orderID)
	if err != nil {
		return nil, err
	}
	o := p.Order
	if s.Parties != nil && o.Parties == nil {
		if o.Parties, err = s.Parties.OrderParties(ctx, o.ID); err != nil {
			return nil, err
		}
	}
	return &o, nil
}

// errNoMaker is a document maker the wiring did not give.
var errNoMaker = errors.New("invoices: the document maker is not wired")

// document is the full content of an invoice: parsed from its stored XML
// when it has one, else built from the frozen order (and return) under the
// settings in force; the store's identity (number, ETTN, status, date)
// always wins.
func (s *Service) document(ctx context.Context, inv *bookstore.Invoice, xml []byte) (*bookstore.Invoice, error) {
	var doc bookstore.Invoice
	switch {
	case len(xml) > 0 && s.Parse != nil:
		parsed, err := s.Parse(xml)
		if err != nil {
			return nil, err
		}
		doc = *parsed
	default:
		st, err := s.Store.InvoiceSettings(ctx)
		if err != nil {
			return nil, err
		}
		o, err := s.order(ctx, inv.OrderID)
		if err != nil {
			return nil, err
		}
		if inv.Kind == bookstore.InvoiceReturnSlip {
			if s.ReturnSlip == nil || s.Returns == nil {
				return nil, errNoMaker
			}
			r, err := s.Returns.Return(ctx, inv.ReturnID)
			if err != nil {
				return nil, err
			}
			doc = s.ReturnSlip(o, r, st.Seller)
			if docs, err := s.Store.InvoicesOfOrder(ctx, inv.OrderID); err == nil && len(docs) > 0 && docs[0].Kind == bookstore.InvoiceSale {
				doc.SaleNumber = docs[0].Number
			}
		} else {
			if s.Build == nil {
				return nil, errNoMaker
			}
			doc = s.Build(o, st.Seller, internetSale(o, st, inv.IssuedAt))
		}
	}
	doc.ID, doc.OrderID, doc.Kind, doc.Profile = inv.ID, inv.OrderID, inv.Kind, inv.Profile
	doc.Number, doc.ETTN, doc.Status, doc.IssuedAt = inv.Number, inv.ETTN, inv.Status, inv.IssuedAt
	doc.ReturnID, doc.RejectReason, doc.LastAnswer = inv.ReturnID, inv.RejectReason, inv.LastAnswer
	doc.Attempts, doc.CancelRequested, doc.CreatedAt, doc.UpdatedAt = inv.Attempts, inv.CancelRequested, inv.CreatedAt, inv.UpdatedAt
	return &doc, nil
}

// internetSale is what an internet sale's invoice carries besides the
// goods: the site, how and when it was paid, the carrier once shipped.
func internetSale(o *bookstore.Order, st bookstore.InvoiceSettings, at time.Time) bookstore.InternetSale {
	return bookstore.InternetSale{WebAddress: st.WebAddress, PaymentMeans: bookstore.SalePaymentMeans(o), PaymentDate: at,
		Carrier: o.CargoCompany}
}
