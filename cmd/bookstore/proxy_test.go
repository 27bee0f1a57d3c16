package main

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/iyzico"
)

// TestBehindNginx runs the product behind a real nginx that terminates TLS
// with a throwaway certificate, as in production, trusting 127.0.0.1 (nginx)
// through BOOKSTORE_TRUSTED_PROXIES. Clients bind to 127.0.0.2 and 127.0.0.3
// (all of 127/8 is loopback on Linux) so nginx forwards two different client
// addresses.
func TestBehindNginx(t *testing.T) {
	if out, err := exec.Command("../../scripts/ensure-nginx.sh").CombinedOutput(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("nginx is required under CI: %v %s", err, out)
		}
		t.Skipf("nginx-light could not be installed: %v %s", err, out)
	}
	dir := t.TempDir()
	certPool := writeCert(t, dir)

	// The payment provider, recording the callback URL the shop sends.
	var mu sync.Mutex
	var callbackURLs []string
	var simHandler http.Handler
	simSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			CallbackURL string `json:"callbackUrl"`
		}
		if json.Unmarshal(body, &req) == nil && req.CallbackURL != "" {
			mu.Lock()
			callbackURLs = append(callbackURLs, req.CallbackURL)
			mu.Unlock()
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		simHandler.ServeHTTP(w, r)
	}))
	defer simSrv.Close()
	sim := iyzico.NewSimulator(simSrv.URL, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey)
	defer func() { _ = sim.Close() }()
	simHandler = sim

	backend, public := freeAddr(t), freeAddr(t)
	base := "https://" + public
	vars := map[string]string{
		"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": backend, "BOOKSTORE_BASE_URL": base,
		"BOOKSTORE_TRUSTED_PROXIES": "127.0.0.1/32", "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!",
		"IYZICO_BASE_URL": simSrv.URL, "IYZICO_API_KEY": iyzico.SimulatorAPIKey, "IYZICO_SECRET_KEY": iyzico.SimulatorSecretKey,
	}
	env := append(os.Environ(), childEnv+"=1")
	for k, v := range vars {
		env = append(env, k+"="+v)
	}
	logFile, err := os.Create(filepath.Join(dir, "product.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = logFile.Close() }()
	p := &product{t: t, env: env, base: "http://" + backend, log: logFile}
	p.start()
	defer func() { _ = p.cmd.Process.Kill(); _ = p.cmd.Wait() }()

	startNginx(t, dir, public, backend)

	clientFrom := func(ip string) *http.Client {
		jar, _ := cookiejar.New(nil)
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
		return &http.Client{Jar: jar, Timeout: 30 * time.Second, Transport: &http.Transport{DialContext: d.DialContext,
			TLSClientConfig: &tls.Config{RootCAs: certPool}}}
	}
	// call answers the status and header of a response it read and closed.
	type reply struct {
		StatusCode int
		Header     http.Header
	}
	call := func(c *http.Client, method, path string, body any) (reply, []byte) {
		t.Helper()
		var rd io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		}
		req, _ := http.NewRequest(method, base+path, rd)
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := c.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		defer func() { _ = res.Body.Close() }()
		b, _ := io.ReadAll(res.Body)
		return reply{StatusCode: res.StatusCode, Header: res.Header}, b
	}

	t.Run("https cookies and HSTS", func(t *testing.T) {
		c := clientFrom("127.0.0.4")
		res, body := call(c, http.MethodPost, "/api/auth/register", map[string]any{"fullName": "Ayşe Yılmaz", "email": "ayse@example.com",
			"password": "Zx9!kqLm#2", "confirmPassword": "Zx9!kqLm#2", "acceptTerms": true})
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("register: %d %s", res.StatusCode, body)
		}
		if ck := res.Header.Get("Set-Cookie"); !strings.HasPrefix(ck, "__Host-bookstore_session=") || !strings.Contains(ck, "Secure") {
			t.Fatalf("cookie over https behind nginx: %q", ck)
		}
		if h := res.Header.Get("Strict-Transport-Security"); !strings.Contains(h, "max-age=31536000") {
			t.Fatalf("HSTS: %q", h)
		}
	})

	t.Run("the sign-in limit counts each client", func(t *testing.T) {
		first, second := clientFrom("127.0.0.2"), clientFrom("127.0.0.3")
		limited := false
		for i := 0; i < 40 && !limited; i++ {
			res, _ := call(first, http.MethodPost, "/api/auth/login", map[string]any{"email": fmt.Sprintf("x%d@example.com", i), "password": "Wrong-pass1"})
			limited = res.StatusCode == http.StatusTooManyRequests
		}
		if !limited {
			t.Fatal("127.0.0.2 was never limited")
		}
		if res, body := call(second, http.MethodPost, "/api/auth/login", map[string]any{"email": "y@example.com", "password": "Wrong-pass1"}); res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("127.0.0.3 after 127.0.0.2 was limited: %d %s, want 401", res.StatusCode, body)
		}
	})

	t.Run("the payment callback uses the public https base", func(t *testing.T) {
		c := clientFrom("127.0.0.5")
		if res, body := call(c, http.MethodPost, "/api/auth/register", map[string]any{"fullName": "Mehmet Kaya", "email": "mehmet@example.com",
			"password": "Zx9!kqLm#2", "confirmPassword": "Zx9!kqLm#2", "acceptTerms": true}); res.StatusCode != http.StatusCreated {
			t.Fatalf("register: %d %s", res.StatusCode, body)
		}
		if res, body := call(c, http.MethodPut, "/api/profile", map[string]any{"fullName": "Mehmet Kaya", "phone": "05321234567",
			"shippingAddress": "Bağdat Caddesi No: 1, Kadıköy, İstanbul"}); res.StatusCode != http.StatusOK {
			t.Fatalf("profile: %d %s", res.StatusCode, body)
		}
		var books struct {
			Items []struct {
				ID string `json:"id"`
			} `json:"items"`
		}
		_, body := call(c, http.MethodGet, "/api/books", nil)
		if err := json.Unmarshal(body, &books); err != nil || len(books.Items) == 0 {
			t.Fatalf("books: %v %s", err, body)
		}
		if res, body := call(c, http.MethodPut, "/api/cart/items/"+books.Items[0].ID, map[string]any{"quantity": 1}); res.StatusCode != http.StatusOK {
			t.Fatalf("cart: %d %s", res.StatusCode, body)
		}
		res, body := call(c, http.MethodPost, "/api/orders", nil)
		var order struct {
			ID string `json:"id"`
		}
		if err := json.Unmarshal(body, &order); err != nil || order.ID == "" {
			t.Fatalf("order: %d %s", res.StatusCode, body)
		}
		if res, body := call(c, http.MethodPost, "/api/checkout/"+order.ID+"/pay", map[string]any{"acceptPreInformation": true, "acceptDistanceSales": true}); res.StatusCode != http.StatusOK {
			t.Fatalf("pay: %d %s", res.StatusCode, body)
		}
		mu.Lock()
		defer mu.Unlock()
		if len(callbackURLs) == 0 || callbackURLs[len(callbackURLs)-1] != base+"/odeme/iyzico-callback" {
			t.Fatalf("callback URLs sent to iyzico: %v, want %s/odeme/iyzico-callback", callbackURLs, base)
		}
	})
}

