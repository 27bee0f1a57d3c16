package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func taxBody(book, shipping, ebook httpapi.TaxClassView) map[string]any {
	return map[string]any{"book": book, "shipping": shipping, "ebook": ebook}
}

var (
	printed = httpapi.TaxClassView{Rate: 0, Exemption: "335"}
	full    = httpapi.TaxClassView{Rate: 20}
)

// TestTaxSettingsAccess: only an admin reads or changes the KDV settings;
// the defaults hold until one is saved; a bad form is refused with a
// Turkish message under its field and stores nothing.
func TestTaxSettingsAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		body := taxBody(full, full, full)
		for who, want := range map[*client]int{e.client(): 401, member: 403, author: 403} {
			for _, r := range []*response{who.get("/api/admin/settings/tax"), who.put("/api/admin/settings/tax", body)} {
				if r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%d, want %d: %s", r.StatusCode, want, r.body)
				}
			}
		}
		var s httpapi.TaxSettingsView
		admin.get("/api/admin/settings/tax").json(t, &s)
		if s.Book != printed || s.Shipping != full || s.Ebook != full || len(s.Exemptions) == 0 || s.Exemptions[0].Code != "335" {
			t.Fatalf("defaults: %+v", s)
		}
		for _, c := range []struct {
			body  map[string]any
			field string
			msg   string
		}{
			{taxBody(httpapi.TaxClassView{Rate: 18}, full, full), "book", bookstore.MsgKDVRate},
			{taxBody(httpapi.TaxClassView{Rate: 0}, full, full), "book", bookstore.MsgKDVExemptionNeeded},
			{taxBody(printed, httpapi.TaxClassView{Rate: 0, Exemption: "999"}, full), "shipping", bookstore.MsgKDVExemptionBad},
			{taxBody(printed, full, httpapi.TaxClassView{Rate: 20, Exemption: "335"}), "ebook", bookstore.MsgKDVExemptionNoRate},
		} {
			r := admin.put("/api/admin/settings/tax", c.body)
			if p := r.problem(t); r.StatusCode != 422 || len(p.Errors) != 1 || p.Errors[0].Field != c.field || p.Errors[0].Message != c.msg {
				t.Errorf("%v: %d %s", c.body, r.StatusCode, r.body)
			}
		}
		for _, raw := range []string{`{"book": {"rate": "20"}}`, `{"book": {"rate": 20}}`, `not json`} {
			if r := admin.do("PUT", "/api/admin/settings/tax", "application/json", strings.NewReader(raw)); r.StatusCode != 422 && r.StatusCode != 400 {
				t.Errorf("%s: %d %s", raw, r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM tax_settings"); n != 0 {
			t.Fatalf("refused forms stored %d settings", n)
		}
		r := admin.put("/api/admin/settings/tax", taxBody(httpapi.TaxClassView{Rate: 10}, printed, full))
		r.json(t, &s)
		if r.StatusCode != 200 || s.Book.Rate != 10 || s.Shipping != printed {
			t.Fatalf("save: %d %s", r.StatusCode, r.body)
		}
		admin.get("/api/admin/settings/tax").json(t, &s)
		if s.Book.Rate != 10 || s.Shipping != printed || s.Ebook != full {
			t.Fatalf("read back: %+v", s)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'tax.changed'"); n != 1 {
			t.Fatalf("%d audit entries, want 1", n)
		}
	})
}

// bookForm is the admin's form of a book as it is now, to send back changed.
func bookForm(t *testing.T, admin *client, id string) map[string]any {
	t.Helper()
	var b httpapi.AdminBook
	if r := admin.get("/api/admin/books/" + id); r.StatusCode != 200 {
		t.Fatalf("book: %d %s", r.StatusCode, r.body)
	} else {
		r.json(t, &b)
	}
	// The fixture's ISBN has a bad check digit; the form sends a valid one.
	form := map[string]any{"title": b.Title, "isbn": "9786051234564", "authorId": b.AuthorID, "price": b.Price, "stock": b.Stock,
		"approved": b.Approved, "coverUrl": "/media/book-covers/c.jpg"}
	if b.CategoryID != nil {
		form["categoryId"] = *b.CategoryID
	}
	if b.KDVRate != nil {
		form["kdvRate"], form["kdvExemption"] = *b.KDVRate, b.KDVExemption
	}
	return form
}

