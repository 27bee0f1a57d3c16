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
	if c.IyzicoBaseURL != "https://sandbox-api.iyzipay.com" || c.OrderTTL.Minutes() != 15 || c.PaymentMode != "checkout-form" ||
		c.ShutdownTimeout.Seconds() != 45 || c.StaleClaim.Minutes() != 2 {
		t.Fatalf("defaults: %+v", c)
	}
}

func TestInvalidValues(t *testing.T) {
	for name, tc := range map[string]struct{ key, val, want string }{
		"env":                 {"BOOKSTORE_ENV", "staging", "BOOKSTORE_ENV"},
		"addr":                {"BOOKSTORE_ADDR", "8080", "BOOKSTORE_ADDR"},
		"port":                {"BOOKSTORE_ADDR", ":99999", "BOOKSTORE_ADDR"},
		"database url":        {"BOOKSTORE_DATABASE_URL", "mysql://x", "BOOKSTORE_DATABASE_URL"},
		"base url":            {"BOOKSTORE_BASE_URL", "ftp://x", "BOOKSTORE_BASE_URL"},
		"ssl flag":            {"BOOKSTORE_S3_USE_SSL", "maybe", "BOOKSTORE_S3_USE_SSL"},
		"order ttl":           {"BOOKSTORE_ORDER_TTL", "soon", "BOOKSTORE_ORDER_TTL"},
		"worker every":        {"BOOKSTORE_WORKER_EVERY", "100ms", "BOOKSTORE_WORKER_EVERY"},
		"worker every long":   {"BOOKSTORE_WORKER_EVERY", "2h", "BOOKSTORE_WORKER_EVERY"},
		"short metrics token": {"BOOKSTORE_METRICS_TOKEN", "kisa", "BOOKSTORE_METRICS_TOKEN"},
		"payment mode":        {"BOOKSTORE_PAYMENT_MODE", "cash", "BOOKSTORE_PAYMENT_MODE"},
		"drain":               {"BOOKSTORE_SHUTDOWN_TIMEOUT", "0s", "BOOKSTORE_SHUTDOWN_TIMEOUT"},
		"stale claim":         {"BOOKSTORE_STALE_CLAIM", "1s", "BOOKSTORE_STALE_CLAIM"},
		"iyzico half":         {"IYZICO_API_KEY", "k", "IYZICO_SECRET_KEY"},
		"cache ttl":           {"BOOKSTORE_CATALOG_CACHE_TTL", "forever", "BOOKSTORE_CATALOG_CACHE_TTL"},
		"smtp scheme":         {"BOOKSTORE_SMTP_URL", "http://mail.example.com", "BOOKSTORE_SMTP_URL"},
		"smtp port":           {"BOOKSTORE_SMTP_URL", "smtp://u:p@mail.example.com:0", "BOOKSTORE_SMTP_URL"},
		"smtp host":           {"BOOKSTORE_SMTP_URL", "smtp://", "BOOKSTORE_SMTP_URL"},
		"smtp from":           {"BOOKSTORE_SMTP_URL", "smtp://mail.example.com?from=a%0D%0ABcc:x@y.z", "BOOKSTORE_SMTP_URL"},
		"smtp param":          {"BOOKSTORE_SMTP_URL", "smtp://mail.example.com?tls=no", "BOOKSTORE_SMTP_URL"},
		"proxies":             {"BOOKSTORE_TRUSTED_PROXIES", "127.0.0.1/32,nginx", "BOOKSTORE_TRUSTED_PROXIES"},
		"proxy mask":          {"BOOKSTORE_TRUSTED_PROXIES", "10.0.0.0/33", "BOOKSTORE_TRUSTED_PROXIES"},
		"admin mfa":           {"BOOKSTORE_ADMIN_MFA", "sometimes", "BOOKSTORE_ADMIN_MFA"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := config.Load(env(map[string]string{tc.key: tc.val}))
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one line naming %s", err, tc.want)
			}
		})
	}
}

// Admins need a second factor in production unless told otherwise; in
// development it is optional so the demo admin signs in.
func TestAdminMFADefaults(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{nil, false},
		{map[string]string{"BOOKSTORE_ADMIN_MFA": "required"}, true},
		{map[string]string{"BOOKSTORE_ENV": "production", "BOOKSTORE_SECRET_KEY": testSecretKey}, true},
		{map[string]string{"BOOKSTORE_ENV": "production", "BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_ADMIN_MFA": "optional"}, false},
	} {
		c, err := config.Load(env(tc.env))
		if err != nil {
			t.Fatal(err)
		}
		if c.AdminMFARequired != tc.want {
			t.Errorf("%v: required %v, want %v", tc.env, c.AdminMFARequired, tc.want)
		}
	}
}

