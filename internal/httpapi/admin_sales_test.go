package httpapi_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func saleBody(bookID string, percent int, from, to time.Time) map[string]any {
	return map[string]any{"name": "Kış indirimi", "scope": "book", "bookIds": []string{bookID}, "percent": percent,
		"startsAt": from.Format(time.RFC3339), "endsAt": to.Format(time.RFC3339)}
}

// TestSalesAccess walks every role through every sale operation and the
// price history: only an admin gets an answer; nobody else changes a sale.
func TestSalesAccess(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		other := e.client().signedIn("diger@example.com", bookstore.RoleUser)
		author := e.client().signedIn("yazar@example.com", bookstore.RoleAuthor)
		now := time.Now()
		// A scheduled sale (any change, delete) and a running one (end).
		var sale, run httpapi.AdminSale
		r := admin.post("/api/admin/sales", saleBody(f.visible.ID, 20, now.Add(time.Hour), now.Add(2*time.Hour)))
		r.json(t, &sale)
		if r.StatusCode != 201 || sale.State != "scheduled" || len(sale.BookTitles) != 1 || sale.BookTitles[0] != "Çalıkuşu" {
			t.Fatalf("admin create: %d %s", r.StatusCode, r.body)
		}
		admin.post("/api/admin/sales", saleBody(f.visible.ID, 20, now.Add(-time.Hour), now.Add(time.Hour))).json(t, &run)
		type op struct {
			method, path string
			body         any
		}
		body := saleBody(f.visible.ID, 50, now.Add(time.Hour), now.Add(2*time.Hour))
		ops := []op{{"GET", "/api/admin/sales", nil}, {"POST", "/api/admin/sales", body}, {"PUT", "/api/admin/sales/" + sale.ID, body},
			{"DELETE", "/api/admin/sales/" + sale.ID, nil}, {"POST", "/api/admin/sales/" + run.ID + "/end", nil},
			{"GET", "/api/admin/books/" + f.visible.ID + "/price-history", nil}}
		for _, o := range ops {
			for who, want := range map[*client]int{e.client(): 401, member: 403, other: 403, author: 403} {
				if r := who.doJSON(o.method, o.path, o.body); r.StatusCode != want || r.problem(t).Message == "" {
					t.Fatalf("%s %s: %d, want %d", o.method, o.path, r.StatusCode, want)
				}
			}
		}
		if n := e.count(t, "SELECT count(*) FROM sales WHERE percent = 20 AND ends_at > CURRENT_TIMESTAMP"); n != 2 || e.count(t, "SELECT count(*) FROM sales") != 2 {
			t.Fatalf("a refused request changed the sales")
		}
		for _, o := range ops {
			if r := admin.doJSON(o.method, o.path, o.body); r.StatusCode >= 300 {
				t.Fatalf("admin %s %s: %d %s", o.method, o.path, r.StatusCode, r.body)
			}
		}
	})
}

// TestSaleBadInput: every bad form answers 422 with its Turkish message
// and stores nothing; an unknown sale is 404.
func TestSaleBadInput(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		now := time.Now()
		ok := func() map[string]any { return saleBody(f.visible.ID, 20, now, now.Add(time.Hour)) }
		with := func(k string, v any) map[string]any {
			b := ok()
			if v == nil {
				delete(b, k)
			} else {
				b[k] = v
			}
			return b
		}
		cases := []struct {
			name string
			body map[string]any
			msg  string
		}{
			{"percent over 99", with("percent", 100), bookstore.MsgSalePercent},
			{"no percent nor price", with("percent", nil), bookstore.MsgSalePercent},
			{"both", with("fixedPrice", 5000), bookstore.MsgSaleKind},
			{"below zero", func() map[string]any { b := with("percent", nil); b["fixedPrice"] = -1; return b }(), bookstore.MsgSalePriceNegative},
			{"above the list price", func() map[string]any { b := with("percent", nil); b["fixedPrice"] = 8991; return b }(), bookstore.MsgSalePriceAbove},
			{"end before start", with("endsAt", now.Add(-time.Hour).Format(time.RFC3339)), bookstore.MsgSaleDates},
			{"unknown book", with("bookIds", []string{"0190f5a0-0000-7000-8000-000000000001"}), bookstore.MsgSaleTarget},
			{"no scope", with("scope", "her şey"), bookstore.MsgSaleScope},
			{"no name", with("name", " "), bookstore.MsgSaleName},
		}
		for _, c := range cases {
			r := admin.post("/api/admin/sales", c.body)
			if r.StatusCode != 422 || r.problem(t).Message != c.msg {
				t.Errorf("%s: %d %s, want %q", c.name, r.StatusCode, r.body, c.msg)
			}
		}
		if n := e.count(t, "SELECT count(*) FROM sales"); n != 0 {
			t.Fatalf("bad forms stored %d sales", n)
		}
		if r := admin.put("/api/admin/sales/0190f5a0-0000-7000-8000-000000000001", ok()); r.StatusCode != 404 || r.problem(t).Message != bookstore.MsgSaleNotFound {
			t.Fatalf("unknown sale: %d %s", r.StatusCode, r.body)
		}
		if r := admin.do("DELETE", "/api/admin/sales/nope", "", nil); r.StatusCode != 404 {
			t.Fatalf("bad id: %d", r.StatusCode)
		}
	})
}

