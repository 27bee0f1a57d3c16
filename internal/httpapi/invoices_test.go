package httpapi_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// settleInvoices runs the invoice worker until nothing moves.
func (e *env) settleInvoices(t *testing.T) {
	t.Helper()
	for range 5 {
		n, err := e.invoicing.RunOnce(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

func myInvoices(t *testing.T, c *client, orderID string) []httpapi.MyInvoice {
	t.Helper()
	r := c.get("/api/orders/" + orderID + "/invoices")
	if r.StatusCode != 200 {
		t.Fatalf("my invoices: %d %s", r.StatusCode, r.body)
	}
	var out []httpapi.MyInvoice
	r.json(t, &out)
	return out
}

// TestInvoiceLifeThroughTheAPI: a paid order gets its sales invoice at
// confirmation; the member sees it (and its PDF) once accepted; the admin
// lists, searches, reads, downloads and exports it; a refunded return of
// the e-Arşiv order gets its return slip (GPS series, issued), which the
// member sees too.
func TestInvoiceLifeThroughTheAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books, 1, 1, 1)
		if got := myInvoices(t, c, o.ID); len(got) != 0 {
			t.Fatalf("before acceptance the member sees %+v", got)
		}
		var docs []httpapi.InvoiceSummary
		admin.get("/api/admin/orders/"+o.ID+"/invoices").json(t, &docs)
		year := bookstore.InvoiceYear(time.Now())
		number := "KTP" + time.Now().In(bookstore.ShopLocation()).Format("2006") + "000000001"
		if len(docs) != 1 || docs[0].Number != number || docs[0].Status != "queued" || docs[0].Kind != "sale" || docs[0].Total != o.Total {
			t.Fatalf("order's documents (year %d): %+v", year, docs)
		}
		e.settleInvoices(t)
		mine := myInvoices(t, c, o.ID)
		if len(mine) != 1 || mine[0].Status != "accepted" || mine[0].Number != number {
			t.Fatalf("member's invoices: %+v", mine)
		}
		if r := c.get("/api/orders/" + o.ID + "/invoices/" + mine[0].ID + "/pdf"); r.StatusCode != 200 ||
			r.Header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(string(r.body), "%PDF") {
			t.Fatalf("member's pdf: %d %q", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM mail_outbox WHERE dedup_key = ?", "invoice-ready:"+mine[0].ID); n != 1 {
			t.Fatalf("%d 'Faturanız hazır' mails", n)
		}
		// The admin's list: filters and search.
		for query, want := range map[string]int{"": 1, "status=accepted": 1, "status=rejected": 0, "kind=sale": 1, "kind=return_slip": 0,
			"q=" + number: 1, "q=" + o.ID[:8]: 1, "q=GPS": 0, "from=2000-01-01&to=2000-01-31": 0,
			"from=" + time.Now().In(bookstore.ShopLocation()).Format("2006-01-02"): 1} {
			var list httpapi.AdminInvoiceList
			r := admin.get("/api/admin/invoices?" + query)
			if r.StatusCode != 200 {
				t.Fatalf("%s: %d %s", query, r.StatusCode, r.body)
			}
			r.json(t, &list)
			if list.Total != want || len(list.Items) != want {
				t.Errorf("%q: %d invoices, want %d", query, list.Total, want)
			}
		}
		id := docs[0].ID
		var d httpapi.InvoiceDetail
		admin.get("/api/admin/invoices/"+id).json(t, &d)
		if d.Status != "accepted" || len(d.Lines) != 3 || d.Attempts != 1 || d.AmountInWords == "" || d.LastAnswer == "" {
			t.Fatalf("detail: %+v", d)
		}
		if r := admin.get("/api/admin/invoices/" + id + "/xml"); r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/xml" ||
			!strings.Contains(r.Header.Get("Content-Disposition"), number+".xml") || !strings.Contains(string(r.body), number) {
			t.Fatalf("xml: %d %v %s", r.StatusCode, r.Header, r.body)
		}
		if r := admin.get("/api/admin/invoices/" + id + "/pdf"); r.StatusCode != 200 || !strings.HasPrefix(string(r.body), "%PDF") {
			t.Fatalf("pdf: %d", r.StatusCode)
		}
		if r := admin.get("/api/admin/orders/" + o.ID + "/info-slip"); r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/pdf" {
			t.Fatalf("info slip: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/invoices/"+id+"/resend", nil); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgInvoiceResendRejected {
			t.Fatalf("resend of an accepted invoice: %d %s", r.StatusCode, r.body)
		}
		month := time.Now().In(bookstore.ShopLocation()).Format("2006-01")
		if r := admin.get("/api/admin/invoices/export?month=" + month); r.StatusCode != 200 || !strings.Contains(string(r.body), number) ||
			!strings.HasPrefix(r.Header.Get("Content-Type"), "text/csv") {
			t.Fatalf("export: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action IN ('invoice.issued', 'invoice.accepted')", id); n != 2 {
			t.Fatalf("%d audit entries of the invoice", n)
		}

		// A consumer's return, refunded: its return slip.
		deliver(t, admin, o.ID)
		ret := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[1].ID, Quantity: 1})
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		returnStep(t, admin, ret.ID, "refund", nil, 200)
		admin.get("/api/admin/orders/"+o.ID+"/invoices").json(t, &docs)
		slipNumber := "GPS" + time.Now().In(bookstore.ShopLocation()).Format("2006") + "000000001"
		if len(docs) != 2 || docs[0].Kind != "sale" || docs[1].Kind != "return_slip" || docs[1].Status != "issued" ||
			docs[1].Number != slipNumber || docs[1].Total != 1200 {
			t.Fatalf("documents after the return: %+v", docs)
		}
		mine = myInvoices(t, c, o.ID)
		if len(mine) != 2 || mine[1].Kind != "return_slip" {
			t.Fatalf("member's documents after the return: %+v", mine)
		}
		if r := c.get("/api/orders/" + o.ID + "/invoices/" + mine[1].ID + "/pdf"); r.StatusCode != 200 {
			t.Fatalf("slip pdf: %d %s", r.StatusCode, r.body)
		}
	})
}

