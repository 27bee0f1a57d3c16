package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"bookstore/internal/config"
	"bookstore/internal/iyzico"
	"bookstore/internal/sqldb"
)

// The request deadlines against the real binary and the iyzico simulator
// on its own origin: a provider slower than a JSON body's deadline but
// within the adapter's timeout still starts the payment; one slower than
// the adapter's timeout is the Turkish error as a 502, not a 500; and a
// body that never finishes on an ordinary route is still cut at its
// deadline.
func TestRequestDeadlines(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for a slow provider (about 30 s)")
	}
	ctx := context.Background()
	var simHandler http.Handler
	simSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { simHandler.ServeHTTP(w, r) }))
	defer simSrv.Close()
	sim := iyzico.NewSimulator(simSrv.URL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey)
	defer sim.Close()
	simHandler = sim

	dir, addr := t.TempDir(), freeAddr(t)
	vars := map[string]string{
		"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": addr, "BOOKSTORE_BASE_URL": "http://" + addr,
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "BOOKSTORE_CATALOG_CACHE_TTL": "0s",
		"IYZICO_BASE_URL": simSrv.URL, "IYZICO_API_KEY": iyzico.SimulatorAPIKey, "IYZICO_SECRET_KEY": iyzico.SimulatorSecretKey,
	}
	p := startChild(t, vars)
	db, err := sqldb.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var book string
	if err := db.Bun().NewRaw("SELECT id FROM books WHERE is_visible AND stock_quantity > 5 ORDER BY id LIMIT 1").Scan(ctx, &book); err != nil {
		t.Fatal(err)
	}

	// A body that never ends, on an ordinary route, runs alongside.
	cut := make(chan string, 1)
	go func() { cut <- slowBody(addr) }()

	buyer := func(i int) *http.Client {
		email := fmt.Sprintf("sabirli%d@example.com", i)
		if _, err := run(t, vars, "Zx9!kqLm#2-alici\n", "user", "create", "--email", email, "--name", "Alıcı Okur", "--role", "user"); err != nil {
			t.Fatal(err)
		}
		return signIn(t, p.base, email, "Zx9!kqLm#2-alici")
	}
	pay := func(c *http.Client) (int, string, time.Duration) {
		call := func(method, path, body string) (int, []byte) {
			req, _ := http.NewRequest(method, p.base+path, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Origin", p.base)
			res, err := c.Do(req)
			if err != nil {
				t.Fatalf("%s %s: %v", method, path, err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			return res.StatusCode, b
		}
		if code, b := call(http.MethodPut, "/api/cart/items/"+book, `{"quantity":1}`); code != 200 {
			t.Fatalf("cart: %d %s", code, b)
		}
		code, b := call(http.MethodPost, "/api/orders", "")
		var order struct{ ID string }
		if code != http.StatusCreated || json.Unmarshal(b, &order) != nil {
			t.Fatalf("order: %d %s", code, b)
		}
		start := time.Now()
		code, b = call(http.MethodPost, "/api/checkout/"+order.ID+"/pay", `{"acceptPreInformation":true,"acceptDistanceSales":true}`)
		return code, string(b), time.Since(start)
	}

	// Slower than any body deadline, within the adapter's timeout.
	if err := sim.InjectFault(iyzico.SimFault{Endpoint: "cf-initialize", DelayMs: 7000}); err != nil {
		t.Fatal(err)
	}
	code, body, took := pay(buyer(1))
	if code != http.StatusOK || !strings.Contains(body, "frameUrl") || took < 7*time.Second {
		t.Fatalf("pay with iyzico answering in 7 s: %d after %v: %s", code, took, body)
	}

	// Slower than the adapter's timeout: the buyer is told, as a gateway's
	// failure, when the adapter gives up.
	if err := sim.InjectFault(iyzico.SimFault{Endpoint: "cf-initialize", DelayMs: int((config.IyzicoCall + 4*time.Second).Milliseconds())}); err != nil {
		t.Fatal(err)
	}
	code, body, took = pay(buyer(2))
	var prob struct{ Code, Message string }
	_ = json.Unmarshal([]byte(body), &prob)
	if code != http.StatusBadGateway || prob.Code != "bad_gateway" || prob.Message != "Ödeme başlatılamadı" ||
		took < config.IyzicoCall-time.Second || took > config.IyzicoCall+3*time.Second {
		t.Fatalf("pay with iyzico not answering: %d after %v: %s", code, took, body)
	}

	select {
	case got := <-cut:
		if !strings.HasPrefix(got, "4") {
			t.Fatalf("a body that never ends: %s", got)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("a body that never ends was not cut")
	}
}

// slowBody sends a login whose body stops halfway and reports the status
// line it got back and when ("400 after 15s"), or what went wrong.
func slowBody(addr string) string {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return err.Error()
	}
	defer conn.Close()
	start := time.Now()
	fmt.Fprintf(conn, "POST /api/auth/login HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"email\":", addr, addr)
	_ = conn.SetReadDeadline(time.Now().Add(config.HTTPBody + 10*time.Second))
	line, err := bufio.NewReader(conn).ReadString('\n')
	took := time.Since(start)
	if err != nil {
		return fmt.Sprintf("no answer after %v: %v", took, err)
	}
	status, _, _ := strings.Cut(strings.TrimPrefix(line, "HTTP/1.1 "), " ")
	if took < config.HTTPBody-time.Second || took > config.HTTPBody+3*time.Second {
		return fmt.Sprintf("answered %s after %v, want at the %v deadline", status, took, config.HTTPBody)
	}
	return status
}
