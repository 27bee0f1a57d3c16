package httpapi_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// setReturnCarrier publishes the contact page with the return carrier and
// its agreement code.
func setReturnCarrier(t *testing.T, admin *client, carrier, code string) {
	t.Helper()
	if r := admin.put("/api/admin/pages/contact", map[string]any{"title": "İletişim", "published": true, "address": "Moda, Kadıköy/İstanbul",
		"email": "iade@kitapevi.test", "returnCarrier": carrier, "returnAgreementCode": code}); r.StatusCode != 200 {
		t.Fatalf("contact: %d %s", r.StatusCode, r.body)
	}
}

func (e *env) mailText(t *testing.T, key string) string {
	t.Helper()
	var s string
	if err := e.db.Bun().NewRaw("SELECT text_body FROM mail_outbox WHERE dedup_key = ?", key).Scan(context.Background(), &s); err != nil {
		t.Fatalf("mail %s: %v", key, err)
	}
	return s
}

// returnsCase is a delivered order of three books with the fake carrier as
// the shop's carrier API.
type returnsCase struct {
	e       *env
	admin   *client
	c       *client
	o       httpapi.OrderView
	carrier *fakeCarrier
}

func newReturnsCase(t *testing.T, db *sqldb.DB, returnCarrier, code string) *returnsCase {
	t.Helper()
	f := storefrontFixture(t, db)
	rf := newReturnsFixture(t, db, f)
	e := newEnv(t, db, nil)
	rc := &returnsCase{e: e, carrier: newFakeCarrier("MNG Kargo")}
	e.checkout.Carrier, e.checkout.CarrierTimeout = rc.carrier, 300*time.Millisecond
	rc.admin = e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
	setReturnCarrier(t, rc.admin, returnCarrier, code)
	rc.c, rc.o = paidOrder(t, e, "ayse@example.com", rf.books, 1, 1, 1)
	deliver(t, rc.admin, rc.o.ID)
	return rc
}

func (rc *returnsCase) returns(t *testing.T) []httpapi.ReturnView {
	t.Helper()
	var v httpapi.OrderReturnsView
	if r := rc.c.get("/api/orders/" + rc.o.ID + "/returns"); r.StatusCode != 200 {
		t.Fatalf("returns: %d %s", r.StatusCode, r.body)
	} else {
		r.json(t, &v)
	}
	return v.Requests
}

// The carrier's API gives the code at once: it is on the request, its
// return page and its mail; asked with the order's reference and the
// buyer's delivery address; asked once, also for a request made twice at
// the same moment; another member sees nothing of it.
func TestReturnCodeFromTheCarrier(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		rc := newReturnsCase(t, db, "MNG Kargo", "MNG-44120")
		line := rc.o.Items[0]
		// Two requests for the same copy at once: one is stored, one code.
		var wg sync.WaitGroup
		status := make([]int, 2)
		for i := range status {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status[i] = rc.c.post("/api/orders/"+rc.o.ID+"/returns", map[string]any{"lines": []lineQty{{ItemID: line.ID, Quantity: 1}}}).StatusCode
			}()
		}
		wg.Wait()
		slices.Sort(status)
		if status[0] != http.StatusCreated || status[1] < 400 || status[1] >= 500 {
			t.Fatalf("two requests at once: %v", status)
		}
		if made, _ := rc.carrier.made(); made != 1 {
			t.Fatalf("returns at the carrier: %d", made)
		}
		list := rc.returns(t)
		if len(list) != 1 {
			t.Fatalf("requests: %+v", list)
		}
		ret := list[0]
		ref := "IADE" + rc.o.Number + "01"
		if ret.Carrier != "MNG Kargo" || ret.CarrierCode != "RT00040001" || ret.CodePending || !strings.Contains(ret.Instructions, "Kargo iade kodunuz: RT00040001 (MNG Kargo)") {
			t.Fatalf("request: %+v", ret)
		}
		if s := rc.carrier.sender(ref); s.Name != "Ayşe Yılmaz" || !strings.Contains(s.Address, "Moda Cad. No: 5") || s.Email != "ayse@example.com" {
			t.Fatalf("sender of %s: %+v", ref, s)
		}
		if text := rc.e.mailText(t, "return-requested:"+ret.ID); !strings.Contains(text, "RT00040001") {
			t.Fatalf("request mail without the code:\n%s", text)
		}
		// Nothing is pending: the retry job asks nothing.
		_, calls := rc.carrier.made()
		if n, err := rc.e.checkout.RetryReturnCodes(context.Background()); err != nil || n != 0 {
			t.Fatalf("retry: %d %v", n, err)
		}
		if _, after := rc.carrier.made(); after != calls {
			t.Fatalf("retry asked the carrier: %d → %d calls", calls, after)
		}
		// Another member: the order and its returns are not found.
		other := rc.e.client().signedIn("baska@example.com", bookstore.RoleUser)
		if r := other.get("/api/orders/" + rc.o.ID + "/returns"); r.StatusCode != 404 || strings.Contains(string(r.body), "RT00040001") {
			t.Fatalf("another member: %d %s", r.StatusCode, r.body)
		}
		if r := other.post("/api/orders/"+rc.o.ID+"/returns", map[string]any{"lines": []lineQty{{ItemID: rc.o.Items[1].ID, Quantity: 1}}}); r.StatusCode != 404 {
			t.Fatalf("another member's request: %d %s", r.StatusCode, r.body)
		}
		if made, _ := rc.carrier.made(); made != 1 {
			t.Fatalf("another member's request reached the carrier: %d returns", made)
		}
	})
}

