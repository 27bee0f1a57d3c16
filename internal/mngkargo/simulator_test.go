package mngkargo

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
)

// hookSink is a shop's webhook: it checks the signature and keeps the
// bodies in arrival order.
type hookSink struct {
	mu     sync.Mutex
	bodies []WebhookBody
	bad    int
}

func newHookSink(t *testing.T, secret string) (*hookSink, string) {
	h := &hookSink{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		defer h.mu.Unlock()
		if r.Header.Get(bookstore.CarrierWebhookSignature) != Sign(secret, b) {
			h.bad++
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		var body WebhookBody
		if err := json.Unmarshal(b, &body); err != nil {
			t.Errorf("webhook body: %v", err)
		}
		h.bodies = append(h.bodies, body)
	}))
	t.Cleanup(srv.Close)
	return h, srv.URL
}

// wait returns the bodies once n have arrived (or fails).
func (h *hookSink) wait(t *testing.T, n int) []WebhookBody {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		h.mu.Lock()
		got := slices.Clone(h.bodies)
		h.mu.Unlock()
		if len(got) >= n {
			return got
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("webhook: fewer than %d calls", n)
	return nil
}

func hookStatuses(bodies []WebhookBody) []bookstore.ShipmentStatus {
	var out []bookstore.ShipmentStatus
	for _, b := range bodies {
		for _, e := range b.Events {
			out = append(out, e.Status)
		}
	}
	return out
}

// Every movement calls the webhook, signed, with the keys Track gives; a
// duplicate call and an out-of-order call are delivered as such.
func TestWebhookCalls(t *testing.T) {
	sink, url := newHookSink(t, "gizli")
	sim, c, _ := simServer(t, SimulatorOptions{WebhookURL: url, WebhookSecret: "gizli"})
	ctx := context.Background()
	s, err := c.CreateShipment(ctx, testParcel())
	if err != nil {
		t.Fatal(err)
	}
	got := sink.wait(t, 1)
	if b := got[0]; b.ShipmentID != s.ID || b.TrackingNumber != s.ID || b.Reference != s.Reference || len(b.Events) != 1 ||
		b.Events[0].Status != bookstore.ShipmentCreated {
		t.Fatalf("first call: %+v", b)
	}
	_ = sim.InjectFault(SimFault{Endpoint: "webhook", Duplicate: true})  // accepted comes twice
	_ = sim.InjectFault(SimFault{Endpoint: "webhook", OutOfOrder: true}) // in transit after out for delivery
	if _, err := sim.Advance(s.ID, bookstore.ShipmentFailed); err != nil {
		t.Fatal(err)
	}
	got = sink.wait(t, 6)
	want := []bookstore.ShipmentStatus{bookstore.ShipmentCreated, bookstore.ShipmentAccepted, bookstore.ShipmentAccepted,
		bookstore.ShipmentOutForDelivery, bookstore.ShipmentInTransit, bookstore.ShipmentFailed}
	if !slices.Equal(hookStatuses(got), want) {
		t.Fatalf("calls: %v, want %v", hookStatuses(got), want)
	}
	ev, err := c.Track(ctx, s.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range got {
		e := b.Events[0]
		i := slices.IndexFunc(ev, func(x bookstore.TrackingEvent) bool { return x.Key == e.Key })
		if i < 0 || ev[i].Status != e.Status || !ev[i].At.Equal(e.At) {
			t.Fatalf("webhook event %+v not as polled: %+v", e, ev)
		}
	}
	if sink.bad != 0 {
		t.Fatalf("%d calls with a bad signature", sink.bad)
	}
	if log := sim.Webhooks(); len(log) != 6 || log[0].Code != http.StatusOK {
		t.Fatalf("log: %+v", log)
	}
}

// The schedule moves a barcoded parcel to delivered, and a return to the
// seller, without requests.
func TestSchedule(t *testing.T) {
	sim, c, _ := simServer(t, SimulatorOptions{Step: 100 * time.Millisecond})
	ctx := context.Background()
	s, err := c.CreateShipment(ctx, testParcel())
	if err != nil {
		t.Fatal(err)
	}
	r, err := c.CreateReturn(ctx, bookstore.ReturnParcel{Reference: "IADE-1", Sender: testParcel().Recipient})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		list := sim.Shipments()
		if list[0].Status == bookstore.ShipmentDelivered && list[1].Status == bookstore.ShipmentDelivered {
			ev, err := c.Track(ctx, s.ID)
			if err != nil || len(ev) != 5 {
				t.Fatalf("track: %v %v", statuses(ev), err)
			}
			if ev, err := c.Track(ctx, r.ID); err != nil || len(ev) != 3 {
				t.Fatalf("return track: %v %v", statuses(ev), err)
			}
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("not delivered on schedule: %+v", sim.Shipments())
}

// The control API over HTTP: advance by barcode, a refused move, faults,
// the listing; and MNG's quirks seen raw (a lower-case reference refused,
// one-element arrays).
func TestControlAPIAndQuirks(t *testing.T) {
	sim, c, base := simServer(t, SimulatorOptions{})
	s, err := c.CreateShipment(context.Background(), testParcel())
	if err != nil {
		t.Fatal(err)
	}
	barcode := sim.Shipments()[0].Barcodes[0]
	post := func(path, body string) (int, string) {
		res, err := http.Post(base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	if code, body := post("/_sim/shipments/"+barcode+"/advance", `{"status":"out_for_delivery"}`); code != 200 ||
		!strings.Contains(body, `"status":"out_for_delivery"`) {
		t.Fatalf("advance: %d %s", code, body)
	}
	if code, _ := post("/_sim/shipments/"+s.ID+"/advance", `{"status":"accepted"}`); code != http.StatusConflict {
		t.Fatalf("backwards: %d", code)
	}
	if code, _ := post("/_sim/shipments/"+s.ID+"/advance", ``); code != 200 || sim.Shipments()[0].Status != bookstore.ShipmentDelivered {
		t.Fatalf("next step: %d %+v", code, sim.Shipments()[0])
	}
	if code, _ := post("/_sim/shipments/YOK/advance", `{}`); code != http.StatusNotFound {
		t.Fatalf("unknown: %d", code)
	}
	if code, _ := post("/_sim/faults", `{"endpoint":"createOrder","status":500}`); code != http.StatusCreated || len(sim.Faults()) != 1 {
		t.Fatalf("fault: %d", code)
	}
	if code, _ := post("/_sim/faults", `{"endpoint":"nope"}`); code != http.StatusBadRequest {
		t.Fatalf("bad fault: %d", code)
	}
	if code, _ := post("/_sim/tokens/expire", ``); code != http.StatusNoContent {
		t.Fatalf("expire: %d", code)
	}

	// Raw calls, as MNG answers them.
	tok, err := c.jwt(context.Background(), true)
	if err != nil {
		t.Fatal(err)
	}
	raw := func(method, path, body string) (int, string) {
		req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
		req.Header.Set(headerClientID, SimClientID)
		req.Header.Set(headerClientSecret, SimClientSecret)
		req.Header.Set("Authorization", "Bearer "+tok)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	sim.ClearFaults()
	order := `{"order":{"referenceId":"kucuk-harf"},"orderPieceList":[{"kg":1,"desi":1}],"recipient":{"fullName":"A","address":"B",` +
		`"email":"a@b.c","taxNumber":"11111111110","cityName":"İzmir","districtName":"Karşıyaka"}}`
	if code, body := raw(http.MethodPost, pathCreateOrder, order); code != 400 || !strings.Contains(body, `"error":{"code":"`+codeInvalidInput) {
		t.Fatalf("lower-case reference: %d %s", code, body)
	}
	if code, body := raw(http.MethodGet, pathStatus+"/"+s.Reference, ""); code != 200 || !strings.HasPrefix(body, `[{"shipmentStatusCode":5`) {
		t.Fatalf("status: %d %s", code, body)
	}
	req, _ := http.NewRequest(http.MethodGet, base+pathStatus+"/"+s.Reference, nil)
	req.Header.Set(headerClientID, "baska")
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("wrong IBM key: %v %v", res, err)
	}
	res.Body.Close()
}