// TestInvoiceAPIGuardsAndBadInput: a guest gets 401, a member and an
// author 403 on the admin's routes, another member 404 on a member's
// documents; bad filters are 4xx with a Turkish message, never 5xx; an
// order without an invoice has no info slip.
func TestInvoiceAPIGuardsAndBadInput(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books[:1], 1)
		e.settleInvoices(t)
		mine := myInvoices(t, c, o.ID)
		if len(mine) != 1 {
			t.Fatalf("member's invoices: %+v", mine)
		}
		var docs []httpapi.InvoiceSummary
		admin.get("/api/admin/orders/"+o.ID+"/invoices").json(t, &docs)
		id := docs[0].ID
		guest, other := e.client(), e.client().signedIn("veli@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		member := []string{"/api/orders/" + o.ID + "/invoices", "/api/orders/" + o.ID + "/invoices/" + id + "/pdf"}
		adminGets := []string{"/api/admin/invoices", "/api/admin/invoices/" + id, "/api/admin/invoices/" + id + "/xml",
			"/api/admin/invoices/" + id + "/pdf", "/api/admin/invoices/export?month=2026-01", "/api/admin/orders/" + o.ID + "/invoices",
			"/api/admin/orders/" + o.ID + "/info-slip"}
		for _, p := range append(append([]string{}, member...), adminGets...) {
			if r := guest.get(p); r.StatusCode != 401 {
				t.Errorf("guest %s: %d", p, r.StatusCode)
			}
		}
		if r := guest.post("/api/admin/invoices/"+id+"/resend", nil); r.StatusCode != 401 {
			t.Errorf("guest resend: %d", r.StatusCode)
		}
		for _, p := range adminGets {
			if r := c.get(p); r.StatusCode != 403 {
				t.Errorf("member %s: %d", p, r.StatusCode)
			}
			if r := author.get(p); r.StatusCode != 403 {
				t.Errorf("author %s: %d", p, r.StatusCode)
			}
		}
		if r := c.post("/api/admin/invoices/"+id+"/resend", nil); r.StatusCode != 403 {
			t.Errorf("member resend: %d", r.StatusCode)
		}
		for _, p := range member {
			if r := other.get(p); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgOrderNotFound {
				t.Errorf("another member %s: %d %s", p, r.StatusCode, r.body)
			}
		}
		// The member's own order, another invoice id: not found.
		if r := c.get("/api/orders/" + o.ID + "/invoices/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/pdf"); r.StatusCode != 404 {
			t.Errorf("unknown invoice: %d", r.StatusCode)
		}
		for _, q := range []string{"status=bilmem", "kind=fatura", "from=2026-13-01", "to=dün", "from=2026-1-1",
			"q=" + strings.Repeat("K", 65), "q=" + url.QueryEscape("KTP\x01"), "q=" + strings.Repeat("Ş", 2000)} {
			r := admin.get("/api/admin/invoices?" + q)
			if r.StatusCode < 400 || r.StatusCode >= 500 {
				t.Errorf("%s: %d %s", q, r.StatusCode, r.body)
				continue
			}
			if p := r.problem(t); !strings.ContainsAny(p.Message, "ığüşöçİ") && len(p.Errors) == 0 {
				t.Errorf("%s: message %q is not Turkish", q, p.Message)
			}
		}
		for _, q := range []string{"month=2026-13", "month=", "month=geçen", "month=2026-01&format=xlsx", "month=2026-01&format=pdf"} {
			if r := admin.get("/api/admin/invoices/export?" + q); r.StatusCode < 400 || r.StatusCode >= 500 {
				t.Errorf("export %s: %d %s", q, r.StatusCode, r.body)
			}
		}
		for _, p := range []string{"/api/admin/invoices/bilmem", "/api/admin/invoices/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
			"/api/admin/invoices/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/xml"} {
			if r := admin.get(p); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgInvoiceNotFound {
				t.Errorf("%s: %d %s", p, r.StatusCode, r.body)
			}
		}
		// An order not yet paid has no invoice, hence no info slip.
		pending := buyer(t, e, "zeynep@example.com", rf.books[1].ID, 1)
		po := placeOrder(t, pending)
		if r := admin.get("/api/admin/orders/" + po.ID + "/info-slip"); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgInvoiceNotYet {
			t.Errorf("info slip before the invoice: %d %s", r.StatusCode, r.body)
		}
	})
}

