package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// returnsFixture has three books besides the storefront fixture's: a
// buyer orders one copy of each (subtotal 30 TL, shipping charged).
type returnsFixture struct {
	books []*bookstore.Book
}

func newReturnsFixture(t *testing.T, db *sqldb.DB, f *fixture) *returnsFixture {
	t.Helper()
	rf := &returnsFixture{}
	for i, p := range []int64{1000, 1200, 800} {
		rf.books = append(rf.books, &bookstore.Book{Title: fmt.Sprintf("İade Kitabı %d", i+1), Price: p, Stock: 5, AuthorID: f.author.ID,
			CategoryID: f.category.ID, Approved: true})
	}
	if err := sqldb.NewCatalogWriter(db).CreateBooks(context.Background(), rf.books); err != nil {
		t.Fatal(err)
	}
	return rf
}

// returnsShop is the storefront with the returns fixture's books, an env
// on db and its admin, signed in.
func returnsShop(t *testing.T, db *sqldb.DB) (*env, *returnsFixture, *client) {
	t.Helper()
	rf := newReturnsFixture(t, db, storefrontFixture(t, db))
	e := newEnv(t, db, nil)
	return e, rf, e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
}

func deliver(t *testing.T, admin *client, orderID string) {
	t.Helper()
	if r := admin.post("/api/admin/orders/"+orderID+"/ship", httpapi.ShipRequest{TrackingNumber: "123", CargoCompany: "Aras Kargo"}); r.StatusCode != 200 {
		t.Fatalf("ship: %d %s", r.StatusCode, r.body)
	}
	if r := admin.post("/api/admin/orders/"+orderID+"/deliver", nil); r.StatusCode != 200 {
		t.Fatalf("deliver: %d %s", r.StatusCode, r.body)
	}
}

type lineQty = httpapi.ReturnLineRequest

func requestReturn(t *testing.T, c *client, orderID string, lines ...lineQty) httpapi.ReturnView {
	t.Helper()
	r := c.post("/api/orders/"+orderID+"/returns", map[string]any{"lines": lines, "reason": "changed_mind", "note": "Hediye aynısı geldi"})
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("return request: %d %s", r.StatusCode, r.body)
	}
	var v httpapi.ReturnView
	r.json(t, &v)
	return v
}

func returnStep(t *testing.T, admin *client, id, step string, body any, want int) httpapi.ReturnView {
	t.Helper()
	r := admin.post("/api/admin/returns/"+id+"/"+step, body)
	if r.StatusCode != want {
		t.Fatalf("%s: %d %s", step, r.StatusCode, r.body)
	}
	var v httpapi.ReturnView
	if want == 200 {
		r.json(t, &v)
	}
	return v
}

func (e *env) simByOrder(t *testing.T, orderID string) iyzico.SimPaymentInfo {
	t.Helper()
	for _, p := range e.sim.Payments() {
		if p.ConversationID == orderID && p.State == "paid" {
			return p
		}
	}
	t.Fatalf("no paid payment of %s at the simulator", orderID)
	return iyzico.SimPaymentInfo{}
}

