package iyzico

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"bookstore/internal/bookstore"
)

// The simulator is iyzico's sandbox in miniature, mounted in the product's
// own server when no iyzico keys are configured, so that a fresh machine runs
// the real adapter end to end: the same endpoints, the same IYZWSv2 request
// signatures and response signatures, base64 3DS content, and a bank page on
// which a person approves, declines or fails the 3D Secure check. It keeps
// its payments in memory (it is a development tool; the product refuses to
// start with it in production) and never logs card data.

// Keys the product uses against its simulator.
const (
	SimulatorAPIKey    = "sandbox-simulator-api-key"
	SimulatorSecretKey = "sandbox-simulator-secret-key"
	// SimulatorPath is where the product mounts the simulator.
	SimulatorPath = "/iyzico-sim"
)

// Sandbox cards with a fixed outcome (shared/reference/iyzico.md).
const (
	cardInitFails        = "4151111111111112"
	cardMDStatus0        = "4131111111111117"
	cardMDStatus4        = "4141111111111115"
	cardInsufficient     = "4111111111111129"
	cardDoNotHonour      = "4129111111111111"
	simMaxPayments       = 10000
	simMaxRequestBytes   = 64 << 10
	simPaymentStaleAfter = 24 * time.Hour
)

type simPayment struct {
	id, conversationID, basketID, callbackURL, conversationData string
	cardLast4, card                                             string
	price, paidPrice                                            int64
	choice                                                      string // "", "approve", "decline", "mdfail"
	completed, voided                                           bool
	refunded                                                    int64
	created                                                     time.Time
}

// Simulator serves iyzico's API under its mount path.
type Simulator struct {
	publicURL string // absolute URL of the mount, for the bank page links
	apiKey    string
	secret    string
	mu        sync.Mutex
	payments  map[string]*simPayment
	order     []string
}

// NewSimulator returns a simulator reachable at publicURL (for example
// "http://localhost:8080/iyzico-sim"), checking requests against the given keys.
func NewSimulator(publicURL, apiKey, secretKey string) *Simulator {
	return &Simulator{publicURL: strings.TrimRight(publicURL, "/"), apiKey: apiKey, secret: secretKey, payments: map[string]*simPayment{}}
}

// ServeHTTP expects the mount prefix stripped (http.StripPrefix).
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == http.MethodPost && r.URL.Path == "/payment/3dsecure/initialize":
		s.api(w, r, s.initialize)
	case r.Method == http.MethodPost && r.URL.Path == "/payment/v2/3dsecure/auth":
		s.api(w, r, s.auth)
	case r.Method == http.MethodPost && r.URL.Path == "/payment/cancel":
		s.api(w, r, s.cancel)
	case r.Method == http.MethodPost && r.URL.Path == "/v2/payment/refund":
		s.api(w, r, s.refund)
	case strings.HasPrefix(r.URL.Path, "/bank/"):
		s.bank(w, r, strings.TrimPrefix(r.URL.Path, "/bank/"))
	default:
		http.NotFound(w, r)
	}
}

type simBody map[string]any

func (b simBody) str(k string) string {
	switch v := b[k].(type) {
	case string:
		return v
	case json.Number:
		return v.String()
	}
	return ""
}

func (b simBody) price(k string) (int64, bool) { return ParsePrice(b.str(k)) }

func failure(code, msg string) map[string]any {
	return map[string]any{"status": "failure", "errorCode": code, "errorMessage": msg, "locale": "tr", "systemTime": time.Now().UnixMilli()}
}

