package httpapi_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// codOrder is a member's kapıda ödeme order of one copy, confirmed and not
// paid: the order placed and kapıda ödeme chosen at /odeme as the buyer
// does (fee testCODFee).
func codOrder(t *testing.T, e *env, email, bookID string) (*client, httpapi.OrderView) {
	t.Helper()
	ctx := context.Background()
	if _, err := e.db.Bun().ExecContext(ctx, `UPDATE books SET weight_grams = 300, width_mm = 135, height_mm = 210,
		depth_mm = 20 WHERE id = ?`, bookID); err != nil {
		t.Fatal(err)
	}
	paymentMethodsOn(t, e)
	c := buyer(t, e, email, bookID, 1)
	home := addAddress(t, c, kadikoyAddress("Ev"))
	r := c.post("/api/orders", map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true,
		"billing": map[string]any{"type": "individual", "name": "Ayşe Yılmaz"}})
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("order: %d %s", r.StatusCode, r.body)
	}
	var o httpapi.OrderView
	r.json(t, &o)
	if got := chosen(t, choose(c, o.ID, map[string]any{"method": "cod", "contractsAccepted": true})); got.Status != "confirmed" ||
		got.MethodFee != testCODFee {
		t.Fatalf("kapıda ödeme chosen: %+v", got)
	}
	return c, myOrder(t, c, o.ID)
}

// shipCOD prepares the order's parcel and has the carrier pick it up.
func shipCOD(t *testing.T, e *env, admin *client, orderID string, t0 time.Time) bookstore.CarrierShipment {
	t.Helper()
	sh := prepareOrders(t, admin, orderID).Prepared[0]
	cs := e.carrier.Push(sh.Reference, bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0})
	if r := carrierCall(e, testCarrierSecret, cs, bookstore.TrackingEvent{Key: "a", Status: bookstore.ShipmentAccepted, At: t0}); r.StatusCode != 200 {
		t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
	}
	return cs
}

func collectPath(id string) string { return "/api/admin/orders/" + id + "/cod-collected" }

// The carrier's delivery of a kapıda ödeme parcel records the door
// payment with the move to delivered, once however often it is reported;
// staff cannot record it again.
func TestCODDeliveryRecordsThePayment(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		_, o := codOrder(t, e, "ayse@example.com", f.visible.ID)
		v := adminOrder(t, admin, o.ID)
		if v.PaymentMethod != "cod" || v.PaymentMethodLabel != "Kapıda ödeme" || v.CODAmount != o.Total || v.PaymentState != "unpaid" {
			t.Fatalf("before: %+v", v)
		}
		// Not with the carrier yet: nothing to collect.
		if r := admin.post(collectPath(o.ID), nil); r.StatusCode != http.StatusConflict || r.problem(t).Message != bookstore.MsgCODNotShipped {
			t.Fatalf("collect before shipping: %d %s", r.StatusCode, r.body)
		}
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		cs := shipCOD(t, e, admin, o.ID, t0)
		if p := e.carrier.Parcels; len(p) != 1 || p[0].CODAmount != o.Total {
			t.Fatalf("parcel: %+v", p)
		}
		delivered := bookstore.TrackingEvent{Key: "d", Status: bookstore.ShipmentDelivered, At: t0.Add(26 * time.Hour)}
		e.carrier.Push(cs.Reference, delivered)
		for range 2 {
			if r := carrierCall(e, testCarrierSecret, cs, delivered); r.StatusCode != 200 {
				t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
			}
		}
		// A later poll finds the same delivery: still once.
		if _, err := e.shipments.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		v = adminOrder(t, admin, o.ID)
		if v.Status != "delivered" || v.PaymentState != "paid" || v.CODAmount != 0 {
			t.Fatalf("after delivery: %+v", v)
		}
		var pid string
		var paid int64
		if err := db.Bun().QueryRowContext(context.Background(), `SELECT payment_id, paid_amount FROM orders WHERE id = ?`, o.ID).
			Scan(&pid, &paid); err != nil {
			t.Fatal(err)
		}
		if pid != bookstore.PaymentIDFor(bookstore.MethodCOD, o.ID) || paid != o.Total {
			t.Fatalf("payment %q %d", pid, paid)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'order.cod_collected'", o.ID); n != 1 {
			t.Fatalf("%d collection entries", n)
		}
		if r := admin.post(collectPath(o.ID), nil); r.StatusCode != http.StatusConflict || r.problem(t).Message != bookstore.MsgCODCollected {
			t.Fatalf("collect twice: %d %s", r.StatusCode, r.body)
		}
		if e.mails.count("delivered", o.ID) != 1 {
			t.Fatal("delivered mail")
		}
	})
}