// TestEFaturaReturnAndAccountDeletion: the refunded return of an e-Fatura
// sale makes no return slip; the return records that the buyer's iade
// faturası is expected, shown to the admin. The buyer then deletes the
// account: the invoices stay, readable by the admin (kept for years, like
// the orders).
func TestEFaturaReturnAndAccountDeletion(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e, rf, admin := returnsShop(t, db)
		c, o := paidOrder(t, e, "ayse@example.com", rf.books, 1, 1, 1)
		e.settleInvoices(t)
		// As if the integrator's registry had found the buyer an e-Fatura user.
		if _, err := db.Bun().ExecContext(context.Background(), "UPDATE invoices SET profile = 'TEMELFATURA' WHERE order_id = ?", o.ID); err != nil {
			t.Fatal(err)
		}
		deliver(t, admin, o.ID)
		ret := requestReturn(t, c, o.ID, lineQty{ItemID: o.Items[0].ID, Quantity: 1})
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		returnStep(t, admin, ret.ID, "refund", nil, 200)
		var docs []httpapi.InvoiceSummary
		admin.get("/api/admin/orders/"+o.ID+"/invoices").json(t, &docs)
		if len(docs) != 1 || docs[0].Kind != "sale" {
			t.Fatalf("an e-Fatura return made a document: %+v", docs)
		}
		var rv httpapi.OrderReturnsView
		admin.get("/api/admin/orders/"+o.ID+"/returns").json(t, &rv)
		if len(rv.Requests) != 1 || !rv.Requests[0].IadeInvoiceExpected {
			t.Fatalf("the expected iade faturası is not recorded: %+v", rv.Requests)
		}
		var mine httpapi.OrderReturnsView
		c.get("/api/orders/"+o.ID+"/returns").json(t, &mine)
		if len(mine.Requests) != 1 || mine.Requests[0].IadeInvoiceExpected {
			t.Fatalf("the member sees the admin's flag: %+v", mine.Requests)
		}
		before := e.count(t, "SELECT count(*) FROM invoices")
		if r := c.post("/api/account/delete", map[string]any{"password": strongPassword}); r.StatusCode != 204 {
			t.Fatalf("delete account: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM invoices"); n != before || n != 1 {
			t.Fatalf("invoices after the account's deletion: %d, before %d", n, before)
		}
		var d httpapi.InvoiceDetail
		if r := admin.get("/api/admin/invoices/" + docs[0].ID); r.StatusCode != 200 {
			t.Fatalf("detail after deletion: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &d)
		}
		if d.Number != docs[0].Number || d.ETTN != docs[0].ETTN || d.Status != "accepted" {
			t.Fatalf("the invoice changed with the account's deletion: %+v", d)
		}
		if r := admin.get("/api/admin/invoices/" + docs[0].ID + "/xml"); r.StatusCode != 200 || !strings.Contains(string(r.body), d.Number) {
			t.Fatalf("xml after deletion: %d", r.StatusCode)
		}
	})
}

