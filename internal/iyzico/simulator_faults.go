package iyzico

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"

	"bookstore/internal/simfault"
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
	s.faults.Add(f)
	return nil
}

// ClearFaults removes every pending fault.
func (s *Simulator) ClearFaults() { s.faults.Clear() }

// faultFields is what the fault queue reads and uses up of a fault.
func faultFields(f *SimFault) (endpoint string, after, count *int) {
	return f.Endpoint, &f.After, &f.Count
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

// control serves /_sim/: faults (POST adds, DELETE clears, GET lists),
// payments (GET) and webhook (PUT {"url": …} sets the notification URL).
func (s *Simulator) control(w http.ResponseWriter, r *http.Request, what string) {
	if what == "faults" && simfault.ServeFaults(w, r, s.faults, s.InjectFault, writeJSON) {
		return
	}
	switch {
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
