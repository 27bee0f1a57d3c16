package bookstore

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A bank refund's steps after it is owed (transfer.go): the buyer names
// the IBAN and the account holder on the order page (awaiting_iban → due),
// staff make the transfer at their bank and mark it done with their
// reference (due → done). Each step is once; a repeated one is refused.

// Label is the Turkish name staff and the buyer see.
func (r BankRefundReason) Label() string {
	switch r {
	case BankRefundCancel:
		return "Sipariş iptali"
	case BankRefundReturn:
		return "İade (cayma)"
	default:
		return "Fazla havale"
	}
}

// Label is the Turkish name of the state.
func (s BankRefundState) Label() string {
	switch s {
	case BankRefundDue:
		return "Gönderilecek"
	case BankRefundDone:
		return "Gönderildi"
	default:
		return "IBAN bekleniyor"
	}
}

// Valid says whether s is one of the three states.
func (s BankRefundState) Valid() bool {
	return s == BankRefundAwaitingIBAN || s == BankRefundDue || s == BankRefundDone
}

// BankRefundItem is a bank refund as staff list it: with its buyer.
type BankRefundItem struct {
	BankRefund
	UserID       string
	CustomerName string
}

// Messages of a bank refund's steps.
const (
	MsgRefundHolder      = "Hesap sahibinin adını girin (yalnızca harf, en fazla 140 karakter)"
	MsgRefundNotFound    = "İade kaydı bulunamadı"
	MsgRefundIBANGiven   = "Bu iade için IBAN zaten verildi."
	MsgRefundNoIBAN      = "Bu iade için alıcı henüz IBAN vermedi."
	MsgRefundAlreadyDone = "Bu iade zaten gönderildi olarak işaretlendi."
)

// MailBankRefundSent tells the buyer staff sent their bank refund (the
// amount and the IBAN, masked); once per refund.
const MailBankRefundSent = "bank-refund-sent"

// MaxHolderLen is the longest account holder's name.
const MaxHolderLen = 140

// CheckRefundAccount normalises and checks the IBAN and the holder the
// buyer gives for a refund: a valid Turkish IBAN, a holder's name of
// letters (spaces, dots, apostrophes and hyphens between them).
func CheckRefundAccount(iban, holder string) (string, string, error) {
	iban = NormalizeIBAN(iban)
	holder = strings.Join(strings.Fields(holder), " ")
	var errs []FieldError
	if !ValidIBAN(iban) {
		errs = append(errs, FieldError{"iban", MsgIBAN})
	}
	if !validHolder(holder) {
		errs = append(errs, FieldError{"holder", MsgRefundHolder})
	}
	if len(errs) > 0 {
		return "", "", Invalid(errs...)
	}
	return iban, holder, nil
}

func validHolder(s string) bool {
	n := utf8.RuneCountInString(s)
	if n == 0 || n > MaxHolderLen || !utf8.ValidString(s) {
		return false
	}
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == ' ' || r == '.' || r == '\'' || r == '-' || r == '’':
		default:
			return false
		}
	}
	return letters > 0
}
