package iyzico_test

import (
	"context"
	"encoding/json"
	"errors"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/iyzico"
)

// The client against the simulator over real HTTP, the hosted page driven
// by an http.Client with a cookie jar standing in for the browser (and for
// the page's script: it copies the session nonce as form.js does).

type simEnv struct {
	sim      *iyzico.Simulator
	srv      *httptest.Server
	p        iyzico.Provider
	mu       sync.Mutex
	callback []string // raw bodies the shop's callback received
	shop     *httptest.Server
}

func newSimEnv(t *testing.T, o iyzico.SimulatorOptions) *simEnv {
	e := &simEnv{}
	e.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { e.sim.ServeHTTP(w, r) }))
	t.Cleanup(e.srv.Close)
	e.sim = iyzico.NewSimulatorWithOptions(e.srv.URL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, o)
	t.Cleanup(func() {
		if err := e.sim.Close(); err != nil {
			t.Error(err)
		}
	})
	e.shop = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := readRequest(t, r)
		e.mu.Lock()
		e.callback = append(e.callback, string(b))
		e.mu.Unlock()
		answer(t, w, "tamam")
	}))
	t.Cleanup(e.shop.Close)
	e.p = iyzico.Provider{C: iyzico.New(e.srv.URL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, nil)}
	return e
}

func (e *simEnv) request(order string) bookstore.PaymentRequest {
	r := formRequest()
	r.OrderID, r.Amount = order, 10000
	r.Lines = []bookstore.PaymentLine{{ID: "b1", Name: "Çalıkuşu", Category: "Kitap", Price: 6000}, {ID: "b2", Name: "Sinekli Bakkal", Category: "Kitap", Price: 4000}}
	r.CallbackURL = e.shop.URL + "/odeme/iyzico-donus"
	return r
}

func (e *simEnv) start(t *testing.T, order string) *bookstore.FormStart {
	t.Helper()
	fs, err := e.p.StartForm(context.Background(), e.request(order))
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

func browser(t *testing.T, withJar bool) *http.Client {
	c := &http.Client{Timeout: 10 * time.Second}
	if withJar {
		jar, _ := cookiejar.New(nil)
		c.Jar = jar
	}
	return c
}

var (
	reNonce  = regexp.MustCompile(`data-oturum="([^"]+)"`)
	reAction = regexp.MustCompile(`<form[^>]* action="([^"]+)"`)
	reHidden = regexp.MustCompile(`<input type="hidden" name="([^"]+)" value="([^"]*)"`)
)

// reply is what a test reads of an answer once its body is read and closed.
type reply struct {
	StatusCode int
	Header     http.Header
}

func get(t *testing.T, c *http.Client, u string) (reply, string) {
	t.Helper()
	res, err := c.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	return readAll(t, res)
}

func postForm(t *testing.T, c *http.Client, u string, v url.Values) (reply, string) {
	t.Helper()
	res, err := c.PostForm(u, v)
	if err != nil {
		t.Fatal(err)
	}
	return readAll(t, res)
}

// readAll reads an answer to the end and closes it.
func readAll(t *testing.T, res *http.Response) (reply, string) {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if cerr := res.Body.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatalf("reading %s: %v", res.Request.URL, err)
	}
	return reply{StatusCode: res.StatusCode, Header: res.Header}, string(b)
}

func match(t *testing.T, re *regexp.Regexp, page string) string {
	t.Helper()
	m := re.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("%s not in page:\n%s", re, page)
	}
	return html.UnescapeString(m[1])
}

// submitCard opens the page and posts a card, as the page's script lets a
// browser do; it returns the answer (the bank page on success).
func submitCard(t *testing.T, c *http.Client, pageURL, card string, installment string) (reply, string) {
	t.Helper()
	_, page := get(t, c, pageURL)
	v := url.Values{"token": {match(t, regexp.MustCompile(`name="token" value="([^"]+)"`), page)},
		"oturum": {match(t, reNonce, page)}, "ad": {"Ayşe Yılmaz"}, "kart": {card}, "skt": {"12/30"}, "cvc": {"123"}, "taksit": {installment}}
	return postForm(t, c, match(t, reAction, page), v)
}

