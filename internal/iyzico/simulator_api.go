package iyzico

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// The simulator's JSON API: the same paths, IYZWSv2 check and response
// signatures as iyzico, for direct 3D Secure and the Checkout Form.

type simHandler func(simBody) map[string]any

// endpoint maps an API path to its fault name and handler.
func (s *Simulator) endpoint(path string) (string, simHandler) {
	switch path {
	case "/payment/3dsecure/initialize":
		return "3ds-initialize", s.initialize3DS
	case "/payment/v2/3dsecure/auth":
		return "auth", s.auth
	case "/payment/cancel":
		return "cancel", s.cancelPayment
	case "/v2/payment/refund":
		return "refund", s.refund
	case "/payment/iyzipos/checkoutform/initialize/auth/ecom":
		return "cf-initialize", s.initializeForm
	case "/payment/iyzipos/checkoutform/auth/ecom/detail", "/payment/iyzipos/checkoutform/auth/ecom/detail/":
		// php posts with the trailing slash; the signature covers either.
		return "retrieve", s.retrieve
	case "/payment/detail":
		return "detail", s.detail
	}
	return "", nil
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

func (b simBody) obj(k string) simBody {
	m, _ := b[k].(map[string]any)
	return m
}

func failure(code, msg string) map[string]any {
	return map[string]any{"status": "failure", "errorCode": code, "errorMessage": msg, "locale": "tr", "systemTime": time.Now().UnixMilli()}
}

func success(conversationID string) map[string]any {
	return map[string]any{"status": "success", "locale": "tr", "systemTime": time.Now().UnixMilli(), "conversationId": conversationID}
}

// api checks the IYZWSv2 header over the exact bytes received, applies an
// injected fault, then answers JSON.
func (s *Simulator) api(w http.ResponseWriter, r *http.Request, endpoint string, h simHandler) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, simMaxRequestBytes))
	f := s.takeFault(endpoint)
	if f != nil && f.DelayMs > 0 {
		t := time.NewTimer(time.Duration(f.DelayMs) * time.Millisecond)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			return
		case <-s.ctx.Done():
			t.Stop()
			return
		}
	}
	if f != nil && f.Status != 0 {
		writeJSON(w, f.Status, failure("500", "Sistem hatası (simülatör: enjekte edilmiş hata)"))
		return
	}
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
		if dec.Decode(&b) != nil || b == nil {
			out = failure("11", "Geçersiz istek")
		} else {
			out = h(b)
		}
	}
	if f != nil && f.DropAfterProcessing {
		// The request took effect; its answer is lost on the way.
		dropConnection(w)
		return
	}
	writeJSON(w, http.StatusOK, out)
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

// basket checks the amounts and items common to both initializes.
func basket(b simBody) (price, paid int64, items []simItem, fail map[string]any) {
	price, ok1 := b.price("price")
	paid, ok2 := b.price("paidPrice")
	list, _ := b["basketItems"].([]any)
	var sum int64
	for _, it := range list {
		m, _ := it.(map[string]any)
		p, ok := simBody(m).price("price")
		if !ok || p <= 0 || simBody(m).str("id") == "" {
			return 0, 0, nil, failure("5", "Sepet kalemlerinin tutarı geçersiz")
		}
		sum += p
		items = append(items, simItem{id: simBody(m).str("id"), price: p})
	}
	switch {
	case !ok1 || !ok2 || price <= 0 || paid <= 0:
		return 0, 0, nil, failure("5", "Tutar geçersiz")
	case len(items) == 0 || sum != price:
		return 0, 0, nil, failure("5", "Sepet kalemlerinin toplamı tutara eşit olmalıdır")
	case b.str("currency") != "TRY":
		return 0, 0, nil, failure("5", "Para birimi geçersiz")
	case b.str("conversationId") == "" || b.str("callbackUrl") == "":
		return 0, 0, nil, failure("5", "Eksik alan")
	}
	return price, paid, items, nil
}

func (s *Simulator) initialize3DS(b simBody) map[string]any {
	price, paid, items, fail := basket(b)
	if fail != nil {
		return fail
	}
	number := b.obj("paymentCard").str("cardNumber")
	switch {
	case len(number) < 12:
		return failure("12", "Kart numarası geçersiz")
	case number == cardInitFails:
		return failure("10051", "3D Secure başlatılamadı")
	}
	p := &simPayment{id: newPaymentID(), conversationID: b.str("conversationId"), basketID: b.str("basketId"),
		callbackURL: b.str("callbackUrl"), conversationData: randomHex(12), card: number, cardLast4: number[len(number)-4:],
		price: price, paidPrice: paid, charged: paid, installment: 1, items: items, state: SimOpen, created: time.Now()}
	s.mu.Lock()
	s.store(p)
	s.mu.Unlock()
	html := fmt.Sprintf(`<!doctype html><html><head><meta charset="utf-8"><title>3D Secure</title></head><body>`+
		`<form id="iyzico-3ds-form" action="%s/bank/%s" method="post"><noscript><button type="submit">Devam</button></noscript></form>`+
		`<script>document.getElementById("iyzico-3ds-form").submit();</script></body></html>`,
		template.HTMLEscapeString(s.publicURL), p.id)
	out := success(p.conversationID)
	out["paymentId"] = p.id
	out["threeDSHtmlContent"] = base64.StdEncoding.EncodeToString([]byte(html))
	out["signature"] = Signature(s.secret, p.id, p.conversationID)
	return out
}

