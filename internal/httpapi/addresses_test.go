package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// The address book and the billing party through the real router, on both
// databases.

func kadikoyAddress(label string) map[string]any {
	return map[string]any{"label": label, "recipient": "Ayşe Yılmaz", "phone": "0532 123 45 67", "provinceId": 34,
		"districtId": 3423, "neighborhood": "Caferağa", "line": "Moda Cad. No: 5 D: 3", "postalCode": "34710"}
}

func addAddress(t *testing.T, c *client, body map[string]any) httpapi.AddressView {
	t.Helper()
	r := c.post("/api/me/addresses", body)
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("add address: %d %s", r.StatusCode, r.body)
	}
	var a httpapi.AddressView
	r.json(t, &a)
	return a
}

func addressBook(t *testing.T, c *client) []httpapi.AddressView {
	t.Helper()
	var l httpapi.AddressList
	r := c.get("/api/me/addresses")
	if r.StatusCode != 200 {
		t.Fatalf("list: %d %s", r.StatusCode, r.body)
	}
	r.json(t, &l)
	return l.Items
}

func fieldsOf(t *testing.T, r *response) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, f := range r.problem(t).Errors {
		out[f.Field] = f.Message
	}
	return out
}

func TestLocationsAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		c := e.client() // a guest: the list is public
		var ps struct{ Items []httpapi.ProvinceView }
		r := c.get("/api/locations/provinces")
		if r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Cache-Control"), "public, max-age=") {
			t.Fatalf("provinces: %d %v", r.StatusCode, r.Header)
		}
		r.json(t, &ps)
		if len(ps.Items) != 81 || ps.Items[0].Name != "Adana" {
			t.Fatalf("provinces: %d %+v", len(ps.Items), ps.Items[:1])
		}
		var ds struct{ Items []httpapi.DistrictView }
		r = c.get("/api/locations/provinces/34/districts")
		if r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Cache-Control"), "public") {
			t.Fatalf("districts: %d %v", r.StatusCode, r.Header)
		}
		r.json(t, &ds)
		if len(ds.Items) != 39 || ds.Items[22] != (httpapi.DistrictView{ID: 3423, Name: "Kadıköy"}) {
			t.Fatalf("İstanbul's districts: %d %+v", len(ds.Items), ds.Items)
		}
		for _, bad := range []string{"0", "82", "abc", "-1"} {
			if r := c.get("/api/locations/provinces/" + bad + "/districts"); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgProvinceNotFound {
				t.Errorf("province %s: %d %s", bad, r.StatusCode, r.body)
			}
		}
	})
}

func TestAddressBookAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		if r := e.client().get("/api/me/addresses"); r.StatusCode != 401 {
			t.Fatalf("guest: %d", r.StatusCode)
		}
		me := e.client().signedIn("ben@example.com", bookstore.RoleUser)
		home := addAddress(t, me, kadikoyAddress("Ev"))
		if !home.DefaultDelivery || !home.DefaultBilling || home.Province != "İstanbul" || home.District != "Kadıköy" ||
			home.Phone != "+90 532 123 45 67" || home.NeedsCompletion {
			t.Fatalf("first address: %+v", home)
		}
		workBody := kadikoyAddress("İş")
		workBody["provinceId"], workBody["districtId"] = 6, 607
		work := addAddress(t, me, workBody)
		if work.DefaultDelivery || work.District != "Çankaya" {
			t.Fatalf("second address: %+v", work)
		}

		// Bad input: Turkish field messages, nothing saved.
		bad := kadikoyAddress("Kötü")
		bad["districtId"], bad["postalCode"] = 607, "3471a"
		r := me.post("/api/me/addresses", bad)
		if f := fieldsOf(t, r); r.StatusCode != 422 || f["districtId"] != bookstore.MsgAddressDistrict || f["postalCode"] != bookstore.MsgAddressPostalCode {
			t.Fatalf("bad address: %d %s", r.StatusCode, r.body)
		}
		ctrl := kadikoyAddress("Ev")
		ctrl["line"] = "Moda\u0007 Cad."
		if r := me.post("/api/me/addresses", ctrl); r.StatusCode != 422 || r.problem(t).Message != bookstore.MsgControlChars {
			t.Fatalf("control character: %d %s", r.StatusCode, r.body)
		}
		long := kadikoyAddress(strings.Repeat("E", 41))
		if r := me.post("/api/me/addresses", long); r.StatusCode != 422 || !strings.ContainsAny(r.problem(t).Message, "ğüşıöçİ") {
			t.Fatalf("oversized label: %d %s", r.StatusCode, r.body)
		}
		if n := len(addressBook(t, me)); n != 2 {
			t.Fatalf("%d addresses after refused input", n)
		}

		// Defaults.
		if r := me.post("/api/me/addresses/"+work.ID+"/default", map[string]any{"kind": "billing"}); r.StatusCode != 204 {
			t.Fatalf("default: %d %s", r.StatusCode, r.body)
		}
		if r := me.post("/api/me/addresses/"+work.ID+"/default", map[string]any{"kind": "other"}); r.StatusCode != 422 {
			t.Fatalf("default kind: %d %s", r.StatusCode, r.body)
		}
		book := addressBook(t, me)
		if book[0].ID != home.ID || !book[0].DefaultDelivery || book[0].DefaultBilling || !book[1].DefaultBilling {
			t.Fatalf("book after defaults: %+v", book)
		}

		// Another member's ids, and ids that are no ids: 404, never a 5xx,
		// nothing changed.
		other := e.client().signedIn("o@example.com", bookstore.RoleUser)
		for _, id := range []string{home.ID, "yok", "00000000-0000-0000-0000-000000000000", strings.Repeat("a", 64)} {
			for _, r := range []*response{
				other.put("/api/me/addresses/"+id, kadikoyAddress("Çalıntı")),
				other.del("/api/me/addresses/" + id),
				other.post("/api/me/addresses/"+id+"/default", map[string]any{"kind": "delivery"}),
			} {
				if r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgAddressNotFound {
					t.Errorf("%s: %d %s", id, r.StatusCode, r.body)
				}
			}
		}
		if got := addressBook(t, me); len(got) != 2 || got[0].Label != "Ev" {
			t.Fatalf("my book changed: %+v", got)
		}

		// Edit, then delete the default delivery address: it passes on.
		edit := kadikoyAddress("Ev (yeni)")
		var edited httpapi.AddressView
		if r := me.put("/api/me/addresses/"+home.ID, edit); r.StatusCode != 200 {
			t.Fatalf("edit: %d %s", r.StatusCode, r.body)
		} else if r.json(t, &edited); edited.Label != "Ev (yeni)" || !edited.DefaultDelivery {
			t.Fatalf("edited: %+v", edited)
		}
		if r := me.del("/api/me/addresses/" + home.ID); r.StatusCode != 204 {
			t.Fatalf("delete: %d %s", r.StatusCode, r.body)
		}
		if book := addressBook(t, me); len(book) != 1 || !book[0].DefaultDelivery || !book[0].DefaultBilling {
			t.Fatalf("after delete: %+v", book)
		}
	})
}

func corporate(vkn string) map[string]any {
	return map[string]any{"type": "corporate", "title": "Okur Yayıncılık A.Ş.", "vkn": vkn, "taxOffice": "Kadıköy"}
}