// A carrier answering 500, or not in time (its return made, the answer
// lost): the request is stored at once with the code pending; the retry
// job gets the code once, with the same reference, and mails it once.
func TestReturnCodeRetried(t *testing.T) {
	for _, fault := range []string{"500", "hang"} {
		t.Run(fault, func(t *testing.T) {
			sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
				rc := newReturnsCase(t, db, "MNG Kargo", "")
				if fault == "500" {
					rc.carrier.fail = 2 // the request's call and the first retry
				} else {
					rc.carrier.hang = 1
				}
				start := time.Now()
				ret := requestReturn(t, rc.c, rc.o.ID, lineQty{ItemID: rc.o.Items[1].ID, Quantity: 1})
				if time.Since(start) > 5*time.Second {
					t.Fatalf("the request waited %v on the carrier", time.Since(start))
				}
				if !ret.CodePending || ret.CarrierCode != "" || ret.Carrier != "MNG Kargo" || !strings.Contains(ret.Instructions, "hazırlanıyor") {
					t.Fatalf("pending request: %+v", ret)
				}
				if text := rc.e.mailText(t, "return-requested:"+ret.ID); !strings.Contains(text, "hazırlanıyor") {
					t.Fatalf("request mail:\n%s", text)
				}
				retry := func() int {
					n, err := rc.e.checkout.RetryReturnCodes(context.Background())
					if err != nil {
						t.Fatal(err)
					}
					return n
				}
				if fault == "500" {
					if n := retry(); n != 0 || !rc.returns(t)[0].CodePending {
						t.Fatalf("retry against a failing carrier: %d", n)
					}
				}
				if n := retry(); n != 1 {
					t.Fatalf("retry: %d codes", n)
				}
				got := rc.returns(t)[0]
				if got.CodePending || got.CarrierCode != "RT00040001" || !strings.Contains(got.Instructions, "Kargo iade kodunuz: RT00040001") {
					t.Fatalf("after the retry: %+v", got)
				}
				if text := rc.e.mailText(t, "return-code:"+ret.ID); !strings.Contains(text, "İade kodunuz hazır: RT00040001 (MNG Kargo)") {
					t.Fatalf("code mail:\n%s", text)
				}
				_, calls := rc.carrier.made()
				if n := retry(); n != 0 {
					t.Fatalf("second retry: %d", n)
				}
				made, after := rc.carrier.made()
				if made != 1 || after != calls {
					t.Fatalf("carrier: %d returns, calls %d → %d", made, calls, after)
				}
				if n := rc.e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "return-code:"+ret.ID); n != 1 {
					t.Fatalf("code mails: %d", n)
				}
				if n := rc.e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'return.code'", ret.ID); n != 1 {
					t.Fatalf("code audit entries: %d", n)
				}
			})
		})
	}
}

