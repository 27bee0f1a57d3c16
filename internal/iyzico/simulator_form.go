package iyzico

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"bookstore/internal/bookstore"
)

// The hosted Checkout Form page (iyzico's "Ödeme Formu"), GET and POST
// /odeme-formu?token=…[&iframe=true]. Like the real page it runs on the
// provider's origin with its own session: the first GET sets a cookie, an
// external script (CSP script-src 'self', nothing inline) checks that
// cookies and sessionStorage work and only then enables the pay button, and
// the card POST is refused without the cookie. A shop that frames the page
// in a sandbox without allow-same-origin, blocks its cookies or scripts,
// or forbids framing it, fails here as it would against iyzico.

const (
	simFormCookie = "iyzisim_oturum"
	simBankCookie = "iyzisim_banka"
	msgNoSession  = "Ödeme oturumu başlatılamadı. Tarayıcınız çerezleri engelliyor olabilir."
	msgNoScript   = "Ödeme sayfası tam yüklenemedi (sayfanın betiği çalışmadı). Sayfayı yenileyip tekrar deneyin."
)

// installmentRates is the sandbox's interest per instalment count, in
// hundredths of a percent (Halkbank Paraf in iyzico's docs: 100 TRY →
// 103.22, 105.25, 112.22).
var installmentRates = map[int]int64{1: 0, 2: 322, 3: 525, 6: 1222}

// interest is the vade farkı on amount for n instalments, rounded to kuruş.
func interest(amount int64, n int) int64 {
	return (amount*installmentRates[n] + 5000) / 10000
}