// startNginx runs nginx in the foreground on public, terminating TLS and
// proxying to backend with the site configuration of the deployment guide
// (deploy/nginx.conf), its ports, upstream and certificate paths replaced.
func startNginx(t *testing.T, dir, public, backend string) {
	t.Helper()
	site := deploySite(t, dir, public, backend)
	conf := fmt.Sprintf(`daemon off;
master_process off;
pid %[1]s/nginx.pid;
error_log %[1]s/nginx-error.log;
events {}
http {
  access_log off;
  client_body_temp_path %[1]s/body; proxy_temp_path %[1]s/proxy; fastcgi_temp_path %[1]s/fastcgi;
  uwsgi_temp_path %[1]s/uwsgi; scgi_temp_path %[1]s/scgi;
  include %[2]s;
}
`, dir, site)
	path := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("/usr/sbin/nginx", "-t", "-p", dir, "-c", path).CombinedOutput(); err != nil {
		t.Fatalf("nginx -t: %v\n%s", err, out)
	}
	cmd := exec.Command("/usr/sbin/nginx", "-p", dir, "-c", path)
	out, _ := os.Create(filepath.Join(dir, "nginx.out"))
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait(); _ = out.Close() })
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", public); err == nil {
			_ = c.Close()
			return
		}
	}
	log, _ := os.ReadFile(filepath.Join(dir, "nginx-error.log"))
	t.Fatalf("nginx did not start: %s", log)
}

// deploySite writes deploy/nginx.conf with the test's addresses in place of
// the guide's and returns its path. Every placeholder must be in the file,
// so the guide's file cannot drift from the tested one unnoticed.
func deploySite(t *testing.T, dir, public, backend string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "deploy", "nginx.conf"))
	if err != nil {
		t.Fatal(err)
	}
	site := string(b)
	for from, to := range map[string]string{
		"listen 80;":             "listen " + freeAddr(t) + ";",
		"listen 443 ssl http2;":  "listen " + public + " ssl http2;",
		"server 127.0.0.1:8080;": "server " + backend + ";",
		"/etc/letsencrypt/live/shop.example.com/fullchain.pem": filepath.Join(dir, "cert.pem"),
		"/etc/letsencrypt/live/shop.example.com/privkey.pem":   filepath.Join(dir, "key.pem"),
	} {
		if !strings.Contains(site, from) {
			t.Fatalf("deploy/nginx.conf lacks %q", from)
		}
		site = strings.ReplaceAll(site, from, to)
	}
	path := filepath.Join(dir, "site.conf")
	if err := os.WriteFile(path, []byte(site), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// writeCert writes a throwaway self-signed certificate for 127.0.0.1 and
// returns a pool trusting it.
func writeCert(t *testing.T, dir string) *x509.CertPool {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cert.pem"), pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "key.pem"), pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600); err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return pool
}
