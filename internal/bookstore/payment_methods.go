package bookstore

import (
	"context"
	"slices"
	"time"
)

// The three ways a buyer pays, chosen at /odeme: the card (iyzico, the
// default), havale/EFT to one of the shop's bank accounts (transfer.go),
// and kapıda ödeme, cash or card to the courier (cod.go). Each is one
// state machine over the same order statuses; docs/payments.md draws them.

// PaymentMethod is how an order is paid.
type PaymentMethod string

const (
	MethodCard     PaymentMethod = "card"
	MethodTransfer PaymentMethod = "transfer"
	MethodCOD      PaymentMethod = "cod"
)

// PaymentMethods lists the methods in the order /odeme offers them.
var PaymentMethods = []PaymentMethod{MethodCard, MethodTransfer, MethodCOD}

// Label is the Turkish name the buyer and staff see.
func (m PaymentMethod) Label() string {
	switch m {
	case MethodTransfer:
		return "Havale / EFT"
	case MethodCOD:
		return "Kapıda ödeme"
	default:
		return "Kredi / banka kartı"
	}
}

// MeansCode is the UBL-TR PaymentMeansCode (UN/ECE 4461) an invoice
// names the method by: 48 bank card, 42 payment to a bank account, 10 in
// cash (kapıda ödeme: the courier collects cash or a card on the shop's
// behalf, which the invoice reads as cash at the door).
func (m PaymentMethod) MeansCode() string {
	switch m {
	case MethodTransfer:
		return "42"
	case MethodCOD:
		return "10"
	default:
		return "48"
	}
}

// Method is how the order is paid: its PaymentMethod, MethodCard for an
// order read without one.
func (o *Order) Method() PaymentMethod {
	if !o.PaymentMethod.Valid() {
		return MethodCard
	}
	return o.PaymentMethod
}

// Valid says whether m is one of PaymentMethods.
func (m PaymentMethod) Valid() bool { return slices.Contains(PaymentMethods, m) }

// PaymentIDFor is the payment id a transfer or kapıda ödeme order keeps
// once its money is in (orders.payment_id is unique and its presence is
// what PaymentStateOf reads as paid): the method and the order id, so it
// never collides with a provider's id.
func PaymentIDFor(m PaymentMethod, orderID string) string { return string(m) + ":" + orderID }

// CODForm is a way the courier takes the money at the door.
type CODForm string

const (
	CODCash CODForm = "cash"
	CODCard CODForm = "card"
)

// Label is the Turkish name ('nakit', 'kart').
func (f CODForm) Label() string {
	if f == CODCard {
		return "Kredi kartı"
	}
	return "Nakit"
}

// BankAccount is one of the shop's accounts a transfer is made to.
type BankAccount struct {
	ID     string
	Bank   string
	Holder string
	// IBAN is normalised: "TR" and 24 digits, no spaces (NormalizeIBAN).
	IBAN string
}

// PaymentSettings is the admin's setting of the two methods beside the
// card (/admin/ayarlar, 'Ödeme yöntemleri'); bank accounts are kept apart
// (PaymentSettingsStore.BankAccounts).
type PaymentSettings struct {
	TransferOn bool
	// HoldHours is how long a transfer order holds its stock, counted in
	// working hours' worth of days: HoldDeadline.
	HoldHours int
	// TransferDiscount is the percent taken off the books (after any
	// coupon) when paying by transfer; 0 is none.
	TransferDiscount int
	CODOn            bool
	// CODFee is added to a kapıda ödeme order's total (kuruş; KDV
	// included, at the shipping charge's class).
	CODFee int64
	// CODMaxTotal is the largest total (fee included) kapıda ödeme is
	// offered for (kuruş); 0 is no limit.
	CODMaxTotal int64
	CODForms    []CODForm
	// CODCarriers are the carriers (CargoCompanies names) that collect at
	// the door; the shop's default carrier must be one of them for the
	// option to show.
	CODCarriers []string
	// CODBanDays is how long a member who refused a kapıda ödeme parcel
	// loses the option; 0 never bans.
	CODBanDays int
	ValidFrom  time.Time
	ChangedBy  string
}

