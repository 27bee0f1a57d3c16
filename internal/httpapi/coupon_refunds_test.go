package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/httpapi"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// discountedOrder is a paid order of three books of odd prices, one on
// sale (17 % off), with a 13 % coupon over all three: every line has a
// sale price or a coupon share that does not divide evenly.
func discountedOrder(t *testing.T, e *env, admin *client, email string, books []*bookstore.Book) (*client, httpapi.OrderView) {
	t.Helper()
	c := buyer(t, e, email, books[0].ID, 2)
	for i, q := range []int{1, 3} {
		if r := setQty(c, books[i+1].ID, q); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
	}
	if r := c.put("/api/cart/coupon", map[string]any{"code": "tek13"}); r.StatusCode != 200 {
		t.Fatalf("coupon: %d %s", r.StatusCode, r.body)
	}
	return c, payOrder(t, e, c, placeOrder(t, c).ID)
}

// checkBasket: the items iyzico was sent are the order's lines at what
// each paid (sale price and coupon share taken off) plus the shipping, and
// they sum exactly to what was charged.
func checkBasket(t *testing.T, p iyzico.SimPaymentInfo, o httpapi.OrderView) {
	t.Helper()
	want := []iyzico.SimItemInfo{}
	for _, it := range o.Items {
		want = append(want, iyzico.SimItemInfo{ID: it.BookID, Price: it.Paid})
	}
	if o.Shipping > 0 {
		want = append(want, iyzico.SimItemInfo{ID: "kargo", Price: o.Shipping})
	}
	var sum int64
	for i, it := range p.Items {
		if i >= len(want) || it.ID != want[i].ID || it.Price != want[i].Price || it.PaidPrice != it.Price {
			t.Fatalf("basket item %d: %+v, want %+v", i, it, want)
		}
		sum += it.Price
	}
	if len(p.Items) != len(want) || sum != o.Total || p.Price != o.Total || p.PaidPrice != o.Total || o.PaidAmount != o.Total {
		t.Fatalf("basket %+v sums to %d; order total %d, paid %d", p, sum, o.Total, o.PaidAmount)
	}
}

// checkRefunds: each item's refunds at the simulator are exactly want
// (basket item id → amounts, in order), never more than the item was
// charged, and all of them never more than the charge.
func checkRefunds(t *testing.T, p iyzico.SimPaymentInfo, want map[string][]int64) {
	t.Helper()
	var all int64
	for _, it := range p.Items {
		var sum int64
		for _, r := range it.Refunds {
			sum += r
		}
		if fmt.Sprint(it.Refunds) != fmt.Sprint(want[it.ID]) && (len(it.Refunds) > 0 || len(want[it.ID]) > 0) {
			t.Fatalf("item %s refunds %v, want %v", it.ID, it.Refunds, want[it.ID])
		}
		if sum > it.PaidPrice {
			t.Fatalf("item %s refunded %d of %d", it.ID, sum, it.PaidPrice)
		}
		all += sum
	}
	if all != p.RefundedAmount || p.RefundedAmount > p.PaidPrice {
		t.Fatalf("refunded %d by item, %d in all, of %d", all, p.RefundedAmount, p.PaidPrice)
	}
}

