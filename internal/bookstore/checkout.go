package bookstore

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Ordering and payment messages: the product's texts, and the ones added
// for cases they do not cover (each says what happened and what to do next).
const (
	MsgOrderLogin          = "Sipariş vermek için giriş yapmalısınız."
	MsgOrderAddress        = "Sipariş vermek için profilinizde adres bilgisi bulunmalıdır. Lütfen profilinizi güncelleyin."
	MsgBuyerIncomplete     = "Kullanıcı bilgileri eksik"
	MsgOrderCreateFailed   = "Sipariş oluşturulamadı"
	MsgOrderInfoNotFound   = "Sipariş bilgisi bulunamadı"
	MsgOrderNotFound       = "Sipariş bulunamadı"
	MsgOrderAmountMismatch = "Sipariş tutarı doğrulanamadı. Lütfen müşteri hizmetleriyle iletişime geçin."
	MsgPaymentStartFailed  = "Ödeme başlatılamadı"
	MsgPaymentFailed       = "Ödeme işlemi başarısız oldu veya iptal edildi."
	MsgOrderExpired        = "Siparişin ödeme süresi doldu. Lütfen sepetinizden yeniden sipariş verin."
	MsgContractsRequired   = "Devam etmek için ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamalısınız."
	MsgCardHolder          = "Kart üzerindeki adı girin"
	MsgCardNumber          = "Geçerli bir kart numarası girin"
	MsgCardExpiry          = "Geçerli bir son kullanma tarihi girin"
	MsgCardExpired         = "Kartın son kullanma tarihi geçmiş"
	MsgCardCVC             = "Geçerli bir güvenlik kodu (CVC) girin"
	MsgOrderLineCap        = "Bir siparişte aynı kitaptan en fazla 10 adet alınabilir. Daha fazlası için bizimle iletişime geçin."
	MsgOrderCopiesCap      = "Bir siparişte en fazla 20 kitap alınabilir. Daha fazlası için bizimle iletişime geçin."
	MsgCardNotTakenHere    = "Kart bilgileri bu sayfada alınmaz; ödemeyi iyzico'nun güvenli ödeme sayfasında yapın."
	MsgOrderAlreadyPaid    = "Bu siparişin ödemesi zaten yapıldı. Siparişinizi Siparişlerim sayfasından izleyebilirsiniz."
	MsgPaymentInProgress   = "Bu siparişin ödemesi şu anda işleniyor. Lütfen birkaç saniye sonra tekrar deneyin."
	MsgCancelNotAllowed    = "Kargoya verilmiş, teslim edilmiş veya iptal edilmiş bir sipariş iptal edilemez."
	MsgRefundFailed        = "İade işlemi ödeme sağlayıcısında başarısız oldu; sipariş değiştirilmedi. Lütfen tekrar deneyin."
)

// CheckOrderer says whether the user can place an order: it needs a shipping
// address, and a buyer (CheckBuyer).
func CheckOrderer(u *User) error {
	if strings.TrimSpace(u.ShippingAddress) == "" {
		return Errorf(CodeConflict, MsgOrderAddress)
	}
	return CheckBuyer(u)
}

// An order reserves its books' stock from the moment it is placed until it
// is paid or expires (docs/payments.md, "Fair reservation"). So that one
// member cannot take a book off sale by ordering its whole stock and not
// paying, an order holds at most MaxOrderLineCopies of a book (the cart's
// quantity rule, CheckCartQuantity: the book page's quantity select offers
// no more) and MaxOrderCopies in all, and a member has at most one unpaid
// order (a new one replaces it).
const (
	MaxOrderLineCopies = 10
	MaxOrderCopies     = 20
)

// CheckOrderSize applies the reservation cap on the whole order; each
// line's cap is the cart's rule (CheckCartQuantity), checked again when the
// order is placed.
func CheckOrderSize(quantities []int) error {
	total := 0
	for _, q := range quantities {
		total += q
	}
	if total > MaxOrderCopies {
		return Errorf(CodeConflict, MsgOrderCopiesCap)
	}
	return nil
}

