package bookstore_test

import (
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// The return carrier is a choice from the carriers' list (not 'Diğer'); its
// agreement code is one line of at most 40 characters and needs a carrier.
func TestReturnCarrierSettings(t *testing.T) {
	for _, tc := range []struct {
		name, carrier, code, field, msg string
	}{
		{"carrier and code", "MNG Kargo", "MNG-44120", "", ""},
		{"carrier alone", "Aras Kargo", "", "", ""},
		{"neither", "", "", "", ""},
		{"code of 40", "PTT Kargo", strings.Repeat("K", 40), "", ""},
		{"code of 41", "PTT Kargo", strings.Repeat("K", 41), "returnAgreementCode", bookstore.MsgReturnAgreement},
		{"code without carrier", "", "123", "returnAgreementCode", bookstore.MsgReturnAgreementAlone},
		{"carrier not in the list", "Kitap Kargo", "", "returnCarrier", bookstore.MsgReturnCarrierChoice},
		{"catch-all carrier", "Diğer", "", "returnCarrier", bookstore.MsgReturnCarrierChoice},
	} {
		p := bookstore.NewPageInput(bookstore.PageContact, "İletişim", "", true, bookstore.PageFields{ReturnCarrier: tc.carrier, ReturnAgreement: " " + tc.code + " "})
		err := p.Validate()
		if tc.field == "" {
			if err != nil {
				t.Errorf("%s: refused: %v", tc.name, err)
				continue
			}
			s := bookstore.SellerOf(&bookstore.PageContent{Key: bookstore.PageContact, Published: true, Meta: p.Meta})
			if s.ReturnCarrier != tc.carrier || s.ReturnAgreement != tc.code {
				t.Errorf("%s: seller %+v", tc.name, s)
			}
			continue
		}
		if msg := fieldMessage(err, tc.field); msg != tc.msg {
			t.Errorf("%s: %s = %q, want %q (%v)", tc.name, tc.field, msg, tc.msg, err)
		}
	}
	for _, c := range bookstore.ReturnCarriers() {
		if c == "Diğer" {
			t.Fatal("'Diğer' is a return carrier")
		}
	}
}

// The contracts name the return carrier and its agreement code; without a
// carrier they say where the buyer learns it, never 'firması: -'.
func TestContractsNameTheReturnCarrier(t *testing.T) {
	buyer := &bookstore.User{FullName: "Ayşe Yılmaz", Email: "ayse@example.com"}
	order := &bookstore.Order{ID: "0190abcd-0000-7000-8000-000000000000", ShippingAddress: "Moda Cad. 12, Kadıköy/İstanbul"}
	base := bookstore.Seller{Title: "Kitapevi", Address: "Beyoğlu", Email: "satis@example.com"}
	for _, tc := range []struct {
		name, carrier, code string
		want                []string
	}{
		{"none", "", "", []string{"İade için anlaşmalı kargo firması ve iade kodu, cayma talebi oluşturulduğunda sipariş sayfasındaki iade bölümünde"}},
		{"carrier", "Aras Kargo", "", []string{"İade için anlaşmalı kargo firması: Aras Kargo; iade kodu, cayma talebi oluşturulduğunda"}},
		{"carrier and code", "MNG Kargo", "MNG-44120", []string{"İade için anlaşmalı kargo firması: MNG Kargo (anlaşma kodu: MNG-44120)."}},
	} {
		s := base
		s.ReturnCarrier, s.ReturnAgreement = tc.carrier, tc.code
		c := bookstore.BuildContracts(s, buyer, order, time.Now(), nil)
		for name, text := range map[string]string{"pre-information": c.PreInformation, "distance sales": c.DistanceSales} {
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("%s: %s lacks %q", tc.name, name, w)
				}
			}
			for _, bad := range []string{"firması: -", "firması: .", "kodu: -", "kodu: )"} {
				if strings.Contains(text, bad) {
					t.Errorf("%s: %s prints %q", tc.name, name, bad)
				}
			}
		}
	}
}

