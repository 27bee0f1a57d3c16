package demo_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"bookstore/internal/bookstore"
	"bookstore/internal/demo"
)

func validISBN13(s string) bool {
	if len(s) != 13 {
		return false
	}
	sum := 0
	for i, r := range s {
		if r < '0' || r > '9' {
			return false
		}
		d := int(r - '0')
		if i == 12 {
			return (10-sum%10)%10 == d
		}
		if i%2 == 0 {
			sum += d
		} else {
			sum += 3 * d
		}
	}
	return false
}

func TestCatalogCounts(t *testing.T) {
	d := demo.Catalog()
	if n := len(d.Categories); n < 10 {
		t.Errorf("categories = %d, want >= 10", n)
	}
	if n := len(d.Authors); n < 18 {
		t.Errorf("authors = %d, want >= 18", n)
	}
	if n := len(d.Books); n < 70 {
		t.Errorf("books = %d, want >= 70", n)
	}
	if n := len(d.Events); n < 10 {
		t.Errorf("events = %d, want >= 10", n)
	}
	if n := len(d.Featured); n < 6 || n > 8 {
		t.Errorf("featured = %d, want 6-8", n)
	}
	unapprovedAuthors := 0
	for _, a := range d.Authors {
		if !a.Approved {
			unapprovedAuthors++
		}
	}
	if unapprovedAuthors < 2 {
		t.Errorf("unapproved authors = %d, want >= 2", unapprovedAuthors)
	}
	var unapprovedBooks, outOfStock, lowStock, cheap, dear int
	for _, b := range d.Books {
		if !b.Approved {
			unapprovedBooks++
		}
		switch {
		case b.Stock == 0:
			outOfStock++
		case b.Stock <= 3:
			lowStock++
		}
		if b.PriceKurus < 10000 {
			cheap++
		}
		if b.PriceKurus > 30000 {
			dear++
		}
	}
	if unapprovedBooks < 3 || unapprovedBooks > 8 {
		t.Errorf("unapproved books = %d, want about 5", unapprovedBooks)
	}
	if outOfStock < 2 || lowStock < 2 {
		t.Errorf("out of stock = %d, low stock = %d; want a few of each", outOfStock, lowStock)
	}
	if cheap == 0 || dear == 0 {
		t.Errorf("price spread: %d under 100 TL, %d over 300 TL", cheap, dear)
	}
	status := map[string]int{}
	var past, future int
	for _, e := range d.Events {
		status[e.Status]++
		if e.DaysFromNow < 0 {
			past++
		} else {
			future++
		}
	}
	if status["pending"] < 2 || status["rejected"] < 1 || status["approved"] < 1 {
		t.Errorf("event statuses = %v", status)
	}
	if past == 0 || future == 0 {
		t.Errorf("events: %d past, %d upcoming", past, future)
	}
	pages := map[string]bool{}
	for _, p := range d.Pages {
		pages[p.Key] = true
	}
	for _, k := range []string{"about", "contact", "privacy", "terms"} {
		if !pages[k] {
			t.Errorf("page %q missing", k)
		}
	}
	// Authors whose names start with Ç, Ş, İ and Ö, so that the demo shows
	// Turkish letters in the sorted lists and in search.
	initials := map[string]bool{}
	for _, a := range d.Authors {
		r, _ := utf8.DecodeRuneInString(a.Name)
		initials[string(r)] = true
	}
	for _, c := range []string{"Ç", "Ş", "İ", "Ö"} {
		if !initials[c] {
			t.Errorf("no author name starting with %q", c)
		}
	}
}

func TestCatalogKeysUnique(t *testing.T) {
	d := demo.Catalog()
	check := func(kind string, keys []string) {
		seen := map[string]bool{}
		for _, k := range keys {
			if k == "" {
				t.Errorf("%s: empty key", kind)
			}
			if seen[k] {
				t.Errorf("%s: duplicate key %q", kind, k)
			}
			seen[k] = true
		}
	}
	var cats, auths, books, evs, pgs, isbns, titles, names []string
	for _, c := range d.Categories {
		cats = append(cats, c.Key)
		names = append(names, c.Name)
	}
	for _, a := range d.Authors {
		auths = append(auths, a.Key)
	}
	for _, b := range d.Books {
		books = append(books, b.Key)
		isbns = append(isbns, b.ISBN)
		titles = append(titles, b.Title)
	}
	for _, e := range d.Events {
		evs = append(evs, e.Key)
	}
	for _, p := range d.Pages {
		pgs = append(pgs, p.Key)
	}
	check("category", cats)
	check("category name", names)
	check("author", auths)
	check("book", books)
	check("isbn", isbns)
	check("title", titles)
	check("event", evs)
	check("page", pgs)
	check("featured", d.Featured)
}

