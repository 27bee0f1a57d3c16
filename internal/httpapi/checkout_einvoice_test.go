package httpapi_test

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// fakeRegistry is the integrator's taxpayer registry: an answer per VKN,
// a failure, or a delay (that ignores the context, as a careless client
// might).
type fakeRegistry struct {
	mu    sync.Mutex
	asked []string
	reg   map[string]bookstore.Taxpayer
	fail  error
	delay time.Duration
}

func (f *fakeRegistry) CheckTaxpayer(_ context.Context, taxID string) (bookstore.Taxpayer, error) {
	f.mu.Lock()
	f.asked = append(f.asked, taxID)
	delay, fail := f.delay, f.fail
	f.mu.Unlock()
	time.Sleep(delay)
	if fail != nil {
		return bookstore.Taxpayer{}, fail
	}
	return f.reg[taxID], nil
}

// TestCheckoutEInvoiceProfile: a Kurumsal order asks the integrator about
// its VKN: registered → e-Fatura (TEMELFATURA, its inbox), not registered
// → e-Arşiv, both answered; an integrator slower than the timeout or
// failing still places the order, e-Arşiv and unchecked, without making
// the buyer wait for it; a Bireysel order is e-Arşiv without asking. The
// choice is frozen on the order and shown on the member's and the admin's
// order views.
func TestCheckoutEInvoiceProfile(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE books SET stock_quantity = 50 WHERE id = ?", f.visible.ID); err != nil {
			t.Fatal(err)
		}
		reg := &fakeRegistry{reg: map[string]bookstore.Taxpayer{
			"1234567890": {EInvoice: true, Alias: "urn:mail:defaultpk@okur.com.tr", Title: "Okur Yayıncılık A.Ş."}}}
		e.checkout.Taxpayers = reg
		e.checkout.TaxpayerTimeout = 150 * time.Millisecond
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		for i, tc := range []struct {
			name    string
			billing map[string]any
			delay   time.Duration
			fail    error
			profile string
			label   string
			check   string
			alias   string
			asked   bool
		}{
			{"registered", corporate("1234567890"), 0, nil, "TEMELFATURA", "e-Fatura", "answered", "urn:mail:defaultpk@okur.com.tr", true},
			{"not registered", corporate("9876543217"), 0, nil, "EARSIVFATURA", "e-Arşiv", "answered", "", true},
			{"slow", corporate("1234567890"), time.Second, nil, "EARSIVFATURA", "e-Arşiv", "unchecked", "", true},
			{"error", corporate("1234567890"), 0, errors.New("503 from the integrator"), "EARSIVFATURA", "e-Arşiv", "unchecked", "", true},
			{"bireysel", map[string]any{"type": "individual", "name": "Ayşe Yılmaz"}, 0, nil, "EARSIVFATURA", "e-Arşiv", "not_needed", "", false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				reg.mu.Lock()
				reg.delay, reg.fail, reg.asked = tc.delay, tc.fail, nil
				reg.mu.Unlock()
				c := e.client().signedIn(string(rune('a'+i))+"-vergi@example.com", bookstore.RoleUser)
				if r := setQty(c, f.visible.ID, 1); r.StatusCode != 200 {
					t.Fatalf("cart: %d %s", r.StatusCode, r.body)
				}
				home := addAddress(t, c, kadikoyAddress("Ev"))
				start := time.Now()
				r := c.post("/api/orders", map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true, "billing": tc.billing})
				took := time.Since(start)
				if r.StatusCode != http.StatusCreated {
					t.Fatalf("order: %d %s", r.StatusCode, r.body)
				}
				if tc.delay > 0 && took > tc.delay*3/4 {
					t.Errorf("the buyer waited %v for a slow integrator (timeout %v)", took, e.checkout.TaxpayerTimeout)
				}
				var o httpapi.OrderView
				r.json(t, &o)
				if p := o.Parties; p == nil || p.InvoiceProfile != tc.profile || p.ProfileLabel != tc.label || p.TaxpayerCheck != tc.check {
					t.Fatalf("placed: %+v", o.Parties)
				}
				reg.mu.Lock()
				asked := reg.asked
				reg.mu.Unlock()
				if tc.asked != (len(asked) == 1) || tc.asked && asked[0] != tc.billing["vkn"] {
					t.Errorf("asked %v", asked)
				}
				var alias, check string
				if err := db.Bun().NewRaw("SELECT einvoice_alias, taxpayer_check FROM order_parties WHERE order_id = ?", o.ID).
					Scan(context.Background(), &alias, &check); err != nil || alias != tc.alias || check != tc.check {
					t.Errorf("stored alias %q check %q, %v", alias, check, err)
				}
				if mine := myOrder(t, c, o.ID); mine.Parties == nil || mine.Parties.ProfileLabel != tc.label {
					t.Errorf("member's order: %+v", mine.Parties)
				}
				var ao httpapi.AdminOrderView
				admin.get("/api/admin/orders/"+o.ID).json(t, &ao)
				if ao.Parties == nil || ao.Parties.InvoiceProfile != tc.profile || ao.Parties.ProfileLabel != tc.label {
					t.Errorf("admin's order: %+v", ao.Parties)
				}
			})
		}
	})
}
