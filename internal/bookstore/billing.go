package bookstore

import (
	"context"
	"strings"
	"unicode/utf8"
)

// The billing party of an order: the invoice goes to a person (Bireysel:
// name, T.C. kimlik numarası optional) or to a company (Kurumsal: unvan,
// vergi kimlik numarası, vergi dairesi). Both numbers carry official check
// digits, checked here once for the server (the web app repeats the same
// rules for speed, web/src/features/addresses/tax-ids.ts).

// InvoiceType is who the invoice is made out to.
type InvoiceType string

const (
	InvoiceIndividual InvoiceType = "individual" // Bireysel
	InvoiceCorporate  InvoiceType = "corporate"  // Kurumsal
)

// Label is the Turkish name of the type.
func (t InvoiceType) Label() string {
	if t == InvoiceCorporate {
		return "Kurumsal"
	}
	return "Bireysel"
}

// Billing identity messages.
const (
	MsgInvalidTCKN     = "Geçersiz T.C. kimlik numarası"
	MsgInvalidVKN      = "Geçersiz vergi kimlik numarası"
	MsgBillingName     = "Fatura için ad ve soyad girin"
	MsgCompanyTitle    = "Şirket unvanını girin (en fazla 200 karakter)"
	MsgTaxOffice       = "Vergi dairesini girin (en fazla 100 karakter)"
	MsgInvoiceType     = "Fatura türü seçin: Bireysel veya Kurumsal"
	MaxCompanyTitleLen = 200
	MaxTaxOfficeLen    = 100
	// ConsumerTCKN is what an invoice to a person who gave no T.C. kimlik
	// numarası carries in its place (the legal placeholder for consumers).
	ConsumerTCKN = "11111111111"
)

// ValidTCKN reports whether s is a T.C. kimlik numarası: 11 digits, not
// starting with 0, the 10th digit ((d1+d3+d5+d7+d9)×7 − (d2+d4+d6+d8)) mod
// 10 and the 11th the sum of the first ten mod 10.
func ValidTCKN(s string) bool {
	if len(s) != 11 || !allDigits(s) || s[0] == '0' {
		return false
	}
	d := func(i int) int { return int(s[i] - '0') }
	odd := d(0) + d(2) + d(4) + d(6) + d(8)
	even := d(1) + d(3) + d(5) + d(7)
	if ((odd*7-even)%10+10)%10 != d(9) {
		return false
	}
	sum := 0
	for i := 0; i < 10; i++ {
		sum += d(i)
	}
	return sum%10 == d(10)
}

// ValidVKN reports whether s is a vergi kimlik numarası: 10 digits whose
// last is the Revenue Administration's check digit over the first nine.
func ValidVKN(s string) bool {
	if len(s) != 10 || !allDigits(s) {
		return false
	}
	sum := 0
	for i := 0; i < 9; i++ {
		t := (int(s[i]-'0') + 10 - (i + 1)) % 10
		if t == 9 {
			sum += 9
			continue
		}
		sum += (t * (1 << (10 - (i + 1)))) % 9
	}
	return (10-sum%10)%10 == int(s[9]-'0')
}

// BillingIdentity is who the invoice is made out to. A Bireysel identity
// uses Name and TCKN (optional); a Kurumsal one Title, VKN and TaxOffice.
type BillingIdentity struct {
	Type      InvoiceType
	Name      string
	TCKN      string
	Title     string
	VKN       string
	TaxOffice string
}

// Normalize trims the fields, removes the spaces people type in numbers and
// drops the fields of the other type.
func (b *BillingIdentity) Normalize() {
	b.Name, b.Title, b.TaxOffice = squeeze(b.Name), squeeze(b.Title), squeeze(b.TaxOffice)
	digits := func(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), " ", "") }
	b.TCKN, b.VKN = digits(b.TCKN), digits(b.VKN)
	switch b.Type {
	case InvoiceIndividual:
		b.Title, b.VKN, b.TaxOffice = "", "", ""
	case InvoiceCorporate:
		b.Name, b.TCKN = "", ""
	}
}

