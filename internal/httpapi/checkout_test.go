package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The whole purchase through the real router, the real iyzico client and
// the embedded simulator (over HTTP, with its signatures), on both databases.

var goodCard = map[string]any{"holderName": "Ayşe Yılmaz", "number": "5528 7900 0000 0008", "expireMonth": "12", "expireYear": "2030", "cvc": "123"}

func cardWith(number string) map[string]any {
	c := map[string]any{}
	for k, v := range goodCard {
		c[k] = v
	}
	c["number"] = number
	return c
}

func payBody(card map[string]any) map[string]any {
	return map[string]any{"acceptPreInformation": true, "acceptDistanceSales": true, "card": card}
}

// buyer is a signed-in member with an address and qty copies of the book in the cart.
func buyer(t *testing.T, e *env, email, bookID string, qty int) *client {
	t.Helper()
	c := e.client().signedIn(email, bookstore.RoleUser)
	if r := c.put("/api/profile", map[string]any{"fullName": "Ayşe Yılmaz", "phone": "0532 123 45 67",
		"shippingAddress": "Moda Cad. No: 5 Daire: 3, 34710 Kadıköy/İstanbul"}); r.StatusCode != 200 {
		t.Fatalf("profile: %d %s", r.StatusCode, r.body)
	}
	if r := setQty(c, bookID, qty); r.StatusCode != 200 {
		t.Fatalf("cart: %d %s", r.StatusCode, r.body)
	}
	return c
}

func placeOrder(t *testing.T, c *client) httpapi.OrderView {
	t.Helper()
	r := c.post("/api/orders", nil)
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("place order: %d %s", r.StatusCode, r.body)
	}
	var o httpapi.OrderView
	r.json(t, &o)
	return o
}

func startPayment(t *testing.T, c *client, orderID string) string {
	t.Helper()
	r := c.post("/api/checkout/"+orderID+"/pay", payBody(goodCard))
	if r.StatusCode != 200 {
		t.Fatalf("pay: %d %s", r.StatusCode, r.body)
	}
	var p httpapi.PayResponse
	r.json(t, &p)
	return p.FrameURL
}

var (
	actionRe = regexp.MustCompile(`action="([^"]+)"`)
	inputRe  = regexp.MustCompile(`name="(\w+)" value="([^"]*)"`)
)

// bank plays the buyer on the bank page: loads the frame, follows its form
// to the bank, presses a button, and returns the signed callback the bank
// would post, without posting it.
func bank(t *testing.T, e *env, frameURL, choice string) url.Values {
	t.Helper()
	b := e.client()
	r := b.get(frameURL)
	// The bank's HTML runs on this origin only inside the CSP sandbox
	// (an opaque origin), whoever frames or opens it.
	csp := r.Header.Get("Content-Security-Policy")
	if r.StatusCode != 200 || !strings.Contains(csp, "frame-ancestors 'self'") || !strings.HasPrefix(csp, "sandbox allow-scripts allow-forms allow-top-navigation;") {
		t.Fatalf("frame: %d %v %s", r.StatusCode, r.Header, r.body)
	}
	m := actionRe.FindSubmatch(r.body)
	if m == nil {
		t.Fatalf("no bank form in %s", r.body)
	}
	bankPath := strings.TrimPrefix(html.UnescapeString(string(m[1])), e.srv.URL)
	if r := b.do(http.MethodPost, bankPath, "application/x-www-form-urlencoded", nil); r.StatusCode != 200 || !strings.Contains(string(r.body), "Onayla") {
		t.Fatalf("bank page: %d %s", r.StatusCode, r.body)
	}
	r = b.do(http.MethodPost, bankPath, "application/x-www-form-urlencoded", strings.NewReader("choice="+choice))
	form := url.Values{}
	for _, in := range inputRe.FindAllSubmatch(r.body, -1) {
		form.Set(string(in[1]), html.UnescapeString(string(in[2])))
	}
	if form.Get("paymentId") == "" || form.Get("signature") == "" {
		t.Fatalf("bank return: %s", r.body)
	}
	return form
}

