package iyzico

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"bookstore/internal/simfault"
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
	case "/payment/refund":
		// One fault name for both refunds: a test's "refund fails" holds
		// whichever way the shop refunds.
		return "refund", s.refundItem
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
	f := s.faults.Take(endpoint)
	if f != nil && f.DelayMs > 0 && !simfault.Wait(s.ctx, r, time.Duration(f.DelayMs)*time.Millisecond) {
		return
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
	case r.Method == http.MethodGet:
		// The report is a GET: its parameters are the query.
		b := simBody{}
		for k, v := range r.URL.Query() {
			b[k] = v[0]
		}
		out = h(b)
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
		simfault.DropConnection(w)
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
	case !ok || amount <= 0:
		return failure("10204", "İade tutarı geçersiz")
	case p.refunded+amount > p.charged:
		// What remains of the charge bounds every further refund.
		return failure("10205", "İade tutarı, ödemenin iade edilmemiş tutarını aşıyor")
	}
	p.refunded += amount
	p.refunds = append(p.refunds, amount)
	p.amountRefunds = append(p.amountRefunds, simAmountRefund{conv: b.str("conversationId"), amount: amount})
	out := success(b.str("conversationId"))
	out["paymentId"], out["price"], out["currency"] = p.id, json.Number(signaturePrice(amount)), "TRY"
	return out
}

// refundItem is the refund of one basket item by its paymentTransactionId
// (/payment/refund): repeatable while the item's refunds stay within its
// paidPrice (its share of the charge), as iyzico holds them.
func (s *Simulator) refundItem(b simBody) map[string]any {
	amount, ok := b.price("price")
	tx := b.str("paymentTransactionId")
	s.mu.Lock()
	defer s.mu.Unlock()
	var p *simPayment
	i := -1
	if len(tx) > 12 {
		p = s.payments[tx[:12]]
		if n, err := strconv.Atoi(tx[12:]); err == nil && p != nil && n >= 1 && n <= len(p.items) && p.transactionID(n-1) == tx {
			i = n - 1
		}
	}
	switch {
	case i < 0:
		return failure("5092", "Ödeme kalemi bulunamadı")
	case p.state != SimPaid || p.voided:
		return failure("10203", "Tamamlanmamış ödeme iade edilemez")
	case p.card == cardNoCancel:
		return failure("10211", "Bu ödeme iade edilemez")
	case !ok || amount <= 0:
		return failure("10204", "İade tutarı geçersiz")
	case b.str("currency") != "TRY":
		return failure("5", "Para birimi geçersiz")
	case p.items[i].refunded()+amount > p.shares()[i] || p.refunded+amount > p.charged:
		return failure("10206", "İade tutarı, ödeme kaleminin iade edilmemiş tutarını aşıyor")
	}
	p.items[i].refunds = append(p.items[i].refunds, amount)
	p.items[i].convs = append(p.items[i].convs, b.str("conversationId"))
	p.refunded += amount
	p.refunds = append(p.refunds, amount)
	out := success(b.str("conversationId"))
	out["paymentId"], out["paymentTransactionId"], out["price"], out["currency"] = p.id, tx, json.Number(signaturePrice(amount)), "TRY"
	return out
}

// initializeForm is the CF initialize: no card; the page, token and
// snippet to show it.
func (s *Simulator) initializeForm(b simBody) map[string]any {
	price, paid, items, fail := basket(b)
	if fail != nil {
		return fail
	}
	if fail := checkParties(b); fail != nil {
		return fail
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
