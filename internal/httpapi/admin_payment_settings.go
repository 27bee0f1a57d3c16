package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
)

// Admin: the payment methods' setting (/admin/ayarlar, 'Ödeme
// yöntemleri'): havale/EFT and kapıda ödeme with the shop's bank
// accounts, one form. The schema only bounds the body; the domain checks
// every value with a Turkish message per field
// (bookstore.PaymentSettings.Validate).

// PaymentSetting is the form.
type PaymentSetting struct {
	TransferOn       bool  `json:"transferOn"`
	HoldHours        int   `json:"holdHours" minimum:"-100000" maximum:"100000" doc:"how long a transfer order holds its stock, counted on working days (1–240)"`
	TransferDiscount int   `json:"transferDiscount" minimum:"-1000" maximum:"1000" doc:"percent off the books (after a coupon) when paying by transfer (0–20)"`
	CODOn            bool  `json:"codOn"`
	CODFee           int64 `json:"codFee" minimum:"-1000000000" maximum:"1000000000" doc:"kuruş added to a kapıda ödeme order's total"`
	CODMaxTotal      int64 `json:"codMaxTotal" minimum:"-1000000000" maximum:"1000000000" doc:"the largest total (fee included) kapıda ödeme is offered for, kuruş; 0 no limit"`
	// CODForms and CODCarriers are checked by the domain.
	CODForms     []string          `json:"codForms" maxItems:"10" doc:"cash, card: what the courier takes at the door"`
	CODCarriers  []string          `json:"codCarriers" maxItems:"50" doc:"carriers (as the ship dialog names them) that collect at the door"`
	CODBanDays   int               `json:"codBanDays" minimum:"-100000" maximum:"100000" doc:"days a member who refused a kapıda ödeme parcel loses the option (0–3650; 0 never)"`
	BankAccounts []BankAccountView `json:"bankAccounts" maxItems:"100" doc:"the shop's accounts shown for havale/EFT, in this order (at most 10); saved with the form"`
}

type paymentSettingOutput struct{ Body PaymentSetting }

func paymentSettingView(f checkout.PaymentForm) *paymentSettingOutput {
	v := f.Settings
	out := PaymentSetting{TransferOn: v.TransferOn, HoldHours: v.HoldHours, TransferDiscount: v.TransferDiscount, CODOn: v.CODOn,
		CODFee: v.CODFee, CODMaxTotal: v.CODMaxTotal, CODForms: []string{}, CODCarriers: append([]string{}, v.CODCarriers...),
		CODBanDays: v.CODBanDays, BankAccounts: make([]BankAccountView, len(f.Accounts))}
	for _, c := range v.CODForms {
		out.CODForms = append(out.CODForms, string(c))
	}
	for i, a := range f.Accounts {
		out.BankAccounts[i] = BankAccountView{ID: a.ID, Bank: a.Bank, Holder: a.Holder, IBAN: a.IBAN}
	}
	return &paymentSettingOutput{Body: out}
}

func (h checkoutHandlers) adminPaymentSettings(ctx context.Context, _ *struct{}) (*paymentSettingOutput, error) {
	f, err := h.checkout.PaymentForm(ctx)
	if err != nil {
		return nil, err
	}
	return paymentSettingView(f), nil
}

type paymentSettingInput struct{ Body PaymentSetting }

func (h checkoutHandlers) adminSetPaymentSettings(ctx context.Context, in *paymentSettingInput) (*paymentSettingOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	b := in.Body
	f := checkout.PaymentForm{Settings: bookstore.PaymentSettings{TransferOn: b.TransferOn, HoldHours: b.HoldHours,
		TransferDiscount: b.TransferDiscount, CODOn: b.CODOn, CODFee: b.CODFee, CODMaxTotal: b.CODMaxTotal,
		CODCarriers: b.CODCarriers, CODBanDays: b.CODBanDays}}
	for _, c := range b.CODForms {
		f.Settings.CODForms = append(f.Settings.CODForms, bookstore.CODForm(c))
	}
	for _, a := range b.BankAccounts {
		f.Accounts = append(f.Accounts, bookstore.BankAccount{ID: a.ID, Bank: a.Bank, Holder: a.Holder, IBAN: a.IBAN})
	}
	saved, err := h.checkout.SetPaymentForm(ctx, uid, f)
	if err != nil {
		return nil, err
	}
	return paymentSettingView(saved), nil
}