// CheckBuyer says whether the user can pay: the contracts and the payment
// provider need the buyer's name and e-mail. Registration and the profile
// form require a name, but an account created otherwise (by an
// administrator, an import) may lack one.
func CheckBuyer(u *User) error {
	if strings.TrimSpace(u.FullName) == "" || strings.TrimSpace(u.Email) == "" {
		return Errorf(CodeConflict, MsgBuyerIncomplete)
	}
	return nil
}

// Card is what the buyer types on the payment page. It is passed through to
// the payment provider and never stored or logged.
type Card struct {
	HolderName  string
	Number      string
	ExpireMonth string // "01".."12"
	ExpireYear  string // four digits
	CVC         string
}

// Normalize removes the spaces and dashes people type in card numbers and
// writes a two-digit expiry year as four digits.
func (c *Card) Normalize() {
	c.HolderName = strings.TrimSpace(c.HolderName)
	if SingleLine(c.HolderName) {
		c.HolderName = strings.Join(strings.Fields(c.HolderName), " ")
	}
	c.Number = strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, c.Number)
	c.ExpireMonth = strings.TrimSpace(c.ExpireMonth)
	if len(c.ExpireMonth) == 1 {
		c.ExpireMonth = "0" + c.ExpireMonth
	}
	c.ExpireYear = strings.TrimSpace(c.ExpireYear)
	if len(c.ExpireYear) == 2 {
		c.ExpireYear = "20" + c.ExpireYear
	}
	c.CVC = strings.TrimSpace(c.CVC)
}

