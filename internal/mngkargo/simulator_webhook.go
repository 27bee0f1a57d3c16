package mngkargo

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/providerhttp"
)

// The simulator's calls to the shop's webhook: one call per movement, in
// the order they happened, sent by one goroutine; the body and signature
// as documented next to bookstore.CarrierWebhookSignature. A call the shop
// does not answer 2xx is tried again twice (after 0.5 s and 1 s), as a
// carrier retries; faults repeat a call or let the next overtake it.

// WebhookBody is the shop's webhook body.
type WebhookBody struct {
	ShipmentID     string         `json:"shipmentId"`
	TrackingNumber string         `json:"trackingNumber"`
	Reference      string         `json:"reference"`
	Events         []WebhookEvent `json:"events"`
}

// WebhookEvent is one movement in a webhook body; its key is the one
// Client.Track gives the same movement, so a call and a poll dedupe.
type WebhookEvent struct {
	Key         string                   `json:"key"`
	Status      bookstore.ShipmentStatus `json:"status"`
	At          time.Time                `json:"at"`
	Location    string                   `json:"location"`
	Description string                   `json:"description"`
}

// Sign is the webhook signature of body under secret: hex HMAC-SHA256.
func Sign(secret string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// hookCall is one queued call.
type hookCall struct {
	key  string
	body []byte
}

// SimWebhook is a webhook call as the simulator reports it (GET
// /_sim/webhooks): the event's key and status, and the shop's answer (0
// when none came; Error says why).
type SimWebhook struct {
	Key    string                   `json:"key"`
	Status bookstore.ShipmentStatus `json:"status"`
	Code   int                      `json:"code"`
	Error  string                   `json:"error,omitempty"`
	Sent   time.Time                `json:"sent"`
}

// queueHook queues the call for a movement. The caller holds s.mu.
func (s *Simulator) queueHook(sh *simShipment, e simEvent) {
	we := wireEvent(sh, e)
	ev := WebhookEvent{Key: "mng-" + sh.hookID() + "-" + we.EventSequence, Status: e.status, At: e.at.UTC(),
		Location: providerhttp.JoinNonEmpty(we.Location, we.LocationAddress, ", "), Description: we.EventStatus}
	body, _ := json.Marshal(WebhookBody{ShipmentID: sh.hookID(), TrackingNumber: sh.trackingNumber(), Reference: sh.ref,
		Events: []WebhookEvent{ev}}) // plain values always marshal
	select {
	case s.hooks <- hookCall{key: ev.Key, body: body}:
	default: // a shop that stopped answering for thousands of calls: the poll covers them
	}
}

// sendHooks sends the queued calls in order until Close, applying the
// webhook faults.
func (s *Simulator) sendHooks() {
	defer s.wg.Done()
	hc := s.opts.WebhookClient
	if hc == nil {
		hc = &http.Client{Timeout: config.CarrierWebhook}
	}
	var held *hookCall
	for {
		var c hookCall
		select {
		case <-s.ctx.Done():
			return
		case c = <-s.hooks:
		case <-afterIf(held != nil, time.Second):
			// Nothing came to overtake the held call: it goes now.
			s.deliver(hc, *held)
			held = nil
			continue
		}
		f := s.faults.Take("webhook")
		if f != nil && f.DelayMs > 0 && !sleep(s.ctx, time.Duration(f.DelayMs)*time.Millisecond) {
			return
		}
		if f != nil && f.OutOfOrder && held == nil {
			held = &c
			continue
		}
		s.deliver(hc, c)
		if f != nil && f.Duplicate {
			s.deliver(hc, c)
		}
		if held != nil {
			s.deliver(hc, *held)
			held = nil
		}
	}
}

// afterIf is a timer's channel when on, else nil (never ready).
func afterIf(on bool, d time.Duration) <-chan time.Time {
	if !on {
		return nil
	}
	return time.After(d)
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// deliver makes one call, tried up to three times, and logs it.
func (s *Simulator) deliver(hc *http.Client, c hookCall) {
	var status bookstore.ShipmentStatus
	var body WebhookBody
	if json.Unmarshal(c.body, &body) == nil && len(body.Events) > 0 {
		status = body.Events[0].Status
	}
	entry := SimWebhook{Key: c.key, Status: status}
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 && !sleep(s.ctx, time.Duration(attempt)*500*time.Millisecond) {
			return
		}
		entry.Code, entry.Error, entry.Sent = 0, "", time.Now()
		req, err := http.NewRequestWithContext(s.ctx, http.MethodPost, s.opts.WebhookURL, bytes.NewReader(c.body))
		if err != nil {
			entry.Error = err.Error()
			break
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(bookstore.CarrierWebhookSignature, Sign(s.opts.WebhookSecret, c.body))
		res, err := hc.Do(req)
		if err != nil {
			entry.Error = err.Error()
			continue
		}
		_ = res.Body.Close() // the status is the answer; the body is not read
		entry.Code = res.StatusCode
		if res.StatusCode < 300 {
			break
		}
	}
	s.hookMu.Lock()
	s.hookLog = append(s.hookLog, entry)
	if len(s.hookLog) > simMaxShipments {
		s.hookLog = s.hookLog[1:]
	}
	s.hookMu.Unlock()
}

// Webhooks lists the calls made, oldest first.
func (s *Simulator) Webhooks() []SimWebhook {
	s.hookMu.Lock()
	defer s.hookMu.Unlock()
	return append([]SimWebhook{}, s.hookLog...)
}
