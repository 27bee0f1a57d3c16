package bookstore

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The admin's 'Ödeme yöntemleri' form: the setting of havale/EFT and
// kapıda ödeme and the shop's bank accounts, saved together. Validate
// checks both, so that a form refused for one field changes nothing.

// Bounds and messages of the bank accounts in the form.
const (
	MaxBankNameLength   = 100
	MaxBankHolderLength = 140

	MsgBankName          = "Banka adını girin (en fazla 100 karakter)"
	MsgBankHolder        = "Hesap sahibinin adını girin (en fazla 140 karakter)"
	MsgBankIBANDuplicate = "Bu IBAN listede birden fazla kez yazılmış"
	MsgBankAccountsMax   = "En fazla 10 banka hesabı eklenebilir"
	MsgCODFormUnknown    = "Kapıda ödeme şekli nakit veya kart olmalıdır"
)

// Validate checks the setting with the bank accounts it is saved with,
// normalising both in place (each IBAN as NormalizeIBAN writes it, names
// trimmed, forms and carriers without repeats). It returns the field
// errors of every bad value at once.
func (s *PaymentSettings) Validate(accounts []BankAccount) error {
	var fields []FieldError
	bad := func(field, msg string) { fields = append(fields, FieldError{field, msg}) }
	if s.HoldHours < 1 || s.HoldHours > MaxHoldHours {
		bad("holdHours", MsgHoldHours)
	}
	if s.TransferDiscount < 0 || s.TransferDiscount > MaxTransferDiscount {
		bad("transferDiscount", MsgTransferDiscount)
	}
	if s.CODFee < 0 {
		bad("codFee", MsgCODFee)
	}
	if s.CODMaxTotal < 0 {
		bad("codMaxTotal", MsgCODMaxTotal)
	}
	if s.CODBanDays < 0 || s.CODBanDays > MaxCODBanDays {
		bad("codBanDays", MsgCODBanDays)
	}
	s.CODForms = uniq(s.CODForms)
	for _, f := range s.CODForms {
		if f != CODCash && f != CODCard {
			bad("codForms", MsgCODFormUnknown)
			break
		}
	}
	if s.CODOn && len(s.CODForms) == 0 {
		bad("codForms", MsgCODForms)
	}
	s.CODCarriers = uniq(s.CODCarriers)
	for _, c := range s.CODCarriers {
		if !slices.Contains(CargoCompanies, c) {
			bad("codCarriers", MsgCODCarriers)
			break
		}
	}
	if s.CODOn && len(s.CODCarriers) == 0 {
		bad("codCarriers", MsgCODCarriers)
	}
	fields = append(fields, validateBankAccounts(accounts)...)
	if s.TransferOn && len(accounts) == 0 {
		bad("transferOn", MsgTransferNoBank)
	}
	if len(fields) > 0 {
		return Invalid(fields...)
	}
	return nil
}

// validateBankAccounts normalises the accounts in place and returns their
// field errors ("bankAccounts[i].field", as the request names them).
func validateBankAccounts(accounts []BankAccount) []FieldError {
	var fields []FieldError
	if len(accounts) > MaxBankAccounts {
		return []FieldError{{"bankAccounts", MsgBankAccountsMax}}
	}
	seen := map[string]bool{}
	for i := range accounts {
		a := &accounts[i]
		at := "bankAccounts[" + strconv.Itoa(i) + "]."
		a.Bank, a.Holder = strings.TrimSpace(a.Bank), strings.TrimSpace(a.Holder)
		if n := utf8.RuneCountInString(a.Bank); n < 1 || n > MaxBankNameLength || !SingleLine(a.Bank) {
			fields = append(fields, FieldError{at + "bank", MsgBankName})
		}
		if n := utf8.RuneCountInString(a.Holder); n < 1 || n > MaxBankHolderLength || !SingleLine(a.Holder) {
			fields = append(fields, FieldError{at + "holder", MsgBankHolder})
		}
		a.IBAN = NormalizeIBAN(a.IBAN)
		switch {
		case !ValidIBAN(a.IBAN):
			fields = append(fields, FieldError{at + "iban", MsgIBAN})
		case seen[a.IBAN]:
			fields = append(fields, FieldError{at + "iban", MsgBankIBANDuplicate})
		}
		seen[a.IBAN] = true
	}
	return fields
}

// uniq drops repeats, keeping the first of each.
func uniq[T comparable](xs []T) []T {
	var out []T
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
