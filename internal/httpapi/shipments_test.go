package httpapi_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// shippableOrder is a member's paid order to an address-book address (il
// and ilçe), of a book with its weight and size.
func shippableOrder(t *testing.T, e *env, email, bookID string) (*client, httpapi.OrderView) {
	t.Helper()
	if _, err := e.db.Bun().ExecContext(context.Background(), `UPDATE books SET weight_grams = 300, width_mm = 135, height_mm = 210,
		depth_mm = 20 WHERE id = ?`, bookID); err != nil {
		t.Fatal(err)
	}
	c := buyer(t, e, email, bookID, 1)
	home := addAddress(t, c, kadikoyAddress("Ev"))
	r := c.post("/api/orders", map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true,
		"billing": map[string]any{"type": "individual", "name": "Ayşe Yılmaz"}})
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("order: %d %s", r.StatusCode, r.body)
	}
	var o httpapi.OrderView
	r.json(t, &o)
	return c, payOrder(t, e, c, o.ID)
}

// carrierCall posts a signed webhook call of the parcel's events.
func carrierCall(e *env, secret string, cs bookstore.CarrierShipment, evs ...bookstore.TrackingEvent) *response {
	e.t.Helper()
	list := []map[string]any{}
	for _, x := range evs {
		list = append(list, map[string]any{"key": x.Key, "status": x.Status, "at": x.At, "location": x.Location, "description": x.Description})
	}
	body, _ := json.Marshal(map[string]any{"shipmentId": cs.ID, "trackingNumber": cs.TrackingNumber, "reference": cs.Reference, "events": list})
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	c := e.client()
	c.hdr.Set(bookstore.CarrierWebhookSignature, hex.EncodeToString(mac.Sum(nil)))
	return c.do(http.MethodPost, httpapi.CarrierWebhookPath, "application/json", bytes.NewReader(body))
}

func prepareOrders(t *testing.T, admin *client, ids ...string) httpapi.PrepareResult {
	t.Helper()
	r := admin.post("/api/admin/shipments", map[string]any{"orderIds": ids})
	if r.StatusCode != 200 {
		t.Fatalf("prepare: %d %s", r.StatusCode, r.body)
	}
	var res httpapi.PrepareResult
	r.json(t, &res)
	return res
}

func adminOrder(t *testing.T, admin *client, id string) httpapi.AdminOrderView {
	t.Helper()
	r := admin.get("/api/admin/orders/" + id)
	if r.StatusCode != 200 {
		t.Fatalf("order: %d %s", r.StatusCode, r.body)
	}
	var v httpapi.AdminOrderView
	r.json(t, &v)
	return v
}