// mac is a keyed digest binding the simulator's cookies and nonces to a
// token or payment, so they need no server-side state.
func (s *Simulator) mac(parts ...string) string {
	m := hmac.New(sha256.New, []byte(s.secret))
	m.Write([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// newSession is a cookie value bound to subject (a token or payment id).
func (s *Simulator) newSession(kind, subject string) string {
	n := randomHex(8)
	return n + "." + s.mac(kind, subject, n)
}

func (s *Simulator) validSession(r *http.Request, cookie, kind, subject string) (string, bool) {
	c, err := r.Cookie(cookie)
	if err != nil {
		return "", false
	}
	n, m, ok := strings.Cut(c.Value, ".")
	return c.Value, ok && hmac.Equal([]byte(m), []byte(s.mac(kind, subject, n)))
}

// setSession sets a session cookie the way the page needs it: readable by
// its script, sent in frames on other sites when the simulator is on https
// (SameSite=None requires Secure), Lax otherwise (same-site on localhost).
func (s *Simulator) setSession(w http.ResponseWriter, name, value string) {
	c := &http.Cookie{Name: name, Value: value, Path: "/", HttpOnly: false, SameSite: http.SameSiteLaxMode}
	if s.secure {
		c.SameSite, c.Secure = http.SameSiteNoneMode, true
	}
	http.SetCookie(w, c)
}

// pageHeaders: frameable by anyone (iyzico's iframe mode), scripts only
// from the simulator's own origin.
func pageHeaders(w http.ResponseWriter) {
	w.Header().Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; "+
		"form-action *; frame-ancestors *; base-uri 'none'")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
}

type formOption struct {
	N               int
	Label, Button   string
	Checked         bool
	Total, Interest int64
}

// options are the instalments the page offers: always a single payment,
// plus the enabled counts the sandbox has rates for.
func formOptions(amount int64, enabled []int, chosen int) []formOption {
	ns := []int{1}
	for _, n := range enabled {
		if _, ok := installmentRates[n]; ok && !slices.Contains(ns, n) {
			ns = append(ns, n)
		}
	}
	slices.Sort(ns)
	var out []formOption
	for _, n := range ns {
		in := interest(amount, n)
		total := amount + in
		o := formOption{N: n, Total: total, Interest: in, Button: bookstore.FormatLira(total) + " Öde", Checked: n == chosen}
		if n == 1 {
			o.Label = "Tek Çekim — " + bookstore.FormatLira(total)
		} else {
			o.Label = fmt.Sprintf("%d Taksit — %d x %s = %s (vade farkı %s)", n, n, bookstore.FormatLira((total+int64(n)/2)/int64(n)), bookstore.FormatLira(total), bookstore.FormatLira(in))
		}
		out = append(out, o)
	}
	if !slices.ContainsFunc(out, func(o formOption) bool { return o.Checked }) {
		out[0].Checked = true
	}
	return out
}

var formTemplate = template.Must(template.New("form").Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>iyzico ile Öde (simülatör)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f4;color:#1c1917}
.card{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:20px;margin:0 0 4px} .muted{color:#78716c;font-size:12px;margin:4px 0 16px}
.amount{font-size:24px;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:13px;margin:10px 0 4px} input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d6d3d1;border-radius:8px;font-size:15px}
.row{display:flex;gap:12px} .row>div{flex:1}
fieldset{border:1px solid #e7e5e4;border-radius:8px;margin:14px 0;padding:8px 12px} legend{font-size:13px}
fieldset label{display:flex;gap:8px;align-items:center;margin:6px 0}
.err{background:#fef2f2;color:#991b1b;border-radius:8px;padding:10px;margin:10px 0;font-size:14px}
button{display:block;width:100%;margin-top:14px;padding:12px;border:0;border-radius:8px;font-size:16px;background:#1e64ff;color:#fff;cursor:pointer}
button:disabled{background:#a8a29e;cursor:not-allowed}
</style></head><body><div class="card">
<h1>iyzico ile Öde</h1>
<p class="muted">iyzico simülatörü: gerçek bir ödeme sayfası değildir, karttan para çekilmez.</p>
<p class="amount">{{.Amount}}</p>
{{if .Error}}<p class="err" role="alert">{{.Error}}</p>{{end}}
<p class="err" id="oturum-hatasi" role="alert" hidden>` + msgNoSession + `</p>
<form id="kart-formu" method="post" action="{{.Action}}" data-oturum="{{.Nonce}}" data-token="{{.Token}}" autocomplete="off">
<input type="hidden" name="token" value="{{.Token}}">
<input type="hidden" name="oturum" id="oturum" value="">
<label for="ad">Kart Üzerindeki İsim</label><input type="text" id="ad" name="ad" value="{{.Name}}" required autocomplete="cc-name">
<label for="kart">Kart Numarası</label><input type="text" id="kart" name="kart" inputmode="numeric" required autocomplete="cc-number">
<div class="row"><div><label for="skt">Son Kullanma Tarihi (AA/YY)</label><input type="text" id="skt" name="skt" placeholder="AA/YY" required autocomplete="cc-exp"></div>
<div><label for="cvc">CVC</label><input type="text" id="cvc" name="cvc" inputmode="numeric" required autocomplete="cc-csc"></div></div>
<fieldset><legend>Taksit seçenekleri</legend>
{{range .Options}}<label><input type="radio" name="taksit" value="{{.N}}" data-buton="{{.Button}}"{{if .Checked}} checked{{end}}> {{.Label}}</label>
{{end}}<p class="muted">Banka kartlarıyla (5890 04…, 4766 62…) yalnızca Tek Çekim yapılabilir.</p></fieldset>
<button type="submit" id="ode" disabled>{{.Button}}</button>
<noscript><p class="err">Ödeme için tarayıcınızda JavaScript açık olmalıdır.</p></noscript>
</form></div>
<script src="{{.Script}}"></script>
</body></html>`))

var messageTemplate = template.Must(template.New("message").Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>iyzico ile Öde (simülatör)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f4;color:#1c1917}
.card{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.muted{color:#78716c;font-size:12px}</style></head><body><div class="card">
<h1>iyzico ile Öde</h1><p class="muted">iyzico simülatörü</p><p role="alert">{{.}}</p></div></body></html>`))

func message(w http.ResponseWriter, status int, msg string) {
	pageHeaders(w)
	w.WriteHeader(status)
	render(w, messageTemplate, msg)
}

// formPage shows the form (GET) or takes the card (POST).
func (s *Simulator) formPage(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodPost {
		w.Header().Set("Allow", "GET, POST")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, simMaxRequestBytes)
	_ = r.ParseForm()
	token := r.URL.Query().Get("token")
	if token == "" {
		token = r.PostForm.Get("token")
	}
	s.mu.Lock()
	p := s.forms[token]
	var snap simPayment
	if p != nil {
		snap = *p
	}
	s.mu.Unlock()
	switch {
	case p == nil:
		message(w, http.StatusNotFound, "Ödeme formu bulunamadı.")
		return
	case snap.state != SimOpen:
		message(w, http.StatusGone, "Bu ödeme formu kullanıldı. Yeni bir ödeme için mağazaya dönün.")
		return
	case time.Now().After(snap.expires):
		message(w, http.StatusGone, "Ödeme formunun süresi doldu. Yeni bir ödeme için mağazaya dönün.")
		return
	}
	iframe := r.URL.Query().Get("iframe") == "true"
	if r.Method == http.MethodGet {
		cookie, ok := s.validSession(r, simFormCookie, "oturum", token)
		if !ok {
			cookie = s.newSession("oturum", token)
			s.setSession(w, simFormCookie, cookie)
		}
		s.renderForm(w, http.StatusOK, &snap, iframe, cookie, "", "", 1)
		return
	}
	// POST: the card. The session first, as the real page's server would.
	cookie, ok := s.validSession(r, simFormCookie, "oturum", token)
	if !ok {
		message(w, http.StatusForbidden, msgNoSession)
		return
	}
	if !hmac.Equal([]byte(r.PostForm.Get("oturum")), []byte(s.mac("nonce", token, cookie))) {
		message(w, http.StatusForbidden, msgNoScript)
		return
	}
	name := strings.TrimSpace(r.PostForm.Get("ad"))
	number := strings.NewReplacer(" ", "", "-", "").Replace(r.PostForm.Get("kart"))
	n, _ := strconv.Atoi(r.PostForm.Get("taksit"))
	opts := formOptions(snap.paidPrice, snap.enabled, n)
	var chosen *formOption
	for i := range opts {
		if opts[i].N == n {
			chosen = &opts[i]
		}
	}
	var problem string
	switch {
	case name == "":
		problem = "Kart üzerindeki ismi yazın."
	case !digits(number) || len(number) < 15 || len(number) > 19:
		problem = "Kart numarası geçersiz."
	case !validExpiry(r.PostForm.Get("skt"), time.Now()):
		problem = "Son kullanma tarihi geçersiz (AA/YY)."
	case !digits(r.PostForm.Get("cvc")) || len(r.PostForm.Get("cvc")) < 3 || len(r.PostForm.Get("cvc")) > 4:
		problem = "CVC geçersiz."
	case chosen == nil:
		problem = "Bir taksit seçeneği seçin."
	case n > 1 && (number == cardDebitHalkbank || number == cardDebitVisa):
		problem = "Banka kartlarıyla taksit yapılamaz. Tek Çekim seçin."
	case number == cardInitFails:
		problem = "3D Secure başlatılamadı. Lütfen başka bir kart deneyin."
	}
	if problem != "" {
		s.renderForm(w, http.StatusUnprocessableEntity, &snap, iframe, cookie, problem, name, n)
		return
	}
	s.mu.Lock()
	if p.state != SimOpen {
		s.mu.Unlock()
		message(w, http.StatusGone, "Bu ödeme formu kullanıldı. Yeni bir ödeme için mağazaya dönün.")
		return
	}
	if p.id != "" && s.payments[p.id] == p {
		delete(s.payments, p.id) // an abandoned 3DS attempt (back button): a new one replaces it
	}
	p.id, p.card, p.cardLast4, p.choice = newPaymentID(), number, number[len(number)-4:], ""
	p.installment, p.charged = n, chosen.Total
	s.payments[p.id] = p
	id := p.id
	s.mu.Unlock()
	http.Redirect(w, r, s.publicURL+"/bank/"+id, http.StatusSeeOther)
}

func (s *Simulator) renderForm(w http.ResponseWriter, status int, p *simPayment, iframe bool, cookie, problem, name string, chosen int) {
	action := s.publicURL + "/odeme-formu?token=" + p.token
	if iframe {
		action += "&iframe=true"
	}
	opts := formOptions(p.paidPrice, p.enabled, chosen)
	button := opts[0].Button
	for _, o := range opts {
		if o.Checked {
			button = o.Button
		}
	}
	pageHeaders(w)
	w.WriteHeader(status)
	render(w, formTemplate, map[string]any{"Amount": bookstore.FormatLira(p.paidPrice), "Action": action, "Token": p.token,
		"Nonce": s.mac("nonce", p.token, cookie), "Options": opts, "Button": button, "Error": problem, "Name": name,
		"Script": s.publicURL + "/static/form.js"})
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// validExpiry accepts "AA/YY" (or "AA/YYYY") not before this month.
func validExpiry(v string, now time.Time) bool {
	m, y, ok := strings.Cut(strings.ReplaceAll(v, " ", ""), "/")
	mm, err1 := strconv.Atoi(m)
	yy, err2 := strconv.Atoi(y)
	if !ok || err1 != nil || err2 != nil || mm < 1 || mm > 12 {
		return false
	}
	if yy < 100 {
		yy += 2000
	}
	return yy > now.Year() || (yy == now.Year() && mm >= int(now.Month()))
}

// The page's scripts, served from the simulator's own origin.
var simScripts = map[string]string{
	// form.js: the session check. document.cookie and sessionStorage throw
	// in an opaque origin (a sandboxed frame without allow-same-origin);
	// a missing cookie means the browser refused it. Either way the buyer
	// sees why and cannot pay.
	"form.js": `(function () {
  "use strict";
  var form = document.getElementById("kart-formu");
  var button = document.getElementById("ode");
  var problem = document.getElementById("oturum-hatasi");
  function fail() { problem.hidden = false; button.disabled = true; }
  try {
    var hasCookie = document.cookie.split(";").some(function (c) { return c.trim().indexOf("` + simFormCookie + `=") === 0; });
    window.sessionStorage.setItem("iyzisim_form", form.getAttribute("data-token"));
    if (!hasCookie || window.sessionStorage.getItem("iyzisim_form") !== form.getAttribute("data-token")) { fail(); return; }
  } catch (e) { fail(); return; }
  document.getElementById("oturum").value = form.getAttribute("data-oturum");
  button.disabled = false;
  var radios = form.querySelectorAll("input[name=taksit]");
  for (var i = 0; i < radios.length; i++) {
    radios[i].addEventListener("change", function (ev) { button.textContent = ev.target.getAttribute("data-buton"); });
  }
  form.addEventListener("submit", function () { button.disabled = true; });
})();
`,
	// post.js: submits the return form (to the shop's callbackUrl) in the
	// current window, as iyzico does: in iframe mode the shop's callback
	// loads inside the frame.
	"post.js": `document.getElementById("iyzisim-donus").submit();
`,
	// checkout-form.js: what checkoutFormContent loads; it shows the page
	// in an iframe inside #iyzipay-checkout-form.
	"checkout-form.js": `(function () {
  "use strict";
  if (typeof iyziInit === "undefined" || iyziInit.shown) { return; }
  iyziInit.shown = true;
  var host = document.getElementById("iyzipay-checkout-form");
  if (!host) { return; }
  var frame = document.createElement("iframe");
  frame.src = iyziInit.pageUrl + "&iframe=true";
  frame.title = "iyzico ile Öde";
  frame.style.width = "100%";
  frame.style.minHeight = "640px";
  frame.style.border = "0";
  host.appendChild(frame);
})();
`,
}

func (s *Simulator) static(w http.ResponseWriter, r *http.Request, name string) {
	js, ok := simScripts[name]
	if !ok || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	// The shop's page loads checkout-form.js cross-origin.
	w.Header().Set("Cross-Origin-Resource-Policy", "cross-origin")
	writeBody(w, js)
}
