// Package config reads the server's configuration once from the environment.
// Every setting has an embedded default so that nothing needs setting to try
// the product; an invalid value is an error naming the variable.
package config

import (
	"fmt"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"bookstore/internal/secretbox"
)

// Env is the deployment kind.
type Env string

const (
	Development Env = "development"
	Production  Env = "production"
)

// Config is the whole configuration, passed down from main.
type Config struct {
	Addr        string // BOOKSTORE_ADDR
	DataDir     string // BOOKSTORE_DATA_DIR: SQLite file and local media
	DatabaseURL string // BOOKSTORE_DATABASE_URL: postgres://... switches to PostgreSQL
	// BaseURL is BOOKSTORE_BASE_URL, the public address: every URL the shop
	// gives to the outside (payment callbacks, mail links, sitemap) is built
	// from it, never from request headers.
	BaseURL *url.URL
	// TrustedProxies is BOOKSTORE_TRUSTED_PROXIES: the reverse proxies whose
	// X-Forwarded-For and X-Forwarded-Proto are believed (empty: none, the
	// peer address is the client). See docs/reverse-proxy.md.
	TrustedProxies []netip.Prefix
	Env            Env
	DemoPassword   string // BOOKSTORE_DEMO_PASSWORD
	// AdminMFARequired is BOOKSTORE_ADMIN_MFA=required (the production
	// default): an admin signs in only with a second factor and is sent to
	// enrolment after the password until they have one. "optional" (the
	// development default, so the demo admin signs in) lets admins choose.
	AdminMFARequired bool
	// OrderTTL is how long a pending order waits for payment (checkout issue).
	OrderTTL time.Duration
	// WorkerEvery is how often the workers that carry documents to outside
	// systems (the e-invoice integrator) make a pass
	// (BOOKSTORE_WORKER_EVERY, 1s to 1h, default 30s): an invoice reaches
	// the integrator within one pass of the payment and its acceptance is
	// seen one pass after that.
	WorkerEvery time.Duration
	// CatalogCacheTTL is how long an instance reuses a public catalogue read
	// without asking whether another instance changed the catalogue
	// (BOOKSTORE_CATALOG_CACHE_TTL; 0 turns the cache off; sqldb's
	// readcache_version.go).
	CatalogCacheTTL time.Duration

	S3 S3Config

	SMTPURL string
	// SMTP is SMTPURL parsed; nil without SMTP. Without it an instance
	// delivers mail only in development on SQLite (to the log); on
	// PostgreSQL it leaves the outbox to instances with SMTP, and
	// production refuses to start (cmd/bookstore, mailWorker).
	SMTP            *SMTPConfig
	GoogleBooksURL  string
	OpenLibraryURL  string
	IyzicoBaseURL   string
	IyzicoAPIKey    string
	IyzicoSecretKey string
	// EInvoice is the e-invoice integrator (BOOKSTORE_EINVOICE_PROVIDER,
	// _URL and _API_KEY).
	EInvoice EInvoiceConfig
	// Carrier is the carrier with an API (BOOKSTORE_CARRIER_PROVIDER and
	// the other BOOKSTORE_CARRIER_* variables).
	Carrier CarrierConfig
	// PaymentMode is BOOKSTORE_PAYMENT_MODE: "checkout-form" (iyzico's
	// hosted form, the default) or "direct-3ds" (the shop's card form).
	PaymentMode string
	// ReviewsPublishAtOnce is BOOKSTORE_REVIEWS_PUBLISH_AT_ONCE: new and
	// edited reviews appear at once and the admin moderates afterwards
	// (default false: they wait for approval).
	ReviewsPublishAtOnce bool
	// ShutdownTimeout is how long SIGTERM waits for requests in flight: it
	// covers the longest payment completion (a retrieve and a void or
	// refund of at most 20 s each).
	ShutdownTimeout time.Duration
	// StaleClaim is BOOKSTORE_STALE_CLAIM: how long a payment completion's
	// claim stands before reconciliation takes the order over.
	StaleClaim time.Duration
	// MetricsToken is BOOKSTORE_METRICS_TOKEN: /metrics answers only a
	// request with "Authorization: Bearer <token>" (404 otherwise).
	MetricsToken string
	// MetricsAddr is BOOKSTORE_METRICS_ADDR: a separate listener (say
	// 127.0.0.1:9090) that serves /metrics; the public one then never does.
	MetricsAddr string
	// SecretKey is BOOKSTORE_SECRET_KEY: the key that seals the stored
	// second-factor secrets and signing keys (internal/secretbox); nil in
	// development without it (a key kept in the data directory is used),
	// required in production. OldSecretKeys (BOOKSTORE_SECRET_KEY_OLD,
	// comma-separated) still open what earlier keys sealed, for rotation.
	SecretKey     []byte
	OldSecretKeys [][]byte
}