// bankChoice presses a button on the bank page and follows the return
// form to the shop (as post.js would); it returns the return form's fields.
func (e *simEnv) bankChoice(t *testing.T, c *http.Client, bankPage, choice string) url.Values {
	t.Helper()
	res, page := postForm(t, c, match(t, reAction, bankPage), url.Values{"choice": {choice}})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("bank choice: %d %s", res.StatusCode, page)
	}
	if strings.Contains(page, "target=") || !strings.Contains(page, `<script src="`+e.srv.URL+`/static/post.js"></script>`) {
		t.Fatalf("return page must post in the current window with the external script:\n%s", page)
	}
	fields := url.Values{}
	for _, m := range reHidden.FindAllStringSubmatch(page, -1) {
		fields.Add(m[1], html.UnescapeString(m[2]))
	}
	postForm(t, c, match(t, reAction, page), fields)
	return fields
}

func TestSimCheckoutFormPaidInInstalments(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	ctx := context.Background()
	fs := e.start(t, "ORD-1")
	if !strings.HasPrefix(fs.PageURL, e.srv.URL+"/odeme-formu?token="+fs.Token+"&lang=tr") || fs.FrameURL != fs.PageURL+"&iframe=true" ||
		time.Until(fs.ExpiresAt) < 29*time.Minute || time.Until(fs.ExpiresAt) > 31*time.Minute {
		t.Fatalf("start: %+v", fs)
	}
	c := browser(t, true)
	res, page := get(t, c, fs.FrameURL)
	csp := res.Header.Get("Content-Security-Policy")
	if res.StatusCode != 200 || !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "frame-ancestors *") || res.Header.Get("X-Frame-Options") != "" {
		t.Fatalf("page headers: %d %v", res.StatusCode, res.Header)
	}
	if sc := res.Header.Get("Set-Cookie"); !strings.HasPrefix(sc, "iyzisim_oturum=") || !strings.Contains(sc, "Path=/") ||
		!strings.Contains(sc, "SameSite=Lax") || strings.Contains(sc, "HttpOnly") {
		t.Fatalf("session cookie: %s", sc)
	}
	for _, want := range []string{"iyzico ile Öde", "Kart Üzerindeki İsim", "Kart Numarası", "Son Kullanma Tarihi (AA/YY)", "CVC",
		"Tek Çekim — ₺100,00", "2 Taksit — 2 x ₺51,61 = ₺103,22 (vade farkı ₺3,22)", "3 Taksit — 3 x ₺35,08 = ₺105,25 (vade farkı ₺5,25)",
		"6 Taksit — 6 x ₺18,70 = ₺112,22 (vade farkı ₺12,22)", "₺100,00 Öde", `<script src="` + e.srv.URL + `/static/form.js"></script>`} {
		if !strings.Contains(html.UnescapeString(page), want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(page, "<script>") {
		t.Error("inline script on the page")
	}
	if res, js := get(t, c, e.srv.URL+"/static/form.js"); res.StatusCode != 200 || !strings.Contains(js, "document.cookie") {
		t.Fatalf("form.js: %d", res.StatusCode)
	}
	// Before paying, the form is open and there is nothing to retrieve.
	if out, err := e.p.RetrieveForm(ctx, "ORD-1", fs.Token); err != nil || out.State != bookstore.FormOpen {
		t.Fatalf("unpaid: %+v %v", out, err)
	}

	res, bank := submitCard(t, c, fs.FrameURL, "5528 7900 0000 0008", "3")
	if res.StatusCode != 200 || !strings.Contains(bank, "₺105,25") || !strings.Contains(bank, "Onayla") {
		t.Fatalf("bank page: %d %s", res.StatusCode, bank)
	}
	if out, err := e.p.RetrieveForm(ctx, "ORD-1", fs.Token); err != nil || out.State != bookstore.FormOpen || out.Reason != "INIT_THREEDS" {
		t.Fatalf("at the bank: %+v %v", out, err)
	}
	fields := e.bankChoice(t, c, bank, "approve")
	if len(fields) != 1 || fields.Get("token") != fs.Token {
		t.Fatalf("callback fields: %v", fields)
	}
	if len(e.callback) != 1 || e.callback[0] != "token="+fs.Token {
		t.Fatalf("the shop's callback got %q", e.callback)
	}
	out, err := e.p.RetrieveForm(ctx, "ORD-1", fs.Token)
	if err != nil {
		t.Fatal(err)
	}
	pay := out.Payment
	if out.State != bookstore.FormPaid || pay.Price != 10000 || pay.PaidPrice != 10525 || pay.Installment != 3 || pay.BasketID != "ORD-1" ||
		pay.ConversationID != "ORD-1" || pay.Currency != "TRY" || pay.FraudStatus != 1 || len(pay.TransactionIDs) != 2 {
		t.Fatalf("paid: %+v", out)
	}
	// The page is used up.
	if res, _ := get(t, c, fs.PageURL); res.StatusCode != http.StatusGone {
		t.Errorf("used form: %d", res.StatusCode)
	}

	d, err := e.p.PaymentDetail(ctx, "ORD-1", pay.PaymentID)
	if err != nil || d == nil || d.PaidPrice != 10525 || d.Installment != 3 {
		t.Fatalf("detail: %+v %v", d, err)
	}
	if d, err := e.p.PaymentDetail(ctx, "ORD-1", "123"); d != nil || err != nil {
		t.Fatalf("unknown payment: %+v %v", d, err)
	}
	if err := e.p.Refund(ctx, "ORD-1", pay.PaymentID, 525, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	var d2 *bookstore.PaymentDeclined
	if err := e.p.Refund(ctx, "ORD-1", pay.PaymentID, 10001, "127.0.0.1"); !errors.As(err, &d2) {
		t.Fatalf("refund beyond the charge: %v", err)
	}
	if err := e.p.Void(ctx, "ORD-1", pay.PaymentID, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	list := e.sim.Payments()
	if len(list) != 1 {
		t.Fatalf("payments: %+v", list)
	}
	got, items := list[0], list[0].Items
	got.Items = nil
	if !reflect.DeepEqual(got, iyzico.SimPaymentInfo{Kind: "checkout-form", ConversationID: "ORD-1", BasketID: "ORD-1", Token: fs.Token,
		PaymentID: pay.PaymentID, State: "paid", Price: 10000, PaidPrice: 10525, Installment: 3, Voided: true, RefundedAmount: 525, Refunds: 1}) {
		t.Fatalf("payments: %+v", list)
	}
	// The basket as sent; the items' shares of the charge sum to it; the
	// refund by amount took nothing from an item's own record.
	var price, shares int64
	for _, it := range items {
		price, shares = price+it.Price, shares+it.PaidPrice
		if len(it.Refunds) != 0 || it.TransactionID == "" {
			t.Fatalf("item: %+v", it)
		}
	}
	if len(items) != 2 || price != 10000 || shares != 10525 {
		t.Fatalf("items: %+v", items)
	}
}

func TestSimFormNeedsItsSession(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	fs := e.start(t, "ORD-2")
	// A browser that drops the cookie (third-party cookies blocked, or an
	// opaque-origin frame).
	res, page := submitCard(t, browser(t, false), fs.FrameURL, "5528790000000008", "1")
	if res.StatusCode != http.StatusForbidden || !strings.Contains(page, "Ödeme oturumu başlatılamadı. Tarayıcınız çerezleri engelliyor olabilir.") {
		t.Fatalf("without cookie: %d %s", res.StatusCode, page)
	}
	// The cookie but not the script's nonce (the script did not run).
	c := browser(t, true)
	_, page = get(t, c, fs.PageURL)
	res, _ = postForm(t, c, match(t, reAction, page), url.Values{"token": {fs.Token}, "ad": {"A B"}, "kart": {"5528790000000008"},
		"skt": {"12/30"}, "cvc": {"123"}, "taksit": {"1"}})
	if res.StatusCode != http.StatusForbidden {
		t.Fatalf("without nonce: %d", res.StatusCode)
	}
	// The bank page keeps its own session too.
	res, bank := submitCard(t, c, fs.PageURL, "5528790000000008", "1")
	if res.StatusCode != 200 {
		t.Fatalf("card: %d", res.StatusCode)
	}
	if res, _ := postForm(t, browser(t, false), match(t, reAction, bank), url.Values{"choice": {"approve"}}); res.StatusCode != http.StatusForbidden {
		t.Fatalf("bank without its cookie: %d", res.StatusCode)
	}
	if p := e.sim.Payments()[0]; p.State != "open" {
		t.Fatalf("charged without a session: %+v", p)
	}
}

func TestSimFormRefusals(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	ctx := context.Background()
	for _, tc := range []struct{ card, choice, reason string }{
		{"4111111111111129", "approve", "Kart limiti yetersiz, yetersiz bakiye"},
		{"4131111111111117", "approve", "3D Secure doğrulaması başarısız"},
		{"4141111111111115", "approve", "3D Secure doğrulaması başarısız"},
		{"5528790000000008", "decline", "3D Secure doğrulaması reddedildi"},
		{"5528790000000008", "mdfail", "3D Secure doğrulaması başarısız"},
	} {
		order := "ORD-" + tc.card + tc.choice
		fs := e.start(t, order)
		c := browser(t, true)
		_, bank := submitCard(t, c, fs.PageURL, tc.card, "1")
		e.bankChoice(t, c, bank, tc.choice)
		out, err := e.p.RetrieveForm(ctx, order, fs.Token)
		if err != nil || out.State != bookstore.FormFailed || out.Reason != tc.reason {
			t.Errorf("%s %s: %+v %v", tc.card, tc.choice, out, err)
		}
	}
	// Errors shown on the page; the form stays open for another card.
	fs := e.start(t, "ORD-3")
	c := browser(t, true)
	for card, want := range map[string]string{
		"4151111111111112": "3D Secure başlatılamadı",
		"5890040000000016": "Banka kartlarıyla taksit yapılamaz",
		"4766620000000001": "Banka kartlarıyla taksit yapılamaz",
		"1234":             "Kart numarası geçersiz",
	} {
		inst := "3"
		if card == "4151111111111112" {
			inst = "1"
		}
		res, page := submitCard(t, c, fs.PageURL, card, inst)
		if res.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(page, want) {
			t.Errorf("%s: %d, want %q", card, res.StatusCode, want)
		}
	}
	if res, _ := submitCard(t, c, fs.PageURL, "5890040000000016", "1"); res.StatusCode != 200 {
		t.Errorf("debit card, single payment: %d", res.StatusCode)
	}
	if out, err := e.p.RetrieveForm(ctx, "ORD-X", "00000000-0000-4000-8000-000000000000"); err != nil || out.State != bookstore.FormOpen || out.Reason == "" {
		t.Errorf("unknown token: %+v %v", out, err)
	}
	// 5406670000000009: paid, but neither cancellable nor refundable.
	fs = e.start(t, "ORD-4")
	c = browser(t, true)
	_, bank := submitCard(t, c, fs.PageURL, "5406670000000009", "1")
	e.bankChoice(t, c, bank, "approve")
	out, _ := e.p.RetrieveForm(ctx, "ORD-4", fs.Token)
	var d *bookstore.PaymentDeclined
	if out.State != bookstore.FormPaid || !errors.As(e.p.Void(ctx, "ORD-4", out.Payment.PaymentID, "127.0.0.1"), &d) ||
		!errors.As(e.p.Refund(ctx, "ORD-4", out.Payment.PaymentID, 100, "127.0.0.1"), &d) {
		t.Errorf("non-refundable card: %+v", out)
	}
}

func TestSimWebhookSignedAndRetried(t *testing.T) {
	type hit struct {
		body []byte
		sig  string
	}
	hits := make(chan hit, 10)
	var n int
	var mu sync.Mutex
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits <- hit{readRequest(t, r), r.Header.Get("X-IYZ-SIGNATURE-V3")}
		mu.Lock()
		n++
		first := n == 1
		mu.Unlock()
		if first {
			w.WriteHeader(http.StatusInternalServerError)
		}
	}))
	defer recv.Close()
	e := newSimEnv(t, iyzico.SimulatorOptions{WebhookURL: recv.URL, WebhookDelay: 10 * time.Millisecond, WebhookSpacing: 50 * time.Millisecond})
	fs := e.start(t, "ORD-5")
	c := browser(t, true)
	_, bank := submitCard(t, c, fs.PageURL, "5528790000000008", "2")
	e.bankChoice(t, c, bank, "approve")
	for i := range 2 {
		select {
		case h := <-hits:
			note, err := iyzico.ParseNotification(h.body, h.sig)
			if err != nil {
				t.Fatal(err)
			}
			if err := e.p.VerifyNotification(note); err != nil {
				t.Fatalf("attempt %d: %v", i+1, err)
			}
			if note.Token != fs.Token || note.ConversationID != "ORD-5" || note.Status != "SUCCESS" || note.EventType != "CHECKOUT_FORM_AUTH" || note.PaymentID == "" {
				t.Fatalf("notification: %+v", note)
			}
			var raw map[string]any
			if err := json.Unmarshal(h.body, &raw); err != nil {
				t.Fatalf("HPP body: %v: %s", err, h.body)
			}
			if _, ok := raw["iyziPaymentId"].(float64); !ok || raw["merchantId"] == nil || raw["iyziReferenceCode"] == "" || raw["iyziEventTime"] == nil {
				t.Fatalf("HPP body: %s", h.body)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("attempt %d never came", i+1)
		}
	}
	select {
	case <-hits:
		t.Fatal("a third attempt after a 2xx")
	case <-time.After(200 * time.Millisecond):
	}
}

func TestSimWebhookStopsOnClose(t *testing.T) {
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { t.Error("sent after Close") }))
	defer recv.Close()
	e := newSimEnv(t, iyzico.SimulatorOptions{WebhookURL: recv.URL, WebhookDelay: time.Hour})
	fs := e.start(t, "ORD-6")
	c := browser(t, true)
	_, bank := submitCard(t, c, fs.PageURL, "4111111111111129", "1")
	e.bankChoice(t, c, bank, "approve")
	done := make(chan struct{})
	go func() {
		if err := e.sim.Close(); err != nil {
			t.Error(err)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Close waited for the pending webhook")
	}
}

