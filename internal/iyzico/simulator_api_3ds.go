package iyzico

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"strconv"
	"strings"
	"time"
)

// The simulator's direct 3D Secure endpoints (initialize, auth) and the
// payment answer they share with the detail endpoint.

func (s *Simulator) initialize3DS(b simBody) map[string]any {
	price, paid, items, fail := basket(b)
	if fail != nil {
		return fail
	}
	if fail := checkParties(b); fail != nil {
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
	case p.decline():
		out := failure(p.code, p.reason)
		out["errorGroup"] = p.group
		return out
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
		if p.code != "" {
			out["errorCode"], out["errorGroup"] = p.code, p.group
		}
	}
	md := 1
	if p.choice != "" && p.choice != "approve" || p.card == cardMDStatus0 {
		md = 0
	}
	out["mdStatus"] = md
	// Each item's share of what was charged; the last takes the remainder.
	var tx []map[string]any
	shares := p.shares()
	for i, it := range p.items {
		tx = append(tx, map[string]any{"itemId": it.id, "paymentTransactionId": p.transactionID(i), "transactionStatus": 2,
			"price": json.Number(signaturePrice(it.price)), "paidPrice": json.Number(signaturePrice(shares[i]))})
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
