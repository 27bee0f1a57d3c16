package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// An admin's cancel of a paid order, with the product killed with SIGKILL at
// the worst moment: iyzico has refunded the whole payment, its answer has
// not reached the shop, so the shop has not recorded the refund. After a
// restart, refund reconciliation asks iyzico and settles it: refunded
// exactly once, the order cancelled with the admin's reason, its stock back
// once, one cancellation mail, no refund left started.

func TestKilledWhileRefundingSettlesAfterRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the product twice (about half a minute)")
	}
	t.Run("sqlite", func(t *testing.T) {
		t.Parallel()
		killDuringRefund(t, "")
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		killDuringRefund(t, sqldbtest.PostgresURL(t))
	})
}

// refundHolder sits between the product and the simulator: a refund call is
// processed by the simulator, and when it completes the payment's refund
// its answer is held (never sent) and accepted is closed.
type refundHolder struct {
	sim      *iyzico.Simulator
	accepted chan struct{}
	held     atomic.Bool
	calls    atomic.Int64
}

func (h *refundHolder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/refund") || h.held.Load() {
		h.sim.ServeHTTP(w, r)
		return
	}
	h.calls.Add(1)
	rec := httptest.NewRecorder()
	h.sim.ServeHTTP(rec, r)
	for _, p := range h.sim.Payments() {
		if p.State == iyzico.SimPaid && p.RefundedAmount > 0 && p.RefundedAmount == p.PaidPrice && h.held.CompareAndSwap(false, true) {
			close(h.accepted)
			<-r.Context().Done() // until the product is gone
			return
		}
	}
	for k, v := range rec.Header() {
		w.Header()[k] = v
	}
	w.WriteHeader(rec.Code)
	_, _ = w.Write(rec.Body.Bytes())
}