// TestBegunSalesAreKept: a sale that has begun charged its price, which
// later sales' 30-day lowest price counts, so it keeps its terms: only its
// name and end change, it is ended ('Bitir') rather than deleted, and once
// ended it stays as it was. A sale not yet begun changes freely.
func TestBegunSalesAreKept(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		now := time.Now()
		var sale httpapi.AdminSale
		admin.post("/api/admin/sales", saleBody(f.visible.ID, 20, now.Add(-time.Hour), now.Add(time.Hour))).json(t, &sale)
		path := "/api/admin/sales/" + sale.ID
		refused := func(r *response, status int, msg string) {
			t.Helper()
			if r.StatusCode != status || r.problem(t).Message != msg {
				t.Fatalf("got %d %s, want %d %q", r.StatusCode, r.body, status, msg)
			}
		}
		// Running: the terms are kept.
		for _, change := range []map[string]any{
			saleBody(f.visible.ID, 50, now.Add(-time.Hour), now.Add(time.Hour)),   // the cut
			saleBody(f.visible.ID, 20, now.Add(-2*time.Hour), now.Add(time.Hour)), // the start
			{"name": "Kış", "scope": "category", "categoryId": f.category.ID, "percent": 20, // the scope
				"startsAt": sale.StartsAt.Format(time.RFC3339Nano), "endsAt": now.Add(time.Hour).Format(time.RFC3339)},
		} {
			refused(admin.put(path, change), 409, bookstore.MsgSaleStarted)
		}
		refused(admin.put(path, saleBody(f.visible.ID, 20, sale.StartsAt, now.Add(-time.Minute))), 422, bookstore.MsgSaleEndPast)
		refused(admin.do("DELETE", path, "", nil), 409, bookstore.MsgSaleDeleteStarted)
		// Its name and end may change.
		renamed := saleBody(f.visible.ID, 20, sale.StartsAt, now.Add(3*time.Hour))
		renamed["name"] = "Kış indirimi (uzatıldı)"
		var got httpapi.AdminSale
		if r := admin.put(path, renamed); r.StatusCode != 200 {
			t.Fatalf("rename and extend: %d %s", r.StatusCode, r.body)
		} else if r.json(t, &got); got.Name != "Kış indirimi (uzatıldı)" || got.Percent != 20 || !got.EndsAt.Equal(now.Add(3*time.Hour).Truncate(time.Second)) {
			t.Fatalf("saved: %+v", got)
		}
		// 'Bitir': the price is back at once, the sale stays, ended.
		if r := admin.post(path+"/end", nil); r.StatusCode != 204 {
			t.Fatalf("end: %d %s", r.StatusCode, r.body)
		}
		var b httpapi.BookDetail
		e.client().get("/api/books/"+f.visible.ID).json(t, &b)
		if b.Price != 8990 || b.Sale != nil {
			t.Fatalf("after the end: %d %+v", b.Price, b.Sale)
		}
		var list httpapi.AdminSaleList
		admin.get("/api/admin/sales").json(t, &list)
		if len(list.Items) != 1 || list.Items[0].State != "ended" {
			t.Fatalf("sales after the end: %+v", list.Items)
		}
		// Ended: nothing changes it any more.
		refused(admin.put(path, renamed), 409, bookstore.MsgSaleEnded)
		refused(admin.do("DELETE", path, "", nil), 409, bookstore.MsgSaleEnded)
		refused(admin.post(path+"/end", nil), 409, bookstore.MsgSaleEnded)
		if n := e.count(t, "SELECT count(*) FROM audit_log WHERE action = 'sale.ended'"); n != 1 {
			t.Fatalf("%d sale.ended audit entries, want 1", n)
		}

		// The next sale strikes the ended sale's 71,92 ₺, not the list
		// price: 30 % off 89,90 ₺ is 62,93 ₺, 12 % below 71,92 ₺.
		next := saleBody(f.visible.ID, 30, time.Now(), now.Add(time.Hour))
		next["startsAt"] = time.Now().Format(time.RFC3339Nano) // after the book's first price, to the microsecond
		if r := admin.post("/api/admin/sales", next); r.StatusCode != 201 {
			t.Fatalf("next sale: %d %s", r.StatusCode, r.body)
		}
		e.client().get("/api/books/"+f.visible.ID).json(t, &b)
		if b.Price != 6293 || b.Sale == nil || b.Sale.LowestPrice30 != 7192 || b.Sale.PercentOff != 12 {
			t.Fatalf("next sale: %d %+v", b.Price, b.Sale)
		}

		// Not yet begun: any change, and delete.
		var later httpapi.AdminSale
		admin.post("/api/admin/sales", saleBody(f.visible.ID, 10, now.Add(time.Hour), now.Add(2*time.Hour))).json(t, &later)
		if r := admin.put("/api/admin/sales/"+later.ID, saleBody(f.visible.ID, 40, now.Add(2*time.Hour), now.Add(3*time.Hour))); r.StatusCode != 200 {
			t.Fatalf("scheduled edit: %d %s", r.StatusCode, r.body)
		}
		refused(admin.post("/api/admin/sales/"+later.ID+"/end", nil), 409, bookstore.MsgSaleEndNotStarted)
		if r := admin.do("DELETE", "/api/admin/sales/"+later.ID, "", nil); r.StatusCode != 204 {
			t.Fatalf("scheduled delete: %d %s", r.StatusCode, r.body)
		}
		if r := admin.post("/api/admin/sales/0190f5a0-0000-7000-8000-000000000001/end", nil); r.StatusCode != 404 {
			t.Fatalf("unknown sale: %d", r.StatusCode)
		}
	})
}