// TestBookTaxClass: the admin gives a book its own class or puts it back on
// the default; a bad class is refused and changes nothing; an author can
// never set one.
func TestBookTaxClass(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		id := f.visible.ID
		var b httpapi.AdminBook
		admin.get("/api/admin/books/"+id).json(t, &b)
		if b.KDVRate != nil {
			t.Fatalf("a book starts on the default: %+v", b.KDVRate)
		}
		form := bookForm(t, admin, id)
		form["kdvRate"] = 20
		r := admin.put("/api/admin/books/"+id, form)
		r.json(t, &b)
		if r.StatusCode != 200 || b.KDVRate == nil || *b.KDVRate != 20 || b.KDVExemption != "" {
			t.Fatalf("own 20 %%: %d %s", r.StatusCode, r.body)
		}
		for _, c := range []struct {
			rate      any
			exemption string
			msg       string
		}{
			{18, "", bookstore.MsgKDVRate},
			{0, "", bookstore.MsgKDVExemptionNeeded},
			{0, "12", bookstore.MsgKDVExemptionBad},
			{10, "335", bookstore.MsgKDVExemptionNoRate},
		} {
			bad := bookForm(t, admin, id)
			bad["kdvRate"], bad["kdvExemption"], bad["title"] = c.rate, c.exemption, "Değişmemeli"
			r := admin.put("/api/admin/books/"+id, bad)
			if p := r.problem(t); r.StatusCode != 422 || len(p.Errors) != 1 || p.Errors[0].Field != "kdvRate" || p.Errors[0].Message != c.msg {
				t.Errorf("%v/%q: %d %s", c.rate, c.exemption, r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM books WHERE id = ? AND kdv_rate = 20 AND title = 'Çalıkuşu'", id); n != 1 {
			t.Fatal("a refused form changed the book")
		}
		form = bookForm(t, admin, id)
		form["kdvRate"], form["kdvExemption"] = 0, "301"
		admin.put("/api/admin/books/"+id, form).json(t, &b)
		if b.KDVRate == nil || *b.KDVRate != 0 || b.KDVExemption != "301" {
			t.Fatalf("own 0 %% (301): %+v %q", b.KDVRate, b.KDVExemption)
		}
		form = bookForm(t, admin, id)
		delete(form, "kdvRate")
		delete(form, "kdvExemption")
		admin.put("/api/admin/books/"+id, form).json(t, &b)
		if b.KDVRate != nil || e.count(t, "SELECT count(*) FROM books WHERE id = ? AND kdv_rate IS NULL", id) != 1 {
			t.Fatalf("back on the default: %+v", b.KDVRate)
		}
		// A new book with its own class.
		form["isbn"], form["title"], form["kdvRate"] = "0306406152", "Yeni Kitap", 10
		r = admin.post("/api/admin/books", form)
		r.json(t, &b)
		if r.StatusCode != 201 || b.KDVRate == nil || *b.KDVRate != 10 {
			t.Fatalf("new book with 10 %%: %d %s", r.StatusCode, r.body)
		}

		// An author's forms carry no class: a class sent with one is refused
		// or ignored, never stored.
		author := applyAsAuthor(t, e, "yazar@example.com", "Yazar A")
		admin.put("/api/admin/authors/"+authorMe(t, author).Author.ID+"/approval", map[string]any{"approved": true})
		var own httpapi.AdminBook
		author.post("/api/author/books", map[string]any{"title": "Yazarın Kitabı", "isbn": "0306406152", "price": 1000}).json(t, &own)
		if own.ID == "" {
			t.Fatal("the author's book was not created")
		}
		for _, r := range []*response{
			author.post("/api/author/books", map[string]any{"title": "Vergili", "isbn": "0306406152", "price": 1000, "kdvRate": 20}),
			author.put("/api/author/books/"+own.ID, map[string]any{"title": "Yazarın Kitabı", "isbn": "0306406152", "price": 1000,
				"kdvRate": 20, "kdvExemption": ""}),
		} {
			if r.StatusCode >= 500 {
				t.Fatalf("author's form with a class: %d %s", r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM books AS b JOIN authors AS a ON a.id = b.author_id WHERE a.name = 'Yazar A' AND b.kdv_rate IS NOT NULL"); n != 0 {
			t.Fatalf("an author set the class of %d books", n)
		}
	})
}

// TestOrderFreezesTaxClasses: an order line keeps the class its book had
// when the order was placed, and the order the class of its shipping;
// the admin's order page shows each line's KDV and the totals per rate,
// which later changes of the book or the settings do not touch.
func TestOrderFreezesTaxClasses(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		plain := &bookstore.Book{Title: "Ek Kitap", Price: 4550, Stock: 5, AuthorID: f.author.ID, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateBooks(context.Background(), []*bookstore.Book{plain}); err != nil {
			t.Fatal(err)
		}
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		// Shipping charged on the whole basket, to tax it too.
		admin.put("/api/admin/settings/shipping", map[string]any{"fee": 1500, "freeFrom": 50000})
		form := bookForm(t, admin, f.visible.ID)
		form["kdvRate"] = 20
		if r := admin.put("/api/admin/books/"+f.visible.ID, form); r.StatusCode != 200 {
			t.Fatalf("class: %d %s", r.StatusCode, r.body)
		}

		c := buyer(t, e, "alici@example.com", f.visible.ID, 1) // 89,90 ₺ at 20 %
		if r := setQty(c, plain.ID, 2); r.StatusCode != 200 {  // 2 × 45,50 ₺ at the default 0 % (335)
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		placed := placeOrder(t, c)
		if placed.Total != 8990+9100+1500 {
			t.Fatalf("total %d", placed.Total)
		}
		check := func(when string) {
			t.Helper()
			var o httpapi.AdminOrderView
			admin.get("/api/admin/orders/"+placed.ID).json(t, &o)
			if o.Tax == nil || len(o.Tax.Lines) != 2 {
				t.Fatalf("%s: tax %+v", when, o.Tax)
			}
			byItem := map[string]httpapi.TaxAmountsView{}
			for _, l := range o.Tax.Lines {
				byItem[l.ItemID] = l.TaxAmountsView
			}
			for _, it := range o.Items {
				l := byItem[it.ID]
				want := httpapi.TaxAmountsView{Rate: 20, Label: "%20", Gross: 8990, Net: 7492, Tax: 1498} // 1498,33
				if it.BookID == plain.ID {
					want = httpapi.TaxAmountsView{Rate: 0, Exemption: "335", Label: "%0 — 335 Basılı kitap ve süreli yayınların teslimleri",
						Gross: 9100, Net: 9100}
				}
				if l != want {
					t.Errorf("%s: line %s: %+v, want %+v", when, it.Title, l, want)
				}
			}
			if s := o.Tax.Shipping; s.Rate != 20 || s.Gross != 1500 || s.Tax != 250 {
				t.Errorf("%s: shipping %+v", when, s)
			}
			if len(o.Tax.ByRate) != 2 || o.Tax.ByRate[0].Rate != 20 || o.Tax.ByRate[0].Gross != 10490 || o.Tax.ByRate[0].Tax != 1748 ||
				o.Tax.ByRate[1].Rate != 0 || o.Tax.ByRate[1].Gross != 9100 || o.Tax.Tax != 1748 || o.Tax.Net+o.Tax.Tax != o.Total {
				t.Errorf("%s: totals %+v", when, o.Tax)
			}
		}
		check("placed")
		if n := e.count(t, "SELECT count(*) FROM order_items WHERE order_id = ? AND book_id = ? AND kdv_rate = 20 AND kdv_exemption = ''",
			placed.ID, f.visible.ID); n != 1 {
			t.Fatal("the 20 % line was not stored with its class")
		}

		// The book and the settings change; the placed order does not.
		form = bookForm(t, admin, f.visible.ID)
		form["kdvRate"] = 10
		admin.put("/api/admin/books/"+f.visible.ID, form)
		if r := admin.put("/api/admin/settings/tax", taxBody(httpapi.TaxClassView{Rate: 1}, printed, full)); r.StatusCode != 200 {
			t.Fatalf("settings: %d %s", r.StatusCode, r.body)
		}
		check("after the changes")

		// A new order is sold at the new classes.
		late := buyer(t, e, "gec@example.com", plain.ID, 1)
		setQty(late, f.visible.ID, 1)
		after := placeOrder(t, late)
		var o httpapi.AdminOrderView
		admin.get("/api/admin/orders/"+after.ID).json(t, &o)
		rates := map[string]int{}
		for i, l := range o.Tax.Lines {
			rates[o.Items[i].BookID] = l.Rate
			if l.ItemID != o.Items[i].ID {
				t.Fatalf("tax lines out of the items' order: %+v", o.Tax.Lines)
			}
		}
		if rates[plain.ID] != 1 || rates[f.visible.ID] != 10 || o.Tax.Shipping.Rate != 0 || o.Tax.Shipping.Exemption != "335" {
			t.Fatalf("new order's classes: %v, shipping %+v", rates, o.Tax.Shipping)
		}
		// The member's own order page carries no tax breakdown.
		if strings.Contains(string(late.get("/api/orders/"+after.ID).body), `"byRate"`) {
			t.Error("the member's order shows the tax breakdown")
		}
	})
}
