package bookstore_test

import (
	"testing"

	"bookstore/internal/bookstore"
)

// invoiceOrder is an order with a printed book on sale (0 %, exemption 335)
// sharing a coupon with an e-book (20 %), and shipping at 20 %.
func invoiceOrder(parties *bookstore.OrderParties) *bookstore.Order {
	items := []bookstore.OrderItem{
		{ID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 2, ListPrice: 15000, Price: 12750, CouponShare: 1701, Tax: exempt},
		{ID: "i2", Title: "İnce Memed (e-kitap)", Quantity: 1, ListPrice: 9999, Price: 9999, CouponShare: 667, Tax: kdv20},
	}
	var sub int64
	for i := range items {
		it := &items[i]
		sub += it.Price * int64(it.Quantity)
		it.Paid = it.Price*int64(it.Quantity) - it.CouponShare
	}
	return &bookstore.Order{ID: "0a1b2c3d-0000-0000-0000-000000000001", Items: items, ShippingTax: kdv20,
		Totals: bookstore.Totals{Subtotal: sub, Discount: 2368, Shipping: 2999, Total: sub - 2368 + 2999}, Parties: parties}
}

func billingAddress() bookstore.Address {
	return bookstore.Address{Recipient: "Ayşe Yılmaz", Phone: "05321234567", Province: "İstanbul", District: "Kadıköy",
		Neighborhood: "Caferağa", Line: "Moda Cad. No: 1 D: 2", PostalCode: "34710"}
}

var shopSeller = bookstore.InvoiceParty{Name: "Kitapçı A.Ş.", TaxID: "1234567890", TaxOffice: "Kadıköy", Province: "İstanbul", District: "Kadıköy"}

