package main

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The product killed with SIGKILL during concurrent purchases, against the
// iyzico simulator as a process of its own (the test's, which survives the
// kill). After a restart, reconciliation must settle everything: no order
// paid twice or paid and cancelled, no stock below zero, stock + sold =
// initial, one confirmation mail per confirmed order, no order left pending
// past its deadline. Then SIGTERM must drain and exit 0.

const childEnv = "BOOKSTORE_KILLTEST_CHILD"

func TestKilledDuringPurchasesSettlesAfterRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("runs about a minute and a half")
	}
	t.Run("sqlite", func(t *testing.T) {
		t.Parallel()
		killAndSettle(t, "")
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		killAndSettle(t, sqldbtest.PostgresURL(t))
	})
}

// product is the real binary (this test binary in its child mode).
type product struct {
	t    *testing.T
	env  []string
	base string
	cmd  *exec.Cmd
	log  *os.File
}

func (p *product) start() {
	p.t.Helper()
	p.cmd = exec.Command(os.Args[0], "serve")
	p.cmd.Env = p.env
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	if err := p.cmd.Start(); err != nil {
		p.t.Fatal(err)
	}
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(p.base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.t.Fatalf("the product did not start; log: %s", p.log.Name())
}

func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

func killAndSettle(t *testing.T, dbURL string) {
	shop := startTestShop(t, dbURL, map[string]string{
		"BOOKSTORE_ORDER_TTL": "1m", "BOOKSTORE_STALE_CLAIM": "5s", "BOOKSTORE_CATALOG_CACHE_TTL": "0s",
	})
	p, sim, db := shop.product, shop.sim, shop.db
	history := shop.ordersBefore(t)
	// Three books with enough copies that buying is in full swing at the
	// kill, few enough that buyers compete for them.
	books, initial := shop.stockBooks(t, 3, 30)
	clients := shop.buyers(t, 6)

	// Buyers purchase until the product dies under them.
	var stop atomic.Bool
	var wg sync.WaitGroup
	var paidAtBank, confirmedSeen atomic.Int64
	var skips sync.Map // the refusals, for the log
	for i, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; !stop.Load() && n < 20; n++ {
				switch r := purchase(p.base, c, books[rand.IntN(len(books))], i); r {
				default:
					if len(r) > 60 {
						r = r[:60]
					}
					skips.LoadOrStore(r, true)
				case "paid":
					paidAtBank.Add(1)
				case "confirmed":
					paidAtBank.Add(1)
					confirmedSeen.Add(1)
				case "dead":
					return
				}
			}
		}()
	}
	// Kill once purchases are going through, in the middle of the others.
	for deadline := time.Now().Add(30 * time.Second); paidAtBank.Load() < 8 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = p.cmd.Wait() // "signal: killed", as intended
	stop.Store(true)
	wg.Wait()
	t.Logf("before the kill: %d paid at the bank, %d confirmed seen; refusals: %v", paidAtBank.Load(), confirmedSeen.Load(), keys(&skips))
	if paidAtBank.Load() == 0 {
		t.Fatal("no purchase got as far as the bank before the kill; the test proves nothing")
	}

	p.start()
	// Reconciliation and expiry settle everything within the deadline of
	// the last order (1 minute) plus a few job rounds.
	shop.waitSettled(t, 2*time.Minute)
	assertSettled(t, db, sim, books, initial, history)

	// A clean drain exits 0.
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGTERM: %v", err)
	}
}

// history is the orders the demo data came with (delivered, some of the
// same books): the run's invariants are about the orders it placed.
func assertSettled(t *testing.T, db *sqldb.DB, sim *iyzico.Simulator, books []string, initial int, history map[string]bool) {
	t.Helper()
	ctx := context.Background()
	held := map[string]int{}
	for _, p := range sim.Payments() {
		if p.State == iyzico.SimPaid && !p.Voided && p.RefundedAmount < p.PaidPrice {
			held[p.ConversationID]++
		}
	}
	var orders []struct {
		ID     string `bun:"id"`
		Status string `bun:"status"`
		Sold   int    `bun:"sold"`
		Mails  int    `bun:"mails"`
	}
	if err := db.Bun().NewRaw(`SELECT o.id, o.status,
		(SELECT COALESCE(sum(quantity), 0) FROM order_items WHERE order_id = o.id) AS sold,
		(SELECT count(*) FROM mail_outbox WHERE kind = 'order-confirmed' AND dedup_key LIKE '%' || o.id) AS mails
		FROM orders o`).Scan(ctx, &orders); err != nil {
		t.Fatal(err)
	}
	sold, confirmed := 0, 0
	for _, o := range orders {
		if history[o.ID] {
			continue
		}
		switch o.Status {
		case "confirmed":
			confirmed++
			sold += o.Sold
			if held[o.ID] != 1 {
				t.Errorf("order %s confirmed with %d charges held", o.ID, held[o.ID])
			}
			if o.Mails != 1 {
				t.Errorf("order %s confirmed with %d confirmation mails", o.ID, o.Mails)
			}
		case "cancelled":
			if held[o.ID] != 0 {
				t.Errorf("order %s cancelled but charged %d times", o.ID, held[o.ID])
			}
		default:
			t.Errorf("order %s left %s", o.ID, o.Status)
		}
	}
	var stock, negative int
	if err := db.Bun().NewRaw("SELECT COALESCE(sum(stock_quantity), 0) FROM books WHERE id IN (?)", bun.List(books)).Scan(ctx, &stock); err != nil {
		t.Fatal(err)
	}
	if err := db.Bun().NewRaw("SELECT count(*) FROM books WHERE stock_quantity < 0").Scan(ctx, &negative); err != nil {
		t.Fatal(err)
	}
	if stock+sold != initial || negative != 0 {
		t.Errorf("stock %d + sold %d != %d (books below zero: %d)", stock, sold, initial, negative)
	}
	t.Logf("%d orders (%d of the demo history): %d confirmed, %d copies sold, %d charges held at the simulator", len(orders), len(history), confirmed, sold, len(held))
}

