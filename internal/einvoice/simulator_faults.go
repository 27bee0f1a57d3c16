package einvoice

import (
	"fmt"
	"net/http"
	"slices"

	"bookstore/internal/simfault"
)

// Fault injection and inspection, for the shop's tests and scripts: a
// slow, failing, lost, repeated or late answer from the integrator, and a
// rejection with a given reason. Over HTTP under /_sim/ (JSON, from this
// machine only) and as Go methods for in-process tests.

// SimFault changes the next Count answers (1 if zero) of an endpoint:
// "send", "status", "pdf", "cancel" or "check".
type SimFault struct {
	Endpoint string `json:"endpoint"`
	// DelayMs holds the request before anything is done: past the
	// client's deadline it is a hang, and nothing was processed.
	DelayMs int `json:"delayMs,omitempty"`
	// Status answers that HTTP status (with Reason as the problem's
	// description, when set) instead of processing the request.
	Status int    `json:"status,omitempty"`
	Reason string `json:"reason,omitempty"`
	// DropAfterProcessing processes the request, then closes the
	// connection without an answer: the invoice was taken, the answer lost.
	DropAfterProcessing bool `json:"dropAfterProcessing,omitempty"`
	// LateMs processes the request at once and holds the answer that long
	// (the invoice is taken even if the client gave up waiting).
	LateMs int `json:"lateMs,omitempty"`
	// Twice processes the request twice, as a proxy retrying it would, and
	// answers the second outcome (a send then answers "ETTN exists").
	Twice bool `json:"twice,omitempty"`
	// Reject (send only) takes the invoice and later rejects it with this
	// reason, whatever the validator says.
	Reject string `json:"reject,omitempty"`
	Count  int    `json:"count,omitempty"`
	// After lets that many answers of the endpoint through first.
	After int `json:"after,omitempty"`
}

var simEndpoints = []string{"send", "status", "pdf", "cancel", "check"}

// InjectFault queues a fault; faults of one endpoint apply in order.
func (s *Simulator) InjectFault(f SimFault) error {
	switch {
	case !slices.Contains(simEndpoints, f.Endpoint):
		return fmt.Errorf("e-fatura simülatörü: bilinmeyen uç %q (%v)", f.Endpoint, simEndpoints)
	case f.DelayMs < 0 || f.LateMs < 0 || f.Count < 0 || f.After < 0 || (f.Status != 0 && (f.Status < 100 || f.Status > 599)):
		return fmt.Errorf("e-fatura simülatörü: geçersiz hata %+v", f)
	case f.Status != 0 && (f.DropAfterProcessing || f.LateMs > 0 || f.Twice || f.Reject != ""):
		return fmt.Errorf("e-fatura simülatörü: status işlemeden yanıtlar; dropAfterProcessing, lateMs, twice ve reject ile birlikte olmaz")
	case f.DropAfterProcessing && f.LateMs > 0:
		return fmt.Errorf("e-fatura simülatörü: dropAfterProcessing ve lateMs birlikte olmaz")
	case f.Reject != "" && f.Endpoint != "send":
		return fmt.Errorf("e-fatura simülatörü: reject yalnızca send için")
	case f.Reason != "" && f.Status == 0:
		return fmt.Errorf("e-fatura simülatörü: reason bir status ile verilir (gönderilen faturayı reddetmek için reject)")
	}
	s.faults.Add(f)
	return nil
}

// ClearFaults removes every pending fault.
func (s *Simulator) ClearFaults() { s.faults.Clear() }

// Faults lists the pending faults.
func (s *Simulator) Faults() []SimFault { return s.faults.List() }

// faultFields is what the fault queue reads and uses up of a fault.
func faultFields(f *SimFault) (endpoint string, after, count *int) {
	return f.Endpoint, &f.After, &f.Count
}

// control serves /_sim/: faults (POST adds, DELETE clears, GET lists) and
// invoices (GET).
func (s *Simulator) control(w http.ResponseWriter, r *http.Request) {
	if !simfault.FromLoopback(r) {
		writeJSON(w, http.StatusForbidden, map[string]string{"error": "simülatör denetimi yalnızca bu makineden kullanılabilir"})
		return
	}
	what := r.URL.Path[len("/_sim/"):]
	if what == "faults" && simfault.ServeFaults(w, r, s.faults, s.InjectFault, writeJSON) {
		return
	}
	switch {
	case what == "invoices" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.Invoices())
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "bilinmeyen simülatör isteği"})
	}
}
