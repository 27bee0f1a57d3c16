package iyzico_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/iyzico"
)

// Vectors of iyzico's Checkout Form documentation: the initialize and
// retrieve answers with their signatures.
const (
	vecSecret  = "sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs"
	vecToken   = "e828c62d-fd12-4b1a-ad5a-380f15fe6596"
	vecInit    = "6c0509482aad67f2f813f27513e0d5e3a3ea60c68dab91d26593685a01ccc337"
	vecDetail  = "985b984bb23809a1f30066a8890fe9a4b43752679fcd19628d174915a354d99d"
	vecHookCF  = "4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878"
	vecHookAPI = "92c7a72b7741bc83eb696066605c894778c87297b2c88d6037670666230e18ae"
)

func TestCheckoutFormSignatureVectors(t *testing.T) {
	if got := iyzico.Signature(vecSecret, "123456789", vecToken); got != vecInit {
		t.Errorf("initialize: %s", got)
	}
	if got := iyzico.Signature(vecSecret, "SUCCESS", "22483975", "TRY", "B67832", "123456789", "1.2", "1", vecToken); got != vecDetail {
		t.Errorf("retrieve: %s", got)
	}
	if got := iyzico.WebhookSignature(vecSecret, "CHECKOUT_FORM_AUTH", "22483975", vecToken, "conversationId", "SUCCESS"); got != vecHookCF {
		t.Errorf("webhook CF: %s", got)
	}
	if got := iyzico.WebhookSignature(vecSecret, "API_AUTH", "22484059", "", "conversationId", "SUCCESS"); got != vecHookAPI {
		t.Errorf("webhook API: %s", got)
	}
}

// canned is an iyzico stand-in answering each path with a fixed body after
// checking the IYZWSv2 header; it keeps the request bodies.
type canned struct {
	answers map[string]string
	bodies  map[string]map[string]any
	raw     map[string]string
}

func newCanned(t *testing.T, secret string) (*canned, *iyzico.Client) {
	c := &canned{answers: map[string]string{}, bodies: map[string]map[string]any{}, raw: map[string]string{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := readRequest(t, r)
		if r.Header.Get("Authorization") != iyzico.AuthorizationHeader(apiKey, secret, r.Header.Get("x-iyzi-rnd"), r.URL.Path, raw) {
			answer(t, w, `{"status":"failure","errorCode":"1000","errorMessage":"Geçersiz imza"}`)
			return
		}
		c.bodies[r.URL.Path], c.raw[r.URL.Path] = jsonObject(t, raw), string(raw)
		answer(t, w, c.answers[r.URL.Path])
	}))
	t.Cleanup(srv.Close)
	return c, iyzico.New(srv.URL, apiKey, secret, nil)
}

const (
	pathInit     = "/payment/iyzipos/checkoutform/initialize/auth/ecom"
	pathRetrieve = "/payment/iyzipos/checkoutform/auth/ecom/detail"
	pathDetail   = "/payment/detail"
)

func formRequest() bookstore.PaymentRequest {
	return bookstore.PaymentRequest{OrderID: "123456789", Amount: 100,
		Lines:       []bookstore.PaymentLine{{ID: "b1", Name: "Çalıkuşu", Category: "Kitap", Price: 60}, {ID: "b2", Name: "Sinekli Bakkal", Category: "Kitap", Price: 40}},
		Buyer:       bookstore.PaymentBuyer{UserID: "u1", FullName: "Ayşe Yılmaz", Email: "ayse@example.com", Phone: "+90 532 123 45 67", Address: "Moda Cad. 1 Kadıköy/İstanbul", IP: "127.0.0.1"},
		CallbackURL: "https://kitapevi.example/odeme/iyzico-donus", Installments: []int{1, 2, 3, 6}}
}