// MinMetricsTokenLen keeps a guessable token out of production.
const MinMetricsTokenLen = 24

// S3Config selects S3-compatible media storage when Endpoint is set.
type S3Config struct {
	Endpoint, AccessKey, SecretKey, Bucket, Region string
	UseSSL                                         bool
}

// SMTPConfig is BOOKSTORE_SMTP_URL: smtp://user:pass@host:port (STARTTLS
// when the server offers it) or smtps://... (TLS from the start), with an
// optional ?from=address for the sender (default noreply@ the base URL's host).
type SMTPConfig struct {
	Host        string
	Port        int
	Username    string
	Password    string
	ImplicitTLS bool
	From        string
}

// Secure reports whether the public address is https. Every request is then
// treated as https (Secure __Host- cookies, HSTS); without it, only requests
// a trusted proxy marks as https are (httpapi's client middleware).
func (c *Config) Secure() bool { return c.BaseURL.Scheme == "https" }

// Load reads the configuration through getenv (os.Getenv in main).
func Load(getenv func(string) string) (*Config, error) {
	get := func(name, def string) string {
		if v := strings.TrimSpace(getenv(name)); v != "" {
			return v
		}
		return def
	}
	c := &Config{
		Addr:            get("BOOKSTORE_ADDR", ":8080"),
		DataDir:         get("BOOKSTORE_DATA_DIR", "./data"),
		DatabaseURL:     get("BOOKSTORE_DATABASE_URL", ""),
		Env:             Env(get("BOOKSTORE_ENV", string(Development))),
		DemoPassword:    getenv("BOOKSTORE_DEMO_PASSWORD"),
		SMTPURL:         get("BOOKSTORE_SMTP_URL", ""),
		GoogleBooksURL:  get("BOOKSTORE_GOOGLE_BOOKS_URL", "https://www.googleapis.com/books/v1"),
		OpenLibraryURL:  get("BOOKSTORE_OPENLIBRARY_URL", "https://openlibrary.org"),
		IyzicoBaseURL:   get("IYZICO_BASE_URL", "https://sandbox-api.iyzipay.com"),
		IyzicoAPIKey:    get("IYZICO_API_KEY", ""),
		IyzicoSecretKey: get("IYZICO_SECRET_KEY", ""),
		PaymentMode:     get("BOOKSTORE_PAYMENT_MODE", "checkout-form"),
		S3: S3Config{
			Endpoint:  get("BOOKSTORE_S3_ENDPOINT", ""),
			AccessKey: get("BOOKSTORE_S3_ACCESS_KEY", ""),
			SecretKey: get("BOOKSTORE_S3_SECRET_KEY", ""),
			Bucket:    get("BOOKSTORE_S3_BUCKET", "images"),
			Region:    get("BOOKSTORE_S3_REGION", "us-east-1"),
		},
	}
	if c.Env != Development && c.Env != Production {
		return nil, fmt.Errorf("BOOKSTORE_ENV must be development or production, got %q", c.Env)
	}
	defMFA := "optional"
	if c.Env == Production {
		defMFA = "required"
	}
	switch v := get("BOOKSTORE_ADMIN_MFA", defMFA); v {
	case "required", "optional":
		c.AdminMFARequired = v == "required"
	default:
		return nil, fmt.Errorf("BOOKSTORE_ADMIN_MFA must be required or optional, got %q", v)
	}
	host, port, err := net.SplitHostPort(c.Addr)
	if p, perr := strconv.Atoi(port); err != nil || perr != nil || p < 0 || p > 65535 {
		return nil, fmt.Errorf("BOOKSTORE_ADDR must be host:port such as :8080, got %q", c.Addr)
	}
	if c.DatabaseURL != "" && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		return nil, fmt.Errorf("BOOKSTORE_DATABASE_URL must start with postgres:// (leave it unset for SQLite)")
	}
	defBase := "http://localhost:" + port
	if host != "" && host != "0.0.0.0" && host != "::" {
		defBase = "http://" + net.JoinHostPort(host, port)
	}
	if c.BaseURL, err = parseBaseURL("BOOKSTORE_BASE_URL", get("BOOKSTORE_BASE_URL", defBase)); err != nil {
		return nil, err
	}
	if c.TrustedProxies, err = parseProxies(get("BOOKSTORE_TRUSTED_PROXIES", "")); err != nil {
		return nil, err
	}
	// Behind a TLS proxy the public address is https: in production the
	// payment callbacks and mail links must not point at http.
	if len(c.TrustedProxies) > 0 && c.Env == Production && !c.Secure() {
		return nil, fmt.Errorf("BOOKSTORE_BASE_URL must be the public https address when BOOKSTORE_TRUSTED_PROXIES is set in production, got %q", c.BaseURL)
	}
	for name, v := range map[string]string{
		"BOOKSTORE_GOOGLE_BOOKS_URL": c.GoogleBooksURL, "BOOKSTORE_OPENLIBRARY_URL": c.OpenLibraryURL, "IYZICO_BASE_URL": c.IyzicoBaseURL,
	} {
		if _, err := parseBaseURL(name, v); err != nil {
			return nil, err
		}
	}
	if v := get("BOOKSTORE_S3_USE_SSL", "true"); v != "" {
		if c.S3.UseSSL, err = strconv.ParseBool(v); err != nil {
			return nil, fmt.Errorf("BOOKSTORE_S3_USE_SSL must be true or false, got %q", v)
		}
	}
	if v := get("BOOKSTORE_REVIEWS_PUBLISH_AT_ONCE", "false"); v != "" {
		if c.ReviewsPublishAtOnce, err = strconv.ParseBool(v); err != nil {
			return nil, fmt.Errorf("BOOKSTORE_REVIEWS_PUBLISH_AT_ONCE must be true or false, got %q", v)
		}
	}
	if c.OrderTTL, err = time.ParseDuration(get("BOOKSTORE_ORDER_TTL", "15m")); err != nil || c.OrderTTL < time.Minute {
		return nil, fmt.Errorf("BOOKSTORE_ORDER_TTL must be a duration of at least 1m such as 15m, got %q", get("BOOKSTORE_ORDER_TTL", ""))
	}
	if c.WorkerEvery, err = time.ParseDuration(get("BOOKSTORE_WORKER_EVERY", "30s")); err != nil || c.WorkerEvery < time.Second || c.WorkerEvery > time.Hour {
		return nil, fmt.Errorf("BOOKSTORE_WORKER_EVERY must be a duration from 1s to 1h such as 30s, got %q", get("BOOKSTORE_WORKER_EVERY", ""))
	}
	if c.CatalogCacheTTL, err = time.ParseDuration(get("BOOKSTORE_CATALOG_CACHE_TTL", "2s")); err != nil || c.CatalogCacheTTL < 0 || c.CatalogCacheTTL > time.Minute {
		return nil, fmt.Errorf("BOOKSTORE_CATALOG_CACHE_TTL must be a duration from 0s to 1m such as 2s, got %q", get("BOOKSTORE_CATALOG_CACHE_TTL", ""))
	}
	if c.SMTPURL != "" {
		if c.SMTP, err = parseSMTPURL(c.SMTPURL, c.BaseURL.Hostname()); err != nil {
			return nil, err
		}
	}
	if c.EInvoice, err = loadEInvoice(get, c.Env); err != nil {
		return nil, err
	}
	if c.Carrier, err = loadCarrier(get, c.Env); err != nil {
		return nil, err
	}
	if c.PaymentMode != "checkout-form" && c.PaymentMode != "direct-3ds" {
		return nil, fmt.Errorf("BOOKSTORE_PAYMENT_MODE must be checkout-form or direct-3ds, got %q", c.PaymentMode)
	}
	if c.ShutdownTimeout, err = time.ParseDuration(get("BOOKSTORE_SHUTDOWN_TIMEOUT", DefaultShutdown.String())); err != nil || c.ShutdownTimeout < time.Second {
		return nil, fmt.Errorf("BOOKSTORE_SHUTDOWN_TIMEOUT must be a duration of at least 1s such as 45s, got %q", get("BOOKSTORE_SHUTDOWN_TIMEOUT", ""))
	}
	if c.StaleClaim, err = time.ParseDuration(get("BOOKSTORE_STALE_CLAIM", "2m")); err != nil || c.StaleClaim < 5*time.Second || c.StaleClaim > time.Hour {
		return nil, fmt.Errorf("BOOKSTORE_STALE_CLAIM must be a duration from 5s to 1h such as 2m, got %q", get("BOOKSTORE_STALE_CLAIM", ""))
	}
	c.MetricsToken, c.MetricsAddr = getenv("BOOKSTORE_METRICS_TOKEN"), get("BOOKSTORE_METRICS_ADDR", "")
	if c.MetricsToken != "" && len(c.MetricsToken) < MinMetricsTokenLen {
		return nil, fmt.Errorf("BOOKSTORE_METRICS_TOKEN must be at least %d characters (openssl rand -hex 24)", MinMetricsTokenLen)
	}
	if c.SecretKey, c.OldSecretKeys, err = parseSecretKeys(getenv("BOOKSTORE_SECRET_KEY"), getenv("BOOKSTORE_SECRET_KEY_OLD"), c.Env); err != nil {
		return nil, err
	}
	if (c.IyzicoAPIKey == "") != (c.IyzicoSecretKey == "") {
		return nil, fmt.Errorf("IYZICO_API_KEY and IYZICO_SECRET_KEY must be set together")
	}
	return c, nil
}

