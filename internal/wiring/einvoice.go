package wiring

import (
	"errors"
	"strings"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/einvoice"
	"bookstore/internal/invoicepdf"
	"bookstore/internal/ubltr"
)

// SimulatorDocuments makes a simulator check and print invoices as an
// integrator does: it refuses an XML the UBL-TR schemas or the GİB rules
// refuse (as an asynchronous rejection with the reason), and its PDF is
// printed from the XML it received.
func SimulatorDocuments(o einvoice.SimulatorOptions) einvoice.SimulatorOptions {
	o.Validate = ubltr.Validate
	o.Render = func(xml []byte) ([]byte, error) {
		inv, err := ubltr.Parse(xml)
		if err != nil {
			return nil, err
		}
		return invoicepdf.Invoice(inv)
	}
	return o
}

// InvoiceProvider is the e-invoice integrator the configuration names: a
// Nilvera client; or, for the simulator, a client of the separate one at
// BOOKSTORE_EINVOICE_URL, or of the simulator returned here to be mounted
// in the shop at einvoice.SimulatorPath (development without a URL); or
// nil for manual invoicing. Production runs only with a real provider or
// manual invoicing: the error says what to set, in the operator's
// language and with the variables' names.
func InvoiceProvider(cfg *config.Config, sim einvoice.SimulatorOptions) (bookstore.InvoiceProvider, *einvoice.Simulator, error) {
	e := cfg.EInvoice
	switch {
	case e.Provider == config.EInvoiceManual:
		return nil, nil, nil
	case e.Provider == config.EInvoiceNilvera && (e.URL == "" || e.APIKey == ""):
		if cfg.Env == config.Production {
			return nil, nil, errEInvoiceProduction
		}
		return nil, nil, errors.New("BOOKSTORE_EINVOICE_PROVIDER=nilvera için BOOKSTORE_EINVOICE_URL ve BOOKSTORE_EINVOICE_API_KEY gerekir " +
			"(Nilvera'nın test sistemi: https://apitest.nilvera.com)")
	case e.Provider == config.EInvoiceNilvera:
		return einvoice.NewClient(e.URL, e.APIKey, nil), nil, nil
	case cfg.Env == config.Production:
		return nil, nil, errEInvoiceProduction
	case e.URL != "":
		key := e.APIKey
		if key == "" {
			key = einvoice.SimulatorAPIKey
		}
		return einvoice.NewClient(e.URL, key, nil), nil, nil
	}
	sim.APIKey = einvoice.SimulatorAPIKey
	base := strings.TrimRight(cfg.BaseURL.String(), "/") + einvoice.SimulatorPath
	return einvoice.NewClient(base, einvoice.SimulatorAPIKey, nil), einvoice.NewSimulator(SimulatorDocuments(sim)), nil
}

// errEInvoiceProduction refuses production without an integrator: every
// sale needs its invoice, and the simulator issues none that counts.
var errEInvoiceProduction = errors.New("production ortamında e-fatura entegratörü zorunludur: BOOKSTORE_EINVOICE_PROVIDER=nilvera ile " +
	"BOOKSTORE_EINVOICE_URL ve BOOKSTORE_EINVOICE_API_KEY verin; faturalar elle kesiliyorsa BOOKSTORE_EINVOICE_PROVIDER=manual yazın " +
	"(production requires an e-invoice provider, or BOOKSTORE_EINVOICE_PROVIDER=manual)")
