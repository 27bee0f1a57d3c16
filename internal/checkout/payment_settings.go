package checkout

import (
	"context"

	"bookstore/internal/bookstore"
)

// The admin's 'Ödeme yöntemleri' form: the setting of havale/EFT and
// kapıda ödeme and the shop's bank accounts, read and saved as one.

// PaymentSettingsStore keeps the setting and the accounts, and saves the
// whole form in one transaction.
type PaymentSettingsStore interface {
	bookstore.PaymentSettingsStore
	SavePaymentForm(ctx context.Context, v bookstore.PaymentSettings, accounts []bookstore.BankAccount, fx bookstore.Effects) error
}

// PaymentForm is the setting in force with the bank accounts.
type PaymentForm struct {
	Settings bookstore.PaymentSettings
	Accounts []bookstore.BankAccount
}

// PaymentForm reads the form (the defaults and no account while nothing
// was saved, or without a store).
func (s *Service) PaymentForm(ctx context.Context) (PaymentForm, error) {
	if s.PaymentSettings == nil {
		return PaymentForm{Settings: bookstore.DefaultPaymentSettings}, nil
	}
	v, err := s.PaymentSettings.PaymentSettings(ctx)
	if err != nil {
		return PaymentForm{}, err
	}
	accounts, err := s.PaymentSettings.BankAccounts(ctx)
	if err != nil {
		return PaymentForm{}, err
	}
	return PaymentForm{Settings: v, Accounts: accounts}, nil
}

// SetPaymentForm validates and saves the form, audited with the form
// before and after; a refused form changes nothing.
func (s *Service) SetPaymentForm(ctx context.Context, actorID string, f PaymentForm) (PaymentForm, error) {
	if err := f.Settings.Validate(f.Accounts); err != nil {
		return PaymentForm{}, err
	}
	if s.PaymentSettings == nil {
		return PaymentForm{}, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMethodOff)
	}
	before, err := s.PaymentForm(ctx)
	if err != nil {
		return PaymentForm{}, err
	}
	f.Settings.ChangedBy = actorID
	entry := bookstore.Change(actorID, bookstore.ActionPaymentSettingsChanged, "payment_settings", "", auditForm(before), auditForm(f))
	if err := s.PaymentSettings.SavePaymentForm(ctx, f.Settings, f.Accounts, bookstore.Effects{Audit: &entry}); err != nil {
		return PaymentForm{}, err
	}
	return s.PaymentForm(ctx)
}

// auditForm is the form as the audit log keeps it.
func auditForm(f PaymentForm) map[string]any {
	v := f.Settings
	accounts := make([]map[string]string, len(f.Accounts))
	for i, a := range f.Accounts {
		accounts[i] = map[string]string{"bank": a.Bank, "holder": a.Holder, "iban": a.IBAN}
	}
	return map[string]any{"transferOn": v.TransferOn, "holdHours": v.HoldHours, "transferDiscount": v.TransferDiscount,
		"codOn": v.CODOn, "codFee": v.CODFee, "codMaxTotal": v.CODMaxTotal, "codForms": v.CODForms, "codCarriers": v.CODCarriers,
		"codBanDays": v.CODBanDays, "bankAccounts": accounts}
}
