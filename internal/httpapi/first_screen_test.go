package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"regexp"
	"strings"
	"testing"

	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

var seedRe = regexp.MustCompile(`<script type="application/json" data-seed="([^"]*)">(.*?)</script>`)

// seeds are a page's seed scripts by the request they answer.
func seeds(t *testing.T, page string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, m := range seedRe.FindAllStringSubmatch(page, -1) {
		out[html.UnescapeString(m[1])] = []byte(m[2])
	}
	return out
}

// sameAnswer says whether a seed is the API's answer byte for byte, but for
// "<" written as \u003c (the same JSON string).
func sameAnswer(seed, answer []byte) bool {
	return bytes.Equal(seed, bytes.ReplaceAll(bytes.TrimSpace(answer), []byte("<"), []byte(`\u003c`)))
}

// rootOf is what the page draws inside <div id="root">.
func rootOf(page string) string {
	_, after, _ := strings.Cut(page, `<div id="root">`)
	root, _, _ := strings.Cut(after, `<script type="application/json"`)
	return root
}

func TestFirstScreen(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		f := storefrontFixture(t, db)
		if err := sqldb.NewCatalogWriter(db).SetFeatured(context.Background(), []string{f.xssBook.ID, f.visible.ID}); err != nil {
			t.Fatal(err)
		}
		c := newEnv(t, db, nil).client()

		t.Run("book page", func(t *testing.T) {
			r := c.get("/kitap/" + f.visible.ID)
			page := string(r.body)
			api := "/api/books/" + f.visible.ID
			s := seeds(t, page)
			if r.StatusCode != 200 || len(s) != 1 || !sameAnswer(s[api], c.get(api).body) {
				t.Fatalf("book page %d: seeds %q", r.StatusCode, s)
			}
			root := rootOf(page)
			for _, want := range []string{
				`<h1 id="book-title" class="mt-2 font-serif text-3xl font-bold text-stone-900 md:text-4xl">Çalıkuşu</h1>`,
				`<img src="/media/book-covers/c.jpg" srcset="/media/book-covers/c-sm.jpg 240w, /media/book-covers/c.jpg 600w" alt="Çalıkuşu" loading="eager" decoding="async" fetchpriority="high"`,
				`>Reşat Nuri Kaya</a>`, `₺89,90`, `Stokta: 4 adet`, `<header`,
			} {
				if !strings.Contains(root, want) {
					t.Errorf("first screen lacks %s", want)
				}
			}
			head, _, _ := strings.Cut(page, "</head>")
			if !strings.Contains(head, `<link rel="preload" as="image" href="/media/book-covers/c.jpg" imagesrcset="/media/book-covers/c-sm.jpg 240w, /media/book-covers/c.jpg 600w" imagesizes="(min-width: 768px) 400px, calc(100vw - 2rem)" fetchpriority="high">`) {
				t.Errorf("no preload of the cover in the head:\n%s", head)
			}
		})

		t.Run("hostile title", func(t *testing.T) {
			page := string(c.get("/kitap/" + f.xssBook.ID).body)
			if strings.Contains(page, "<script>alert(1)") {
				t.Fatalf("the title broke out:\n%s", page)
			}
			var b struct{ Title string }
			seed := seeds(t, page)["/api/books/"+f.xssBook.ID]
			if err := json.Unmarshal(seed, &b); err != nil || b.Title != f.xssBook.Title {
				t.Fatalf("seed %s: %v %q", seed, err, b.Title)
			}
			if !strings.Contains(rootOf(page), ">"+html.EscapeString(f.xssBook.Title)+"</h1>") {
				t.Fatalf("title not shown escaped:\n%s", rootOf(page))
			}
		})

		t.Run("home", func(t *testing.T) {
			r := c.get("/")
			page := string(r.body)
			s := seeds(t, page)
			if r.StatusCode != 200 || len(s) != 4 || !sameAnswer(s["/api/books/featured"], c.get("/api/books/featured").body) {
				t.Fatalf("home %d: seeds %q", r.StatusCode, s)
			}
			// The counters' totals come as the answers the app would ask for.
			for _, api := range []string{"/api/books?page=1&pageSize=1", "/api/authors?page=1&pageSize=1", "/api/events?page=1&pageSize=1&when=all"} {
				if !sameAnswer(s[api], c.get(api).body) {
					t.Errorf("home's seed of %s: %q", api, s[api])
				}
			}
			root := rootOf(page)
			// 3 visible books, 1 approved author, 1 approved event.
			for _, want := range []string{"Kitapların dünyasına hoş geldiniz", "Öne Çıkan Kitaplar", ">Çalıkuşu</a></h3>", "₺89,90",
				html.EscapeString(f.xssBook.Title), ">3</dd>", ">1</dd><", "Yazar</dt><dd class=\"font-serif text-3xl font-bold text-amber-700\">1</dd>"} {
				if !strings.Contains(root, want) {
					t.Errorf("home's first screen lacks %s", want)
				}
			}
			if strings.Contains(page, "<script>alert(1)") {
				t.Fatal("a card title broke out")
			}
			// Below a phone's hero every cover is lazy; a phone shows the first card only.
			if strings.Contains(root, `loading="eager"`) || strings.Contains(root, `fetchpriority="high"`) ||
				strings.Count(root, `<li class="hidden sm:flex">`) != 1 {
				t.Errorf("home's covers and cards:\n%s", root)
			}
		})

		t.Run("books with filters", func(t *testing.T) {
			r := c.get("/kitaplar?sirala=isim&stokta=1&adet=24&sayfa=1&q=%20kuşu%20")
			page := string(r.body)
			api := "/api/books?inStock=true&page=1&pageSize=24&q=ku%C5%9Fu&sort=title"
			s := seeds(t, page)
			if r.StatusCode != 200 || len(s) != 2 || !sameAnswer(s[api], c.get(api).body) ||
				!sameAnswer(s["/api/categories"], c.get("/api/categories").body) {
				t.Fatalf("/kitaplar %d: seeds %q", r.StatusCode, s)
			}
			root := rootOf(page)
			if !strings.Contains(root, "1 kitap bulundu") || !strings.Contains(root, ">Çalıkuşu</a></h3>") ||
				strings.Count(root, `fetchpriority="high"`) != 1 {
				t.Fatalf("/kitaplar's first screen:\n%s", root)
			}
		})

		t.Run("bad filters are no error", func(t *testing.T) {
			r := c.get("/kitaplar?kategori=x&fiyatMin=abc&sayfa=-3")
			s := seeds(t, string(r.body))
			if r.StatusCode != 200 || len(s) != 1 || s["/api/categories"] == nil {
				t.Fatalf("/kitaplar with a bad category %d: seeds %q", r.StatusCode, s)
			}
		})

		t.Run("unknown and hidden books", func(t *testing.T) {
			for _, id := range []string{"01900000-0000-7000-8000-000000000000", f.hiddenBook.ID, "nope"} {
				r := c.get("/kitap/" + id)
				page := string(r.body)
				if r.StatusCode != 404 || len(seeds(t, page)) != 0 || strings.Contains(page, "<header") ||
					strings.Contains(page, "Gizli Taslak") {
					t.Fatalf("/kitap/%s: %d\n%s", id, r.StatusCode, page)
				}
			}
		})

		t.Run("other pages have none", func(t *testing.T) {
			page := string(c.get("/yazarlar").body)
			if len(seeds(t, page)) != 0 || strings.Contains(page, "<header") {
				t.Fatalf("/yazarlar:\n%s", page)
			}
		})
	})
}