// TestInvoiceAtShippingAndCancellation: under the setting 'at shipping' a
// paid order has no invoice until it ships; a whole order cancelled before
// shipping has its accepted e-Arşiv invoice cancelled at the integrator,
// once.
func TestInvoiceAtShippingAndCancellation(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		e, rf, admin := returnsShop(t, db)
		atShipping := bookstore.DefaultInvoiceSettings
		atShipping.At = bookstore.InvoiceAtShipping
		if err := sqldb.NewInvoiceStore(db).SetInvoiceSettings(ctx, atShipping, "", bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		_, shipped := paidOrder(t, e, "ayse@example.com", rf.books[:1], 1)
		if n := e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ?", shipped.ID); n != 0 {
			t.Fatalf("invoiced at confirmation although the setting says shipping: %d", n)
		}
		deliver(t, admin, shipped.ID) // ships, then delivers: one invoice
		if n := e.count(t, "SELECT count(*) FROM invoices WHERE order_id = ? AND kind = 'sale'", shipped.ID); n != 1 {
			t.Fatalf("%d invoices after shipping", n)
		}

		if err := sqldb.NewInvoiceStore(db).SetInvoiceSettings(ctx, bookstore.DefaultInvoiceSettings, "", bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		_, o := paidOrder(t, e, "veli@example.com", rf.books[1:2], 1)
		e.settleInvoices(t)
		var docs []httpapi.InvoiceSummary
		admin.get("/api/admin/orders/"+o.ID+"/invoices").json(t, &docs)
		if len(docs) != 1 || docs[0].Status != "accepted" {
			t.Fatalf("before the cancellation: %+v", docs)
		}
		if r := admin.post("/api/admin/orders/"+o.ID+"/cancel", map[string]any{"reason": "Stokta hasar tespit edildi"}); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		e.settleInvoices(t)
		e.settleInvoices(t)
		var d httpapi.InvoiceDetail
		admin.get("/api/admin/invoices/"+docs[0].ID).json(t, &d)
		if d.Status != "cancelled" || !d.CancelRequested || e.einv.Cancels[d.ETTN] != 1 {
			t.Fatalf("after the cancellation: %+v, %d cancels", d, e.einv.Cancels[d.ETTN])
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'invoice.cancelled'", d.ID); n != 1 {
			t.Fatalf("%d cancellation entries", n)
		}
	})
}
