package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"html/template"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// The storefront's landing pages (/, /kitaplar, /kitap/{id}) come with
// their first screen, so a phone draws it before the app's script has
// loaded:
//
//   - the data: the exact public API answers the page's first queries ask
//     for, as <script type="application/json" data-seed="/api/…"> after the
//     root div; the app puts them into its query cache before its first
//     render (web/src/app/seed.ts) when data-seed names the request it
//     would make, so it draws the whole page at once and fetches nothing;
//   - the markup: a static header bar and the top of the page (cover, title,
//     price) inside <div id="root">, from the templates in web/first-screen
//     (each says which component it mirrors). createRoot replaces it; no
//     hydration, so the markup only has to look the same.
//
// Everything comes from the answer cache (catalog_cache.go): the API
// answers are its entries, and the pages' HTML is one too (answerScopes).

// firstScreens are the parsed templates, one set per page shape.
var firstScreens = map[web.Page]*template.Template{
	web.Home: parseFirstScreen("home"), web.Books: parseFirstScreen("books"), web.Book: parseFirstScreen("book")}

func parseFirstScreen(page string) *template.Template {
	t := template.Must(template.New("layout.html").ParseFS(web.FirstScreen(), "first-screen/layout.html"))
	return template.Must(t.ParseFS(web.FirstScreen(), "first-screen/"+page+".html"))
}

// The cover slots' sizes; they MIRROR CARD_COVER_SIZES and
// DETAIL_COVER_SIZES in web/src/lib/cover-image.ts.
const (
	cardCoverSizes   = "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)"
	detailCoverSizes = "(min-width: 768px) 400px, calc(100vw - 2rem)"
	placeholderCover = "/placeholder-cover.svg"
	// firstRowCards is the widest grid's row (BookGrid: 4 columns from xl).
	firstRowCards = 4
)

// coverSrcSet MIRRORS coverSrcSet in web/src/lib/cover-image.ts: a stored
// cover's small and large variants, nothing for any other URL.
func coverSrcSet(u string) string {
	if !strings.HasPrefix(u, "/media/") || !strings.HasSuffix(u, ".jpg") || strings.HasSuffix(u, "-sm.jpg") {
		return ""
	}
	return strings.TrimSuffix(u, ".jpg") + "-sm.jpg 240w, " + u + " 600w"
}

// seed is one API answer the page carries: api is the request as the app
// would make it (its marker), body the answer's bytes.
type seed struct {
	api  string
	body []byte
}

// seedScripts writes the seeds as JSON data blocks. The JSON goes in as it
// is, but for "<" written as \u003c (the same string to a JSON parser), so
// no value can close the script element.
func seedScripts(seeds ...seed) []byte {
	var b bytes.Buffer
	for _, sd := range seeds {
		if sd.body == nil {
			continue
		}
		b.WriteString(`<script type="application/json" data-seed="`)
		b.WriteString(template.HTMLEscapeString(sd.api))
		b.WriteString(`">`)
		b.Write(bytes.ReplaceAll(bytes.TrimSpace(sd.body), []byte("<"), []byte(`\u003c`)))
		b.WriteString("</script>")
	}
	return b.Bytes()
}

// apiAnswer is the public API's answer to target (a GET path and query) as
// a guest gets it: the answer cache's bytes, or the handler's (which then
// fills the cache). Nil unless it is a 200.
func (s *Server) apiAnswer(ctx context.Context, target string) []byte {
	// Its own request info: the page's request metrics keep the page's route.
	info := &requestInfo{id: requestID(ctx), client: clientOf(ctx)}
	req, err := http.NewRequestWithContext(context.WithValue(ctx, keyInfo, info), http.MethodGet, target, nil)
	if err != nil {
		return nil
	}
	rec := &answerRecorder{header: http.Header{}}
	s.publicAPI.ServeHTTP(rec, req)
	if rec.status != http.StatusOK {
		return nil
	}
	holdAnswerUntil(ctx, info.holdsUntil) // the page carries what the answer carries
	return rec.body.Bytes()
}

// firstScreen renders a page's markup; an error is logged and leaves the
// root empty (the app draws the page as it did before).
func (s *Server) firstScreen(ctx context.Context, page web.Page, view any) []byte {
	var b bytes.Buffer
	if err := firstScreens[page].ExecuteTemplate(&b, "layout", view); err != nil {
		s.log.ErrorContext(ctx, "first screen", "page", page, "err", err)
		return nil
	}
	return b.Bytes()
}

// preloadCover is the head's hint for the page's largest image. It is
// written by hand: html/template would escape imagesrcset as one URL.
func preloadCover(cover, sizes string) []byte {
	b := `<link rel="preload" as="image" href="` + html.EscapeString(cover) + `"`
	if set := coverSrcSet(cover); set != "" {
		b += ` imagesrcset="` + html.EscapeString(set) + `" imagesizes="` + html.EscapeString(sizes) + `"`
	}
	return []byte(b + ` fetchpriority="high">` + "\n")
}

// frame is what every first screen's layout needs.
type frame struct {
	Nav []navLink
}

type navLink struct {
	Href, Label string
	Active      bool
}

