package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/mngkargo"
)

// The carrier simulator as its own process on its own port: the adapter
// creates a shipment over HTTP with the simulator's credentials, a dropped
// answer leaves one shipment that the retry finds, the control API
// delivers the parcel, and the webhook given on the command line receives
// each movement signed with the secret given there.
func TestCarrierSimAsItsOwnProcess(t *testing.T) {
	var mu sync.Mutex
	var got []mngkargo.WebhookBody
	shop := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		if r.Header.Get(bookstore.CarrierWebhookSignature) != mngkargo.Sign("surec-sirri", b) {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		var body mngkargo.WebhookBody
		_ = json.Unmarshal(b, &body)
		mu.Lock()
		got = append(got, body)
		mu.Unlock()
	}))
	defer shop.Close()
	addr, announced := startSim(t, "carrier-sim", "--webhook", shop.URL+"/api/carrier/webhook", "--webhook-secret", "surec-sirri")
	if !strings.Contains(announced, "kargo simülatörü (MNG Kargo) hazır") {
		t.Fatalf("announcement: %q", announced)
	}
	base := "http://" + addr
	c := mngkargo.NewClient(base, mngkargo.Credentials{ClientID: mngkargo.SimClientID, ClientSecret: mngkargo.SimClientSecret,
		CustomerNumber: mngkargo.SimCustomerNumber, Password: mngkargo.SimPassword}, nil)
	ctx := context.Background()
	p := bookstore.Parcel{Reference: "KTP-SUREC-1", Grams: 300, Desi: 1, Pieces: 1, Content: "Kitap",
		Recipient: bookstore.ParcelParty{Name: "Ali Veli", Phone: "05321234567", Email: "ali@example.com", Province: "Ankara",
			District: "Çankaya", Address: "Kızılay Mah. Atatürk Blv. No: 1"}}

	res, err := http.Post(base+"/_sim/faults", "application/json", strings.NewReader(`{"endpoint":"createbarcode","dropAfterProcessing":true}`))
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("inject: %v %v", res, err)
	}
	res.Body.Close()
	if _, err := c.CreateShipment(ctx, p); !errors.Is(err, bookstore.ErrCarrierUnavailable) {
		t.Fatalf("create with a dropped answer: %v", err)
	}
	s, err := c.CreateShipment(ctx, p)
	if err != nil || len(s.ID) != 12 {
		t.Fatalf("retry: %+v %v", s, err)
	}
	res, err = http.Get(base + "/_sim/shipments")
	if err != nil {
		t.Fatal(err)
	}
	var list []mngkargo.SimShipmentInfo
	_ = json.NewDecoder(res.Body).Decode(&list)
	res.Body.Close()
	if len(list) != 1 || list[0].ShipmentID != s.ID {
		t.Fatalf("at the simulator: %+v", list)
	}
	res, err = http.Post(base+"/_sim/shipments/"+list[0].Barcodes[0]+"/advance", "application/json", strings.NewReader(`{"status":"delivered"}`))
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("advance: %v %v", res, err)
	}
	res.Body.Close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(got)
		last := mngkargo.WebhookBody{}
		if n > 0 {
			last = got[n-1]
		}
		mu.Unlock()
		if n == 5 && last.ShipmentID == s.ID && last.Events[0].Status == bookstore.ShipmentDelivered {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("webhook calls: %d, last %+v", n, last)
		}
		time.Sleep(20 * time.Millisecond)
	}
	ev, err := c.Track(ctx, s.ID)
	if err != nil || len(ev) != 5 || ev[4].Status != bookstore.ShipmentDelivered {
		t.Fatalf("track: %+v %v", ev, err)
	}
}

func TestCarrierSimUsage(t *testing.T) {
	for _, args := range [][]string{{"--schedule", "-1s"}, {"--webhook-secret", ""}, {"--webhook", "ftp://x"}, {"extra"}, {"--port", "1"}} {
		if _, err := run(t, nil, "", append([]string{"carrier-sim", "--addr", "127.0.0.1:0"}, args...)...); !isUsage(err) {
			t.Errorf("carrier-sim %v: %v, want a usage error", args, err)
		}
	}
}
