package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"sync"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// The app is rendered in the browser, but search engines and link previews
// read the HTML the server returns. For public routes the server writes the
// page's title, description, canonical URL, Open Graph tags and JSON-LD into
// the head of index.html.

const siteName = "Kitapevi Yayınları"

// head is what one page puts into <head>.
type head struct {
	Title       string
	Description string
	Path        string // canonical path
	Image       string // absolute or site-relative image URL
	OGType      string
	NoIndex     bool
	JSONLD      []any
	Status      int
}

var headTmpl = template.Must(template.New("head").Parse(`<title>{{.Title}}</title>
<meta name="description" content="{{.Description}}">
{{if .NoIndex}}<meta name="robots" content="noindex">
{{else}}<link rel="canonical" href="{{.Canonical}}">
<meta property="og:site_name" content="Kitapevi Yayınları">
<meta property="og:locale" content="tr_TR">
<meta property="og:type" content="{{.OGType}}">
<meta property="og:title" content="{{.Title}}">
<meta property="og:description" content="{{.Description}}">
<meta property="og:url" content="{{.Canonical}}">
{{if .Image}}<meta property="og:image" content="{{.Image}}">
<meta name="twitter:card" content="summary_large_image">
{{end}}{{range .JSONLD}}<script type="application/ld+json">{{.}}</script>
{{end}}{{end}}`))

// renderHead writes the head tags. JSON-LD is marshalled by encoding/json,
// which escapes <, > and &, so it cannot close the script element.
func (s *Server) renderHead(h *head) []byte {
	base := s.cfg.BaseURL.String()
	abs := func(u string) string {
		if u == "" || strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
			return u
		}
		return base + u
	}
	ld := make([]template.JS, 0, len(h.JSONLD))
	for _, v := range h.JSONLD {
		b, err := json.Marshal(v)
		if err == nil {
			ld = append(ld, template.JS(b))
		}
	}
	var buf bytes.Buffer
	err := headTmpl.Execute(&buf, map[string]any{
		"Title": h.Title, "Description": h.Description, "Canonical": base + h.Path, "Image": abs(h.Image),
		"OGType": h.OGType, "NoIndex": h.NoIndex, "JSONLD": ld,
	})
	if err != nil {
		s.log.Error("render head", "err", err)
	}
	return buf.Bytes()
}

const defaultDescription = "Kitapevi Yayınları: roman, öykü, şiir ve daha fazlası. Kitaplar, yazarlar ve etkinlikler; güvenli ödeme ile online kitap satışı."

// pageHTML is the spa's page callback: the rendered head tags, the status
// and, for the storefront's landing pages, their first screen
// (first_screen.go). A book page's head is rendered once per cached book
// record (see heads).
func (s *Server) pageHTML(r *http.Request, path string) pageHTML {
	ctx := r.Context()
	page, params, _ := web.Match(path)
	if page == web.Book {
		b, err := s.storefront.Book(ctx, params[0])
		if err != nil {
			if bookstore.ErrorCode(err) != bookstore.CodeNotFound {
				s.log.ErrorContext(ctx, "book head", "err", err)
			}
			return pageHTML{head: s.renderHead(notFoundHead(bookstore.MsgBookNotFound, path)), status: http.StatusNotFound}
		}
		head := s.heads.get(b, func() []byte { return s.renderHead(s.bookHead(ctx, b, path)) })
		preload, root, data := s.bookPage(ctx, b.ID)
		return pageHTML{head: concat(head, preload), root: root, data: data, status: http.StatusOK}
	}
	h := s.pageHead(ctx, path)
	pg := pageHTML{head: s.renderHead(h), status: h.Status}
	if pg.status == 0 {
		pg.status = http.StatusOK
	}
	switch {
	case pg.status != http.StatusOK:
	case page == web.Home:
		pg.root, pg.data = s.homePage(ctx)
	case page == web.Books:
		var preload []byte
		preload, pg.root, pg.data = s.booksPage(ctx, r.URL.Query())
		pg.head = concat(pg.head, preload)
	}
	return pg
}

// concat joins byte slices into a new one (a cached head is never appended to).
func concat(parts ...[]byte) []byte {
	return bytes.Join(parts, nil)
}

// headCache keeps rendered heads keyed by the record they were rendered
// from. The storage layer's read cache hands out the same pointer while a
// record is cached and a new one after it changes, so a rendered head is
// never older than the record itself.
type headCache struct {
	mu sync.Mutex
	m  map[any][]byte
}