func (s *Simulator) auth(b simBody) map[string]any {
	paid, _ := b.price("paidPrice")
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	switch {
	case p == nil || p.form:
		return failure("5093", "Ödeme bulunamadı")
	case p.conversationID != b.str("conversationId") || p.basketID != b.str("basketId") || b.str("currency") != "TRY":
		return failure("5", "Ödeme bilgileri başlatılan ödemeyle uyuşmuyor")
	case paid != p.paidPrice:
		return failure("5", "Tutar başlatılan ödemeyle uyuşmuyor")
	case b.str("conversationData") != "" && b.str("conversationData") != p.conversationData:
		return failure("5", "conversationData geçersiz")
	case p.choice != "approve":
		return failure("10057", "3D Secure doğrulaması tamamlanmadı")
	case p.state == SimPaid:
		return failure("10201", "Ödeme zaten tamamlandı")
	case p.voided:
		return failure("10202", "Ödeme iptal edildi")
	case p.card == cardInsufficient:
		p.state, p.reason = SimFailed, "Kart limiti yetersiz, yetersiz bakiye"
		return failure("10051", p.reason)
	case p.card == cardDoNotHonour:
		p.state, p.reason = SimFailed, "İşlem onaylanmadı"
		return failure("10005", p.reason)
	}
	p.state = SimPaid
	out := s.paymentJSON(p, p.conversationID)
	out["signature"] = Signature(s.secret, p.id, "TRY", p.basketID, p.conversationID, signaturePrice(p.charged), signaturePrice(p.price))
	return out
}

// paymentStatus is iyzico's paymentStatus for a payment.
func (p *simPayment) paymentStatus() string {
	switch {
	case p.state == SimPaid:
		return StatusSuccess
	case p.state == SimFailed:
		return StatusFailure
	case p.choice != "":
		return "CALLBACK_THREEDS"
	}
	return "INIT_THREEDS"
}

// paymentJSON is the Payment resource; conv is the conversation id echoed
// from the request, as iyzico does. The caller holds s.mu and signs.
func (s *Simulator) paymentJSON(p *simPayment, conv string) map[string]any {
	out := success(conv)
	status := p.paymentStatus()
	out["paymentId"], out["paymentStatus"], out["basketId"], out["currency"] = p.id, status, p.basketID, "TRY"
	out["price"], out["paidPrice"] = json.Number(signaturePrice(p.price)), json.Number(signaturePrice(p.charged))
	out["installment"], out["fraudStatus"], out["phase"] = p.installment, 1, "AUTH"
	out["cardType"], out["cardAssociation"], out["lastFourDigits"] = "CREDIT_CARD", cardAssociation(p.card), p.cardLast4
	if len(p.card) >= 6 {
		out["binNumber"] = p.card[:6]
	}
	if p.installment > 1 {
		// merchantCommissionRate describes the interest, as iyzico's answers do.
		out["merchantCommissionRate"] = json.Number(strconv.FormatFloat(float64(installmentRates[p.installment])/100, 'f', -1, 64))
		out["merchantCommissionRateAmount"] = json.Number(signaturePrice(p.charged - p.paidPrice))
	}
	if status == StatusFailure {
		out["errorMessage"] = p.reason
	}
	md := 1
	if p.choice != "" && p.choice != "approve" || p.card == cardMDStatus0 {
		md = 0
	}
	out["mdStatus"] = md
	// Each item's share of what was charged; the last takes the remainder.
	var tx []map[string]any
	var given int64
	for i, it := range p.items {
		share := it.price * p.charged / max(p.price, 1)
		if i == len(p.items)-1 {
			share = p.charged - given
		}
		given += share
		tx = append(tx, map[string]any{"itemId": it.id, "paymentTransactionId": p.id + strconv.Itoa(i+1), "transactionStatus": 2,
			"price": json.Number(signaturePrice(it.price)), "paidPrice": json.Number(signaturePrice(share))})
	}
	out["itemTransactions"] = tx
	return out
}

func cardAssociation(card string) string {
	switch {
	case strings.HasPrefix(card, "4"):
		return "VISA"
	case strings.HasPrefix(card, "5"):
		return "MASTER_CARD"
	case strings.HasPrefix(card, "9"):
		return "TROY"
	case strings.HasPrefix(card, "3"):
		return "AMERICAN_EXPRESS"
	}
	return ""
}

func (s *Simulator) cancelPayment(b simBody) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	switch {
	case p == nil:
		return failure("5093", "Ödeme bulunamadı")
	case p.card == cardNoCancel && p.state == SimPaid:
		return failure("10210", "Bu ödeme iptal edilemez")
	}
	p.voided = true
	out := success(b.str("conversationId"))
	out["paymentId"], out["price"], out["currency"] = p.id, json.Number(signaturePrice(p.charged)), "TRY"
	return out
}

