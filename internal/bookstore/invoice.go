package bookstore

import (
	"context"
	"time"
)

// An invoice is the legal document of a sale, issued through an e-invoice
// integrator (e-Arşiv Fatura to consumers and to companies outside the
// e-Fatura system, e-Fatura to registered companies). Every confirmed order
// gets exactly one sales invoice; a consumer's partial return gets a return
// slip (iade gider pusulası) made by the shop itself.
//
// The life of a sales invoice:
//
//	queued ──send──▶ sending ──provider took it──▶ sent ──▶ accepted
//	                    │                            │
//	                    └─answer lost: reconciled by ETTN (asked, never resent blindly)
//	                                                 └──▶ rejected ──corrected, resent──▶ queued
//	accepted ──order cancelled before shipping──▶ cancelled
//
// The number is taken from its series in the transaction that confirms the
// order, so a rolled-back confirmation takes no number and the series has
// no gap; the ETTN (a UUID) is made with it and is the idempotency key of
// every call to the provider.

// InvoiceKind is what a document is.
type InvoiceKind string

const (
	InvoiceSale       InvoiceKind = "sale"        // the order's sales invoice (e-Arşiv or e-Fatura)
	InvoiceReturnSlip InvoiceKind = "return_slip" // iade gider pusulası of a consumer's return
)

// InvoiceProfile is the UBL-TR ProfileID the invoice is sent under.
type InvoiceProfile string

const (
	// ProfileEArchive is the e-Arşiv invoice, sent type INTERNET (buyers
	// outside the e-Fatura system: consumers and unregistered companies).
	ProfileEArchive InvoiceProfile = "EARSIVFATURA"
	// ProfileBasic is the basic e-Fatura, to a registered buyer's inbox.
	ProfileBasic InvoiceProfile = "TEMELFATURA"
)

// InvoiceStatus is where an invoice is in its life (see the diagram above).
type InvoiceStatus string

const (
	InvoiceQueued    InvoiceStatus = "queued"
	InvoiceSending   InvoiceStatus = "sending"
	InvoiceSent      InvoiceStatus = "sent"
	InvoiceAccepted  InvoiceStatus = "accepted"
	InvoiceRejected  InvoiceStatus = "rejected"
	InvoiceCancelled InvoiceStatus = "cancelled"
	// InvoiceIssued is a shop-made document (a return slip): complete when
	// written, never sent to the integrator.
	InvoiceIssued InvoiceStatus = "issued"
)

// InvoiceParty is the seller or the buyer as the invoice names them.
type InvoiceParty struct {
	// Name is a person's full name or a company's title (unvan).
	Name string
	// TaxID is a TCKN (11 digits, a person) or a VKN (10 digits, a company).
	TaxID     string
	TaxOffice string // vergi dairesi; companies only
	Province  string // il
	District  string // ilçe
	// Neighborhood, Line and PostalCode are the rest of the address.
	Neighborhood string
	Line         string
	PostalCode   string
	Email        string
	Phone        string
	// Alias is the e-Fatura inbox (posta kutusu etiketi) of a registered
	// buyer; empty for e-Arşiv.
	Alias string
}

// IsCompany reports whether the party is identified by a VKN.
func (p InvoiceParty) IsCompany() bool { return len(p.TaxID) == 10 }

// InvoiceLine is one line: a book, or the shipping. Amounts are in kuruş,
// KDV-inclusive unless named Net or Tax.
type InvoiceLine struct {
	Name     string
	ISBN     string // empty for the shipping line
	Quantity int
	// UnitPrice is one copy's list price, KDV included; Allowance what the
	// sale and the coupon took off the whole line, KDV included.
	UnitPrice int64
	Allowance int64
	Class     TaxClass
	// Amounts is what the line was charged (Gross) split into net and KDV.
	Amounts TaxAmounts
}

// InternetSale is what an invoice for an internet sale must carry besides
// the goods: where and how it was sold and, when known, how it travels.
type InternetSale struct {
	WebAddress string
	// PaymentMeans is the UBL payment means code (48 card, 42 transfer,
	// 10 cash on delivery, 1 other: SalePaymentMeans).
	PaymentMeans string
	PaymentDate  time.Time
	Carrier      string // empty until shipped
	ShipDate     time.Time
}