func TestShipmentsFromPreparationToDelivery(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		member, o := shippableOrder(t, e, "ayse@example.com", f.visible.ID)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		if v := adminOrder(t, admin, o.ID); v.Shipment != nil || v.ShipmentStatus != nil {
			t.Fatalf("shipment before preparing: %+v", v.Shipment)
		}
		res := prepareOrders(t, admin, o.ID, o.ID, "00000000-0000-4000-8000-000000000000")
		if len(res.Prepared) != 1 || len(res.Failed) != 1 || res.Failed[0].Message != bookstore.MsgOrderNotFound {
			t.Fatalf("prepare: %+v", res)
		}
		sh := res.Prepared[0]
		if sh.Status != "created" || sh.OrderNumber != o.Number || sh.Carrier != "MNG Kargo" || sh.TrackingNumber == "" || sh.Desi != 1 ||
			sh.Grams != 300 || sh.DeliveredAt != nil || sh.Attention != "" {
			t.Fatalf("shipment %+v", sh)
		}
		// Twice: the same one.
		if again := prepareOrders(t, admin, o.ID); again.Prepared[0].ID != sh.ID || e.carrier.Created() != 1 {
			t.Fatalf("again: %+v", again)
		}
		if v := adminOrder(t, admin, o.ID); v.Shipment == nil || v.Shipment.ID != sh.ID || v.Status != "confirmed" {
			t.Fatalf("admin order: %+v", v.Shipment)
		}

		// The carrier: picked up, then a failed delivery (staff told what
		// to do), then delivered.
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		cs := e.carrier.Push(sh.Reference, bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0})
		if r := carrierCall(e, testCarrierSecret, cs, bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0,
			Location: "Kadıköy"}); r.StatusCode != 200 {
			t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
		}
		if e.mails.count("shipped", o.ID) != 1 {
			t.Fatal("no shipped mail")
		}
		carrierCall(e, testCarrierSecret, cs, bookstore.TrackingEvent{Key: "b", Status: bookstore.ShipmentFailed, At: t0.Add(24 * time.Hour)})
		v := adminOrder(t, admin, o.ID)
		if v.Status != "shipped" || v.Shipment.Status != "delivery_failed" || v.Shipment.Attention == "" || len(v.Shipment.Events) != 2 ||
			v.Shipment.Events[0].Key != "b" || v.TrackingNumber != sh.TrackingNumber || v.CargoCompany != "MNG Kargo" {
			t.Fatalf("failed delivery: %+v", v)
		}
		// The admin list: the column and the carrier filter.
		var l httpapi.AdminOrderList
		admin.get("/api/admin/orders?carrier="+url.QueryEscape("MNG Kargo")).json(t, &l)
		if l.Total != 1 || l.Items[0].ShipmentStatus == nil || *l.Items[0].ShipmentStatus != "delivery_failed" {
			t.Fatalf("carrier filter: %+v", l)
		}
		admin.get("/api/admin/orders?carrier="+url.QueryEscape("Aras Kargo")).json(t, &l)
		if l.Total != 0 {
			t.Fatalf("Aras filter: %+v", l)
		}
		if r := admin.get("/api/admin/orders?carrier=Kargo%20X"); r.StatusCode != 422 || r.problem(t).Errors[0].Message != bookstore.MsgCargoUnknown {
			t.Fatalf("unknown carrier: %d %s", r.StatusCode, r.body)
		}
		// Cancel after pick-up: refused, nothing changed.
		if r := admin.post("/api/admin/orders/"+o.ID+"/shipment/cancel", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgShipmentPickedUp {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		// Delivered, found by the poll: the carrier's time is the order's.
		at := t0.Add(30 * time.Hour)
		e.carrier.Push(sh.Reference, bookstore.TrackingEvent{Key: "c", Status: bookstore.ShipmentDelivered, At: at})
		if n, err := e.shipments.RunOnce(context.Background()); err != nil || n != 1 {
			t.Fatalf("poll: %d %v", n, err)
		}
		var deliveredAt time.Time
		if err := db.Bun().QueryRowContext(context.Background(), `SELECT delivered_at FROM orders WHERE id = ?`, o.ID).Scan(&deliveredAt); err != nil ||
			!deliveredAt.Equal(at) {
			t.Fatalf("delivered_at %v %v", deliveredAt, err)
		}
		mine := myOrder(t, member, o.ID)
		if mine.Status != "delivered" || mine.Shipment == nil || mine.Shipment.Status != "delivered" || len(mine.Shipment.Events) != 3 ||
			mine.Shipment.TrackingNumber != sh.TrackingNumber || mine.Shipment.Events[2].Location != "Kadıköy" {
			t.Fatalf("member's order: %+v", mine.Shipment)
		}
		if mine.Shipment.ExpectedDelivery != nil {
			t.Fatalf("a delivered parcel still expected on %s", *mine.Shipment.ExpectedDelivery)
		}
		if e.mails.count("delivered", o.ID) != 1 {
			t.Fatal("no delivered mail")
		}
		// A late, duplicate 'accepted' never moves it back.
		carrierCall(e, testCarrierSecret, cs, bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0},
			bookstore.TrackingEvent{Key: "d", Status: bookstore.ShipmentInTransit, At: at.Add(time.Hour)})
		if mine := myOrder(t, member, o.ID); mine.Status != "delivered" || mine.Shipment.Status != "delivered" || e.mails.count("shipped", o.ID) != 1 {
			t.Fatalf("moved back: %s %s", mine.Status, mine.Shipment.Status)
		}
		// Another member sees nothing of it.
		other := e.client().signedIn("other@example.com", bookstore.RoleUser)
		if r := other.get("/api/orders/" + o.ID); r.StatusCode != 404 {
			t.Fatalf("other member: %d", r.StatusCode)
		}
	})
}

func TestShipmentCancelAndPrepareAgain(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		member, o := shippableOrder(t, e, "ayse@example.com", f.visible.ID)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		sh := prepareOrders(t, admin, o.ID).Prepared[0]
		// On its way, the buyer is told the day to expect it, counted
		// from its hand-over to the carrier under the delivery setting.
		mine := myOrder(t, member, o.ID)
		if mine.Shipment == nil || mine.Shipment.Status != "created" || mine.Shipment.ExpectedDelivery == nil {
			t.Fatalf("member: %+v", mine.Shipment)
		}
		if day, _ := time.ParseInLocation(time.DateOnly, *mine.Shipment.ExpectedDelivery, time.UTC); !day.After(time.Now().UTC().Truncate(24*time.Hour)) ||
			!bookstore.IsWorkingDay(day) {
			t.Fatalf("expected delivery %s", *mine.Shipment.ExpectedDelivery)
		}
		r := admin.post("/api/admin/orders/"+o.ID+"/shipment/cancel", nil)
		var got httpapi.ShipmentView
		if r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &got)
		if got.Status != "cancelled" || !e.carrier.Cancelled(sh.Reference) {
			t.Fatalf("cancelled: %+v", got)
		}
		if mine := myOrder(t, member, o.ID); mine.Status != "confirmed" || mine.Shipment != nil {
			t.Fatalf("member after cancel: %s %+v", mine.Status, mine.Shipment)
		}
		if r := admin.post("/api/admin/orders/"+o.ID+"/shipment/cancel", nil); r.StatusCode != 404 {
			t.Fatalf("cancel twice: %d %s", r.StatusCode, r.body)
		}
		again := prepareOrders(t, admin, o.ID).Prepared[0]
		if again.ID == sh.ID || again.Reference != sh.Reference+"-2" {
			t.Fatalf("again: %+v", again)
		}
		var cs httpapi.CarrierList
		admin.get("/api/admin/carriers").json(t, &cs)
		api := 0
		for _, c := range cs.Carriers {
			if c.API {
				api++
				if c.Name != "MNG Kargo" {
					t.Fatalf("api carrier %s", c.Name)
				}
			}
		}
		if len(cs.Carriers) != len(bookstore.CargoCompanies) || api != 1 {
			t.Fatalf("carriers %+v", cs)
		}
	})
}
