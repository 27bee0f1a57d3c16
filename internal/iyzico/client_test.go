package iyzico_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"bookstore/internal/iyzico"
)

const apiKey, secret = "sandbox-api-key", "sandbox-secret-key"

// fake is an iyzico stand-in: it checks every request's IYZWSv2 header
// against the exact body, and answers with signed responses.
type fake struct {
	t        *testing.T
	srv      *httptest.Server
	tamper   bool   // answer with a wrong signature
	paid     string // paidPrice it reports at auth
	bodies   []map[string]any
	failures string // errorCode to answer with
}

func newFake(t *testing.T) *fake {
	f := &fake{t: t, paid: "104.9"}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fake) serve(w http.ResponseWriter, r *http.Request) {
	raw := readRequest(f.t, r)
	rnd := r.Header.Get("x-iyzi-rnd")
	if r.Header.Get("Authorization") != iyzico.AuthorizationHeader(apiKey, secret, rnd, r.URL.Path, raw) {
		w.WriteHeader(http.StatusUnauthorized)
		answerJSON(f.t, w, map[string]any{"status": "failure", "errorCode": "1000", "errorMessage": "Geçersiz imza"})
		return
	}
	body := jsonObject(f.t, raw)
	f.bodies = append(f.bodies, body)
	if f.failures != "" {
		answerJSON(f.t, w, map[string]any{"status": "failure", "errorCode": f.failures, "errorMessage": "Kart reddedildi"})
		return
	}
	sign := func(v ...string) string {
		s := iyzico.Signature(secret, v...)
		if f.tamper {
			s = strings.Repeat("0", len(s))
		}
		return s
	}
	conv, _ := body["conversationId"].(string)
	switch r.URL.Path {
	case "/payment/3dsecure/initialize":
		answerJSON(f.t, w, map[string]any{"status": "success", "conversationId": conv, "paymentId": "22484292",
			"threeDSHtmlContent": base64.StdEncoding.EncodeToString([]byte("<form>banka</form>")),
			"signature":          sign("22484292", conv)})
	case "/payment/v2/3dsecure/auth":
		answer(f.t, w, `{"status":"success","paymentId":"22484292","currency":"TRY","basketId":"`+body["basketId"].(string)+
			`","conversationId":"`+conv+`","price":89.9,"paidPrice":`+f.paid+`,"fraudStatus":1,`+
			`"itemTransactions":[{"paymentTransactionId":"T1"}],"signature":"`+
			sign("22484292", "TRY", body["basketId"].(string), conv, f.paid, "89.9")+`"}`)
	default:
		answerJSON(f.t, w, map[string]any{"status": "success"})
	}
}

// A fake server answers on its own goroutine, so these helpers report with
// Errorf, not Fatal; the client under test then fails on its own too.

// readRequest reads the body the client sent.
func readRequest(t *testing.T, r *http.Request) []byte {
	t.Helper()
	raw, err := io.ReadAll(r.Body)
	if err != nil {
		t.Errorf("fake server: reading %s: %v", r.URL.Path, err)
	}
	return raw
}

// jsonObject decodes a request body; the client always sends an object.
func jsonObject(t *testing.T, raw []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Errorf("fake server: the request is not a JSON object: %v: %s", err, raw)
	}
	return m
}

// answer and answerJSON write a fake's reply.
func answer(t *testing.T, w io.Writer, body string) {
	t.Helper()
	if _, err := io.WriteString(w, body); err != nil {
		t.Errorf("fake server: writing the answer: %v", err)
	}
}

func answerJSON(t *testing.T, w io.Writer, v any) {
	t.Helper()
	if err := json.NewEncoder(w).Encode(v); err != nil {
		t.Errorf("fake server: writing the answer: %v", err)
	}
}

func initRequest() iyzico.InitRequest {
	return iyzico.InitRequest{ConversationID: "01a2b3c4", BasketID: "01a2b3c4-basket", CallbackURL: "http://localhost/cb",
		Price: 8990, PaidPrice: 10490, Card: iyzico.Card{HolderName: "Ayşe Yılmaz", Number: "5528790000000008", ExpireMonth: "12", ExpireYear: "2030", CVC: "123"},
		Items: []iyzico.BasketItem{{ID: "b1", Name: "Çalıkuşu", Category: "Kitap", Price: 8990}}}
}

