package iyzico

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"slices"
)

// Fault injection and inspection, for the shop's tests: a slow, failing or
// lost answer from iyzico, and a list of everything the simulator charged,
// to check that nothing was charged that the shop did not confirm. Over
// HTTP under /_sim/ (JSON) and as Go methods for in-process tests.

// SimFault changes the next Count answers (1 if zero) of an endpoint:
// "retrieve", "detail", "auth", "cf-initialize", "3ds-initialize",
// "cancel", "refund" or "report". DelayMs waits first; Status answers that HTTP
// status instead of processing the request; DropAfterProcessing processes
// it and then closes the connection without an answer (the charge
// happened, the answer was lost).
type SimFault struct {
	Endpoint            string `json:"endpoint"`
	DelayMs             int    `json:"delayMs,omitempty"`
	Status              int    `json:"status,omitempty"`
	Count               int    `json:"count,omitempty"`
	DropAfterProcessing bool   `json:"dropAfterProcessing,omitempty"`
	// After lets that many answers of the endpoint through first (the
	// second item of a refund refused, the first refunded).
	After int `json:"after,omitempty"`
}

var simEndpoints = []string{"retrieve", "detail", "auth", "cf-initialize", "3ds-initialize", "cancel", "refund", "report"}

// InjectFault queues a fault; faults of one endpoint apply in order.
func (s *Simulator) InjectFault(f SimFault) error {
	switch {
	case !slices.Contains(simEndpoints, f.Endpoint):
		return fmt.Errorf("iyzico simulator: unknown endpoint %q (one of %v)", f.Endpoint, simEndpoints)
	case f.DelayMs < 0 || f.Count < 0 || f.After < 0 || (f.Status != 0 && (f.Status < 100 || f.Status > 599)):
		return fmt.Errorf("iyzico simulator: invalid fault %+v", f)
	case f.Status != 0 && f.DropAfterProcessing:
		return fmt.Errorf("iyzico simulator: status and dropAfterProcessing exclude each other")
	}
	if f.Count == 0 {
		f.Count = 1
	}
	s.mu.Lock()
	s.faults = append(s.faults, &f)
	s.mu.Unlock()
	return nil
}

// ClearFaults removes every pending fault.
func (s *Simulator) ClearFaults() {
	s.mu.Lock()
	s.faults = nil
	s.mu.Unlock()
}

// takeFault uses up one answer of the first fault for endpoint.
func (s *Simulator) takeFault(endpoint string) *SimFault {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, f := range s.faults {
		if f.Endpoint != endpoint {
			continue
		}
		if f.After > 0 {
			f.After--
			return nil
		}
		f.Count--
		if f.Count <= 0 {
			s.faults = slices.Delete(s.faults, i, i+1)
		}
		c := *f
		return &c
	}
	return nil
}

// dropConnection closes the connection without an answer.
func dropConnection(w http.ResponseWriter) {
	if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
		_ = conn.Close() // the drop is the point; how the close went changes nothing
		return
	}
	// HTTP/2 or a wrapper that cannot hijack: abort the response instead.
	panic(http.ErrAbortHandler)
}

// SimPaymentInfo is a payment or form as the simulator knows it. Amounts
// are in kuruş; PaidPrice is what was (or would be) charged, interest
// included once the buyer chose instalments.
type SimPaymentInfo struct {
	Kind           string `json:"kind"` // "checkout-form" or "3ds"
	ConversationID string `json:"conversationId"`
	BasketID       string `json:"basketId"`
	Token          string `json:"token,omitempty"`
	PaymentID      string `json:"paymentId,omitempty"`
	State          string `json:"state"` // open, paid, failed
	Price          int64  `json:"price"`
	PaidPrice      int64  `json:"paidPrice"`
	Installment    int    `json:"installment"`
	Voided         bool   `json:"voided"`
	RefundedAmount int64  `json:"refundedAmount"`
	// Refunds is how many refunds were accepted; their sum is
	// RefundedAmount, never more than PaidPrice.
	Refunds int `json:"refunds"`
	// Items are the basket as sent, with each item's refunds.
	Items []SimItemInfo `json:"items"`
}

// SimItemInfo is a basket item: its id, price, share of the charge
// (PaidPrice), transaction, and the refunds taken from it by transaction
// (never more than PaidPrice in all).
type SimItemInfo struct {
	ID            string  `json:"id"`
	TransactionID string  `json:"paymentTransactionId,omitempty"`
	Price         int64   `json:"price"`
	PaidPrice     int64   `json:"paidPrice"`
	Refunds       []int64 `json:"refunds"`
}

// Payments lists every payment and form, oldest first.
func (s *Simulator) Payments() []SimPaymentInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]SimPaymentInfo, 0, len(s.order))
	for _, p := range s.order {
		kind := "3ds"
		if p.form {
			kind = "checkout-form"
		}
		items := make([]SimItemInfo, len(p.items))
		shares := p.shares()
		for i, it := range p.items {
			items[i] = SimItemInfo{ID: it.id, Price: it.price, PaidPrice: shares[i], Refunds: append([]int64{}, it.refunds...)}
			if p.id != "" {
				items[i].TransactionID = p.transactionID(i)
			}
		}
		out = append(out, SimPaymentInfo{Kind: kind, ConversationID: p.conversationID, BasketID: p.basketID, Token: p.token,
			PaymentID: p.id, State: p.state, Price: p.price, PaidPrice: p.charged, Installment: p.installment,
			Voided: p.voided, RefundedAmount: p.refunded, Refunds: len(p.refunds), Items: items})
	}
	return out
}

// fromLoopback reports whether the request came from this machine, and not
// through a proxy on it: the control API injects faults and lists every
// payment, so it is for the tests and scripts running next to the
// simulator, never for a visitor who can reach its pages.
func fromLoopback(r *http.Request) bool {
	if r.Header.Get("X-Forwarded-For") != "" || r.Header.Get("Forwarded") != "" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Unmap().IsLoopback()
}

// control serves /_sim/: faults (POST adds, DELETE clears, GET lists),
// payments (GET) and webhook (PUT {"url": …} sets the notification URL).
func (s *Simulator) control(w http.ResponseWriter, r *http.Request, what string) {
	switch {
	case what == "faults" && r.Method == http.MethodPost:
		var f SimFault
		if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&f); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		if err := s.InjectFault(f); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusCreated, f)
	case what == "faults" && r.Method == http.MethodDelete:
		s.ClearFaults()
		w.WriteHeader(http.StatusNoContent)
	case what == "faults" && r.Method == http.MethodGet:
		s.mu.Lock()
		list := make([]SimFault, 0, len(s.faults))
		for _, f := range s.faults {
			list = append(list, *f)
		}
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, list)
	case what == "payments" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.Payments())
	case what == "webhook" && r.Method == http.MethodPut:
		var v struct {
			URL string `json:"url"`
		}
		if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&v); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
			return
		}
		s.SetWebhookURL(v.URL)
		w.WriteHeader(http.StatusNoContent)
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "bilinmeyen simülatör isteği"})
	}
}
