package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func reportOf(t *testing.T, admin *client, query string) httpapi.SalesReport {
	t.Helper()
	r := admin.get("/api/admin/reports?" + query)
	if r.StatusCode != 200 {
		t.Fatalf("report %q: %d %s", query, r.StatusCode, r.body)
	}
	var rep httpapi.SalesReport
	r.json(t, &rep)
	return rep
}

// TestSalesReportMatchesOrders: the report's figures are the ones the
// admin sees elsewhere (the order list, the dashboard, the refunds of a
// cancellation and of a return), days cut at Istanbul midnight.
func TestSalesReportMatchesOrders(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		rf := newReturnsFixture(t, db, f) // 10, 12 and 8 TL, 5 copies each
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)

		_, kept := paidOrder(t, e, "ayse@example.com", rf.books, 1, 1, 1)
		_, cancelled := paidOrder(t, e, "mehmet@example.com", rf.books[:1], 2)
		if r := admin.post("/api/admin/orders/"+cancelled.ID+"/cancel", map[string]any{"reason": "Stokta kalmadı"}); r.StatusCode != 200 {
			t.Fatalf("cancel: %d %s", r.StatusCode, r.body)
		}
		c3, returned := paidOrder(t, e, "zeynep@example.com", rf.books[1:2], 2)
		deliver(t, admin, returned.ID)
		ret := requestReturn(t, c3, returned.ID, lineQty{ItemID: returned.Items[0].ID, Quantity: 1})
		returnStep(t, admin, ret.ID, "receive", map[string]any{"condition": "intact"}, 200)
		if got := returnStep(t, admin, ret.ID, "refund", nil, 200); got.Refunded != 1200 {
			t.Fatalf("return refunded %d", got.Refunded)
		}
		pending := placeOrder(t, buyer(t, e, "bekleyen@example.com", rf.books[2].ID, 1))

		// Istanbul days: the kept order is placed at today's midnight (today),
		// the returned one a second before it (yesterday). Their carts move
		// with them, so the conversion still sees cart before order.
		loc := bookstore.ShopLocation()
		y, m, d := e.clock.now().In(loc).Date()
		midnight := time.Date(y, m, d, 0, 0, 0, 0, loc).UTC()
		for id, at := range map[string]time.Time{kept.ID: midnight, returned.ID: midnight.Add(-time.Second)} {
			for _, q := range []string{"UPDATE orders SET created_at = ? WHERE id = ?",
				"UPDATE carts SET created_at = ? WHERE user_id = (SELECT user_id FROM orders WHERE id = ?)"} {
				if _, err := db.Bun().ExecContext(context.Background(), q, at, id); err != nil {
					t.Fatal(err)
				}
			}
		}

		// What the admin sees elsewhere: the order list's totals of the
		// orders that are not pending, the dashboard's order count.
		var list httpapi.AdminOrderList
		admin.get("/api/admin/orders").json(t, &list)
		var charged int64
		sold := 0
		for _, o := range list.Items {
			if o.Status != "pending" {
				charged += o.Total
				sold++
			}
		}
		var dash httpapi.Dashboard
		admin.get("/api/admin/dashboard").json(t, &dash)
		refunded := cancelled.Total + 1200 // the cancellation's whole total, the returned copy

		rep := reportOf(t, admin, "")
		if rep.Totals.Charged != charged || rep.Totals.Orders != sold || sold != 3 || dash.Orders != sold+1 ||
			rep.Totals.Refunded != refunded || rep.Totals.Net != charged-refunded {
			t.Fatalf("totals %+v; list: charged %d in %d orders; dashboard %d orders; refunded %d", rep.Totals, charged, sold, dash.Orders, refunded)
		}
		if want := (charged*2 + 3) / 6; rep.Totals.AverageBasket != want {
			t.Fatalf("average basket %d, want %d", rep.Totals.AverageBasket, want)
		}
		today, yesterday := rep.Periods[len(rep.Periods)-1], rep.Periods[len(rep.Periods)-2]
		if len(rep.Periods) != 30 || today.Start != midnight.In(loc).Format(time.DateOnly) ||
			today.Orders != 2 || today.Charged != kept.Total+cancelled.Total || today.Refunded != refunded ||
			yesterday.Orders != 1 || yesterday.Charged != returned.Total || yesterday.Refunded != 0 {
			t.Fatalf("days: %d periods, yesterday %+v, today %+v", len(rep.Periods), yesterday, today)
		}
		_ = pending

		// Top books: the cancelled order does not count, the returned copy
		// is taken off. Book 2: one kept + two returned-order copies - one back.
		want := map[string][2]int64{rf.books[0].Title: {1, 1000}, rf.books[1].Title: {2, 2400}, rf.books[2].Title: {1, 800}}
		if len(rep.TopBooks) != 3 || rep.TopBooks[0].Name != rf.books[1].Title {
			t.Fatalf("top books %+v", rep.TopBooks)
		}
		for _, b := range rep.TopBooks {
			if w := want[b.Name]; b.Units != w[0] || b.Revenue != w[1] {
				t.Errorf("%s: %d copies, %d kuruş; want %v", b.Name, b.Units, b.Revenue, w)
			}
		}
		if len(rep.TopAuthors) != 1 || rep.TopAuthors[0].Name != f.author.Name || rep.TopAuthors[0].Revenue != 4200 ||
			len(rep.TopCategories) != 1 || rep.TopCategories[0].Name != f.category.Name || rep.TopCategories[0].Units != 4 {
			t.Fatalf("authors %+v categories %+v", rep.TopAuthors, rep.TopCategories)
		}
		// Conversion: four carts, three of them paid (the cancelled order was paid).
		if c := rep.Conversion; c.Carts != 4 || c.Converted != 3 || c.Percent != 75 {
			t.Fatalf("conversion %+v", c)
		}
		// Weeks and months sum to the same; the range's first period is the
		// week's Monday or the month's first.
		for _, g := range []string{"week", "month"} {
			r := reportOf(t, admin, "group="+g)
			var sum int64
			for _, p := range r.Periods {
				sum += p.Charged
			}
			if sum != charged || r.Totals != rep.Totals {
				t.Fatalf("%s: sum %d totals %+v", g, sum, r.Totals)
			}
			first, _ := time.Parse(time.DateOnly, r.Periods[0].Start)
			if (g == "week" && first.Weekday() != time.Monday) || (g == "month" && first.Day() != 1) {
				t.Fatalf("%s starts %s", g, r.Periods[0].Start)
			}
		}
		// A range before the orders: nothing.
		if r := reportOf(t, admin, "from=2020-01-01&to=2020-01-31&group=week"); r.Totals.Orders != 0 || len(r.TopBooks) != 0 {
			t.Fatalf("empty range: %+v", r)
		}
	})
}

