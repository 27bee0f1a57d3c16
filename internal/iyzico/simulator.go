package iyzico

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"bookstore/internal/simfault"
)

// The simulator is iyzico's sandbox in miniature, so that a fresh machine
// runs the real adapter end to end: the same endpoints, the same IYZWSv2
// request signatures and response signatures, base64 3DS content, the
// hosted Checkout Form page with its own session cookie and external
// script, a bank page on which a person approves, declines or fails the 3D
// Secure check, signed webhooks, and injectable faults. It is mounted in
// the product's own server when no iyzico keys are configured, or runs as
// its own process on its own origin (bookstore iyzico-sim), which is what
// catches CSP, frame, cookie and origin mistakes in the shop. It keeps its
// payments in memory (it is a development tool; the product refuses to
// start with it in production) and never logs card data.
//
// Files: simulator.go (this: types, routing, storage), simulator_api.go
// (the JSON API), simulator_form.go (the hosted payment page),
// simulator_bank.go (the 3D Secure bank page), simulator_webhook.go
// (merchant notifications), simulator_faults.go (faults and inspection).

// Keys the product uses against its simulator.
const (
	SimulatorAPIKey    = "sandbox-simulator-api-key"
	SimulatorSecretKey = "sandbox-simulator-secret-key"
	// SimulatorPath is where the product mounts the simulator.
	SimulatorPath = "/iyzico-sim"
)

// Sandbox cards with a fixed outcome, as iyzico's sandbox documents them.
const (
	cardInitFails     = "4151111111111112"
	cardMDStatus0     = "4131111111111117"
	cardMDStatus4     = "4141111111111115"
	cardInsufficient  = "4111111111111129"
	cardDoNotHonour   = "4129111111111111"
	cardInvalidCVC    = "4124111111111116"
	cardExpired       = "4125111111111115"
	cardFraudSuspect  = "4121111111111119"
	cardNoCancel      = "5406670000000009" // paid, but neither cancellable nor refundable
	cardDebitHalkbank = "5890040000000016" // debit: single payment only
	cardDebitVisa     = "4766620000000001"

	simMaxPayments       = 10000
	simMaxRequestBytes   = 64 << 10
	simPaymentStaleAfter = 24 * time.Hour
)

// simDecline is how the bank refuses a sandbox card once 3D Secure passed:
// iyzico's errorCode, errorGroup and errorMessage.
type simDecline struct{ code, group, message string }

var simDeclines = map[string]simDecline{
	cardInsufficient: {"10051", "NOT_SUFFICIENT_FUNDS", "Kart limiti yetersiz, yetersiz bakiye"},
	cardDoNotHonour:  {"10005", "DO_NOT_HONOUR", "İşlem onaylanmadı"},
	cardInvalidCVC:   {"10084", "INVALID_CVC2", "CVC2 bilgisi hatalı"},
	cardExpired:      {"10054", "EXPIRED_CARD", "Vadesi dolmuş kart"},
	cardFraudSuspect: {"10034", "FRAUD_SUSPECT", "Dolandırıcılık şüphesi"},
}

// decline fails the payment as the bank refused its card; false when the
// card is not one the bank refuses. The caller holds s.mu.
func (p *simPayment) decline() bool {
	d, ok := simDeclines[p.card]
	if ok {
		p.state, p.reason, p.code, p.group = SimFailed, d.message, d.code, d.group
	}
	return ok
}

// Simulated payment states, as /_sim/payments reports them.
const (
	SimOpen   = "open"
	SimPaid   = "paid"
	SimFailed = "failed"
)

