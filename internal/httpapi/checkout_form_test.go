package httpapi_test

import (
	"context"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
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

// The hosted Checkout Form, through the real router and the real client
// against the simulator over HTTP, on both databases: the shop never sees
// the card, learns the outcome by retrieving the form, keeps a matching
// charge once and gives back any other.

var (
	formNonce  = regexp.MustCompile(`data-oturum="([^"]+)"`)
	formAction = regexp.MustCompile(`<form[^>]* action="([^"]+)"`)
	formToken  = regexp.MustCompile(`name="token" value="([^"]+)"`)
)

// formEnv is env in hosted-form mode.
func formEnv(t *testing.T, db *sqldb.DB) *env {
	e := newEnv(t, db, nil)
	e.checkout.Mode = bookstore.PaymentCheckoutForm
	return e
}

func formBody() map[string]any {
	return map[string]any{"acceptPreInformation": true, "acceptDistanceSales": true}
}

// startForm accepts the contracts and starts the form; it returns the answer.
func startForm(t *testing.T, c *client, orderID string) httpapi.PayResponse {
	t.Helper()
	r := c.post("/api/checkout/"+orderID+"/pay", formBody())
	if r.StatusCode != 200 {
		t.Fatalf("pay: %d %s", r.StatusCode, r.body)
	}
	var p httpapi.PayResponse
	r.json(t, &p)
	return p
}

// payByForm starts the order's form and pays on iyzico's page: the
// payment's token, not yet called back to the shop.
func payByForm(t *testing.T, c *client, orderID, card, installment, choice string) string {
	t.Helper()
	return payOnForm(t, startForm(t, c, orderID).FrameURL, card, installment, choice)
}

func pageGet(t *testing.T, c *http.Client, u string) string {
	t.Helper()
	res, err := c.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", u, res.StatusCode, b)
	}
	return string(b)
}

func pagePost(t *testing.T, c *http.Client, u string, v url.Values) string {
	t.Helper()
	res, err := c.PostForm(u, v)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("POST %s: %d %s", u, res.StatusCode, b)
	}
	return string(b)
}

func find(t *testing.T, re *regexp.Regexp, page string) string {
	t.Helper()
	m := re.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("%s not in %s", re, page)
	}
	return html.UnescapeString(m[1])
}

// payOnForm is the buyer on iyzico's page: a browser of its own (the
// simulator's session cookie), the card, the instalments, the bank's
// choice. It returns the token the page posts back to the shop.
func payOnForm(t *testing.T, pageURL, card, installment, choice string) string {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	b := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	page := pageGet(t, b, pageURL)
	bankPage := pagePost(t, b, find(t, formAction, page), url.Values{"token": {find(t, formToken, page)},
		"oturum": {find(t, formNonce, page)}, "ad": {"Ayşe Yılmaz"}, "kart": {card}, "skt": {"12/30"}, "cvc": {"123"}, "taksit": {installment}})
	if !strings.Contains(bankPage, "Onayla") {
		t.Fatalf("bank page: %s", bankPage)
	}
	ret := pagePost(t, b, find(t, formAction, bankPage), url.Values{"choice": {choice}})
	return find(t, formToken, ret)
}

func formCallback(t *testing.T, e *env, token string) (status, orderID string) {
	t.Helper()
	return callback(t, e, url.Values{"token": {token}})
}

// simPayment is the simulator's record of the form with this token.
func (e *env) simPayment(t *testing.T, token string) iyzico.SimPaymentInfo {
	t.Helper()
	for _, p := range e.sim.Payments() {
		if p.Token == token {
			return p
		}
	}
	t.Fatalf("no payment with token %s at the simulator", token)
	return iyzico.SimPaymentInfo{}
}

