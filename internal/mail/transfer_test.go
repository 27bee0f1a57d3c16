package mail_test

import (
	"context"
	"html"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// The transfer instructions carry the accounts (IBANs grouped in fours),
// the exact amount, the order number as the reference and the deadline in
// Istanbul time; one mail per order.
func TestTransferInstructionsMail(t *testing.T) {
	n := notifier(t, nil)
	o := testOrder()
	o.Status, o.PaymentMethod = bookstore.OrderPending, bookstore.MethodTransfer
	o.Totals.MethodDiscount, o.Totals.Total = 585, o.Totals.Total-585
	o.PayBy = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	m, err := n.TransferInstructions(context.Background(), o, []bookstore.BankAccount{
		{Bank: "Ziraat Bankası", Holder: "Kitapevi Yayınları Ltd. Şti.", IBAN: "TR330006100519786457841326"},
		{Bank: "Garanti BBVA", Holder: "Kitapevi Yayınları Ltd. Şti.", IBAN: "TR420001000000000000000001"}})
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != bookstore.MailOrderTransfer || m.DedupKey != "order-transfer:"+o.ID || !strings.Contains(m.Subject, "#0190ab12") {
		t.Fatalf("mail %q %q %q", m.Kind, m.DedupKey, m.Subject)
	}
	want := []string{"TR33 0006 1005 1978 6457 8413 26", "TR42 0001 0000 0000 0000 0000 01", "Ziraat Bankası", "Garanti BBVA",
		"Gönderilecek tutar: ₺189,15", "Açıklama (referans): 0190ab12", "Son ödeme zamanı: 1 Aralık 2026 12:00", "Havale/EFT indirimi: -₺5,85"}
	contains(t, "text", m.TextBody, want...)
	contains(t, "html", html.UnescapeString(stripTags(m.HTMLBody)), want...)
}

// The confirmation of a kapıda ödeme order names the method, its fee and
// the amount to pay at the door; a card order's does not.
func TestConfirmedMailNamesTheMethod(t *testing.T) {
	n := notifier(t, nil)
	o := testOrder()
	o.PaymentMethod = bookstore.MethodCOD
	o.Totals.MethodFee, o.Totals.Total = 1990, o.Totals.Total+1990
	m, err := n.OrderConfirmed(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Kapıda ödeme hizmet bedeli: ₺19,90", "Ödeme: Kapıda ödeme — teslimatta ödenecek tutar: ₺214,90"}
	contains(t, "text", m.TextBody, want...)
	contains(t, "html", html.UnescapeString(stripTags(m.HTMLBody)), want...)
	card, err := n.OrderConfirmed(context.Background(), testOrder())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(card.TextBody, "Kapıda") || strings.Contains(card.TextBody, "Havale") {
		t.Fatalf("card mail names another method:\n%s", card.TextBody)
	}
}