func TestReturnOneBookOfThree(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books, 1, 1, 1)
		if o.Total != 3000+bookstore.DefaultShippingRule.Fee {
			t.Fatalf("total %d", o.Total)
		}
		// Not delivered yet: no return.
		if r := c.post("/api/orders/"+o.ID+"/returns", map[string]any{"lines": []lineQty{{ItemID: o.Items[0].ID, Quantity: 1}}}); r.StatusCode != 409 ||
			r.problem(t).Message != bookstore.MsgReturnNotDelivered {
			t.Fatalf("before delivery: %d %s", r.StatusCode, r.body)
		}
		deliver(t, admin, o.ID)
		var rv httpapi.OrderReturnsView
		c.get("/api/orders/"+o.ID+"/returns").json(t, &rv)
		if rv.LastDay == nil || !rv.Open || len(rv.Requests) != 0 || time.Until(*rv.LastDay) < 13*24*time.Hour {
			t.Fatalf("returns view: %+v", rv)
		}
		line := o.Items[1] // 12 TL
		// Bad input: too many copies, unknown line, no line, unknown reason, long note.
		for _, body := range []map[string]any{
			{"lines": []lineQty{{ItemID: line.ID, Quantity: 2}}},
			{"lines": []lineQty{{ItemID: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", Quantity: 1}}},
			{"lines": []lineQty{}},
			{"lines": []lineQty{{ItemID: line.ID, Quantity: 1}}, "reason": "bilmem"},
			{"lines": []lineQty{{ItemID: line.ID, Quantity: 1}}, "note": string(make([]byte, 1001))},
		} {
			if r := c.post("/api/orders/"+o.ID+"/returns", body); r.StatusCode != 422 {
				t.Fatalf("bad request %v: %d %s", body, r.StatusCode, r.body)
			}
		}
		ret := requestReturn(t, c, o.ID, lineQty{ItemID: line.ID, Quantity: 1})
		if ret.State != "requested" || ret.StateLabel != "Talep alındı" || ret.Code == "" || ret.Value != 1200 || ret.FormText == "" || ret.Instructions == "" {
			t.Fatalf("request: %+v", ret)
		}
		// Twice for the same copy: refused, nothing stored.
		if r := c.post("/api/orders/"+o.ID+"/returns", map[string]any{"lines": []lineQty{{ItemID: line.ID, Quantity: 1}}}); r.StatusCode != 422 ||
			r.problem(t).Errors[0].Message != bookstore.MsgReturnTooMany {
			t.Fatalf("twice: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM returns WHERE order_id = ?", o.ID); n != 1 {
			t.Fatalf("requests stored: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "return-requested:"+ret.ID); n != 1 {
			t.Fatalf("request mail: %d", n)
		}
		// The admin: refund before receipt is refused; receive; refund.
		returnStep(t, admin, ret.ID, "refund", nil, 409)
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "kırık"}, 422)
		stock := e.stock(t, rf.books[1].ID)
		got := returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		if got.State != "received" || got.Condition != "intact" {
			t.Fatalf("received: %+v", got)
		}
		// Over-refund: more than the line's price.
		if r := admin.post("/api/admin/returns/"+ret.ID+"/refund", map[string]any{"lines": []map[string]any{{"itemId": line.ID, "amount": 1201}}}); r.StatusCode != 422 ||
			r.problem(t).Errors[0].Message != bookstore.MsgRefundTooMuch {
			t.Fatalf("over-refund: %d %s", r.StatusCode, r.body)
		}
		got = returnStep(t, admin, ret.ID, "refund", nil, 200)
		if got.State != "refunded" || got.Refunded != 1200 || got.ShippingRefunded != 0 || got.Lines[0].Refunded != 1200 {
			t.Fatalf("refunded: %+v", got)
		}
		if e.stock(t, rf.books[1].ID) != stock+1 {
			t.Fatalf("stock not back: %d → %d", stock, e.stock(t, rf.books[1].ID))
		}
		if p := e.simByOrder(t, o.ID); p.RefundedAmount != 1200 || p.Refunds != 1 {
			t.Fatalf("simulator: %+v", p)
		}
		returnStep(t, admin, ret.ID, "refund", nil, 409) // twice: refused, nothing more refunded
		if p := e.simByOrder(t, o.ID); p.RefundedAmount != 1200 {
			t.Fatalf("refunded twice: %+v", p)
		}
		c.get("/api/orders/"+o.ID+"/returns").json(t, &rv)
		if len(rv.Requests) != 1 || rv.Requests[0].StateLabel != "İade edildi" || rv.Requests[0].Refunded != 1200 || rv.Requests[0].RefundError != "" {
			t.Fatalf("shopper view: %+v", rv)
		}
		for _, k := range []string{"return-received:", "return-refunded:"} {
			if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", k+ret.ID); n != 1 {
				t.Fatalf("%s mails: %d", k, n)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action IN ('return.requested','return.received','return.refunded')", ret.ID); n != 3 {
			t.Fatalf("audit entries: %d", n)
		}

		// After 14 days: refused.
		e.clock.advance(15 * 24 * time.Hour)
		if r := c.post("/api/orders/"+o.ID+"/returns", map[string]any{"lines": []lineQty{{ItemID: o.Items[0].ID, Quantity: 1}}}); r.StatusCode != 409 ||
			r.problem(t).Message != bookstore.MsgReturnExpired {
			t.Fatalf("after 14 days: %d %s", r.StatusCode, r.body)
		}
	})
}

