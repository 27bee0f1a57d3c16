package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
)

// testShop is the real binary (this test binary in its child mode) on its
// own port and data directory, with the iyzico simulator on an origin of
// its own that outlives the product, and the test's own connection to the
// product's database.
type testShop struct {
	*product
	vars map[string]string
	sim  *iyzico.Simulator
	db   *sqldb.DB
}

// startTestShop starts the product on dbURL ("" is SQLite in a temporary
// directory) with the settings every process test shares, overridden or
// completed by extra. Everything stops when the test ends.
func startTestShop(t *testing.T, dbURL string, extra map[string]string) *testShop {
	t.Helper()
	var simHandler http.Handler
	simSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { simHandler.ServeHTTP(w, r) }))
	t.Cleanup(simSrv.Close)
	sim := iyzico.NewSimulatorWithOptions(simSrv.URL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey,
		iyzico.SimulatorOptions{TokenTTL: 20 * time.Second})
	t.Cleanup(func() { _ = sim.Close() })
	simHandler = sim

	dir := t.TempDir()
	addr := freeAddr(t)
	vars := map[string]string{
		"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": addr, "BOOKSTORE_BASE_URL": "http://" + addr,
		"BOOKSTORE_DATABASE_URL": dbURL, "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!",
		"IYZICO_BASE_URL": simSrv.URL, "IYZICO_API_KEY": iyzico.SimulatorAPIKey, "IYZICO_SECRET_KEY": iyzico.SimulatorSecretKey,
	}
	for k, v := range extra {
		vars[k] = v
	}
	env := append(os.Environ(), childEnv+"=1")
	for k, v := range vars {
		env = append(env, k+"="+v)
	}
	logFile, err := os.Create(dir + "/product.log")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { logFile.Close() })
	p := &product{t: t, env: env, base: "http://" + addr, log: logFile}
	p.start()
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil { // still running after a failure: stop it
			_ = p.cmd.Process.Kill()
			_ = p.cmd.Wait()
		}
	})
	db, err := sqldb.Open(context.Background(), dbURL, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return &testShop{product: p, vars: vars, sim: sim, db: db}
}

// buyers creates n members with a name, phone and address, signed in.
func (s *testShop) buyers(t *testing.T, n int) []*http.Client {
	t.Helper()
	clients := make([]*http.Client, n)
	for i := range clients {
		email := fmt.Sprintf("alici%d@example.com", i)
		if _, err := run(t, s.vars, "Zx9!kqLm#2-alici\n", "user", "create", "--email", email, "--name", "Alıcı Okur", "--role", "user"); err != nil {
			t.Fatal(err)
		}
		clients[i] = signIn(t, s.base, email, "Zx9!kqLm#2-alici")
	}
	return clients
}

// ordersBefore is the orders the demo data came with: a run's invariants
// are about the orders it placed.
func (s *testShop) ordersBefore(t *testing.T) map[string]bool {
	t.Helper()
	var ids []string
	if err := s.db.Bun().NewRaw("SELECT id FROM orders").Scan(context.Background(), &ids); err != nil {
		t.Fatal(err)
	}
	history := map[string]bool{}
	for _, id := range ids {
		history[id] = true
	}
	return history
}

// stockBooks gives the first n visible books stock copies each and returns
// their ids and the total.
func (s *testShop) stockBooks(t *testing.T, n, stock int) ([]string, int) {
	t.Helper()
	ctx := context.Background()
	var books []string
	if err := s.db.Bun().NewRaw("SELECT id FROM books WHERE is_visible ORDER BY id LIMIT ?", n).Scan(ctx, &books); err != nil || len(books) != n {
		t.Fatalf("books: %v %v", books, err)
	}
	for _, id := range books {
		if _, err := s.db.Bun().ExecContext(ctx, "UPDATE books SET stock_quantity = ? WHERE id = ?", stock, id); err != nil {
			t.Fatal(err)
		}
	}
	return books, n * stock
}

// waitSettled waits until no order is pending, no payment attempt started
// and no refund in flight, or fails after the deadline.
func (s *testShop) waitSettled(t *testing.T, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		var open int
		if err := s.db.Bun().NewRaw(`SELECT (SELECT count(*) FROM orders WHERE status = 'pending')
			+ (SELECT count(*) FROM payment_attempts WHERE status = 'started')
			+ (SELECT count(*) FROM refunds WHERE state = 'started')`).Scan(context.Background(), &open); err != nil {
			t.Fatal(err)
		}
		if open == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d orders, attempts or refunds still open; log: %s", open, s.log.Name())
		}
		time.Sleep(time.Second)
	}
}