// TestCheckoutBillingParty: a Kurumsal order with a wrong VKN places
// nothing; with a valid one the order freezes the parties (the contracts,
// the member's and the admin's order pages show them) and is paid; a later
// edit of the address book leaves the order as it was.
func TestCheckoutBillingParty(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := e.client().signedIn("kurum@example.com", bookstore.RoleUser)
		if r := setQty(c, f.visible.ID, 1); r.StatusCode != 200 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		// No address yet: the product's message, no order.
		if r := c.post("/api/orders", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgOrderAddress {
			t.Fatalf("no address: %d %s", r.StatusCode, r.body)
		}
		home := addAddress(t, c, kadikoyAddress("Ev"))
		officeBody := kadikoyAddress("İş")
		officeBody["provinceId"], officeBody["districtId"], officeBody["line"] = 6, 607, "Atatürk Blv. No: 100"
		office := addAddress(t, c, officeBody)
		stock := e.stock(t, f.visible.ID)

		order := func(body map[string]any) *response { return c.post("/api/orders", body) }
		choice := map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": false, "billingAddressId": office.ID,
			"billing": corporate("1234567891")}
		r := order(choice)
		if f := fieldsOf(t, r); r.StatusCode != 422 || f["billing.vkn"] != "Geçersiz vergi kimlik numarası" {
			t.Fatalf("bad VKN: %d %s", r.StatusCode, r.body)
		}
		missing := map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true,
			"billing": map[string]any{"type": "corporate", "vkn": "1234567890"}}
		if f := fieldsOf(t, order(missing)); f["billing.title"] != bookstore.MsgCompanyTitle || f["billing.taxOffice"] != bookstore.MsgTaxOffice {
			t.Fatalf("missing unvan and vergi dairesi: %v", f)
		}
		person := map[string]any{"deliveryAddressId": home.ID, "billingSameAsDelivery": true,
			"billing": map[string]any{"type": "individual", "name": "Ayşe Yılmaz", "tckn": "10000000145"}}
		if f := fieldsOf(t, order(person)); f["billing.tckn"] != "Geçersiz T.C. kimlik numarası" {
			t.Fatalf("bad TCKN: %v", f)
		}
		// Another member's address.
		other := e.client().signedIn("o@example.com", bookstore.RoleUser)
		theirs := addAddress(t, other, kadikoyAddress("Ev"))
		steal := map[string]any{"deliveryAddressId": theirs.ID, "billingSameAsDelivery": true, "billing": corporate("1234567890")}
		if r := order(steal); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgAddressNotFound {
			t.Fatalf("another member's address: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM orders"); n != 0 || e.stock(t, f.visible.ID) != stock {
			t.Fatalf("refused choices placed %d orders, stock %d → %d", n, stock, e.stock(t, f.visible.ID))
		}

		choice["billing"] = corporate("1234567890")
		r = order(choice)
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("order: %d %s", r.StatusCode, r.body)
		}
		var o httpapi.OrderView
		r.json(t, &o)
		if o.ShippingAddress != home.Formatted || o.Parties == nil || o.Parties.Name != "Okur Yayıncılık A.Ş." ||
			o.Parties.VKN != "1234567890" || !strings.Contains(o.Parties.BillingAddress, "Çankaya / Ankara") {
			t.Fatalf("order: %+v %+v", o, o.Parties)
		}
		var v httpapi.CheckoutView
		c.get("/api/checkout/"+o.ID).json(t, &v)
		for _, want := range []string{"Fatura türü: Kurumsal", "Unvan: Okur Yayıncılık A.Ş.", "Kadıköy / 1234567890", "Atatürk Blv. No: 100",
			"Caferağa, Moda Cad. No: 5 D: 3"} {
			if !strings.Contains(v.PreInformation, want) || !strings.Contains(v.DistanceSales, want) {
				t.Errorf("contracts lack %q", want)
			}
		}
		status, _ := callback(t, e, bank(t, e, startPayment(t, c, o.ID), "approve"))
		if status != "success" {
			t.Fatalf("payment: %s", status)
		}
		// The confirmation mail shows the billing party and the structured address.
		var text string
		if err := db.Bun().NewRaw("SELECT text_body FROM mail_outbox WHERE dedup_key = ?", "order-confirmed:"+o.ID).
			Scan(context.Background(), &text); err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Fatura türü: Kurumsal", "Unvan: Okur Yayıncılık A.Ş.", "Vergi kimlik no (VKN): 1234567890",
			"Vergi dairesi: Kadıköy", "Adres: Caferağa, Moda Cad. No: 5 D: 3", "İlçe / İl: Çankaya / Ankara"} {
			if !strings.Contains(text, want) {
				t.Errorf("the confirmation mail lacks %q:\n%s", want, text)
			}
		}
		// The book changes; the order does not.
		edit := kadikoyAddress("İş")
		edit["line"] = "Başka Sok. No: 1"
		if r := c.put("/api/me/addresses/"+office.ID, edit); r.StatusCode != 200 {
			t.Fatalf("edit: %d %s", r.StatusCode, r.body)
		}
		if r := c.del("/api/me/addresses/" + home.ID); r.StatusCode != 204 {
			t.Fatalf("delete: %d", r.StatusCode)
		}
		mine := myOrder(t, c, o.ID)
		if mine.Status != "confirmed" || mine.Parties == nil || mine.Parties.InvoiceLabel != "Kurumsal" ||
			!strings.Contains(mine.Parties.BillingAddress, "Atatürk Blv. No: 100") || mine.ShippingAddress != home.Formatted {
			t.Fatalf("member's order: %+v %+v", mine, mine.Parties)
		}
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		var ao httpapi.AdminOrderView
		if r := admin.get("/api/admin/orders/" + o.ID); r.StatusCode != 200 {
			t.Fatalf("admin: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &ao)
		}
		if ao.Parties == nil || ao.Parties.VKN != "1234567890" || ao.Parties.TaxOffice != "Kadıköy" {
			t.Fatalf("admin's order: %+v", ao.Parties)
		}
	})
}

