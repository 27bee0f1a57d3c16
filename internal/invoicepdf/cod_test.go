package invoicepdf

import (
	"testing"

	"bookstore/internal/bookstore"
)

// A kapıda ödeme order's invoice prints the fee's line and names cash at
// the door as the payment; a transfer order's names havale/EFT.
func TestInvoiceNamesThePaymentMethod(t *testing.T) {
	inv := saleInvoice(bookstore.ProfileEArchive)
	fee := bookstore.InvoiceLine{Name: bookstore.CODFeeLineName, Quantity: 1, UnitPrice: 1250, Class: bookstore.TaxClass{Rate: 20},
		Amounts: bookstore.SplitGross(1250, 20)}
	inv.Lines = append(inv.Lines, fee)
	inv.Internet.PaymentMeans = bookstore.MethodCOD.MeansCode()
	b := mustPDF(t, Invoice, inv)
	for _, w := range []string{bookstore.CODFeeLineName, "Kapıda ödeme", money(1250)} {
		if !hasText(b, w) {
			t.Errorf("no %q on the page", w)
		}
	}
	inv = saleInvoice(bookstore.ProfileEArchive)
	inv.Internet.PaymentMeans = bookstore.MethodTransfer.MeansCode()
	if b := mustPDF(t, Invoice, inv); !hasText(b, "Havale / EFT") {
		t.Error("a transfer order's invoice does not say Havale / EFT")
	}
}