// TestSalesReportCSV: every table downloads; the accountant's file has one
// row per line with the order's figures, in Excel's Turkish form.
func TestSalesReportCSV(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		rf := newReturnsFixture(t, db, f)
		formula := &bookstore.Book{Title: "=HYPERLINK(\"http://x\")", Price: 123450, Stock: 1, AuthorID: f.author.ID, Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateBooks(context.Background(), []*bookstore.Book{formula}); err != nil {
			t.Fatal(err)
		}
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		c, o := paidOrder(t, e, "ayse@example.com", []*bookstore.Book{rf.books[1], formula}, 2, 1)
		c.put("/api/profile", map[string]any{"fullName": "-Ayşe; \"Yılmaz\"", "phone": "", "shippingAddress": "Kadıköy"})

		today := e.clock.now().In(bookstore.ShopLocation()).Format(time.DateOnly)
		from := e.clock.now().In(bookstore.ShopLocation()).AddDate(0, 0, -6).Format(time.DateOnly)
		q := "?from=" + from + "&to=" + today
		r := admin.get("/api/admin/reports/siparisler/csv" + q)
		if r.StatusCode != 200 || r.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
			r.Header.Get("Content-Disposition") != `attachment; filename="kitapevi-siparisler-`+from+"_"+today+`.csv"` {
			t.Fatalf("orders csv: %d %v", r.StatusCode, r.Header)
		}
		body := string(r.body)
		if !strings.HasPrefix(body, "\uFEFFSipariş No;Tarih;Saat;Durum;Alıcı;Kitap;Adet;") {
			t.Fatalf("no BOM or header: %q", body[:min(len(body), 80)])
		}
		lines := strings.Split(strings.TrimSuffix(body, "\r\n"), "\r\n")
		if len(lines) != 3 {
			t.Fatalf("want a header and 2 lines: %q", body)
		}
		date := e.clock.now().In(bookstore.ShopLocation()).Format("02.01.2006")
		ship := bookstore.DefaultShippingRule.FeeFor(2400 + 123450) // free from 100 TL
		wantTail := fmt.Sprintf(";2;12,00;24,00;1258,50;%s;%s;0,00", csvMoney(ship), csvMoney(2400+123450+ship))
		wantHead := o.Number + ";" + date + ";"
		if !strings.HasPrefix(lines[1], wantHead) || !strings.Contains(lines[1], `;Onaylandı;"'-Ayşe; ""Yılmaz""";İade Kitabı 2;`) ||
			!strings.HasSuffix(lines[1], wantTail) {
			t.Fatalf("line 1: %q\nwant %q…%q", lines[1], wantHead, wantTail)
		}
		if !strings.Contains(lines[2], `;"'=HYPERLINK(""http://x"")";1;1234,50;1234,50;`) {
			t.Fatalf("formula not defused or money not in Turkish form: %q", lines[2])
		}

		// Every table of the page, named after it.
		for _, table := range []string{"ciro", "kitaplar", "yazarlar", "kategoriler", "dusuk-stok"} {
			r := admin.get("/api/admin/reports/" + table + "/csv" + q + "&group=week")
			if r.StatusCode != 200 || !strings.HasPrefix(string(r.body), "\uFEFF") || !strings.Contains(r.Header.Get("Content-Disposition"), "kitapevi-"+table+"-") {
				t.Fatalf("%s: %d %v %q", table, r.StatusCode, r.Header, r.body)
			}
		}
		books := string(admin.get("/api/admin/reports/kitaplar/csv" + q).body)
		if !strings.Contains(books, "\r\n1;\"'=HYPERLINK(\"\"http://x\"\")\";1;1234,50\r\n2;İade Kitabı 2;2;24,00\r\n") {
			t.Fatalf("books csv: %q", books)
		}
		lowStock := string(admin.get("/api/admin/reports/dusuk-stok/csv").body)
		if !strings.Contains(lowStock, "\r\n\"'=HYPERLINK(\"\"http://x\"\")\";0;5;Varsayılan;Evet\r\n") {
			t.Fatalf("low stock csv: %q", lowStock)
		}
		if r := admin.get("/api/admin/reports/gizli/csv"); r.StatusCode != 404 || r.problem(t).Message == "" {
			t.Fatalf("unknown table: %d %s", r.StatusCode, r.body)
		}
	})
}