// TestSaleShowsOnTheShopAndHistory: a running sale changes the card, the
// book page's JSON-LD offer and the cart; the admin's price edit shows in
// the book's price history with who made it.
func TestSaleShowsOnTheShopAndHistory(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, nil)
		member := e.client().signedIn("uye@example.com", bookstore.RoleUser)
		if r := member.put("/api/cart/items/"+f.visible.ID, map[string]any{"quantity": 1}); r.StatusCode >= 300 {
			t.Fatalf("cart: %d %s", r.StatusCode, r.body)
		}
		now := time.Now()
		end := now.Add(48 * time.Hour)
		if r := admin.post("/api/admin/sales", saleBody(f.visible.ID, 20, now.Add(-time.Hour), end)); r.StatusCode != 201 {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		var b httpapi.BookDetail
		e.client().get("/api/books/"+f.visible.ID).json(t, &b)
		if b.Price != 7192 || b.ListPrice != 8990 || b.Sale == nil || b.Sale.StruckPrice == nil || *b.Sale.StruckPrice != 8990 ||
			b.Sale.PercentOff != 20 || b.Sale.LowestPrice30 != 8990 {
			t.Fatalf("book: %+v %+v", b.BookCard, b.Sale)
		}
		page := string(e.client().get("/kitap/" + f.visible.ID).body)
		if !strings.Contains(page, `"price":"71.92"`) || !strings.Contains(page, `"priceValidUntil":"`+end.UTC().Format(time.DateOnly)+`"`) {
			t.Fatalf("JSON-LD offer lacks the sale price or its validity")
		}
		var cart httpapi.CartView
		member.get("/api/cart").json(t, &cart)
		if l := cart.Items[0]; l.Price != 7192 || l.ListPrice != 8990 || !l.PriceChanged || l.PreviousPrice != 8990 || cart.Subtotal != 7192 ||
			cart.Shipping != 1500 || cart.AmountToFreeShipping != 10000-7192 {
			t.Fatalf("cart: %+v", cart)
		}

		var bk httpapi.AdminBook
		admin.get("/api/admin/books/"+f.visible.ID).json(t, &bk)
		in := map[string]any{"title": bk.Title, "isbn": "0306406152", "authorId": bk.AuthorID, "price": 9990, "stock": bk.Stock,
			"coverUrl": "/media/book-covers/c.jpg", "approved": true}
		if r := admin.put("/api/admin/books/"+f.visible.ID, in); r.StatusCode != 200 {
			t.Fatalf("edit: %d %s", r.StatusCode, r.body)
		}
		var h httpapi.PriceHistory
		admin.get("/api/admin/books/"+f.visible.ID+"/price-history").json(t, &h)
		if len(h.Items) != 2 || h.Items[0].Price != 9990 || h.Items[0].To != nil || h.Items[0].ChangedByName == nil ||
			h.Items[1].Price != 8990 || h.Items[1].To == nil {
			t.Fatalf("history: %+v", h)
		}
		if r := admin.get("/api/admin/books/0190f5a0-0000-7000-8000-000000000001/price-history"); r.StatusCode != 404 {
			t.Fatalf("unknown book: %d", r.StatusCode)
		}
	})
}

