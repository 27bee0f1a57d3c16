package httpapi_test

import (
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// invoiceSettingsBody is a valid settings form: Moda, Kadıköy / İstanbul.
func invoiceSettingsBody() map[string]any {
	return map[string]any{"saleSeries": "ABC", "returnSeries": "IAD", "at": "shipping", "webAddress": "https://okur.example",
		"seller": map[string]any{"name": "Okur Kitapçılık A.Ş.", "taxId": "5410237892", "taxOffice": "Kadıköy",
			"provinceId": 34, "districtId": kadikoy(), "neighborhood": "Caferağa Mah.", "line": "Moda Cad. No: 1",
			"postalCode": "34710", "email": "Fatura@Okur.example", "phone": "0216 123 45 67"}}
}

func kadikoy() int {
	_, d := bookstore.PlaceIDs("İstanbul", "Kadıköy")
	return d
}

// TestInvoiceSettingsAPI: only an admin reads or changes the invoice
// settings; the demo seller holds until others are saved; a bad form is
// refused field by field in Turkish and stores nothing; a saved form is
// audited, read back whole, and numbers the next invoice in its series.
func TestInvoiceSettingsAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		const path = "/api/admin/invoice-settings"
		for who, want := range map[*client]int{e.client(): 401, member: 403, author: 403} {
			for _, r := range []*response{who.get(path), who.put(path, invoiceSettingsBody())} {
				if r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%d, want %d: %s", r.StatusCode, want, r.body)
				}
			}
		}
		var s httpapi.InvoiceSettingsView
		admin.get(path).json(t, &s)
		if s.SaleSeries != "KTP" || s.ReturnSeries != "GPS" || s.At != "confirmation" || s.Seller.Name != bookstore.DemoSellerTitle ||
			s.Seller.TaxID != bookstore.DemoSellerVKN || s.Seller.ProvinceID != 34 || s.Seller.DistrictID == 0 || s.District != "Beyoğlu" {
			t.Fatalf("defaults: %+v", s)
		}
		// The invoice of an order confirmed under the defaults.
		_, before := paidOrder(t, e, "ayse@example.com", rf.books[:1], 1)
		e.settleInvoices(t)

		with := func(change func(b, seller map[string]any)) map[string]any {
			b := invoiceSettingsBody()
			change(b, b["seller"].(map[string]any))
			return b
		}
		for _, c := range []struct {
			name, field, msg string
			body             map[string]any
		}{
			{"wrong VKN", "seller.taxId", bookstore.MsgInvalidVKN, with(func(_, s map[string]any) { s["taxId"] = "5410237896" })},
			{"lower series", "saleSeries", bookstore.MsgInvoiceSeries, with(func(b, _ map[string]any) { b["saleSeries"] = "abc" })},
			{"Turkish letter", "returnSeries", bookstore.MsgInvoiceSeries, with(func(b, _ map[string]any) { b["returnSeries"] = "GPŞ" })},
			{"long series", "saleSeries", bookstore.MsgInvoiceSeries, with(func(b, _ map[string]any) { b["saleSeries"] = "ABCD" })},
			{"same series", "returnSeries", bookstore.MsgInvoiceSeriesSame, with(func(b, _ map[string]any) { b["returnSeries"] = "ABC" })},
			{"when", "at", bookstore.MsgInvoiceAt, with(func(b, _ map[string]any) { b["at"] = "teslimat" })},
			{"no title", "seller.name", bookstore.MsgInvoiceSellerName, with(func(_, s map[string]any) { s["name"] = "  " })},
			{"long title", "seller.name", bookstore.MsgInvoiceSellerName, with(func(_, s map[string]any) { s["name"] = strings.Repeat("Ş", 201) })},
			{"control in title", "seller.name", bookstore.MsgSingleLine, with(func(_, s map[string]any) { s["name"] = "Okur\u202eA.Ş." })},
			{"district of another il", "seller.districtId", bookstore.MsgAddressDistrict, with(func(_, s map[string]any) { s["provinceId"] = 6 })},
			{"no il", "seller.provinceId", bookstore.MsgAddressProvince, with(func(_, s map[string]any) { s["provinceId"] = 0 })},
			{"postal code", "seller.postalCode", bookstore.MsgAddressPostalCode, with(func(_, s map[string]any) { s["postalCode"] = "347" })},
			{"two-line address", "seller.line", bookstore.MsgSingleLine, with(func(_, s map[string]any) { s["line"] = "Moda Cad.\nNo: 1" })},
			{"e-mail", "seller.email", bookstore.MsgInvoiceSellerEmail, with(func(_, s map[string]any) { s["email"] = "fatura" })},
			{"phone", "seller.phone", bookstore.MsgAddressPhone, with(func(_, s map[string]any) { s["phone"] = "12" })},
			{"web", "webAddress", bookstore.MsgInvoiceWebAddress, with(func(b, _ map[string]any) { b["webAddress"] = "okur.example" })},
		} {
			r := admin.put(path, c.body)
			p := r.problem(t)
			if r.StatusCode != 422 || len(p.Errors) != 1 || p.Errors[0].Field != c.field || p.Errors[0].Message != c.msg {
				t.Errorf("%s: %d %s", c.name, r.StatusCode, r.body)
			}
		}
		for name, b := range map[string]map[string]any{
			"oversized": with(func(_, s map[string]any) { s["line"] = strings.Repeat("a", 5000) }),
			"NUL":       with(func(_, s map[string]any) { s["taxOffice"] = "Kadı\x00köy" }),
		} {
			r := admin.put(path, b)
			if p := r.problem(t); r.StatusCode < 400 || r.StatusCode >= 500 || !strings.ContainsAny(p.Message, "ığüşöçİ") {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM invoice_settings"); n != 0 {
			t.Fatalf("refused forms stored %d settings", n)
		}

		r := admin.put(path, with(func(b, _ map[string]any) { b["at"] = "confirmation" }))
		r.json(t, &s)
		if r.StatusCode != 200 || s.SaleSeries != "ABC" || s.Seller.Email != "fatura@okur.example" || s.Seller.Phone == "0216 123 45 67" {
			t.Fatalf("save: %d %s", r.StatusCode, r.body)
		}
		var back httpapi.InvoiceSettingsView
		admin.get(path).json(t, &back)
		if back != s || back.Seller.Neighborhood != "Caferağa Mah." || back.Seller.Line != "Moda Cad. No: 1" || back.Seller.DistrictID != kadikoy() ||
			back.District != "Kadıköy" || back.ReturnSeries != "IAD" || back.WebAddress != "https://okur.example" {
			t.Fatalf("read back: %+v, saved %+v", back, s)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'invoice.settings_changed'"); n != 1 {
			t.Fatalf("%d audit entries, want 1", n)
		}

		// The next invoice numbered takes the new series; the earlier keeps its own.
		_, after := paidOrder(t, e, "zeynep@example.com", rf.books[1:2], 1)
		e.settleInvoices(t)
		for o, prefix := range map[string]string{before.ID: "KTP", after.ID: "ABC"} {
			var docs []httpapi.InvoiceSummary
			admin.get("/api/admin/orders/"+o+"/invoices").json(t, &docs)
			if len(docs) != 1 || !strings.HasPrefix(docs[0].Number, prefix) {
				t.Errorf("order %s: %+v, want %s…", o, docs, prefix)
			}
		}
	})
}