func TestStartForm(t *testing.T) {
	c, client := newCanned(t, vecSecret)
	c.answers[pathInit] = `{"status":"success","locale":"tr","systemTime":1,"conversationId":"123456789","token":"` + vecToken +
		`","checkoutFormContent":"<script></script>","tokenExpireTime":1800,"paymentPageUrl":"https://sandbox-cpp.iyzipay.com?token=` + vecToken +
		`&lang=tr","signature":"` + vecInit + `"}`
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	p := iyzico.Provider{C: client, Now: func() time.Time { return now }}
	fs, err := p.StartForm(context.Background(), formRequest())
	if err != nil {
		t.Fatal(err)
	}
	if fs.Token != vecToken || fs.PageURL != "https://sandbox-cpp.iyzipay.com?token="+vecToken+"&lang=tr" ||
		fs.FrameURL != "https://sandbox-cpp.iyzipay.com?token="+vecToken+"&lang=tr&iframe=true" || !fs.ExpiresAt.Equal(now.Add(30*time.Minute)) {
		t.Fatalf("start: %+v", fs)
	}
	b := c.bodies[pathInit]
	if b["price"] != "1.0" || b["paidPrice"] != "1.0" || b["currency"] != "TRY" || b["basketId"] != "123456789" ||
		b["paymentGroup"] != "PRODUCT" || b["locale"] != "tr" || b["callbackUrl"] != formRequest().CallbackURL {
		t.Fatalf("body: %v", b)
	}
	if !strings.Contains(c.raw[pathInit], `"enabledInstallments":[1,2,3,6]`) {
		t.Fatalf("enabledInstallments not an int array: %s", c.raw[pathInit])
	}
	// Without a list the field is left out: iyzico offers the panel's plans.
	single := formRequest()
	single.Installments = nil
	if _, err := p.StartForm(context.Background(), single); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.bodies[pathInit]["enabledInstallments"]; ok {
		t.Fatalf("an empty list was sent: %s", c.raw[pathInit])
	}
	for _, k := range []string{"paymentCard", "installment", "paymentChannel"} {
		if _, ok := b[k]; ok {
			t.Errorf("CF body has %s", k)
		}
	}
	items := b["basketItems"].([]any)
	if items[0].(map[string]any)["price"] != "0.6" || items[1].(map[string]any)["price"] != "0.4" {
		t.Errorf("item prices: %v", items)
	}

	r := formRequest()
	r.Installments = []int{1, 9}
	if _, err := p.StartForm(context.Background(), r); err != nil {
		t.Fatalf("with installments: %v", err)
	}
	if !strings.Contains(c.raw[pathInit], `"enabledInstallments":[1,9]`) {
		t.Errorf("installments from the request: %s", c.raw[pathInit])
	}

	for name, answer := range map[string]string{
		"tampered token":     strings.Replace(c.answers[pathInit], `"token":"e828`, `"token":"f828`, 1),
		"other conversation": strings.Replace(c.answers[pathInit], `"conversationId":"123456789"`, `"conversationId":"999"`, 1),
		"no signature":       strings.Replace(c.answers[pathInit], `"signature":"`+vecInit+`"`, `"signature":""`, 1),
	} {
		c.answers[pathInit] = answer
		if _, err := p.StartForm(context.Background(), formRequest()); !errors.Is(err, iyzico.ErrBadSignature) {
			t.Errorf("%s: %v", name, err)
		}
	}
	c.answers[pathInit] = `{"status":"failure","errorCode":"1000","errorMessage":"Geçersiz imza"}`
	var d *bookstore.PaymentDeclined
	if _, err := p.StartForm(context.Background(), formRequest()); !errors.As(err, &d) {
		t.Errorf("failure: %v", err)
	}
}

// retrieveAnswer is the reference's vector as a retrieve answer.
const retrieveAnswer = `{"status":"success","locale":"tr","systemTime":1,"conversationId":"123456789","price":1,"paidPrice":1.20,` +
	`"installment":3,"paymentId":"22483975","fraudStatus":1,"basketId":"B67832","currency":"TRY","paymentStatus":"SUCCESS",` +
	`"token":"` + vecToken + `","itemTransactions":[{"itemId":"b1","paymentTransactionId":"24077391"},{"itemId":"b2","paymentTransactionId":24077392}],` +
	`"signature":"` + vecDetail + `"}`

