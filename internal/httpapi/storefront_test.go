package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

type fixture struct {
	visible, hiddenBook, xssBook, outOfStock *bookstore.Book
	author, hiddenAuthor                     *bookstore.Author
	event, pendingEvent                      *bookstore.Event
	category                                 *bookstore.Category
}

func storefrontFixture(t testing.TB, db *sqldb.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	f := &fixture{}
	f.category = &bookstore.Category{Name: "Roman", Description: "Uzun anlatılar"}
	must(sqldb.NewCatalogWriter(db).CreateCategory(ctx, f.category))
	f.author = &bookstore.Author{Name: "Reşat Nuri Kaya", Biography: "<p>İstanbul doğumlu <b>yazar</b>.</p>", Approved: true, PhotoURL: "/media/author-photos/a.jpg"}
	f.hiddenAuthor = &bookstore.Author{Name: "Onaysız Yazar", Approved: false}
	must(sqldb.NewCatalogWriter(db).CreateAuthor(ctx, f.author))
	must(sqldb.NewCatalogWriter(db).CreateAuthor(ctx, f.hiddenAuthor))
	pub := time.Date(2020, 5, 17, 0, 0, 0, 0, time.UTC)
	f.visible = &bookstore.Book{Title: "Çalıkuşu", Description: "<p>Feride'nin <em>hikâyesi</em>.</p>", Price: 8990, Stock: 4,
		ISBN: "9786051234566", PageCount: 320, PublicationDate: &pub, AuthorID: f.author.ID, CategoryID: f.category.ID, Approved: true,
		CoverURL: "/media/book-covers/c.jpg"}
	f.outOfStock = &bookstore.Book{Title: "Yaprak Dökümü", Price: 12000, Stock: 0, AuthorID: f.author.ID, Approved: true}
	f.hiddenBook = &bookstore.Book{Title: "Gizli Taslak", Price: 100, AuthorID: f.author.ID, Approved: false}
	f.xssBook = &bookstore.Book{Title: `Kötü </script><script>alert(1)</script> "Kitap"`, Price: 100, AuthorID: f.author.ID, Approved: true}
	must(sqldb.NewCatalogWriter(db).CreateBooks(ctx, []*bookstore.Book{f.visible, f.outOfStock, f.hiddenBook, f.xssBook}))
	must(sqldb.NewCatalogWriter(db).CreateBook(ctx, &bookstore.Book{Title: "Onaysızın Kitabı", Price: 100, AuthorID: f.hiddenAuthor.ID, Approved: true}))
	f.event = &bookstore.Event{Title: "İmza Günü", Description: "<p>Kadıköy'de buluşuyoruz.</p>", AuthorID: f.author.ID,
		Date: time.Now().Add(72 * time.Hour), Location: "Kadıköy, İstanbul", Status: bookstore.EventApproved}
	f.pendingEvent = &bookstore.Event{Title: "Bekleyen Söyleşi", AuthorID: f.author.ID, Date: time.Now().Add(48 * time.Hour), Status: bookstore.EventPending}
	must(sqldb.NewCatalogWriter(db).CreateEvent(ctx, f.event))
	must(sqldb.NewCatalogWriter(db).CreateEvent(ctx, f.pendingEvent))
	must(sqldb.NewCatalogWriter(db).SavePage(ctx, &bookstore.PageContent{Key: "about", Title: "Hakkımızda", Content: "<p>Biz bir yayınevi.</p>", Published: true,
		Meta: map[string]any{"stats": map[string]any{"books": "1000+"}}}))
	must(sqldb.NewCatalogWriter(db).SavePage(ctx, &bookstore.PageContent{Key: "contact", Title: "İletişim", Published: true,
		Meta: map[string]any{"email": "merhaba@kitapevi.test", "phone": "+90 212 000 00 00", "seller_title": "Kitapevi Yayınları"}}))
	must(sqldb.NewCatalogWriter(db).SavePage(ctx, &bookstore.PageContent{Key: "privacy", Title: "Gizlilik", Published: false}))
	return f
}