func TestSimFaults(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	ctx := context.Background()
	fs := e.start(t, "ORD-7")
	c := browser(t, true)
	_, bank := submitCard(t, c, fs.PageURL, "5528790000000008", "1")
	e.bankChoice(t, c, bank, "approve")

	// HTTP 500, twice, through the control API.
	res, err := http.Post(e.srv.URL+"/_sim/faults", "application/json", strings.NewReader(`{"endpoint":"retrieve","status":500,"count":2}`))
	if err != nil {
		t.Fatalf("inject: %v", err)
	}
	if inject, _ := readAll(t, res); inject.StatusCode != http.StatusCreated {
		t.Fatalf("inject: %v", inject.StatusCode)
	}
	var d *bookstore.PaymentDeclined
	for range 2 {
		if _, err := e.p.RetrieveForm(ctx, "ORD-7", fs.Token); err == nil || errors.As(err, &d) {
			t.Fatalf("500 must be an error, not a decline: %v", err)
		}
	}
	if out, err := e.p.RetrieveForm(ctx, "ORD-7", fs.Token); err != nil || out.State != bookstore.FormPaid {
		t.Fatalf("after the faults: %+v %v", out, err)
	}

	// A delay longer than the caller waits.
	if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "detail", DelayMs: 2000}); err != nil {
		t.Fatal(err)
	}
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	if _, err := e.p.PaymentDetail(short, "ORD-7", e.sim.Payments()[0].PaymentID); err == nil {
		t.Fatal("delayed detail answered in time")
	}

	// The answer lost after the work was done: cf-initialize created the
	// form; retrieve's answer lost, then asked again.
	if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "retrieve", DropAfterProcessing: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.p.RetrieveForm(ctx, "ORD-7", fs.Token); err == nil {
		t.Fatal("dropped answer arrived")
	}
	if out, err := e.p.RetrieveForm(ctx, "ORD-7", fs.Token); err != nil || out.State != bookstore.FormPaid {
		t.Fatalf("after the drop: %+v %v", out, err)
	}
	if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "cf-initialize", DropAfterProcessing: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.p.StartForm(ctx, e.request("ORD-8")); err == nil {
		t.Fatal("dropped initialize answered")
	}
	if list := e.sim.Payments(); len(list) != 2 || list[1].BasketID != "ORD-8" || list[1].State != "open" {
		t.Fatalf("the dropped initialize still made a form: %+v", list)
	}

	// Clearing, and bad faults.
	if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "refund", Status: 500}); err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodDelete, e.srv.URL+"/_sim/faults", nil)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("clear: %v", err)
	}
	if cleared, _ := readAll(t, res); cleared.StatusCode != http.StatusNoContent {
		t.Fatalf("clear: %d", cleared.StatusCode)
	}
	if err := e.p.Refund(ctx, "ORD-7", e.sim.Payments()[0].PaymentID, 100, "127.0.0.1"); err != nil {
		t.Fatalf("refund after clearing: %v", err)
	}
	if err := e.sim.InjectFault(iyzico.SimFault{Endpoint: "nope"}); err == nil {
		t.Error("unknown endpoint accepted")
	}

	// The list over HTTP.
	res, err = http.Get(e.srv.URL + "/_sim/payments")
	if err != nil {
		t.Fatal(err)
	}
	var list []map[string]any
	_, body := readAll(t, res)
	if err := json.Unmarshal([]byte(body), &list); err != nil {
		t.Fatalf("GET /_sim/payments: %v", err)
	}
	if len(list) != 2 || list[0]["state"] != "paid" || list[0]["token"] != fs.Token || list[0]["refundedAmount"] != float64(100) || list[0]["paidPrice"] != float64(10000) {
		t.Fatalf("GET /_sim/payments: %v", list)
	}
}

