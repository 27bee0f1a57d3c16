package bookstore_test

import (
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// threeLines is a card order of three lines (one with a coupon share),
// 100 ₺ of books less a 10 ₺ coupon, shipping 15 ₺ (threshold 100 ₺).
func threeLines() *bookstore.Order {
	items := []bookstore.OrderItem{
		{Quantity: 1, Price: 3333, CouponShare: 333, Paid: 3000},
		{Quantity: 2, Price: 2000, CouponShare: 400, Paid: 3600},
		{Quantity: 1, Price: 2667, CouponShare: 267, Paid: 2400},
	}
	return &bookstore.Order{ID: "0193a000-0000-7000-8000-000000000001", Status: bookstore.OrderPending, PaymentMethod: bookstore.MethodCard,
		Shipping: bookstore.DefaultShippingRule, CouponCode: "ON", Items: items,
		Totals: bookstore.Totals{Subtotal: 10000, Discount: 1000, Shipping: 1500, Total: 10500}}
}

func TestMethodTotals(t *testing.T) {
	o := threeLines()
	if err := o.CheckTotals(); err != nil {
		t.Fatalf("the card order: %v", err)
	}
	s := bookstore.PaymentSettings{HoldHours: 48, TransferDiscount: 3, CODFee: 1990}
	// 3 % of 90,00 ₺ = 2,70 ₺, spread over 30/36/24 by the largest remainder.
	tr := bookstore.WithMethod(o, bookstore.MethodTransfer, s, time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC))
	if tr.Totals != (bookstore.Totals{Subtotal: 10000, Discount: 1000, MethodDiscount: 270, Shipping: 1500, Total: 10230}) {
		t.Fatalf("transfer totals %+v", tr.Totals)
	}
	var shares int64
	for i, it := range tr.Items {
		shares += it.CouponShare - o.Items[i].CouponShare
		if it.Paid != it.Price*int64(it.Quantity)-it.CouponShare {
			t.Fatalf("line %d: paid %d share %d", i, it.Paid, it.CouponShare)
		}
	}
	if shares != 270 || tr.Items[0].CouponShare != 333+90 || tr.Items[1].CouponShare != 400+108 || tr.Items[2].CouponShare != 267+72 {
		t.Fatalf("shares %+v", tr.Items)
	}
	if err := tr.CheckTotals(); err != nil {
		t.Fatalf("the transfer order: %v", err)
	}
	if o.Items[0].CouponShare != 333 || o.Totals.Total != 10500 {
		t.Fatal("WithMethod changed the order it was given")
	}
	// Friday 12:00 Istanbul + 48 working hours: Tuesday 12:00.
	if want := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC); !tr.PayBy.Equal(want) {
		t.Fatalf("deadline %v, want %v", tr.PayBy, want)
	}
	// A remainder: 1 % of 90,00 = 0,90 over 30/36/24 → 30, 36, 24 exactly;
	// 7 % of 90,01 → 630 kuruş rounded down, the kuruş left to the largest remainders.
	odd := threeLines()
	odd.Items[0].Price, odd.Items[0].Paid = 3334, 3001
	odd.Totals = bookstore.Totals{Subtotal: 10001, Discount: 1000, Shipping: 1500, Total: 10501}
	tr7 := bookstore.WithMethod(odd, bookstore.MethodTransfer, bookstore.PaymentSettings{TransferDiscount: 7}, time.Now())
	if tr7.Totals.MethodDiscount != 630 || tr7.Totals.Total != 10501-630 || tr7.CheckTotals() != nil {
		t.Fatalf("7 %%: %+v %v", tr7.Totals, tr7.CheckTotals())
	}
	cod := bookstore.WithMethod(o, bookstore.MethodCOD, s, time.Now())
	if cod.Totals != (bookstore.Totals{Subtotal: 10000, Discount: 1000, Shipping: 1500, MethodFee: 1990, Total: 12490}) || cod.CheckTotals() != nil || !cod.PayBy.IsZero() {
		t.Fatalf("cod %+v", cod.Totals)
	}
	// The stored amounts must fit the method: a card order with a fee, a
	// kapıda ödeme order with a discount, a fee not in the total.
	for name, bad := range map[string]func(o *bookstore.Order){
		"card with a fee":     func(o *bookstore.Order) { o.PaymentMethod = bookstore.MethodCard },
		"cod with a discount": func(o *bookstore.Order) { o.Totals.MethodDiscount = 10; o.Totals.Total -= 10 },
		"fee not in total":    func(o *bookstore.Order) { o.Totals.Total -= 1990 },
		"negative fee":        func(o *bookstore.Order) { o.Totals.MethodFee = -1990; o.Totals.Total -= 3980 },
	} {
		c := bookstore.WithMethod(o, bookstore.MethodCOD, s, time.Now())
		bad(&c)
		if bookstore.ErrorMessage(c.CheckTotals()) != bookstore.MsgOrderAmountMismatch {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestOfferMethods(t *testing.T) {
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	o := threeLines()
	on := bookstore.PaymentSettings{TransferOn: true, HoldHours: 48, CODOn: true, CODFee: 1000, CODMaxTotal: 11500,
		CODCarriers: []string{"MNG Kargo"}, CODBanDays: 30}
	got := bookstore.OfferMethods(bookstore.DefaultPaymentSettings, o, bookstore.CODHistory{}, now, "MNG Kargo")
	if len(got) != 1 || got[0].Method != bookstore.MethodCard || !got[0].Available || got[0].Totals.Total != 10500 {
		t.Fatalf("both off: %+v", got)
	}
	got = bookstore.OfferMethods(on, o, bookstore.CODHistory{}, now, "MNG Kargo")
	if len(got) != 3 || !got[1].Available || !got[2].Available || got[2].Totals.Total != 11500 {
		t.Fatalf("both on: %+v", got)
	}
	for _, c := range []struct {
		name    string
		s       func(s *bookstore.PaymentSettings)
		h       bookstore.CODHistory
		carrier string
		want    string
	}{
		{"over the maximum", func(s *bookstore.PaymentSettings) { s.CODMaxTotal = 11499 }, bookstore.CODHistory{}, "MNG Kargo", "₺114,99 ve altındaki"},
		{"an open order", nil, bookstore.CODHistory{OpenOrders: 1}, "MNG Kargo", bookstore.MsgCODOpenOrder},
		{"refused within the ban", nil, bookstore.CODHistory{LastRefusal: now.AddDate(0, 0, -29)}, "MNG Kargo", "28 Kasım 2026 tarihine"},
		{"carrier", nil, bookstore.CODHistory{}, "Aras Kargo", bookstore.MsgCODCarrier},
	} {
		s := on
		if c.s != nil {
			c.s(&s)
		}
		got := bookstore.OfferMethods(s, o, c.h, now, c.carrier)
		if got[2].Available || !strings.Contains(got[2].Reason, c.want) || got[2].Hidden != (c.name == "over the maximum") {
			t.Errorf("%s: %+v", c.name, got[2])
		}
		pending := &bookstore.PendingOrder{Order: *o, ExpiresAt: now.Add(time.Hour)}
		if err := bookstore.CheckMethodChoice(pending, bookstore.MethodCOD, got, false, now); bookstore.ErrorCode(err) != bookstore.CodeConflict || !strings.Contains(bookstore.ErrorMessage(err), c.want) {
			t.Errorf("%s: choice %v", c.name, err)
		}
	}
	// A refusal older than the ban, no limit (0), no carrier to check.
	s := on
	s.CODMaxTotal = 0
	if got := bookstore.OfferMethods(s, o, bookstore.CODHistory{LastRefusal: now.AddDate(0, 0, -31)}, now, ""); !got[2].Available {
		t.Fatalf("after the ban: %+v", got[2])
	}
}

func TestCheckMethodChoice(t *testing.T) {
	now := time.Now()
	o := &bookstore.PendingOrder{Order: *threeLines(), ExpiresAt: now.Add(time.Hour)}
	offers := bookstore.OfferMethods(bookstore.PaymentSettings{TransferOn: true, HoldHours: 48}, &o.Order, bookstore.CODHistory{}, now, "")
	if err := bookstore.CheckMethodChoice(o, bookstore.MethodTransfer, offers, false, now); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		m    bookstore.PaymentMethod
		o    func(o *bookstore.PendingOrder)
		form bool
		want string
	}{
		"card":       {bookstore.MethodCard, nil, false, bookstore.MsgMethodUnknown},
		"unknown":    {"cheque", nil, false, bookstore.MsgMethodUnknown},
		"off":        {bookstore.MethodCOD, nil, false, bookstore.MsgMethodOff},
		"form":       {bookstore.MethodTransfer, nil, true, bookstore.MsgPaymentInFlight},
		"expired":    {bookstore.MethodTransfer, func(o *bookstore.PendingOrder) { o.ExpiresAt = now.Add(-time.Second) }, false, bookstore.MsgOrderExpired},
		"cancelled":  {bookstore.MethodTransfer, func(o *bookstore.PendingOrder) { o.Status = bookstore.OrderCancelled }, false, bookstore.MsgOrderInfoNotFound},
		"completing": {bookstore.MethodTransfer, func(o *bookstore.PendingOrder) { o.Completing = true }, false, bookstore.MsgPaymentInProgress},
		"chosen":     {bookstore.MethodTransfer, func(o *bookstore.PendingOrder) { o.PaymentMethod = bookstore.MethodTransfer }, false, bookstore.MsgMethodChosen},
		"cod chosen": {bookstore.MethodTransfer, func(o *bookstore.PendingOrder) {
			o.PaymentMethod, o.Status = bookstore.MethodCOD, bookstore.OrderConfirmed
		}, false, bookstore.MsgMethodChosen},
		"card paid": {bookstore.MethodTransfer, func(o *bookstore.PendingOrder) { o.Status = bookstore.OrderConfirmed }, false, bookstore.MsgOrderAlreadyPaid},
	} {
		c2 := *o
		if c.o != nil {
			c.o(&c2)
		}
		if err := bookstore.CheckMethodChoice(&c2, c.m, offers, c.form, now); bookstore.ErrorMessage(err) != c.want {
			t.Errorf("%s: %v", name, err)
		}
	}
}
