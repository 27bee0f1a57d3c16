package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The purchase path soaked under the faults a real shop meets, for figures
// rather than a verdict in every run (make soak):
//
//	BOOKSTORE_SOAK_PURCHASES=1000 go test ./cmd/bookstore -run TestSoak -v -timeout 60m
//
// Buyers fill two-book carts in random order (so placements cross), leave
// some orders unpaid and order again (so orders are replaced), pay on the
// hosted form and cancel some paid orders (so refunds run), while iyzico is
// made slow (past the old 5 s cut, under the 20 s deadline, and past it),
// failing, or losing its answer after doing the work; halfway through the
// product is killed with SIGKILL and restarted. Afterwards reconciliation
// must leave the invariants of the kill test (nothing charged twice or
// charged and cancelled, stock exact, one confirmation mail per order) and
// no refund in flight; the run counts the product's 500s and PostgreSQL's
// deadlocks, which must be zero.
func TestSoakPurchasesUnderFaults(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("BOOKSTORE_SOAK_PURCHASES"))
	if n <= 0 {
		t.Skip("a soak: set BOOKSTORE_SOAK_PURCHASES (make soak)")
	}
	t.Run("postgres", func(t *testing.T) { soak(t, sqldbtest.PostgresURL(t), n) })
	t.Run("sqlite", func(t *testing.T) { soak(t, "", n) })
}

// soakFaults are the provider's misbehaviours the soak draws from.
var soakFaults = []iyzico.SimFault{
	{Endpoint: "cf-initialize", DelayMs: 7000},  // past the old 5 s cut
	{Endpoint: "cf-initialize", DelayMs: 24000}, // past the 20 s deadline: a 502
	{Endpoint: "cf-initialize", Status: 500},
	{Endpoint: "auth", DelayMs: 3000},
	{Endpoint: "retrieve", Status: 500},
	{Endpoint: "retrieve", DropAfterProcessing: true},
	{Endpoint: "refund", Status: 500},
	{Endpoint: "refund", DropAfterProcessing: true},
	{Endpoint: "refund", DelayMs: 24000},
	{Endpoint: "cancel", DropAfterProcessing: true},
}

func soak(t *testing.T, dbURL string, purchases int) {
	ctx := context.Background()
	shop := startTestShop(t, dbURL, map[string]string{
		"BOOKSTORE_ORDER_TTL": "1m", "BOOKSTORE_STALE_CLAIM": "5s", "BOOKSTORE_CATALOG_CACHE_TTL": "0s",
	})
	history := shop.ordersBefore(t)
	books, initial := shop.stockBooks(t, 6, purchases)
	clients := shop.buyers(t, 12)
	statuses := &statusCounter{byCode: map[string]int{}}
	for _, c := range clients {
		c.Transport = statuses.wrap(http.DefaultTransport)
	}
	deadlocksBefore := pgDeadlocks(t, shop.db)

	var done, paid, cancels atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	faults := time.NewTicker(2 * time.Second)
	defer faults.Stop()
	go func() {
		for range faults.C {
			_ = shop.sim.InjectFault(soakFaults[rand.IntN(len(soakFaults))])
		}
	}()
	buy := func(i int, c *http.Client) {
		defer wg.Done()
		for !stop.Load() && done.Load() < int64(purchases) {
			// A second book in the cart first: carts cross.
			other := books[rand.IntN(len(books))]
			_, _, _ = callJSON(c, shop.base, http.MethodPut, "/api/cart/items/"+other, map[string]any{"quantity": 1})
			if rand.IntN(5) == 0 { // an order left unpaid, replaced by the next one
				_, _, _ = callJSON(c, shop.base, http.MethodPost, "/api/orders", nil)
				continue
			}
			switch purchase(shop.base, c, books[rand.IntN(len(books))], i) {
			case "dead":
				time.Sleep(200 * time.Millisecond) // the product is restarting
				continue
			case "confirmed":
				paid.Add(1)
				if rand.IntN(6) == 0 {
					cancels.Add(1)
					cancelLatest(c, shop.base)
				}
			case "paid":
				paid.Add(1)
			}
			done.Add(1)
		}
	}
	for i, c := range clients {
		wg.Add(1)
		go buy(i, c)
	}
	for done.Load() < int64(purchases/2) {
		time.Sleep(100 * time.Millisecond)
	}
	if err := shop.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = shop.cmd.Wait()
	shop.start()
	wg.Wait()
	faults.Stop()
	shop.sim.ClearFaults()

	shop.waitSettled(t, 4*time.Minute)
	assertSettled(t, shop.db, shop.sim, books, initial, history)
	deadlocks := pgDeadlocks(t, shop.db) - deadlocksBefore
	var stuck int
	if err := shop.db.Bun().NewRaw("SELECT count(*) FROM refunds WHERE state = 'started'").Scan(ctx, &stuck); err != nil {
		t.Fatal(err)
	}
	t.Logf("soak: %d purchases (%d reached the bank), %d cancels asked, 1 kill; answers by status: %s; deadlocks: %d; refunds stuck after reconciliation: %d",
		done.Load(), paid.Load(), cancels.Load(), statuses, deadlocks, stuck)
	if n := statuses.count("500"); n > 0 {
		t.Errorf("%d answers were 500", n)
	}
	if deadlocks > 0 || stuck > 0 {
		t.Errorf("deadlocks %d, stuck refunds %d", deadlocks, stuck)
	}
}

// cancelLatest asks to cancel the buyer's newest order (the one just paid;
// the list is newest first and each order's JSON starts with its id).
func cancelLatest(c *http.Client, base string) {
	code, body, err := callJSON(c, base, http.MethodGet, "/api/orders", nil)
	if err != nil || code != 200 {
		return
	}
	i := strings.Index(string(body), `"id":"`)
	if i < 0 {
		return
	}
	id := string(body[i+6 : i+6+strings.IndexByte(string(body[i+6:]), '"')])
	_, _, _ = callJSON(c, base, http.MethodPost, "/api/orders/"+id+"/cancel", nil)
}

// pgDeadlocks is PostgreSQL's count of deadlocks in the database (0 on SQLite).
func pgDeadlocks(t *testing.T, db *sqldb.DB) int {
	t.Helper()
	if db.Dialect() != sqldb.Postgres {
		return 0
	}
	var n int
	if err := db.Bun().NewRaw("SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()").Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// statusCounter counts the product's answers by status code.
type statusCounter struct {
	mu     sync.Mutex
	byCode map[string]int
}

func (s *statusCounter) wrap(next http.RoundTripper) http.RoundTripper {
	return roundTripFunc(func(r *http.Request) (*http.Response, error) {
		res, err := next.RoundTrip(r)
		code := "conn-error"
		if err == nil {
			code = strconv.Itoa(res.StatusCode)
		}
		s.mu.Lock()
		s.byCode[code]++
		s.mu.Unlock()
		return res, err
	})
}

func (s *statusCounter) count(code string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.byCode[code]
}

func (s *statusCounter) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	codes := make([]string, 0, len(s.byCode))
	for c := range s.byCode {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	parts := make([]string, len(codes))
	for i, c := range codes {
		parts[i] = fmt.Sprintf("%s×%d", c, s.byCode[c])
	}
	return strings.Join(parts, " ")
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
