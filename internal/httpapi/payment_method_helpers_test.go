package httpapi_test

import (
	"context"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
)

// Orders paid by havale/EFT and at the door, made the way buyers and staff
// make them: the methods turned on, then the method chosen at /odeme
// (transferOrder, codOrder) and the transfer recorded by staff
// (recordTransfer).

// testCODFee is the kapıda ödeme fee the fixtures turn on.
const testCODFee = 1500

// paymentMethodsOn turns havale/EFT (one account, no discount) and kapıda
// ödeme (fee testCODFee, no maximum) on.
func paymentMethodsOn(t *testing.T, e *env) {
	t.Helper()
	on := bookstore.DefaultPaymentSettings
	on.TransferOn, on.CODOn, on.CODFee, on.ValidFrom = true, true, testCODFee, time.Now().UTC()
	store := sqldb.NewPaymentSettingsStore(e.db)
	ctx := context.Background()
	if err := store.SaveBankAccounts(ctx, []bookstore.BankAccount{{Bank: "Ziraat Bankası", Holder: "Kitapevi Yayınları Ltd. Şti.",
		IBAN: "TR330006100519786457841326"}}, bookstore.Effects{}); err != nil {
		t.Fatal(err)
	}
	if err := store.SavePaymentSettings(ctx, on, bookstore.Effects{}); err != nil {
		t.Fatal(err)
	}
}
