package bookstore

import "time"

// Which e-invoice an order gets, decided when it is placed: a Kurumsal
// buyer whose VKN the integrator lists as registered for e-Fatura gets a
// TEMELFATURA e-Fatura to its inbox; everyone else (every Bireysel buyer,
// and companies outside the e-Fatura system) an EARSIVFATURA e-Arşiv
// invoice. The integrator is asked at checkout with a short deadline
// (TaxpayerCheckTimeout): a checkout never fails or waits long because the
// integrator is slow or down; the order is then placed with the profile
// unchecked and the invoice side asks again before sending.

// TaxpayerCheckTimeout is how long checkout waits for the integrator's
// taxpayer answer. It is on the buyer's path ('Siparişi Tamamla'), so it is
// short: the registry lookup normally answers in well under a second, and
// an order placed without the answer loses nothing (it is re-checked
// before the invoice is sent).
const TaxpayerCheckTimeout = 3 * time.Second

// TaxpayerCheck is how an order's profile was settled.
type TaxpayerCheck string

const (
	// TaxpayerNotNeeded: a Bireysel buyer, always e-Arşiv.
	TaxpayerNotNeeded TaxpayerCheck = "not_needed"
	// TaxpayerAnswered: the integrator answered for the VKN.
	TaxpayerAnswered TaxpayerCheck = "answered"
	// TaxpayerUnchecked: the integrator did not answer in time (or
	// failed); the profile is e-Arşiv until the invoice side re-checks.
	TaxpayerUnchecked TaxpayerCheck = "unchecked"
)

// EInvoiceChoice is the profile frozen on an order with its parties.
type EInvoiceChoice struct {
	Profile InvoiceProfile
	// Alias is the registered buyer's e-Fatura inbox (TEMELFATURA only).
	Alias string
	Check TaxpayerCheck
}

// Label is the profile's Turkish name: 'e-Fatura' or 'e-Arşiv'.
func (p InvoiceProfile) Label() string {
	if p == ProfileBasic {
		return "e-Fatura"
	}
	return "e-Arşiv"
}

// NeedsTaxpayerCheck reports whether the integrator is asked about the
// identity: only a Kurumsal buyer's VKN may be registered for e-Fatura.
func (b *BillingIdentity) NeedsTaxpayerCheck() bool { return b.Type == InvoiceCorporate }

// DecideEInvoice is the profile for the identity given the integrator's
// answer (nil: not asked, or no answer in time).
func DecideEInvoice(b *BillingIdentity, answer *Taxpayer) EInvoiceChoice {
	switch {
	case !b.NeedsTaxpayerCheck():
		return EInvoiceChoice{Profile: ProfileEArchive, Check: TaxpayerNotNeeded}
	case answer == nil:
		return EInvoiceChoice{Profile: ProfileEArchive, Check: TaxpayerUnchecked}
	case answer.EInvoice:
		return EInvoiceChoice{Profile: ProfileBasic, Alias: answer.Alias, Check: TaxpayerAnswered}
	}
	return EInvoiceChoice{Profile: ProfileEArchive, Check: TaxpayerAnswered}
}