func TestStorefrontAPI(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		c := newEnv(t, db, nil).client()

		var list httpapi.BookList
		c.get("/api/books").json(t, &list)
		if list.Total != 3 || list.Page != 1 || list.PageSize != 20 {
			t.Fatalf("list: %+v", list)
		}
		for _, b := range list.Items {
			if b.ID == f.hiddenBook.ID || b.AuthorName == "Onaysız Yazar" {
				t.Fatalf("hidden book listed: %+v", b)
			}
		}
		c.get("/api/books?q=CALIKUSU").json(t, &list)
		if list.Total != 1 || list.Items[0].Title != "Çalıkuşu" || list.Items[0].Excerpt != "Feride'nin hikâyesi." ||
			*list.Items[0].CategoryName != "Roman" || list.Items[0].Price != 8990 {
			t.Fatalf("search: %+v", list)
		}
		c.get("/api/books?q=gizli").json(t, &list)
		if list.Total != 0 {
			t.Fatalf("hidden book found by search: %+v", list)
		}
		c.get("/api/books?sort=price_desc&pageSize=1&page=2").json(t, &list)
		if list.Total != 3 || len(list.Items) != 1 || list.Items[0].Title != "Çalıkuşu" {
			t.Fatalf("sorted page: %+v", list)
		}
		c.get("/api/books?category="+f.category.ID).json(t, &list)
		if list.Total != 1 {
			t.Fatalf("category filter: %+v", list)
		}

		var detail httpapi.BookDetail
		c.get("/api/books/"+f.visible.ID).json(t, &detail)
		if detail.ISBN != "9786051234566" || detail.ISBNFormatted != "978-605-123-456-6" || *detail.PublicationDate != "2020-05-17" || detail.Author.Name != "Reşat Nuri Kaya" ||
			detail.Author.Excerpt != "İstanbul doğumlu yazar." || detail.PageCount != 320 || detail.Stock != 4 {
			t.Fatalf("detail: %+v", detail)
		}
		for _, id := range []string{f.hiddenBook.ID, "00000000-0000-0000-0000-000000000000", "not-a-uuid", "%27%20OR%201=1--"} {
			r := c.get("/api/books/" + id)
			if p := r.problem(t); r.StatusCode != 404 || p.Message != "Kitap bulunamadı" {
				t.Errorf("book %s: %d %+v", id, r.StatusCode, p)
			}
		}

		var ap httpapi.AuthorPage
		c.get("/api/authors/"+f.author.ID).json(t, &ap)
		if len(ap.Books) != 3 || len(ap.UpcomingEvents) != 1 || ap.UpcomingEvents[0].Title != "İmza Günü" || ap.Author.SinceYear == 0 {
			t.Fatalf("author page: %+v", ap)
		}
		if r := c.get("/api/authors/" + f.hiddenAuthor.ID); r.StatusCode != 404 || r.problem(t).Message != "Yazar bulunamadı" {
			t.Fatalf("hidden author: %d", r.StatusCode)
		}
		var authors httpapi.AuthorList
		c.get("/api/authors?q=resat").json(t, &authors)
		if authors.Total != 1 {
			t.Fatalf("author search: %+v", authors)
		}

		var events httpapi.EventList
		c.get("/api/events").json(t, &events)
		if events.Total != 1 || !events.Items[0].IsUpcoming {
			t.Fatalf("events: %+v", events)
		}
		if r := c.get("/api/events/" + f.pendingEvent.ID); r.StatusCode != 404 || r.problem(t).Message != "Etkinlik bulunamadı" {
			t.Fatalf("pending event: %d", r.StatusCode)
		}

		var page httpapi.ContentPage
		c.get("/api/pages/about").json(t, &page)
		if page.Title != "Hakkımızda" || page.Meta["stats"] == nil {
			t.Fatalf("about: %+v", page)
		}
		if r := c.get("/api/pages/privacy"); r.StatusCode != 404 {
			t.Fatalf("unpublished page: %d", r.StatusCode)
		}

		var sug httpapi.Suggestions
		c.get("/api/search/suggest?q=re%C5%9Fat").json(t, &sug)
		if len(sug.Authors) != 1 || len(sug.Books) != 3 {
			t.Fatalf("suggest: %+v", sug)
		}
		c.get("/api/search/suggest?q=r").json(t, &sug)
		if len(sug.Authors) != 0 || len(sug.Books) != 0 {
			t.Fatalf("one-letter suggest: %+v", sug)
		}
	})
}