func TestCatalogReferences(t *testing.T) {
	d := demo.Catalog()
	cats := map[string]bool{}
	for _, c := range d.Categories {
		cats[c.Key] = true
		if c.Name == "" || c.Description == "" {
			t.Errorf("category %q: empty name or description", c.Key)
		}
	}
	authors := map[string]demo.Author{}
	for _, a := range d.Authors {
		authors[a.Key] = a
		if !strings.HasPrefix(a.Biography, "<p>") || !strings.HasSuffix(a.Biography, "</p>") {
			t.Errorf("author %q: biography is not a <p> block", a.Key)
		}
		if a.SinceYear < 1950 || a.SinceYear > 2030 {
			t.Errorf("author %q: since year %d", a.Key, a.SinceYear)
		}
	}
	books := map[string]demo.Book{}
	usedCats, usedAuthors := map[string]bool{}, map[string]bool{}
	for _, b := range d.Books {
		books[b.Key] = b
		a, ok := authors[b.AuthorKey]
		if !ok {
			t.Errorf("book %q: unknown author %q", b.Key, b.AuthorKey)
		}
		if !a.Approved && b.Approved {
			t.Errorf("book %q is approved but its author %q is not", b.Key, b.AuthorKey)
		}
		if !cats[b.CategoryKey] {
			t.Errorf("book %q: unknown category %q", b.Key, b.CategoryKey)
		}
		usedCats[b.CategoryKey] = true
		usedAuthors[b.AuthorKey] = true
		if !strings.HasPrefix(b.Description, "<p>") {
			t.Errorf("book %q: description is not HTML", b.Key)
		}
	}
	for k := range cats {
		if !usedCats[k] {
			t.Errorf("category %q has no books", k)
		}
	}
	for k := range authors {
		if !usedAuthors[k] {
			t.Errorf("author %q has no books", k)
		}
	}
	for i, k := range d.Featured {
		b, ok := books[k]
		if !ok {
			t.Errorf("featured[%d]: unknown book %q", i, k)
			continue
		}
		if !b.Featured || !b.Approved {
			t.Errorf("featured book %q: featured=%v approved=%v", k, b.Featured, b.Approved)
		}
	}
	for _, b := range d.Books {
		if b.Featured && !strings.Contains(strings.Join(d.Featured, ","), b.Key) {
			t.Errorf("book %q is featured but not in Featured", b.Key)
		}
	}
	for _, e := range d.Events {
		if _, ok := authors[e.AuthorKey]; !ok {
			t.Errorf("event %q: unknown author %q", e.Key, e.AuthorKey)
		}
		switch e.Status {
		case "pending", "approved", "rejected":
		default:
			t.Errorf("event %q: bad status %q", e.Key, e.Status)
		}
		if e.Hour < 0 || e.Hour > 23 || e.Minute < 0 || e.Minute > 59 {
			t.Errorf("event %q: bad time %d:%d", e.Key, e.Hour, e.Minute)
		}
		if e.Location == "" || e.Description == "" {
			t.Errorf("event %q: empty location or description", e.Key)
		}
	}
}

func TestCatalogBookValues(t *testing.T) {
	for _, b := range demo.Catalog().Books {
		if !validISBN13(b.ISBN) {
			t.Errorf("book %q: invalid ISBN-13 %q", b.Key, b.ISBN)
		}
		if !strings.HasPrefix(b.ISBN, "978605") && !strings.HasPrefix(b.ISBN, "978975") {
			t.Errorf("book %q: ISBN prefix %q", b.Key, b.ISBN)
		}
		if b.PriceKurus < 4500 || b.PriceKurus > 45000 {
			t.Errorf("book %q: price %d kuruş outside 45-450 TL", b.Key, b.PriceKurus)
		}
		if b.Stock < 0 || b.Pages <= 0 {
			t.Errorf("book %q: stock %d, pages %d", b.Key, b.Stock, b.Pages)
		}
		if _, err := time.Parse(time.DateOnly, b.Published); err != nil {
			t.Errorf("book %q: published %q: %v", b.Key, b.Published, err)
		}
	}
}

