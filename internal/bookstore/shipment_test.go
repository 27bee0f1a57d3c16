package bookstore_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

func TestParcelMeasure(t *testing.T) {
	lines := []bookstore.ParcelLine{
		{Title: "Tutunamayanlar", Quantity: 2, Grams: 700, WidthMM: 135, HeightMM: 210, DepthMM: 45},
		{Title: "Kuyucaklı Yusuf", Quantity: 1, Grams: 250, WidthMM: 130, HeightMM: 195, DepthMM: 15},
	}
	g, d, err := bookstore.ParcelMeasure(lines)
	// 2×1275.75 + 380.25 = 2931.75 cm³ → 1 desi; 2 × 700 + 250 g.
	if err != nil || g != 1650 || d != 1 {
		t.Fatalf("grams %d desi %d err %v", g, d, err)
	}
	lines[1].Quantity = 3 // 2551.5 + 1140.75 cm³ → 2 desi
	if _, d, _ = bookstore.ParcelMeasure(lines); d != 2 {
		t.Fatalf("desi %d", d)
	}
	lines[1].DepthMM = 0
	_, _, err = bookstore.ParcelMeasure(lines)
	want := "«Kuyucaklı Yusuf» kitabının ağırlığı ve ölçüleri girilmemiş; kitabı düzenleyip girin."
	var e *bookstore.Error
	if !errors.As(err, &e) || e.Code != bookstore.CodeInvalid || e.Message != want {
		t.Fatalf("err %v", err)
	}
}

func TestShipmentReference(t *testing.T) {
	id := "a1b2c3d4-0000-4000-8000-000000000000"
	if r := bookstore.ShipmentReference(id, 1); r != "A1B2C3D4" {
		t.Fatal(r)
	}
	if r := bookstore.ShipmentReference(id, 2); r != "A1B2C3D4-2" {
		t.Fatal(r)
	}
}

func ev(key string, st bookstore.ShipmentStatus, hour int) bookstore.TrackingEvent {
	return bookstore.TrackingEvent{Key: key, Status: st, At: time.Date(2026, 12, 1, hour, 0, 0, 0, time.UTC)}
}

func TestApplyEventsIdempotentAndOrdered(t *testing.T) {
	s := &bookstore.OrderShipment{ID: "s", Status: bookstore.ShipmentCreated}
	u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("2", bookstore.ShipmentInTransit, 10), ev("1", bookstore.ShipmentAccepted, 9),
		ev("1", bookstore.ShipmentAccepted, 9), {Key: "", Status: bookstore.ShipmentDelivered, At: time.Now()},
		{Key: "x", Status: "lost", At: time.Now()}})
	if len(u.New) != 2 || u.Status != bookstore.ShipmentInTransit || u.StatusAt.Hour() != 10 {
		t.Fatalf("update %+v", u)
	}
	s.Events, s.Status, s.StatusAt = u.New, u.Status, u.StatusAt
	// A repeat of a known event changes nothing.
	if u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("2", bookstore.ShipmentInTransit, 10)}); u.Changed(s) {
		t.Fatalf("repeat changed %+v", u)
	}
	// Delivered, then a late 'accepted' with a later time: stays delivered.
	u = bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("3", bookstore.ShipmentDelivered, 14)})
	if u.Status != bookstore.ShipmentDelivered || u.DeliveredAt.Hour() != 14 {
		t.Fatalf("delivered %+v", u)
	}
	s.Events, s.Status, s.StatusAt, s.DeliveredAt = append(s.Events, u.New...), u.Status, u.StatusAt, u.DeliveredAt
	u = bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("4", bookstore.ShipmentAccepted, 15), ev("5", bookstore.ShipmentFailed, 16)})
	if u.Status != bookstore.ShipmentDelivered || len(u.New) != 2 || u.DeliveredAt.Hour() != 14 {
		t.Fatalf("late events moved it: %+v", u)
	}
}

func TestApplyEventsFailedThenRedelivered(t *testing.T) {
	s := &bookstore.OrderShipment{ID: "s", Status: bookstore.ShipmentCreated}
	// Out of order: the failure (12:00) arrives after the second round
	// (next day 09:00) was already known; the latest by time wins.
	u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("b", bookstore.ShipmentOutForDelivery, 20), ev("a", bookstore.ShipmentFailed, 12)})
	if u.Status != bookstore.ShipmentOutForDelivery {
		t.Fatalf("status %s", u.Status)
	}
	s.Events, s.Status = u.New, u.Status
	// A late in_transit never moves it back.
	if u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("c", bookstore.ShipmentInTransit, 21)}); u.Status != bookstore.ShipmentOutForDelivery {
		t.Fatalf("moved back to %s", u.Status)
	}
}

func TestApplyEventsIgnoresReservationsAndCancelled(t *testing.T) {
	for _, st := range []bookstore.ShipmentStatus{bookstore.ShipmentPreparing, bookstore.ShipmentCancelled} {
		s := &bookstore.OrderShipment{Status: st}
		if u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("1", bookstore.ShipmentDelivered, 9)}); u.Changed(s) {
			t.Fatalf("%s changed: %+v", st, u)
		}
	}
}

