package einvoice

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"sync"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/simfault"
)

// The simulator is Nilvera's API in miniature, so that a fresh machine
// issues invoices end to end through the real adapter: the same paths and
// JSON (nilvera.go), the Bearer key, the taxpayer registry, the uniqueness
// of ETTNs and of invoice numbers, the asynchronous life of a sent invoice
// (queued, then accepted or rejected with the validator's message), the
// PDF of an accepted invoice, the cancellation of an e-Arşiv one, and
// injectable faults (simulator_faults.go). It is mounted in the shop in
// development (SimulatorPath) or runs as its own process on its own origin
// (bookstore einvoice-sim). It keeps its invoices in memory: a development
// tool, refused in production.

// Well-known values of the simulator, for the shop's development setup and
// the tests.
const (
	// SimulatorAPIKey is the key the simulator accepts unless told another.
	SimulatorAPIKey = "einvoice-simulator-api-key"
	// SimulatorPath is where the shop mounts the simulator in development.
	SimulatorPath = "/einvoice-sim"
	// DefaultAcceptAfter is how long a sent invoice waits before the
	// simulated GİB answers, when SimulatorOptions.AcceptAfter is zero.
	DefaultAcceptAfter = 2 * time.Second
)

// The simulator's taxpayer registry: these VKNs (valid check digits, no
// real company's) are e-Fatura taxpayers; every other tax id is not, so an
// invoice to it is an e-Arşiv one.
const (
	// SimTaxpayerVKN is registered with one invoice alias.
	SimTaxpayerVKN   = "1234567890"
	SimTaxpayerAlias = "urn:mail:defaultpk@ornekkitap.com.tr"
	SimTaxpayerTitle = "Örnek Kitap Dağıtım A.Ş."
	// SimTaxpayerTwoAliasesVKN has two invoice aliases (the first is its
	// default) and an e-İrsaliye alias listed before them.
	SimTaxpayerTwoAliasesVKN = "0123456789"
	SimTaxpayerSecondAlias   = "urn:mail:muhasebe@kirtasiyepazari.com.tr"
	// SimNotTaxpayerVKN is a valid VKN outside the e-Fatura system.
	SimNotTaxpayerVKN = "3456789014"
)

var simRegistry = map[string][]taxpayerEntry{
	SimTaxpayerVKN: {{DocumentType: "Invoice", Name: SimTaxpayerAlias, TaxNumber: SimTaxpayerVKN, Title: SimTaxpayerTitle, Type: "OZEL"}},
	SimTaxpayerTwoAliasesVKN: {
		{DocumentType: "DespatchAdvice", Name: "urn:mail:irsaliyepk@kirtasiyepazari.com.tr", TaxNumber: SimTaxpayerTwoAliasesVKN,
			Title: "Kırtasiye Pazarı Ltd. Şti.", Type: "OZEL"},
		{DocumentType: "Invoice", Name: "urn:mail:defaultpk@kirtasiyepazari.com.tr", TaxNumber: SimTaxpayerTwoAliasesVKN,
			Title: "Kırtasiye Pazarı Ltd. Şti.", Type: "OZEL"},
		{DocumentType: "Invoice", Name: SimTaxpayerSecondAlias, TaxNumber: SimTaxpayerTwoAliasesVKN,
			Title: "Kırtasiye Pazarı Ltd. Şti.", Type: "OZEL"},
	},
}

// SimulatorOptions are the simulator's hooks and timing.
type SimulatorOptions struct {
	// Validate checks a sent XML as GİB would (schema and rules); its
	// error's text becomes the rejection's reason. Nil: every well-formed
	// invoice is accepted.
	Validate func(xml []byte) error
	// Render makes the PDF of an accepted invoice from its XML. Nil: a
	// one-page PDF naming the number and the ETTN.
	Render func(xml []byte) ([]byte, error)
	// AcceptAfter is how long a sent invoice stays queued before it is
	// accepted or rejected (DefaultAcceptAfter when zero).
	AcceptAfter time.Duration
	// APIKey is the Bearer key accepted (SimulatorAPIKey when empty).
	APIKey string
}

// simInvoice is a sent invoice as the simulator holds it.
type simInvoice struct {
	profile  bookstore.InvoiceProfile
	ettn     string
	number   string
	alias    string
	buyerID  string
	xml      []byte
	received time.Time
	// status is statusWaiting until settled, then statusSucceed,
	// statusError (reason says why) or, after a cancel, statusCanceled.
	status string
	reason string
	// forcedReason, from an injected fault, rejects it whatever Validate says.
	forcedReason string
}

// Simulator serves the integrator's API (an http.Handler).
type Simulator struct {
	opts SimulatorOptions
	mux  *http.ServeMux

	faults *simfault.Queue[SimFault] // locks itself

	mu       sync.Mutex
	invoices map[string]*simInvoice // by lower-case ETTN
	numbers  map[string]*simInvoice // by profile + number, the live holder of a number
	order    []*simInvoice          // oldest first

	ctx    context.Context // ends injected waits on Close
	cancel context.CancelFunc
}

// simMaxInvoices bounds the memory of a long-running simulator.
const simMaxInvoices = 20000

