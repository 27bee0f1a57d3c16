package mngkargo

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

var twelveDigits = regexp.MustCompile(`^[1-9][0-9]{11}$`)

// The happy path over HTTP: createOrder then createbarcode give a 12-digit
// shipment id and a ZPL label; the reference finds it; tracking follows the
// simulator's movements with stable keys.
func TestCreateFindTrack(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	ctx := context.Background()
	p := testParcel()
	p.Reference = strings.ToLower(p.Reference) // MNG wants upper case: the client makes it so
	p.CODAmount = 12550
	s, err := c.CreateShipment(ctx, p)
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	if !twelveDigits.MatchString(s.ID) || s.TrackingNumber != s.ID || s.Reference != strings.ToUpper(p.Reference) {
		t.Fatalf("shipment: %+v", s)
	}
	list := sim.Shipments()
	if len(list) != 1 || !strings.HasPrefix(list[0].Label, "^XA") || !strings.HasSuffix(list[0].Label, "^XZ") ||
		list[0].CODAmount != 125.50 || list[0].District != "Karşıyaka" {
		t.Fatalf("at the simulator: %+v", list)
	}
	if got, found, err := c.FindShipment(ctx, p.Reference); err != nil || !found || got != s {
		t.Fatalf("find: %+v %v %v", got, found, err)
	}
	if _, found, err := c.FindShipment(ctx, "YOK-BOYLE-BIR-REFERANS"); err != nil || found {
		t.Fatalf("find unknown: %v %v", found, err)
	}
	ev, err := c.Track(ctx, s.ID)
	if err != nil || !slices.Equal(statuses(ev), []bookstore.ShipmentStatus{bookstore.ShipmentCreated}) {
		t.Fatalf("track at once: %+v %v", ev, err)
	}
	if _, err := sim.Advance(list[0].Barcodes[0], bookstore.ShipmentAccepted); err != nil {
		t.Fatalf("advance: %v", err)
	}
	ev, err = c.Track(ctx, s.ID)
	if err != nil || !slices.Equal(statuses(ev), []bookstore.ShipmentStatus{bookstore.ShipmentCreated, bookstore.ShipmentAccepted}) {
		t.Fatalf("track after pick-up: %v %v", statuses(ev), err)
	}
	if _, err := sim.Advance(list[0].Barcodes[0], bookstore.ShipmentDelivered); err != nil {
		t.Fatalf("advance: %v", err)
	}
	ev, err = c.Track(ctx, s.ID)
	want := []bookstore.ShipmentStatus{bookstore.ShipmentCreated, bookstore.ShipmentAccepted, bookstore.ShipmentInTransit,
		bookstore.ShipmentOutForDelivery, bookstore.ShipmentDelivered}
	if err != nil || !slices.Equal(statuses(ev), want) {
		t.Fatalf("track after delivery: %v %v", statuses(ev), err)
	}
	keys := map[string]bool{}
	for i, e := range ev {
		if keys[e.Key] || e.Key == "" || e.At.IsZero() || e.Description == "" || (i > 0 && !e.At.After(ev[i-1].At)) {
			t.Fatalf("event %d: %+v", i, e)
		}
		keys[e.Key] = true
	}
	again, _ := c.Track(ctx, s.ID)
	if again[4].Key != ev[4].Key || !again[4].At.Equal(ev[4].At) {
		t.Fatalf("keys or times changed between polls: %+v %+v", again[4], ev[4])
	}
	if _, err := sim.Advance(s.ID, bookstore.ShipmentInTransit); !errors.Is(err, ErrSimMove) {
		t.Fatalf("moving a delivered parcel back: %v", err)
	}
}

