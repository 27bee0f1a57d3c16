package einvoice

import (
	"crypto/rand"
	"fmt"
	"net/http/httptest"
	"testing"

	"bookstore/internal/bookstore"
)

// simServer runs a simulator on its own port and a client of it.
func simServer(t *testing.T, opts SimulatorOptions) (*Simulator, *Client) {
	t.Helper()
	sim := NewSimulator(opts)
	srv := httptest.NewServer(sim)
	t.Cleanup(func() {
		_ = sim.Close() // ends injected delays, so Close below does not wait for them
		srv.Close()
	})
	key := opts.APIKey
	if key == "" {
		key = SimulatorAPIKey
	}
	return sim, NewClient(srv.URL, key, nil)
}

func newETTN() string {
	b := make([]byte, 16)
	rand.Read(b)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

var seq int

// testInvoice is an invoice with a fresh ETTN and number, and its UBL-TR
// head (what the simulator reads: number, ETTN, profile, buyer).
func testInvoice(profile bookstore.InvoiceProfile, buyer string) (*bookstore.Invoice, []byte) {
	seq++
	inv := &bookstore.Invoice{Profile: profile, ETTN: newETTN(), Number: fmt.Sprintf("KTP2026%09d", seq),
		Buyer: bookstore.InvoiceParty{Name: "Alıcı", TaxID: buyer}}
	if profile == bookstore.ProfileBasic {
		inv.Buyer.Alias = SimTaxpayerAlias
	}
	return inv, ublFor(inv)
}

func ublFor(inv *bookstore.Invoice) []byte {
	scheme := "TCKN"
	if len(inv.Buyer.TaxID) == 10 {
		scheme = "VKN"
	}
	return []byte(fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
 <cbc:UBLVersionID>2.1</cbc:UBLVersionID>
 <cbc:CustomizationID>TR1.2</cbc:CustomizationID>
 <cbc:ProfileID>%s</cbc:ProfileID>
 <cbc:ID>%s</cbc:ID>
 <cbc:UUID>%s</cbc:UUID>
 <cac:AccountingSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="VKN">3130557669</cbc:ID></cac:PartyIdentification></cac:Party></cac:AccountingSupplierParty>
 <cac:AccountingCustomerParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="%s">%s</cbc:ID></cac:PartyIdentification></cac:Party></cac:AccountingCustomerParty>
</Invoice>`, inv.Profile, inv.Number, inv.ETTN, scheme, inv.Buyer.TaxID))
}