func TestRetrieveFormCases(t *testing.T) {
	c, client := newCanned(t, vecSecret)
	p := iyzico.Provider{C: client}
	ctx := context.Background()

	c.answers[pathRetrieve] = retrieveAnswer
	out, err := p.RetrieveForm(ctx, "123456789", vecToken)
	if err != nil {
		t.Fatal(err)
	}
	want := bookstore.CompletedPayment{PaymentID: "22483975", ConversationID: "123456789", BasketID: "B67832", Currency: "TRY",
		Price: 100, PaidPrice: 120, Installment: 3, FraudStatus: 1}
	got := out.Payment
	if out.State != bookstore.FormPaid || got.PaymentID != want.PaymentID || got.Price != want.Price || got.PaidPrice != want.PaidPrice ||
		got.Installment != 3 || got.FraudStatus != 1 || got.BasketID != "B67832" || strings.Join(got.TransactionIDs, ",") != "24077391,24077392" {
		t.Fatalf("paid: %+v", out)
	}
	if b := c.bodies[pathRetrieve]; b["token"] != vecToken || b["conversationId"] != "123456789" || b["locale"] != "tr" {
		t.Errorf("retrieve body: %v", b)
	}

	sign := func(status string) string {
		return iyzico.Signature(vecSecret, status, "22483975", "TRY", "B67832", "123456789", "1.2", "1", vecToken)
	}
	withStatus := func(status string) string {
		s := strings.Replace(retrieveAnswer, `"paymentStatus":"SUCCESS"`, `"paymentStatus":"`+status+`"`, 1)
		return strings.Replace(s, vecDetail, sign(status), 1)
	}
	for name, tc := range map[string]struct {
		answer string
		state  bookstore.FormState
		reason string
	}{
		"unpaid token": {`{"status":"failure","errorCode":"5000","errorMessage":"Ödeme formu bulunamadı"}`, bookstore.FormOpen, "Ödeme formu bulunamadı"},
		"refused": {strings.Replace(withStatus("FAILURE"), `"status":"success"`, `"status":"success","errorMessage":"Yetersiz bakiye"`, 1),
			bookstore.FormFailed, "Yetersiz bakiye"},
		"3DS started": {withStatus("INIT_THREEDS"), bookstore.FormOpen, "INIT_THREEDS"},
		"3DS back":    {withStatus("CALLBACK_THREEDS"), bookstore.FormOpen, "CALLBACK_THREEDS"},
		"failure without prices": {`{"status":"success","paymentStatus":"FAILURE","conversationId":"c","token":"` + vecToken + `","signature":"` +
			iyzico.Signature(vecSecret, "FAILURE", "", "", "", "c", "", "", vecToken) + `"}`, bookstore.FormFailed, "Ödeme gerçekleşmedi"},
	} {
		c.answers[pathRetrieve] = tc.answer
		out, err := p.RetrieveForm(ctx, "123456789", vecToken)
		if err != nil || out.State != tc.state || out.Reason != tc.reason {
			t.Errorf("%s: %+v %v", name, out, err)
		}
	}

	for name, answer := range map[string]string{
		"paidPrice":    strings.Replace(retrieveAnswer, `"paidPrice":1.20`, `"paidPrice":1.30`, 1),
		"price":        strings.Replace(retrieveAnswer, `"price":1,`, `"price":2,`, 1),
		"basketId":     strings.Replace(retrieveAnswer, `"B67832"`, `"B67833"`, 1),
		"paymentId":    strings.Replace(retrieveAnswer, `"paymentId":"22483975"`, `"paymentId":"22483976"`, 1),
		"status":       strings.Replace(retrieveAnswer, `"paymentStatus":"SUCCESS"`, `"paymentStatus":"FAILURE"`, 1),
		"conversation": strings.Replace(retrieveAnswer, `"conversationId":"123456789"`, `"conversationId":"1"`, 1),
		"token":        strings.Replace(retrieveAnswer, `"token":"`+vecToken, `"token":"x`, 1),
		"no signature": strings.Replace(retrieveAnswer, `"signature":"`+vecDetail+`"`, `"x":1`, 1),
		"bad price":    strings.Replace(retrieveAnswer, `"paidPrice":1.20`, `"paidPrice":1.205`, 1),
	} {
		c.answers[pathRetrieve] = answer
		if _, err := p.RetrieveForm(ctx, "123456789", vecToken); !errors.Is(err, iyzico.ErrBadSignature) {
			t.Errorf("tampered %s: %v", name, err)
		}
	}
}