// TestAnswerCacheEndsWithTheSale: with a long cache TTL, the cached book
// answer and page stop being served the moment the sale ends, with no
// write in between; the CDN is told to keep them no longer either.
func TestAnswerCacheEndsWithTheSale(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, longCache)
		guest := e.client()
		now := time.Now()
		end := now.Add(2 * time.Second)
		if r := admin.post("/api/admin/sales", saleBody(f.visible.ID, 50, now.Add(-time.Hour), end)); r.StatusCode != 201 {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		for range 2 { // the second answer comes from the cache
			var b httpapi.BookDetail
			r := raw(guest, "/api/books/"+f.visible.ID)
			r.json(t, &b)
			if b.Price != 4495 {
				t.Fatalf("during the sale: %d", b.Price)
			}
			if cdn := r.Header.Get("CDN-Cache-Control"); cdn == "public, max-age=30, stale-while-revalidate=60" {
				t.Fatalf("a CDN may keep the sale price past its end: %q", cdn)
			}
			var list httpapi.BookList
			raw(guest, "/api/books").json(t, &list)
		}
		time.Sleep(time.Until(end) + 100*time.Millisecond)
		var b httpapi.BookDetail
		raw(guest, "/api/books/"+f.visible.ID).json(t, &b)
		if b.Price != 8990 || b.Sale != nil {
			t.Fatalf("the answer cache kept the sale past its end: %d %+v", b.Price, b.Sale)
		}
		var list httpapi.BookList
		raw(guest, "/api/books").json(t, &list)
		for _, it := range list.Items {
			if it.Sale != nil || it.Price != it.ListPrice {
				t.Fatalf("the list kept the sale past its end: %+v", it)
			}
		}
		if page := string(raw(guest, "/kitap/"+f.visible.ID).body); !strings.Contains(page, `"price":"89.90"`) {
			t.Fatalf("the book page kept the sale price past its end")
		}
	})
}

// TestPriceFilterFollowsTheSale: /api/books' price range and price sort
// are on the price charged. A sale that starts with no write is followed
// once the sale-prices job has run (the filter may lag the start by up to
// its interval), and the job's change ends a list answer cached before it;
// ending the sale takes the book out of the range at once.
func TestPriceFilterFollowsTheSale(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f, e, admin := adminShop(t, db, longCache)
		guest := e.client()
		ids := func(path string) []string {
			t.Helper()
			var list httpapi.BookList
			raw(guest, path).json(t, &list)
			out := make([]string, len(list.Items))
			for i, it := range list.Items {
				out[i] = it.ID
			}
			return out
		}
		const cheap = "/api/books?maxPrice=50"
		if got := ids(cheap); slices.Contains(got, f.visible.ID) {
			t.Fatalf("89.90 ₺ under 50 ₺ before any sale: %v", got)
		}
		starts := time.Now().Add(1500 * time.Millisecond)
		r := admin.post("/api/admin/sales", saleBody(f.visible.ID, 50, starts, starts.Add(time.Hour)))
		if r.StatusCode != 201 {
			t.Fatalf("create: %d %s", r.StatusCode, r.body)
		}
		var sale httpapi.AdminSale
		r.json(t, &sale)
		time.Sleep(time.Until(starts) + 100*time.Millisecond)
		ids(cheap) // an answer cached after the start but before the job: the job's change must end it
		if n, err := sqldb.NewSaleStore(db).RefreshSalePrices(t.Context(), time.Now()); err != nil || n != 1 {
			t.Fatalf("job: %d %v", n, err)
		}
		if got := ids(cheap); !slices.Contains(got, f.visible.ID) {
			t.Fatalf("44.95 ₺ not under 50 ₺ after the job (a cached answer outlived it): %v", got)
		}
		want := []string{f.xssBook.ID, f.visible.ID, f.outOfStock.ID} // 1, 44.95, 120 ₺
		if got := ids("/api/books?sort=price_asc"); !slices.Equal(got, want) {
			t.Fatalf("price ascending = %v, want %v", got, want)
		}
		if r := admin.post("/api/admin/sales/"+sale.ID+"/end", nil); r.StatusCode != 204 {
			t.Fatalf("end: %d %s", r.StatusCode, r.body)
		}
		if got := ids(cheap); slices.Contains(got, f.visible.ID) {
			t.Fatalf("still under 50 ₺ after the sale was ended: %v", got)
		}
	})
}
