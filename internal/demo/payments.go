package demo

import (
	"context"
	"fmt"
	"time"

	"bookstore/internal/bookstore"
)

// The demo shop takes all three methods, so that /odeme shows havale/EFT
// and kapıda ödeme beside the card. The account is the IBAN standard's own
// example (valid check digits, no real account behind it).
var demoBankAccount = bookstore.BankAccount{Bank: "Örnek Bankası", Holder: "Kitapevi Yayıncılık ve Dağıtım Ltd. Şti.",
	IBAN: "TR330006100519786457841326"}

// demoPayments: 48 working hours to pay by transfer, no transfer discount;
// kapıda ödeme for 14,90 ₺ up to 1.500 ₺, cash or card, with the carrier
// the demo ships with.
func demoPayments(adminID string, now time.Time) bookstore.PaymentSettings {
	p := bookstore.DefaultPaymentSettings
	p.TransferOn, p.CODOn, p.CODFee, p.CODMaxTotal = true, true, 1490, 150000
	p.ValidFrom, p.ChangedBy = now.UTC(), adminID
	return p
}

func (s Seeder) seedPayments(ctx context.Context, adminID string, now time.Time) error {
	if err := s.Payments.SaveBankAccounts(ctx, []bookstore.BankAccount{demoBankAccount}, bookstore.Effects{}); err != nil {
		return fmt.Errorf("demo bank account: %w", err)
	}
	if err := s.Payments.SavePaymentSettings(ctx, demoPayments(adminID, now), bookstore.Effects{}); err != nil {
		return fmt.Errorf("demo payment settings: %w", err)
	}
	return nil
}
