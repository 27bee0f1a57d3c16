package wiring_test

import (
	"strings"
	"testing"

	"bookstore/internal/mngkargo"
	"bookstore/internal/wiring"
)

func TestCarrierFromConfig(t *testing.T) {
	// Development without a URL: a client of the simulator mounted in the shop.
	c, sim, err := wiring.Carrier(load(t, map[string]string{"BOOKSTORE_BASE_URL": "http://localhost:8080"}))
	if err != nil || sim == nil {
		t.Fatalf("development: %v %v %v", c, sim, err)
	}
	_ = sim.Close()
	if cl, ok := c.(*mngkargo.Client); !ok || cl == nil || c.Name() != "MNG Kargo" {
		t.Fatalf("development carrier: %T", c)
	}
	// A separate simulator process, or MNG in production: a client, nothing mounted.
	for _, env := range []map[string]string{
		{"BOOKSTORE_CARRIER_URL": "http://127.0.0.1:9092"},
		{"BOOKSTORE_ENV": "production", "BOOKSTORE_CARRIER_URL": "https://api.mngkargo.com.tr", "BOOKSTORE_CARRIER_CLIENT_ID": "i",
			"BOOKSTORE_CARRIER_CLIENT_SECRET": "s", "BOOKSTORE_CARRIER_CUSTOMER_NUMBER": "1", "BOOKSTORE_CARRIER_PASSWORD": "p",
			"BOOKSTORE_CARRIER_WEBHOOK_SECRET": strings.Repeat("w", 24)},
	} {
		c, sim, err := wiring.Carrier(load(t, env))
		if _, ok := c.(*mngkargo.Client); !ok || sim != nil || err != nil {
			t.Fatalf("%v: %T %v %v", env, c, sim, err)
		}
	}
	// Manual, and production's default: no carrier (a nil interface).
	for _, env := range []map[string]string{{"BOOKSTORE_CARRIER_PROVIDER": "manual"}, {"BOOKSTORE_ENV": "production"}} {
		if c, sim, err := wiring.Carrier(load(t, env)); c != nil || sim != nil || err != nil {
			t.Fatalf("manual %v: %v %v %v", env, c, sim, err)
		}
	}
	// Production: never the simulator; MNG needs everything, and a long secret.
	for env, want := range map[string]map[string]string{
		"BOOKSTORE_CARRIER_PASSWORD": {"BOOKSTORE_ENV": "production", "BOOKSTORE_CARRIER_PROVIDER": "mng"},
		"BOOKSTORE_CARRIER_WEBHOOK_SECRET": {"BOOKSTORE_ENV": "production", "BOOKSTORE_CARRIER_URL": "https://api.mngkargo.com.tr",
			"BOOKSTORE_CARRIER_CLIENT_ID": "i", "BOOKSTORE_CARRIER_CLIENT_SECRET": "s", "BOOKSTORE_CARRIER_CUSTOMER_NUMBER": "1",
			"BOOKSTORE_CARRIER_PASSWORD": "p", "BOOKSTORE_CARRIER_WEBHOOK_SECRET": "kisa"},
	} {
		if c, sim, err := wiring.Carrier(load(t, want)); err == nil || c != nil || sim != nil || !strings.Contains(err.Error(), env) {
			t.Fatalf("production %v: %v %v %v", want, c, sim, err)
		}
	}
}