func TestHTTPSBaseURLIsSecure(t *testing.T) {
	c, err := config.Load(env(map[string]string{"BOOKSTORE_BASE_URL": "https://kitapevi.example/"}))
	if err != nil || !c.Secure() || c.BaseURL.String() != "https://kitapevi.example" {
		t.Fatalf("%v %v", c, err)
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := config.Load(env(nil))
	if err != nil || len(c.TrustedProxies) != 0 {
		t.Fatalf("default must trust no proxy: %v %v", c.TrustedProxies, err)
	}
	c, err = config.Load(env(map[string]string{"BOOKSTORE_TRUSTED_PROXIES": " 127.0.0.1, 10.1.2.3/8 ,fd00::/8"}))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range c.TrustedProxies {
		got = append(got, p.String())
	}
	if strings.Join(got, " ") != "127.0.0.1/32 10.0.0.0/8 fd00::/8" {
		t.Fatalf("parsed %v", got)
	}
	// Behind a TLS proxy in production the public address must be https,
	// or the payment callbacks and mail links would point at http.
	prod := map[string]string{"BOOKSTORE_ENV": "production", "BOOKSTORE_TRUSTED_PROXIES": "127.0.0.1/32", "BOOKSTORE_SECRET_KEY": testSecretKey}
	if _, err := config.Load(env(prod)); err == nil || !strings.Contains(err.Error(), "BOOKSTORE_BASE_URL") {
		t.Fatalf("production behind a proxy with an http base URL: %v", err)
	}
	prod["BOOKSTORE_BASE_URL"] = "https://kitapevi.example"
	if c, err := config.Load(env(prod)); err != nil || !c.Secure() {
		t.Fatalf("production behind a proxy with an https base URL: %v", err)
	}
}

func TestSMTPURL(t *testing.T) {
	c, err := config.Load(env(nil))
	if err != nil || c.SMTP != nil {
		t.Fatalf("default: %+v %v", c.SMTP, err)
	}
	c, err = config.Load(env(map[string]string{"BOOKSTORE_SMTP_URL": "smtp://magaza%40x.com:g%C3%BCzel@mail.example.com:2525",
		"BOOKSTORE_BASE_URL": "https://kitapevi.example"}))
	if err != nil {
		t.Fatal(err)
	}
	if s := c.SMTP; s.Host != "mail.example.com" || s.Port != 2525 || s.Username != "magaza@x.com" || s.Password != "güzel" ||
		s.ImplicitTLS || s.From != "noreply@kitapevi.example" {
		t.Fatalf("parsed: %+v", s)
	}
	c, err = config.Load(env(map[string]string{"BOOKSTORE_SMTP_URL": "smtps://mail.example.com?from=siparis@kitapevi.example"}))
	if err != nil || c.SMTP.Port != 465 || !c.SMTP.ImplicitTLS || c.SMTP.From != "siparis@kitapevi.example" || c.SMTP.Username != "" {
		t.Fatalf("smtps: %+v %v", c.SMTP, err)
	}
	// The error never repeats a password.
	_, err = config.Load(env(map[string]string{"BOOKSTORE_SMTP_URL": "smtp://u:cokgizli@mail.example.com:99999"}))
	if err == nil || strings.Contains(err.Error(), "cokgizli") {
		t.Fatalf("error %v", err)
	}
}

// testSecretKey is a well-formed BOOKSTORE_SECRET_KEY (32 bytes, base64).
const testSecretKey = "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="

// TestSecretKey: production refuses to start without BOOKSTORE_SECRET_KEY;
// a key must be 32 bytes in base64 or hex, and errors never repeat it;
// development may go without (a key in the data directory is used).
func TestSecretKey(t *testing.T) {
	if _, err := config.Load(env(map[string]string{"BOOKSTORE_ENV": "production"})); err == nil ||
		!strings.Contains(err.Error(), "BOOKSTORE_SECRET_KEY is required") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("production without a key: %v", err)
	}
	if c, err := config.Load(env(nil)); err != nil || c.SecretKey != nil {
		t.Fatalf("development without a key: %v", err)
	}
	c, err := config.Load(env(map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey,
		"BOOKSTORE_SECRET_KEY_OLD": strings.Repeat("ab", 32) + ", " + strings.Repeat("cd", 32)}))
	if err != nil || len(c.SecretKey) != 32 || len(c.OldSecretKeys) != 2 || c.OldSecretKeys[1][0] != 0xcd {
		t.Fatalf("keys: %v %d %d", err, len(c.SecretKey), len(c.OldSecretKeys))
	}
	for _, bad := range []map[string]string{
		{"BOOKSTORE_SECRET_KEY": "kısa-ve-gizli"},
		{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_SECRET_KEY_OLD": "eski-gizli"},
		{"BOOKSTORE_SECRET_KEY_OLD": testSecretKey},
	} {
		_, err := config.Load(env(bad))
		if err == nil || strings.Contains(err.Error(), "gizli") || strings.Contains(err.Error(), testSecretKey) {
			t.Errorf("%v: %v", bad, err)
		}
	}
}