// Staff record the door payment of a parcel on its way; staff clicking at
// the moment the carrier reports the delivery records it once.
func TestCODCollectedByStaffOnceAgainstTheCarrier(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

		// Staff alone: shipped stays shipped, paid.
		_, o1 := codOrder(t, e, "ayse@example.com", f.visible.ID)
		shipCOD(t, e, admin, o1.ID, t0)
		r := admin.post(collectPath(o1.ID), nil)
		if r.StatusCode != 200 {
			t.Fatalf("collect: %d %s", r.StatusCode, r.body)
		}
		var v httpapi.AdminOrderView
		r.json(t, &v)
		if v.Status != "shipped" || v.PaymentState != "paid" || v.CODAmount != 0 || v.PaymentMethod != "cod" {
			t.Fatalf("collected: %+v", v)
		}
		if r := admin.post(collectPath(o1.ID), nil); r.StatusCode != http.StatusConflict || r.problem(t).Message != bookstore.MsgCODCollected {
			t.Fatalf("twice: %d %s", r.StatusCode, r.body)
		}

		// Staff and the carrier at once, several times over.
		for i := range 3 {
			c, o := codOrder(t, e, "alici"+string(rune('a'+i))+"@example.com", f.visible.ID)
			_ = c
			cs := shipCOD(t, e, admin, o.ID, t0)
			delivered := bookstore.TrackingEvent{Key: "d", Status: bookstore.ShipmentDelivered, At: t0.Add(26 * time.Hour)}
			e.carrier.Push(cs.Reference, delivered)
			var wg sync.WaitGroup
			codes := make([]int, 2)
			wg.Add(2)
			go func() { defer wg.Done(); codes[0] = admin.post(collectPath(o.ID), nil).StatusCode }()
			go func() { defer wg.Done(); codes[1] = carrierCall(e, testCarrierSecret, cs, delivered).StatusCode }()
			wg.Wait()
			if codes[0] != 200 && codes[0] != http.StatusConflict {
				t.Fatalf("staff: %d", codes[0])
			}
			// A webhook that lost every attempt is answered 409 and retried
			// by the carrier; the poll covers it either way.
			if _, err := e.shipments.RunOnce(context.Background()); err != nil {
				t.Fatal(err)
			}
			if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'order.cod_collected'", o.ID); n != 1 {
				t.Fatalf("round %d: %d collection entries (codes %v)", i, n, codes)
			}
			if v := adminOrder(t, admin, o.ID); v.PaymentState != "paid" {
				t.Fatalf("round %d: %+v", i, v)
			}
		}
	})
}

// Only staff record a door payment, only on a kapıda ödeme order, and a
// bad id is not found; none of it changes anything.
func TestCODCollectRefusals(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		member, o := codOrder(t, e, "ayse@example.com", f.visible.ID)
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		shipCOD(t, e, admin, o.ID, t0)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		for who, c := range map[string]*client{"guest": e.client(), "member": member, "author": author} {
			want := http.StatusForbidden
			if who == "guest" {
				want = http.StatusUnauthorized
			}
			if r := c.post(collectPath(o.ID), nil); r.StatusCode != want {
				t.Fatalf("%s: %d %s", who, r.StatusCode, r.body)
			}
		}
		for _, id := range []string{"00000000-0000-4000-8000-000000000000", "yok", "%0A"} {
			if r := admin.post(collectPath(id), nil); r.StatusCode != http.StatusNotFound || r.problem(t).Message != bookstore.MsgOrderNotFound {
				t.Fatalf("%q: %d %s", id, r.StatusCode, r.body)
			}
		}
		// A card order (paid by 3DS) has no door payment.
		_, card := shippableOrder(t, e, "kart@example.com", f.visible.ID)
		if r := admin.post(collectPath(card.ID), nil); r.StatusCode != http.StatusConflict || r.problem(t).Message != bookstore.MsgCODNotCOD {
			t.Fatalf("card order: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'order.cod_collected'"); n != 0 {
			t.Fatalf("%d collections", n)
		}
		if v := adminOrder(t, admin, o.ID); v.PaymentState != "unpaid" || v.CODAmount != o.Total {
			t.Fatalf("changed: %+v", v)
		}
	})
}

