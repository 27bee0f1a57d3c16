package iyzico

import "bookstore/internal/bookstore"

// The one place where iyzico's refusals become the shop's decline reasons
// (bookstore.DeclineReason), which the payment page explains in Turkish.
// iyzico answers a refused card with errorCode, errorMessage and, for bank
// refusals, errorGroup (its documented groups: NOT_SUFFICIENT_FUNDS,
// DO_NOT_HONOUR, INVALID_CVC2, EXPIRED_CARD ...). The group decides when
// it is there; the code otherwise; anything unknown is DeclineOther.

var declineGroups = map[string]bookstore.DeclineReason{
	"NOT_SUFFICIENT_FUNDS":          bookstore.DeclineFunds,
	"DO_NOT_HONOUR":                 bookstore.DeclineRefused,
	"REFER_TO_CARD_ISSUER":          bookstore.DeclineRefused,
	"INVALID_TRANSACTION":           bookstore.DeclineRefused,
	"INVALID_CVC2":                  bookstore.DeclineCVC,
	"INVALID_CVC2_LENGTH":           bookstore.DeclineCVC,
	"EXPIRED_CARD":                  bookstore.DeclineExpired,
	"INVALID_EXPIRE_YEAR_MONTH":     bookstore.DeclineExpired,
	"LOST_CARD":                     bookstore.DeclineCard,
	"STOLEN_CARD":                   bookstore.DeclineCard,
	"PICKUP_CARD":                   bookstore.DeclineCard,
	"BLOCKED_CARD":                  bookstore.DeclineCard,
	"RESTRICTED_CARD":               bookstore.DeclineCard,
	"INVALID_CARD_NUMBER":           bookstore.DeclineCard,
	"NOT_PERMITTED_TO_CARDHOLDER":   bookstore.DeclineNotOnline,
	"NOT_PERMITTED_TO_TERMINAL":     bookstore.DeclineNotOnline,
	"CARD_NOT_PERMITTED":            bookstore.DeclineNotOnline,
	"RESTRICTED_BY_LAW":             bookstore.DeclineNotOnline,
	"NOT_PERMITTED_TO_INSTALLMENT":  bookstore.DeclineNotOnline,
	"DEBIT_CARDS_REQUIRES_3DS":      bookstore.DeclineNotOnline,
	"FRAUD_SUSPECT":                 bookstore.DeclineFraud,
	"INVALID_CAVV":                  bookstore.Decline3DS,
	"INVALID_ECI":                   bookstore.Decline3DS,
	"THREEDS_FAILED":                bookstore.Decline3DS,
	"COMMUNICATION_OR_SYSTEM_ERROR": bookstore.DeclineBank,
	"REQUEST_TIMEOUT":               bookstore.DeclineBank,
	"ISSUER_OR_SWITCH_INOPERATIVE":  bookstore.DeclineBank,
}

// declineCodes are iyzico's bank error codes (the 10xxx range) and the
// 3D Secure ones, for answers without a group.
var declineCodes = map[string]bookstore.DeclineReason{
	"10051": bookstore.DeclineFunds,
	"10005": bookstore.DeclineRefused,
	"10012": bookstore.DeclineRefused,
	"10207": bookstore.DeclineRefused,
	"10084": bookstore.DeclineCVC,
	"10206": bookstore.DeclineCVC,
	"10054": bookstore.DeclineExpired,
	"10229": bookstore.DeclineExpired,
	"10041": bookstore.DeclineCard,
	"10043": bookstore.DeclineCard,
	"10209": bookstore.DeclineCard,
	"10215": bookstore.DeclineCard,
	"10225": bookstore.DeclineCard,
	"12":    bookstore.DeclineCard,
	"10057": bookstore.DeclineNotOnline,
	"10058": bookstore.DeclineNotOnline,
	"10093": bookstore.DeclineNotOnline,
	"10201": bookstore.DeclineNotOnline,
	"10217": bookstore.DeclineNotOnline,
	"10222": bookstore.DeclineNotOnline,
	"10034": bookstore.DeclineFraud,
	"10210": bookstore.Decline3DS,
	"10211": bookstore.Decline3DS,
	"10214": bookstore.DeclineBank,
	"10219": bookstore.DeclineBank,
	"10228": bookstore.DeclineBank,
}

// DeclineReason is iyzico's refusal (errorCode, errorGroup) in the shop's
// terms. mdStatus is the payment's 3D Secure result when the answer has
// one ("" otherwise): a refusal without a known code whose 3D Secure did
// not pass ("1") failed there, not at the bank.
func DeclineReason(code, group, mdStatus string) bookstore.DeclineReason {
	if r, ok := declineGroups[group]; ok {
		return r
	}
	if r, ok := declineCodes[code]; ok {
		return r
	}
	if mdStatus != "" && mdStatus != "1" {
		return bookstore.Decline3DS
	}
	return bookstore.DeclineOther
}