// The return instructions name the carrier and the code the parcel is
// handed over with, say the code follows while it is obtained, and never
// print a bare '-' for what the seller left empty.
func TestReturnInstructions(t *testing.T) {
	seller := bookstore.Seller{Title: "Kitapevi", Address: "Beyoğlu", Email: "satis@example.com"}
	for _, tc := range []struct {
		name string
		r    bookstore.ReturnRequest
		want []string
	}{
		{"no carrier", bookstore.ReturnRequest{Code: "IAD-AAAA2222"},
			[]string{"İade kodunuz: IAD-AAAA2222", "İade kargo firması henüz belirlenmedi", "satis@example.com"}},
		{"manual carrier, agreement code", bookstore.ReturnRequest{Code: "IAD-AAAA2222", Carrier: "Aras Kargo", CarrierCode: "ARS-778812"},
			[]string{"Kargo iade kodunuz: ARS-778812 (Aras Kargo)", "Aras Kargo şubesine"}},
		{"manual carrier, no code", bookstore.ReturnRequest{Code: "IAD-AAAA2222", Carrier: "Aras Kargo"},
			[]string{"İade kargo firması: Aras Kargo", "Aras Kargo ile aşağıdaki adrese"}},
		{"code pending", bookstore.ReturnRequest{Code: "IAD-AAAA2222", Carrier: "MNG Kargo", CarrierRef: "IADE0190ABCD01"},
			[]string{"Kargo iade kodunuz hazırlanıyor", "MNG Kargo"}},
		{"code from the API", bookstore.ReturnRequest{Code: "IAD-AAAA2222", Carrier: "MNG Kargo", CarrierRef: "IADE0190ABCD01", CarrierCode: "RT123456"},
			[]string{"Kargo iade kodunuz: RT123456 (MNG Kargo)"}},
	} {
		text := bookstore.ReturnInstructions(seller, &tc.r)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: lacks %q:\n%s", tc.name, w, text)
			}
		}
		if strings.Contains(text, ": -") {
			t.Errorf("%s: prints a bare '-':\n%s", tc.name, text)
		}
	}
	if text := bookstore.ReturnInstructions(bookstore.Seller{}, &bookstore.ReturnRequest{Code: "IAD-AAAA2222"}); strings.Contains(text, ": -") {
		t.Errorf("empty seller: prints a bare '-':\n%s", text)
	}
}

// A return shipment's events, in any order and twice: the hand-over is the
// earliest movement, the delivery back the earliest delivery.
func TestTrackReturn(t *testing.T) {
	t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	ev := func(key string, st bookstore.ShipmentStatus, h int) bookstore.TrackingEvent {
		return bookstore.TrackingEvent{Key: key, Status: st, At: t0.Add(time.Duration(h) * time.Hour)}
	}
	got := bookstore.TrackReturn([]bookstore.TrackingEvent{ev("3", bookstore.ShipmentDelivered, 30), ev("1", bookstore.ShipmentCreated, -5),
		ev("2", bookstore.ShipmentInTransit, 8), ev("0", bookstore.ShipmentAccepted, 0), ev("3", bookstore.ShipmentDelivered, 30)})
	if !got.HandedOverAt.Equal(t0) || !got.DeliveredAt.Equal(t0.Add(30*time.Hour)) {
		t.Fatalf("tracking: %+v", got)
	}
	if got := bookstore.TrackReturn([]bookstore.TrackingEvent{ev("1", bookstore.ShipmentCreated, 0)}); !got.HandedOverAt.IsZero() || !got.DeliveredAt.IsZero() {
		t.Fatalf("created only: %+v", got)
	}
	// The latest failure is the one staff are told of; it neither hands
	// over nor delivers.
	got = bookstore.TrackReturn([]bookstore.TrackingEvent{ev("5", bookstore.ShipmentReturned, 12), ev("4", bookstore.ShipmentFailed, 10),
		ev("5", bookstore.ShipmentReturned, 12)})
	if got.Failed.Key != "5" || !got.HandedOverAt.IsZero() || !got.DeliveredAt.IsZero() {
		t.Fatalf("failures: %+v", got)
	}
	// The refund deadline counts from the hand-over when it is known.
	r := bookstore.ReturnRequest{CreatedAt: t0.Add(-48 * time.Hour)}
	if !r.RefundDue().Equal(t0.Add(-48*time.Hour).AddDate(0, 0, bookstore.ReturnRefundDays)) {
		t.Fatalf("due without hand-over: %v", r.RefundDue())
	}
	r.HandedOverAt = t0
	if !r.RefundDue().Equal(t0.AddDate(0, 0, bookstore.ReturnRefundDays)) {
		t.Fatalf("due after hand-over: %v", r.RefundDue())
	}
}