// The carrier: the MNG simulator by default in development, manual in
// production unless a URL is given; the values' form is checked.
func TestCarrierConfig(t *testing.T) {
	dev, err := config.Load(env(nil))
	if err != nil || dev.Carrier != (config.CarrierConfig{Provider: config.CarrierMNG, WebhookSecret: config.DevCarrierWebhookSecret}) {
		t.Fatalf("development default: %+v %v", dev.Carrier, err)
	}
	prodEnv := map[string]string{"BOOKSTORE_ENV": "production", "BOOKSTORE_SECRET_KEY": "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="}
	prod, err := config.Load(env(prodEnv))
	if err != nil || prod.Carrier != (config.CarrierConfig{Provider: config.CarrierManual}) {
		t.Fatalf("production default: %+v %v", prod.Carrier, err)
	}
	prodEnv["BOOKSTORE_CARRIER_URL"] = "https://api.mngkargo.com.tr/"
	prodEnv["BOOKSTORE_CARRIER_CLIENT_ID"], prodEnv["BOOKSTORE_CARRIER_CLIENT_SECRET"] = "kimlik", "sir"
	prodEnv["BOOKSTORE_CARRIER_CUSTOMER_NUMBER"], prodEnv["BOOKSTORE_CARRIER_PASSWORD"] = "123", "parola"
	prodEnv["BOOKSTORE_CARRIER_WEBHOOK_SECRET"] = "webhook-sirri"
	set, err := config.Load(env(prodEnv))
	if err != nil || set.Carrier != (config.CarrierConfig{Provider: "mng", URL: "https://api.mngkargo.com.tr", ClientID: "kimlik", ClientSecret: "sir",
		CustomerNumber: "123", Password: "parola", WebhookSecret: "webhook-sirri"}) {
		t.Fatalf("set: %+v %v", set.Carrier, err)
	}
	for key, val := range map[string]string{"BOOKSTORE_CARRIER_PROVIDER": "aras", "BOOKSTORE_CARRIER_URL": "api.mngkargo.com.tr"} {
		_, err := config.Load(env(map[string]string{key: val, "BOOKSTORE_CARRIER_PASSWORD": "gizli-parola"}))
		if err == nil || !strings.Contains(err.Error(), key) || strings.Contains(err.Error(), "gizli-parola") {
			t.Fatalf("%s=%s: %v, want an error naming it", key, val, err)
		}
	}
}

// The e-invoice integrator: the simulator by default in development,
// Nilvera in production (where serve then demands its URL and key); the
// values' form is checked here, whatever the environment.
func TestEInvoiceConfig(t *testing.T) {
	dev, err := config.Load(env(nil))
	if err != nil || dev.EInvoice.Provider != config.EInvoiceSimulator || dev.EInvoice.URL != "" {
		t.Fatalf("development default: %+v %v", dev.EInvoice, err)
	}
	prod, err := config.Load(env(map[string]string{"BOOKSTORE_ENV": "production", "BOOKSTORE_SECRET_KEY": "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="}))
	if err != nil || prod.EInvoice.Provider != config.EInvoiceNilvera {
		t.Fatalf("production default: %+v %v", prod.EInvoice, err)
	}
	set, err := config.Load(env(map[string]string{"BOOKSTORE_EINVOICE_PROVIDER": "nilvera", "BOOKSTORE_EINVOICE_URL": "https://apitest.nilvera.com/",
		"BOOKSTORE_EINVOICE_API_KEY": "anahtar"}))
	if err != nil || set.EInvoice != (config.EInvoiceConfig{Provider: "nilvera", URL: "https://apitest.nilvera.com", APIKey: "anahtar"}) {
		t.Fatalf("set: %+v %v", set.EInvoice, err)
	}
	for key, val := range map[string]string{"BOOKSTORE_EINVOICE_PROVIDER": "parasut", "BOOKSTORE_EINVOICE_URL": "api.nilvera.com"} {
		_, err := config.Load(env(map[string]string{key: val, "BOOKSTORE_EINVOICE_API_KEY": "gizli-anahtar"}))
		if err == nil || !strings.Contains(err.Error(), key) || strings.Contains(err.Error(), "gizli-anahtar") {
			t.Fatalf("%s=%s: %v, want an error naming it", key, val, err)
		}
	}
}