// NewSimulator returns a simulator with the given options.
func NewSimulator(opts SimulatorOptions) *Simulator {
	if opts.AcceptAfter <= 0 {
		opts.AcceptAfter = DefaultAcceptAfter
	}
	if opts.APIKey == "" {
		opts.APIKey = SimulatorAPIKey
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Simulator{opts: opts, faults: simfault.NewQueue(faultFields), invoices: map[string]*simInvoice{}, numbers: map[string]*simInvoice{},
		ctx: ctx, cancel: cancel}
	s.mux = http.NewServeMux()
	s.mux.Handle("POST "+pathEArchiveSend, s.api("send", s.send(bookstore.ProfileEArchive)))
	s.mux.Handle("POST "+pathEInvoiceSend, s.api("send", s.send(bookstore.ProfileBasic)))
	s.mux.Handle("GET "+pathTaxpayer+"{taxID}", s.api("check", s.check))
	s.mux.Handle("GET "+pathEArchiveDoc+"{ettn}"+suffixStatus, s.api("status", s.status(bookstore.ProfileEArchive)))
	s.mux.Handle("GET "+pathEInvoiceDoc+"{ettn}"+suffixStatus, s.api("status", s.status(bookstore.ProfileBasic)))
	s.mux.Handle("GET "+pathEArchiveDoc+"{ettn}"+suffixPDF, s.api("pdf", s.pdf(bookstore.ProfileEArchive)))
	s.mux.Handle("GET "+pathEInvoiceDoc+"{ettn}"+suffixPDF, s.api("pdf", s.pdf(bookstore.ProfileBasic)))
	s.mux.Handle("PUT "+pathEArchiveDoc+"{ettn}"+suffixCancel, s.api("cancel", s.cancelInvoice))
	s.mux.HandleFunc("/_sim/", s.control)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, apiError{Message: "API bulunamadı", Errors: []apiProblem{{Code: codeNotFound, Description: "API Bulunamadı"}}})
	})
	return s
}

// ServeHTTP expects the mount prefix stripped (http.StripPrefix).
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Close ends injected delays, so that a server's shutdown need not wait
// for them.
func (s *Simulator) Close() error {
	s.cancel()
	return nil
}

// settle gives a queued invoice its answer once AcceptAfter has passed:
// rejected with the forced reason or the validator's message, else
// accepted. The caller holds s.mu.
func (s *Simulator) settle(inv *simInvoice, now time.Time) {
	if inv.status != statusWaiting || now.Sub(inv.received) < s.opts.AcceptAfter {
		return
	}
	switch {
	case inv.forcedReason != "":
		inv.status, inv.reason = statusError, inv.forcedReason
	case s.opts.Validate != nil:
		if err := s.opts.Validate(inv.xml); err != nil {
			inv.status, inv.reason = statusError, "Şema/Şematron hatası: "+err.Error()
			break
		}
		inv.status = statusSucceed
	default:
		inv.status = statusSucceed
	}
	if inv.status == statusError && s.numbers[string(inv.profile)+inv.number] == inv {
		// A rejected invoice was never registered at GİB: its number may
		// be sent again under a new ETTN.
		delete(s.numbers, string(inv.profile)+inv.number)
	}
}

// store adds an invoice, dropping the oldest beyond the bound. The caller
// holds s.mu.
func (s *Simulator) store(inv *simInvoice) {
	for len(s.order) >= simMaxInvoices {
		old := s.order[0]
		delete(s.invoices, old.ettn)
		if s.numbers[string(old.profile)+old.number] == old {
			delete(s.numbers, string(old.profile)+old.number)
		}
		s.order = s.order[1:]
	}
	s.invoices[inv.ettn] = inv
	s.numbers[string(inv.profile)+inv.number] = inv
	s.order = append(s.order, inv)
}

// SimInvoiceInfo is an invoice as the simulator reports it to tests and
// scripts (GET /_sim/invoices).
type SimInvoiceInfo struct {
	Profile  bookstore.InvoiceProfile `json:"profile"`
	ETTN     string                   `json:"ettn"`
	Number   string                   `json:"number"`
	Alias    string                   `json:"alias,omitempty"`
	BuyerID  string                   `json:"buyerId"`
	Status   bookstore.InvoiceStatus  `json:"status"` // sent (queued), accepted, rejected, cancelled
	Reason   string                   `json:"reason,omitempty"`
	Received time.Time                `json:"received"`
}

// Invoices lists every invoice received, oldest first.
func (s *Simulator) Invoices() []SimInvoiceInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	out := make([]SimInvoiceInfo, 0, len(s.order))
	for _, inv := range s.order {
		s.settle(inv, now)
		out = append(out, SimInvoiceInfo{Profile: inv.profile, ETTN: inv.ettn, Number: inv.number, Alias: inv.alias, BuyerID: inv.buyerID,
			Status: shopStatus(inv.status), Reason: inv.reason, Received: inv.received})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Received.Before(out[j].Received) })
	return out
}

func shopStatus(code string) bookstore.InvoiceStatus {
	switch code {
	case statusSucceed:
		return bookstore.InvoiceAccepted
	case statusError:
		return bookstore.InvoiceRejected
	case statusCanceled:
		return bookstore.InvoiceCancelled
	}
	return bookstore.InvoiceSent
}

// Response writes. Once the status is sent, a failed write means the
// client hung up and there is nobody left to tell; the simulator writes
// through these helpers, which drop that error here and nowhere else.

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// refusal is Nilvera's 4xx body with one problem.
func refusal(code int, description, detail string) apiError {
	return apiError{Message: "HATALI ISTEK", Errors: []apiProblem{{Code: code, Description: description, Detail: detail}}}
}