// TestRefundOfDiscountedLinesThroughIyzico: an order with a sale price and
// a percentage coupon over three lines of odd amounts is paid through the
// payment path and the simulator (over HTTP, signed); the basket iyzico got
// is the lines' paid amounts and sums to the charge. Returning one line,
// then a second, refunds exactly each line's paid amount from that line's
// own basket item (iyzico's refund by paymentTransactionId); the last line
// refunds the rest with the shipping, so the refunds sum to the charge.
// iyzico refuses a kuruş more on a refunded item. A second such order,
// cancelled while unshipped, refunds each item exactly what it was charged.
func TestRefundOfDiscountedLinesThroughIyzico(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		var books []*bookstore.Book
		for i, p := range []int64{3333, 2999, 1001} {
			books = append(books, &bookstore.Book{Title: fmt.Sprintf("Kuponlu Kitap %d", i+1), Price: p, Stock: 20, AuthorID: f.author.ID,
				CategoryID: f.category.ID, Approved: true})
		}
		if err := sqldb.NewCatalogWriter(db).CreateBooks(context.Background(), books); err != nil {
			t.Fatal(err)
		}
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		now := time.Now()
		if r := admin.post("/api/admin/sales", saleBody(books[0].ID, 17, now.Add(-time.Minute), now.Add(time.Hour))); r.StatusCode != 201 {
			t.Fatalf("sale: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/coupons", couponBody("TEK13", func(b map[string]any) { b["kind"], b["percent"] = "percent", 13 })); r.StatusCode != 201 {
			t.Fatalf("coupon: %d %s", r.StatusCode, r.body)
		}

		c, o := discountedOrder(t, e, admin, "indirimli@example.com", books)
		if o.Status != "confirmed" || o.Discount == 0 || len(o.Items) != 3 || o.Items[0].Price >= o.Items[0].ListPrice {
			t.Fatalf("order: %+v", o)
		}
		for _, it := range o.Items {
			if it.Paid >= it.LineTotal || it.Paid%100 == 0 {
				t.Fatalf("line without an odd discounted amount: %+v", it)
			}
		}
		p := e.simByOrder(t, o.ID)
		checkBasket(t, p, o)
		deliver(t, admin, o.ID)

		want := map[string][]int64{}
		refund := func(line httpapi.OrderLine) httpapi.ReturnView {
			t.Helper()
			ret := requestReturn(t, c, o.ID, lineQty{ItemID: line.ID, Quantity: line.Quantity})
			returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
			return returnStep(t, admin, ret.ID, "refund", nil, 200)
		}
		// The second line, then the third (3 copies): each refunds what it paid.
		for _, line := range []httpapi.OrderLine{o.Items[1], o.Items[2]} {
			got := refund(line)
			if got.Refunded != line.Paid || got.ShippingRefunded != 0 {
				t.Fatalf("return of %s: %+v, want %d", line.Title, got, line.Paid)
			}
			want[line.BookID] = []int64{line.Paid}
			checkRefunds(t, e.simByOrder(t, o.ID), want)
		}
		// iyzico holds a refunded item to its charge: a kuruş more is refused.
		prov := iyzico.Provider{C: iyzico.New(e.srv.URL+iyzico.SimulatorPath, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, nil)}
		var declined *bookstore.PaymentDeclined
		if err := prov.RefundItem(context.Background(), o.ID, p.Items[1].TransactionID, 1, "127.0.0.1"); !errors.As(err, &declined) {
			t.Fatalf("a kuruş beyond the item: %v", err)
		}
		// The last line: the whole order is back, so the shipping too; the
		// refunds now sum to exactly what was charged.
		got := refund(o.Items[0])
		if got.Refunded != o.Items[0].Paid+o.Shipping || got.ShippingRefunded != o.Shipping {
			t.Fatalf("last return: %+v", got)
		}
		want[o.Items[0].BookID] = []int64{o.Items[0].Paid}
		if o.Shipping > 0 {
			want["kargo"] = []int64{o.Shipping}
		}
		p = e.simByOrder(t, o.ID)
		checkRefunds(t, p, want)
		if p.RefundedAmount != p.PaidPrice {
			t.Fatalf("refunded %d of %d", p.RefundedAmount, p.PaidPrice)
		}
		if n := e.count(t, "SELECT count(*) FROM refunds WHERE order_id = ? AND state = 'done'", o.ID); n != 3 {
			t.Fatalf("done refunds: %d", n)
		}

		// Cancelled before shipping: every item its own charge, once.
		c2, o2 := discountedOrder(t, e, admin, "iptal@example.com", books)
		p2 := e.simByOrder(t, o2.ID)
		checkBasket(t, p2, o2)
		if r := c2.post("/api/orders/"+o2.ID+"/cancel", nil); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		want = map[string][]int64{}
		for _, it := range p2.Items {
			want[it.ID] = []int64{it.Price}
		}
		p2 = e.simByOrder(t, o2.ID)
		checkRefunds(t, p2, want)
		if p2.RefundedAmount != o2.Total || p2.Voided {
			t.Fatalf("cancel refunded %+v, total %d", p2, o2.Total)
		}
		if r := c2.post("/api/orders/"+o2.ID+"/cancel", nil); r.StatusCode != 409 {
			t.Fatalf("cancel twice: %d %s", r.StatusCode, r.body)
		}
		if e.simByOrder(t, o2.ID).RefundedAmount != o2.Total {
			t.Fatal("a second cancel refunded again")
		}
	})
}

// TestRefundRefusedAfterSomeItems: iyzico refunds the first item of a
// cancellation and refuses the second. The refund is neither done nor
// failed: it stays started (the shopper is told it is being checked), the
// order stays confirmed, and another cancel is refused rather than
// refunding the first item twice.
func TestRefundRefusedAfterSomeItems(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		rf := newReturnsFixture(t, db, f)
		e := newEnv(t, db, nil)
		c, o := paidOrder(t, e, "yarim@example.com", rf.books, 1, 1, 1)
		if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "refund", Status: 400, After: 1}); err != nil {
			t.Fatal(err)
		}
		if r := c.post("/api/orders/"+o.ID+"/cancel", nil); r.StatusCode != 409 || r.problem(t).Message != checkout.MsgRefundPending {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		e.sim.ClearFaults()
		p := e.simByOrder(t, o.ID)
		if p.RefundedAmount != o.Items[0].Paid || fmt.Sprint(p.Items[0].Refunds) != fmt.Sprint([]int64{o.Items[0].Paid}) {
			t.Fatalf("simulator: %+v", p)
		}
		if n := e.count(t, "SELECT count(*) FROM refunds WHERE order_id = ? AND state = 'started'", o.ID); n != 1 {
			t.Fatalf("started refunds: %d", n)
		}
		if r := c.post("/api/orders/"+o.ID+"/cancel", nil); r.StatusCode != 409 {
			t.Fatalf("second cancel: %d %s", r.StatusCode, r.body)
		}
		if got := myOrder(t, c, o.ID); got.Status != "confirmed" || e.simByOrder(t, o.ID).RefundedAmount != o.Items[0].Paid {
			t.Fatalf("after: %+v", got)
		}
	})
}
