package ubltr_test

import (
	"time"

	"bookstore/internal/bookstore"
)

var (
	exempt = bookstore.PrintedBookClass
	kdv20  = bookstore.TaxClass{Rate: 20}
	issued = time.Date(2026, 3, 14, 21, 30, 5, 0, time.UTC) // 15 March, 00:30 in İstanbul
)

var seller = bookstore.InvoiceParty{Name: "Kitapçı Yayıncılık A.Ş.", TaxID: "1234567890", TaxOffice: "Kadıköy",
	Province: "İstanbul", District: "Kadıköy", Neighborhood: "Caferağa", Line: "Moda Cad. No: 12", PostalCode: "34710",
	Email: "fatura@kitap.example", Phone: "02165550000"}

// order is an order of a printed book on sale with a coupon share (0 %,
// 335), an e-book (20 %) in three copies whose price does not divide, and
// shipping at 20 %.
func order(id bookstore.BillingIdentity) *bookstore.Order {
	items := []bookstore.OrderItem{
		{ID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 2, ListPrice: 15000, Price: 12750, CouponShare: 1701, Tax: exempt},
		{ID: "i2", Title: "İnce Memed <e-kitap> & özel", Quantity: 3, ListPrice: 9999, Price: 9999, CouponShare: 667, Tax: kdv20},
	}
	var sub int64
	for i := range items {
		it := &items[i]
		sub += it.Price * int64(it.Quantity)
		it.Paid = it.Price*int64(it.Quantity) - it.CouponShare
	}
	return &bookstore.Order{ID: "0a1b2c3d-0000-4000-8000-000000000001", Items: items, ShippingTax: kdv20,
		Totals: bookstore.Totals{Subtotal: sub, Discount: 2368, Shipping: 2999, Total: sub - 2368 + 2999},
		Parties: &bookstore.OrderParties{Identity: id, Billing: bookstore.Address{Recipient: "Ayşe Yılmaz", Phone: "05321234567",
			Province: "İzmir", District: "Karşıyaka", Neighborhood: "Bostanlı", Line: "Cemal Gürsel Cad. No: 5 D: 3", PostalCode: "35590"}}}
}

var (
	consumer = bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ayşe Gül Yılmaz"}
	person   = bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ali Veli", TCKN: "10000000146"}
	company  = bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur Kitap Ltd. Şti.", VKN: "1234567890", TaxOffice: "Konak"}
)

var sale = bookstore.InternetSale{WebAddress: "https://kitap.example", PaymentMeans: bookstore.PaymentMeansCard,
	PaymentDate: issued.Add(-time.Hour)}

// invoice is a numbered sales invoice of o.
func invoice(o *bookstore.Order, in bookstore.InternetSale) *bookstore.Invoice {
	inv := bookstore.SalesInvoice(o, seller, in)
	inv.Number = "KTP2026000000042"
	inv.ETTN = "7f0c2a5e-1d3b-4c8a-9e2f-5a6b7c8d9e0f"
	inv.IssuedAt = issued
	return &inv
}
