package config_test

import (
	"strings"
	"testing"

	"bookstore/internal/config"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	c, err := config.Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DataDir != "./data" || c.Env != config.Development || c.BaseURL.String() != "http://localhost:8080" || c.Secure() {
		t.Fatalf("defaults: %+v", c)
	}
	if c.IyzicoBaseURL != "https://sandbox-api.iyzipay.com" || c.OrderTTL.Minutes() != 30 {
		t.Fatalf("defaults: %+v", c)
	}
}

func TestInvalidValues(t *testing.T) {
	for name, tc := range map[string]struct{ key, val, want string }{
		"env":          {"BOOKSTORE_ENV", "staging", "BOOKSTORE_ENV"},
		"addr":         {"BOOKSTORE_ADDR", "8080", "BOOKSTORE_ADDR"},
		"port":         {"BOOKSTORE_ADDR", ":99999", "BOOKSTORE_ADDR"},
		"database url": {"BOOKSTORE_DATABASE_URL", "mysql://x", "BOOKSTORE_DATABASE_URL"},
		"base url":     {"BOOKSTORE_BASE_URL", "ftp://x", "BOOKSTORE_BASE_URL"},
		"ssl flag":     {"BOOKSTORE_S3_USE_SSL", "maybe", "BOOKSTORE_S3_USE_SSL"},
		"order ttl":    {"BOOKSTORE_ORDER_TTL", "soon", "BOOKSTORE_ORDER_TTL"},
		"iyzico half":  {"IYZICO_API_KEY", "k", "IYZICO_SECRET_KEY"},
		"cache ttl":    {"BOOKSTORE_CATALOG_CACHE_TTL", "forever", "BOOKSTORE_CATALOG_CACHE_TTL"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := config.Load(env(map[string]string{tc.key: tc.val}))
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one line naming %s", err, tc.want)
			}
		})
	}
}

func TestHTTPSBaseURLIsSecure(t *testing.T) {
	c, err := config.Load(env(map[string]string{"BOOKSTORE_BASE_URL": "https://kitapevi.example/"}))
	if err != nil || !c.Secure() || c.BaseURL.String() != "https://kitapevi.example" {
		t.Fatalf("%v %v", c, err)
	}
}