func (s *Simulator) refund(b simBody) map[string]any {
	amount, ok := b.price("price")
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	switch {
	case p == nil:
		return failure("5093", "Ödeme bulunamadı")
	case p.state != SimPaid || p.voided:
		return failure("10203", "Tamamlanmamış ödeme iade edilemez")
	case p.card == cardNoCancel:
		return failure("10211", "Bu ödeme iade edilemez")
	case !ok || amount <= 0 || p.refunded+amount > p.charged:
		return failure("10204", "İade tutarı geçersiz")
	}
	p.refunded += amount
	out := success(b.str("conversationId"))
	out["paymentId"], out["price"], out["currency"] = p.id, json.Number(signaturePrice(amount)), "TRY"
	return out
}

// initializeForm is the CF initialize: no card; the page, token and
// snippet to show it.
func (s *Simulator) initializeForm(b simBody) map[string]any {
	price, paid, items, fail := basket(b)
	if fail != nil {
		return fail
	}
	buyer := b.obj("buyer")
	for _, k := range []string{"id", "name", "surname", "identityNumber", "email", "registrationAddress", "city", "country", "ip"} {
		if buyer.str(k) == "" {
			return failure("5", "buyer."+k+" gönderilmesi zorunludur")
		}
	}
	for _, a := range []string{"shippingAddress", "billingAddress"} {
		for _, k := range []string{"contactName", "city", "country", "address"} {
			if b.obj(a).str(k) == "" {
				return failure("5", a+"."+k+" gönderilmesi zorunludur")
			}
		}
	}
	if _, ok := b["paymentCard"]; ok {
		return failure("1000", "Geçersiz imza") // what iyzico answers to stray fields
	}
	// Without a list, iyzico offers what the merchant panel allows: here,
	// every plan the simulator has rates for.
	enabled := []int{1, 2, 3, 6}
	if list, ok := b["enabledInstallments"].([]any); ok {
		enabled = []int{}
		for _, v := range list {
			n, err := strconv.Atoi(simBody{"v": v}.str("v"))
			if err != nil || n < 1 || n > 12 {
				return failure("5", "enabledInstallments geçersiz")
			}
			enabled = append(enabled, n)
		}
	}
	now := time.Now()
	p := &simPayment{form: true, token: newUUID(), conversationID: b.str("conversationId"), basketID: b.str("basketId"),
		callbackURL: b.str("callbackUrl"), price: price, paidPrice: paid, charged: paid, installment: 1, enabled: enabled,
		items: items, state: SimOpen, created: now, expires: now.Add(s.opts.TokenTTL)}
	s.mu.Lock()
	s.store(p)
	s.mu.Unlock()
	page := s.publicURL + "/odeme-formu?token=" + p.token + "&lang=tr"
	// Like iyzico's snippet: defines iyziInit only once per page and loads
	// the form's script from the provider's origin.
	content := `<script type="text/javascript">if (typeof iyziInit == 'undefined') {var iyziInit = {currency:"TRY",token:"` + p.token +
		`",price:` + signaturePrice(paid) + `,pwiPrice:` + signaturePrice(paid) + `,locale:"tr",baseUrl:"` + s.publicURL +
		`",pageUrl:"` + page + `"};var iyziUcsInit = {};var iyzicoScript = document.createElement("script");iyzicoScript.type = "text/javascript";` +
		`iyzicoScript.src = "` + s.publicURL + `/static/checkout-form.js";document.head.appendChild(iyzicoScript);}</script>`
	out := success(p.conversationID)
	out["token"], out["checkoutFormContent"], out["paymentPageUrl"] = p.token, content, page
	out["tokenExpireTime"] = int64(s.opts.TokenTTL / time.Second)
	out["signature"] = Signature(s.secret, p.conversationID, p.token)
	return out
}

// retrieve is the CF retrieve: failure while nothing was attempted (or the
// token is unknown or expired), else the Payment with token and callbackUrl.
func (s *Simulator) retrieve(b simBody) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.forms[b.str("token")]
	switch {
	case p == nil || (p.id == "" && time.Now().After(p.expires)):
		return failure("5170", "Ödeme formu bulunamadı veya süresi doldu")
	case p.id == "":
		return failure("5171", "Ödeme formu henüz tamamlanmadı")
	}
	conv := b.str("conversationId")
	out := s.paymentJSON(p, conv)
	out["token"], out["callbackUrl"] = p.token, p.callbackURL
	out["signature"] = Signature(s.secret, p.paymentStatus(), p.id, "TRY", p.basketID, conv, signaturePrice(p.charged), signaturePrice(p.price), p.token)
	return out
}

// detail is /payment/detail by payment id, for 3DS and CF payments alike.
func (s *Simulator) detail(b simBody) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.payments[b.str("paymentId")]
	if p == nil {
		return failure("5093", "Ödeme bulunamadı")
	}
	conv := b.str("conversationId")
	out := s.paymentJSON(p, conv)
	out["signature"] = Signature(s.secret, p.id, "TRY", p.basketID, conv, signaturePrice(p.charged), signaturePrice(p.price))
	return out
}