// parseSecretKeys reads BOOKSTORE_SECRET_KEY and BOOKSTORE_SECRET_KEY_OLD.
// Errors never repeat a key.
func parseSecretKeys(cur, old string, env Env) ([]byte, [][]byte, error) {
	cur = strings.TrimSpace(cur)
	if cur == "" {
		if env == Production {
			return nil, nil, fmt.Errorf("BOOKSTORE_SECRET_KEY is required in production (openssl rand -base64 32)")
		}
		if strings.TrimSpace(old) != "" {
			return nil, nil, fmt.Errorf("BOOKSTORE_SECRET_KEY_OLD needs BOOKSTORE_SECRET_KEY")
		}
		return nil, nil, nil
	}
	key, err := secretbox.ParseKey(cur)
	if err != nil {
		return nil, nil, fmt.Errorf("BOOKSTORE_SECRET_KEY: %w", err)
	}
	var olds [][]byte
	for i, f := range strings.Split(old, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		k, err := secretbox.ParseKey(f)
		if err != nil {
			return nil, nil, fmt.Errorf("BOOKSTORE_SECRET_KEY_OLD (key %d): %w", i+1, err)
		}
		olds = append(olds, k)
	}
	return key, olds, nil
}

func parseBaseURL(name, v string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimRight(v, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%s must be an http or https URL, got %q", name, v)
	}
	return u, nil
}