const headCacheLimit = 4096

func (c *headCache) get(key any, render func() []byte) []byte {
	c.mu.Lock()
	b, ok := c.m[key]
	c.mu.Unlock()
	if ok {
		return b
	}
	b = render()
	c.mu.Lock()
	if c.m == nil || len(c.m) >= headCacheLimit {
		c.m = make(map[any][]byte)
	}
	c.m[key] = b
	c.mu.Unlock()
	return b
}

// pageHead decides the head of a page route (a page of web/paths.json).
// Unknown paths get a 404 head; private areas are marked noindex. The static
// panel pages (/yazar/kitaplar) match before a public author (/yazar/:id).
func (s *Server) pageHead(ctx context.Context, path string) *head {
	p := strings.TrimSuffix(path, "/")
	if p == "" {
		p = "/"
	}
	home := breadcrumbItem{"Ana Sayfa", web.Path(web.Home)}
	page, params, ok := web.Match(path)
	if !ok {
		return &head{Title: "Sayfa bulunamadı | " + siteName, Description: defaultDescription, Path: p, NoIndex: true, Status: http.StatusNotFound}
	}
	switch page {
	case web.Home:
		return &head{Title: siteName + " | Online Kitabevi", Description: defaultDescription, Path: "/", OGType: "website",
			JSONLD: []any{s.organizationLD(ctx), map[string]any{
				"@context": "https://schema.org", "@type": "WebSite", "name": siteName, "url": s.cfg.BaseURL.String() + "/",
				"potentialAction": map[string]any{"@type": "SearchAction",
					"target":      s.cfg.BaseURL.String() + web.Path(web.Books) + "?q={search_term_string}",
					"query-input": "required name=search_term_string"},
			}}}
	case web.Books:
		return s.listHead("Kitaplar", "Tüm kitaplarımız: romandan şiire, tarihten felsefeye. Arayın, kategoriye göre süzün, fiyata göre sıralayın.", p, home)
	case web.Authors:
		return s.listHead("Yazarlar", "Kitapevi Yayınları yazarları: biyografileri, kitapları ve yaklaşan etkinlikleri.", p, home)
	case web.Events:
		return s.listHead("Etkinlikler", "Söyleşiler, imza günleri ve okuma etkinlikleri: yaklaşan ve geçmiş etkinliklerimiz.", p, home)
	case web.About:
		return s.contentHead(ctx, bookstore.PageAbout, "Hakkımızda", p, home)
	case web.Privacy:
		return s.contentHead(ctx, bookstore.PagePrivacy, "Gizlilik Politikası", p, home)
	case web.Terms:
		return s.contentHead(ctx, bookstore.PageTerms, "Kullanım Koşulları", p, home)
	case web.Cookies:
		return s.contentHead(ctx, bookstore.PageCookies, "Çerez Politikası", p, home)
	case web.Accessibility:
		return s.listHead("Erişilebilirlik Beyanı", "Kitapevi Yayınları erişilebilirlik beyanı: WCAG 2.2 AA uyumu, nasıl denetlendiği, bilinen sınırlamalar ve sorun bildirme.", p, home)
	case web.Author:
		return s.authorHead(ctx, params[0], p, home)
	case web.Event:
		return s.eventHead(ctx, params[0], p, home)
	default: // the other pages have the site's head (below)
	}
	return &head{Title: siteName, Description: defaultDescription, Path: p, NoIndex: true}
}

type breadcrumbItem struct{ Name, Path string }