// A second CreateShipment with the same reference returns the shipment
// already there: one shipment at the carrier.
func TestCreateShipmentIdempotentByReference(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	p := testParcel()
	a, err := c.CreateShipment(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.CreateShipment(context.Background(), p)
	if err != nil || a != b || len(sim.Shipments()) != 1 {
		t.Fatalf("second create: %+v %v; %d shipments", b, err, len(sim.Shipments()))
	}
}

// MNG failing (500) on either call is ErrCarrierUnavailable, and a retry
// creates one shipment, not two.
func TestFault500(t *testing.T) {
	for _, ep := range []string{"token", "createOrder", "createbarcode"} {
		t.Run(ep, func(t *testing.T) {
			sim, c, _ := simServer(t, SimulatorOptions{})
			if err := sim.InjectFault(SimFault{Endpoint: ep, Status: 500}); err != nil {
				t.Fatal(err)
			}
			p := testParcel()
			if _, err := c.CreateShipment(context.Background(), p); !errors.Is(err, bookstore.ErrCarrierUnavailable) {
				t.Fatalf("create against a 500: %v", err)
			}
			s, err := c.CreateShipment(context.Background(), p)
			if err != nil || len(sim.Shipments()) != 1 || sim.Shipments()[0].ShipmentID != s.ID {
				t.Fatalf("retry: %+v %v; %+v", s, err, sim.Shipments())
			}
		})
	}
	sim, c, _ := simServer(t, SimulatorOptions{})
	s, _ := c.CreateShipment(context.Background(), testParcel())
	for _, ep := range []string{"track", "status"} {
		_ = sim.InjectFault(SimFault{Endpoint: ep, Status: 503})
		if _, err := c.Track(context.Background(), s.ID); !errors.Is(err, bookstore.ErrCarrierUnavailable) {
			t.Fatalf("track against a 503 on %s: %v", ep, err)
		}
	}
}

// MNG's 20001 (the destination branch not resolved yet) on createbarcode
// is a "try later": unavailable, and the retry barcodes the order already
// there. Another refusal with MNG's words is the staff's to read.
func TestBranchNotResolvedYet(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	_ = sim.InjectFault(SimFault{Endpoint: "createbarcode", Status: 400, Code: codeBranchNotFound, Reason: "VARIŞ ŞUBESİ BULUNAMADI"})
	p := testParcel()
	if _, err := c.CreateShipment(context.Background(), p); !errors.Is(err, bookstore.ErrCarrierUnavailable) ||
		!strings.Contains(err.Error(), "VARIŞ ŞUBESİ") {
		t.Fatalf("20001: %v", err)
	}
	s, err := c.CreateShipment(context.Background(), p)
	if list := sim.Shipments(); err != nil || len(list) != 1 || list[0].ShipmentID != s.ID {
		t.Fatalf("retry: %+v %v; %+v", s, err, list)
	}
	_ = sim.InjectFault(SimFault{Endpoint: "createOrder", Status: 400, Code: "26056", Reason: "Alıcı vergi numarası geçersiz"})
	var be *bookstore.Error
	if _, err := c.CreateShipment(context.Background(), testParcel()); !errors.As(err, &be) || be.Code != bookstore.CodeInvalid ||
		be.Message != "Kargo firması gönderiyi kabul etmedi: Alıcı vergi numarası geçersiz" {
		t.Fatalf("refusal: %v", err)
	}
}

// The answers' two shapes: MNG's one-element arrays and the swagger's
// objects.
func TestDecodeOne(t *testing.T) {
	for _, body := range []string{`[{"shipmentId":"123456789012"}]`, `{"shipmentId":"123456789012"}`} {
		var b barcodeAnswer
		if err := decodeOne([]byte(body), &b); err != nil || b.ShipmentID != "123456789012" {
			t.Fatalf("%s: %+v %v", body, b, err)
		}
	}
	if err := decodeOne([]byte(`[]`), &barcodeAnswer{}); err == nil {
		t.Fatal("an empty list decoded")
	}
}

// A hung carrier is given up at the client's bound, as unavailable, and
// nothing was created.
func TestHangPastTheTimeout(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	c.callTimeout = 300 * time.Millisecond
	for _, ep := range []string{"token", "createOrder"} {
		_ = sim.InjectFault(SimFault{Endpoint: ep, DelayMs: 10000})
		start := time.Now()
		_, err := c.CreateShipment(context.Background(), testParcel())
		if !errors.Is(err, bookstore.ErrCarrierUnavailable) || !strings.Contains(err.Error(), "zaman aşımı") {
			t.Fatalf("%s hang: %v", ep, err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("%s hang took %s, past the bound", ep, d)
		}
	}
	if n := len(sim.Shipments()); n != 0 {
		t.Fatalf("%d shipments after hangs", n)
	}
	// The caller's shorter deadline wins over the client's.
	c.callTimeout = time.Minute
	_ = sim.InjectFault(SimFault{Endpoint: "status", DelayMs: 10000})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, _, err := c.FindShipment(ctx, "KTP-1"); !errors.Is(err, bookstore.ErrCarrierUnavailable) {
		t.Fatalf("ctx deadline: %v", err)
	}
}

// An answer lost after the carrier created the order (or its barcode):
// the retry finds it by reference, and the carrier holds exactly one.
func TestAnswerDroppedRetryFindsIt(t *testing.T) {
	for _, ep := range []string{"createOrder", "createbarcode"} {
		t.Run(ep, func(t *testing.T) {
			sim, c, _ := simServer(t, SimulatorOptions{})
			_ = sim.InjectFault(SimFault{Endpoint: ep, DropAfterProcessing: true})
			p := testParcel()
			if _, err := c.CreateShipment(context.Background(), p); !errors.Is(err, bookstore.ErrCarrierUnavailable) {
				t.Fatalf("dropped answer: %v", err)
			}
			list := sim.Shipments()
			if len(list) != 1 {
				t.Fatalf("after the drop: %+v", list)
			}
			s, err := c.CreateShipment(context.Background(), p)
			list = sim.Shipments()
			if err != nil || len(list) != 1 || !list[0].Barcoded || list[0].ShipmentID != s.ID {
				t.Fatalf("retry: %+v %v; %+v", s, err, list)
			}
			if ep == "createbarcode" {
				if f, found, err := c.FindShipment(context.Background(), p.Reference); err != nil || !found || f != s {
					t.Fatalf("find after the retry: %+v %v %v", f, found, err)
				}
			}
		})
	}
}

// An il/ilçe the carrier does not know is refused with a Turkish message
// naming it; other refusals name MNG's reason; nothing is created.
func TestRefusedInput(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	p := testParcel()
	p.Recipient.District = "Atlantis"
	_, err := c.CreateShipment(context.Background(), p)
	var be *bookstore.Error
	if !errors.As(err, &be) || be.Code != bookstore.CodeInvalid ||
		!strings.Contains(be.Message, "Kargo firması teslimat adresinin il/ilçe bilgisini tanımadı: İzmir/Atlantis") {
		t.Fatalf("unknown district: %v", err)
	}
	p = testParcel()
	p.Recipient.Email = ""
	if _, err := c.CreateShipment(context.Background(), p); !errors.As(err, &be) || be.Code != bookstore.CodeInvalid ||
		!strings.Contains(be.Message, "e-posta") {
		t.Fatalf("no e-mail: %v", err)
	}
	p = testParcel()
	p.Reference = strings.Repeat("A", 31)
	if _, err := c.CreateShipment(context.Background(), p); !errors.As(err, &be) || be.Code != bookstore.CodeInvalid {
		t.Fatalf("long reference: %v", err)
	}
	p = testParcel()
	p.Grams = 0
	if _, err := c.CreateShipment(context.Background(), p); !errors.As(err, &be) || be.Code != bookstore.CodeInvalid {
		t.Fatalf("no weight: %v", err)
	}
	if n := len(sim.Shipments()); n != 0 {
		t.Fatalf("%d shipments after refusals", n)
	}
}

// Cancelling: barcode then order; again succeeds; the reference is free
// for a new shipment; after pick-up it is a conflict.
func TestCancel(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	ctx := context.Background()
	p := testParcel()
	s, err := c.CreateShipment(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.CancelShipment(ctx, s.ID); err != nil {
		t.Fatalf("cancel: %v", err)
	}
	if err := c.CancelShipment(ctx, s.ID); err != nil {
		t.Fatalf("cancel again: %v", err)
	}
	if sim.Shipments()[0].Status != bookstore.ShipmentCancelled {
		t.Fatalf("at the simulator: %+v", sim.Shipments()[0])
	}
	if _, found, err := c.FindShipment(ctx, p.Reference); err != nil || found {
		t.Fatalf("find a cancelled shipment: %v %v", found, err)
	}
	s2, err := c.CreateShipment(ctx, p)
	if err != nil || s2.ID == s.ID {
		t.Fatalf("prepared again: %+v %v", s2, err)
	}
	if _, err := sim.Advance(s2.ID, bookstore.ShipmentAccepted); err != nil {
		t.Fatal(err)
	}
	var be *bookstore.Error
	err = c.CancelShipment(ctx, s2.ID)
	if !errors.As(err, &be) || be.Code != bookstore.CodeConflict || !strings.Contains(be.Message, "teslim almış") {
		t.Fatalf("cancel after pick-up: %v", err)
	}
	if err := c.CancelShipment(ctx, "999999999999"); !errors.As(err, &be) || be.Code != bookstore.CodeNotFound {
		t.Fatalf("cancel unknown: %v", err)
	}
}

// An expired token is fetched again once, and the call goes through; a
// token is reused while valid.
func TestTokenExpiry(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	ctx := context.Background()
	s, err := c.CreateShipment(ctx, testParcel())
	if err != nil || sim.TokensIssued() != 1 {
		t.Fatalf("create: %v, %d tokens", err, sim.TokensIssued())
	}
	sim.ExpireTokens()
	if _, err := c.Track(ctx, s.ID); err != nil || sim.TokensIssued() != 2 || sim.TokensRefused() != 1 {
		t.Fatalf("after expiry: %v, %d tokens, %d refused", err, sim.TokensIssued(), sim.TokensRefused())
	}
	// Refused again after a fresh token: no loop, the carrier is unavailable.
	_ = sim.InjectFault(SimFault{Endpoint: "track", Status: 401, Count: 2})
	if _, err := c.Track(ctx, s.ID); !errors.Is(err, bookstore.ErrCarrierUnavailable) || sim.TokensIssued() != 3 {
		t.Fatalf("401 twice: %v, %d tokens", err, sim.TokensIssued())
	}
	// A short-lived token is replaced before it lapses, without a 401.
	sim2, c2, _ := simServer(t, SimulatorOptions{TokenTTL: time.Second})
	if _, _, err := c2.FindShipment(ctx, "KTP-1"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond)
	if _, _, err := c2.FindShipment(ctx, "KTP-1"); err != nil || sim2.TokensIssued() != 2 || sim2.TokensRefused() != 0 {
		t.Fatalf("short token: %v, %d tokens, %d refused", err, sim2.TokensIssued(), sim2.TokensRefused())
	}
	// Wrong credentials: unavailable, with the variables named for the log.
	c3 := NewClient(strings.TrimSuffix(c2.baseURL, "/"), Credentials{ClientID: SimClientID, ClientSecret: SimClientSecret,
		CustomerNumber: SimCustomerNumber, Password: "yanlis"}, nil)
	if _, _, err := c3.FindShipment(ctx, "KTP-1"); !errors.Is(err, bookstore.ErrCarrierUnavailable) || !strings.Contains(err.Error(), "_PASSWORD") {
		t.Fatalf("wrong password: %v", err)
	}
}

// A return code: the same reference gives the same code; the return moves
// created → accepted → delivered (to the seller) and is tracked by its
// reference.
func TestCreateReturn(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{})
	ctx := context.Background()
	r := bookstore.ReturnParcel{Reference: "IADE-000042", Sender: testParcel().Recipient}
	a, err := c.CreateReturn(ctx, r)
	if err != nil || len(a.Code) != 10 || a.ID != "IADE-000042" || a.TrackingNumber != a.Code {
		t.Fatalf("return: %+v %v", a, err)
	}
	b, err := c.CreateReturn(ctx, r)
	if err != nil || b != a || len(sim.Shipments()) != 1 {
		t.Fatalf("same reference: %+v %v", b, err)
	}
	if _, err := sim.Advance(a.Code, bookstore.ShipmentDelivered); err != nil {
		t.Fatal(err)
	}
	ev, err := c.Track(ctx, a.ID)
	want := []bookstore.ShipmentStatus{bookstore.ShipmentCreated, bookstore.ShipmentAccepted, bookstore.ShipmentDelivered}
	if err != nil || !slices.Equal(statuses(ev), want) {
		t.Fatalf("return track: %v %v", statuses(ev), err)
	}
	r.Sender.Province = "Narnia"
	var be *bookstore.Error
	r.Reference = "IADE-000043"
	if _, err := c.CreateReturn(ctx, r); !errors.As(err, &be) || !strings.Contains(be.Message, "iade eden adresinin il/ilçe") {
		t.Fatalf("unknown province: %v", err)
	}
}

// The status mapping, and events whose words are unknown.
func TestStatusMapping(t *testing.T) {
	for code, want := range map[int]bookstore.ShipmentStatus{0: "created", 1: "created", 2: "in_transit", 3: "in_transit",
		4: "out_for_delivery", 5: "delivered", 6: "delivery_failed", 7: "returned", 8: "delivery_failed"} {
		if got, ok := statusForCode(code); !ok || got != want {
			t.Errorf("code %d: %s", code, got)
		}
	}
	if _, ok := statusForCode(99); ok {
		t.Error("code 99 mapped")
	}
	for words, want := range map[[2]string]bookstore.ShipmentStatus{
		{"Gönderi Hazırlandı", "Shipment Created"}: "created", {"TESLİM EDİLDİ", ""}: "delivered", {"", "Delivered"}: "delivered",
		{"Teslim Edilemedi (Adreste bulunamadı)", ""}: "delivery_failed", {"Göndericiye İade Edildi", ""}: "returned",
		{"Dağıtıma Çıktı", ""}: "out_for_delivery", {"Gönderi Kabul Edildi", ""}: "accepted", {"Teslimat Birimine Ulaştı", ""}: "in_transit",
	} {
		if got, ok := eventStatusFor(words[0], words[1]); !ok || got != want {
			t.Errorf("%q: %s", words, got)
		}
	}
	if _, ok := eventStatusFor("Bilinmeyen hareket", "Unknown"); ok {
		t.Error("unknown words mapped")
	}
}