func TestPaymentDetail(t *testing.T) {
	c, client := newCanned(t, vecSecret)
	p := iyzico.Provider{C: client}
	ctx := context.Background()
	sig := iyzico.Signature(vecSecret, "22483975", "TRY", "B67832", "123456789", "105.25", "100")
	ok := `{"status":"success","paymentId":"22483975","paymentStatus":"SUCCESS","currency":"TRY","basketId":"B67832",` +
		`"conversationId":"123456789","price":100.0,"paidPrice":105.25,"installment":3,"fraudStatus":1,` +
		`"itemTransactions":[{"paymentTransactionId":"1"}],"signature":"` + sig + `"}`
	c.answers[pathDetail] = ok
	got, err := p.PaymentDetail(ctx, "123456789", "22483975")
	if err != nil || got == nil || got.Price != 10000 || got.PaidPrice != 10525 || got.Installment != 3 || got.PaymentID != "22483975" {
		t.Fatalf("detail: %+v %v", got, err)
	}
	if b := c.bodies[pathDetail]; b["paymentId"] != "22483975" || b["conversationId"] != "123456789" {
		t.Errorf("detail body: %v", b)
	}
	c.answers[pathDetail] = `{"status":"failure","errorCode":"5093","errorMessage":"Ödeme bulunamadı"}`
	if got, err := p.PaymentDetail(ctx, "123456789", "22483975"); got != nil || err != nil {
		t.Errorf("not found: %+v %v", got, err)
	}
	c.answers[pathDetail] = strings.Replace(ok, `"SUCCESS"`, `"FAILURE"`, 1)
	if got, err := p.PaymentDetail(ctx, "123456789", "22483975"); got != nil || err != nil {
		t.Errorf("failed payment: %+v %v", got, err)
	}
	c.answers[pathDetail] = strings.Replace(ok, `"paidPrice":105.25`, `"paidPrice":100`, 1)
	if _, err := p.PaymentDetail(ctx, "123456789", "22483975"); !errors.Is(err, iyzico.ErrBadSignature) {
		t.Errorf("tampered detail: %v", err)
	}
}

func TestNotifications(t *testing.T) {
	p := iyzico.Provider{C: iyzico.New("http://unused", apiKey, vecSecret, nil)}
	cf := `{"paymentConversationId":"conversationId","merchantId":3382172,"token":"` + vecToken + `","status":"SUCCESS",` +
		`"iyziReferenceCode":"77e1635c-6b39-475a-8b7b-ca15ad0cd4ac","iyziEventType":"CHECKOUT_FORM_AUTH","iyziEventTime":1721825036103,"iyziPaymentId":22483975}`
	api := `{"paymentConversationId":"conversationId","merchantId":3382172,"paymentId":22484059,"status":"SUCCESS",` +
		`"iyziReferenceCode":"a9af8e6b-4401-4928-b6b8-40419aaa3d0f","iyziEventType":"API_AUTH","iyziEventTime":1721825828467,"iyziPaymentId":22484059}`
	n, err := iyzico.ParseNotification([]byte(cf), vecHookCF)
	if err != nil || n.Token != vecToken || n.PaymentID != "22483975" || n.ConversationID != "conversationId" || n.Status != "SUCCESS" || n.EventType != "CHECKOUT_FORM_AUTH" {
		t.Fatalf("parse CF: %+v %v", n, err)
	}
	if err := p.VerifyNotification(n); err != nil {
		t.Errorf("CF vector: %v", err)
	}
	n2, err := iyzico.ParseNotification([]byte(api), strings.ToUpper(vecHookAPI))
	if err != nil || n2.PaymentID != "22484059" || n2.Token != "" {
		t.Fatalf("parse API: %+v %v", n2, err)
	}
	if err := p.VerifyNotification(n2); err != nil {
		t.Errorf("API vector: %v", err)
	}
	for name, mutate := range map[string]func(*bookstore.PaymentNotification){
		"status":    func(n *bookstore.PaymentNotification) { n.Status = "FAILURE" },
		"token":     func(n *bookstore.PaymentNotification) { n.Token = "x" + n.Token[1:] },
		"payment":   func(n *bookstore.PaymentNotification) { n.PaymentID = "1" },
		"order":     func(n *bookstore.PaymentNotification) { n.ConversationID = "other" },
		"no header": func(n *bookstore.PaymentNotification) { n.Signature = "" },
	} {
		m := n
		mutate(&m)
		if err := p.VerifyNotification(m); !errors.Is(err, iyzico.ErrBadSignature) {
			t.Errorf("forged %s: %v", name, err)
		}
	}
	for name, body := range map[string]string{
		"too big":  `{"x":"` + strings.Repeat("a", iyzico.MaxNotificationBytes) + `"}`,
		"not JSON": `status=SUCCESS`,
		"empty":    `{}`,
	} {
		if _, err := iyzico.ParseNotification([]byte(body), vecHookCF); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
}
