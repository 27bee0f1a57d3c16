package main

import (
	"context"
	"io"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/mngkargo"
)

// Production with BOOKSTORE_CARRIER_PROVIDER=mng serves only with MNG's
// URL, credentials and webhook secret; the refusal is one line naming the
// variables. Without any carrier variable production is manual and starts.
func TestProductionRefusesMNGWithoutCredentials(t *testing.T) {
	env := productionEnv(t)
	env["BOOKSTORE_EINVOICE_PROVIDER"] = "manual"
	env["BOOKSTORE_CARRIER_PROVIDER"] = "mng"
	env["BOOKSTORE_CARRIER_URL"] = "https://api.mngkargo.com.tr"
	_, err := run(t, env, "", "serve")
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_CARRIER_PASSWORD") ||
		!strings.Contains(err.Error(), "BOOKSTORE_CARRIER_PROVIDER=manual") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("got %v, want a one-line usage error naming the carrier variables", err)
	}
}

// In development without BOOKSTORE_CARRIER_URL the MNG simulator is served
// by the shop under mngkargo.SimulatorPath, and the adapter works against
// it (a PUT through the shop's guards included).
func TestDevelopmentMountsTheCarrierSimulator(t *testing.T) {
	addr := serveInstance(t, map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!"}, io.Discard)
	c := mngkargo.NewClient("http://"+addr+mngkargo.SimulatorPath, mngkargo.Credentials{ClientID: mngkargo.SimClientID,
		ClientSecret: mngkargo.SimClientSecret, CustomerNumber: mngkargo.SimCustomerNumber, Password: mngkargo.SimPassword}, nil)
	ctx := context.Background()
	s, err := c.CreateShipment(ctx, bookstore.Parcel{Reference: "KTP-DEV-1", Grams: 300, Desi: 1, Pieces: 1,
		Recipient: bookstore.ParcelParty{Name: "Ali Veli", Email: "ali@example.com", Province: "Ankara", District: "Çankaya", Address: "Kızılay"}})
	if err != nil {
		t.Fatalf("create through the shop: %v", err)
	}
	if err := c.CancelShipment(ctx, s.ID); err != nil {
		t.Fatalf("cancel through the shop: %v", err)
	}
}