func TestCatalogPages(t *testing.T) {
	for _, p := range demo.Catalog().Pages {
		if p.Title == "" || !strings.Contains(p.Content, "<h2>") || !strings.Contains(p.Content, "<p>") {
			t.Errorf("page %q: missing title or rich content", p.Key)
		}
		if len(strings.Fields(p.Content)) < 100 && p.Key != "contact" {
			t.Errorf("page %q: only %d words", p.Key, len(strings.Fields(p.Content)))
		}
		if p.Meta == nil {
			t.Errorf("page %q: nil meta", p.Key)
		}
		switch p.Key {
		case "about":
			stats, _ := p.Meta["stats"].(map[string]any)
			for _, k := range []string{"books", "authors", "awards", "readers"} {
				if s, _ := stats[k].(string); s == "" {
					t.Errorf("about: stats.%s missing", k)
				}
			}
			// The page draws mission, vision and values itself: the story
			// must not say them a second time in other words. Its figures
			// agree with the home page's (500+ books, 50+ authors).
			for _, dup := range []string{"Misyon", "Vizyon", "Değerlerimiz"} {
				if strings.Contains(p.Content, dup) {
					t.Errorf("about: the content repeats %q", dup)
				}
			}
			if stats["books"] != "500+" || stats["authors"] != "50+" {
				t.Errorf("about: stats %v disagree with the home page", stats)
			}
			if !strings.Contains(p.Content, `<a href="/yazar-giris#author-apply">`) {
				t.Error("about: 'yazar başvuru sayfamız' is not a link")
			}
		case "contact":
			for _, k := range []string{"address", "phone", "email"} {
				if s, _ := p.Meta[k].(string); s == "" {
					t.Errorf("contact: %s missing", k)
				}
			}
			social, _ := p.Meta["social"].(map[string]any)
			for _, k := range []string{"facebook", "twitter", "instagram"} {
				if s, _ := social[k].(string); !strings.HasPrefix(s, "https://") {
					t.Errorf("contact: social.%s = %q", k, s)
				}
			}
		case "privacy":
			if s, _ := p.Meta["subtitle"].(string); s == "" {
				t.Error("privacy: subtitle missing")
			}
		}
	}
}

// TestCatalogPagesServeTheStorefront: every content page the storefront
// asks for is seeded (the cookie page's request was a 404 without its
// own), and the terms state shipping through the token the server fills
// with the rule in force, never a fixed fee.
func TestCatalogPagesServeTheStorefront(t *testing.T) {
	keys := map[string]demo.Page{}
	for _, p := range demo.Catalog().Pages {
		keys[p.Key] = p
	}
	for _, k := range []string{"about", "contact", "privacy", "terms", "cookies"} {
		if p, ok := keys[k]; !ok || !p.Published {
			t.Errorf("page %q not seeded and published", k)
		}
	}
	terms := keys["terms"].Content
	if !strings.Contains(terms, bookstore.ShippingTermsToken) || strings.Contains(terms, "15 TL") {
		t.Errorf("terms state shipping by hand: %s", terms)
	}
}

// Catalog must return independent copies.
func TestCatalogIsFresh(t *testing.T) {
	a := demo.Catalog()
	a.Books[0].Title = "değişti"
	a.Pages[0].Meta["hero_image"] = "x"
	b := demo.Catalog()
	if b.Books[0].Title == "değişti" || b.Pages[0].Meta["hero_image"] == "x" {
		t.Fatal("Catalog shares state between calls")
	}
}

func TestEventDate(t *testing.T) {
	loc := time.FixedZone("TRT", 3*3600)
	now := time.Date(2026, 12, 30, 22, 15, 0, 0, loc)
	e := demo.Event{DaysFromNow: 3, Hour: 19, Minute: 30}
	if got, want := e.Date(now), time.Date(2027, 1, 2, 19, 30, 0, 0, loc); !got.Equal(want) {
		t.Fatalf("Date = %v, want %v", got, want)
	}
}
