package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// initCapture keeps the body of every payment initialize the simulator
// receives (3D Secure and hosted form), in order.
type initCapture struct {
	mu     sync.Mutex
	bodies []map[string]any
}

func (c *initCapture) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/payment/3dsecure/initialize") || strings.Contains(r.URL.Path, "/checkoutform/initialize") {
			b, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(b))
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			c.mu.Lock()
			c.bodies = append(c.bodies, m)
			c.mu.Unlock()
		}
		next.ServeHTTP(w, r)
	})
}

func (c *initCapture) last(t *testing.T) map[string]any {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.bodies) == 0 {
		t.Fatal("no initialize reached the simulator")
	}
	return c.bodies[len(c.bodies)-1]
}

// jsonPath reads a dotted path of the captured JSON ("buyer.identityNumber").
func jsonPath(m map[string]any, path string) string {
	var v any = m
	for _, k := range strings.Split(path, ".") {
		o, _ := v.(map[string]any)
		v = o[k]
	}
	s, _ := v.(string)
	return s
}

// TestPaymentSendsParties: in both payment modes the initialize carries the
// order's frozen parties in iyzico's structured fields: the delivery
// address to its recipient, the billing address to the billing party, city
// = il, country Türkiye, address = mahalle, açık adres and ilçe, the posta
// kodu; the buyer's identityNumber is the T.C. kimlik numarası given, or
// the placeholder for a Kurumsal buyer (a VKN is not one). The simulator
// refuses an initialize lacking them, so the payment also starts.
func TestPaymentSendsParties(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		cap := &initCapture{}
		e := newEnv(t, db, nil, cap.wrap)
		for i, mode := range []bookstore.PaymentMode{bookstore.PaymentDirect3DS, bookstore.PaymentCheckoutForm} {
			e.checkout.Mode = mode
			for j, billing := range []map[string]any{corporate("1234567890"),
				{"type": "individual", "name": "Ayşe Yılmaz", "tckn": "10000000146"}} {
				email := string(rune('a'+i)) + string(rune('a'+j)) + "@example.com"
				c := e.client().signedIn(email, bookstore.RoleUser)
				if r := setQty(c, f.visible.ID, 1); r.StatusCode != 200 {
					t.Fatalf("cart: %d %s", r.StatusCode, r.body)
				}
				home := addAddress(t, c, kadikoyAddress("Ev"))
				officeBody := kadikoyAddress("İş")
				officeBody["provinceId"], officeBody["districtId"], officeBody["neighborhood"] = 6, 607, "Kızılay"
				officeBody["line"], officeBody["postalCode"] = "Atatürk Blv. No: 100", ""
				office := addAddress(t, c, officeBody)
				r := c.post("/api/orders", map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": false,
					"billingAddressId": office.ID, "billing": billing})
				if r.StatusCode != http.StatusCreated {
					t.Fatalf("order: %d %s", r.StatusCode, r.body)
				}
				var o struct{ ID string }
				r.json(t, &o)
				if mode == bookstore.PaymentDirect3DS {
					startPayment(t, c, o.ID)
				} else {
					startForm(t, c, o.ID)
				}
				got := cap.last(t)
				want := map[string]string{
					"shippingAddress.contactName": "Ayşe Yılmaz", "shippingAddress.city": "İstanbul",
					"shippingAddress.country": "Türkiye", "shippingAddress.address": "Caferağa, Moda Cad. No: 5 D: 3, Kadıköy",
					"shippingAddress.zipCode": "34710",
					"billingAddress.city":     "Ankara", "billingAddress.country": "Türkiye",
					"billingAddress.address": "Kızılay, Atatürk Blv. No: 100, Çankaya", "billingAddress.zipCode": "",
					"buyer.city": "Ankara", "buyer.country": "Türkiye",
				}
				if billing["type"] == "corporate" {
					want["billingAddress.contactName"], want["buyer.identityNumber"] = "Okur Yayıncılık A.Ş.", bookstore.ConsumerTCKN
				} else {
					want["billingAddress.contactName"], want["buyer.identityNumber"] = "Ayşe Yılmaz", "10000000146"
				}
				for k, v := range want {
					if jsonPath(got, k) != v {
						t.Errorf("%s, %s: %s = %q, want %q", mode, billing["type"], k, jsonPath(got, k), v)
					}
				}
			}
		}
	})
}
