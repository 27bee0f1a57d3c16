package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/httpapi"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// Refunds whose outcome the shop never learned: iyzico answers 500, the
// answer comes after the client gave up, iyzico refunds and the answer is
// lost, iyzico refunds some items and refuses the next, or the process dies
// after iyzico refunded everything. Each leaves the refund started: the
// order stays as it was, every move of it says 'İade işlemi sürüyor', the
// admin sees it and /metrics counts it. Refund reconciliation then asks
// iyzico (its transaction report, through the simulator over HTTP) and
// settles it: the customer refunded exactly once in all, the order
// cancelled or the request refunded, its mail sent once, nothing stuck.

// crashStore dies (panics) once after the refund was asked and before it is
// finished, as a killed process would.
type crashStore struct {
	bookstore.ReturnStore
	armed bool
}

func (c *crashStore) crash() {
	if c.armed {
		c.armed = false
		panic(errInjected)
	}
}

func (c *crashStore) FinishCancelRefund(ctx context.Context, f *bookstore.Refund, fx bookstore.Effects) error {
	c.crash()
	return c.ReturnStore.FinishCancelRefund(ctx, f, fx)
}

func (c *crashStore) FinishReturnRefund(ctx context.Context, f *bookstore.Refund, restock bool, fx bookstore.Effects) error {
	c.crash()
	return c.ReturnStore.FinishReturnRefund(ctx, f, restock, fx)
}

type refundFault struct {
	name  string
	fault *iyzico.SimFault
	// slowClient: the shop's client gives up before the simulator answers.
	slowClient bool
	crash      bool
}

var refundFaults = []refundFault{
	{name: "iyzico answers 500", fault: &iyzico.SimFault{Endpoint: "refund", Status: http.StatusInternalServerError}},
	{name: "answer past the client timeout", fault: &iyzico.SimFault{Endpoint: "refund", DelayMs: 1500}, slowClient: true},
	{name: "answer dropped after refunding", fault: &iyzico.SimFault{Endpoint: "refund", DropAfterProcessing: true}},
	{name: "partial refund, then refused", fault: &iyzico.SimFault{Endpoint: "refund", Status: http.StatusBadRequest, After: 1}},
	{name: "crash after iyzico refunded everything", crash: true},
}

// arm sets the fault up and returns what undoes it.
func (rf refundFault) arm(t *testing.T, e *env) (crash *crashStore, undo func()) {
	t.Helper()
	provider, store := e.checkout.Provider, e.checkout.Returns
	if rf.fault != nil {
		if err := e.sim.InjectFault(*rf.fault); err != nil {
			t.Fatal(err)
		}
	}
	if rf.slowClient {
		e.checkout.Provider = iyzico.Provider{C: iyzico.New(e.srv.URL+iyzico.SimulatorPath, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey,
			&http.Client{Timeout: 300 * time.Millisecond})}
	}
	if rf.crash {
		crash = &crashStore{ReturnStore: store, armed: true}
		e.checkout.Returns = crash
	}
	return crash, func() {
		e.sim.ClearFaults()
		e.checkout.Provider, e.checkout.Returns = provider, store
	}
}

// ask runs the refunding request: over HTTP, or in process for a crash
// (the panic stands for the killed process). It checks the answer.
func (rf refundFault) ask(t *testing.T, c *client, path string, direct func()) {
	t.Helper()
	if rf.crash {
		survive(direct)
		return
	}
	if r := c.post(path, nil); r.StatusCode != http.StatusConflict || r.problem(t).Message != checkout.MsgRefundPending {
		t.Fatalf("%s: %d %s", path, r.StatusCode, r.body)
	}
}

