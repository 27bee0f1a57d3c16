package mngkargo

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"bookstore/internal/bookstore"
	"bookstore/internal/simfault"
)

// Fault injection and inspection, for the shop's tests and scripts: a
// slow, failing or lost answer from MNG, an expired token, and a webhook
// call repeated or overtaken by the next one. Over HTTP under /_sim/
// (JSON, from this machine only) and as Go methods for in-process tests.

// SimFault changes the next Count answers (1 if zero) of an endpoint:
// "token", "createOrder", "createbarcode", "status", "track",
// "cancelshipment", "cancelorder", "createReturnOrder", or the next
// webhook calls ("webhook").
type SimFault struct {
	Endpoint string `json:"endpoint"`
	// DelayMs holds the request before anything is done (a webhook call:
	// holds its sending): past the client's deadline it is a hang, and
	// nothing was processed.
	DelayMs int `json:"delayMs,omitempty"`
	// Status answers that HTTP status (500: MNG failing) instead of
	// processing the request.
	Status int `json:"status,omitempty"`
	// Code and Reason, with a Status, are MNG's error code and words in
	// the answer (Code "20001" on createbarcode: the destination branch is
	// not resolved yet, MNG's "try in a few minutes").
	Code   string `json:"code,omitempty"`
	Reason string `json:"reason,omitempty"`
	// DropAfterProcessing processes the request, then closes the
	// connection without an answer: the shipment is created, the answer
	// lost.
	DropAfterProcessing bool `json:"dropAfterProcessing,omitempty"`
	// Duplicate (webhook) sends the call twice, as a carrier retrying
	// would.
	Duplicate bool `json:"duplicate,omitempty"`
	// OutOfOrder (webhook) holds the call until the next one is sent: the
	// shop receives the later movement first.
	OutOfOrder bool `json:"outOfOrder,omitempty"`
	Count      int  `json:"count,omitempty"`
	// After lets that many answers (or calls) of the endpoint through first.
	After int `json:"after,omitempty"`
}

var simEndpoints = []string{"token", "createOrder", "createbarcode", "status", "track", "cancelshipment", "cancelorder", "createReturnOrder", "webhook"}

// InjectFault queues a fault; faults of one endpoint apply in order.
func (s *Simulator) InjectFault(f SimFault) error {
	hook := f.Endpoint == "webhook"
	switch {
	case !slices.Contains(simEndpoints, f.Endpoint):
		return fmt.Errorf("kargo simülatörü: bilinmeyen uç %q (%v)", f.Endpoint, simEndpoints)
	case f.DelayMs < 0 || f.Count < 0 || f.After < 0 || (f.Status != 0 && (f.Status < 100 || f.Status > 599)):
		return fmt.Errorf("kargo simülatörü: geçersiz hata %+v", f)
	case f.Status != 0 && f.DropAfterProcessing:
		return fmt.Errorf("kargo simülatörü: status işlemeden yanıtlar; dropAfterProcessing ile birlikte olmaz")
	case hook && (f.Status != 0 || f.DropAfterProcessing):
		return fmt.Errorf("kargo simülatörü: webhook için yalnızca delayMs, duplicate ve outOfOrder")
	case (f.Code != "" || f.Reason != "") && f.Status == 0:
		return fmt.Errorf("kargo simülatörü: code ve reason bir status ile verilir")
	case !hook && (f.Duplicate || f.OutOfOrder):
		return fmt.Errorf("kargo simülatörü: duplicate ve outOfOrder yalnızca webhook için")
	}
	s.faults.Add(f)
	return nil
}

// ClearFaults removes every pending fault.
func (s *Simulator) ClearFaults() { s.faults.Clear() }

// Faults lists the pending faults.
func (s *Simulator) Faults() []SimFault { return s.faults.List() }

func faultFields(f *SimFault) (endpoint string, after, count *int) {
	return f.Endpoint, &f.After, &f.Count
}

// control serves /_sim/: faults (POST adds, DELETE clears, GET lists),
// shipments (GET), shipments/{key}/advance (POST {"status": …}, empty for
// the next step), tokens/expire (POST) and webhooks (GET: the calls made).
func (s *Simulator) control(w http.ResponseWriter, r *http.Request) {
	if !simfault.FromLoopback(r) {
		writeJSON(w, http.StatusForbidden, map[string]string{"error": "simülatör denetimi yalnızca bu makineden kullanılabilir"})
		return
	}
	what := strings.TrimPrefix(r.URL.Path, "/_sim/")
	if what == "faults" && simfault.ServeFaults(w, r, s.faults, s.InjectFault, writeJSON) {
		return
	}
	if key, ok := strings.CutPrefix(what, "shipments/"); ok && r.Method == http.MethodPost && strings.HasSuffix(key, "/advance") {
		var in struct {
			Status bookstore.ShipmentStatus `json:"status"`
		}
		if r.ContentLength != 0 {
			if err := decode(r, &in); err != nil {
				writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
				return
			}
		}
		info, err := s.Advance(strings.TrimSuffix(key, "/advance"), in.Status)
		switch {
		case errors.Is(err, ErrSimMove):
			writeJSON(w, http.StatusConflict, map[string]string{"error": err.Error()})
		case err != nil:
			writeJSON(w, http.StatusNotFound, map[string]string{"error": err.Error()})
		default:
			writeJSON(w, http.StatusOK, info)
		}
		return
	}
	switch {
	case what == "shipments" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.Shipments())
	case what == "tokens/expire" && r.Method == http.MethodPost:
		s.ExpireTokens()
		w.WriteHeader(http.StatusNoContent)
	case what == "webhooks" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.Webhooks())
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "bilinmeyen simülatör isteği"})
	}
}