// frameFor MIRRORS navLinks in web/src/app/layouts/header.tsx.
func frameFor(active web.Page) frame {
	links := []struct {
		page  web.Page
		label string
	}{{web.Books, "Kitaplar"}, {web.Authors, "Yazarlar"}, {web.Events, "Etkinlikler"}, {web.About, "Hakkımızda"}}
	f := frame{}
	for _, l := range links {
		f.Nav = append(f.Nav, navLink{Href: web.Path(l.page), Label: l.label, Active: l.page == active})
	}
	return f
}

// homePage is / : the featured books and the shop's counters.
func (s *Server) homePage(ctx context.Context) (root, data []byte) {
	const api = "/api/books/featured"
	body := s.apiAnswer(ctx, api)
	var list FeaturedBooks
	if body == nil || json.Unmarshal(body, &list) != nil {
		return nil, nil
	}
	counts, countSeeds := s.homeCounts(ctx)
	view := struct {
		frame
		BooksHref, EventsHref string
		Counts                homeCounters
		Cards                 []cardView
	}{frame: frameFor(web.Home), BooksHref: web.Path(web.Books), EventsHref: web.Path(web.Events),
		Counts: counts,
		// On a phone the cards are below the hero: their covers are lazy.
		Cards: cardViews(list.Items, firstRowCards, false)}
	return s.firstScreen(ctx, web.Home, view), seedScripts(append([]seed{{api, body}}, countSeeds...)...)
}

// booksPage is /kitaplar with its URL's filters: the first page of results
// and the categories of the filter.
func (s *Server) booksPage(ctx context.Context, query url.Values) (head, root, data []byte) {
	api := "/api/books?" + bookListAPIQuery(query).Encode()
	body := s.apiAnswer(ctx, api)
	cats := seed{"/api/categories", s.apiAnswer(ctx, "/api/categories")}
	var list BookList
	if body == nil || json.Unmarshal(body, &list) != nil {
		return nil, s.firstScreen(ctx, web.Books, struct{ frame }{frameFor(web.Books)}), seedScripts(cats)
	}
	count := strconv.Itoa(list.Total) + " kitap bulundu"
	if list.TotalCapped {
		count = strconv.Itoa(list.Total) + "+ kitap bulundu"
	}
	view := struct {
		frame
		Count string
		Cards []cardView
	}{frame: frameFor(web.Books), Count: count, Cards: cardViews(list.Items, firstRowCards, true)}
	if len(view.Cards) > 0 {
		head = preloadCover(view.Cards[0].Cover, cardCoverSizes)
	}
	return head, s.firstScreen(ctx, web.Books, view), seedScripts(seed{api, body}, cats)
}

// bookListAPIQuery is the /api/books query the app asks for a /kitaplar URL.
// It MIRRORS BooksPage (web/src/app/routes/books.tsx, bookListParams) and
// getBooks: a URL read differently gives another query, and the app then
// ignores the seed and fetches, so a slip costs speed, not correctness.
func bookListAPIQuery(q url.Values) url.Values {
	out := url.Values{}
	set := func(k string, v string) {
		if v != "" {
			out.Set(k, v)
		}
	}
	set("q", strings.TrimSpace(q.Get("q")))
	set("category", q.Get("kategori"))
	sort := map[string]string{"isim": "title", "fiyat-artan": "price_asc", "fiyat-azalan": "price_desc", "puan": "rating"}[q.Get("sirala")]
	if sort == "" {
		sort = "newest"
	}
	out.Set("sort", sort)
	if q.Get("puan") == "4" {
		out.Set("minRating", "4")
	}
	set("author", q.Get("yazar"))
	if n := parseLira(q.Get("fiyatMin")); n > 0 {
		out.Set("minPrice", strconv.Itoa(n))
	}
	if n := parseLira(q.Get("fiyatMax")); n > 0 {
		out.Set("maxPrice", strconv.Itoa(n))
	}
	if q.Get("stokta") == "1" {
		out.Set("inStock", "true")
	}
	page := 1
	if n := leadingInt(q.Get("sayfa")); n > 0 {
		page = n
	}
	out.Set("page", strconv.Itoa(page))
	size := "12"
	if v := strings.TrimSpace(q.Get("adet")); v == "24" || v == "48" {
		size = v
	}
	out.Set("pageSize", size)
	return out
}

// parseLira MIRRORS parseLira in book-filter-panel.tsx: a whole lira ≥ 1
// (at most 1,000,000), else 0.
func parseLira(v string) int {
	f, err := strconv.ParseFloat(strings.TrimSpace(strings.Replace(v, ",", ".", 1)), 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0
	}
	n := math.Floor(f)
	if n <= 0 {
		return 0
	}
	return int(min(n, 1_000_000))
}