func TestStorefrontBadInput(t *testing.T) {
	e := newEnv(t, sqldbtest.SQLite(t), nil)
	c := e.client()
	for _, path := range []string{
		"/api/books?sort=cheapest", "/api/books?page=0", "/api/books?pageSize=1000", "/api/books?page=abc",
		"/api/books?category=x", "/api/books?q=" + strings.Repeat("a", 101), "/api/events?when=tomorrow",
		"/api/pages/secret",
	} {
		r := c.get(path)
		if r.StatusCode == 200 {
			t.Errorf("%s: 200", path)
			continue
		}
		if p := r.problem(t); r.StatusCode != 422 || p.Code != "invalid" {
			t.Errorf("%s: %d %+v", path, r.StatusCode, p)
		}
	}
}

var ldRe = regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`)

func jsonLD(t *testing.T, html string) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, m := range ldRe.FindAllStringSubmatch(html, -1) {
		var v map[string]any
		if err := json.Unmarshal([]byte(m[1]), &v); err != nil {
			t.Fatalf("JSON-LD %q: %v", m[1], err)
		}
		out[v["@type"].(string)] = v
	}
	return out
}

func TestServerRenderedHead(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		e := newEnv(t, db, map[string]string{"BOOKSTORE_BASE_URL": "https://kitapevi.example"})
		c := e.client()

		r := c.get("/kitap/" + f.visible.ID)
		html := string(r.body)
		for _, want := range []string{
			"<title>Çalıkuşu - Reşat Nuri Kaya | Kitapevi Yayınları</title>",
			`<meta name="description" content="Feride&#39;nin hikâyesi.">`,
			`<link rel="canonical" href="https://kitapevi.example/kitap/` + f.visible.ID + `">`,
			`<meta property="og:type" content="book">`,
			`<meta property="og:image" content="https://kitapevi.example/media/book-covers/c.jpg">`,
		} {
			if !strings.Contains(html, want) {
				t.Errorf("book page lacks %s", want)
			}
		}
		if strings.Count(html, "<title>") != 1 {
			t.Error("the build's own title was not replaced")
		}
		ld := jsonLD(t, html)
		book := ld["Book"]
		offers, _ := book["offers"].(map[string]any)
		if book["isbn"] != "9786051234566" || offers["price"] != "89.90" || offers["priceCurrency"] != "TRY" ||
			offers["availability"] != "https://schema.org/InStock" || ld["BreadcrumbList"] == nil {
			t.Fatalf("Book JSON-LD: %v", ld)
		}

		ld = jsonLD(t, string(c.get("/kitap/"+f.outOfStock.ID).body))
		if ld["Book"]["offers"].(map[string]any)["availability"] != "https://schema.org/OutOfStock" {
			t.Error("out-of-stock availability")
		}

		r = c.get("/kitap/" + f.hiddenBook.ID)
		if r.StatusCode != 404 || !strings.Contains(string(r.body), "<title>Kitap bulunamadı | Kitapevi Yayınları</title>") ||
			strings.Contains(string(r.body), "Gizli Taslak") || !strings.Contains(string(r.body), `content="noindex"`) {
			t.Fatalf("hidden book page: %d %s", r.StatusCode, r.body)
		}

		// Titles with markup are escaped in tags and cannot break out of JSON-LD.
		html = string(c.get("/kitap/" + f.xssBook.ID).body)
		if strings.Contains(html, "<script>alert(1)</script>") {
			t.Fatalf("unescaped title in head: %s", html)
		}
		if jsonLD(t, html)["Book"]["name"] != f.xssBook.Title {
			t.Fatal("JSON-LD name does not round-trip")
		}

		ld = jsonLD(t, string(c.get("/yazar/"+f.author.ID).body))
		if ld["Person"]["name"] != "Reşat Nuri Kaya" {
			t.Fatalf("Person JSON-LD: %v", ld)
		}
		if r := c.get("/yazar/" + f.hiddenAuthor.ID); r.StatusCode != 404 {
			t.Fatalf("hidden author page: %d", r.StatusCode)
		}
		ld = jsonLD(t, string(c.get("/etkinlik/"+f.event.ID).body))
		if ld["Event"]["name"] != "İmza Günü" || ld["Event"]["location"].(map[string]any)["name"] != "Kadıköy, İstanbul" {
			t.Fatalf("Event JSON-LD: %v", ld)
		}
		if r := c.get("/etkinlik/" + f.pendingEvent.ID); r.StatusCode != 404 {
			t.Fatalf("pending event page: %d", r.StatusCode)
		}
		ld = jsonLD(t, string(c.get("/").body))
		if ld["Organization"]["email"] != "merhaba@kitapevi.test" || ld["WebSite"] == nil {
			t.Fatalf("home JSON-LD: %v", ld)
		}
		if html := string(c.get("/giris").body); !strings.Contains(html, `content="noindex"`) || strings.Contains(html, "canonical") {
			t.Fatal("sign-in page should be noindex")
		}
		if html := string(c.get("/yazar/profil").body); !strings.Contains(html, `content="noindex"`) {
			t.Fatal("author panel page should be noindex")
		}
		r = c.get("/erisilebilirlik")
		if html := string(r.body); r.StatusCode != 200 || !strings.Contains(html, "<title>Erişilebilirlik Beyanı | Kitapevi Yayınları</title>") ||
			strings.Contains(html, `content="noindex"`) {
			t.Fatalf("accessibility statement head: %d %s", r.StatusCode, html)
		}
	})
}

func TestSitemapAndRobots(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		c := newEnv(t, db, nil).client()
		r := c.get("/sitemap.xml")
		body := string(r.body)
		if r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/xml") {
			t.Fatalf("sitemap: %d %v", r.StatusCode, r.Header)
		}
		for _, id := range []string{f.visible.ID, f.author.ID, f.event.ID, "/erisilebilirlik"} {
			if !strings.Contains(body, id) {
				t.Errorf("sitemap lacks %s", id)
			}
		}
		for _, id := range []string{f.hiddenBook.ID, f.hiddenAuthor.ID, f.pendingEvent.ID} {
			if strings.Contains(body, id) {
				t.Errorf("sitemap lists hidden %s", id)
			}
		}
		if r := c.get("/sitemap-2.xml"); r.StatusCode != 404 {
			t.Errorf("missing sitemap part: %d", r.StatusCode)
		}
		robots := string(c.get("/robots.txt").body)
		if !strings.Contains(robots, "Sitemap: ") || !strings.Contains(robots, "Disallow: /admin") {
			t.Fatalf("robots: %s", robots)
		}
	})
}

func TestOnlySearchTotalsAreCapped(t *testing.T) {
	db := sqldbtest.SQLite(t)
	f := storefrontFixture(t, db)
	books := make([]*bookstore.Book, bookstore.SearchTotalCap+2)
	for i := range books {
		books[i] = &bookstore.Book{Title: fmt.Sprintf("Deniz Feneri %d", i), AuthorID: f.author.ID, Approved: true, Price: 100}
	}
	if err := sqldb.NewCatalogWriter(db).CreateBooks(context.Background(), books); err != nil {
		t.Fatal(err)
	}
	c := newEnv(t, db, nil).client()
	var list httpapi.BookList
	c.get("/api/books").json(t, &list)
	if list.Total != len(books)+3 || list.TotalCapped {
		t.Fatalf("unfiltered: total %d capped %v", list.Total, list.TotalCapped)
	}
	c.get("/api/books?q=%21%21").json(t, &list) // punctuation only: no search words
	if list.Total != len(books)+3 || list.TotalCapped {
		t.Fatalf("empty search: total %d capped %v", list.Total, list.TotalCapped)
	}
	c.get("/api/books?q=feneri").json(t, &list)
	if list.Total != bookstore.SearchTotalCap || !list.TotalCapped {
		t.Fatalf("search: total %d capped %v", list.Total, list.TotalCapped)
	}
}

func TestBookFilters(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		other := &bookstore.Author{Name: "Sait Faik", Approved: true}
		if err := sqldb.NewCatalogWriter(db).CreateAuthor(context.Background(), other); err != nil {
			t.Fatal(err)
		}
		if err := sqldb.NewCatalogWriter(db).CreateBook(context.Background(), &bookstore.Book{Title: "Semaver", Price: 5000, Stock: 2,
			AuthorID: other.ID, CategoryID: f.category.ID, Approved: true}); err != nil {
			t.Fatal(err)
		}
		c := newEnv(t, db, nil).client()
		titles := func(path string) (string, httpapi.BookList) {
			t.Helper()
			var l httpapi.BookList
			r := c.get(path)
			if r.StatusCode != 200 {
				t.Fatalf("%s: %d %s", path, r.StatusCode, r.body)
			}
			r.json(t, &l)
			var out []string
			for _, b := range l.Items {
				out = append(out, b.Title)
			}
			return strings.Join(out, ","), l
		}
		// Prices: Çalıkuşu 89.90 TL, Yaprak Dökümü 120 TL (no stock), the XSS book 1 TL, Semaver 50 TL.
		for path, want := range map[string]string{
			"/api/books?minPrice=50&maxPrice=100&sort=price_asc":    "Semaver,Çalıkuşu",
			"/api/books?minPrice=100":                               "Yaprak Dökümü",
			"/api/books?author=" + other.ID:                         "Semaver",
			"/api/books?inStock=true&sort=price_asc":                "Semaver,Çalıkuşu",
			"/api/books?inStock=true&maxPrice=60&q=semaver":         "Semaver",
			"/api/books?category=" + f.category.ID + "&maxPrice=60": "Semaver",
		} {
			if got, l := titles(path); got != want || l.Total != strings.Count(want, ",")+1 {
				t.Errorf("%s: %q (total %d), want %q", path, got, l.Total, want)
			}
		}
		// The facet counts the other filters' matches per category, the category filter left out.
		_, l := titles("/api/books?inStock=true&category=" + f.category.ID)
		if len(l.CategoryCounts) != 1 || l.CategoryCounts[0].ID != f.category.ID || l.CategoryCounts[0].Count != 2 {
			t.Fatalf("facets: %+v", l.CategoryCounts)
		}
		_, l = titles("/api/books?maxPrice=10")
		if len(l.CategoryCounts) != 0 || l.Total != 1 {
			t.Fatalf("facets under a price bound: %+v", l)
		}
		// Bad input: a 422 naming the field, in Turkish.
		for path, field := range map[string]string{
			"/api/books?minPrice=100&maxPrice=50": "maxPrice",
			"/api/books?author=yazar":             "author",
			"/api/books?minPrice=-1":              "query.minPrice",
			"/api/books?maxPrice=99999999":        "query.maxPrice",
			"/api/books?pageSize=1000":            "query.pageSize",
			"/api/books?inStock=belki":            "query.inStock",
			"/api/books?renk=mavi":                "query.renk",
		} {
			r := c.get(path)
			p := r.problem(t)
			if r.StatusCode != 422 || len(p.Errors) == 0 || p.Errors[0].Field != field || p.Errors[0].Message == "" {
				t.Errorf("%s: %d %+v", path, r.StatusCode, p)
			}
		}
	})
}