func csvMoney(k int64) string { return fmt.Sprintf("%d,%02d", k/100, k%100) }

// TestSalesReportBadInput: a bad range, grouping or rank is a 422 with the
// field's Turkish message, on the page and on every download.
func TestSalesReportBadInput(t *testing.T) {
	db := sqldbtest.SQLite(t)
	e := newEnv(t, db, nil)
	admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
	for query, want := range map[string]httpapi.ProblemField{
		"from=2026-13-01":                        {Field: "from", Message: bookstore.MsgReportFromInvalid},
		"from=01.11.2026":                        {Field: "from", Message: bookstore.MsgReportFromInvalid},
		"to=yarın":                               {Field: "to", Message: bookstore.MsgReportToInvalid},
		"from=2026-11-30&to=2026-11-01":          {Field: "to", Message: bookstore.MsgReportBackwards},
		"from=2020-01-01&to=2025-01-02":          {Field: "to", Message: bookstore.MsgReportTooLong},
		"group=year":                             {Field: "group", Message: bookstore.MsgReportGroupInvalid},
		"rank=profit":                            {Field: "rank", Message: bookstore.MsgReportRankInvalid},
		"from=" + url.QueryEscape("2026-11-01'"): {Field: "from", Message: bookstore.MsgReportFromInvalid},
	} {
		for _, path := range []string{"/api/admin/reports?", "/api/admin/reports/siparisler/csv?", "/api/admin/reports/ciro/csv?"} {
			r := admin.get(path + query)
			if r.StatusCode != 422 {
				t.Fatalf("%s%s: %d %s", path, query, r.StatusCode, r.body)
			}
			p := r.problem(t)
			if len(p.Errors) == 0 || p.Errors[0].Field != want.Field || p.Errors[0].Message != want.Message || p.Message != want.Message {
				t.Fatalf("%s%s: %+v", path, query, p)
			}
		}
	}
	// Exactly five years is allowed.
	if r := admin.get("/api/admin/reports?from=2020-01-01&to=2025-01-01&group=month"); r.StatusCode != 200 {
		t.Fatalf("five years: %d %s", r.StatusCode, r.body)
	}
}