// leadingInt is parseInt(v, 10) for the digits it reads (0 for none).
func leadingInt(v string) int {
	v = strings.TrimLeft(v, " \t\n")
	end := 0
	for end < len(v) && end < 9 && v[end] >= '0' && v[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(v[:end])
	return n
}

// bookPage is /kitap/{id}: the book's detail answer.
func (s *Server) bookPage(ctx context.Context, id string) (head, root, data []byte) {
	api := "/api/books/" + id
	body := s.apiAnswer(ctx, api)
	var b BookDetail
	if body == nil || json.Unmarshal(body, &b) != nil {
		return nil, nil, nil
	}
	card := cardViewOf(&b.BookCard, true)
	view := struct {
		frame
		cardView
		BooksHref, CategoryHref string
		SaleFacts               *saleFacts
		StockText               string
	}{frame: frameFor(web.Book), cardView: card, BooksHref: web.Path(web.Books)}
	view.Sizes = detailCoverSizes
	view.Rating = ratingViewOf(b.RatingAverage, b.RatingCount, true)
	view.PriceView = priceViewOf(b.Price, b.Sale, "lg")
	if b.CategoryID != nil && b.CategoryName != nil {
		view.CategoryHref = web.Path(web.Books) + "?kategori=" + url.QueryEscape(*b.CategoryID)
	}
	if b.Sale != nil {
		view.SaleFacts = &saleFacts{Lowest: bookstore.FormatLira(b.Sale.LowestPrice30), Ends: bookstore.FormatDay(b.Sale.EndsAt)}
	}
	view.StockText = "Stok Yok"
	if b.Stock > 0 {
		view.StockText = "Stokta: " + strconv.Itoa(b.Stock) + " adet"
	}
	return preloadCover(card.Cover, detailCoverSizes), s.firstScreen(ctx, web.Book, view), seedScripts(seed{api, body})
}

type saleFacts struct{ Lowest, Ends string }

// cardView is a book card's fields as the templates print them.
type cardView struct {
	Title, Category, AuthorName, Excerpt   string
	Href, AuthorHref, Cover, SrcSet, Sizes string
	IsFeatured, Priority, Rest             bool
	Stock, RatingCount                     int
	Rating                                 ratingView
	PriceView                              priceView
}

// cardViews are the first n cards. When first is true the first cover is
// eager and fetched at high priority (it is on a phone's first screen);
// otherwise every cover is lazy. The cards after the first show from sm
// up only: a phone's first row is one card, and its hidden covers are not
// fetched at all.
func cardViews(items []BookCard, n int, first bool) []cardView {
	out := make([]cardView, 0, min(n, len(items)))
	for i := range items[:min(n, len(items))] {
		out = append(out, cardViewOf(&items[i], first && i == 0))
		out[i].Rest = i > 0
	}
	return out
}

func cardViewOf(b *BookCard, priority bool) cardView {
	v := cardView{Title: b.Title, AuthorName: b.AuthorName, Excerpt: b.Excerpt, Href: web.Path(web.Book, b.ID),
		AuthorHref: web.Path(web.Author, b.AuthorID), Cover: placeholderCover, Sizes: cardCoverSizes,
		IsFeatured: b.IsFeatured, Priority: priority, Stock: b.Stock, RatingCount: b.RatingCount,
		Rating: ratingViewOf(b.RatingAverage, b.RatingCount, false), PriceView: priceViewOf(b.Price, b.Sale, "md")}
	if b.CategoryName != nil {
		v.Category = *b.CategoryName
	}
	if b.CoverURL != nil && *b.CoverURL != "" {
		v.Cover, v.SrcSet = *b.CoverURL, coverSrcSet(*b.CoverURL)
	}
	return v
}

// ratingView MIRRORS RatingSummaryLine and Stars (rating-stars.tsx).
type ratingView struct {
	Big            bool
	Label, Average string
	StarClass      string
	Count          int
	Fills          []string // each star's filled width, percent
}

func ratingViewOf(avg float64, count int, big bool) ratingView {
	v := ratingView{Big: big, Count: count, StarClass: "h-4 w-4", Average: strings.Replace(strconv.FormatFloat(avg, 'f', 1, 64), ".", ",", 1)}
	if big {
		v.StarClass = "h-5 w-5"
	}
	v.Label = "Henüz değerlendirme yok"
	if count > 0 {
		v.Label = "5 üzerinden " + v.Average + " puan, " + strconv.Itoa(count) + " değerlendirme"
	}
	for i := range 5 {
		v.Fills = append(v.Fills, strconv.FormatFloat(max(0, min(1, avg-float64(i)))*100, 'f', -1, 64))
	}
	return v
}

// priceView MIRRORS SalePrice (sale-price.tsx) at size md (cards) or lg (the book page).
type priceView struct {
	Price, Struck                       string
	PercentOff                          int
	PriceClass, StruckClass, BadgeClass string
}

func priceViewOf(price int64, sale *SaleTag, size string) priceView {
	v := priceView{Price: bookstore.FormatLira(price), PriceClass: "text-lg font-bold", StruckClass: "text-sm", BadgeClass: "text-xs"}
	if size == "lg" {
		v.PriceClass, v.StruckClass, v.BadgeClass = "text-3xl font-bold", "text-lg", "text-sm"
	}
	if sale != nil && sale.StruckPrice != nil {
		v.Struck, v.PercentOff = bookstore.FormatLira(*sale.StruckPrice), sale.PercentOff
	}
	return v
}