// A kapıda ödeme parcel refused at the door and sent back cancels its
// order when the carrier reports the return: stock back, the buyer's
// cancellation mail with the reason, the member's refusal and the staff's
// notice, once however often the return is reported.
func TestCODRefusedParcelCancelsTheOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		stock := func() int {
			return e.count(t, "SELECT stock_quantity FROM books WHERE id = ?", f.visible.ID)
		}
		before := stock()
		member, o := codOrder(t, e, "ayse@example.com", f.visible.ID)
		if stock() != before-1 {
			t.Fatalf("stock %d, was %d", stock(), before)
		}
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		cs := shipCOD(t, e, admin, o.ID, t0)
		failed := bookstore.TrackingEvent{Key: "f", Status: bookstore.ShipmentFailed, At: t0.Add(24 * time.Hour), Description: "Alıcı teslim almadı"}
		returned := bookstore.TrackingEvent{Key: "r", Status: bookstore.ShipmentReturned, At: t0.Add(72 * time.Hour), Description: "Göndericiye iade"}
		if r := carrierCall(e, testCarrierSecret, cs, failed); r.StatusCode != 200 {
			t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
		}
		if v := adminOrder(t, admin, o.ID); v.Status != "shipped" || stock() != before-1 {
			t.Fatalf("a failed delivery cancels nothing: %s, stock %d", v.Status, stock())
		}
		e.carrier.Push(cs.Reference, returned)
		for _, evs := range [][]bookstore.TrackingEvent{{returned}, {returned}, {failed, returned}} {
			if r := carrierCall(e, testCarrierSecret, cs, evs...); r.StatusCode != 200 {
				t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
			}
		}
		if _, err := e.shipments.RunOnce(context.Background()); err != nil {
			t.Fatal(err)
		}
		v := adminOrder(t, admin, o.ID)
		if v.Status != "cancelled" || v.PaymentState != "unpaid" || v.Shipment == nil || v.Shipment.Status != "returned" {
			t.Fatalf("after the return: %+v", v)
		}
		if stock() != before {
			t.Fatalf("stock %d, want %d", stock(), before)
		}
		if n := e.mails.count("cancelled", o.ID); n != 1 {
			t.Fatalf("%d cancel mails", n)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ? AND text_body LIKE ?", "order-cancelled:"+o.ID,
			"%"+bookstore.CODRefusedReason+"%"); n != 1 {
			t.Fatal("the cancel mail does not give the reason")
		}
		if n := e.count(t, "SELECT count(*) FROM cod_refusals WHERE order_id = ? AND user_id = (SELECT user_id FROM orders WHERE id = ?)", o.ID, o.ID); n != 1 {
			t.Fatalf("%d refusals", n)
		}
		if n := e.count(t, "SELECT count(*) FROM staff_notices WHERE dedup_key = ?", "cod-refused:"+o.ID); n != 1 {
			t.Fatalf("%d refusal notices", n)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'order.cancelled'", o.ID); n != 1 {
			t.Fatalf("%d cancel entries", n)
		}
		if got := myOrder(t, member, o.ID); got.Status != "cancelled" {
			t.Fatalf("the member sees %s", got.Status)
		}
		// Nothing left to collect.
		if r := admin.post(collectPath(o.ID), nil); r.StatusCode != http.StatusConflict {
			t.Fatalf("collect a refused order: %d %s", r.StatusCode, r.body)
		}
	})
}

// A card order's parcel coming back cancels nothing: staff decide (the
// failed delivery's notice), as before.
func TestReturnedCardParcelKeepsTheOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		_, o := shippableOrder(t, e, "ayse@example.com", f.visible.ID)
		t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		cs := shipCOD(t, e, admin, o.ID, t0)
		returned := bookstore.TrackingEvent{Key: "r", Status: bookstore.ShipmentReturned, At: t0.Add(72 * time.Hour)}
		e.carrier.Push(cs.Reference, returned)
		if r := carrierCall(e, testCarrierSecret, cs, returned); r.StatusCode != 200 {
			t.Fatalf("webhook: %d %s", r.StatusCode, r.body)
		}
		if v := adminOrder(t, admin, o.ID); v.Status != "shipped" || v.PaymentState != "paid" {
			t.Fatalf("card order: %+v", v)
		}
		if n := e.count(t, "SELECT count(*) FROM cod_refusals"); n != 0 {
			t.Fatalf("%d refusals", n)
		}
	})
}