// A return carrier without an adapter here: the agreement code is the
// code, and the carrier's API is not asked.
func TestReturnCodeOfAManualCarrier(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		rc := newReturnsCase(t, db, "Aras Kargo", "ARS-778812")
		ret := requestReturn(t, rc.c, rc.o.ID, lineQty{ItemID: rc.o.Items[0].ID, Quantity: 1})
		if ret.Carrier != "Aras Kargo" || ret.CarrierCode != "ARS-778812" || ret.CodePending ||
			!strings.Contains(ret.Instructions, "Kargo iade kodunuz: ARS-778812 (Aras Kargo)") {
			t.Fatalf("request: %+v", ret)
		}
		if _, calls := rc.carrier.made(); calls != 0 {
			t.Fatalf("the API was asked %d times for a manual carrier", calls)
		}
		if text := rc.e.mailText(t, "return-requested:"+ret.ID); !strings.Contains(text, "ARS-778812") {
			t.Fatalf("request mail:\n%s", text)
		}
	})
}

// The carrier's events of the return shipment: the hand-over sets the
// refund deadline, the delivery back marks the request 'Teslim alındı'
// once; staff record the condition before the refund; a late delivery
// event never moves the request back. The poll job does the same.
func TestReturnReceivedBackByTheCarrier(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		rc := newReturnsCase(t, db, "MNG Kargo", "")
		ret := requestReturn(t, rc.c, rc.o.ID, lineQty{ItemID: rc.o.Items[0].ID, Quantity: 1})
		t0 := time.Now().UTC().Add(-6 * time.Hour).Truncate(time.Second)
		accepted := bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0}
		delivered := bookstore.TrackingEvent{Key: "d", Status: bookstore.ShipmentDelivered, At: t0.Add(5 * time.Hour)}
		co := rc.e.checkout
		if found, err := co.ApplyReturnEvents(context.Background(), "shp-unknown", []bookstore.TrackingEvent{delivered}); found || err != nil {
			t.Fatalf("unknown shipment: %v %v", found, err)
		}
		// The hand-over alone: still awaited, the deadline from it.
		if found, err := co.ApplyReturnEvents(context.Background(), "shp-1", []bookstore.TrackingEvent{accepted}); !found || err != nil {
			t.Fatalf("accepted: %v %v", found, err)
		}
		admin := func() httpapi.ReturnView {
			var v httpapi.OrderReturnsView
			rc.admin.get("/api/admin/orders/"+rc.o.ID+"/returns").json(t, &v)
			return v.Requests[0]
		}
		got := admin()
		if got.State != "requested" || got.HandedOverAt == nil || !got.HandedOverAt.Equal(t0) || !got.RefundDue.Equal(t0.AddDate(0, 0, bookstore.ReturnRefundDays)) {
			t.Fatalf("after the hand-over: %+v", got)
		}
		// Delivered, out of order and twice, through the carrier's webhook
		// (a call for no outbound shipment goes to the returns): received
		// once at the carrier's time.
		for range 2 {
			if r := carrierCall(rc.e, testCarrierSecret, bookstore.CarrierShipment{ID: "shp-1"}, delivered, accepted, delivered); r.StatusCode != 200 {
				t.Fatalf("delivered: %d %s", r.StatusCode, r.body)
			}
		}
		got = admin()
		if got.State != "received" || got.Condition != "" || got.ReceivedAt == nil || !got.ReceivedAt.Equal(delivered.At) {
			t.Fatalf("received: %+v", got)
		}
		for q, want := range map[string]int{
			"SELECT count(*) FROM mail_outbox WHERE dedup_key = 'return-received:" + ret.ID + "'":              1,
			"SELECT count(*) FROM audit_log WHERE entity_id = '" + ret.ID + "' AND action = 'return.received'": 1,
		} {
			if n := rc.e.count(t, q); n != want {
				t.Fatalf("%s: %d, want %d", q, n, want)
			}
		}
		// Staff inspect before refunding.
		if r := rc.admin.post("/api/admin/returns/"+ret.ID+"/refund", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgReturnNotInspected {
			t.Fatalf("refund before inspection: %d %s", r.StatusCode, r.body)
		}
		if v := returnStep(t, rc.admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200); v.State != "received" || v.Condition != "intact" ||
			!v.ReceivedAt.Equal(delivered.At) {
			t.Fatalf("inspected: %+v", v)
		}
		returnStep(t, rc.admin, ret.ID, "receive", map[string]any{"condition": "damaged"}, 409)
		if v := returnStep(t, rc.admin, ret.ID, "refund", nil, 200); v.State != "refunded" {
			t.Fatalf("refund: %+v", v)
		}
		// A late delivery event: nothing moves back.
		if found, err := co.ApplyReturnEvents(context.Background(), "shp-1", []bookstore.TrackingEvent{delivered}); !found || err != nil {
			t.Fatalf("late event: %v %v", found, err)
		}
		if got := admin(); got.State != "refunded" {
			t.Fatalf("after a late event: %+v", got)
		}

		// The poll job: a second request's shipment delivered back.
		second := requestReturn(t, rc.c, rc.o.ID, lineQty{ItemID: rc.o.Items[1].ID, Quantity: 1})
		if second.CarrierCode != "RT00040002" {
			t.Fatalf("second request: %+v", second)
		}
		if n, err := co.PollReturnShipments(context.Background()); err != nil || n != 1 {
			t.Fatalf("poll without events: %d %v", n, err)
		}
		rc.carrier.setEvents("shp-2", bookstore.TrackingEvent{Key: "x", Status: bookstore.ShipmentDelivered, At: t0.Add(time.Hour)})
		// A sweep is done; the carrier is not asked again before the
		// next one is due.
		if n, err := co.PollReturnShipments(context.Background()); err != nil || n != 0 {
			t.Fatalf("poll before the next sweep: %d %v", n, err)
		}
		for range 2 {
			rc.e.clock.advance(16 * time.Minute)
			if _, err := co.PollReturnShipments(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		for _, r := range rc.returns(t) {
			if r.ID == second.ID && (r.State != "received" || r.HandedOverAt == nil) {
				t.Fatalf("polled: %+v", r)
			}
		}
		rc.e.clock.advance(16 * time.Minute)
		if n, err := co.PollReturnShipments(context.Background()); err != nil || n != 0 {
			t.Fatalf("poll after receipt: %d %v", n, err)
		}
	})
}

