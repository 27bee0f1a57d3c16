package bookstore_test

import (
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// The invoice year is Istanbul's: 31 December 21:00 UTC is 1 January there.
func TestInvoiceYearIsIstanbuls(t *testing.T) {
	if y := bookstore.InvoiceYear(time.Date(2026, 12, 31, 20, 59, 0, 0, time.UTC)); y != 2026 {
		t.Errorf("20:59 UTC: %d", y)
	}
	if y := bookstore.InvoiceYear(time.Date(2026, 12, 31, 21, 0, 0, 0, time.UTC)); y != 2027 {
		t.Errorf("21:00 UTC: %d", y)
	}
}

func TestInvoiceSettingsRules(t *testing.T) {
	d := bookstore.DefaultInvoiceSettings
	if err := d.Validate(); err != nil {
		t.Fatalf("defaults invalid: %v", err)
	}
	if !d.IssuesAt(bookstore.OrderConfirmed) || !d.IssuesAt(bookstore.OrderShipped) || d.IssuesAt(bookstore.OrderDelivered) {
		t.Error("at confirmation: confirmed, and shipped when none yet")
	}
	s := d
	s.At = bookstore.InvoiceAtShipping
	if s.IssuesAt(bookstore.OrderConfirmed) || !s.IssuesAt(bookstore.OrderShipped) {
		t.Error("at shipping")
	}
	for name, bad := range map[string]func(*bookstore.InvoiceSettings){
		"lower series": func(s *bookstore.InvoiceSettings) { s.SaleSeries = "ktp" },
		"long series":  func(s *bookstore.InvoiceSettings) { s.SaleSeries = "KTPA" },
		"same series":  func(s *bookstore.InvoiceSettings) { s.ReturnSeries = s.SaleSeries },
		"Turkish":      func(s *bookstore.InvoiceSettings) { s.ReturnSeries = "GPŞ" },
		"when":         func(s *bookstore.InvoiceSettings) { s.At = "teslimat" },
		"vkn":          func(s *bookstore.InvoiceSettings) { s.Seller.TaxID = "123" },
		"no web":       func(s *bookstore.InvoiceSettings) { s.WebAddress = " " },
	} {
		s := d
		bad(&s)
		if err := s.Validate(); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestReturnIssueByProfile(t *testing.T) {
	at := time.Now()
	slip := bookstore.ReturnIssue(bookstore.DefaultInvoiceSettings, "o", "r", bookstore.ProfileEArchive, at)
	if slip.ExpectsIadeInvoice() || slip.Series != "GPS" || slip.InitialStatus() != bookstore.InvoiceIssued {
		t.Errorf("e-Arşiv return: %+v", slip)
	}
	iade := bookstore.ReturnIssue(bookstore.DefaultInvoiceSettings, "o", "r", bookstore.ProfileBasic, at)
	if !iade.ExpectsIadeInvoice() {
		t.Errorf("e-Fatura return: %+v", iade)
	}
	sale := bookstore.SaleInvoiceIssue(bookstore.DefaultInvoiceSettings, "o", "", at)
	if sale.Profile != bookstore.ProfileEArchive || sale.Series != "KTP" || sale.InitialStatus() != bookstore.InvoiceQueued {
		t.Errorf("sale: %+v", sale)
	}
}

func TestInvoicePendingAndVisible(t *testing.T) {
	for _, c := range []struct {
		inv              bookstore.Invoice
		pending, visible bool
	}{
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceQueued}, true, false},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceSending}, true, false},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceSent}, true, false},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceAccepted}, false, true},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceAccepted, CancelRequested: true, Profile: bookstore.ProfileEArchive}, true, true},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceAccepted, CancelRequested: true, Profile: bookstore.ProfileBasic}, false, true},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceRejected}, false, false},
		{bookstore.Invoice{Kind: bookstore.InvoiceSale, Status: bookstore.InvoiceCancelled}, false, true},
		{bookstore.Invoice{Kind: bookstore.InvoiceReturnSlip, Status: bookstore.InvoiceIssued}, false, true},
	} {
		if c.inv.Pending() != c.pending || c.inv.VisibleToBuyer() != c.visible {
			t.Errorf("%+v: pending %v visible %v", c.inv, c.inv.Pending(), c.inv.VisibleToBuyer())
		}
	}
	if err := bookstore.CheckResend(&bookstore.Invoice{Status: bookstore.InvoiceAccepted}); bookstore.ErrorCode(err) != bookstore.CodeConflict {
		t.Errorf("resend of an accepted invoice: %v", err)
	}
	if err := bookstore.CheckResend(&bookstore.Invoice{Status: bookstore.InvoiceRejected}); err != nil {
		t.Errorf("resend of a rejected invoice: %v", err)
	}
}

func TestParseInvoiceFilter(t *testing.T) {
	f, err := bookstore.ParseInvoiceFilter("accepted", "sale", "2026-01-01", "2026-01-31", "KTP2026")
	loc := bookstore.ShopLocation()
	if err != nil || f.Status != bookstore.InvoiceAccepted || f.Kind != bookstore.InvoiceSale ||
		!f.From.Equal(time.Date(2026, 1, 1, 0, 0, 0, 0, loc)) || !f.To.Equal(time.Date(2026, 2, 1, 0, 0, 0, 0, loc)) {
		t.Fatalf("%+v %v", f, err)
	}
	for _, in := range [][5]string{{"bilmem"}, {"", "fatura"}, {"", "", "2026-13-01"}, {"", "", "", "31.01.2026"},
		{"", "", "", "", strings.Repeat("K", 65)}, {"", "", "", "", "KTP\x00"}, {"", "", "", "", "a\nb"}} {
		if _, err := bookstore.ParseInvoiceFilter(in[0], in[1], in[2], in[3], in[4]); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Errorf("%q: %v", in, err)
		}
	}
	if from, to, err := bookstore.ParseInvoiceMonth("2026-12"); err != nil || !from.Equal(time.Date(2026, 12, 1, 0, 0, 0, 0, loc)) ||
		!to.Equal(time.Date(2027, 1, 1, 0, 0, 0, 0, loc)) {
		t.Errorf("month: %v %v %v", from, to, err)
	}
	if _, _, err := bookstore.ParseInvoiceMonth("2026-13"); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Errorf("bad month: %v", err)
	}
}