// TestSalesReportAccess walks every role through every report operation:
// only an admin gets an answer; nobody else changes a threshold.
func TestSalesReportAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		other := e.client().signedIn("diger@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		otherAuthor := e.client().signedIn("yazar2@example.com", bookstore.RoleAuthor)
		threshold := "/api/admin/books/" + f.visible.ID + "/low-stock-threshold"
		type op struct {
			method, path string
			body         any
		}
		ops := []op{{"GET", "/api/admin/reports", nil}, {"PUT", threshold, map[string]any{"threshold": 20}}}
		for _, table := range []string{"ciro", "kitaplar", "yazarlar", "kategoriler", "dusuk-stok", "siparisler"} {
			ops = append(ops, op{"GET", "/api/admin/reports/" + table + "/csv", nil})
		}
		for _, o := range ops {
			for who, want := range map[*client]int{e.client(): 401, member: 403, other: 403, author: 403, otherAuthor: 403} {
				if r := who.doJSON(o.method, o.path, o.body); r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%s %s: %d, want %d", o.method, o.path, r.StatusCode, want)
				}
			}
		}
		if n := e.count(t, "SELECT count(*) FROM books WHERE low_stock_threshold IS NOT NULL"); n != 0 {
			t.Fatalf("a refused request set %d thresholds", n)
		}
		// The admin: all of them answer.
		for _, o := range ops {
			if r := admin.doJSON(o.method, o.path, o.body); r.StatusCode >= 300 {
				t.Fatalf("admin %s %s: %d %s", o.method, o.path, r.StatusCode, r.body)
			}
		}
	})
}

// TestSalesReportExportAudit: the accountant's download names buyers, so
// each one is in the audit log with its range, by the admin who took it,
// before the file is sent; the other tables, refused requests and bad
// ranges write nothing.
func TestSalesReportExportAudit(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("muhasebe@example.com", bookstore.RoleAdmin)
		exports := func() int {
			return e.count(t, "SELECT count(*) FROM audit_log WHERE action = ?", string(bookstore.ActionOrderLinesExported))
		}
		all := func() int { return e.count(t, "SELECT count(*) FROM audit_log") }

		// Everyone but an admin is refused, and nothing is recorded.
		for who, want := range map[*client]int{
			e.client(): 401,
			e.client().signedIn("uye@example.com", bookstore.RoleUser):     403,
			e.client().signedIn("diger@example.com", bookstore.RoleUser):   403,
			e.client().signedIn("yazar@example.com", bookstore.RoleAuthor): 403,
		} {
			if r := who.get("/api/admin/reports/siparisler/csv"); r.StatusCode != want {
				t.Fatalf("refused export: %d, want %d", r.StatusCode, want)
			}
		}
		before := all() // after the sign-ups, which write their own entries
		if n := exports(); n != 0 {
			t.Fatalf("refused exports recorded: %d", n)
		}

		// A bad range or an unknown table: no file, no entry.
		if r := admin.get("/api/admin/reports/siparisler/csv?from=2026-11-30&to=2026-11-01"); r.StatusCode != 422 {
			t.Fatalf("backwards range: %d", r.StatusCode)
		}
		if r := admin.get("/api/admin/reports/gizli/csv"); r.StatusCode != 404 {
			t.Fatalf("unknown table: %d", r.StatusCode)
		}
		// The other tables are not recorded.
		for _, table := range []string{"ciro", "kitaplar", "yazarlar", "kategoriler", "dusuk-stok"} {
			if r := admin.get("/api/admin/reports/" + table + "/csv"); r.StatusCode != 200 {
				t.Fatalf("%s: %d", table, r.StatusCode)
			}
		}
		if n := all(); n != before {
			t.Fatalf("%d entries for downloads without buyers", n-before)
		}

		// One entry per order-lines download, with its range.
		for _, q := range []string{"?from=2026-01-01&to=2026-03-31", "?from=2026-04-01&to=2026-04-30", "?from=2026-04-01&to=2026-04-30"} {
			if r := admin.get("/api/admin/reports/siparisler/csv" + q); r.StatusCode != 200 {
				t.Fatalf("export %s: %d %s", q, r.StatusCode, r.body)
			}
		}
		if n := exports(); n != 3 || all() != before+3 {
			t.Fatalf("order-lines exports recorded: %d (all new entries: %d), want 3", n, all()-before)
		}
		var rows []struct {
			Entity string `bun:"entity"`
			After  string `bun:"after"`
		}
		err := db.Bun().NewRaw(`SELECT a.entity, CAST(a.after AS TEXT) AS after FROM audit_log AS a JOIN users AS u ON u.id = a.actor_id
			WHERE a.action = ? AND u.email = ? ORDER BY a.created_at, a.id`, string(bookstore.ActionOrderLinesExported), "muhasebe@example.com").
			Scan(context.Background(), &rows)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 3 {
			t.Fatalf("entries by the admin: %d", len(rows))
		}
		for i, want := range []map[string]string{
			{"from": "2026-01-01", "to": "2026-03-31"}, {"from": "2026-04-01", "to": "2026-04-30"}, {"from": "2026-04-01", "to": "2026-04-30"},
		} {
			var got map[string]string
			if err := json.Unmarshal([]byte(rows[i].After), &got); err != nil || rows[i].Entity != "orders" || !maps.Equal(got, want) {
				t.Fatalf("entry %d: %+v (%v), want the range %v", i, rows[i], err, want)
			}
		}
	})
}