func killDuringRefund(t *testing.T, dbURL string) {
	ctx := context.Background()
	var handler http.Handler
	simSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	defer simSrv.Close()
	sim := iyzico.NewSimulator(simSrv.URL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey)
	defer sim.Close()
	holder := &refundHolder{sim: sim, accepted: make(chan struct{})}
	handler = holder

	dir, addr := t.TempDir(), freeAddr(t)
	vars := map[string]string{
		"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": addr, "BOOKSTORE_BASE_URL": "http://" + addr,
		"BOOKSTORE_DATABASE_URL": dbURL, "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!",
		"IYZICO_BASE_URL": simSrv.URL, "IYZICO_API_KEY": iyzico.SimulatorAPIKey, "IYZICO_SECRET_KEY": iyzico.SimulatorSecretKey,
		"BOOKSTORE_ORDER_TTL": "1m", "BOOKSTORE_STALE_CLAIM": "5s", "BOOKSTORE_CATALOG_CACHE_TTL": "0s",
	}
	p := startChild(t, vars)
	db, err := sqldb.Open(ctx, dbURL, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var books []string
	if err := db.Bun().NewRaw("SELECT id FROM books WHERE is_visible AND stock_quantity > 5 ORDER BY id LIMIT 2").Scan(ctx, &books); err != nil || len(books) != 2 {
		t.Fatalf("books: %v %v", books, err)
	}

	if _, err := run(t, vars, "Zx9!kqLm#2-alici\n", "user", "create", "--email", "iade-alici@example.com", "--name", "Alıcı Okur", "--role", "user"); err != nil {
		t.Fatal(err)
	}
	buyer := signIn(t, p.base, "iade-alici@example.com", "Zx9!kqLm#2-alici")
	if _, err := run(t, vars, "Zx9!kqLm#2-yonetici\n", "user", "create", "--email", "iade-yonetici@example.com", "--name", "Yönetici", "--role", "admin"); err != nil {
		t.Fatal(err)
	}
	admin := adminSignIn(t, p.base, "iade-yonetici@example.com", "Zx9!kqLm#2-yonetici")

	// A paid order of two books (2 + 1 copies).
	orderID := paidOrderOf(t, p.base, buyer, map[string]int{books[0]: 2, books[1]: 1})
	stock := map[string]int{}
	for _, b := range books {
		stock[b] = stockOf(t, db, b)
	}

	// The admin cancels it with a reason; iyzico refunds everything and its
	// answer is held.
	const reason = "Depoda hasarlı çıktı"
	cancelled := make(chan int, 1)
	go func() {
		code, _, err := callJSON(admin, p.base, http.MethodPost, "/api/admin/orders/"+orderID+"/cancel", map[string]any{"reason": reason})
		if err != nil {
			code = 0
		}
		cancelled <- code
	}()
	select {
	case <-holder.accepted:
	case code := <-cancelled:
		t.Fatalf("the cancel answered %d before iyzico refunded everything", code)
	case <-time.After(60 * time.Second):
		t.Fatal("iyzico never refunded the whole order")
	}
	// The worst moment: refunded at iyzico, the shop still has it started.
	var state, status string
	if err := db.Bun().NewRaw("SELECT f.state, o.status FROM refunds f JOIN orders o ON o.id = f.order_id WHERE f.order_id = ?", orderID).
		Scan(ctx, &state, &status); err != nil || state != "started" || status != "confirmed" {
		t.Fatalf("before the kill: refund %q, order %q, %v", state, status, err)
	}
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = p.cmd.Wait() // "signal: killed", as intended
	if code := <-cancelled; code != 0 {
		t.Fatalf("the killed product answered the cancel: %d", code)
	}

	p.start()
	deadline := time.Now().Add(90 * time.Second)
	for {
		if err := db.Bun().NewRaw("SELECT status FROM orders WHERE id = ?", orderID).Scan(ctx, &status); err != nil {
			t.Fatal(err)
		}
		if status == "cancelled" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("order still %s after the restart; log: %s", status, p.log.Name())
		}
		time.Sleep(500 * time.Millisecond)
	}
	// A few more job rounds change nothing.
	time.Sleep(12 * time.Second)

	var paid iyzico.SimPaymentInfo
	for _, sp := range sim.Payments() {
		if sp.ConversationID == orderID && sp.State == iyzico.SimPaid {
			paid = sp
		}
	}
	if paid.RefundedAmount != paid.PaidPrice || paid.PaidPrice == 0 || paid.Voided {
		t.Errorf("iyzico refunded %d of %d (voided %v)", paid.RefundedAmount, paid.PaidPrice, paid.Voided)
	}
	for _, it := range paid.Items {
		var sum int64
		for _, r := range it.Refunds {
			sum += r
		}
		if sum != it.PaidPrice || len(it.Refunds) > 1 {
			t.Errorf("item %s refunded %v of %d", it.ID, it.Refunds, it.PaidPrice)
		}
	}
	if n := int(holder.calls.Load()); n != paid.Refunds {
		t.Errorf("the shop asked %d refunds, iyzico accepted %d: a refund was asked again", n, paid.Refunds)
	}
	count := func(query string, args ...any) int {
		t.Helper()
		var n int
		if err := db.Bun().NewRaw(query, args...).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := count("SELECT count(*) FROM refunds WHERE state = 'started'"); n != 0 {
		t.Errorf("%d refunds left started", n)
	}
	if n := count("SELECT count(*) FROM refunds WHERE order_id = ? AND state = 'done'", orderID); n != 1 {
		t.Errorf("%d refunds done", n)
	}
	if n := count("SELECT count(*) FROM mail_outbox WHERE dedup_key IN (?, ?)", "order-refunded:"+orderID, "order-cancelled:"+orderID); n != 1 {
		t.Errorf("%d cancellation mails", n)
	}
	var body string
	if err := db.Bun().NewRaw("SELECT text_body FROM mail_outbox WHERE dedup_key = ?", "order-refunded:"+orderID).Scan(ctx, &body); err != nil ||
		!strings.Contains(body, reason) {
		t.Errorf("the refund mail lacks the admin's reason (%v):\n%s", err, body)
	}
	for b, qty := range map[string]int{books[0]: 2, books[1]: 1} {
		if s := stockOf(t, db, b); s != stock[b]+qty {
			t.Errorf("book %s stock %d, want %d + %d", b, s, stock[b], qty)
		}
	}
	// The buyer sees it cancelled; the admin's list has nothing stuck.
	if code, b, err := callJSON(buyer, p.base, http.MethodGet, "/api/orders/"+orderID, nil); err != nil || code != 200 ||
		!strings.Contains(string(b), `"status":"cancelled"`) {
		t.Errorf("the buyer's order: %d %s %v", code, b, err)
	}
	if code, b, err := callJSON(admin, p.base, http.MethodGet, "/api/admin/refunds/stuck", nil); err != nil || code != 200 ||
		strings.TrimSpace(string(b)) != "[]" {
		t.Errorf("stuck refunds: %d %s %v", code, b, err)
	}

	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGTERM: %v", err)
	}
}

// callJSON sends one API request as c (with the shop's Origin, as the
// browser does) and returns the status and body.
func callJSON(c *http.Client, base, method, path string, body any) (int, []byte, error) {
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = strings.NewReader(string(b))
	}
	req, _ := http.NewRequest(method, base+path, r)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", base)
	res, err := c.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, b, nil
}

// adminSignIn signs a staff account in (no profile: staff have no address).
func adminSignIn(t *testing.T, base, email, password string) *http.Client {
	t.Helper()
	c := &http.Client{Timeout: 2 * time.Minute}
	c.Jar, _ = cookiejar.New(nil)
	if code, b, err := callJSON(c, base, http.MethodPost, "/api/auth/login", map[string]any{"email": email, "password": password}); err != nil || code != 200 {
		t.Fatalf("admin login: %d %s %v", code, b, err)
	}
	return c
}

// paidOrderOf buys qty on the hosted form (buyOnForm, one instalment); it
// returns the order once the shop has confirmed it.
func paidOrderOf(t *testing.T, base string, c *http.Client, qty map[string]int) string {
	t.Helper()
	id, outcome := buyOnForm(base, c, qty, "1")
	if outcome != "confirmed" {
		t.Fatalf("the order %q was not paid and confirmed: %s", id, outcome)
	}
	return id
}

func stockOf(t *testing.T, db *sqldb.DB, bookID string) int {
	t.Helper()
	var n int
	if err := db.Bun().NewRaw("SELECT stock_quantity FROM books WHERE id = ?", bookID).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}