// api checks the IYZWSv2 header over the exact bytes received, then answers JSON.
func (s *Simulator) api(w http.ResponseWriter, r *http.Request, h func(simBody) map[string]any) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, simMaxRequestBytes))
	w.Header().Set("Content-Type", "application/json")
	var out map[string]any
	switch {
	case err != nil:
		out = failure("11", "Geçersiz istek")
	case !s.authorized(r, raw):
		out = failure("1001", "api bilgileri bulunamadı")
	default:
		var b simBody
		dec := json.NewDecoder(strings.NewReader(string(raw)))
		dec.UseNumber()
		if dec.Decode(&b) != nil {
			out = failure("11", "Geçersiz istek")
		} else {
			out = h(b)
		}
	}
	json.NewEncoder(w).Encode(out)
}

func (s *Simulator) authorized(r *http.Request, body []byte) bool {
	h, ok := strings.CutPrefix(r.Header.Get("Authorization"), "IYZWSv2 ")
	if !ok {
		return false
	}
	dec, err := base64.StdEncoding.DecodeString(h)
	if err != nil {
		return false
	}
	var key, rnd string
	for _, part := range strings.Split(string(dec), "&") {
		k, v, _ := strings.Cut(part, ":")
		switch k {
		case "apiKey":
			key = v
		case "randomKey":
			rnd = v
		}
	}
	if key != s.apiKey || rnd == "" {
		return false
	}
	want := AuthorizationHeader(s.apiKey, s.secret, rnd, r.URL.Path, body)
	return r.Header.Get("Authorization") == want
}

func (s *Simulator) initialize(b simBody) map[string]any {
	price, ok1 := b.price("price")
	paid, ok2 := b.price("paidPrice")
	card, _ := b["paymentCard"].(map[string]any)
	number, _ := card["cardNumber"].(string)
	items, _ := b["basketItems"].([]any)
	var sum int64
	for _, it := range items {
		m, _ := it.(map[string]any)
		v, _ := m["price"].(string)
		p, ok := ParsePrice(v)
		if !ok || p <= 0 {
			return failure("5", "Sepet kalemlerinin tutarı geçersiz")
		}
		sum += p
	}
	switch {
	case !ok1 || !ok2 || price <= 0 || paid <= 0:
		return failure("5", "Tutar geçersiz")
	case sum != price:
		return failure("5", "Sepet kalemlerinin toplamı tutara eşit olmalıdır")
	case b.str("currency") != "TRY":
		return failure("5", "Para birimi geçersiz")
	case b.str("conversationId") == "" || b.str("callbackUrl") == "":
		return failure("5", "Eksik alan")
	case len(number) < 12:
		return failure("12", "Kart numarası geçersiz")
	case number == cardInitFails:
		return failure("10051", "3D Secure başlatılamadı")
	}
	p := &simPayment{id: s.newPaymentID(), conversationID: b.str("conversationId"), basketID: b.str("basketId"),
		callbackURL: b.str("callbackUrl"), conversationData: randomHex(12), card: number, cardLast4: number[len(number)-4:],
		price: price, paidPrice: paid, created: time.Now()}
	s.store(p)
	html := fmt.Sprintf(`<!doctype html><html><head><meta charset="utf-8"><title>3D Secure</title></head><body>`+
		`<form id="iyzico-3ds-form" action="%s/bank/%s" method="post"><noscript><button type="submit">Devam</button></noscript></form>`+
		`<script>document.getElementById("iyzico-3ds-form").submit();</script></body></html>`,
		template.HTMLEscapeString(s.publicURL), p.id)
	return map[string]any{"status": "success", "locale": "tr", "systemTime": time.Now().UnixMilli(),
		"conversationId": p.conversationID, "paymentId": p.id,
		"threeDSHtmlContent": base64.StdEncoding.EncodeToString([]byte(html)),
		"signature":          Signature(s.secret, p.id, p.conversationID)}
}