func (s *Server) breadcrumbLD(items ...breadcrumbItem) map[string]any {
	list := make([]any, len(items))
	for i, it := range items {
		list[i] = map[string]any{"@type": "ListItem", "position": i + 1, "name": it.Name, "item": s.cfg.BaseURL.String() + it.Path}
	}
	return map[string]any{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": list}
}

func (s *Server) listHead(title, desc, path string, home breadcrumbItem) *head {
	return &head{Title: title + " | " + siteName, Description: desc, Path: path, OGType: "website",
		JSONLD: []any{s.breadcrumbLD(home, breadcrumbItem{title, path})}}
}

func (s *Server) contentHead(ctx context.Context, key, fallback, path string, home breadcrumbItem) *head {
	title, desc := fallback, defaultDescription
	if pg, err := s.storefront.PublishedPage(ctx, key); err == nil {
		if pg.Title != "" {
			title = pg.Title
		}
		if t := bookstore.PlainText(pg.Content); t != "" {
			desc = bookstore.Excerpt(t, 160)
		}
	}
	h := &head{Title: title + " | " + siteName, Description: desc, Path: path, OGType: "website",
		JSONLD: []any{s.breadcrumbLD(home, breadcrumbItem{title, path})}}
	if key == bookstore.PageAbout {
		h.JSONLD = append(h.JSONLD, s.organizationLD(ctx))
	}
	return h
}

// organizationLD describes the publisher, with contact details from the
// contact page when it is published.
func (s *Server) organizationLD(ctx context.Context) map[string]any {
	org := map[string]any{"@context": "https://schema.org", "@type": "Organization", "name": siteName,
		"url": s.cfg.BaseURL.String() + "/", "logo": s.cfg.BaseURL.String() + "/favicon.svg"}
	if pg, err := s.storefront.PublishedPage(ctx, bookstore.PageContact); err == nil {
		if v, ok := pg.Meta["email"].(string); ok && v != "" {
			org["email"] = v
		}
		if v, ok := pg.Meta["phone"].(string); ok && v != "" {
			org["telephone"] = v
		}
		if v, ok := pg.Meta["address"].(string); ok && v != "" {
			org["address"] = v
		}
		if social, ok := pg.Meta["social"].(map[string]any); ok {
			var same []string
			for _, k := range []string{"facebook", "twitter", "instagram"} {
				if v, ok := social[k].(string); ok && v != "" {
					same = append(same, v)
				}
			}
			if len(same) > 0 {
				org["sameAs"] = same
			}
		}
	}
	return org
}

func notFoundHead(title, path string) *head {
	return &head{Title: title + " | " + siteName, Description: defaultDescription, Path: path, NoIndex: true, Status: http.StatusNotFound}
}

// kuruşAsDecimal writes an amount as schema.org expects: "89.90".
func kurusAsDecimal(k int64) string { return fmt.Sprintf("%d.%02d", k/100, k%100) }

// offerLD is the book's schema.org Offer: the price charged now and, while
// a sale runs, the day it is valid until (the head is cached with the
// book's record, which the read cache drops when the sale ends).
func offerLD(b *bookstore.BookDetail, availability, url string) map[string]any {
	o := map[string]any{"@type": "Offer", "price": kurusAsDecimal(bookstore.UnitPrice(b.Price, b.Offer)), "priceCurrency": "TRY",
		"availability": availability, "url": url}
	if b.Offer != nil {
		o["priceValidUntil"] = b.Offer.EndsAt.Format(time.DateOnly)
	}
	return o
}

// bookHead is the head of a public book's page (pageHTML handles the
// book route, so a rendered head can be kept per cached record).
func (s *Server) bookHead(ctx context.Context, b *bookstore.BookDetail, path string) *head {
	home := breadcrumbItem{"Ana Sayfa", "/"}
	desc := bookstore.Excerpt(bookstore.PlainText(b.Description), 160)
	if desc == "" {
		desc = b.Title + ", " + b.AuthorName
	}
	availability := "https://schema.org/InStock"
	if b.Stock == 0 {
		availability = "https://schema.org/OutOfStock"
	}
	book := map[string]any{"@context": "https://schema.org", "@type": "Book", "name": b.Title,
		"url": s.cfg.BaseURL.String() + path, "description": desc, "inLanguage": "tr",
		"author":    map[string]any{"@type": "Person", "name": b.AuthorName, "url": s.cfg.BaseURL.String() + web.Path(web.Author, b.AuthorID)},
		"publisher": map[string]any{"@type": "Organization", "name": siteName},
		"offers":    offerLD(b, availability, s.cfg.BaseURL.String()+path)}
	if b.ISBN != "" {
		book["isbn"] = b.ISBN
	}
	if b.PageCount > 0 {
		book["numberOfPages"] = b.PageCount
	}
	if b.PublicationDate != nil {
		book["datePublished"] = b.PublicationDate.Format(time.DateOnly)
	}
	if b.CoverURL != "" {
		book["image"] = s.absURL(b.CoverURL)
	}
	s.addRatingLD(ctx, book, b)
	crumbs := []breadcrumbItem{home, {"Kitaplar", web.Path(web.Books)}}
	if b.CategoryName != "" {
		crumbs = append(crumbs, breadcrumbItem{b.CategoryName, web.Path(web.Books) + "?kategori=" + b.CategoryID})
	}
	crumbs = append(crumbs, breadcrumbItem{b.Title, path})
	return &head{Title: b.Title + " - " + b.AuthorName + " | " + siteName, Description: desc, Path: path,
		Image: b.CoverURL, OGType: "book", JSONLD: []any{book, s.breadcrumbLD(crumbs...)}}
}

// addRatingLD adds the book's aggregateRating and its most helpful
// published reviews (up to bookstore.ReviewsInHead), only when it has
// published reviews, as Google's review snippets require. The reviews are
// the book's own (readers of a book), never of the shop itself. The head
// is cached per book record, which a publication replaces (catalogTx).
func (s *Server) addRatingLD(ctx context.Context, book map[string]any, b *bookstore.BookDetail) {
	if b.Rating.Count == 0 || s.reviews == nil {
		return
	}
	book["aggregateRating"] = map[string]any{"@type": "AggregateRating", "ratingValue": b.Rating.Average(),
		"ratingCount": b.Rating.Count, "bestRating": 5, "worstRating": 1}
	items, _, err := s.reviews.List(ctx, bookstore.ReviewFilter{BookID: b.ID, Sort: bookstore.ReviewsHelpful,
		PageRequest: bookstore.PageRequest{Page: 1, Size: bookstore.ReviewsInHead}})
	if err != nil {
		s.log.ErrorContext(ctx, "book head reviews", "book", b.ID, "err", err)
		return
	}
	if len(items) > 0 {
		list := make([]any, len(items))
		for i := range items {
			list[i] = reviewLD(&items[i])
		}
		book["review"] = list
	}
}

func (s *Server) absURL(u string) string {
	if strings.HasPrefix(u, "/") {
		return s.cfg.BaseURL.String() + u
	}
	return u
}

func (s *Server) authorHead(ctx context.Context, id, path string, home breadcrumbItem) *head {
	a, err := s.storefront.Author(ctx, id)
	if err != nil {
		return notFoundHead(bookstore.MsgAuthorNotFound, path)
	}
	desc := bookstore.Excerpt(bookstore.PlainText(a.Biography), 160)
	if desc == "" {
		desc = a.Name + " kitapları ve etkinlikleri"
	}
	person := map[string]any{"@context": "https://schema.org", "@type": "Person", "name": a.Name,
		"url": s.cfg.BaseURL.String() + path, "description": desc}
	if a.PhotoURL != "" {
		person["image"] = s.absURL(a.PhotoURL)
	}
	return &head{Title: a.Name + " | " + siteName, Description: desc, Path: path, Image: a.PhotoURL, OGType: "profile",
		JSONLD: []any{person, s.breadcrumbLD(home, breadcrumbItem{"Yazarlar", web.Path(web.Authors)}, breadcrumbItem{a.Name, path})}}
}

func (s *Server) eventHead(ctx context.Context, id, path string, home breadcrumbItem) *head {
	e, err := s.storefront.Event(ctx, id)
	if err != nil {
		return notFoundHead(bookstore.MsgEventNotFound, path)
	}
	desc := bookstore.Excerpt(bookstore.PlainText(e.Description), 160)
	if desc == "" {
		desc = e.Title
	}
	ev := map[string]any{"@context": "https://schema.org", "@type": "Event", "name": e.Title,
		"startDate": e.Date.Format(time.RFC3339), "url": s.cfg.BaseURL.String() + path, "description": desc,
		"eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode", "eventStatus": "https://schema.org/EventScheduled",
		"location":  map[string]any{"@type": "Place", "name": e.Location, "address": e.Location},
		"performer": map[string]any{"@type": "Person", "name": e.AuthorName},
		"organizer": map[string]any{"@type": "Organization", "name": siteName, "url": s.cfg.BaseURL.String() + "/"}}
	if e.ImageURL != "" {
		ev["image"] = s.absURL(e.ImageURL)
	}
	return &head{Title: e.Title + " | " + siteName, Description: desc, Path: path, Image: e.ImageURL, OGType: "website",
		JSONLD: []any{ev, s.breadcrumbLD(home, breadcrumbItem{"Etkinlikler", web.Path(web.Events)}, breadcrumbItem{e.Title, path})}}
}
