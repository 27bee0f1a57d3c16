package wiring_test

import (
	"strings"
	"testing"

	"bookstore/internal/config"
	"bookstore/internal/einvoice"
	"bookstore/internal/wiring"
)

func load(t *testing.T, env map[string]string) *config.Config {
	t.Helper()
	if env["BOOKSTORE_ENV"] == "production" {
		env["BOOKSTORE_SECRET_KEY"] = "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="
	}
	c, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestInvoiceProviderFromConfig(t *testing.T) {
	// Development without a URL: a client of the simulator mounted in the shop.
	p, sim, err := wiring.InvoiceProvider(load(t, map[string]string{"BOOKSTORE_BASE_URL": "http://localhost:8080"}), einvoice.SimulatorOptions{})
	if err != nil || sim == nil {
		t.Fatalf("development: %v %v %v", p, sim, err)
	}
	if c, ok := p.(*einvoice.Client); !ok || c == nil {
		t.Fatalf("development provider: %T", p)
	}
	// A separate simulator process, or Nilvera: a client, nothing mounted.
	for _, env := range []map[string]string{
		{"BOOKSTORE_EINVOICE_URL": "http://127.0.0.1:9091"},
		{"BOOKSTORE_EINVOICE_PROVIDER": "nilvera", "BOOKSTORE_EINVOICE_URL": "https://apitest.nilvera.com", "BOOKSTORE_EINVOICE_API_KEY": "k"},
		{"BOOKSTORE_ENV": "production", "BOOKSTORE_EINVOICE_URL": "https://api.nilvera.com", "BOOKSTORE_EINVOICE_API_KEY": "k"},
	} {
		p, sim, err := wiring.InvoiceProvider(load(t, env), einvoice.SimulatorOptions{})
		if _, ok := p.(*einvoice.Client); !ok || sim != nil || err != nil {
			t.Fatalf("%v: %T %v %v", env, p, sim, err)
		}
	}
	// Manual: no provider at all (a nil interface, not a nil pointer in one).
	for _, env := range []map[string]string{{"BOOKSTORE_EINVOICE_PROVIDER": "manual"}, {"BOOKSTORE_ENV": "production", "BOOKSTORE_EINVOICE_PROVIDER": "manual"}} {
		if p, sim, err := wiring.InvoiceProvider(load(t, env), einvoice.SimulatorOptions{}); p != nil || sim != nil || err != nil {
			t.Fatalf("manual %v: %v %v %v", env, p, sim, err)
		}
	}
	// Nilvera needs both its URL and key, in any environment.
	if _, _, err := wiring.InvoiceProvider(load(t, map[string]string{"BOOKSTORE_EINVOICE_PROVIDER": "nilvera",
		"BOOKSTORE_EINVOICE_URL": "https://apitest.nilvera.com"}), einvoice.SimulatorOptions{}); err == nil ||
		!strings.Contains(err.Error(), "BOOKSTORE_EINVOICE_API_KEY") {
		t.Fatalf("nilvera without a key: %v", err)
	}
	// Production: never the simulator, and the default (nilvera) needs its keys.
	for _, env := range []map[string]string{
		{"BOOKSTORE_ENV": "production"},
		{"BOOKSTORE_ENV": "production", "BOOKSTORE_EINVOICE_PROVIDER": "simulator"},
		{"BOOKSTORE_ENV": "production", "BOOKSTORE_EINVOICE_PROVIDER": "simulator", "BOOKSTORE_EINVOICE_URL": "http://127.0.0.1:9091"},
	} {
		if p, sim, err := wiring.InvoiceProvider(load(t, env), einvoice.SimulatorOptions{}); err == nil || p != nil || sim != nil ||
			!strings.Contains(err.Error(), "BOOKSTORE_EINVOICE_PROVIDER=manual") {
			t.Fatalf("production %v: %v %v %v", env, p, sim, err)
		}
	}
}
