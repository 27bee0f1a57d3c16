package httpapi_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// royaltyFixture: two authors with accounts; author A has two books, B one.
type royaltyFixture struct {
	authorA, authorB *client
	a, b             *bookstore.Author
	a1, a2, b1       *bookstore.Book
}

const royaltyAuthorName = "Şükrü Ilgın Çağdaş"

func newRoyaltyFixture(t *testing.T, e *env, db *sqldb.DB) *royaltyFixture {
	t.Helper()
	ctx := context.Background()
	f := &royaltyFixture{}
	f.authorA = e.client().signedIn("yazar-a@example.com", bookstore.RoleAuthor)
	f.authorB = e.client().signedIn("yazar-b@example.com", bookstore.RoleAuthor)
	link := func(c *client, name string) *bookstore.Author {
		var me httpapi.MeResponse
		c.get("/api/auth/me").json(t, &me)
		a := &bookstore.Author{Name: name, UserID: me.User.ID, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateAuthor(ctx, a); err != nil {
			t.Fatal(err)
		}
		return a
	}
	f.a, f.b = link(f.authorA, royaltyAuthorName), link(f.authorB, "Başka Yazar")
	cat := &bookstore.Category{Name: "Deneme"}
	if err := sqldb.NewCatalogWriter(db).CreateCategory(ctx, cat); err != nil {
		t.Fatal(err)
	}
	f.a1 = &bookstore.Book{Title: "Ağaçlar Işığı", Price: 3333, Stock: 30, AuthorID: f.a.ID, CategoryID: cat.ID, Approved: true}
	f.a2 = &bookstore.Book{Title: "İğne Oyası", Price: 1250, Stock: 30, AuthorID: f.a.ID, CategoryID: cat.ID, Approved: true}
	f.b1 = &bookstore.Book{Title: "Başkasının Kitabı", Price: 1000, Stock: 30, AuthorID: f.b.ID, CategoryID: cat.ID, Approved: true}
	if err := sqldb.NewCatalogWriter(db).CreateBooks(ctx, []*bookstore.Book{f.a1, f.a2, f.b1}); err != nil {
		t.Fatal(err)
	}
	return f
}

// monthStart is the first day of the month months away from now, in Istanbul.
func monthStart(months int) time.Time {
	n := time.Now().In(bookstore.ShopLocation())
	return time.Date(n.Year(), n.Month(), 1, 0, 0, 0, 0, bookstore.ShopLocation()).AddDate(0, months, 0)
}

func TestRoyaltyStatements(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		f := newRoyaltyFixture(t, e, db)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		// Sales two months ago: buyer 1 takes 3 × A1, 1 × A2 and 2 × B1;
		// buyer 2 takes 1 × A1 and the admin cancels it (refunded, same
		// month); buyer 3 takes 2 × A2, returns one, refunded last month.
		_, o1 := paidOrder(t, e, "alici1@example.com", []*bookstore.Book{f.a1, f.a2, f.b1}, 3, 1, 2)
		_, o2 := paidOrder(t, e, "alici2@example.com", []*bookstore.Book{f.a1}, 1)
		if r := admin.post("/api/admin/orders/"+o2.ID+"/cancel", map[string]any{"reason": "Stokta kalmadı"}); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		c3, o3 := paidOrder(t, e, "alici3@example.com", []*bookstore.Book{f.a2}, 2)
		deliver(t, admin, o3.ID)
		ret := requestReturn(t, c3, o3.ID, lineQty{ItemID: o3.Items[0].ID, Quantity: 1})
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		ret = returnStep(t, admin, ret.ID, "refund", nil, 200)
		// An unpaid order is no sale.
		pending := buyer(t, e, "alici4@example.com", f.a1.ID, 5)
		placeOrder(t, pending)

		// Date them in the past (the test's own SQL: production never
		// rewrites a date).
		sold := monthStart(-2).Add(14 * 24 * time.Hour)
		exec := func(q string, args ...any) {
			t.Helper()
			if _, err := db.Bun().NewRaw(q, args...).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		exec("UPDATE orders SET created_at = ?", sold.UTC())
		exec("UPDATE refunds SET updated_at = ? WHERE return_id IS NULL", sold.Add(24*time.Hour).UTC())
		exec("UPDATE returns SET refunded_at = ?", monthStart(-1).Add(3*24*time.Hour).UTC())
		exec("UPDATE refunds SET updated_at = ? WHERE return_id IS NOT NULL", monthStart(-1).Add(3*24*time.Hour).UTC())

		authorPath := "/api/admin/authors/" + f.a.ID
		issue := func(c *client, body map[string]any) *response { return c.post(authorPath+"/royalty-statements", body) }
		older, last := monthStart(-2).Format("2006-01"), monthStart(-1).Format("2006-01")

		// No rate yet: refused, nothing stored.
		if r := issue(admin, map[string]any{"period": older}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgRoyaltyRateMissing {
			t.Fatalf("issue without rate: %d %s", r.StatusCode, r.body)
		}
		// Bad rates: 422 with the field, nothing stored.
		for _, bad := range []map[string]any{
			{"kind": "percent", "basisPoints": 10001, "period": "monthly"},
			{"kind": "percent", "basisPoints": -1, "period": "monthly"},
			{"kind": "fixed", "perCopy": -5, "period": "monthly"},
			{"kind": "royalty", "period": "monthly"},
			{"kind": "percent", "basisPoints": 1000, "period": "yearly"},
		} {
			r := admin.put(authorPath+"/royalty", bad)
			if r.StatusCode != 422 || len(r.problem(t).Errors) == 0 {
				t.Fatalf("bad rate %v: %d %s", bad, r.StatusCode, r.body)
			}
		}
		if r := admin.put("/api/admin/books/"+f.a2.ID+"/royalty", map[string]any{"kind": "fixed", "perCopy": -1}); r.StatusCode != 422 ||
			r.problem(t).Errors[0].Message != bookstore.MsgRoyaltyPerCopy {
			t.Fatalf("bad book rate: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM author_royalties") + e.count(t, "SELECT count(*) FROM book_royalties"); n != 0 {
			t.Fatalf("bad rates stored: %d", n)
		}
		// A default of %12,75 and a fixed 1,50 TL a copy for A2.
		if r := admin.put(authorPath+"/royalty", map[string]any{"kind": "percent", "basisPoints": 1275, "perCopy": 999, "period": "monthly"}); r.StatusCode != 200 {
			t.Fatalf("rate: %d %s", r.StatusCode, r.body)
		}
		if r := admin.put("/api/admin/books/"+f.a2.ID+"/royalty", map[string]any{"kind": "fixed", "perCopy": 150}); r.StatusCode != 200 {
			t.Fatalf("book rate: %d %s", r.StatusCode, r.body)
		}
		var settings httpapi.AuthorRoyaltyView
		admin.get(authorPath+"/royalty").json(t, &settings)
		if settings.Rate == nil || settings.Rate.Label != "%12,75" || settings.Rate.PerCopy != 0 || len(settings.Books) != 2 ||
			settings.Books[1].Rate == nil || settings.Books[1].Rate.Label != "₺1,50 / adet" || settings.Books[0].Rate != nil {
			t.Fatalf("settings: %+v", settings)
		}

		// The current month has not ended: refused.
		if r := issue(admin, map[string]any{"period": monthStart(0).Format("2006-01")}); r.StatusCode != 422 ||
			r.problem(t).Errors[0].Message != bookstore.MsgRoyaltyNotEnded {
			t.Fatalf("open period: %d %s", r.StatusCode, r.body)
		}
		if r := issue(admin, map[string]any{"period": "2026-13"}); r.StatusCode != 422 {
			t.Fatalf("bad period: %d %s", r.StatusCode, r.body)
		}

		r := issue(admin, map[string]any{"period": older})
		if r.StatusCode != 201 {
			t.Fatalf("issue: %d %s", r.StatusCode, r.body)
		}
		var st httpapi.RoyaltyStatementView
		r.json(t, &st)
		// A1: 4 sold, 1 cancelled: net 9999 × %12,75 = 1274,87 → 1275.
		// A2: 3 sold, none returned in this period: 3 × 150 = 450.
		if len(st.Lines) != 2 || st.Lines[0].Title != "Ağaçlar Işığı" || st.Lines[0].Sold != 4 || st.Lines[0].Returned != 1 ||
			st.Lines[0].Gross != 4*3333 || st.Lines[0].NetRevenue != 9999 || st.Lines[0].Royalty != 1275 ||
			st.Lines[1].Sold != 3 || st.Lines[1].Returned != 0 || st.Lines[1].Royalty != 450 || st.Royalty != 1725 ||
			st.AuthorName != royaltyAuthorName || st.CorrectsID != nil {
			t.Fatalf("statement: %+v", st)
		}
		// The same figures as the admin's orders and returns.
		adminGross, adminRefunded := map[string]int64{}, map[string]int64{}
		for _, id := range []string{o1.ID, o2.ID, o3.ID} {
			var o httpapi.AdminOrderView
			admin.get("/api/admin/orders/"+id).json(t, &o)
			for _, l := range o.Items {
				adminGross[l.BookID] += l.LineTotal
				if o.Status == "cancelled" {
					adminRefunded[l.BookID] += l.LineTotal
				}
			}
		}
		if adminGross[f.a1.ID] != st.Lines[0].Gross || adminRefunded[f.a1.ID] != st.Lines[0].Refunded || adminGross[f.a2.ID] != st.Lines[1].Gross {
			t.Fatalf("admin figures %v %v, statement %+v", adminGross, adminRefunded, st.Lines)
		}

		// Issued twice: refused, one stored.
		if r := issue(admin, map[string]any{"period": older}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgRoyaltyIssued {
			t.Fatalf("twice: %d %s", r.StatusCode, r.body)
		}
		// The refund of last month: A2 returned 1, refunded 1250; fixed
		// rate: -150 (the publisher deducts it).
		var lastSt httpapi.RoyaltyStatementView
		if r := issue(admin, map[string]any{"period": last}); r.StatusCode != 201 {
			t.Fatalf("last month: %d %s", r.StatusCode, r.body)
		} else {
			r.json(t, &lastSt)
		}
		if len(lastSt.Lines) != 1 || lastSt.Lines[0].Returned != 1 || lastSt.Lines[0].Refunded != ret.Lines[0].Refunded ||
			lastSt.Lines[0].Refunded != 1250 || lastSt.Royalty != -150 {
			t.Fatalf("last month: %+v", lastSt)
		}

		// Immutable: a new rate does not change the issued statement; a
		// correction is a new statement with the new rate, once.
		if r := admin.put(authorPath+"/royalty", map[string]any{"kind": "percent", "basisPoints": 2000, "period": "monthly"}); r.StatusCode != 200 {
			t.Fatalf("rate: %d", r.StatusCode)
		}
		var again httpapi.RoyaltyStatementView
		admin.get("/api/admin/royalty-statements/"+st.ID).json(t, &again)
		if again.Royalty != 1725 || again.Lines[0].Rate.BasisPoints != 1275 {
			t.Fatalf("statement changed: %+v", again)
		}
		r = issue(admin, map[string]any{"correctsId": st.ID})
		if r.StatusCode != 201 {
			t.Fatalf("correction: %d %s", r.StatusCode, r.body)
		}
		var corr httpapi.RoyaltyStatementView
		r.json(t, &corr)
		if corr.CorrectsID == nil || *corr.CorrectsID != st.ID || corr.Royalty != 2000+450 || corr.PeriodKey != older {
			t.Fatalf("correction: %+v", corr)
		}
		if r := issue(admin, map[string]any{"correctsId": st.ID}); r.StatusCode != 409 || r.problem(t).Message != bookstore.MsgRoyaltyCorrected {
			t.Fatalf("second correction: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/authors/"+f.b.ID+"/royalty-statements", map[string]any{"correctsId": st.ID}); r.StatusCode != 409 && r.StatusCode != 422 {
			t.Fatalf("correcting another author's statement: %d %s", r.StatusCode, r.body)
		}
		if n := e.count(t, "SELECT count(*) FROM royalty_statements"); n != 3 {
			t.Fatalf("statements stored: %d", n)
		}
		var list httpapi.StatementList
		admin.get(authorPath+"/royalty-statements").json(t, &list)
		if len(list.Items) != 3 || list.Items[0].PeriodKey != last {
			t.Fatalf("list: %+v", list)
		}

		// The PDF: valid, with the author's name (the document title is
		// UTF-16BE: ş, ğ, ı and Ç are not Latin-1).
		pdf := admin.get("/api/admin/royalty-statements/" + st.ID + "/pdf")
		if pdf.StatusCode != 200 || pdf.Header.Get("Content-Type") != "application/pdf" ||
			!bytes.HasPrefix(pdf.body, []byte("%PDF-1.")) || !bytes.Contains(pdf.body[len(pdf.body)-10:], []byte("%%EOF")) ||
			!bytes.Contains(pdf.body, utf16BE(royaltyAuthorName)) {
			t.Fatalf("pdf: %d %q", pdf.StatusCode, pdf.Header.Get("Content-Type"))
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = ?", string(bookstore.ActionRoyaltyIssued)); n != 3 {
			t.Fatalf("audit entries: %d", n)
		}
	})
}

func utf16BE(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return b
}

func TestRoyaltyAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		f := newRoyaltyFixture(t, e, db)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		buyerC, _ := paidOrder(t, e, "gizli.alici@example.com", []*bookstore.Book{f.a1}, 2)
		if _, err := db.Bun().NewRaw("UPDATE orders SET created_at = ?", monthStart(-1).Add(48*time.Hour).UTC()).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if r := admin.put("/api/admin/authors/"+f.a.ID+"/royalty", map[string]any{"kind": "percent", "basisPoints": 1000, "period": "monthly"}); r.StatusCode != 200 {
			t.Fatalf("rate: %d", r.StatusCode)
		}
		r := admin.post("/api/admin/authors/"+f.a.ID+"/royalty-statements", map[string]any{"period": monthStart(-1).Format("2006-01")})
		if r.StatusCode != 201 {
			t.Fatalf("issue: %d %s", r.StatusCode, r.body)
		}
		var st httpapi.RoyaltyStatementView
		r.json(t, &st)

		guest, member := e.client(), buyerC
		own := "/api/author/royalty-statements/" + st.ID
		adminPaths := []struct{ method, path string }{
			{http.MethodGet, "/api/admin/authors/" + f.a.ID + "/royalty"},
			{http.MethodPut, "/api/admin/authors/" + f.a.ID + "/royalty"},
			{http.MethodPut, "/api/admin/books/" + f.a1.ID + "/royalty"},
			{http.MethodDelete, "/api/admin/books/" + f.a1.ID + "/royalty"},
			{http.MethodGet, "/api/admin/authors/" + f.a.ID + "/royalty-statements"},
			{http.MethodPost, "/api/admin/authors/" + f.a.ID + "/royalty-statements"},
			{http.MethodGet, "/api/admin/royalty-statements/" + st.ID},
			{http.MethodGet, "/api/admin/royalty-statements/" + st.ID + "/pdf"},
		}
		authorPaths := []string{"/api/author/sales", "/api/author/royalty-statements", own, own + "/pdf"}
		body := map[string]any{"kind": "percent", "basisPoints": 5000, "period": "monthly"}
		for _, c := range []struct {
			name      string
			who       *client
			wantAdmin int
			wantOwn   int
		}{
			{"guest", guest, 401, 401},
			{"member", member, 403, 403},
			{"author", f.authorA, 403, 200},
			{"other author", f.authorB, 403, 404},
			{"admin", admin, 0, 403},
		} {
			if c.wantAdmin != 0 {
				for _, p := range adminPaths {
					if r := c.who.doJSON(p.method, p.path, body); r.StatusCode != c.wantAdmin {
						t.Errorf("%s %s %s: %d, want %d", c.name, p.method, p.path, r.StatusCode, c.wantAdmin)
					}
				}
			}
			for _, p := range authorPaths[2:] {
				if r := c.who.get(p); r.StatusCode != c.wantOwn {
					t.Errorf("%s GET %s: %d, want %d", c.name, p, r.StatusCode, c.wantOwn)
				}
			}
		}
		// Refused calls changed nothing: the rate is still %10, one statement.
		var settings httpapi.AuthorRoyaltyView
		admin.get("/api/admin/authors/"+f.a.ID+"/royalty").json(t, &settings)
		if settings.Rate.BasisPoints != 1000 || e.count(t, "SELECT count(*) FROM royalty_statements") != 1 {
			t.Fatalf("a refused call changed something: %+v", settings)
		}
		// Other author: an empty list and no sales of A's books.
		var otherList httpapi.StatementList
		f.authorB.get("/api/author/royalty-statements").json(t, &otherList)
		var otherSales httpapi.AuthorSales
		f.authorB.get("/api/author/sales").json(t, &otherSales)
		if len(otherList.Items) != 0 || len(otherSales.Books) != 0 {
			t.Fatalf("other author sees: %+v %+v", otherList, otherSales)
		}
		if r := f.authorB.get("/api/author/royalty-statements/not-an-id"); r.StatusCode != 404 {
			t.Fatalf("junk id: %d", r.StatusCode)
		}
		// The author: their sales by month (12, the current last) and the
		// statement; no customer's data in any answer.
		var sales httpapi.AuthorSales
		f.authorA.get("/api/author/sales").json(t, &sales)
		if len(sales.Months) != 12 || sales.Months[10].Sold != 2 || sales.Months[10].NetRevenue != 2*3333 || sales.Months[11].Month != monthStart(0).Format("2006-01") ||
			len(sales.Books) != 1 || sales.Books[0].Sold != 2 {
			t.Fatalf("sales: %+v", sales)
		}
		for _, p := range authorPaths[:3] {
			got := strings.ToLower(string(f.authorA.get(p).body))
			for _, personal := range []string{"gizli.alici", "yılmaz", "moda cad", "0532", "email", "address", "phone", "customer"} {
				if strings.Contains(got, personal) {
					t.Errorf("%s carries %q: %s", p, personal, got)
				}
			}
		}
		pdf := f.authorA.get(own + "/pdf")
		if pdf.StatusCode != 200 || !bytes.HasPrefix(pdf.body, []byte("%PDF-")) || !strings.Contains(pdf.Header.Get("Content-Disposition"), "telif-beyani-") {
			t.Fatalf("author pdf: %d %s", pdf.StatusCode, pdf.Header.Get("Content-Disposition"))
		}
		// Unknown records: 404 with a Turkish message.
		if r := admin.get("/api/admin/authors/" + f.a1.ID + "/royalty"); r.StatusCode != 404 {
			t.Fatalf("unknown author: %d", r.StatusCode)
		}
		if r := admin.put("/api/admin/books/"+f.a.ID+"/royalty", map[string]any{"kind": "percent", "basisPoints": 10}); r.StatusCode != 404 {
			t.Fatalf("unknown book: %d", r.StatusCode)
		}
	})
}
