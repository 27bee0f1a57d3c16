package bookstore

import (
	"strings"
	"unicode/utf8"
)

// What the admin sees of an order's money, and what the admin may do
// because of it.

// PaymentState is an order's money as the admin orders table shows it.
type PaymentState string

const (
	PaymentUnpaid         PaymentState = "unpaid"          // no kept payment
	PaymentPaid           PaymentState = "paid"            // kept, nothing refunded
	PaymentRefunded       PaymentState = "refunded"        // the whole total given back
	PaymentPartlyRefunded PaymentState = "partly_refunded" // some lines given back
)

// PaymentStates lists the states in the admin filter's order.
var PaymentStates = []PaymentState{PaymentPaid, PaymentUnpaid, PaymentRefunded, PaymentPartlyRefunded}

// Label is the Turkish name the admin sees.
func (p PaymentState) Label() string {
	switch p {
	case PaymentPaid:
		return "Ödendi"
	case PaymentRefunded:
		return "İade edildi"
	case PaymentPartlyRefunded:
		return "Kısmi iade"
	default: // PaymentUnpaid
		return "Ödenmedi"
	}
}

// PaymentStateOf decides an order's payment state from its kept payment
// (paymentID, set only by a verified charge), its total and what finished
// refunds gave back. The admin list's payment filter
// (sqldb.paymentStateFilter) selects by the same rule.
func PaymentStateOf(paymentID string, total, refunded int64) PaymentState {
	switch {
	case paymentID == "":
		return PaymentUnpaid
	case refunded <= 0:
		return PaymentPaid
	case refunded >= total:
		return PaymentRefunded
	}
	return PaymentPartlyRefunded
}

// MsgConfirmNeedsPayment refuses the admin's hand confirmation of an order
// nobody has paid for.
const MsgConfirmNeedsPayment = "Ödemesi alınmamış bir kartlı sipariş onaylanamaz. Sipariş, ödeme doğrulandığında kendiliğinden onaylanır."

// CheckAdminConfirm says whether the admin may confirm an order by hand,
// by its method. A card order is confirmed by its verified payment
// (ConfirmPaid): an unpaid one has no kept payment, and confirming it would
// ship books nobody paid for (and mail the buyer that it was confirmed). A
// havale/EFT order only once the transfers staff recorded (recorded, in
// kuruş) cover its total. A kapıda ödeme order is confirmed when it is
// chosen, so there is nothing left to confirm.
func CheckAdminConfirm(o *Order, recorded int64) error {
	switch o.PaymentMethod {
	case MethodTransfer:
		if recorded < o.Totals.Total {
			return Errorf(CodeConflict, MsgConfirmNeedsMoney)
		}
		return nil
	case MethodCOD:
		return Errorf(CodeConflict, MsgOrderTransition)
	case MethodCard:
	}
	if PaymentStateOf(o.PaymentID, o.Totals.Total, 0) == PaymentUnpaid {
		return Errorf(CodeConflict, MsgConfirmNeedsPayment)
	}
	return nil
}

// MaxCancelReason bounds the admin's cancellation reason: one line of the
// buyer's mail.
const MaxCancelReason = 300

// MsgCancelReason asks for the reason of cancelling a paid order.
const MsgCancelReason = "Ödemesi alınmış bir siparişi iptal etmek için müşteriye gönderilecek iptal nedenini tek satır olarak yazın (en fazla 300 karakter)."

// CheckCancelReason trims the admin's reason for cancelling o. A paid order
// needs one: the buyer's money is given back unasked and the mail tells
// them why. An unpaid order's reason is optional. Either way it is one line
// of bounded length, as it goes into the mail as it is.
func CheckCancelReason(o *Order, reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case HasControl(reason, false), utf8.RuneCountInString(reason) > MaxCancelReason,
		reason == "" && PaymentStateOf(o.PaymentID, o.Totals.Total, 0) != PaymentUnpaid:
		return "", Invalid(FieldError{"reason", MsgCancelReason})
	}
	return reason, nil
}