func TestReturnWholeOrderWithShippingAndRefusal(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books[:2], 2, 1)
		deliver(t, admin, o.ID)
		// Two requests together make the whole order: the second refunds shipping.
		first := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1})
		second := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1}, lineQty{ItemID: o.Items[1].ID, Quantity: 1})
		for _, id := range []string{first.ID, second.ID} {
			returnStep(t, admin, id, "accept", nil, 200)
		}
		returnStep(t, admin, first.ID, "receive", map[string]any{"condition": "damaged"}, 200)
		stock0 := e.stock(t, rf.books[0].ID)
		if got := returnStep(t, admin, first.ID, "refund", nil, 200); got.Refunded != 1000 || got.ShippingRefunded != 0 {
			t.Fatalf("first: %+v", got)
		}
		if e.stock(t, rf.books[0].ID) != stock0 {
			t.Fatal("a damaged copy went back to stock")
		}
		returnStep(t, admin, second.ID, "receive", map[string]any{"condition": "intact"}, 200)

		// iyzico refuses: the request stays 'Teslim alındı' with the error, nothing refunded.
		if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "refund", Status: 400}); err != nil {
			t.Fatal(err)
		}
		if r := admin.post("/api/admin/returns/"+second.ID+"/refund", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgRefundRefused {
			t.Fatalf("refused refund: %d %s", r.StatusCode, r.body)
		}
		var av httpapi.OrderReturnsView
		admin.get("/api/admin/orders/"+o.ID+"/returns").json(t, &av)
		if s := av.Requests[1]; s.State != "received" || s.RefundError == "" || s.Refunded != 0 {
			t.Fatalf("after refusal: %+v", s)
		}
		if p := e.simByOrder(t, o.ID); p.RefundedAmount != 1000 {
			t.Fatalf("simulator after refusal: %+v", p)
		}
		// Retry, with concurrent clicks: one refund, of both lines and the shipping.
		if codes := admin.postAtOnce("/api/admin/returns/"+second.ID+"/refund", 5); codes[200] != 1 || codes[409] != 4 {
			t.Fatalf("concurrent refunds: %v, want one 200 and 409s", codes)
		}
		got, err := sqldb.NewReturnStore(db).Return(context.Background(), second.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.State != bookstore.ReturnRefunded || got.Refunded() != 1000+1200+bookstore.DefaultShippingRule.Fee || got.ShippingRefunded != bookstore.DefaultShippingRule.Fee || got.RefundError != "" {
			t.Fatalf("second: %+v", got)
		}
		// Refunded once, item by item (iyzico's refund of a basket item):
		// the first request's copy and the second's from the first book,
		// the second book, the shipping; four item refunds in all.
		p := e.simByOrder(t, o.ID)
		if p.RefundedAmount != o.Total || p.Refunds != 4 || len(p.Items) != 3 || fmt.Sprint(p.Items[0].Refunds) != "[1000 1000]" ||
			fmt.Sprint(p.Items[1].Refunds) != "[1200]" || p.Items[2].ID != "kargo" || fmt.Sprint(p.Items[2].Refunds) != "[1500]" {
			t.Fatalf("simulator totals: %+v, order total %d", p, o.Total)
		}
		// Nothing left: a third request finds no copy.
		if r := c.post("/api/orders/"+o.ID+"/returns", map[string]any{"lines": []lineQty{{ItemID: o.Items[1].ID, Quantity: 1}}}); r.StatusCode != 422 {
			t.Fatalf("third request: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'return.refund_failed'", second.ID); n != 1 {
			t.Fatalf("refusal audit: %d", n)
		}
	})
}

func TestReturnRejectAndAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books[:1], 2)
		deliver(t, admin, o.ID)
		other := e.client().signedIn("mehmet@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		guest := e.client()
		body := map[string]any{"lines": []lineQty{{ItemID: o.Items[0].ID, Quantity: 1}}}
		// Another member's order answers like a missing one; guests and authors may not.
		if r := other.post("/api/orders/"+o.ID+"/returns", body); r.StatusCode != 404 {
			t.Fatalf("other member: %d %s", r.StatusCode, r.body)
		}
		if r := other.get("/api/orders/" + o.ID + "/returns"); r.StatusCode != 404 {
			t.Fatalf("other member view: %d", r.StatusCode)
		}
		if r := other.post("/api/orders/"+o.ID+"/cancel", nil); r.StatusCode != 404 {
			t.Fatalf("other member cancel: %d", r.StatusCode)
		}
		for _, who := range []*client{guest, author, admin} {
			for _, r := range []*response{who.post("/api/orders/"+o.ID+"/returns", body), who.get("/api/orders/" + o.ID + "/returns"),
				who.post("/api/orders/"+o.ID+"/cancel", nil)} {
				if r.StatusCode != 401 && r.StatusCode != 403 {
					t.Fatalf("member endpoint for a non-member: %d", r.StatusCode)
				}
			}
		}
		ret := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 2})
		for _, who := range []*client{guest, c, other, author} {
			for _, r := range []*response{who.get("/api/admin/returns"), who.get("/api/admin/orders/" + o.ID + "/returns"),
				who.post("/api/admin/returns/"+ret.ID+"/accept", nil), who.post("/api/admin/returns/"+ret.ID+"/receive", map[string]any{"condition": "intact"}),
				who.post("/api/admin/returns/"+ret.ID+"/refund", nil), who.post("/api/admin/returns/"+ret.ID+"/reject", map[string]any{"reason": "x"})} {
				if r.StatusCode != 401 && r.StatusCode != 403 {
					t.Fatalf("admin endpoint for a non-admin: %d", r.StatusCode)
				}
			}
		}
		// Admin list with filters.
		var l httpapi.AdminReturnList
		admin.get("/api/admin/returns?state=requested").json(t, &l)
		if l.Total != 1 || l.Items[0].ID != ret.ID || l.Items[0].CustomerEmail != "ayse@example.com" {
			t.Fatalf("list: %+v", l)
		}
		today := time.Now().In(bookstore.ShopLocation()).Format(time.DateOnly)
		admin.get("/api/admin/returns?state=refunded").json(t, &l)
		if l.Total != 0 {
			t.Fatalf("refunded filter: %+v", l)
		}
		admin.get("/api/admin/returns?from="+today+"&to="+today).json(t, &l)
		if l.Total != 1 {
			t.Fatalf("date filter: %+v", l)
		}
		for _, q := range []string{"?from=dün", "?state=bilmem", "?to=2026-13-45"} {
			if r := admin.get("/api/admin/returns" + q); r.StatusCode != 422 {
				t.Fatalf("bad filter %s: %d", q, r.StatusCode)
			}
		}
		if r := admin.post("/api/admin/returns/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/accept", nil); r.StatusCode != 404 {
			t.Fatalf("missing request: %d", r.StatusCode)
		}
		// Reject needs a reason; a rejected request frees its copies.
		returnStep(t, admin, ret.ID, "reject", map[string]any{"reason": "  "}, 422)
		got := returnStep(t, admin, ret.ID, "reject", map[string]any{"reason": "14 gün geçtikten sonra kargoya verildi"}, 200)
		if got.State != "rejected" || got.RejectReason == "" {
			t.Fatalf("rejected: %+v", got)
		}
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 409)
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "return-rejected:"+ret.ID); n != 1 {
			t.Fatalf("rejection mail: %d", n)
		}
		requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1})
	})
}