// Payment means codes of the UBL-TR PaymentMeansCode list.
const (
	PaymentMeansCard     = "48"
	PaymentMeansTransfer = "42" // MethodTransfer.MeansCode: payment to a bank account
	PaymentMeansCash     = "10"
	PaymentMeansOther    = "1"
)

// Invoice is a document of an order: its identity, its parties and lines
// frozen from the order, and where it is in its life.
type Invoice struct {
	ID      string
	OrderID string
	Kind    InvoiceKind
	Profile InvoiceProfile
	// Number is the series' 16-character number, e.g. KTP2026000000001.
	Number string
	ETTN   string
	Status InvoiceStatus
	// IssuedAt is the invoice's date and time (the confirmation's).
	IssuedAt time.Time
	Seller   InvoiceParty
	Buyer    InvoiceParty
	Lines    []InvoiceLine // the books, then the shipping when charged
	// Taxes are the totals per KDV class; Total the document's.
	Taxes    []RateTotal
	Total    TaxAmounts
	Internet InternetSale
	// AmountInWords is the 'YALNIZ: …' note of the total.
	AmountInWords string
	// ReturnID names the return a return slip documents, and SaleNumber
	// the number of the order's sales invoice it takes back (printed on
	// the slip; filled when the slip is made or read).
	ReturnID   string
	SaleNumber string
	// RejectReason is the provider's reason for a rejection; LastAnswer its
	// last answer of any kind (for the admin); Attempts the sends so far.
	RejectReason    string
	LastAnswer      string
	Attempts        int
	CancelRequested bool
	CreatedAt       time.Time
	UpdatedAt       time.Time
}

// InvoiceIssue asks the transaction of a change (an order's confirmation,
// an accepted return's refund) to take the next number of Series and write
// the document: the number, the ETTN and the row commit with the change or
// not at all.
type InvoiceIssue struct {
	OrderID  string
	Kind     InvoiceKind
	Profile  InvoiceProfile
	Series   string // three capital letters
	ReturnID string // return slips only
	At       time.Time
}

// ProviderInvoiceState is the provider's record of an invoice.
type ProviderInvoiceState struct {
	// Known is false when the provider has no invoice of that ETTN (it never
	// arrived: send it).
	Known bool
	// Status is InvoiceSent (taken, not yet accepted), InvoiceAccepted,
	// InvoiceRejected or InvoiceCancelled.
	Status InvoiceStatus
	Reason string // the rejection's reason
	// Number is the number the provider holds for the ETTN.
	Number string
}

// Taxpayer is the integrator's registry answer for a tax id.
type Taxpayer struct {
	// EInvoice reports whether the tax id is registered for e-Fatura, and
	// Alias is its default inbox.
	EInvoice bool
	Alias    string
	Title    string
}

// InvoiceProvider is the e-invoice integrator (Nilvera, or its simulator).
// Every call is keyed by the ETTN, so that a call repeated after a lost
// answer is recognized by the provider rather than issuing twice.
type InvoiceProvider interface {
	// CheckTaxpayer asks whether a VKN/TCKN is registered for e-Fatura.
	CheckTaxpayer(ctx context.Context, taxID string) (Taxpayer, error)
	// Send hands the UBL-TR XML of inv to the provider. An ETTN the
	// provider already holds is not an error (ErrInvoiceExists).
	Send(ctx context.Context, inv *Invoice, xml []byte) error
	// State is the provider's record of the ETTN.
	State(ctx context.Context, profile InvoiceProfile, ettn string) (ProviderInvoiceState, error)
	// PDF is the provider's rendering of an accepted invoice.
	PDF(ctx context.Context, profile InvoiceProfile, ettn string) ([]byte, error)
	// Cancel cancels an accepted e-Arşiv invoice.
	Cancel(ctx context.Context, ettn string) error
}

// ErrInvoiceExists is a provider's answer that it already holds the ETTN
// sent: the earlier send arrived.
var ErrInvoiceExists = Errorf(CodeConflict, "Fatura entegratörde zaten kayıtlı")