func TestCheckoutFormPurchaseInInstalments(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 2)
		o := placeOrder(t, c)

		var v httpapi.CheckoutView
		c.get("/api/checkout/"+o.ID).json(t, &v)
		if v.PaymentMode != "checkout-form" {
			t.Fatalf("mode: %q", v.PaymentMode)
		}
		// No card reaches this server in this mode.
		if r := c.post("/api/checkout/"+o.ID+"/pay", payBody(goodCard)); r.StatusCode != 422 || r.problem(t).Errors[0].Field != "card" {
			t.Fatalf("card in form mode: %d %s", r.StatusCode, r.body)
		}
		if r := c.post("/api/checkout/"+o.ID+"/pay", map[string]any{"acceptPreInformation": true}); r.StatusCode != 422 {
			t.Fatalf("one contract: %d %s", r.StatusCode, r.body)
		}
		p := startForm(t, c, o.ID)
		simURL := e.srv.URL + iyzico.SimulatorPath
		if p.Mode != "checkout-form" || !strings.HasPrefix(p.PageURL, simURL+"/odeme-formu?token=") || p.FrameURL != p.PageURL+"&iframe=true" {
			t.Fatalf("pay answer: %+v", p)
		}

		token := payOnForm(t, p.FrameURL, "5528790000000008", "3", "approve")
		// The callback, concurrently and repeated: one confirmation.
		var wg sync.WaitGroup
		results := make(chan string, 6)
		for range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, id := formCallback(t, e, token)
				if id != o.ID {
					t.Errorf("callback named %q", id)
				}
				results <- s
			}()
		}
		wg.Wait()
		close(results)
		for s := range results {
			if s != "success" && s != "processing" {
				t.Fatalf("callback: %s", s)
			}
		}
		got := myOrder(t, c, o.ID)
		charged := e.simPayment(t, token)
		if got.Status != "confirmed" || got.Installment != 3 || got.PaidAmount <= got.Total || got.PaidAmount != charged.PaidPrice {
			t.Fatalf("order: %+v, charged %+v", got, charged)
		}
		if s, _ := formCallback(t, e, token); s != "success" {
			t.Fatalf("late callback: %s", s)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = 'order-confirmed'"); n != 1 {
			t.Fatalf("confirmation mails: %d", n)
		}
		if n := e.count(t, "SELECT count(*) FROM payment_attempts WHERE status = 'succeeded' AND provider_payment_id = ?", charged.PaymentID); n != 1 {
			t.Fatalf("succeeded attempts: %d", n)
		}
		var admin httpapi.AdminOrderView
		e.client().signedIn("admin@example.com", bookstore.RoleAdmin).get("/api/admin/orders/"+o.ID).json(t, &admin)
		if admin.Installment != 3 || admin.PaidAmount != charged.PaidPrice {
			t.Fatalf("admin detail: %+v", admin)
		}
	})
}

func TestCheckoutFormRefusals(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)

		// A declined card: failure, the order stays payable, nothing charged.
		token := payByForm(t, c, o.ID, "4111111111111129", "1", "approve")
		if s, _ := formCallback(t, e, token); s != "failure" {
			t.Fatalf("declined: %s", s)
		}
		if got := myOrder(t, c, o.ID); got.Status != "pending" {
			t.Fatalf("after decline: %s", got.Status)
		}
		// An unknown or forged token confirms nothing and is audited.
		if s, id := formCallback(t, e, "00000000-0000-0000-0000-000000000000"); s != "failure" || id != "" {
			t.Fatalf("unknown token: %s %s", s, id)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'security.payment_rejected'"); n < 1 {
			t.Fatal("unknown token not audited")
		}
		// A token of a form that was never paid: failure, still pending.
		open := startForm(t, c, o.ID)
		openToken := find(t, regexp.MustCompile(`token=([^&]+)`), open.PageURL)
		if s, _ := formCallback(t, e, openToken); s != "failure" {
			t.Fatalf("unpaid token: %s", s)
		}
		// Another user's order cannot be paid; a guest cannot pay.
		other := buyer(t, e, "baska@example.com", f.visible.ID, 1)
		if r := other.post("/api/checkout/"+o.ID+"/pay", formBody()); r.StatusCode != 404 {
			t.Fatalf("other user's order: %d %s", r.StatusCode, r.body)
		}
		if r := e.client().post("/api/checkout/"+o.ID+"/pay", formBody()); r.StatusCode != 401 {
			t.Fatalf("guest: %d", r.StatusCode)
		}
		// An oversized token is refused without a 5xx.
		if r := e.client().do(http.MethodPost, "/odeme/iyzico-callback", "application/x-www-form-urlencoded",
			strings.NewReader("token="+strings.Repeat("x", 200))); r.StatusCode != 400 {
			t.Fatalf("oversized token: %d", r.StatusCode)
		}
		// Paying the open form now still works.
		paid := payOnForm(t, open.FrameURL, "5528790000000008", "1", "approve")
		if s, _ := formCallback(t, e, paid); s != "success" {
			t.Fatalf("second try: %s", s)
		}
		if got := myOrder(t, c, o.ID); got.Status != "confirmed" || got.Installment != 1 || got.PaidAmount != got.Total {
			t.Fatalf("paid: %+v", got)
		}
	})
}