// pay3DS pays order (100 TL: 60 + 40) by direct 3D Secure through the
// simulator's bank page and returns the charged payment.
func (e *simEnv) pay3DS(t *testing.T, order string) *bookstore.CompletedPayment {
	t.Helper()
	ctx := context.Background()
	r := e.request(order)
	r.Card = bookstore.Card{HolderName: "Ayşe Yılmaz", Number: "5528790000000008", ExpireMonth: "12", ExpireYear: "2030", CVC: "123"}
	st, err := e.p.Start3DS(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	c := browser(t, false)
	_, bank := postForm(t, c, e.srv.URL+"/bank/"+st.PaymentID, nil)
	res, ret := postForm(t, c, match(t, reAction, bank), url.Values{"choice": {"approve"}})
	if res.StatusCode != 200 {
		t.Fatal(res.StatusCode)
	}
	cb := bookstore.PaymentCallback{}
	for _, m := range reHidden.FindAllStringSubmatch(ret, -1) {
		v := html.UnescapeString(m[2])
		switch m[1] {
		case "status":
			cb.Status = v
		case "paymentId":
			cb.PaymentID = v
		case "conversationData":
			cb.ConversationData = v
		case "conversationId":
			cb.ConversationID = v
		case "mdStatus":
			cb.MDStatus = v
		case "signature":
			cb.Signature = v
		}
	}
	if err := e.p.VerifyCallback(cb); err != nil || !e.p.CallbackApproved(cb) {
		t.Fatalf("callback: %+v %v", cb, err)
	}
	pay, err := e.p.Complete3DS(ctx, order, st.PaymentID, cb.ConversationData, 10000)
	if err != nil || pay.Price != 10000 || pay.PaidPrice != 10000 || pay.Installment != 1 {
		t.Fatalf("complete: %+v %v", pay, err)
	}
	return pay
}

func TestSimDirect3DSStillWorks(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	ctx := context.Background()
	pay := e.pay3DS(t, "ORD-9")
	if d, err := e.p.PaymentDetail(ctx, "ORD-9", pay.PaymentID); err != nil || d == nil || d.PaidPrice != 10000 {
		t.Fatalf("detail: %+v %v", d, err)
	}
	if err := e.p.Void(ctx, "ORD-9", pay.PaymentID, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
}

// TestSimControlIsLoopbackOnly: the control API answers only requests from
// this machine; a visitor who reaches the simulator's pages (from another
// address, or through a proxy on this machine) gets 403 and changes nothing.
func TestSimControlIsLoopbackOnly(t *testing.T) {
	e := newSimEnv(t, iyzico.SimulatorOptions{})
	call := func(remote string, hdr http.Header, method, path, body string) int {
		r := httptest.NewRequest(method, path, strings.NewReader(body))
		r.RemoteAddr = remote
		for k, v := range hdr {
			r.Header[k] = v
		}
		w := httptest.NewRecorder()
		e.sim.ServeHTTP(w, r)
		return w.Code
	}
	fault := `{"endpoint":"retrieve","status":500}`
	for _, c := range []struct {
		remote string
		hdr    http.Header
	}{
		{"203.0.113.7:40000", nil},
		{"[2001:db8::1]:40000", nil},
		{"10.0.0.2:5000", nil},
		{"127.0.0.1:5000", http.Header{"X-Forwarded-For": {"203.0.113.7"}}},
		{"[::1]:5000", http.Header{"Forwarded": {"for=203.0.113.7"}}},
	} {
		for _, req := range [][3]string{{http.MethodPost, "/_sim/faults", fault}, {http.MethodGet, "/_sim/payments", ""},
			{http.MethodDelete, "/_sim/faults", ""}, {http.MethodPut, "/_sim/webhook", `{"url":"http://203.0.113.7/"}`}} {
			if code := call(c.remote, c.hdr, req[0], req[1], req[2]); code != http.StatusForbidden {
				t.Errorf("%s %s from %s %v: %d, want 403", req[0], req[1], c.remote, c.hdr, code)
			}
		}
	}
	if code := call("127.0.0.1:5000", nil, http.MethodGet, "/_sim/faults", ""); code != http.StatusOK {
		t.Fatalf("from 127.0.0.1: %d", code)
	}
	if code := call("[::1]:5000", nil, http.MethodPost, "/_sim/faults", fault); code != http.StatusCreated {
		t.Fatalf("from ::1: %d", code)
	}
}