func (s *Simulator) auth(b simBody) map[string]any {
	paid, _ := b.price("paidPrice")
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	switch {
	case p == nil:
		return failure("5093", "Ödeme bulunamadı")
	case p.conversationID != b.str("conversationId") || p.basketID != b.str("basketId") || b.str("currency") != "TRY":
		return failure("5", "Ödeme bilgileri başlatılan ödemeyle uyuşmuyor")
	case paid != p.paidPrice:
		return failure("5", "Tutar başlatılan ödemeyle uyuşmuyor")
	case b.str("conversationData") != "" && b.str("conversationData") != p.conversationData:
		return failure("5", "conversationData geçersiz")
	case p.choice != "approve":
		return failure("10057", "3D Secure doğrulaması tamamlanmadı")
	case p.completed:
		return failure("10201", "Ödeme zaten tamamlandı")
	case p.voided:
		return failure("10202", "Ödeme iptal edildi")
	case p.card == cardInsufficient:
		return failure("10051", "Kart limiti yetersiz, yetersiz bakiye")
	case p.card == cardDoNotHonour:
		return failure("10005", "İşlem onaylanmadı")
	}
	p.completed = true
	return map[string]any{"status": "success", "locale": "tr", "systemTime": time.Now().UnixMilli(),
		"conversationId": p.conversationID, "paymentId": p.id, "basketId": p.basketID, "currency": "TRY",
		"price": json.Number(signaturePrice(p.price)), "paidPrice": json.Number(signaturePrice(p.paidPrice)),
		"installment": 1, "fraudStatus": 1, "mdStatus": 1, "phase": "AUTH", "lastFourDigits": p.cardLast4,
		"itemTransactions": []map[string]any{{"paymentTransactionId": p.id + "1"}},
		"signature":        Signature(s.secret, p.id, "TRY", p.basketID, p.conversationID, signaturePrice(p.paidPrice), signaturePrice(p.price))}
}

func (s *Simulator) cancel(b simBody) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	if p == nil {
		return failure("5093", "Ödeme bulunamadı")
	}
	p.voided = true
	return map[string]any{"status": "success", "paymentId": p.id, "price": json.Number(signaturePrice(p.paidPrice)), "currency": "TRY"}
}

func (s *Simulator) refund(b simBody) map[string]any {
	amount, ok := b.price("price")
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	switch {
	case p == nil:
		return failure("5093", "Ödeme bulunamadı")
	case !p.completed || p.voided:
		return failure("10203", "Tamamlanmamış ödeme iade edilemez")
	case !ok || amount <= 0 || p.refunded+amount > p.paidPrice:
		return failure("10204", "İade tutarı geçersiz")
	}
	p.refunded += amount
	return map[string]any{"status": "success", "paymentId": p.id, "price": json.Number(signaturePrice(amount)), "currency": "TRY"}
}

