package bookstore

import (
	"strings"
	"time"
	"unicode/utf8"
)

// What staff enter when they see a transfer arrive ('Havale alındı'): the
// amount in kuruş, the day the bank booked it, the sender as the statement
// names them and the bank's reference of the transaction. Each is checked
// here once, for the order form and the statement import alike.

// Bounds of a recorded transfer.
const (
	MaxSenderLen  = 200
	MaxBankRefLen = 64
	// MaxTransferAmount is the largest single transfer staff can record
	// (1.000.000,00 TL in kuruş): far above any order, so a typo of a few
	// extra digits is refused instead of becoming a huge refund to make.
	MaxTransferAmount int64 = 100_000_000
)

// MsgTransferAmountMax refuses an amount above MaxTransferAmount.
const MsgTransferAmountMax = "Havale tutarı en fazla 1.000.000,00 TL olabilir"

// Validate trims the input and checks it against the order's creation
// time (created) at now: the amount is positive and below the bound, the
// day it arrived is not after today nor before the day the order was
// placed (both in Istanbul), the sender and the reference are one line of
// bounded length. ReceivedOn is kept as the day at midnight UTC.
func (in *TransferInput) Validate(now, created time.Time) error {
	in.Sender = strings.TrimSpace(in.Sender)
	in.BankRef = strings.TrimSpace(in.BankRef)
	var errs []FieldError
	switch {
	case in.Amount <= 0:
		errs = append(errs, FieldError{"amount", MsgTransferAmount})
	case in.Amount > MaxTransferAmount:
		errs = append(errs, FieldError{"amount", MsgTransferAmountMax})
	}
	day := DayOf(in.ReceivedOn)
	if in.ReceivedOn.IsZero() || day.After(DayOf(now)) || (!created.IsZero() && day.Before(DayOf(created))) {
		errs = append(errs, FieldError{"receivedOn", MsgTransferDate})
	}
	in.ReceivedOn = day
	if n := utf8.RuneCountInString(in.Sender); n == 0 || n > MaxSenderLen {
		errs = append(errs, FieldError{"sender", MsgTransferSender})
	} else if fe := CheckSingleLine("sender", in.Sender); fe != nil {
		errs = append(errs, *fe)
	}
	if n := utf8.RuneCountInString(in.BankRef); n == 0 || n > MaxBankRefLen {
		errs = append(errs, FieldError{"bankRef", MsgTransferBankRef})
	} else if fe := CheckSingleLine("bankRef", in.BankRef); fe != nil {
		errs = append(errs, *fe)
	}
	if len(errs) > 0 {
		return Invalid(errs...)
	}
	return nil
}

// DayOf is the Istanbul calendar day of t, as midnight UTC of that date
// (how a DATE column and a "YYYY-MM-DD" value are kept). A value that is
// already such a date stays the same day: midnight UTC is 03:00 in
// Istanbul, the same date.
func DayOf(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	y, m, d := t.In(ShopLocation()).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