func TestSalesInvoiceAddsUpToTheOrderTotal(t *testing.T) {
	o := invoiceOrder(&bookstore.OrderParties{Billing: billingAddress(),
		Identity: bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ayşe Yılmaz"}})
	inv := bookstore.SalesInvoice(o, shopSeller, bookstore.InternetSale{WebAddress: "https://kitap.example", PaymentMeans: bookstore.PaymentMeansCard})
	if len(inv.Lines) != 3 || inv.Lines[2].Name != bookstore.ShippingLineName {
		t.Fatalf("lines: %+v", inv.Lines)
	}
	var gross, net, tax, allowance int64
	for _, l := range inv.Lines {
		if l.Amounts.Net+l.Amounts.Tax != l.Amounts.Gross {
			t.Errorf("%s: net %d + tax %d != gross %d", l.Name, l.Amounts.Net, l.Amounts.Tax, l.Amounts.Gross)
		}
		if l.UnitPrice*int64(l.Quantity)-l.Allowance != l.Amounts.Gross {
			t.Errorf("%s: list %d×%d − allowance %d != gross %d", l.Name, l.UnitPrice, l.Quantity, l.Allowance, l.Amounts.Gross)
		}
		gross, net, tax, allowance = gross+l.Amounts.Gross, net+l.Amounts.Net, tax+l.Amounts.Tax, allowance+l.Allowance
	}
	if gross != o.Totals.Total || inv.Total.Gross != o.Totals.Total || inv.Total.Net != net || inv.Total.Tax != tax {
		t.Fatalf("lines %d/%d/%d, total %+v, order total %d", gross, net, tax, inv.Total, o.Totals.Total)
	}
	// The sale took 2×22,50 ₺ and the coupon 17,01 ₺ off the first line.
	if inv.Lines[0].Allowance != 2*2250+1701 || inv.Lines[1].Allowance != 667 || allowance != 2*2250+2368 {
		t.Fatalf("allowances: %d %d (all %d)", inv.Lines[0].Allowance, inv.Lines[1].Allowance, allowance)
	}
	// Per class: 20 % (e-book + shipping) first, then the exempt books.
	if len(inv.Taxes) != 2 || inv.Taxes[0].Class != kdv20 || inv.Taxes[1].Class != exempt {
		t.Fatalf("taxes: %+v", inv.Taxes)
	}
	var tg int64
	for _, r := range inv.Taxes {
		tg += r.Gross
	}
	if tg != o.Totals.Total || inv.Taxes[1].Tax != 0 {
		t.Fatalf("taxes: %+v", inv.Taxes)
	}
	if inv.Buyer.TaxID != bookstore.ConsumerTCKN || inv.Buyer.Name != "Ayşe Yılmaz" || inv.Buyer.District != "Kadıköy" ||
		inv.Buyer.Province != "İstanbul" || inv.Buyer.Neighborhood != "Caferağa" || inv.Buyer.PostalCode != "34710" {
		t.Fatalf("buyer: %+v", inv.Buyer)
	}
	if inv.Profile != bookstore.ProfileEArchive || inv.Kind != bookstore.InvoiceSale || inv.Number != "" || inv.ETTN != "" {
		t.Fatalf("identity: %+v", inv)
	}
	if inv.AmountInWords != bookstore.AmountInWords(o.Totals.Total) || inv.Internet.WebAddress != "https://kitap.example" {
		t.Fatalf("words %q, internet %+v", inv.AmountInWords, inv.Internet)
	}
}

func TestSalesInvoiceBuyers(t *testing.T) {
	person := bookstore.BillingIdentity{Type: bookstore.InvoiceIndividual, Name: "Ali Veli", TCKN: "10000000146"}
	company := bookstore.BillingIdentity{Type: bookstore.InvoiceCorporate, Title: "Okur Ltd. Şti.", VKN: "1234567890", TaxOffice: "Beşiktaş"}
	cases := []struct {
		name                  string
		id                    bookstore.BillingIdentity
		wantName, wantID, off string
	}{
		{"a person with a TCKN", person, "Ali Veli", "10000000146", ""},
		{"a company", company, "Okur Ltd. Şti.", "1234567890", "Beşiktaş"},
	}
	for _, c := range cases {
		o := invoiceOrder(&bookstore.OrderParties{Billing: billingAddress(), Identity: c.id})
		b := bookstore.SalesInvoice(o, shopSeller, bookstore.InternetSale{}).Buyer
		if b.Name != c.wantName || b.TaxID != c.wantID || b.TaxOffice != c.off || b.Line != "Moda Cad. No: 1 D: 2" {
			t.Errorf("%s: %+v", c.name, b)
		}
	}
	o := invoiceOrder(nil)
	o.ShippingAddress = "Ayşe Yılmaz\nModa Cad. 1\nKadıköy / İstanbul"
	o.Totals.Total -= o.Totals.Shipping
	o.Totals.Shipping = 0
	inv := bookstore.SalesInvoice(o, shopSeller, bookstore.InternetSale{})
	if inv.Buyer.TaxID != bookstore.ConsumerTCKN || inv.Buyer.Line == "" || len(inv.Lines) != 2 || inv.Total.Gross != o.Totals.Total {
		t.Fatalf("an order without parties nor shipping: %+v", inv)
	}
}

func TestReturnSlipShowsTheRefundedLinesAndTheirKDV(t *testing.T) {
	o := invoiceOrder(nil)
	r := &bookstore.ReturnRequest{ID: "r1", Lines: []bookstore.ReturnLine{
		{OrderItemID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 1, UnitPrice: 12750, Refunded: 11900},
		{OrderItemID: "i2", Title: "İnce Memed (e-kitap)", Quantity: 1, UnitPrice: 9999, Refunded: 9332},
	}}
	inv := bookstore.ReturnSlip(o, r, shopSeller)
	if inv.Kind != bookstore.InvoiceReturnSlip || inv.ReturnID != "r1" || len(inv.Lines) != 2 {
		t.Fatalf("slip: %+v", inv)
	}
	if inv.Total.Gross != r.Refunded() || inv.Lines[1].Amounts != bookstore.SplitGross(9332, 20) || inv.Lines[0].Amounts.Tax != 0 {
		t.Fatalf("amounts: %+v total %+v", inv.Lines, inv.Total)
	}
	if inv.Lines[0].UnitPrice != 15000 || inv.Lines[0].Allowance != 15000-11900 {
		t.Fatalf("first line: %+v", inv.Lines[0])
	}
	r.Lines = append(r.Lines, bookstore.ReturnLine{OrderItemID: "i1", Title: "Kuyucaklı Yusuf", Quantity: 1, UnitPrice: 12750})
	if inv := bookstore.ReturnSlip(o, r, shopSeller); len(inv.Lines) != 2 || inv.Total.Gross != r.Refunded() {
		t.Fatalf("a line refunded nothing is on the slip: %+v", inv.Lines)
	}
	r.ShippingRefunded = 2999
	inv = bookstore.ReturnSlip(o, r, shopSeller)
	if len(inv.Lines) != 3 || inv.Total.Gross != r.Refunded() || inv.AmountInWords != bookstore.AmountInWords(r.Refunded()) {
		t.Fatalf("with shipping: %+v", inv)
	}
}

func TestAmountInWords(t *testing.T) {
	cases := []struct {
		kurus int64
		want  string
	}{
		{0, "YALNIZ: SIFIR TÜRK LİRASI"},
		{100, "YALNIZ: BİR TÜRK LİRASI"},
		{1000, "YALNIZ: ON TÜRK LİRASI"},
		{1100, "YALNIZ: ON BİR TÜRK LİRASI"},
		{10000, "YALNIZ: YÜZ TÜRK LİRASI"},
		{100000, "YALNIZ: BİN TÜRK LİRASI"},
		{200000, "YALNIZ: İKİ BİN TÜRK LİRASI"},
		{100000000, "YALNIZ: BİR MİLYON TÜRK LİRASI"},
		{100100000, "YALNIZ: BİR MİLYON BİN TÜRK LİRASI"},
		{12345, "YALNIZ: YÜZ YİRMİ ÜÇ TÜRK LİRASI KIRK BEŞ KURUŞ"},
		{45, "YALNIZ: KIRK BEŞ KURUŞ"},
		{1, "YALNIZ: BİR KURUŞ"},
		{99999999, "YALNIZ: DOKUZ YÜZ DOKSAN DOKUZ BİN DOKUZ YÜZ DOKSAN DOKUZ TÜRK LİRASI DOKSAN DOKUZ KURUŞ"},
		{-150, "YALNIZ: EKSİ BİR TÜRK LİRASI ELLİ KURUŞ"},
	}
	for _, c := range cases {
		if got := bookstore.AmountInWords(c.kurus); got != c.want {
			t.Errorf("%d: %q, want %q", c.kurus, got, c.want)
		}
	}
}

func TestInvoiceNumbers(t *testing.T) {
	if got := bookstore.FormatInvoiceNumber("KTP", 2026, 1); got != "KTP2026000000001" {
		t.Fatalf("formatted %q", got)
	}
	for s, want := range map[string]bool{
		"KTP2026000000001":  true,
		"GPS2026123456789":  true,
		"KTP2026000000000":  false,
		"ktp2026000000001":  false,
		"KT12026000000001":  false,
		"KTP202600000001":   false,
		"KTP20260000000012": false,
		"KTP2026-00000001":  false,
		"ÇTP202600000001":   false,
	} {
		if bookstore.ValidInvoiceNumber(s) != want {
			t.Errorf("%q: want %v", s, want)
		}
	}
}

// A printed book's exemption (335) is a full exemption, which GİB accepts
// only on an ISTISNA invoice; a cart without one is a plain sale.
func TestInvoiceTypeCode(t *testing.T) {
	o := invoiceOrder(nil)
	inv := bookstore.SalesInvoice(o, shopSeller, bookstore.InternetSale{})
	if got := bookstore.InvoiceTypeCode(&inv); got != bookstore.InvoiceTypeExempt {
		t.Fatalf("with a printed book: %s", got)
	}
	for i := range o.Items {
		o.Items[i].Tax = kdv20
	}
	inv = bookstore.SalesInvoice(o, shopSeller, bookstore.InternetSale{})
	if got := bookstore.InvoiceTypeCode(&inv); got != bookstore.InvoiceTypeSale {
		t.Fatalf("all taxed: %s", got)
	}
	if bookstore.IsIstisna("351") || !bookstore.IsIstisna("335") || bookstore.IsIstisna("") {
		t.Fatal("IsIstisna")
	}
}