// SimulatorOptions are the merchant panel's settings and the sandbox's
// timings. Zero values take iyzico's documented defaults.
type SimulatorOptions struct {
	// WebhookURL is the merchant notification URL; empty: no webhooks.
	WebhookURL string
	// WebhookDelay is the wait before the first notification (10 s).
	WebhookDelay time.Duration
	// WebhookSpacing is the wait between attempts after a non-2xx (15 min).
	WebhookSpacing time.Duration
	// WebhookAttempts is how many times a notification is tried (3).
	WebhookAttempts int
	// TokenTTL is a form token's lifetime (30 min, tokenExpireTime 1800).
	TokenTTL time.Duration
	// HTTPClient sends the webhooks; nil: one with a 10 s timeout.
	HTTPClient *http.Client
}

func (o SimulatorOptions) withDefaults() SimulatorOptions {
	if o.WebhookDelay <= 0 {
		o.WebhookDelay = 10 * time.Second
	}
	if o.WebhookSpacing <= 0 {
		o.WebhookSpacing = 15 * time.Minute
	}
	if o.WebhookAttempts <= 0 {
		o.WebhookAttempts = 3
	}
	if o.TokenTTL <= 0 {
		o.TokenTTL = 30 * time.Minute
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: 10 * time.Second,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	return o
}

// simItem is a basket item; refunds are those of the item by its
// paymentTransactionId (/payment/refund), in order.
type simItem struct {
	id      string
	price   int64
	refunds []int64
	convs   []string // each refund's conversation id, as the report lists it
}

func (it *simItem) refunded() int64 {
	var n int64
	for _, r := range it.refunds {
		n += r
	}
	return n
}

// transactionID is the item's paymentTransactionId: the payment id (always
// 12 digits here) and the item's place in the basket.
func (p *simPayment) transactionID(i int) string { return p.id + strconv.Itoa(i+1) }

// shares are each item's part of what was charged (itemTransactions'
// paidPrice): in proportion to its price, the last taking the remainder,
// so they sum to the charge (instalment interest included).
func (p *simPayment) shares() []int64 {
	out := make([]int64, len(p.items))
	var given int64
	for i, it := range p.items {
		out[i] = it.price * p.charged / max(p.price, 1)
		if i == len(p.items)-1 {
			out[i] = p.charged - given
		}
		given += out[i]
	}
	return out
}

// simPayment is a 3D Secure payment or a Checkout Form; a form gets its
// payment id when the buyer submits a card on the hosted page.
type simPayment struct {
	form                                                    bool
	id, token                                               string
	conversationID, basketID, callbackURL, conversationData string
	card, cardLast4                                         string
	// price is the basket; paidPrice what the merchant asked to charge;
	// charged what the card was charged (paidPrice plus instalment interest).
	price, paidPrice, charged int64
	installment               int
	enabled                   []int
	items                     []simItem
	choice                    string // bank page: "", "approve", "decline", "mdfail"
	state                     string // SimOpen, SimPaid, SimFailed
	reason                    string // why it failed, in iyzico's words
	code, group               string // and iyzico's errorCode and errorGroup for it
	voided                    bool
	refunded                  int64
	refunds                   []int64 // each accepted refund, in order
	amountRefunds             []simAmountRefund
	created, expires          time.Time
}

// Simulator serves iyzico's API, its hosted form and the bank page.
type Simulator struct {
	publicURL string // absolute URL of the mount, for the pages' links
	apiKey    string
	secret    string
	secure    bool // publicURL is https: cookies are SameSite=None; Secure
	opts      SimulatorOptions

	faults *simfault.Queue[SimFault] // locks itself

	mu         sync.Mutex
	payments   map[string]*simPayment // by payment id
	forms      map[string]*simPayment // by token
	order      []*simPayment          // oldest first, for the bound
	webhookURL string

	ctx    context.Context // ends pending webhooks and delays on Close
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// NewSimulator returns a simulator reachable at publicURL (for example
// "http://localhost:8080/iyzico-sim"), checking requests against the given
// keys, with the default options (no webhooks).
func NewSimulator(publicURL, apiKey, secretKey string) *Simulator {
	return NewSimulatorWithOptions(publicURL, apiKey, secretKey, SimulatorOptions{})
}

// NewSimulatorWithOptions is NewSimulator with the panel's settings.
func NewSimulatorWithOptions(publicURL, apiKey, secretKey string, o SimulatorOptions) *Simulator {
	ctx, cancel := context.WithCancel(context.Background())
	pub := strings.TrimRight(publicURL, "/")
	o = o.withDefaults()
	return &Simulator{publicURL: pub, apiKey: apiKey, secret: secretKey, secure: strings.HasPrefix(pub, "https://"), opts: o,
		faults:   simfault.NewQueue(faultFields),
		payments: map[string]*simPayment{}, forms: map[string]*simPayment{}, webhookURL: o.WebhookURL, ctx: ctx, cancel: cancel}
}

// SetWebhookURL changes the merchant notification URL (empty: none).
func (s *Simulator) SetWebhookURL(u string) {
	s.mu.Lock()
	s.webhookURL = u
	s.mu.Unlock()
}

// Close ends pending webhook sends and injected delays, and waits for them.
func (s *Simulator) Close() error {
	s.cancel()
	s.wg.Wait()
	return nil
}

// ServeHTTP expects the mount prefix stripped (http.StripPrefix).
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if r.Method == http.MethodPost {
		if ep, h := s.endpoint(p); h != nil {
			s.api(w, r, ep, h)
			return
		}
	}
	if r.Method == http.MethodGet && p == ReportPath {
		s.api(w, r, "report", s.report)
		return
	}
	switch {
	case p == "/odeme-formu":
		s.formPage(w, r)
	case strings.HasPrefix(p, "/bank/"):
		s.bank(w, r, strings.TrimPrefix(p, "/bank/"))
	case strings.HasPrefix(p, "/static/"):
		s.static(w, r, strings.TrimPrefix(p, "/static/"))
	case strings.HasPrefix(p, "/_sim/") && !simfault.FromLoopback(r):
		writeJSON(w, http.StatusForbidden, map[string]string{"error": "simülatör denetimi yalnızca bu makineden kullanılabilir"})
	case strings.HasPrefix(p, "/_sim/"):
		s.control(w, r, strings.TrimPrefix(p, "/_sim/"))
	default:
		http.NotFound(w, r)
	}
}

// store adds a payment or form, dropping the oldest beyond the bound.
// The caller holds s.mu.
func (s *Simulator) store(p *simPayment) {
	for len(s.order) > 0 && (len(s.order) >= simMaxPayments || time.Since(s.order[0].created) > simPaymentStaleAfter) {
		old := s.order[0]
		if old.id != "" && s.payments[old.id] == old {
			delete(s.payments, old.id)
		}
		if old.token != "" {
			delete(s.forms, old.token)
		}
		s.order = s.order[1:]
	}
	if p.id != "" {
		s.payments[p.id] = p
	}
	if p.token != "" {
		s.forms[p.token] = p
	}
	s.order = append(s.order, p)
}

// newPaymentID is numeric, as iyzico's are.
func newPaymentID() string {
	n, _ := rand.Int(rand.Reader, big.NewInt(9e11))
	return fmt.Sprintf("%d", n.Int64()+1e11)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return fmt.Sprintf("%x", b)
}

// newUUID is a random (version 4) UUID, the shape of iyzico's tokens.
func newUUID() string {
	b := make([]byte, 16)
	rand.Read(b)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

// Response writes. Once the status is sent, a failed write means the
// browser or the shop hung up, and there is nobody left to tell; so the
// simulator's handlers write through these helpers, which drop that error
// here and nowhere else. The pages are fixed templates fed strings and
// values built in this package, so a template's Execute fails the same way
// (a template mistake fails every render, which the tests would show).

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeBody(w http.ResponseWriter, body string) {
	_, _ = io.WriteString(w, body)
}

func render(w http.ResponseWriter, page *template.Template, data any) {
	_ = page.Execute(w, data)
}
