package mngkargo

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/simfault"
)

// The simulator is MNG's REST API in miniature, so that a fresh machine
// ships parcels end to end through the real adapter: the same paths and
// JSON (mng.go) with their quirks (one-element arrays; an upper-case
// reference of at most 30 characters, unique while its order stands; an
// il/ilçe it does not know refused with MNG's error shape; a JWT that
// expires), 12-digit shipment ids, a ZPL label per piece, shipments moving
// through their statuses on a schedule or on request (its control API),
// the shop's webhook called for each movement, and injectable faults
// (simulator_faults.go). It is mounted in the shop in development
// (SimulatorPath) or runs as its own process (bookstore carrier-sim). It
// keeps its shipments in memory: a development tool, never production.
//
// MNG itself has no documented push of tracking events; the webhook is the
// shop's own contract (bookstore.CarrierWebhookSignature), which a carrier
// with pushes (or a tracking aggregator) would be bridged to.

// Well-known values of the simulator, for development and the tests.
const (
	SimClientID       = "mng-simulator-client-id"
	SimClientSecret   = "mng-simulator-client-secret"
	SimCustomerNumber = "1234567890"
	SimPassword       = "mng-simulator-password"
	// SimWebhookSecret is the webhook secret shared by the development
	// shop and its simulator when none is configured.
	SimWebhookSecret = config.DevCarrierWebhookSecret
	// SimulatorPath is where the shop mounts the simulator in development.
	SimulatorPath = "/carrier-sim"
	// DefaultTokenTTL is a JWT's validity, MNG's 8 hours.
	DefaultTokenTTL = 8 * time.Hour
)

// SimulatorOptions are the simulator's credentials, timing and webhook.
// Empty credentials are the Sim* ones.
type SimulatorOptions struct {
	ClientID, ClientSecret   string
	CustomerNumber, Password string
	// TokenTTL is how long an issued JWT is accepted (DefaultTokenTTL when
	// zero).
	TokenTTL time.Duration
	// Step moves every barcoded shipment one status on each Step (created →
	// accepted → in transit → out for delivery → delivered; a return
	// created → accepted → delivered to the seller). Zero: shipments move
	// only on request (Advance, the control API).
	Step time.Duration
	// WebhookURL receives every movement, signed with WebhookSecret
	// (bookstore.CarrierWebhookSignature); empty: no calls, polls only.
	WebhookURL, WebhookSecret string
	// WebhookClient sends the calls (nil: one bounded by
	// config.CarrierWebhook).
	WebhookClient *http.Client
}

// simShipment is an order, or a return, as the simulator holds it.
type simShipment struct {
	ref        string
	orderID    string // orderInvoiceId
	shipmentID string // 12 digits, once barcoded (a return has one at once)
	invoiceID  string
	barcodes   []wireBarcode
	isReturn   bool
	returnCode string
	party      wireParty
	cod        float64
	status     bookstore.ShipmentStatus
	barcoded   bool
	// barcodeCancelled is cancelshipment's mark; cancelorder then cancels.
	barcodeCancelled bool
	events           []simEvent
	moved            time.Time // the last movement, for the schedule
	created          time.Time
}

type simEvent struct {
	seq      int
	status   bookstore.ShipmentStatus
	at       time.Time
	location string
}

// hookID is the id the shop tracks the shipment by (Track's argument), and
// so the prefix of its events' keys: the shipment id, or a return's
// reference.
func (sh *simShipment) hookID() string {
	if sh.isReturn {
		return sh.ref
	}
	return sh.shipmentID
}

func (sh *simShipment) trackingNumber() string {
	if sh.isReturn {
		return sh.returnCode
	}
	return sh.shipmentID
}

