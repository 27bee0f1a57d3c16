package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"bookstore/internal/einvoice"
	"bookstore/internal/wiring"
)

// TestServedCheckoutAsksTheInvoiceRegistry: the served shop's checkout
// asks the configured integrator whether a Kurumsal buyer's VKN is
// registered for e-Fatura, so the order is placed as e-Fatura with the
// answer (not left unchecked for the worker to settle later, which showed
// the admin 'e-Arşiv' for a registered company).
func TestServedCheckoutAsksTheInvoiceRegistry(t *testing.T) {
	var checks atomic.Int32
	sim := einvoice.NewSimulator(wiring.SimulatorDocuments(einvoice.SimulatorOptions{APIKey: einvoice.SimulatorAPIKey}))
	simSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.Path, "/Check/TaxNumber/") {
			checks.Add(1)
		}
		sim.ServeHTTP(w, r)
	}))
	t.Cleanup(simSrv.Close)

	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ADDR": "127.0.0.1:0",
		"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!", "BOOKSTORE_EINVOICE_URL": simSrv.URL}
	base := "http://" + serveInstance(t, env, io.Discard)
	if _, err := run(t, env, "Zx9!kqLm#2-alici\n", "user", "create", "--email", "kurumsal@example.com", "--name", "Alıcı Okur", "--role", "user"); err != nil {
		t.Fatal(err)
	}
	c := signIn(t, base, "kurumsal@example.com", "Zx9!kqLm#2-alici")

	code, b, err := callJSON(c, base, http.MethodPost, "/api/me/addresses", map[string]any{"label": "İş", "recipient": "Alıcı Okur",
		"phone": "0312 555 44 33", "provinceId": 34, "districtId": 3423, "neighborhood": "Caferağa", "line": "Moda Cad. No: 5", "postalCode": "34710"})
	var addr struct{ ID string }
	if err != nil || code != http.StatusCreated || json.Unmarshal(b, &addr) != nil {
		t.Fatalf("address: %d %s %v", code, b, err)
	}
	code, b, err = callJSON(c, base, http.MethodGet, "/api/books", nil)
	var books struct {
		Items []struct {
			ID    string
			Stock int
		}
	}
	if err != nil || code != 200 || json.Unmarshal(b, &books) != nil {
		t.Fatalf("books: %d %s %v", code, b, err)
	}
	book := ""
	for _, it := range books.Items {
		if it.Stock > 0 {
			book = it.ID
			break
		}
	}
	if code, b, err := callJSON(c, base, http.MethodPut, "/api/cart/items/"+book, map[string]any{"quantity": 1}); err != nil || code != 200 {
		t.Fatalf("cart: %d %s %v", code, b, err)
	}

	code, b, err = callJSON(c, base, http.MethodPost, "/api/orders", map[string]any{"deliveryAddressId": addr.ID, "billingSameAsDelivery": true,
		"billing": map[string]any{"type": "corporate", "title": "Okur Yayıncılık A.Ş.", "vkn": einvoice.SimTaxpayerVKN, "taxOffice": "Kadıköy"}})
	var order struct {
		Parties struct{ InvoiceProfile, TaxpayerCheck string }
	}
	if err != nil || code != http.StatusCreated || json.Unmarshal(b, &order) != nil {
		t.Fatalf("order: %d %s %v", code, b, err)
	}
	if order.Parties.InvoiceProfile != "TEMELFATURA" || order.Parties.TaxpayerCheck != "answered" || checks.Load() != 1 {
		t.Fatalf("placed as %+v after %d registry checks; want TEMELFATURA, answered, asked once", order.Parties, checks.Load())
	}
}
