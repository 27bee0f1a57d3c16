package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) {
	// The kill test runs this test binary as the real product, so that it
	// can SIGKILL it mid-purchase (kill_test.go).
	if os.Getenv(childEnv) == "1" {
		main()
		os.Exit(0)
	}
	sqldbtest.Main(m)
}

// run executes one CLI invocation with the given environment and stdin.
func run(t *testing.T, env map[string]string, stdin string, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	m := &Main{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return env[k] }}
	err := m.Run(context.Background(), args)
	return out.String(), err
}

func isUsage(err error) bool {
	var u errUsage
	return errors.As(err, &u)
}

func TestVersionAndUnknownVerb(t *testing.T) {
	if out, err := run(t, nil, "", "version"); err != nil || !strings.HasPrefix(out, "bookstore ") {
		t.Fatalf("version: %q %v", out, err)
	}
	if _, err := run(t, nil, "", "dance"); !isUsage(err) {
		t.Fatalf("unknown verb: %v", err)
	}
}

func TestInvalidConfigIsAUsageError(t *testing.T) {
	_, err := run(t, map[string]string{"BOOKSTORE_ENV": "staging", "BOOKSTORE_DATA_DIR": t.TempDir()}, "", "migrate")
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_ENV") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("got %v, want one-line usage error naming BOOKSTORE_ENV", err)
	}
}

func TestOpenAPIPrintsTheDocument(t *testing.T) {
	out, err := run(t, nil, "", "openapi")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		OpenAPI string         `json:"openapi"`
		Paths   map[string]any `json:"paths"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || doc.OpenAPI != "3.1.0" || doc.Paths["/api/auth/login"] == nil {
		t.Fatalf("openapi: %v %+v", err, doc)
	}
}

func TestUserCreate(t *testing.T) {
	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir()}
	out, err := run(t, env, "Zx9!kqLm#2\n", "user", "create", "--email", "Yonetici@Example.com", "--name", "Yönetici", "--role", "admin")
	if err != nil || !strings.Contains(out, "yonetici@example.com (Admin") {
		t.Fatalf("create: %q %v", out, err)
	}
	if _, err := run(t, env, "password\n", "user", "create", "--email", "b@example.com", "--name", "B", "--role", "user"); !isUsage(err) || !strings.Contains(err.Error(), "Şifre") {
		t.Fatalf("weak password: %v", err)
	}
	if _, err := run(t, env, "Zx9!kqLm#2\n", "user", "create", "--email", "c@example.com", "--name", "C", "--role", "root"); !isUsage(err) {
		t.Fatalf("bad role: %v", err)
	}
	if _, err := run(t, env, "", "user", "create", "--email", "c@example.com", "--name", "C"); !isUsage(err) {
		t.Fatalf("no password on stdin: %v", err)
	}
}

func TestProductionSeedsNothing(t *testing.T) {
	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ENV": "production", "BOOKSTORE_SECRET_KEY": testSecretKey}
	if _, err := run(t, env, "", "seed", "--demo"); !isUsage(err) {
		t.Fatalf("seed in production: %v", err)
	}
}

func TestSeedDemoThenRefuseASecondTime(t *testing.T) {
	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!"}
	out, err := run(t, env, "", "seed", "--demo")
	if err != nil || !strings.Contains(out, "admin@kitapevi.test") || !strings.Contains(out, "Demo-Kitap-2026!") {
		t.Fatalf("seed: %q %v", out, err)
	}
	if _, err := run(t, env, "", "seed", "--demo"); err == nil {
		t.Fatal("second seed succeeded")
	}
}

func TestServeSeedsAndShutsDownGracefully(t *testing.T) {
	dir := t.TempDir()
	ready := make(chan string, 1)
	var out bytes.Buffer
	m := &Main{Stdin: strings.NewReader(""), Stdout: &out, Stderr: io.Discard, Ready: ready,
		Getenv: func(k string) string {
			return map[string]string{"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": "127.0.0.1:0"}[k]
		}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.Run(ctx, nil) }()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("serve stopped: %v", err)
	case <-time.After(60 * time.Second):
		t.Fatal("serve did not start")
	}
	if !strings.Contains(out.String(), "Kitapevi çalışıyor") || !strings.Contains(out.String(), "Şifre: ") {
		t.Fatalf("announcement: %q", out.String())
	}
	res, err := http.Get("http://" + addr + "/readyz")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("readyz: %v %v", res, err)
	}
	res.Body.Close()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("shutdown: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("no graceful shutdown")
	}
}

// TestProductionRefusesThePaymentSimulator: without iyzico keys the binary
// would take card payments through its simulator; production refuses to serve.
func TestProductionRefusesThePaymentSimulator(t *testing.T) {
	// SMTP is set so that only the missing keys stop it.
	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ENV": "production", "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_SMTP_URL": "smtp://127.0.0.1:2525", "BOOKSTORE_SECRET_KEY": testSecretKey}
	_, err := run(t, env, "", "serve")
	if !isUsage(err) || !strings.Contains(err.Error(), "IYZICO_API_KEY") {
		t.Fatalf("serve in production without iyzico keys: %v", err)
	}
}
