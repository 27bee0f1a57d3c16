package bookstore_test

import (
	"errors"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
)

func TestPaymentSettingsValidate(t *testing.T) {
	good := func() (bookstore.PaymentSettings, []bookstore.BankAccount) {
		return bookstore.PaymentSettings{TransferOn: true, HoldHours: 48, TransferDiscount: 2, CODOn: true, CODFee: 1500,
				CODForms: []bookstore.CODForm{"cash", "card", "cash"}, CODCarriers: []string{"MNG Kargo"}, CODBanDays: 180},
			[]bookstore.BankAccount{{Bank: " Ziraat ", Holder: "Kitapevi Ltd.", IBAN: "tr33 0006 1005 1978 6457 8413 26"}}
	}
	s, accs := good()
	if err := s.Validate(accs); err != nil {
		t.Fatal(err)
	}
	if accs[0].IBAN != "TR330006100519786457841326" || accs[0].Bank != "Ziraat" || len(s.CODForms) != 2 {
		t.Fatalf("not normalised: %+v %+v", accs, s)
	}
	for name, c := range map[string]struct {
		edit  func(s *bookstore.PaymentSettings, a *[]bookstore.BankAccount)
		field string
		msg   string
	}{
		"hold 0":       {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.HoldHours = 0 }, "holdHours", bookstore.MsgHoldHours},
		"hold 241":     {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.HoldHours = 241 }, "holdHours", bookstore.MsgHoldHours},
		"discount 21":  {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.TransferDiscount = 21 }, "transferDiscount", bookstore.MsgTransferDiscount},
		"discount -1":  {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.TransferDiscount = -1 }, "transferDiscount", bookstore.MsgTransferDiscount},
		"negative fee": {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.CODFee = -1 }, "codFee", bookstore.MsgCODFee},
		"negative max": {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.CODMaxTotal = -1 }, "codMaxTotal", bookstore.MsgCODMaxTotal},
		"ban":          {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.CODBanDays = 3651 }, "codBanDays", bookstore.MsgCODBanDays},
		"no forms":     {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.CODForms = nil }, "codForms", bookstore.MsgCODForms},
		"bad form": {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) {
			s.CODForms = []bookstore.CODForm{"çek"}
		}, "codForms", bookstore.MsgCODFormUnknown},
		"no carriers":     {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.CODCarriers = nil }, "codCarriers", bookstore.MsgCODCarriers},
		"unknown carrier": {func(s *bookstore.PaymentSettings, _ *[]bookstore.BankAccount) { s.CODCarriers = []string{"Atlı"} }, "codCarriers", bookstore.MsgCODCarriers},
		"on without bank": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) { *a = nil }, "transferOn", bookstore.MsgTransferNoBank},
		"bad IBAN": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) {
			(*a)[0].IBAN = "TR330006100519786457841327"
		}, "bankAccounts[0].iban", bookstore.MsgIBAN},
		"foreign IBAN": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) {
			(*a)[0].IBAN = "DE89370400440532013000"
		}, "bankAccounts[0].iban", bookstore.MsgIBAN},
		"no bank": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) { (*a)[0].Bank = "  " }, "bankAccounts[0].bank", bookstore.MsgBankName},
		"long bank": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) {
			(*a)[0].Bank = strings.Repeat("ğ", 101)
		}, "bankAccounts[0].bank", bookstore.MsgBankName},
		"control in bank": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) { (*a)[0].Bank = "Zir\x07aat" }, "bankAccounts[0].bank", bookstore.MsgBankName},
		"holder newline":  {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) { (*a)[0].Holder = "A\nB" }, "bankAccounts[0].holder", bookstore.MsgBankHolder},
		"long holder": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) {
			(*a)[0].Holder = strings.Repeat("a", 141)
		}, "bankAccounts[0].holder", bookstore.MsgBankHolder},
		"duplicate IBAN": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) {
			*a = append(*a, bookstore.BankAccount{Bank: "B", Holder: "H", IBAN: "TR330006100519786457841326"})
		}, "bankAccounts[1].iban", bookstore.MsgBankIBANDuplicate},
		"too many": {func(_ *bookstore.PaymentSettings, a *[]bookstore.BankAccount) { *a = make([]bookstore.BankAccount, 11) }, "bankAccounts", bookstore.MsgBankAccountsMax},
	} {
		s, accs := good()
		c.edit(&s, &accs)
		err := s.Validate(accs)
		var e *bookstore.Error
		if !errors.As(err, &e) || e.Code != bookstore.CodeInvalid {
			t.Errorf("%s: %v", name, err)
			continue
		}
		found := false
		for _, f := range e.Fields {
			found = found || f.Field == c.field && f.Message == c.msg
		}
		if !found {
			t.Errorf("%s: fields %+v", name, e.Fields)
		}
	}
	// Off, both may be saved bare: no account, no forms, no carriers.
	if err := (&bookstore.PaymentSettings{HoldHours: 1}).Validate(nil); err != nil {
		t.Fatal(err)
	}
}