func TestOrderStepsFor(t *testing.T) {
	cases := []struct {
		order bookstore.OrderStatus
		st    bookstore.ShipmentStatus
		want  []bookstore.OrderStatus
	}{
		{bookstore.OrderConfirmed, bookstore.ShipmentCreated, nil},
		{bookstore.OrderConfirmed, bookstore.ShipmentAccepted, []bookstore.OrderStatus{bookstore.OrderShipped}},
		{bookstore.OrderConfirmed, bookstore.ShipmentDelivered, []bookstore.OrderStatus{bookstore.OrderShipped, bookstore.OrderDelivered}},
		{bookstore.OrderShipped, bookstore.ShipmentOutForDelivery, nil},
		{bookstore.OrderShipped, bookstore.ShipmentDelivered, []bookstore.OrderStatus{bookstore.OrderDelivered}},
		{bookstore.OrderShipped, bookstore.ShipmentReturned, nil},
		{bookstore.OrderDelivered, bookstore.ShipmentAccepted, nil},
		{bookstore.OrderCancelled, bookstore.ShipmentDelivered, nil},
		{bookstore.OrderConfirmed, bookstore.ShipmentCancelled, nil},
	}
	for _, c := range cases {
		got := bookstore.OrderStepsFor(c.order, c.st)
		if len(got) != len(c.want) {
			t.Fatalf("%s/%s: %v", c.order, c.st, got)
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Fatalf("%s/%s: %v", c.order, c.st, got)
			}
		}
	}
}

func TestShipmentAttentionAndCancel(t *testing.T) {
	for _, st := range []bookstore.ShipmentStatus{bookstore.ShipmentFailed, bookstore.ShipmentReturned} {
		if bookstore.ShipmentAttention(st) == "" {
			t.Fatalf("%s has no attention text", st)
		}
	}
	if bookstore.ShipmentAttention(bookstore.ShipmentDelivered) != "" {
		t.Fatal("delivered needs attention")
	}
	if err := bookstore.CheckShipmentCancel(&bookstore.OrderShipment{Status: bookstore.ShipmentCreated}); err != nil {
		t.Fatal(err)
	}
	err := bookstore.CheckShipmentCancel(&bookstore.OrderShipment{Status: bookstore.ShipmentAccepted})
	var e *bookstore.Error
	if !errors.As(err, &e) || e.Code != bookstore.CodeConflict || e.Message != bookstore.MsgShipmentPickedUp {
		t.Fatalf("err %v", err)
	}
}

// TestParcelRecipient: the carrier gets the frozen delivery address with
// the neighbourhood as the address book keeps it (no second "Mah."), and a
// migrated address without il and ilçe is refused.
func TestParcelRecipient(t *testing.T) {
	p := &bookstore.OrderParties{Delivery: bookstore.Address{Recipient: "Ayşe Yılmaz", Phone: "+90 532 111 22 33",
		ProvinceID: 34, Province: "İstanbul", DistrictID: 1421, District: "Kadıköy", Neighborhood: "Caferağa Mah.", Line: "Moda Cad. No: 5"}}
	got, err := bookstore.ParcelRecipient(p, "ayse@example.com")
	want := bookstore.ParcelParty{Name: "Ayşe Yılmaz", Phone: "+90 532 111 22 33", Email: "ayse@example.com", Province: "İstanbul",
		District: "Kadıköy", Address: "Caferağa Mah., Moda Cad. No: 5"}
	if err != nil || got != want {
		t.Fatalf("got %+v %v", got, err)
	}
	p.Delivery.Neighborhood = ""
	if got, _ := bookstore.ParcelRecipient(p, ""); got.Address != "Moda Cad. No: 5" {
		t.Fatalf("without a neighbourhood: %q", got.Address)
	}
	p.Delivery.DistrictID = 0
	if _, err := bookstore.ParcelRecipient(p, ""); bookstore.ErrorMessage(err) != bookstore.MsgShipmentNoAddress {
		t.Fatalf("incomplete: %v", err)
	}
}

// TestApplyEventsNoticesAFailedDelivery: the update that takes a parcel to
// 'teslim edilemedi' carries the staff's notice (keyed by the carrier's
// event, so a repeat is stored once); a repeat or a failure after delivery
// carries none.
func TestApplyEventsNoticesAFailedDelivery(t *testing.T) {
	s := &bookstore.OrderShipment{ID: "s", OrderID: "a1b2c3d4-0000-4000-8000-000000000000", Status: bookstore.ShipmentOutForDelivery}
	fail := ev("f1", bookstore.ShipmentFailed, 12)
	fail.Description = "Alıcı adreste bulunamadı"
	u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{fail})
	if u.Staff == nil || u.Staff.Kind != bookstore.NoticeDeliveryFailed || !strings.Contains(u.Staff.Body, "#a1b2c3d4") ||
		!strings.Contains(u.Staff.Body, "Alıcı adreste bulunamadı") || !strings.HasSuffix(u.Staff.DedupKey, ":f1") {
		t.Fatalf("notice %+v", u.Staff)
	}
	s.Events, s.Status = u.New, u.Status
	if u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{fail}); u.Staff != nil {
		t.Fatalf("a repeat noticed again: %+v", u.Staff)
	}
	s.Status = bookstore.ShipmentDelivered
	if u := bookstore.ApplyEvents(s, []bookstore.TrackingEvent{ev("f2", bookstore.ShipmentFailed, 18)}); u.Staff != nil {
		t.Fatalf("a failure after delivery noticed: %+v", u.Staff)
	}
}