// Validate checks the identity; field names are under "billing.".
func (b *BillingIdentity) Validate() error {
	var fields []FieldError
	add := func(field, msg string) { fields = append(fields, FieldError{"billing." + field, msg}) }
	switch b.Type {
	case InvoiceIndividual:
		if e := CheckSingleLine("billing.name", b.Name); e != nil {
			fields = append(fields, *e)
		} else if ValidateFullName("billing.name", b.Name) != nil {
			add("name", MsgBillingName)
		}
		if b.TCKN != "" && !ValidTCKN(b.TCKN) {
			add("tckn", MsgInvalidTCKN)
		}
	case InvoiceCorporate:
		if e := CheckSingleLine("billing.title", b.Title); e != nil {
			fields = append(fields, *e)
		} else if n := utf8.RuneCountInString(b.Title); n < 2 || n > MaxCompanyTitleLen {
			add("title", MsgCompanyTitle)
		}
		if !ValidVKN(b.VKN) {
			add("vkn", MsgInvalidVKN)
		}
		if e := CheckSingleLine("billing.taxOffice", b.TaxOffice); e != nil {
			fields = append(fields, *e)
		} else if n := utf8.RuneCountInString(b.TaxOffice); n < 2 || n > MaxTaxOfficeLen {
			add("taxOffice", MsgTaxOffice)
		}
	default:
		add("type", MsgInvoiceType)
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// PartyName is the name the invoice is made out to: the person or the unvan.
func (b *BillingIdentity) PartyName() string {
	if b.Type == InvoiceCorporate {
		return b.Title
	}
	return b.Name
}

// TaxID is the number the invoice carries: the VKN, the TCKN, or the
// consumer placeholder when a person gave none.
func (b *BillingIdentity) TaxID() string {
	switch {
	case b.Type == InvoiceCorporate:
		return b.VKN
	case b.TCKN != "":
		return b.TCKN
	}
	return ConsumerTCKN
}

// PersonalID is the T.C. kimlik numarası a payment provider asks of the
// buyer: the one given, else ConsumerTCKN. A company's VKN is not one (ten
// digits, another registry), so a Kurumsal buyer sends the placeholder too.
func (b *BillingIdentity) PersonalID() string {
	if b.Type == InvoiceIndividual && b.TCKN != "" {
		return b.TCKN
	}
	return ConsumerTCKN
}

// Summary is the billing party in one line for the contracts and the order
// pages: "Bireysel: Ad Soyad, T.C. 10000000146" or "Kurumsal: Unvan, VKN
// 1234567890, Vergi dairesi: Kadıköy".
func (b *BillingIdentity) Summary() string {
	if b.Type == InvoiceCorporate {
		return "Kurumsal: " + b.Title + ", VKN " + b.VKN + ", Vergi dairesi: " + b.TaxOffice
	}
	s := "Bireysel: " + b.Name
	if b.TCKN != "" {
		s += ", T.C. " + b.TCKN
	}
	return s
}

// OrderParties are the delivery address, the billing address and the billing
// identity as they were when the order was placed (copies, not references).
type OrderParties struct {
	Delivery Address
	Billing  Address
	Identity BillingIdentity
	// EInvoice is the e-invoice profile decided at checkout
	// (invoice_profile.go).
	EInvoice EInvoiceChoice
}

// CheckoutChoice is what the buyer chose at checkout.
type CheckoutChoice struct {
	DeliveryAddressID string
	// BillingSameAsDelivery: 'Fatura adresim teslimat adresimle aynı'.
	BillingSameAsDelivery bool
	BillingAddressID      string
	Identity              BillingIdentity
}

// ResolveParties checks the choice against the member's address book and
// returns what the order freezes. An address not in the book is not found; a
// migrated address still lacking its il and ilçe must be completed first.
func ResolveParties(book []Address, c CheckoutChoice) (OrderParties, error) {
	c.Identity.Normalize()
	if err := c.Identity.Validate(); err != nil {
		return OrderParties{}, err
	}
	find := func(id, missing string) (Address, error) {
		if strings.TrimSpace(id) == "" {
			return Address{}, Errorf(CodeInvalid, "%s", missing)
		}
		for _, a := range book {
			if a.ID == id {
				if a.NeedsCompletion() {
					return Address{}, Errorf(CodeConflict, MsgAddressIncomplete)
				}
				return a, nil
			}
		}
		return Address{}, Errorf(CodeNotFound, MsgAddressNotFound)
	}
	delivery, err := find(c.DeliveryAddressID, MsgChooseDelivery)
	if err != nil {
		return OrderParties{}, err
	}
	billing := delivery
	if !c.BillingSameAsDelivery {
		if billing, err = find(c.BillingAddressID, MsgChooseBilling); err != nil {
			return OrderParties{}, err
		}
	}
	return OrderParties{Delivery: delivery, Billing: billing, Identity: c.Identity}, nil
}

// OrderPartyStore reads the parties frozen on an order (the placement,
// OrderStore.CreateOrderWithParties, writes them).
type OrderPartyStore interface {
	// OrderParties returns them; nil without an error for an order that has
	// none.
	OrderParties(ctx context.Context, orderID string) (*OrderParties, error)
}

// billingLines are the contracts' lines on the billing party, after the
// buyer's ("" for an order without parties).
func billingLines(o *Order) string {
	if o.Parties == nil {
		return ""
	}
	id := o.Parties.Identity
	s := "Fatura türü: " + id.Type.Label() + "\n"
	if id.Type == InvoiceCorporate {
		s += "Unvan: " + OneLine(id.Title) + "\nVergi Dairesi / VKN: " + OneLine(id.TaxOffice) + " / " + id.VKN + "\n"
	} else {
		s += "Fatura adı: " + OneLine(id.Name) + "\n"
		if id.TCKN != "" {
			s += "T.C. kimlik no: " + id.TCKN + "\n"
		}
	}
	return s + "Fatura adresi: " + OneLine(o.Parties.Billing.Formatted()) + "\n"
}

// squeeze trims a single-line value and collapses its runs of spaces; a
// value with a line break or a control is left for Validate to refuse.
func squeeze(s string) string {
	s = strings.TrimSpace(s)
	if SingleLine(s) {
		s = strings.Join(strings.Fields(s), " ")
	}
	return s
}
