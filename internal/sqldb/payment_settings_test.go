package sqldb_test

import (
	"context"
	"reflect"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestPaymentSettingsStore: the defaults until a setting is saved, then
// the latest; the bank accounts replaced as a whole in their order; a form
// whose accounts repeat an IBAN changes nothing (setting included); the
// table refuses values outside the domain's bounds.
func TestPaymentSettingsStore(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx, s := context.Background(), sqldb.NewPaymentSettingsStore(db)
		got, err := s.PaymentSettings(ctx)
		if err != nil || !reflect.DeepEqual(got, bookstore.DefaultPaymentSettings) {
			t.Fatalf("defaults: %+v %v", got, err)
		}
		a := bookstore.BankAccount{Bank: "Ziraat", Holder: "Kitapevi", IBAN: "TR330006100519786457841326"}
		b := bookstore.BankAccount{Bank: "Garanti", Holder: "Kitapevi", IBAN: "TR420001000000000000000001"}
		for i, v := range []bookstore.PaymentSettings{
			{TransferOn: true, HoldHours: 48, TransferDiscount: 2, CODOn: true, CODFee: 1990, CODMaxTotal: 500000,
				CODForms: []bookstore.CODForm{"cash", "card"}, CODCarriers: []string{"MNG Kargo", "Aras Kargo"}, CODBanDays: 90},
			{HoldHours: 24, CODForms: []bookstore.CODForm{"cash"}},
		} {
			accounts := [][]bookstore.BankAccount{{a, b}, {b}}[i]
			if err := s.SavePaymentForm(ctx, v, accounts, bookstore.Effects{}); err != nil {
				t.Fatal(err)
			}
			got, err := s.PaymentSettings(ctx)
			got.ValidFrom = v.ValidFrom
			if err != nil || !reflect.DeepEqual(got, v) {
				t.Fatalf("after a save: %+v %v, want %+v", got, err, v)
			}
			saved, err := s.BankAccounts(ctx)
			if err != nil || len(saved) != len(accounts) || saved[0].IBAN != accounts[0].IBAN || saved[0].ID == "" {
				t.Fatalf("accounts: %+v %v", saved, err)
			}
		}
		// The same IBAN twice: a conflict, and the setting saved with it
		// is not in force.
		err = s.SavePaymentForm(ctx, bookstore.PaymentSettings{HoldHours: 100}, []bookstore.BankAccount{a, a}, bookstore.Effects{})
		if bookstore.ErrorCode(err) != bookstore.CodeConflict {
			t.Fatalf("duplicate IBAN: %v", err)
		}
		if got, _ := s.PaymentSettings(ctx); got.HoldHours != 24 {
			t.Fatalf("a refused form changed the setting: %+v", got)
		}
		if saved, _ := s.BankAccounts(ctx); len(saved) != 1 || saved[0].IBAN != b.IBAN {
			t.Fatalf("a refused form changed the accounts: %+v", saved)
		}
		if err := s.SavePaymentSettings(ctx, bookstore.PaymentSettings{HoldHours: 241}, bookstore.Effects{}); err == nil {
			t.Fatal("the table took a hold of 241 hours")
		}
		if err := s.SaveBankAccounts(ctx, nil, bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		if saved, _ := s.BankAccounts(ctx); len(saved) != 0 {
			t.Fatalf("emptied: %+v", saved)
		}
	})
}
