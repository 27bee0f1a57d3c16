package iyzico

import (
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"bookstore/internal/bookstore"
)

// The issuer's 3D Secure page, /bank/{paymentId}: for direct 3D Secure it
// posts the signed 3DS callback to the shop; for a Checkout Form it ends
// the form (charged or not) and posts only the token to the shop's
// callbackUrl, as iyzico's page does.

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
{{if .Installment}}<p>{{.Installment}}</p>{{end}}
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

// formReturn is the CF's way back: the token only, posted by an external
// script in the current window (no target: in iframe mode it stays in the
// frame).
var formReturn = template.Must(template.New("formReturn").Parse(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Mağazaya yönlendiriliyorsunuz</title></head><body>
<p>Mağazaya yönlendiriliyorsunuz…</p>
<form id="iyzisim-donus" method="post" action="{{.URL}}"><input type="hidden" name="token" value="{{.Token}}">
<noscript><button type="submit">Mağazaya dön</button></noscript></form>
<script src="{{.Script}}"></script></body></html>`))

// bank is the issuer's page: GET or the 3DS form's POST shows the choice; a
// POST with a choice records it and returns the buyer to the shop.
func (s *Simulator) bank(w http.ResponseWriter, r *http.Request, id string) {
	r.Body = http.MaxBytesReader(w, r.Body, simMaxRequestBytes)
	_ = r.ParseForm()
	// Issuers' pages are framed (3DS in an iframe, or inside iyzico's
	// framed form), so any ancestor may frame this one.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; script-src 'self' 'unsafe-inline'; form-action *; frame-ancestors *; base-uri 'none'")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")

	s.mu.Lock()
	p := s.payments[id]
	var form bool
	if p != nil {
		form = p.form
	}
	s.mu.Unlock()
	if p == nil {
		w.WriteHeader(http.StatusNotFound)
		writeBody(w, "Ödeme bulunamadı")
		return
	}
	if form {
		s.formBank(w, r, p)
		return
	}

	s.mu.Lock()
	var snapshot simPayment
	if c := r.PostForm.Get("choice"); c != "" && p.choice == "" && (c == "approve" || c == "decline" || c == "mdfail") {
		p.choice = c
		if c == "approve" && (p.card == cardMDStatus0 || p.card == cardMDStatus4) {
			p.choice = "mdfail" // these sandbox cards never pass 3DS
		}
		if p.choice != "approve" {
			p.state, p.reason = SimFailed, "3D Secure doğrulaması başarısız"
		}
		snapshot = *p
		snapshot.choice = "return:" + p.choice
		if c == "approve" && p.card == cardMDStatus4 {
			snapshot.choice = "return:md4"
		}
	} else {
		snapshot = *p
	}
	s.mu.Unlock()
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
		render(w, bankReturn, map[string]string{"URL": snapshot.callbackURL, "Status": status, "PaymentID": snapshot.id,
			"ConversationData": snapshot.conversationData, "ConversationID": snapshot.conversationID, "MDStatus": md,
			"Signature": Signature(s.secret, snapshot.conversationData, snapshot.conversationID, md, snapshot.id, status)})
		return
	}
	render(w, bankPage, map[string]any{"Last4": snapshot.cardLast4, "Amount": bookstore.FormatLira(snapshot.charged),
		"Action": s.publicURL + "/bank/" + snapshot.id, "Done": snapshot.choice != ""})
}

// formBank is the bank page of a Checkout Form payment. It keeps its own
// session cookie (set when shown, required for the choice), and its choice
// ends the form: the card is charged at once on approval, as iyzico
// completes the payment itself before returning to the shop.
func (s *Simulator) formBank(w http.ResponseWriter, r *http.Request, p *simPayment) {
	// The return page runs an external script only.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action *; frame-ancestors *; base-uri 'none'")
	choice := r.PostForm.Get("choice")
	s.mu.Lock()
	id := p.id
	s.mu.Unlock()
	if choice != "" {
		if _, ok := s.validSession(r, simBankCookie, "banka", id); !ok {
			w.WriteHeader(http.StatusForbidden)
			render(w, messageTemplate, "Banka oturumu bulunamadı. Tarayıcınız çerezleri engelliyor olabilir.")
			return
		}
	}
	s.mu.Lock()
	ended := false
	if (choice == "approve" || choice == "decline" || choice == "mdfail") && p.choice == "" && p.state == SimOpen {
		p.choice = choice
		switch {
		case choice == "decline":
			p.state, p.reason = SimFailed, "3D Secure doğrulaması reddedildi"
		case choice == "mdfail" || p.card == cardMDStatus0 || p.card == cardMDStatus4:
			p.state, p.reason = SimFailed, "3D Secure doğrulaması başarısız"
		case p.decline():
		default:
			p.state = SimPaid
		}
		ended = true
	}
	snap := *p
	s.mu.Unlock()
	if ended {
		s.notify(snap)
	}
	if snap.state != SimOpen {
		// Shown again on a refresh: posting the token twice is harmless,
		// the shop retrieves either way.
		render(w, formReturn, map[string]string{"URL": snap.callbackURL, "Token": snap.token, "Script": s.publicURL + "/static/post.js"})
		return
	}
	if _, ok := s.validSession(r, simBankCookie, "banka", id); !ok {
		s.setSession(w, simBankCookie, s.newSession("banka", id))
	}
	inst := ""
	if snap.installment > 1 {
		inst = fmt.Sprintf("%d taksit (vade farkı dahil)", snap.installment)
	}
	render(w, bankPage, map[string]any{"Last4": snap.cardLast4, "Amount": bookstore.FormatLira(snap.charged), "Installment": inst,
		"Action": s.publicURL + "/bank/" + id, "Done": false})
}
