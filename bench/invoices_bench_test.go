package bench

import (
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/invoicepdf"
	"bookstore/internal/ubltr"
)

// invoiceOrder is a typical order: three printed books (one on sale, a
// coupon spread over all), an e-book at 20 % and shipping, bought by a
// company.
func invoiceOrder() *bookstore.Order {
	items := []bookstore.OrderItem{
		{ID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 2, ListPrice: 15000, Price: 12750, CouponShare: 1200, Tax: bookstore.PrintedBookClass},
		{ID: "i2", Title: "Kürk Mantolu Madonna", Quantity: 1, ListPrice: 9500, Price: 9500, CouponShare: 450, Tax: bookstore.PrintedBookClass},
		{ID: "i3", Title: "Sırça Köşk", Quantity: 1, ListPrice: 11000, Price: 11000, CouponShare: 520, Tax: bookstore.PrintedBookClass},
		{ID: "i4", Title: "İnce Memed (e-kitap)", Quantity: 1, ListPrice: 9999, Price: 9999, CouponShare: 475, Tax: bookstore.TaxClass{Rate: 20}},
	}
	var sub, coupon int64
	for i := range items {
		it := &items[i]
		sub += it.Price * int64(it.Quantity)
		coupon += it.CouponShare
		it.Paid = it.Price*int64(it.Quantity) - it.CouponShare
	}
	return &bookstore.Order{ID: "0a1b2c3d-0000-4000-8000-000000000001", Items: items, ShippingTax: bookstore.TaxClass{Rate: 20},
		Totals: bookstore.Totals{Subtotal: sub, Discount: coupon, Shipping: 2999, Total: sub - coupon + 2999},
		Parties: &bookstore.OrderParties{
			Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur Kitap Ltd. Şti.", VKN: "1234567890", TaxOffice: "Konak"},
			Billing: bookstore.Address{Recipient: "Ayşe Yılmaz", Province: "İzmir", District: "Karşıyaka", Neighborhood: "Bostanlı",
				Line: "Cemal Gürsel Cad. No: 5", PostalCode: "35590"}}}
}

func numberedInvoice(b *testing.B) *bookstore.Invoice {
	b.Helper()
	doc := bookstore.SalesInvoice(invoiceOrder(), bookstore.DefaultInvoiceSettings.Seller,
		bookstore.InternetSale{WebAddress: "https://kitapevi.example", PaymentMeans: bookstore.PaymentMeansCard,
			PaymentDate: time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)})
	doc.Number, doc.ETTN, doc.IssuedAt = "KTP2026000000042", "7f0c2a5e-1d3b-4c8a-9e2f-5a6b7c8d9e0f", time.Date(2026, 11, 28, 10, 5, 0, 0, time.UTC)
	return &doc
}

// BenchmarkInvoiceXML is the worker's CPU per invoice before the send: the
// content from the order and its UBL-TR document.
func BenchmarkInvoiceXML(b *testing.B) {
	for b.Loop() {
		if _, err := ubltr.Build(numberedInvoice(b)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInvoiceValidate is the simulator's (and a test's) check of one
// document: the UBL 2.1 schemas through libxml2 and the GİB rules.
func BenchmarkInvoiceValidate(b *testing.B) {
	xml, err := ubltr.Build(numberedInvoice(b))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := ubltr.Validate(xml); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInvoicePDF is the shop's PDF of one invoice (the admin's
// download when the integrator has none, the parcel's Bilgi Belgesi).
func BenchmarkInvoicePDF(b *testing.B) {
	doc := numberedInvoice(b)
	for b.Loop() {
		if _, err := invoicepdf.InfoSlip(doc); err != nil {
			b.Fatal(err)
		}
	}
}