func TestShopperCancel(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books[:2], 1, 2)
		stock := e.stock(t, rf.books[1].ID)
		// A refusal first: the order stays confirmed, the claim is released.
		if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "refund", Status: 400}); err != nil {
			t.Fatal(err)
		}
		if r := c.post("/api/orders/"+o.ID+"/cancel", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgRefundFailed {
			t.Fatalf("refused cancel: %d %s", r.StatusCode, r.body)
		}
		if got := myOrder(t, c, o.ID); got.Status != "confirmed" || e.stock(t, rf.books[1].ID) != stock {
			t.Fatalf("after refusal: %+v", got)
		}
		// Concurrent clicks: one cancellation, one refund of the order's total.
		if codes := c.postAtOnce("/api/orders/"+o.ID+"/cancel", 5); codes[200] != 1 || codes[409] != 4 {
			t.Fatalf("concurrent cancels: %v, want one 200 and 409s", codes)
		}
		if got := myOrder(t, c, o.ID); got.Status != "cancelled" || e.stock(t, rf.books[1].ID) != stock+2 {
			t.Fatalf("cancelled: %+v stock %d", got, e.stock(t, rf.books[1].ID))
		}
		// One refund of the total, item by item: each basket item (two
		// books, the shipping) refunded once, in full.
		p := e.simByOrder(t, o.ID)
		if p.RefundedAmount != o.Total || p.Refunds != len(p.Items) || len(p.Items) != 3 {
			t.Fatalf("simulator: %+v", p)
		}
		for _, it := range p.Items {
			if len(it.Refunds) != 1 || it.Refunds[0] != it.Price {
				t.Fatalf("simulator item: %+v", it)
			}
		}
		if e.mails.count("cancelled", o.ID) != 1 {
			t.Fatal("cancellation mail")
		}
		// Shipped orders are not cancelled by the shopper.
		c2, o2 := paidOrder(t, e, "ikinci@example.com", rf.books[:1], 1)
		if r := admin.post("/api/admin/orders/"+o2.ID+"/ship", httpapi.ShipRequest{TrackingNumber: "1", CargoCompany: "DHL"}); r.StatusCode != 200 {
			t.Fatal(r.body)
		}
		if r := c2.post("/api/orders/"+o2.ID+"/cancel", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgCancelShipped {
			t.Fatalf("shipped cancel: %d %s", r.StatusCode, r.body)
		}
		// A pending order is cancelled without a refund.
		c3 := buyer(t, e, "ucuncu@example.com", rf.books[2].ID, 1)
		o3 := placeOrder(t, c3)
		if r := c3.post("/api/orders/"+o3.ID+"/cancel", nil); r.StatusCode != 200 {
			t.Fatalf("pending cancel: %d %s", r.StatusCode, r.body)
		}
	})
}

// An instalment order: the card was charged the total plus the bank's
// interest; a return refunds the order's own amounts (the book's price),
// and the simulator never refunds beyond what was charged.
func TestReturnInstalmentOrder(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		rf := newReturnsFixture(t, db, f)
		e := formEnv(t, db)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		c := buyer(t, e, "ayse@example.com", rf.books[0].ID, 1)
		if r := setQty(c, rf.books[1].ID, 1); r.StatusCode != 200 {
			t.Fatal(r.body)
		}
		o := placeOrder(t, c)
		token := payByForm(t, c, o.ID, "5528790000000008", "3", "approve")
		formCallback(t, e, token)
		o = myOrder(t, c, o.ID)
		if o.Installment != 3 || o.PaidAmount <= o.Total {
			t.Fatalf("instalments: %+v", o)
		}
		deliver(t, admin, o.ID)
		ret := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1})
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		got := returnStep(t, admin, ret.ID, "refund", nil, 200)
		if got.Refunded != o.Items[0].Price {
			t.Fatalf("refunded %d, want the book's price %d", got.Refunded, o.Items[0].Price)
		}
		if sp := e.simPayment(t, token); sp.RefundedAmount != o.Items[0].Price || sp.PaidPrice != o.PaidAmount {
			t.Fatalf("simulator: %+v", sp)
		}
	})
}
