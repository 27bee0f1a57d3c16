package bookstore

import (
	"context"
	"time"
)

// The invoice's rules beyond the document itself (invoice.go): the
// settings it is issued with, which of its moves are allowed, and the store
// that keeps it.

// Invoice messages.
const (
	MsgInvoiceNotFound       = "Fatura bulunamadı"
	MsgInvoiceNotYet         = "Siparişin faturası henüz yok"
	MsgInvoiceResendRejected = "Yalnızca reddedilen fatura yeniden gönderilebilir"
	MsgInvoiceMonth          = "Ay YYYY-AA biçiminde olmalı"
	MsgInvoiceDate           = "Tarih YYYY-AA-GG biçiminde olmalı"
	MsgInvoiceQuery          = "Arama en fazla 64 karakter olabilir ve kontrol karakteri içeremez"
	MsgInvoiceFilter         = "Geçersiz fatura filtresi"
	MsgInvoiceFormat         = "Şimdilik yalnızca CSV biçimi destekleniyor"
	MsgInvoiceNoPDF          = "Faturanın PDF'i henüz hazır değil"
	MsgInvoiceNoXML          = "Faturanın XML'i henüz oluşturulmadı"
)

// InvoiceYear is the year a document issued at t is numbered in: the
// Istanbul year, so an order confirmed at 00:30 on 1 January in Istanbul
// (still 31 December in UTC) starts the new year's series.
func InvoiceYear(t time.Time) int { return t.In(ShopLocation()).Year() }

// SaleInvoiceIssue is the issue of an order's sales invoice at at, under the
// settings in force and the profile the buyer was found to need (e-Fatura
// for a company registered with the integrator, else e-Arşiv).
func SaleInvoiceIssue(s InvoiceSettings, orderID string, profile InvoiceProfile, at time.Time) *InvoiceIssue {
	if profile == "" {
		profile = ProfileEArchive
	}
	return &InvoiceIssue{OrderID: orderID, Kind: InvoiceSale, Profile: profile, Series: s.SaleSeries, At: at}
}

// IssuesAt reports whether the sales invoice is issued at the order's move
// to status to (confirmed or shipped), under the settings.
func (s InvoiceSettings) IssuesAt(to OrderStatus) bool {
	if s.At == InvoiceAtShipping {
		return to == OrderShipped
	}
	// At confirmation; shipping issues it too when an order confirmed under
	// the other setting has none yet (the store never writes a second one).
	return to == OrderConfirmed || to == OrderShipped
}

// ReturnIssue is the document of a consumer's refunded return: a return
// slip (iade gider pusulası) in the return series for an e-Arşiv order. An
// e-Fatura buyer documents the return with their own iade faturası, which
// the shop receives: the issue then only records that it is expected
// (ExpectsIadeInvoice).
func ReturnIssue(s InvoiceSettings, orderID, returnID string, profile InvoiceProfile, at time.Time) *InvoiceIssue {
	if profile == "" {
		profile = ProfileEArchive
	}
	return &InvoiceIssue{OrderID: orderID, Kind: InvoiceReturnSlip, Profile: profile, Series: s.ReturnSeries, ReturnID: returnID, At: at}
}

// ExpectsIadeInvoice reports whether the issue documents a return of an
// e-Fatura buyer: no slip is made, the buyer's iade faturası is expected.
func (i *InvoiceIssue) ExpectsIadeInvoice() bool {
	return i.Kind == InvoiceReturnSlip && i.Profile == ProfileBasic
}

// InitialStatus is the status a document is written in: a return slip is
// complete when written; a sales invoice waits for the worker.
func (i *InvoiceIssue) InitialStatus() InvoiceStatus {
	if i.Kind == InvoiceReturnSlip {
		return InvoiceIssued
	}
	return InvoiceQueued
}

// CheckResend allows a resend of a rejected invoice only.
func CheckResend(inv *Invoice) error {
	if inv.Status != InvoiceRejected {
		return Errorf(CodeConflict, MsgInvoiceResendRejected)
	}
	return nil
}