// Simulator serves MNG's API (an http.Handler).
type Simulator struct {
	opts SimulatorOptions
	mux  *http.ServeMux

	faults *simfault.Queue[SimFault] // locks itself

	mu       sync.Mutex
	byRef    map[string]*simShipment // live orders and returns by reference (a cancelled one frees its reference)
	byID     map[string]*simShipment // by shipment id, cancelled ones too
	order    []*simShipment          // oldest first
	tokens   map[string]time.Time    // issued JWTs and their expiry
	issued   int                     // tokens issued, for the tests
	refused  int                     // calls refused for an invalid or expired token
	hooks    chan hookCall
	hookLog  []SimWebhook
	hookMu   sync.Mutex
	stopOnce sync.Once

	ctx    context.Context // ends injected waits, the schedule and the webhook sender on Close
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// simMaxShipments bounds the memory of a long-running simulator.
const simMaxShipments = 20000

// NewSimulator returns a running simulator; Close stops its schedule and
// webhook sender.
func NewSimulator(opts SimulatorOptions) *Simulator {
	if opts.ClientID == "" {
		opts.ClientID, opts.ClientSecret = SimClientID, SimClientSecret
	}
	if opts.CustomerNumber == "" {
		opts.CustomerNumber, opts.Password = SimCustomerNumber, SimPassword
	}
	if opts.TokenTTL <= 0 {
		opts.TokenTTL = DefaultTokenTTL
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Simulator{opts: opts, faults: simfault.NewQueue(faultFields), byRef: map[string]*simShipment{}, byID: map[string]*simShipment{},
		tokens: map[string]time.Time{}, hooks: make(chan hookCall, 4096), ctx: ctx, cancel: cancel}
	s.mux = http.NewServeMux()
	s.mux.Handle("POST "+pathToken, s.api("token", false, s.token))
	s.mux.Handle("POST "+pathCreateOrder, s.api("createOrder", true, s.createOrder))
	s.mux.Handle("POST "+pathCreateReturn, s.api("createReturnOrder", true, s.createReturn))
	s.mux.Handle("POST "+pathCreateBarcode, s.api("createbarcode", true, s.createBarcode))
	s.mux.Handle("PUT "+pathCancelShipment, s.api("cancelshipment", true, s.cancelShipment))
	s.mux.Handle("PUT "+pathCancelOrder+"{ref}", s.api("cancelorder", true, s.cancelOrder))
	s.mux.Handle("GET "+pathStatus+"/{ref}", s.api("status", true, s.status(false)))
	s.mux.Handle("GET "+pathStatus+suffixByShipID+"/{id}", s.api("status", true, s.status(true)))
	s.mux.Handle("GET "+pathTrack+"/{ref}", s.api("track", true, s.track(false)))
	s.mux.Handle("GET "+pathTrack+suffixByShipID+"/{id}", s.api("track", true, s.track(true)))
	s.mux.HandleFunc("/_sim/", s.control)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, apiError{HTTPCode: "404", HTTPMessage: "Not Found", MoreInformation: "No resources match requested URI"})
	})
	s.wg.Add(1)
	go s.sendHooks()
	if opts.Step > 0 {
		s.wg.Add(1)
		go s.schedule()
	}
	return s
}

// ServeHTTP expects the mount prefix stripped (http.StripPrefix).
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Close ends injected delays, the schedule and the webhook sender (calls
// queued and not sent are dropped).
func (s *Simulator) Close() error {
	s.stopOnce.Do(func() {
		s.cancel()
		s.wg.Wait()
	})
	return nil
}

// store adds a shipment, dropping the oldest beyond the bound. The caller
// holds s.mu.
func (s *Simulator) store(sh *simShipment) {
	for len(s.order) >= simMaxShipments {
		old := s.order[0]
		if s.byRef[old.ref] == old {
			delete(s.byRef, old.ref)
		}
		delete(s.byID, old.shipmentID)
		s.order = s.order[1:]
	}
	s.byRef[sh.ref] = sh
	s.order = append(s.order, sh)
}

// find is a shipment by shipment id, reference or piece barcode. The
// caller holds s.mu.
func (s *Simulator) find(key string) *simShipment {
	if sh := s.byID[key]; sh != nil {
		return sh
	}
	if sh := s.byRef[key]; sh != nil {
		return sh
	}
	for i := len(s.order) - 1; i >= 0; i-- {
		sh := s.order[i]
		if sh.ref == key || sh.returnCode == key {
			return sh
		}
		for _, b := range sh.barcodes {
			if b.Barcode == key {
				return sh
			}
		}
	}
	return nil
}

// digits is a random number of n digits, not starting with 0.
func digits(n int) string {
	lo := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n-1)), nil)
	span := new(big.Int).Mul(lo, big.NewInt(9))
	v, err := rand.Int(rand.Reader, span)
	if err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return v.Add(v, lo).String()
}

