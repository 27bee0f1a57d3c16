package einvoice

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"slices"
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

// Faults lists the pending faults.
func (s *Simulator) Faults() []SimFault {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]SimFault, 0, len(s.faults))
	for _, f := range s.faults {
		out = append(out, *f)
	}
	return out
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

// fromLoopback reports whether the request came from this machine, and not
// through a proxy on it: the control API injects faults and lists every
// invoice, so it is for the tests and scripts next to the simulator only.
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

// control serves /_sim/: faults (POST adds, DELETE clears, GET lists) and
// invoices (GET).
func (s *Simulator) control(w http.ResponseWriter, r *http.Request) {
	if !fromLoopback(r) {
		writeJSON(w, http.StatusForbidden, map[string]string{"error": "simülatör denetimi yalnızca bu makineden kullanılabilir"})
		return
	}
	switch what := r.URL.Path[len("/_sim/"):]; {
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
		writeJSON(w, http.StatusOK, s.Faults())
	case what == "invoices" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.Invoices())
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "bilinmeyen simülatör isteği"})
	}
}