// Pending reports whether the worker still has something to do with the
// invoice: send it, learn its fate, or cancel it.
func (inv *Invoice) Pending() bool {
	switch inv.Status {
	case InvoiceQueued, InvoiceSending, InvoiceSent:
		return true
	case InvoiceAccepted:
		return inv.CancelRequested && inv.Profile == ProfileEArchive
	case InvoiceRejected, InvoiceCancelled, InvoiceIssued:
		// Rejected waits for the admin's resend; the others are final.
	}
	return false
}

// VisibleToBuyer reports whether the buyer sees the document on the order
// page: an accepted (or since cancelled) sales invoice, an issued return
// slip.
func (inv *Invoice) VisibleToBuyer() bool {
	switch inv.Kind {
	case InvoiceSale:
		return inv.Status == InvoiceAccepted || inv.Status == InvoiceCancelled
	case InvoiceReturnSlip:
		return inv.Status == InvoiceIssued
	}
	return false
}

// InvoiceFilter narrows the admin's invoice list. From and To are Istanbul
// days (To included); Query matches a number or an order number by prefix.
type InvoiceFilter struct {
	Status   InvoiceStatus
	Kind     InvoiceKind
	From, To time.Time
	Query    string
}

// MaxInvoiceQuery bounds the admin's search text.
const MaxInvoiceQuery = 64

// InvoiceSummary is an invoice as the admin's list shows it.
type InvoiceSummary struct {
	Invoice
	OrderNumber string
	BuyerName   string
	BuyerTaxID  string
	TotalAmount int64
}

// InvoiceChange is one step of an invoice's life, written only when the
// invoice is still in From (and, when StaleBefore is set, unchanged since
// then): whoever writes first wins.
type InvoiceChange struct {
	ID          string
	From        InvoiceStatus
	StaleBefore time.Time
	To          InvoiceStatus
	// XML, when not nil, replaces the stored document; ETTN, when set, is
	// the new ETTN of a corrected resend; Profile, when set, the one the
	// integrator's registry decided before the first send.
	XML          []byte
	ETTN         string
	Profile      InvoiceProfile
	RejectReason *string
	LastAnswer   string
	CountAttempt bool
}

// InvoiceMails renders the buyer's mail of an accepted invoice (with the
// link to the order page); the store queues it with the acceptance.
type InvoiceMails interface {
	InvoiceReady(ctx context.Context, o *Order, inv *Invoice) (Mail, error)
}

// InvoiceIssuer tells a change (an order's confirmation or shipping, a
// return's refund) which document to number with it, under the settings in
// force; nil: none at this change.
type InvoiceIssuer interface {
	SaleIssue(ctx context.Context, orderID string, to OrderStatus, at time.Time) (*InvoiceIssue, error)
	ReturnIssue(ctx context.Context, orderID, returnID string, at time.Time) (*InvoiceIssue, error)
}

// InvoiceStore keeps the invoices, their series and the settings. A
// document is created only through Effects.Invoice, in the transaction of
// the change it documents.
type InvoiceStore interface {
	InvoiceSettings(ctx context.Context) (InvoiceSettings, error)
	SetInvoiceSettings(ctx context.Context, s InvoiceSettings, by string, fx Effects) error
	ListInvoices(ctx context.Context, f InvoiceFilter, page PageRequest) ([]InvoiceSummary, int, error)
	InvoiceByID(ctx context.Context, id string) (*InvoiceSummary, error)
	InvoiceXML(ctx context.Context, id string) ([]byte, error)
	InvoicesOfOrder(ctx context.Context, orderID string) ([]InvoiceSummary, error)
	// PendingInvoices are the documents the worker still has to move
	// (Invoice.Pending), oldest first.
	PendingInvoices(ctx context.Context, limit int) ([]Invoice, error)
	// MoveInvoice writes ch with fx; false when the invoice was not in
	// ch.From (someone else moved it).
	MoveInvoice(ctx context.Context, ch InvoiceChange, fx Effects) (bool, error)
}