var bankPage = template.Must(template.New("bank").Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure doğrulama (simülatör)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f4;color:#1c1917}
.card{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:18px;margin:0 0 4px} p{margin:4px 0;font-size:14px} .muted{color:#78716c;font-size:12px}
.amount{font-size:24px;font-weight:700;margin:16px 0}
button{display:block;width:100%;margin-top:10px;padding:12px;border:0;border-radius:8px;font-size:15px;cursor:pointer}
.ok{background:#15803d;color:#fff} .no{background:#b91c1c;color:#fff} .md{background:#e7e5e4;color:#1c1917}
</style></head><body><div class="card">
<h1>Banka 3D Secure doğrulaması</h1>
<p class="muted">iyzico simülatörü: gerçek bir banka değildir, karttan para çekilmez.</p>
<p>Kart: **** **** **** {{.Last4}}</p>
<p class="amount">{{.Amount}}</p>
{{if .Done}}<p>Bu ödeme için doğrulama zaten yapıldı.</p>{{else}}
<form method="post" action="{{.Action}}"><input type="hidden" name="choice" value="approve"><button class="ok" type="submit">Onayla</button></form>
<form method="post" action="{{.Action}}"><input type="hidden" name="choice" value="decline"><button class="no" type="submit">Reddet</button></form>
<form method="post" action="{{.Action}}"><input type="hidden" name="choice" value="mdfail"><button class="md" type="submit">3D doğrulama hatası (mdStatus 0)</button></form>
{{end}}</div></body></html>`))

var bankReturn = template.Must(template.New("return").Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Yönlendiriliyor</title></head><body>
<form id="f" method="post" action="{{.URL}}">
<input type="hidden" name="status" value="{{.Status}}"><input type="hidden" name="paymentId" value="{{.PaymentID}}">
<input type="hidden" name="conversationData" value="{{.ConversationData}}"><input type="hidden" name="conversationId" value="{{.ConversationID}}">
<input type="hidden" name="mdStatus" value="{{.MDStatus}}"><input type="hidden" name="signature" value="{{.Signature}}">
<noscript><button type="submit">Mağazaya dön</button></noscript></form>
<script>document.getElementById("f").submit();</script></body></html>`))

// bank is the issuer's page: GET or the 3DS form's POST shows the choice; a
// POST with a choice records it and posts the signed result to the shop.
func (s *Simulator) bank(w http.ResponseWriter, r *http.Request, id string) {
	r.Body = http.MaxBytesReader(w, r.Body, simMaxRequestBytes)
	_ = r.ParseForm()
	s.mu.Lock()
	p := s.payments[id]
	var snapshot simPayment
	if p != nil {
		if c := r.PostForm.Get("choice"); c != "" && p.choice == "" && (c == "approve" || c == "decline" || c == "mdfail") {
			p.choice = c
			if c == "approve" && (p.card == cardMDStatus0 || p.card == cardMDStatus4) {
				p.choice = "mdfail" // these sandbox cards never pass 3DS
			}
			snapshot = *p
			snapshot.choice = "return:" + p.choice
			if c == "approve" && p.card == cardMDStatus4 {
				snapshot.choice = "return:md4"
			}
		} else {
			snapshot = *p
		}
	}
	s.mu.Unlock()
	// The bank runs its own (inline) script, as issuers' pages do; it is
	// shown in the shop's sandboxed frame.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action *; frame-ancestors 'self'; base-uri 'none'")
	w.Header().Set("X-Frame-Options", "SAMEORIGIN")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if p == nil {
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, "Ödeme bulunamadı")
		return
	}
	if choice, ok := strings.CutPrefix(snapshot.choice, "return:"); ok {
		status, md := "success", "1"
		switch choice {
		case "decline":
			status, md = "failure", "0"
		case "mdfail":
			status, md = "success", "0"
		case "md4":
			status, md = "success", "4"
		}
		bankReturn.Execute(w, map[string]string{"URL": snapshot.callbackURL, "Status": status, "PaymentID": snapshot.id,
			"ConversationData": snapshot.conversationData, "ConversationID": snapshot.conversationID, "MDStatus": md,
			"Signature": Signature(s.secret, snapshot.conversationData, snapshot.conversationID, md, snapshot.id, status)})
		return
	}
	bankPage.Execute(w, map[string]any{"Last4": snapshot.cardLast4, "Amount": bookstore.FormatLira(snapshot.paidPrice),
		"Action": s.publicURL + "/bank/" + snapshot.id, "Done": snapshot.choice != ""})
}

func (s *Simulator) store(p *simPayment) {
	s.mu.Lock()
	defer s.mu.Unlock()
	// Bounded memory: the oldest payments go first.
	for len(s.order) > 0 && (len(s.order) >= simMaxPayments || time.Since(s.payments[s.order[0]].created) > simPaymentStaleAfter) {
		delete(s.payments, s.order[0])
		s.order = s.order[1:]
	}
	s.payments[p.id] = p
	s.order = append(s.order, p.id)
}

// newPaymentID is numeric, as iyzico's are.
func (s *Simulator) newPaymentID() string {
	n, _ := rand.Int(rand.Reader, big.NewInt(9e11))
	return fmt.Sprintf("%d", n.Int64()+1e11)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return fmt.Sprintf("%x", b)
}