// reconcileRefunds runs refund reconciliation as every instance would,
// past the lease, until nothing is left to look at.
func reconcileRefunds(t *testing.T, e *env) {
	t.Helper()
	for range 3 {
		e.clock.advance(bookstore.DefaultStaleClaim)
		if _, err := e.checkout.ReconcileRefunds(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

// assertStuck checks the stuck refund as everyone sees it: the admin's
// list and /metrics (its start moved back past bookstore.StuckRefundAfter).
func assertStuck(t *testing.T, e *env, admin *client, orderID string, want int) {
	t.Helper()
	if want > 0 {
		if _, err := e.db.Bun().NewUpdate().Table("refunds").Set("created_at = ?", time.Now().UTC().Add(-time.Hour)).
			Where("order_id = ? AND state = 'started'", orderID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if got := sample(e.scrape(t), "bookstore_refunds_stuck"); got != float64(want) {
		t.Fatalf("bookstore_refunds_stuck %v, want %d", got, want)
	}
	var list []httpapi.StuckRefundView
	if r := admin.get("/api/admin/refunds/stuck"); r.StatusCode != 200 {
		t.Fatalf("stuck list: %d %s", r.StatusCode, r.body)
	} else {
		r.json(t, &list)
	}
	if len(list) != want || (want > 0 && (list[0].OrderID != orderID || list[0].Since.IsZero())) {
		t.Fatalf("stuck list: %+v", list)
	}
	var ao httpapi.AdminOrderView
	admin.get("/api/admin/orders/"+orderID).json(t, &ao)
	if (ao.PendingRefund != nil) != (want > 0) {
		t.Fatalf("admin order's pending refund: %+v", ao.PendingRefund)
	}
}

// assertRefundedOnce: every item of the payment refunded exactly what the
// refund asked (refunds refused by iyzico are not counted), nothing stuck.
func assertRefundedOnce(t *testing.T, e *env, orderID string, want map[string]int64, accepted int) {
	t.Helper()
	p := e.simByOrder(t, orderID)
	var n int
	for _, it := range p.Items {
		var sum int64
		for _, r := range it.Refunds {
			sum += r
		}
		n += len(it.Refunds)
		if sum != want[it.ID] {
			t.Errorf("item %s refunded %d (%v), want %d", it.ID, sum, it.Refunds, want[it.ID])
		}
	}
	if n != accepted {
		t.Errorf("%d refunds accepted at iyzico, want %d", n, accepted)
	}
	if c := e.count(t, "SELECT count(*) FROM refunds WHERE state = 'started'"); c != 0 {
		t.Errorf("%d refunds left started", c)
	}
	if c := e.count(t, "SELECT count(*) FROM refunds WHERE order_id = ? AND state = 'done'", orderID); c != 1 {
		t.Errorf("%d refunds done", c)
	}
}

func TestCancelRefundFaultsSettleByReconciliation(t *testing.T) {
	for _, rf := range refundFaults {
		t.Run(rf.name, func(t *testing.T) {
			sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
				f := storefrontFixture(t, db)
				books := newReturnsFixture(t, db, f).books
				e := newEnv(t, db, map[string]string{"BOOKSTORE_METRICS_TOKEN": metricsToken})
				admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
				c, o := paidOrder(t, e, "iptal@example.com", books, 1, 2, 1)
				stock := e.stock(t, books[1].ID)

				crash, undo := rf.arm(t, e)
				rf.ask(t, c, "/api/orders/"+o.ID+"/cancel", func() { _, _ = e.checkout.Cancel(context.Background(), "", o.ID, "Test iptali", "127.0.0.1") })
				undo()
				if crash != nil && crash.armed {
					t.Fatal("the refund never reached its finish")
				}

				// Stuck: the order is still confirmed, and every move of it
				// says the refund is in progress, not the payment.
				if got := myOrder(t, c, o.ID); got.Status != "confirmed" || !got.RefundPending {
					t.Fatalf("order while stuck: %+v", got)
				}
				for _, path := range []string{"/api/orders/" + o.ID + "/cancel", "/api/admin/orders/" + o.ID + "/cancel"} {
					cl, body := c, any(nil)
					if path[5] == 'a' {
						// The admin's cancel of a paid order names its reason.
						cl, body = admin, map[string]any{"reason": "Müşteri talebi"}
					}
					if r := cl.post(path, body); r.StatusCode != 409 || r.problem(t).Message != checkout.MsgRefundPending {
						t.Fatalf("%s while stuck: %d %s", path, r.StatusCode, r.body)
					}
				}
				if r := admin.post("/api/admin/orders/"+o.ID+"/ship", httpapi.ShipRequest{TrackingNumber: "1", CargoCompany: "Aras Kargo"}); r.StatusCode != 409 ||
					r.problem(t).Message != checkout.MsgRefundPending {
					t.Fatalf("ship while stuck: %d %s", r.StatusCode, r.body)
				}
				assertStuck(t, e, admin, o.ID, 1)

				reconcileRefunds(t, e)
				want := map[string]int64{}
				for _, it := range e.simByOrder(t, o.ID).Items {
					want[it.ID] = it.PaidPrice
				}
				assertRefundedOnce(t, e, o.ID, want, len(want))
				if p := e.simByOrder(t, o.ID); p.RefundedAmount != o.Total {
					t.Fatalf("refunded %d of %d", p.RefundedAmount, o.Total)
				}
				if got := myOrder(t, c, o.ID); got.Status != "cancelled" || got.RefundPending {
					t.Fatalf("order after reconciliation: %+v", got)
				}
				if n := e.mails.count("cancelled", o.ID); n != 1 {
					t.Fatalf("%d cancellation mails", n)
				}
				if s := e.stock(t, books[1].ID); s != stock+2 {
					t.Fatalf("stock %d, want %d", s, stock+2)
				}
				assertStuck(t, e, admin, o.ID, 0)
				// Reconciling again changes nothing.
				reconcileRefunds(t, e)
				assertRefundedOnce(t, e, o.ID, want, len(want))
				if n := e.mails.count("cancelled", o.ID); n != 1 {
					t.Fatalf("%d cancellation mails after another round", n)
				}
			})
		})
	}
}

// adminReturn reads one request of an order as the admin sees it.
func adminReturn(t *testing.T, admin *client, orderID, id string) httpapi.ReturnView {
	t.Helper()
	var v httpapi.OrderReturnsView
	admin.get("/api/admin/orders/"+orderID+"/returns").json(t, &v)
	for _, r := range v.Requests {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("return %s not among %+v", id, v.Requests)
	return httpapi.ReturnView{}
}

func TestReturnRefundFaultsSettleByReconciliation(t *testing.T) {
	for _, rf := range refundFaults {
		t.Run(rf.name, func(t *testing.T) {
			sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
				f := storefrontFixture(t, db)
				books := newReturnsFixture(t, db, f).books
				e := newEnv(t, db, map[string]string{"BOOKSTORE_METRICS_TOKEN": metricsToken})
				admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
				c, o := paidOrder(t, e, "iade@example.com", books, 1, 1, 1)
				deliver(t, admin, o.ID)
				rv := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1}, lineQty{ItemID: o.Items[1].ID, Quantity: 1})
				returnStep(t, admin, rv.ID, "accept", nil, 200)
				returnStep(t, admin, rv.ID, "receive", map[string]any{"condition": "intact"}, 200)
				stock := e.stock(t, books[0].ID)

				crash, undo := rf.arm(t, e)
				rf.ask(t, admin, "/api/admin/returns/"+rv.ID+"/refund", func() {
					_, _ = e.checkout.RefundReturn(context.Background(), "", rv.ID, nil, "127.0.0.1")
				})
				undo()
				if crash != nil && crash.armed {
					t.Fatal("the refund never reached its finish")
				}
				got := adminReturn(t, admin, o.ID, rv.ID)
				if got.State != "received" {
					t.Fatalf("request while stuck: %+v", got)
				}
				if r := admin.post("/api/admin/returns/"+rv.ID+"/refund", nil); r.StatusCode != 409 || r.problem(t).Message != checkout.MsgRefundPending {
					t.Fatalf("second refund while stuck: %d %s", r.StatusCode, r.body)
				}
				assertStuck(t, e, admin, o.ID, 1)

				reconcileRefunds(t, e)
				p := e.simByOrder(t, o.ID)
				want := map[string]int64{p.Items[0].ID: o.Items[0].Paid, p.Items[1].ID: o.Items[1].Paid}
				assertRefundedOnce(t, e, o.ID, want, 2)
				got = adminReturn(t, admin, o.ID, rv.ID)
				if got.State != "refunded" || got.Refunded != o.Items[0].Paid+o.Items[1].Paid {
					t.Fatalf("request after reconciliation: %+v", got)
				}
				if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "return-refunded:"+rv.ID); n != 1 {
					t.Fatalf("%d refund mails", n)
				}
				if s := e.stock(t, books[0].ID); s != stock+1 {
					t.Fatalf("stock %d, want %d", s, stock+1)
				}
				assertStuck(t, e, admin, o.ID, 0)
			})
		})
	}
}
