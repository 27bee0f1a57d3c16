package httpapi

import (
	"encoding/xml"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"bookstore/web"
)

// sitemapLimit is the protocol's maximum number of URLs in one file; a
// larger catalogue is served as a sitemap index of numbered parts.
const sitemapLimit = 50000

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type urlSet struct {
	XMLName xml.Name     `xml:"urlset"`
	NS      string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapIndex struct {
	XMLName  xml.Name     `xml:"sitemapindex"`
	NS       string       `xml:"xmlns,attr"`
	Sitemaps []sitemapURL `xml:"sitemap"`
}

const sitemapNS = "http://www.sitemaps.org/schemas/sitemap/0.9"

// sitemapURLs lists the static public pages and every public record.
func (s *Server) sitemapURLs(r *http.Request) ([]sitemapURL, error) {
	base := s.cfg.BaseURL.String()
	urls := []sitemapURL{}
	for _, p := range []web.Page{web.Home, web.Books, web.Authors, web.Events, web.About, web.Privacy, web.Terms, web.Cookies, web.Accessibility} {
		urls = append(urls, sitemapURL{Loc: base + web.Path(p)})
	}
	entries, err := s.storefront.Sitemap(r.Context())
	if err != nil {
		return nil, err
	}
	page := map[string]web.Page{"book": web.Book, "author": web.Author, "event": web.Event}
	for _, e := range entries {
		urls = append(urls, sitemapURL{Loc: base + web.Path(page[e.Kind], e.ID), LastMod: e.UpdatedAt.Format(time.DateOnly)})
	}
	return urls, nil
}

// serveSitemap answers /sitemap.xml (a urlset, or an index beyond 50,000
// URLs) and /sitemap-N.xml (part N of the index).
func (s *Server) serveSitemap(w http.ResponseWriter, r *http.Request) {
	urls, err := s.sitemapURLs(r)
	if err != nil {
		s.log.ErrorContext(r.Context(), "sitemap", "err", err)
		http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
		return
	}
	var doc any
	switch name := strings.TrimPrefix(r.URL.Path, "/"); {
	case name == "sitemap.xml" && len(urls) <= sitemapLimit:
		doc = urlSet{NS: sitemapNS, URLs: urls}
	case name == "sitemap.xml":
		idx := sitemapIndex{NS: sitemapNS}
		for i := 0; i*sitemapLimit < len(urls); i++ {
			idx.Sitemaps = append(idx.Sitemaps, sitemapURL{Loc: fmt.Sprintf("%s/sitemap-%d.xml", s.cfg.BaseURL, i+1)})
		}
		doc = idx
	default:
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(name, "sitemap-"), ".xml"))
		if err != nil || n < 1 || (n-1)*sitemapLimit >= len(urls) {
			http.NotFound(w, r)
			return
		}
		doc = urlSet{NS: sitemapNS, URLs: urls[(n-1)*sitemapLimit : min(n*sitemapLimit, len(urls))]}
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeBody(w, []byte(xml.Header))
	_ = xml.NewEncoder(w).Encode(doc) // our own document: only a gone client fails it
}

// serveRobots keeps crawlers out of private areas and points to the sitemap.
func (s *Server) serveRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = fmt.Fprintf(w, `User-agent: *
Allow: /
Disallow: /api/
Disallow: /admin
Disallow: /yazar$
Disallow: /yazar/kitaplar
Disallow: /yazar/etkinlikler
Disallow: /yazar/profil
Disallow: /giris
Disallow: /kayit
Disallow: /yazar-giris
Disallow: /admin-giris
Disallow: /sepet
Disallow: /favoriler
Disallow: /profil
Disallow: /siparislerim
Disallow: /siparis/
Disallow: /odeme

Sitemap: %s/sitemap.xml
`, s.cfg.BaseURL)
}