// A charge the shop cannot keep is given back, never confirmed: a retrieve
// whose amount differs, and a second tab that paid an order already paid.
func TestCheckoutFormGivesBackWhatItCannotKeep(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)

		// Two tabs start two forms; both are paid.
		first, second := startForm(t, c, o.ID), startForm(t, c, o.ID)
		t1 := payOnForm(t, first.FrameURL, "5528790000000008", "1", "approve")
		t2 := payOnForm(t, second.FrameURL, "5528790000000008", "1", "approve")
		if s, _ := formCallback(t, e, t1); s != "success" {
			t.Fatalf("first: %s", s)
		}
		// The second tab's callback: the order is paid, this charge is voided.
		if s, _ := formCallback(t, e, t2); s != "success" {
			t.Fatalf("second: %s", s)
		}
		if p := e.simPayment(t, t2); !p.Voided && p.RefundedAmount != p.PaidPrice {
			t.Fatalf("the second charge was kept: %+v", p)
		}
		if p := e.simPayment(t, t1); p.Voided || p.RefundedAmount != 0 {
			t.Fatalf("the kept charge was given back: %+v", p)
		}

		// An order whose total changed after the form started: the charge
		// does not match and is voided; the order is not confirmed.
		c2 := buyer(t, e, "ikinci@example.com", f.visible.ID, 1)
		o2 := placeOrder(t, c2)
		p := startForm(t, c2, o2.ID)
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE payment_attempts SET amount = amount + 100 WHERE order_id = ?", o2.ID); err != nil {
			t.Fatal(err)
		}
		token := payOnForm(t, p.FrameURL, "5528790000000008", "1", "approve")
		if s, _ := formCallback(t, e, token); s != "failure" {
			t.Fatalf("mismatch: %s", s)
		}
		if got := myOrder(t, c2, o2.ID); got.Status != "pending" {
			t.Fatalf("mismatched charge confirmed: %s", got.Status)
		}
		if sp := e.simPayment(t, token); !sp.Voided {
			t.Fatalf("mismatched charge not voided: %+v", sp)
		}
	})
}

// The webhook settles a form whose buyer never came back; a bad signature
// changes nothing; webhook and callback racing confirm once.
func TestCheckoutFormWebhook(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := formEnv(t, db)
		c := buyer(t, e, "alici@example.com", f.visible.ID, 1)
		o := placeOrder(t, c)
		token := payByForm(t, c, o.ID, "5528790000000008", "1", "approve")
		sp := e.simPayment(t, token)

		hook := func(sig string) int {
			body, _ := json.Marshal(map[string]any{"paymentConversationId": o.ID, "merchantId": 1, "token": token, "status": "SUCCESS",
				"iyziReferenceCode": "ref", "iyziEventType": iyzico.EventCheckoutFormAuth, "iyziEventTime": time.Now().UnixMilli(),
				"iyziPaymentId": json.Number(sp.PaymentID)})
			req, _ := http.NewRequest(http.MethodPost, e.srv.URL+"/odeme/iyzico-bildirim", strings.NewReader(string(body)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set(iyzico.WebhookSignatureHeader, sig)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			return res.StatusCode
		}
		good := iyzico.WebhookSignature(iyzico.SimulatorSecretKey, iyzico.EventCheckoutFormAuth, sp.PaymentID, token, o.ID, "SUCCESS")
		if code := hook(strings.Repeat("0", 64)); code != 403 {
			t.Fatalf("bad signature: %d", code)
		}
		if got := myOrder(t, c, o.ID); got.Status != "pending" {
			t.Fatalf("a forged webhook changed the order: %s", got.Status)
		}
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if i%2 == 0 {
					if code := hook(good); code != 200 {
						t.Errorf("webhook: %d", code)
					}
				} else {
					formCallback(t, e, token)
				}
			}()
		}
		wg.Wait()
		if got := myOrder(t, c, o.ID); got.Status != "confirmed" {
			t.Fatalf("after webhook: %s", got.Status)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE kind = 'order-confirmed'"); n != 1 {
			t.Fatalf("confirmation mails: %d", n)
		}
		if sp := e.simPayment(t, token); sp.Voided || sp.RefundedAmount != 0 {
			t.Fatalf("the kept charge was given back: %+v", sp)
		}
	})
}