// The settings: the return carrier is a choice from the list, the
// agreement code one line of at most 40 characters; the contact card
// warns while no return carrier is set.
func TestReturnCarrierSettingsAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		setReturnCarrier(t, admin, "", "")
		if p := contactPage(t, admin); !slices.Contains(p.Missing, "returnCarrier") || !slices.Contains(p.ReturnCarriers, "MNG Kargo") ||
			slices.Contains(p.ReturnCarriers, "Diğer") {
			t.Fatalf("contact without a return carrier: %+v", p)
		}
		for _, bad := range []map[string]any{
			{"returnCarrier": "Kitap Kargo"},
			{"returnCarrier": "MNG Kargo", "returnAgreementCode": strings.Repeat("7", 41)},
			{"returnCarrier": "MNG Kargo", "returnAgreementCode": "12\n34"},
			{"returnAgreementCode": "1234"},
		} {
			bad["title"] = "İletişim"
			r := admin.put("/api/admin/pages/contact", bad)
			if r.StatusCode != 422 || len(r.problem(t).Errors) != 1 || !strings.HasPrefix(r.problem(t).Errors[0].Field, "return") {
				t.Fatalf("bad %v: %d %s", bad, r.StatusCode, r.body)
			}
		}
		setReturnCarrier(t, admin, "MNG Kargo", "MNG-44120")
		p := contactPage(t, admin)
		if slices.Contains(p.Missing, "returnCarrier") || p.Meta[bookstore.MetaReturnCarrier] != "MNG Kargo" || p.Meta[bookstore.MetaReturnAgreement] != "MNG-44120" {
			t.Fatalf("contact: %+v", p)
		}
	})
}