func TestInitializeAndComplete(t *testing.T) {
	f := newFake(t)
	c := iyzico.New(f.srv.URL, apiKey, secret, nil)
	res, err := c.Initialize3DS(context.Background(), initRequest())
	if err != nil {
		t.Fatal(err)
	}
	if res.PaymentID != "22484292" || string(res.HTML) != "<form>banka</form>" {
		t.Fatalf("init: %+v", res)
	}
	if b := f.bodies[0]; b["price"] != "89.9" || b["paidPrice"] != "104.9" || b["currency"] != "TRY" {
		t.Fatalf("init body amounts: %v %v %v", b["price"], b["paidPrice"], b["currency"])
	}
	p, err := c.Complete3DS(context.Background(), iyzico.AuthRequest{ConversationID: "01a2b3c4", PaymentID: res.PaymentID,
		BasketID: "01a2b3c4-basket", PaidPrice: 10490})
	if err != nil {
		t.Fatal(err)
	}
	if p.PaidPrice != 10490 || p.Price != 8990 || p.Currency != "TRY" || p.BasketID != "01a2b3c4-basket" || p.TransactionIDs[0] != "T1" {
		t.Fatalf("payment: %+v", p)
	}
}

func TestTamperedResponsesAreRefused(t *testing.T) {
	f := newFake(t)
	f.tamper = true
	c := iyzico.New(f.srv.URL, apiKey, secret, nil)
	if _, err := c.Initialize3DS(context.Background(), initRequest()); !errors.Is(err, iyzico.ErrBadSignature) {
		t.Fatalf("tampered init: %v", err)
	}
	if _, err := c.Complete3DS(context.Background(), iyzico.AuthRequest{ConversationID: "x", PaymentID: "1", BasketID: "b", PaidPrice: 100}); !errors.Is(err, iyzico.ErrBadSignature) {
		t.Fatalf("tampered auth: %v", err)
	}
}

func TestWrongKeysAreRefusedByTheServer(t *testing.T) {
	f := newFake(t)
	c := iyzico.New(f.srv.URL, apiKey, "another-secret", nil)
	var ierr *iyzico.Error
	if _, err := c.Initialize3DS(context.Background(), initRequest()); !errors.As(err, &ierr) || ierr.Code != "1000" {
		t.Fatalf("wrong secret: %v", err)
	}
}

func TestDeclineIsAnError(t *testing.T) {
	f := newFake(t)
	f.failures = "10051"
	c := iyzico.New(f.srv.URL, apiKey, secret, nil)
	var ierr *iyzico.Error
	if _, err := c.Initialize3DS(context.Background(), initRequest()); !errors.As(err, &ierr) || ierr.Code != "10051" {
		t.Fatalf("decline: %v", err)
	}
	if err := c.Refund(context.Background(), "c", "p", 100, "127.0.0.1"); !errors.As(err, &ierr) {
		t.Fatalf("refund failure: %v", err)
	}
}

func TestCallback(t *testing.T) {
	c := iyzico.New("http://unused", apiKey, secret, nil)
	form := url.Values{"status": {"success"}, "paymentId": {"22484292"}, "conversationId": {"01a2b3c4"}, "mdStatus": {"1"}}
	form.Set("signature", iyzico.Signature(secret, "", "01a2b3c4", "1", "22484292", "success"))
	cb := iyzico.ParseCallback(form)
	if err := c.VerifyCallback(cb); err != nil || !cb.Approved() {
		t.Fatalf("valid callback: %v %v", err, cb.Approved())
	}
	for name, mutate := range map[string]func(url.Values){
		"no signature":     func(v url.Values) { v.Del("signature") },
		"other payment":    func(v url.Values) { v.Set("paymentId", "99999999") },
		"mdStatus changed": func(v url.Values) { v.Set("mdStatus", "0") },
		"other order":      func(v url.Values) { v.Set("conversationId", "ffffffff") },
	} {
		v := url.Values{}
		for k, vals := range form {
			v[k] = append([]string(nil), vals...)
		}
		mutate(v)
		if err := c.VerifyCallback(iyzico.ParseCallback(v)); !errors.Is(err, iyzico.ErrBadSignature) {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, md := range []string{"0", "2", "4"} {
		cb := iyzico.Callback{Status: "success", MDStatus: md}
		if cb.Approved() {
			t.Errorf("mdStatus %s approved", md)
		}
	}
	if (iyzico.Callback{Status: "failure", MDStatus: "1"}).Approved() {
		t.Error("failure approved")
	}
}