// newShipmentID is an unused 12-digit id. The caller holds s.mu.
func (s *Simulator) newShipmentID() string {
	for {
		if id := digits(12); s.byID[id] == nil {
			return id
		}
	}
}

// SimShipmentInfo is a shipment as the simulator reports it to tests and
// scripts (GET /_sim/shipments).
type SimShipmentInfo struct {
	Reference      string                   `json:"reference"`
	ShipmentID     string                   `json:"shipmentId"`
	TrackingNumber string                   `json:"trackingNumber"`
	Barcodes       []string                 `json:"barcodes"`
	Return         bool                     `json:"return"`
	ReturnCode     string                   `json:"returnCode,omitempty"`
	Status         bookstore.ShipmentStatus `json:"status"`
	Barcoded       bool                     `json:"barcoded"`
	Province       string                   `json:"province"`
	District       string                   `json:"district"`
	CODAmount      float64                  `json:"codAmount"`
	Label          string                   `json:"label,omitempty"` // the first piece's ZPL
	Created        time.Time                `json:"created"`
}

// Shipments lists every order and return received, oldest first.
func (s *Simulator) Shipments() []SimShipmentInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]SimShipmentInfo, 0, len(s.order))
	for _, sh := range s.order {
		info := SimShipmentInfo{Reference: sh.ref, ShipmentID: sh.shipmentID, TrackingNumber: sh.trackingNumber(), Return: sh.isReturn,
			ReturnCode: sh.returnCode, Status: sh.status, Barcoded: sh.barcoded, Province: sh.party.CityName, District: sh.party.DistrictName,
			CODAmount: sh.cod, Created: sh.created, Barcodes: []string{}}
		for _, b := range sh.barcodes {
			info.Barcodes = append(info.Barcodes, b.Barcode)
		}
		if len(sh.barcodes) > 0 {
			info.Label = sh.barcodes[0].Value
		}
		out = append(out, info)
	}
	return out
}

// TokensIssued is how many JWTs the simulator has given out.
func (s *Simulator) TokensIssued() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.issued
}

// TokensRefused is how many calls were answered 401 for their token.
func (s *Simulator) TokensRefused() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refused
}

// ExpireTokens makes every issued JWT expired, as eight hours passing
// would: the next call with one is answered 401.
func (s *Simulator) ExpireTokens() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for t := range s.tokens {
		s.tokens[t] = time.Time{}
	}
}

// Response writes. Once the status is sent, a failed write means the
// client hung up and there is nobody left to tell; the simulator writes
// through this helper, which drops that error here and nowhere else.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// mngError is MNG's refusal body.
func mngError(code, description string) apiError {
	return apiError{Error: &apiProblem{Code: code, Message: "İşlem gerçekleştirilemedi", Description: description}}
}

// label is a piece's ZPL, the shape MNG's createbarcode gives in value: a
// 100 × 100 mm label with the recipient, the reference and a Code 128 of
// the barcode.
func label(sh *simShipment, barcode string, piece, pieces int) string {
	cod := ""
	if sh.cod > 0 {
		cod = fmt.Sprintf("^FO40,560^A0N,36,36^FDKAPIDA ODEME: %.2f TL^FS", sh.cod)
	}
	return fmt.Sprintf("^XA^CI28^PW800^LL800"+
		"^FO40,30^A0N,40,40^FDMNG KARGO (SIMULATOR)^FS"+
		"^FO40,90^A0N,30,30^FDAlici: %s^FS"+
		"^FO40,130^A0N,26,26^FD%s^FS"+
		"^FO40,170^A0N,30,30^FD%s / %s^FS"+
		"^FO40,220^A0N,30,30^FDReferans: %s  Gonderi: %s  Parca %d/%d^FS"+
		"^FO80,280^BY3^BCN,200,Y,N,N^FD%s^FS%s^XZ",
		zplText(sh.party.FullName), zplText(sh.party.Address), zplText(sh.party.DistrictName), zplText(sh.party.CityName),
		sh.ref, sh.shipmentID, piece, pieces, barcode, cod)
}

// zplText keeps a field from ending the ZPL field early.
func zplText(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		if r != '^' && r != '~' {
			out = append(out, r)
		}
	}
	return string(out)
}
