package invoicepdf

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"bookstore/internal/bookstore"
)

// The pages are written uncompressed here so that their text can be read:
// fpdf writes a Unicode font's text as UTF-16BE strings.
func init() { compress = false }

func hasText(pdf []byte, s string) bool {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return bytes.Contains(pdf, b)
}

var issued = time.Date(2026, 3, 14, 21, 30, 5, 0, time.UTC)

func saleInvoice(profile bookstore.InvoiceProfile) *bookstore.Invoice {
	items := []bookstore.OrderItem{
		{ID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 2, ListPrice: 15000, Price: 12750, CouponShare: 1701, Tax: bookstore.PrintedBookClass},
		{ID: "i2", Title: "İnce Memed — Çağdaş Türk Edebiyatının Uzun Soluklu Destanı, Özel Baskı", Quantity: 1, ListPrice: 9999, Price: 9999, CouponShare: 667,
			Tax: bookstore.TaxClass{Rate: 20}},
	}
	var sub int64
	for i := range items {
		sub += items[i].Price * int64(items[i].Quantity)
	}
	o := &bookstore.Order{ID: "0a1b2c3d-0000-4000-8000-000000000001", Items: items, ShippingTax: bookstore.TaxClass{Rate: 20},
		Totals: bookstore.Totals{Subtotal: sub, Discount: 2368, Shipping: 2999, Total: sub - 2368 + 2999},
		Parties: &bookstore.OrderParties{Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Şükrü Ilgın Çağdaş", TCKN: "10000000146"},
			Billing: bookstore.Address{Phone: "05321234567", Province: "İzmir", District: "Karşıyaka", Neighborhood: "Bostanlı",
				Line: "Cemal Gürsel Cad. No: 5 D: 3", PostalCode: "35590"}}}
	seller := bookstore.InvoiceParty{Name: "Kitapçı Yayıncılık A.Ş.", TaxID: "1234567890", TaxOffice: "Kadıköy", Province: "İstanbul",
		District: "Kadıköy", Neighborhood: "Caferağa", Line: "Moda Cad. No: 12", PostalCode: "34710", Email: "fatura@kitap.example"}
	inv := bookstore.SalesInvoice(o, seller, bookstore.InternetSale{WebAddress: "https://kitap.example", PaymentMeans: bookstore.PaymentMeansCard,
		PaymentDate: issued, Carrier: "Yurtiçi Kargo", ShipDate: issued.Add(30 * time.Hour)})
	inv.Profile, inv.Number, inv.ETTN, inv.IssuedAt = profile, "KTP2026000000042", "7f0c2a5e-1d3b-4c8a-9e2f-5a6b7c8d9e0f", issued
	return &inv
}

func returnSlip() *bookstore.Invoice {
	sale := saleInvoice(bookstore.ProfileEArchive)
	o := &bookstore.Order{ID: sale.OrderID, ShippingTax: bookstore.TaxClass{Rate: 20}, Items: []bookstore.OrderItem{
		{ID: "i2", Title: "İnce Memed", Quantity: 1, ListPrice: 9999, Price: 9999, Tax: bookstore.TaxClass{Rate: 20}}}}
	r := &bookstore.ReturnRequest{ID: "r1", Lines: []bookstore.ReturnLine{{OrderItemID: "i2", Title: "İnce Memed", Quantity: 1, UnitPrice: 9999, Refunded: 9332}}}
	slip := bookstore.ReturnSlip(o, r, sale.Seller)
	slip.Number, slip.IssuedAt, slip.SaleNumber = "GPS2026000000007", issued.Add(240*time.Hour), sale.Number
	return &slip
}

func TestDocumentsCarryTheirContent(t *testing.T) {
	sale := saleInvoice(bookstore.ProfileEArchive)
	slip := returnSlip()
	common := []string{"Kitapçı Yayıncılık A.Ş.", "Şükrü Ilgın Çağdaş", "Karşıyaka / İzmir", "Kuyucaklı Yusuf", "15.03.2026",
		sale.AmountInWords, "Bu satış internet üzerinden yapılmıştır.", "https://kitap.example", "Kredi kartı / banka kartı",
		"Yurtiçi Kargo", "16.03.2026", "KDV Matrahı", "Hesaplanan KDV", "Basılı kitap ve süreli yayınların teslimleri", "7f0c2a5e-1d3b-4c8a-9e2f-5a6b7c8d9e0f",
		"KTP2026000000042", money(sale.Total.Gross), "İSTİSNA"}
	cases := []struct {
		name  string
		make  func(*bookstore.Invoice) ([]byte, error)
		inv   *bookstore.Invoice
		wants []string
	}{
		{"the e-Arşiv invoice", Invoice, sale, append([]string{TitleEArchive, "Ödenecek Tutar"}, common...)},
		{"the e-Fatura", Invoice, saleInvoice(bookstore.ProfileBasic), []string{TitleEInvoice, "Temel e-Fatura", "KTP2026000000042"}},
		{"the information slip for the parcel", InfoSlip, sale, append([]string{TitleInfoSlip, "irsaliye yerine geçer"}, common...)},
		{"the return slip", ReturnSlip, slip, []string{TitleReturnSlip, "GPS2026000000007", "İade Edilen Fatura", "KTP2026000000042",
			"MALI İADE EDEN", "İnce Memed", money(9332), money(bookstore.SplitGross(9332, 20).Tax), "KDV'si ayrıca gösterilmiştir",
			slip.AmountInWords, "25.03.2026"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := c.make(c.inv)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(b, []byte("%PDF-1.")) {
				t.Fatal("not a PDF")
			}
			for _, w := range c.wants {
				if !hasText(b, w) {
					t.Errorf("no %q on the page", w)
				}
			}
			if dir := os.Getenv("INVOICEPDF_OUT"); dir != "" { // for looking at them
				_ = os.WriteFile(dir+"/"+strings.ReplaceAll(c.name, " ", "-")+".pdf", b, 0o644)
			}
		})
	}
	if hasText(mustPDF(t, Invoice, sale), "irsaliye yerine geçer") {
		t.Error("the invoice carries the information slip's note")
	}
}

func TestDocumentsRefuseTheWrongKind(t *testing.T) {
	if _, err := ReturnSlip(saleInvoice(bookstore.ProfileEArchive)); err == nil {
		t.Error("a sales invoice was drawn as a return slip")
	}
	if _, err := InfoSlip(returnSlip()); err == nil {
		t.Error("a return slip was drawn as an information slip")
	}
}

// Compressed as served, a document stays small: the fonts are subset.
func TestDocumentsAreSmall(t *testing.T) {
	compress = true
	defer func() { compress = false }()
	b := mustPDF(t, Invoice, saleInvoice(bookstore.ProfileEArchive))
	if len(b) > 200_000 {
		t.Fatalf("%d bytes", len(b))
	}
}

func mustPDF(t *testing.T, f func(*bookstore.Invoice) ([]byte, error), inv *bookstore.Invoice) []byte {
	t.Helper()
	b, err := f(inv)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Many lines run onto more pages, the table's head repeated.
func TestLongInvoiceRunsOntoMorePages(t *testing.T) {
	inv := saleInvoice(bookstore.ProfileEArchive)
	for i := 0; i < 60; i++ {
		inv.Lines = append(inv.Lines, inv.Lines[0])
	}
	inv.Lines[len(inv.Lines)-1].Name = "Son Satır Çalıkuşu"
	b := mustPDF(t, Invoice, inv)
	if !hasText(b, "Son Satır Çalıkuşu") || !hasText(b, "sayfa 2") {
		t.Fatal("the last line or the second page is missing")
	}
}