// callback posts the bank's result the way a browser does: cross-site, no cookies.
func callback(t *testing.T, e *env, form url.Values) (status, orderID string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, e.srv.URL+"/odeme/iyzico-callback", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "null")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body := new(strings.Builder)
	fmt.Fprint(body, readAll(res))
	if res.StatusCode != 200 {
		t.Fatalf("callback: %d %s", res.StatusCode, body)
	}
	m := regexp.MustCompile(`href="/odeme/callback\?([^"]+)"`).FindStringSubmatch(body.String())
	if m == nil {
		t.Fatalf("callback page without the result link: %s", body)
	}
	q, _ := url.ParseQuery(html.UnescapeString(m[1]))
	return q.Get("status"), q.Get("orderId")
}

func readAll(res *http.Response) string {
	b := new(strings.Builder)
	buf := make([]byte, 4096)
	for {
		n, err := res.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String()
		}
	}
}

func (e *env) stock(t *testing.T, bookID string) int {
	t.Helper()
	var n int
	if err := e.db.Bun().NewRaw("SELECT stock_quantity FROM books WHERE id = ?", bookID).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (e *env) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := e.db.Bun().NewRaw(query, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func myOrder(t *testing.T, c *client, id string) httpapi.OrderView {
	t.Helper()
	var o httpapi.OrderView
	r := c.get("/api/orders/" + id)
	if r.StatusCode != 200 {
		t.Fatalf("order: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &o)
	return o
}

func TestCheckoutPurchase(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 2)

		o := placeOrder(t, c)
		// 2 x 89,90 = 179,80 TL: free shipping; stock reserved at once.
		if o.Status != "pending" || o.Subtotal != 17980 || o.Shipping != 0 || o.Total != 17980 || e.stock(t, f.visible.ID) != 2 {
			t.Fatalf("order %+v stock %d", o, e.stock(t, f.visible.ID))
		}
		// A second click returns the same order and reserves nothing more.
		if again := placeOrder(t, c); again.ID != o.ID || e.stock(t, f.visible.ID) != 2 {
			t.Fatalf("second click: %s vs %s, stock %d", again.ID, o.ID, e.stock(t, f.visible.ID))
		}

		var v httpapi.CheckoutView
		r := c.get("/api/checkout/" + o.ID)
		if r.StatusCode != 200 {
			t.Fatalf("checkout: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &v)
		for _, want := range []string{o.Number, "Çalıkuşu", "₺179,80", "merhaba@kitapevi.test", "Kadıköy/İstanbul", "Kitapevi Yayınları", "cayma"} {
			if !strings.Contains(v.PreInformation+v.DistanceSales, want) {
				t.Errorf("contracts lack %q", want)
			}
		}

		// Contracts not accepted and a bad card: field errors, nothing starts.
		r = c.post("/api/checkout/"+o.ID+"/pay", map[string]any{"card": cardWith("5528790000000009")})
		if r.StatusCode != 422 {
			t.Fatalf("unaccepted: %d %s", r.StatusCode, r.body)
		}
		p := r.problem(t)
		fields := map[string]string{}
		for _, fe := range p.Errors {
			fields[fe.Field] = fe.Message
		}
		if fields["acceptPreInformation"] != bookstore.MsgContractsRequired || fields["acceptDistanceSales"] == "" || fields["card.number"] != bookstore.MsgCardNumber {
			t.Fatalf("fields: %+v", p.Errors)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts"); n != 0 {
			t.Fatalf("attempts after refused input: %d", n)
		}

		frame := startPayment(t, c, o.ID)
		status, orderID := callback(t, e, bank(t, e, frame, "approve"))
		if status != "success" || orderID != o.ID {
			t.Fatalf("callback: %s %s", status, orderID)
		}
		got := myOrder(t, c, o.ID)
		if got.Status != "confirmed" || e.stock(t, f.visible.ID) != 2 {
			t.Fatalf("after payment: %+v stock %d", got, e.stock(t, f.visible.ID))
		}
		if cart := c.cart(t); len(cart.Items) != 0 {
			t.Fatalf("cart not emptied: %+v", cart)
		}
		// The accepted texts, the time and the IP are stored with the order.
		var text, ip string
		if err := db.Bun().NewRaw("SELECT contracts_text, contracts_accepted_ip FROM orders WHERE id = ?", o.ID).Scan(context.Background(), &text, &ip); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "MESAFELİ SATIŞ SÖZLEŞMESİ") || !strings.Contains(text, o.Number) || ip == "" {
			t.Fatalf("stored acceptance: ip %q text %.80q", ip, text)
		}
		// Card data is never stored.
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE frame_html LIKE '%5528%' OR transaction_ids LIKE '%5528%'"); n != 0 {
			t.Fatal("card number stored")
		}
		// A paid order is no longer payable, and the page says it is paid.
		if r := c.get("/api/checkout/" + o.ID); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderAlreadyPaid {
			t.Fatalf("paid order checkout: %d %s", r.StatusCode, r.body)
		}
	})
}

func TestCheckoutCallbackExactlyOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		form := bank(t, e, startPayment(t, c, o.ID), "approve")

		// The same callback ten times at once, then twice more, late.
		var wg sync.WaitGroup
		results := make([]string, 10)
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i], _ = callback(t, e, form)
			}()
		}
		wg.Wait()
		results = append(results, must2(callback(t, e, form)), must2(callback(t, e, form)))
		ok := 0
		for _, r := range results {
			switch r {
			case "success":
				ok++
			case "processing":
			default:
				t.Fatalf("a duplicate callback answered %q", r)
			}
		}
		if ok == 0 {
			t.Fatal("no callback reported success")
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'order.paid' AND entity_id = ?", o.ID); n != 1 {
			t.Fatalf("order confirmed %d times", n)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE order_id = ? AND status = 'succeeded'", o.ID); n != 1 {
			t.Fatalf("%d payments recorded", n)
		}
		// 4 copies, 1 ordered: taken once.
		if s := e.stock(t, f.visible.ID); s != 3 || myOrder(t, c, o.ID).Status != "confirmed" {
			t.Fatalf("stock %d", s)
		}
	})
}