// Validate checks the card as far as a shop can: a name, a number of 12 to
// 19 digits that passes the Luhn check, an expiry that has not passed (a
// card is valid through the last day of its month) and a 3 or 4 digit CVC.
func (c *Card) Validate(now time.Time) error {
	var fields []FieldError
	if e := CheckSingleLine("card.holderName", c.HolderName); e != nil {
		fields = append(fields, *e)
	} else if n := utf8.RuneCountInString(c.HolderName); n < 2 || n > 100 {
		fields = append(fields, FieldError{"card.holderName", MsgCardHolder})
	}
	if !LuhnValid(c.Number) {
		fields = append(fields, FieldError{"card.number", MsgCardNumber})
	}
	month, errM := strconv.Atoi(c.ExpireMonth)
	year, errY := strconv.Atoi(c.ExpireYear)
	switch {
	case errM != nil || errY != nil || len(c.ExpireMonth) != 2 || len(c.ExpireYear) != 4 || month < 1 || month > 12 || year > now.Year()+30:
		fields = append(fields, FieldError{"card.expiry", MsgCardExpiry})
	case year < now.Year() || year == now.Year() && month < int(now.Month()):
		fields = append(fields, FieldError{"card.expiry", MsgCardExpired})
	}
	if l := len(c.CVC); (l != 3 && l != 4) || !allDigits(c.CVC) {
		fields = append(fields, FieldError{"card.cvc", MsgCardCVC})
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// LuhnValid reports whether s is 12 to 19 digits with a valid Luhn check digit.
func LuhnValid(s string) bool {
	if len(s) < 12 || len(s) > 19 || !allDigits(s) {
		return false
	}
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

func allDigits(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) || r > '9' {
			return false
		}
	}
	return s != ""
}

// AttemptStatus is the state of one payment attempt of an order.
type AttemptStatus string

const (
	// AttemptStarted: the provider may still charge (or may have charged)
	// this attempt; only its outcome, asked of the provider, settles it.
	AttemptStarted   AttemptStatus = "started"
	AttemptSucceeded AttemptStatus = "succeeded"
	AttemptFailed    AttemptStatus = "failed"
	AttemptRefunded  AttemptStatus = "refunded"
)

// AttemptKind is how an attempt takes the card.
type AttemptKind string

const (
	// AttemptDirect3DS: the shop's card form and the bank's page; the shop
	// charges the card itself (auth) after the bank's callback.
	AttemptDirect3DS AttemptKind = "3ds"
	// AttemptForm: the provider's hosted form, which charges the card on
	// its own; the shop learns the outcome by asking with the token.
	AttemptForm AttemptKind = "form"
)

// PaymentAttempt is one payment started for an order. An order may have
// several (a declined card, then another); at most one is kept: any other
// that was charged is voided or refunded.
type PaymentAttempt struct {
	ID      string
	OrderID string
	Kind    AttemptKind
	// ProviderPaymentID is known from the start for direct 3D Secure, and
	// once paid for a form; ProviderToken names a form.
	ProviderPaymentID string
	ProviderToken     string
	Status            AttemptStatus
	Amount            int64
	// ExpiresAt is when the provider stops accepting the attempt (a form's
	// token); zero when the provider gives none.
	ExpiresAt time.Time
	CreatedAt time.Time
}

// DefaultStaleClaim is how long a completion claim may stand before
// reconciliation takes the order over (BOOKSTORE_STALE_CLAIM): a
// completion takes a few provider calls of at most 20 s each; an older
// claim belongs to a process that crashed or lost its database mid-way.
const DefaultStaleClaim = 2 * time.Minute

// PendingOrder is an order with what the payment step needs to know.
type PendingOrder struct {
	Order
	ExpiresAt time.Time
	// Completing is set while one callback completes the payment with the
	// provider; nobody else may complete or expire the order meanwhile.
	Completing bool
}

// Unpaid is the order's state as the rules of its time see it
// (order_expiry.go); the claim's time is not read here, only Completing.
func (p *PendingOrder) Unpaid() UnpaidOrderState {
	return UnpaidOrderState{Status: p.Status, ExpiresAt: p.ExpiresAt}
}

// Payable reports why an order cannot be paid now, or nil.
func (p *PendingOrder) Payable(now time.Time) error {
	switch {
	case p.Status == OrderConfirmed || p.Status == OrderShipped || p.Status == OrderDelivered:
		// Paid already (a second tab, the back button): say so, not 'not found'.
		return Errorf(CodeConflict, MsgOrderAlreadyPaid)
	case p.Status != OrderPending:
		return Errorf(CodeConflict, MsgOrderInfoNotFound)
	case !p.ExpiresAt.IsZero() && !p.Unpaid().PaymentOpen(now):
		return Errorf(CodeConflict, MsgOrderExpired)
	case p.Completing:
		return Errorf(CodeConflict, MsgPaymentInProgress)
	}
	return p.CheckTotals()
}

// CheckTotals recomputes the order's amounts from its lines with the
// shipping rule the order was priced by; a stored total that differs (a tampered or corrupt order)
// blocks payment with MsgOrderAmountMismatch.
func (o *Order) CheckTotals() error {
	var sub, discount int64
	for _, it := range o.Items {
		line := it.Price * int64(it.Quantity)
		if it.CouponShare < 0 || it.CouponShare > line || it.Paid != line-it.CouponShare {
			return Errorf(CodeConflict, MsgOrderAmountMismatch)
		}
		sub += line
		discount += it.CouponShare
	}
	// The lines' shares hold the transfer discount beside the coupon's;
	// shipping reads the coupon's net only, and the method's fee and
	// discount then move the total (checkMethodAmounts).
	m := o.Totals
	discount -= m.MethodDiscount
	want := withMethod(o.Shipping.TotalsAfter(sub, discount, false), m)
	// A free-shipping coupon is the one way shipping goes to 0 below the threshold.
	free := withMethod(o.Shipping.TotalsAfter(sub, discount, true), m)
	if len(o.Items) == 0 || !checkMethodAmounts(o) || o.Totals != want && (o.CouponCode == "" || o.Totals != free) {
		return Errorf(CodeConflict, MsgOrderAmountMismatch)
	}
	return nil
}

// Acceptance records the buyer's consent to the contracts.
type Acceptance struct {
	Text string
	At   time.Time
	IP   string
}

// CheckoutStore keeps orders through payment. Every transition is a
// conditional update, so concurrent, repeated or late callbacks and the
// expiry job settle an order exactly once.
type CheckoutStore interface {
	OrderStore
	// PendingOrderOf returns the user's order (any status) with its expiry;
	// another user's order is ErrNotFound.
	PendingOrderOf(ctx context.Context, userID, orderID string) (*PendingOrder, error)
	// OrderByID returns any order with its items (services and admins).
	OrderByID(ctx context.Context, orderID string) (*PendingOrder, error)
	// StartAttempt stores the accepted contracts on the order and records a
	// started attempt; a direct 3D Secure attempt keeps its bank page,
	// reachable by frameTokenHash (empty for a form). It fails with a
	// conflict when the order is no longer pending.
	StartAttempt(ctx context.Context, a PaymentAttempt, acc Acceptance, frameTokenHash string, frameHTML []byte) error
	// PaymentFrame returns the bank page of a started attempt.
	PaymentFrame(ctx context.Context, frameTokenHash string) ([]byte, error)
	AttemptByPaymentID(ctx context.Context, providerPaymentID string) (*PaymentAttempt, error)
	AttemptByToken(ctx context.Context, providerToken string) (*PaymentAttempt, error)
	FailAttempt(ctx context.Context, attemptID, reason string) error
	// DeclineAttempt is FailAttempt for a card the bank or the provider
	// refused, keeping why (the payment page shows it); LastDecline reads
	// it back for the order's latest attempt (DeclineNone when that one was
	// not refused).
	DeclineAttempt(ctx context.Context, attemptID, reason string, decline DeclineReason) error
	LastDecline(ctx context.Context, orderID string) (DeclineReason, error)
	// RefundedAttempt records that a charged attempt the shop does not keep
	// was voided or refunded.
	RefundedAttempt(ctx context.Context, attemptID, paymentID, reason string) error
	// ClaimCompletion marks a pending order as being completed; false when
	// it is not pending or someone holds a claim younger than staleAfter.
	// unexpiredOnly refuses an expired order (direct 3D Secure charges only
	// before the deadline; a form the provider already charged is settled
	// whenever its outcome arrives).
	ClaimCompletion(ctx context.Context, orderID string, now time.Time, staleAfter time.Duration, unexpiredOnly bool) (bool, error)
	// LeaseStartedAttempts returns up to limit started attempts nobody has
	// looked at since before, each leased to the caller (until now +
	// the staleness of a claim), for reconciliation.
	LeaseStartedAttempts(ctx context.Context, before, now time.Time, limit int) ([]PaymentAttempt, error)
	// ReleaseCompletion undoes a claim after a failed completion.
	ReleaseCompletion(ctx context.Context, orderID string) error
	// ConfirmPaid moves a claimed pending order to confirmed with its
	// payment (id, instalments, amount charged), marks the attempt
	// succeeded, removes the ordered books from the buyer's cart, queues
	// the mail of fx (when not nil) in the outbox and records its audit
	// entry, in one transaction. Other started
	// direct 3D Secure attempts fail (they can no longer be charged); started
	// forms stay for reconciliation, which refunds any the provider charged
	// too.
	ConfirmPaid(ctx context.Context, orderID string, attemptID string, p CompletedPayment, fx Effects) error
	// PaidItems lists the basket items of an order's kept payment with the
	// provider's transactions (for refunds by item); empty when unknown.
	PaidItems(ctx context.Context, orderID, paymentID string) ([]PaidItem, error)
	// ClaimRefund marks a confirmed order as being refunded (false when it
	// is not confirmed or already claimed).
	ClaimRefund(ctx context.Context, orderID string) (bool, error)
	// CancelOrder cancels an order in one of the given statuses and returns
	// its stock, once; false when the order was not in such a status.
	// refunded marks its succeeded attempt refunded. fx (the mail, the
	// audit entry) is written in the same transaction, only when the order
	// was cancelled by this call.
	CancelOrder(ctx context.Context, orderID string, from []OrderStatus, refunded bool, fx Effects) (bool, error)
}