// parseProxies reads BOOKSTORE_TRUSTED_PROXIES: comma-separated CIDRs
// (10.0.0.0/8, fd00::/8) or single addresses (127.0.0.1 is 127.0.0.1/32).
func parseProxies(v string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(v, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			a, aerr := netip.ParseAddr(f)
			if aerr != nil {
				return nil, fmt.Errorf("BOOKSTORE_TRUSTED_PROXIES must be comma-separated CIDRs such as 127.0.0.1/32,10.0.0.0/8, got %q", f)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// parseSMTPURL reads BOOKSTORE_SMTP_URL. Errors never repeat the value: it
// may hold a password.
func parseSMTPURL(v, siteHost string) (*SMTPConfig, error) {
	const usage = "BOOKSTORE_SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465 (optionally ?from=noreply@example.com)"
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" || u.Path != "" && u.Path != "/" {
		return nil, fmt.Errorf("%s", usage)
	}
	c := &SMTPConfig{Host: u.Hostname(), ImplicitTLS: u.Scheme == "smtps", Port: 587}
	if c.ImplicitTLS {
		c.Port = 465
	}
	if p := u.Port(); p != "" {
		if c.Port, err = strconv.Atoi(p); err != nil || c.Port < 1 || c.Port > 65535 {
			return nil, fmt.Errorf("%s: bad port", usage)
		}
	}
	if u.User != nil {
		c.Username = u.User.Username()
		c.Password, _ = u.User.Password()
	}
	q := u.Query()
	for k := range q {
		if k != "from" {
			return nil, fmt.Errorf("%s: unknown parameter %q", usage, k)
		}
	}
	c.From = q.Get("from")
	if c.From == "" {
		c.From = "noreply@" + siteHost
	}
	if a, err := mail.ParseAddress(c.From); err != nil || a.Address != c.From || a.Name != "" {
		return nil, fmt.Errorf("%s: from must be a plain e-mail address", usage)
	}
	return c, nil
}