func must2(s, _ string) string { return s }

func TestCheckoutForgedCallbacks(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		a := buyer(t, e, "a@example.com", f.visible.ID, 1)
		b := buyer(t, e, "b@example.com", f.visible.ID, 1)
		oa, ob := placeOrder(t, a), placeOrder(t, b)
		formA := bank(t, e, startPayment(t, a, oa.ID), "approve")
		startPayment(t, b, ob.ID)

		sign := func(v url.Values) url.Values {
			v.Set("signature", iyzico.Signature(iyzico.SimulatorSecretKey, v.Get("conversationData"), v.Get("conversationId"),
				v.Get("mdStatus"), v.Get("paymentId"), v.Get("status")))
			return v
		}
		clone := func(v url.Values) url.Values {
			c := url.Values{}
			for k, x := range v {
				c[k] = append([]string(nil), x...)
			}
			return c
		}
		cases := map[string]url.Values{}
		bad := clone(formA)
		bad.Set("signature", strings.Repeat("0", 64))
		cases["bad signature"] = bad
		noSig := clone(formA)
		noSig.Del("signature")
		cases["no signature"] = noSig
		other := clone(formA)
		other.Set("conversationId", ob.ID) // A's payment presented as B's order
		cases["another order's ids, re-signed"] = sign(other)
		unknown := clone(formA)
		unknown.Set("paymentId", "999999999999")
		cases["unknown payment, re-signed"] = sign(unknown)
		tampered := clone(formA)
		tampered.Set("mdStatus", "1")
		tampered.Set("status", "success")
		tampered.Set("conversationData", "x")
		cases["tampered fields, old signature"] = tampered
		for name, form := range cases {
			if status, _ := callback(t, e, form); status != "failure" {
				t.Errorf("%s: %s", name, status)
			}
		}
		if myOrder(t, a, oa.ID).Status != "pending" || myOrder(t, b, ob.ID).Status != "pending" {
			t.Fatal("a forged callback changed an order")
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'security.payment_rejected'"); n != len(cases) {
			t.Fatalf("%d security events for %d forgeries", n, len(cases))
		}
		// The genuine callback still works afterwards.
		if status, _ := callback(t, e, formA); status != "success" {
			t.Fatalf("genuine callback: %s", status)
		}
	})
}

