package main

import (
	"context"
	"io"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/einvoice"
)

// productionEnv passes every production check before the e-invoice one.
func productionEnv(t *testing.T) map[string]string {
	return map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ENV": "production", "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_SMTP_URL": "smtp://127.0.0.1:2525",
		"IYZICO_API_KEY": "k", "IYZICO_SECRET_KEY": "s", "IYZICO_BASE_URL": "http://127.0.0.1:9"}
}

// TestProductionRefusesToStartWithoutAnInvoiceProvider: every sale needs
// its invoice; production serves only with Nilvera's URL and key, or with
// invoicing declared manual. The refusal is one line naming the variables.
func TestProductionRefusesToStartWithoutAnInvoiceProvider(t *testing.T) {
	for name, set := range map[string]map[string]string{
		"nothing set":         {},
		"the simulator":       {"BOOKSTORE_EINVOICE_PROVIDER": "simulator", "BOOKSTORE_EINVOICE_URL": "http://127.0.0.1:9091"},
		"nilvera without key": {"BOOKSTORE_EINVOICE_PROVIDER": "nilvera", "BOOKSTORE_EINVOICE_URL": "https://api.nilvera.com"},
		"nilvera without url": {"BOOKSTORE_EINVOICE_API_KEY": "anahtar"},
	} {
		t.Run(name, func(t *testing.T) {
			env := productionEnv(t)
			for k, v := range set {
				env[k] = v
			}
			_, err := run(t, env, "", "serve")
			if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_EINVOICE_PROVIDER=manual") ||
				!strings.Contains(err.Error(), "BOOKSTORE_EINVOICE_API_KEY") || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want a one-line usage error naming the e-invoice variables", err)
			}
		})
	}
	t.Run("manual starts", func(t *testing.T) {
		env := productionEnv(t)
		env["BOOKSTORE_EINVOICE_PROVIDER"] = "manual"
		serveInstance(t, env, io.Discard)
	})
}

// In development without BOOKSTORE_EINVOICE_URL the simulator is served by
// the shop under einvoice.SimulatorPath, and the adapter works against it.
func TestDevelopmentMountsTheInvoiceSimulator(t *testing.T) {
	addr := serveInstance(t, map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!"}, io.Discard)
	c := einvoice.NewClient("http://"+addr+einvoice.SimulatorPath, einvoice.SimulatorAPIKey, nil)
	ctx := context.Background()
	tp, err := c.CheckTaxpayer(ctx, einvoice.SimTaxpayerVKN)
	if err != nil || !tp.EInvoice || tp.Alias != einvoice.SimTaxpayerAlias {
		t.Fatalf("taxpayer check through the shop: %+v %v", tp, err)
	}
	inv := &bookstore.Invoice{Profile: bookstore.ProfileEArchive, ETTN: "2d7f0c4e-9a1b-4e6f-b3c8-7a5d1e0f9b26", Number: "KTP2026000000001",
		Buyer: bookstore.InvoiceParty{TaxID: bookstore.ConsumerTCKN}}
	if err := c.Send(ctx, inv, simUBL(inv)); err != nil {
		t.Fatalf("send through the shop: %v", err)
	}
	if err := c.Cancel(ctx, inv.ETTN); bookstore.ErrorCode(err) != bookstore.CodeConflict {
		t.Fatalf("cancel (a PUT through the shop's guards) of a queued invoice: %v, want the simulator's refusal", err)
	}
	if st, err := c.State(ctx, inv.Profile, inv.ETTN); err != nil || !st.Known {
		t.Fatalf("state through the shop: %+v %v", st, err)
	}
}