// DefaultPaymentSettings is the setting the shop starts with: both methods
// off until staff turn them on (a transfer needs a bank account first).
// Hold 48 hours (what the big Turkish stores give), no transfer discount,
// COD fee 0, no maximum, cash and card at the door, MNG Kargo collects,
// a refusal bans for 180 days. UNVERIFIED choices, all settings.
var DefaultPaymentSettings = PaymentSettings{HoldHours: 48, CODForms: []CODForm{CODCash, CODCard},
	CODCarriers: []string{"MNG Kargo"}, CODBanDays: 180}

// Bounds and messages of the admin's form.
const (
	MaxHoldHours        = 240
	MaxTransferDiscount = 20
	MaxCODBanDays       = 3650
	MaxBankAccounts     = 10

	MsgHoldHours        = "Havale bekleme süresi 1 ile 240 saat arasında olmalıdır"
	MsgTransferDiscount = "Havale indirimi %0 ile %20 arasında olmalıdır"
	MsgCODFee           = "Kapıda ödeme bedeli negatif olamaz"
	MsgCODMaxTotal      = "Kapıda ödeme üst sınırı negatif olamaz"
	MsgCODForms         = "Kapıda en az bir ödeme şekli (nakit veya kart) seçin"
	MsgCODCarriers      = "Kapıda ödeme için listedeki kargo firmalarından en az birini seçin"
	MsgCODBanDays       = "Kapıda ödeme yasağı 0 ile 3650 gün arasında olmalıdır"
	MsgTransferNoBank   = "Havale/EFT'yi açmak için önce en az bir banka hesabı ekleyin"
)

// PaymentSettingsStore keeps the setting (a history, latest in force) and
// the shop's bank accounts.
type PaymentSettingsStore interface {
	// PaymentSettings is the setting in force (DefaultPaymentSettings
	// while none was saved).
	PaymentSettings(ctx context.Context) (PaymentSettings, error)
	// SavePaymentSettings records a new setting with its audit entry.
	SavePaymentSettings(ctx context.Context, s PaymentSettings, fx Effects) error
	BankAccounts(ctx context.Context) ([]BankAccount, error)
	// SaveBankAccounts replaces the accounts (in the given order) with
	// their audit entry; an IBAN already used is a conflict.
	SaveBankAccounts(ctx context.Context, accounts []BankAccount, fx Effects) error
}

// MethodOffer is one method as /odeme offers it for an order.
type MethodOffer struct {
	Method PaymentMethod
	// Available is false when the method is shown but cannot be chosen,
	// with Reason (Turkish) saying why; a method that is off is not
	// offered at all.
	Available bool
	Reason    string
	// Totals are the order's totals with this method (the fee or the
	// discount applied).
	Totals Totals
	// CODForms are how the courier takes the money (kapıda ödeme only).
	CODForms []CODForm
	// Hidden: not shown to the buyer at all (kapıda ödeme above its
	// maximum), though a choice of it is still refused with Reason.
	Hidden bool
}

// Messages of a method that cannot be chosen.
const (
	MsgMethodOff         = "Bu ödeme yöntemi şu anda kullanılamıyor."
	MsgCODOverMax        = "Kapıda ödeme %s ve altındaki siparişlerde kullanılabilir."
	MsgCODOpenOrder      = "Teslim edilmemiş bir kapıda ödemeli siparişiniz var; yenisi için önce onun teslim edilmesi gerekir."
	MsgCODBanned         = "Teslim alınmayan bir kapıda ödemeli siparişiniz nedeniyle bu seçenek %s tarihine kadar kullanılamaz."
	MsgCODCarrier        = "Kapıda ödeme, siparişinizi taşıyacak kargo firmasında kullanılamıyor."
	MsgMethodUnknown     = "Geçerli bir ödeme yöntemi seçin."
	MsgMethodChosen      = "Bu siparişin ödeme yöntemi zaten seçildi."
	MsgConfirmNeedsMoney = "Bu sipariş, kayıtlı havale tutarı toplamı karşılamadan onaylanamaz."
)