func TestCheckoutDeclinedAndExpired(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 3)
		o := placeOrder(t, c)
		if e.stock(t, f.visible.ID) != 1 {
			t.Fatal("not reserved")
		}
		for _, choice := range []string{"decline", "mdfail"} {
			if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), choice)); status != "failure" {
				t.Fatalf("%s: %s", choice, status)
			}
		}
		// mdStatus 2 and 4 with status success, properly signed: not completed.
		for _, md := range []string{"0", "2", "4"} {
			form := bank(t, e, startPayment(t, c, o.ID), "approve")
			form.Set("mdStatus", md)
			form.Set("signature", iyzico.Signature(iyzico.SimulatorSecretKey, form.Get("conversationData"), form.Get("conversationId"),
				md, form.Get("paymentId"), "success"))
			if status, _ := callback(t, e, form); status != "failure" {
				t.Fatalf("mdStatus %s: %s", md, status)
			}
		}
		// Declined at completion (insufficient funds): nothing charged, still payable.
		r := c.post("/api/checkout/"+o.ID+"/pay", payBody(cardWith("4111111111111129")))
		var p httpapi.PayResponse
		r.json(t, &p)
		if status, _ := callback(t, e, bank(t, e, p.FrameURL, "approve")); status != "failure" {
			t.Fatalf("insufficient funds: %s", status)
		}
		// 3DS cannot start for this sandbox card: the provider's reason is shown.
		r = c.post("/api/checkout/"+o.ID+"/pay", payBody(cardWith("4151111111111112")))
		if r.StatusCode != 409 || !strings.HasPrefix(r.problem(t).Message, bookstore.MsgPaymentStartFailed) {
			t.Fatalf("init failure: %d %s", r.StatusCode, r.body)
		}
		if got := myOrder(t, c, o.ID); got.Status != "pending" || e.stock(t, f.visible.ID) != 1 {
			t.Fatalf("after declines: %s stock %d", got.Status, e.stock(t, f.visible.ID))
		}

		// A bank page left open past the deadline: expiry waits until
		// reconciliation has asked the provider that nothing was charged;
		// then the order expires, its stock returns once, and the late
		// approval charges nothing.
		late := bank(t, e, startPayment(t, c, o.ID), "approve")
		e.clock.advance(31 * time.Minute)
		if r := c.get("/api/checkout/" + o.ID); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderExpired {
			t.Fatalf("expired checkout: %d %s", r.StatusCode, r.body)
		}
		if _, err := e.checkout.ExpireDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := myOrder(t, c, o.ID); got.Status != "pending" {
			t.Fatalf("expired with a started payment: %s", got.Status)
		}
		for range 2 {
			if _, err := e.checkout.Reconcile(context.Background()); err != nil {
				t.Fatal(err)
			}
			if _, err := e.checkout.ExpireDue(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		if got := myOrder(t, c, o.ID); got.Status != "cancelled" || e.stock(t, f.visible.ID) != 4 {
			t.Fatalf("after expiry: %s stock %d", got.Status, e.stock(t, f.visible.ID))
		}
		if status, _ := callback(t, e, late); status != "failure" {
			t.Fatalf("late approval: %s", status)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE status = 'succeeded'"); n != 0 || e.stock(t, f.visible.ID) != 4 {
			t.Fatalf("late callback charged (%d) or moved stock", n)
		}
	})
}

