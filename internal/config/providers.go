package config

import (
	"fmt"
	"strings"
)

// The outside systems chosen by configuration: the e-invoice integrator
// and the carrier, each with its simulator in development.

// E-invoice providers (BOOKSTORE_EINVOICE_PROVIDER).
const (
	// EInvoiceNilvera sends invoices through Nilvera's REST API
	// (BOOKSTORE_EINVOICE_URL and BOOKSTORE_EINVOICE_API_KEY).
	EInvoiceNilvera = "nilvera"
	// EInvoiceSimulator sends them to the development simulator: the one
	// mounted in the shop, or the one at BOOKSTORE_EINVOICE_URL (bookstore
	// einvoice-sim). Never in production.
	EInvoiceSimulator = "simulator"
	// EInvoiceManual issues no invoice through an integrator: the shop's
	// accountant invoices by hand. The one way to run production without
	// integrator keys.
	EInvoiceManual = "manual"
)

// EInvoiceConfig selects the e-invoice integrator. The default is the
// simulator in development and Nilvera in production, where serve refuses
// to start without its URL and key unless Provider is manual.
type EInvoiceConfig struct {
	Provider string // BOOKSTORE_EINVOICE_PROVIDER
	URL      string // BOOKSTORE_EINVOICE_URL: the API's base (https://apitest.nilvera.com, https://api.nilvera.com)
	APIKey   string // BOOKSTORE_EINVOICE_API_KEY
}

// Carrier providers (BOOKSTORE_CARRIER_PROVIDER).
const (
	// CarrierMNG creates shipments through MNG Kargo's (DHL eCommerce's)
	// REST API at BOOKSTORE_CARRIER_URL; in development without a URL,
	// through the simulator mounted in the shop. Production needs the URL,
	// the credentials and the webhook secret.
	CarrierMNG = "mng"
	// CarrierManual has no carrier API: staff pick the carrier and type the
	// tracking number (the production default unless BOOKSTORE_CARRIER_URL
	// is set).
	CarrierManual = "manual"
)

// DevCarrierWebhookSecret is BOOKSTORE_CARRIER_WEBHOOK_SECRET's default in
// development: the one the carrier simulator signs with unless told
// another (bookstore carrier-sim --webhook-secret).
const DevCarrierWebhookSecret = "carrier-simulator-webhook-secret"

// MinCarrierWebhookSecretLen keeps a guessable webhook secret out of
// production: the webhook moves orders to 'Teslim Edildi'.
const MinCarrierWebhookSecretLen = 24

// CarrierConfig selects the carrier adapter and holds its credentials:
// the application's keys from MNG's API portal (ClientID, ClientSecret)
// and the merchant's customer number and password.
type CarrierConfig struct {
	Provider       string // BOOKSTORE_CARRIER_PROVIDER
	URL            string // BOOKSTORE_CARRIER_URL: https://api.mngkargo.com.tr (sandbox: https://testapi.mngkargo.com.tr)
	ClientID       string // BOOKSTORE_CARRIER_CLIENT_ID (X-IBM-Client-Id)
	ClientSecret   string // BOOKSTORE_CARRIER_CLIENT_SECRET (X-IBM-Client-Secret)
	CustomerNumber string // BOOKSTORE_CARRIER_CUSTOMER_NUMBER
	Password       string // BOOKSTORE_CARRIER_PASSWORD
	// WebhookSecret signs the carrier's calls to /api/carrier/webhook
	// (BOOKSTORE_CARRIER_WEBHOOK_SECRET; DevCarrierWebhookSecret by
	// default in development).
	WebhookSecret string
}

// loadEInvoice reads BOOKSTORE_EINVOICE_PROVIDER, _URL and _API_KEY. Only
// the values' form is checked here: whether production may run with them
// is serve's decision (migrate and backup need no integrator). Errors
// never repeat the key.
func loadEInvoice(get func(name, def string) string, env Env) (EInvoiceConfig, error) {
	def := EInvoiceSimulator
	if env == Production {
		def = EInvoiceNilvera
	}
	e := EInvoiceConfig{Provider: get("BOOKSTORE_EINVOICE_PROVIDER", def), URL: strings.TrimRight(get("BOOKSTORE_EINVOICE_URL", ""), "/"),
		APIKey: get("BOOKSTORE_EINVOICE_API_KEY", "")}
	switch e.Provider {
	case EInvoiceNilvera, EInvoiceSimulator, EInvoiceManual:
	default:
		return e, fmt.Errorf("BOOKSTORE_EINVOICE_PROVIDER must be nilvera, simulator or manual, got %q", e.Provider)
	}
	if e.URL != "" {
		if _, err := parseBaseURL("BOOKSTORE_EINVOICE_URL", e.URL); err != nil {
			return e, err
		}
	}
	return e, nil
}

// loadCarrier reads BOOKSTORE_CARRIER_*. The default provider is mng in
// development (the simulator, without a URL) and in production when a URL
// is given, else manual. Only the values' form is checked here: whether
// production may run with them is serve's decision. Errors never repeat a
// secret.
func loadCarrier(get func(name, def string) string, env Env) (CarrierConfig, error) {
	base := strings.TrimRight(get("BOOKSTORE_CARRIER_URL", ""), "/")
	def, secret := CarrierMNG, DevCarrierWebhookSecret
	if env == Production {
		secret = ""
		if base == "" {
			def = CarrierManual
		}
	}
	c := CarrierConfig{Provider: get("BOOKSTORE_CARRIER_PROVIDER", def), URL: base, ClientID: get("BOOKSTORE_CARRIER_CLIENT_ID", ""),
		ClientSecret: get("BOOKSTORE_CARRIER_CLIENT_SECRET", ""), CustomerNumber: get("BOOKSTORE_CARRIER_CUSTOMER_NUMBER", ""),
		Password: get("BOOKSTORE_CARRIER_PASSWORD", ""), WebhookSecret: get("BOOKSTORE_CARRIER_WEBHOOK_SECRET", secret)}
	switch c.Provider {
	case CarrierMNG, CarrierManual:
	default:
		return c, fmt.Errorf("BOOKSTORE_CARRIER_PROVIDER must be mng or manual, got %q", c.Provider)
	}
	if c.URL != "" {
		if _, err := parseBaseURL("BOOKSTORE_CARRIER_URL", c.URL); err != nil {
			return c, err
		}
	}
	return c, nil
}