// purchase is one buyer's whole purchase on the hosted form. It answers
// "confirmed", "paid" (charged at the bank; the shop's answer is unknown),
// "skip" (refused: out of stock, busy) or "dead" (the product is gone).
// purchase is one buyer's purchase of one copy of bookID, with the
// instalments varied by i; it returns buyOnForm's outcome.
func purchase(base string, c *http.Client, bookID string, i int) string {
	_, outcome := buyOnForm(base, c, map[string]int{bookID: 1}, fmt.Sprint([]int{1, 2, 3, 6}[i%4]))
	return outcome
}

// buyOnForm is a purchase through the real checkout: qty in the buyer's
// cart, the order, the hosted form paid at the simulator's bank in the
// given instalments, the callback. It returns the order's id once there is
// one, and the outcome: "confirmed"; "paid" (the bank approved, the
// callback did not confirm); "dead" (the shop did not answer); or
// "skip: …", the step that refused and its answer.
func buyOnForm(base string, c *http.Client, qty map[string]int, installment string) (orderID, outcome string) {
	call := func(method, path string, body any) (int, []byte, error) { return callJSON(c, base, method, path, body) }
	for book, n := range qty {
		if code, b, err := call(http.MethodPut, "/api/cart/items/"+book, map[string]any{"quantity": n}); err != nil {
			return "", "dead"
		} else if code != 200 {
			return "", fmt.Sprintf("skip: cart %d %s", code, b)
		}
	}
	code, body, err := call(http.MethodPost, "/api/orders", nil)
	if err != nil {
		return "", "dead"
	}
	var order struct{ ID string }
	if code != http.StatusCreated || json.Unmarshal(body, &order) != nil {
		return "", fmt.Sprintf("skip: order %d %s", code, body)
	}
	code, body, err = call(http.MethodPost, "/api/checkout/"+order.ID+"/pay", map[string]any{"acceptPreInformation": true, "acceptDistanceSales": true})
	if err != nil {
		return order.ID, "dead"
	}
	var start struct{ FrameURL string }
	if code != 200 || json.Unmarshal(body, &start) != nil {
		return order.ID, fmt.Sprintf("skip: pay %d %s", code, body)
	}
	token, ok := payAtBank(start.FrameURL, installment)
	if !ok {
		return order.ID, "skip: at the bank"
	}
	res, err := http.PostForm(base+"/odeme/iyzico-callback", url.Values{"token": {token}})
	if err != nil {
		return order.ID, "paid"
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if strings.Contains(string(b), "status=success") {
		return order.ID, "confirmed"
	}
	return order.ID, "paid"
}

var (
	killFormAction = regexp.MustCompile(`<form[^>]* action="([^"]+)"`)
	killFormToken  = regexp.MustCompile(`name="token" value="([^"]+)"`)
	killFormNonce  = regexp.MustCompile(`data-oturum="([^"]+)"`)
)

// payAtBank is the buyer on the simulator's pages (its own cookies).
func payAtBank(pageURL, installment string) (string, bool) {
	jar, _ := cookiejar.New(nil)
	b := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	read := func(res *http.Response, err error) string {
		if err != nil {
			return ""
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return string(body)
	}
	grab := func(re *regexp.Regexp, page string) string {
		if m := re.FindStringSubmatch(page); m != nil {
			return html.UnescapeString(m[1])
		}
		return ""
	}
	page := read(b.Get(pageURL))
	bank := read(b.PostForm(grab(killFormAction, page), url.Values{"token": {grab(killFormToken, page)}, "oturum": {grab(killFormNonce, page)},
		"ad": {"Alıcı Okur"}, "kart": {"5528790000000008"}, "skt": {"12/30"}, "cvc": {"123"}, "taksit": {installment}}))
	ret := read(b.PostForm(grab(killFormAction, bank), url.Values{"choice": {"approve"}}))
	token := grab(killFormToken, ret)
	return token, token != ""
}

func signIn(t *testing.T, base, email, password string) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	req, _ := http.NewRequest(http.MethodPost, base+"/api/auth/login",
		strings.NewReader(fmt.Sprintf(`{"email":%q,"password":%q}`, email, password)))
	req.Header.Set("Content-Type", "application/json")
	res, err := c.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("login %s: %v %v", email, res, err)
	}
	res.Body.Close()
	req, _ = http.NewRequest(http.MethodPut, base+"/api/profile",
		strings.NewReader(`{"fullName":"Alıcı Okur","phone":"0532 123 45 67","shippingAddress":"Moda Cad. No: 5, 34710 Kadıköy/İstanbul"}`))
	req.Header.Set("Content-Type", "application/json")
	if res, err = c.Do(req); err != nil || res.StatusCode != 200 {
		t.Fatalf("profile %s: %v %v", email, res, err)
	}
	res.Body.Close()
	return c
}

func keys(m *sync.Map) []string {
	var out []string
	m.Range(func(k, _ any) bool { out = append(out, k.(string)); return true })
	return out
}