func TestCheckoutRefusals(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)

		if r := e.client().post("/api/orders", nil); r.StatusCode != 401 {
			t.Fatalf("guest order: %d", r.StatusCode)
		}
		noAddr := e.client().signedIn("adressiz@example.com", bookstore.RoleUser)
		setQty(noAddr, f.visible.ID, 1)
		if r := noAddr.post("/api/orders", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderAddress {
			t.Fatalf("no address: %d %s", r.StatusCode, r.body)
		}
		// An account without a name (created by an administrator, say) can
		// neither order nor pay: the contracts and iyzico need the buyer's name.
		nameless := buyer(t, e, "isimsiz@example.com", f.visible.ID, 1)
		pending := placeOrder(t, nameless)
		if _, err := db.Bun().NewRaw("UPDATE profiles SET full_name = '' WHERE email = ?", "isimsiz@example.com").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if r := nameless.post("/api/checkout/"+pending.ID+"/pay", payBody(goodCard)); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgBuyerIncomplete {
			t.Fatalf("pay without a name: %d %s", r.StatusCode, r.body)
		}
		setQty(nameless, f.visible.ID, 2)
		if r := nameless.post("/api/orders", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgBuyerIncomplete {
			t.Fatalf("order without a name: %d %s", r.StatusCode, r.body)
		}
		var attempts int
		if err := db.Bun().NewRaw("SELECT count(*) FROM payment_attempts WHERE order_id = ?", pending.ID).Scan(context.Background(), &attempts); err != nil || attempts != 0 {
			t.Fatalf("a nameless buyer started %d payments (%v)", attempts, err)
		}

		empty := buyer(t, e, "bos@example.com", f.visible.ID, 1)
		empty.del("/api/cart/items/" + f.visible.ID)
		if r := empty.post("/api/orders", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgCartEmpty {
			t.Fatalf("empty cart: %d %s", r.StatusCode, r.body)
		}

		a := buyer(t, e, "a@example.com", f.visible.ID, 1)
		o := placeOrder(t, a)
		other := buyer(t, e, "b@example.com", f.visible.ID, 1)
		for _, r := range []*response{other.get("/api/checkout/" + o.ID), other.post("/api/checkout/"+o.ID+"/pay", payBody(goodCard)),
			a.get("/api/checkout/not-a-uuid"), a.get("/api/checkout/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b")} {
			if r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgOrderInfoNotFound {
				t.Fatalf("someone else's or missing order: %d %s", r.StatusCode, r.body)
			}
		}
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		if r := author.post("/api/orders", nil); r.StatusCode != 403 {
			t.Fatalf("author ordering: %d", r.StatusCode)
		}
		// A tampered total blocks payment.
		if _, err := db.Bun().NewRaw("UPDATE orders SET total_amount = 100 WHERE id = ?", o.ID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		for _, r := range []*response{a.get("/api/checkout/" + o.ID), a.post("/api/checkout/"+o.ID+"/pay", payBody(goodCard))} {
			if r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderAmountMismatch {
				t.Fatalf("tampered total: %d %s", r.StatusCode, r.body)
			}
		}
		// Malformed and oversized bodies.
		if r := a.do(http.MethodPost, "/api/checkout/"+o.ID+"/pay", "application/json", strings.NewReader("{")); r.StatusCode != 400 {
			t.Fatalf("malformed: %d", r.StatusCode)
		}
		big := payBody(cardWith(strings.Repeat("4", 100)))
		if r := a.post("/api/checkout/"+o.ID+"/pay", big); r.StatusCode != 422 {
			t.Fatalf("oversized card number: %d", r.StatusCode)
		}
		if r := a.do(http.MethodPost, "/odeme/iyzico-callback", "application/x-www-form-urlencoded",
			strings.NewReader("status="+strings.Repeat("x", 20000))); r.StatusCode != 400 {
			t.Fatalf("oversized callback: %d", r.StatusCode)
		}
		if r := e.client().get("/odeme/3ds/" + strings.Repeat("a", 64)); r.StatusCode != 404 {
			t.Fatalf("unknown frame: %d", r.StatusCode)
		}
	})
}

func TestCheckoutCancelWithRefund(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 2)
		o := placeOrder(t, c)
		callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve"))
		if e.stock(t, f.visible.ID) != 2 {
			t.Fatal("stock")
		}
		path := "/api/admin/orders/" + o.ID + "/cancel"
		for _, who := range []*client{e.client(), c, e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)} {
			if r := who.post(path, nil); r.StatusCode != 401 && r.StatusCode != 403 {
				t.Fatalf("non-admin cancel: %d", r.StatusCode)
			}
		}
		if myOrder(t, c, o.ID).Status != "confirmed" {
			t.Fatal("a refused cancel changed the order")
		}
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		// A paid order needs the reason the buyer is told; without one (or
		// with more than one line) nothing is refunded, cancelled or mailed.
		for _, body := range []any{nil, map[string]any{"reason": "   "}, map[string]any{"reason": "Stok\nhasarlı"},
			map[string]any{"reason": strings.Repeat("ç", bookstore.MaxCancelReason+1)}} {
			r := admin.post(path, body)
			if r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgCancelReason {
				t.Fatalf("cancel without a reason (%v): %d %s", body, r.StatusCode, r.body)
			}
		}
		if myOrder(t, c, o.ID).Status != "confirmed" || e.stock(t, f.visible.ID) != 2 ||
			e.count(t, "SELECT count(*) FROM payment_attempts WHERE order_id = ? AND status = 'refunded'", o.ID) != 0 ||
			e.count(t, "SELECT count(*) FROM refunds WHERE order_id = ?", o.ID) != 0 ||
			e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key LIKE ?", "order-%:"+o.ID) != 1 {
			t.Fatal("a cancel without a reason changed something")
		}
		reason := "Kitap depoda hasarlı bulundu"
		var got httpapi.OrderView
		r := admin.post(path, map[string]any{"reason": "  " + reason + " "})
		if r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		r.json(t, &got)
		if got.Status != "cancelled" || e.stock(t, f.visible.ID) != 4 {
			t.Fatalf("cancelled: %+v stock %d", got, e.stock(t, f.visible.ID))
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE order_id = ? AND status = 'refunded'", o.ID); n != 1 {
			t.Fatalf("refund not recorded: %d", n)
		}
		// The refund mail was queued with the cancellation.
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "order-refunded:"+o.ID); n != 1 || e.mails.count("cancelled", o.ID) != 1 {
			t.Fatalf("refund mails: %d", n)
		}
		// The mail tells the buyer the admin's reason (trimmed), in both parts.
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ? AND text_body LIKE ? AND html_body LIKE ?",
			"order-refunded:"+o.ID, "%İptal nedeni: "+reason+"\n%", "%İptal nedeni: "+reason+"</p>%"); n != 1 {
			t.Fatal("the refund mail lacks the reason")
		}
		// Twice: refused, nothing refunded twice, stock unchanged, no second mail.
		if r := admin.post(path, map[string]any{"reason": reason}); r.StatusCode != 409 || e.stock(t, f.visible.ID) != 4 {
			t.Fatalf("second cancel: %d stock %d", r.StatusCode, e.stock(t, f.visible.ID))
		}
		if n := e.mails.count("cancelled", o.ID); n != 1 {
			t.Fatalf("cancellation mails after a refused second cancel: %d", n)
		}
		// A pending order is cancelled without a refund.
		c2 := buyer(t, e, "iki@example.com", f.visible.ID, 1)
		o2 := placeOrder(t, c2)
		if r := admin.post("/api/admin/orders/"+o2.ID+"/cancel", nil); r.StatusCode != 200 || e.stock(t, f.visible.ID) != 4 {
			t.Fatalf("cancel pending: %d stock %d", r.StatusCode, e.stock(t, f.visible.ID))
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "order-cancelled:"+o2.ID); n != 1 {
			t.Fatalf("cancellation mails of the pending order: %d", n)
		}
		if r := admin.post("/api/admin/orders/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/cancel", nil); r.StatusCode != 404 {
			t.Fatalf("missing order: %d", r.StatusCode)
		}
	})
}