// TestCheckoutMigratedAddress: an address migrated from the free-text
// profile address must get its il and ilçe before an order uses it; a body
// without a choice takes the book's defaults (Bireysel, the member's name).
func TestCheckoutMigratedAddress(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		c := buyer(t, e, "eski@example.com", f.visible.ID, 1)
		var uid string
		if err := db.Bun().NewRaw("SELECT id FROM users WHERE email = 'eski@example.com'").Scan(context.Background(), &uid); err != nil {
			t.Fatal(err)
		}
		// What 0042_address_book makes of the profile's free text.
		if _, err := db.Bun().ExecContext(context.Background(), `INSERT INTO addresses (id, user_id, label, recipient, phone, line,
			is_default_delivery, is_default_billing, created_at, updated_at) VALUES (?, ?, 'Adresim', 'Ayşe Yılmaz', '', 'Moda Cad. No: 5', ?, ?, ?, ?)`,
			uid, uid, true, true, time.Now().UTC(), time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		book := addressBook(t, c)
		if len(book) != 1 || !book[0].NeedsCompletion || book[0].Label != "Adresim" {
			t.Fatalf("migrated: %+v", book)
		}
		for _, body := range []any{nil, map[string]any{"deliveryAddressId": uid, "billingSameAsDelivery": true,
			"billing": map[string]any{"type": "individual", "name": "Ayşe Yılmaz"}}} {
			if r := c.post("/api/orders", body); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgAddressIncomplete {
				t.Fatalf("incomplete: %d %s", r.StatusCode, r.body)
			}
		}
		if r := c.put("/api/me/addresses/"+uid, kadikoyAddress("Adresim")); r.StatusCode != 200 {
			t.Fatalf("complete: %d %s", r.StatusCode, r.body)
		}
		o := placeOrder(t, c)
		if o.Parties == nil || o.Parties.InvoiceType != "individual" || o.Parties.Name != "Ayşe Yılmaz" || o.Parties.TCKN != "" ||
			!strings.Contains(o.ShippingAddress, "Kadıköy / İstanbul") {
			t.Fatalf("default choice: %+v %+v", o, o.Parties)
		}
	})
}
