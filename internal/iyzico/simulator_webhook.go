package iyzico

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"time"
)

// Merchant notifications (webhooks): after a Checkout Form ends, the
// simulator POSTs iyzico's HPP JSON with the X-IYZ-SIGNATURE-V3 header to
// the panel's URL after a delay, and tries again after a non-2xx, as iyzico
// documents (about 10 s, then every 15 min, 3 attempts).

// simMerchantID is the sandbox merchant of iyzico's sample notification.
const simMerchantID = 3382172

// notify schedules the webhook of an ended form (a snapshot, taken under
// the lock).
func (s *Simulator) notify(p simPayment) {
	s.mu.Lock()
	target := s.webhookURL
	s.mu.Unlock()
	if target == "" || !p.form {
		return
	}
	status := StatusFailure
	if p.state == SimPaid {
		status = StatusSuccess
	}
	body, _ := json.Marshal(map[string]any{
		"paymentConversationId": p.conversationID, "merchantId": simMerchantID, "token": p.token, "status": status,
		"iyziReferenceCode": newUUID(), "iyziEventType": EventCheckoutFormAuth, "iyziEventTime": time.Now().UnixMilli(),
		"iyziPaymentId": json.Number(p.id),
	})
	sig := WebhookSignature(s.secret, EventCheckoutFormAuth, p.id, p.token, p.conversationID, status)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		wait := s.opts.WebhookDelay
		for attempt := 0; attempt < s.opts.WebhookAttempts; attempt++ {
			t := time.NewTimer(wait)
			select {
			case <-s.ctx.Done():
				t.Stop()
				return
			case <-t.C:
			}
			if s.deliver(target, body, sig) {
				return
			}
			wait = s.opts.WebhookSpacing
		}
	}()
}

// deliver makes one attempt; true on a 2xx.
func (s *Simulator) deliver(target string, body []byte, sig string) bool {
	req, err := http.NewRequestWithContext(s.ctx, http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		return false
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(WebhookSignatureHeader, sig)
	req.Header.Set("Content-Length", strconv.Itoa(len(body)))
	res, err := s.opts.HTTPClient.Do(req)
	if err != nil {
		return false
	}
	// The status is the whole answer; the body is read only so that the
	// connection can be reused.
	defer func() { _ = res.Body.Close() }()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	return res.StatusCode >= 200 && res.StatusCode < 300
}