// tamperAuth re-signs the simulator's completion answer with another amount,
// as a compromised or buggy gateway might: the signature is valid, the
// amount is not the order's.
func tamperAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/payment/v2/3dsecure/auth" {
			next.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		var m map[string]any
		dec := json.NewDecoder(rec.Body)
		dec.UseNumber()
		if err := dec.Decode(&m); err != nil || m["status"] != "success" {
			_, _ = w.Write(rec.Body.Bytes()) // the test's client reads it
			return
		}
		str := func(k string) string { return fmt.Sprint(m[k]) }
		m["paidPrice"] = json.Number("1")
		m["signature"] = iyzico.Signature(iyzico.SimulatorSecretKey, str("paymentId"), str("currency"), str("basketId"),
			str("conversationId"), "1", str("price"))
		// A failed write reaches the shop's client as a broken answer,
		// which is what the test asserts about anyway.
		_ = json.NewEncoder(w).Encode(m)
	})
}

func TestCheckoutAmountMismatchIsNotConfirmed(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil, tamperAuth)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		if status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve")); status != "failure" {
			t.Fatalf("tampered completion: %s", status)
		}
		if got := myOrder(t, c, o.ID); got.Status != "pending" {
			t.Fatalf("order %s after a mismatching payment", got.Status)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'security.payment_rejected' AND entity_id = ?", o.ID); n != 1 {
			t.Fatalf("security events: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE status = 'succeeded'"); n != 0 {
			t.Fatal("mismatching payment recorded")
		}
	})
}
