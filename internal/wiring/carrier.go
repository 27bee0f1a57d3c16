package wiring

import (
	"errors"
	"fmt"
	"strings"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/httpapi"
	"bookstore/internal/mngkargo"
)

// Carrier is the carrier adapter the configuration names: a client of MNG
// Kargo's API at BOOKSTORE_CARRIER_URL (the real one, or a separate
// bookstore carrier-sim), or, in development without a URL, a client of
// the simulator returned here to be mounted in the shop at
// mngkargo.SimulatorPath, calling the shop's own webhook; or nil when
// shipments are manual only. Production runs only with MNG's URL,
// credentials and webhook secret, or manual: the error says what to set,
// with the variables' names.
func Carrier(cfg *config.Config) (bookstore.Carrier, *mngkargo.Simulator, error) {
	c := cfg.Carrier
	if c.Provider == config.CarrierManual {
		return nil, nil, nil
	}
	cred := mngkargo.Credentials{ClientID: c.ClientID, ClientSecret: c.ClientSecret, CustomerNumber: c.CustomerNumber, Password: c.Password}
	if cfg.Env == config.Production {
		var missing []string
		for name, v := range map[string]string{"BOOKSTORE_CARRIER_URL": c.URL, "BOOKSTORE_CARRIER_CLIENT_ID": c.ClientID,
			"BOOKSTORE_CARRIER_CLIENT_SECRET": c.ClientSecret, "BOOKSTORE_CARRIER_CUSTOMER_NUMBER": c.CustomerNumber,
			"BOOKSTORE_CARRIER_PASSWORD": c.Password, "BOOKSTORE_CARRIER_WEBHOOK_SECRET": c.WebhookSecret} {
			if v == "" {
				missing = append(missing, name)
			}
		}
		if len(missing) > 0 {
			return nil, nil, fmt.Errorf("production ortamında BOOKSTORE_CARRIER_PROVIDER=mng için %s gerekir; kargo API'si kullanılmıyorsa "+
				"BOOKSTORE_CARRIER_PROVIDER=manual yazın (production requires the MNG Kargo URL, credentials and webhook secret, "+
				"or BOOKSTORE_CARRIER_PROVIDER=manual)", strings.Join(sorted(missing), ", "))
		}
		if len(c.WebhookSecret) < config.MinCarrierWebhookSecretLen {
			return nil, nil, fmt.Errorf("BOOKSTORE_CARRIER_WEBHOOK_SECRET en az %d karakter olmalıdır (openssl rand -hex 24)", config.MinCarrierWebhookSecretLen)
		}
		return mngkargo.NewClient(c.URL, cred, nil), nil, nil
	}
	if cred == (mngkargo.Credentials{}) {
		cred = mngkargo.Credentials{ClientID: mngkargo.SimClientID, ClientSecret: mngkargo.SimClientSecret,
			CustomerNumber: mngkargo.SimCustomerNumber, Password: mngkargo.SimPassword}
	}
	if c.URL != "" {
		return mngkargo.NewClient(c.URL, cred, nil), nil, nil
	}
	if c.WebhookSecret == "" {
		return nil, nil, errors.New("BOOKSTORE_CARRIER_WEBHOOK_SECRET boş olamaz")
	}
	base := strings.TrimRight(cfg.BaseURL.String(), "/")
	sim := mngkargo.NewSimulator(mngkargo.SimulatorOptions{ClientID: cred.ClientID, ClientSecret: cred.ClientSecret,
		CustomerNumber: cred.CustomerNumber, Password: cred.Password, WebhookURL: base + httpapi.CarrierWebhookPath, WebhookSecret: c.WebhookSecret})
	return mngkargo.NewClient(base+mngkargo.SimulatorPath, cred, nil), sim, nil
}

func sorted(ss []string) []string {
	for i := 1; i < len(ss); i++ {
		for j := i; j > 0 && ss[j] < ss[j-1]; j-- {
			ss[j], ss[j-1] = ss[j-1], ss[j]
		}
	}
	return ss
}