// TestLowStockThreshold: a book's own threshold replaces the default; bad
// values and unknown books change nothing.
func TestLowStockThreshold(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db) // Çalıkuşu: 4 copies, under the default of 5
		e := newEnv(t, db, nil)
		admin := e.client().signedIn("admin@example.com", bookstore.RoleAdmin)
		low := func() map[string]httpapi.LowStockItem {
			out := map[string]httpapi.LowStockItem{}
			for _, b := range reportOf(t, admin, "").LowStock {
				out[b.BookID] = b
			}
			return out
		}
		if b, ok := low()[f.visible.ID]; !ok || b.Threshold != 5 || b.OwnThreshold || b.Stock != 4 {
			t.Fatalf("default threshold: %+v", b)
		}
		path := "/api/admin/books/" + f.visible.ID + "/low-stock-threshold"
		for _, bad := range []any{-1, 10001} {
			if r := admin.put(path, map[string]any{"threshold": bad}); r.StatusCode != 422 || r.problem(t).Errors[0].Message != bookstore.MsgLowStockThresholdBad {
				t.Fatalf("threshold %v: %d %s", bad, r.StatusCode, r.body)
			}
		}
		for _, id := range []string{"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", "kitap"} {
			if r := admin.put("/api/admin/books/"+id+"/low-stock-threshold", map[string]any{"threshold": 3}); r.StatusCode != 404 {
				t.Fatalf("unknown book %s: %d %s", id, r.StatusCode, r.body)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM books WHERE low_stock_threshold IS NOT NULL"); n != 0 {
			t.Fatalf("bad requests set %d thresholds", n)
		}
		if r := admin.put(path, map[string]any{"threshold": 3}); r.StatusCode != 204 {
			t.Fatalf("set: %d %s", r.StatusCode, r.body)
		}
		if _, ok := low()[f.visible.ID]; ok {
			t.Fatal("4 copies over a threshold of 3 is not low")
		}
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE entity_id = ? AND action = 'book.updated'", f.visible.ID); n != 1 {
			t.Fatalf("audit entries: %d", n)
		}
		admin.put(path, map[string]any{"threshold": 10})
		if b := low()[f.visible.ID]; b.Threshold != 10 || !b.OwnThreshold {
			t.Fatalf("own threshold: %+v", b)
		}
		admin.put(path, map[string]any{"threshold": nil})
		if b := low()[f.visible.ID]; b.Threshold != 5 || b.OwnThreshold {
			t.Fatalf("back to the default: %+v", b)
		}
	})
}
