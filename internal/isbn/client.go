// Package isbn looks books up by ISBN in Google Books and, failing that, Open
// Library. Neither has good coverage of Turkish ISBNs, so "not found" is an
// ordinary answer and the admin fills the form by hand.
package isbn

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
)

// Defaults for the production services (BOOKSTORE_GOOGLE_BOOKS_URL and
// BOOKSTORE_OPENLIBRARY_URL override them).
const (
	DefaultGoogleBooksURL = "https://www.googleapis.com/books/v1"
	DefaultOpenLibraryURL = "https://openlibrary.org"
)

const (
	// maxResponse caps a response body; a real answer for one ISBN is a few
	// kilobytes, so anything bigger is treated as a failure, not truncated.
	maxResponse = 1 << 20
	// maxList caps authors and categories taken from a source.
	maxList   = 10
	userAgent = "bookstore-isbn-lookup/1.0"
)

// Client queries the services. It is safe for concurrent use.
type Client struct {
	google, openLibrary string
	http                *http.Client
}

var _ bookstore.ISBNLookup = (*Client)(nil)

// New builds a client. An empty base URL disables that source. A nil hc gets
// a client with config.ISBNLookup as its total timeout that follows at most 3 redirects, and
// only on the same host and scheme (Open Library's /isbn/ endpoint redirects
// to the edition on the same host; a redirect elsewhere is refused).
func New(googleBaseURL, openLibraryBaseURL string, hc *http.Client) *Client {
	if hc == nil {
		hc = &http.Client{Timeout: config.ISBNLookup, CheckRedirect: sameHostRedirects}
	}
	return &Client{
		google:      strings.TrimRight(googleBaseURL, "/"),
		openLibrary: strings.TrimRight(openLibraryBaseURL, "/"),
		http:        hc,
	}
}

// ErrRedirectRefused is returned (wrapped) when a service redirects to
// another host or scheme.
var ErrRedirectRefused = errors.New("isbn: redirect to another host refused")

func sameHostRedirects(req *http.Request, via []*http.Request) error {
	if len(via) >= 3 {
		return errors.New("isbn: too many redirects")
	}
	first := via[0].URL
	if req.URL.Host != first.Host || req.URL.Scheme != first.Scheme {
		return fmt.Errorf("%w: %s", ErrRedirectRefused, req.URL.Host)
	}
	return nil
}

// LookupError is returned when every source failed for a technical reason.
// Its chain holds a *bookstore.Error (CodeBadGateway) whose message is the
// MsgISBNLookupFailed with the reason in Turkish, which the admin
// sees; the HTTP layer answers 502 and the log keeps each source's error.
type LookupError struct {
	Google, OpenLibrary error
}

func (e *LookupError) Error() string {
	return fmt.Sprintf("isbn lookup failed: google books: %v; open library: %v", e.Google, e.OpenLibrary)
}

func (e *LookupError) Unwrap() []error {
	errs := []error{&bookstore.Error{Code: bookstore.CodeBadGateway, Message: bookstore.MsgISBNLookupFailed + ": " + e.Reason()}}
	for _, err := range []error{e.Google, e.OpenLibrary} {
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// Reason says in Turkish why the lookup failed, from the first source that
// failed (both usually fail the same way: no network, a slow answer).
func (e *LookupError) Reason() string {
	err := e.Google
	if err == nil {
		err = e.OpenLibrary
	}
	var status *statusError
	var netErr net.Error
	switch {
	case errors.As(err, &status):
		return fmt.Sprintf("ISBN servisi hata döndürdü (HTTP %d)", status.code)
	case errors.Is(err, ErrRedirectRefused):
		return "ISBN servisi başka bir adrese yönlendirdi"
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return "ISBN servisi zamanında yanıt vermedi"
	case errors.As(err, &netErr):
		return "ISBN servisine ulaşılamadı"
	default:
		return "ISBN servisinin yanıtı okunamadı"
	}
}

// statusError is an answer other than 200.
type statusError struct {
	source string
	code   int
}

func (e *statusError) Error() string { return fmt.Sprintf("%s: HTTP %d", e.source, e.code) }

// Lookup validates the ISBN (an invalid *bookstore.Error on the field "isbn";
// MsgISBNRequired when empty), then asks Google Books and, when Google has no
// data or failed, Open Library. It returns nil, nil when no source has data,
// and a *LookupError only when every source failed for a technical reason
// (network, timeout, a status other than 200, a body over 1 MB, malformed
// JSON, a refused redirect). A source that answered "none" while the other
// failed gives nil, nil: one of them did answer.
func (c *Client) Lookup(ctx context.Context, isbn string) (*bookstore.ISBNBook, error) {
	if _, err := bookstore.ValidateISBN(isbn); err != nil {
		return nil, err
	}
	isbn = bookstore.NormalizeISBN(isbn)

	var errGoogle, errOL error
	answered := false
	if c.google != "" {
		b, err := c.lookupGoogle(ctx, isbn)
		if b != nil {
			return b, nil
		}
		errGoogle = err
		answered = answered || err == nil
	}
	if c.openLibrary != "" {
		b, err := c.lookupOpenLibrary(ctx, isbn)
		if b != nil {
			return b, nil
		}
		errOL = err
		answered = answered || err == nil
	}
	if answered || (errGoogle == nil && errOL == nil) {
		return nil, nil
	}
	return nil, &LookupError{Google: errGoogle, OpenLibrary: errOL}
}

// getJSON fetches u and decodes its JSON body into out. Anything but a 200
// with a JSON body of at most maxResponse bytes is an error.
func (c *Client) getJSON(ctx context.Context, source, u string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", source, err)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", userAgent)
	res, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", source, err)
	}
	defer closeBody(res.Body)
	body, err := io.ReadAll(io.LimitReader(res.Body, maxResponse+1))
	if err != nil {
		return fmt.Errorf("%s: reading body: %w", source, err)
	}
	if res.StatusCode != http.StatusOK {
		return &statusError{source: source, code: res.StatusCode}
	}
	if len(body) > maxResponse {
		return fmt.Errorf("%s: response larger than %d bytes", source, maxResponse)
	}
	if err := json.NewDecoder(bytes.NewReader(body)).Decode(out); err != nil {
		return fmt.Errorf("%s: malformed JSON: %w", source, err)
	}
	return nil
}

// Google Books: GET {base}/volumes?q=isbn:{isbn}.

type googleVolumes struct {
	TotalItems int `json:"totalItems"`
	Items      []struct {
		VolumeInfo googleVolumeInfo `json:"volumeInfo"`
	} `json:"items"`
}

type googleVolumeInfo struct {
	Title               string   `json:"title"`
	Authors             []string `json:"authors"`
	PublishedDate       string   `json:"publishedDate"`
	Description         string   `json:"description"`
	PageCount           int      `json:"pageCount"`
	Categories          []string `json:"categories"`
	IndustryIdentifiers []struct {
		Type       string `json:"type"`
		Identifier string `json:"identifier"`
	} `json:"industryIdentifiers"`
	ImageLinks struct {
		Thumbnail string `json:"thumbnail"`
		Small     string `json:"small"`
		Medium    string `json:"medium"`
		Large     string `json:"large"`
	} `json:"imageLinks"`
}

func (c *Client) lookupGoogle(ctx context.Context, isbn string) (*bookstore.ISBNBook, error) {
	var v googleVolumes
	u := c.google + "/volumes?q=" + url.QueryEscape("isbn:"+isbn)
	if err := c.getJSON(ctx, "google books", u, &v); err != nil {
		return nil, err
	}
	for _, it := range v.Items {
		vi := it.VolumeInfo
		// Google's isbn: search is loose at times: take only a volume that
		// lists the ISBN asked for (in either form).
		if !hasISBN(vi, isbn) || strings.TrimSpace(vi.Title) == "" {
			continue
		}
		b := &bookstore.ISBNBook{
			Title:       strings.TrimSpace(vi.Title),
			Description: textToHTML(vi.Description),
			Authors:     cleanList(vi.Authors),
			Categories:  cleanList(vi.Categories),
			PageCount:   max(vi.PageCount, 0),
			CoverURL:    firstImage(vi.ImageLinks.Large, vi.ImageLinks.Medium, vi.ImageLinks.Thumbnail),
		}
		setDate(b, vi.PublishedDate)
		return b, nil
	}
	return nil, nil
}

func hasISBN(vi googleVolumeInfo, isbn string) bool {
	want := bookstore.ISBN10To13(isbn)
	for _, id := range vi.IndustryIdentifiers {
		if (id.Type == "ISBN_13" || id.Type == "ISBN_10") && bookstore.ISBN10To13(bookstore.NormalizeISBN(id.Identifier)) == want {
			return true
		}
	}
	return false
}

// Open Library: GET {base}/api/books?bibkeys=ISBN:{isbn}&format=json&jscmd=data,
// which answers {} when it has nothing.

type olBook struct {
	Title   string `json:"title"`
	Authors []struct {
		Name string `json:"name"`
	} `json:"authors"`
	Subjects []struct {
		Name string `json:"name"`
	} `json:"subjects"`
	PublishDate   string          `json:"publish_date"`
	NumberOfPages int             `json:"number_of_pages"`
	Notes         json.RawMessage `json:"notes"`
	Cover         struct {
		Small  string `json:"small"`
		Medium string `json:"medium"`
		Large  string `json:"large"`
	} `json:"cover"`
}

func (c *Client) lookupOpenLibrary(ctx context.Context, isbn string) (*bookstore.ISBNBook, error) {
	key := "ISBN:" + isbn
	q := url.Values{"bibkeys": {key}, "format": {"json"}, "jscmd": {"data"}}
	var books map[string]olBook
	if err := c.getJSON(ctx, "open library", c.openLibrary+"/api/books?"+q.Encode(), &books); err != nil {
		return nil, err
	}
	ob, ok := books[key]
	if !ok || strings.TrimSpace(ob.Title) == "" {
		return nil, nil
	}
	b := &bookstore.ISBNBook{
		Title:       strings.TrimSpace(ob.Title),
		Description: textToHTML(olText(ob.Notes)),
		PageCount:   max(ob.NumberOfPages, 0),
		CoverURL:    firstImage(ob.Cover.Large, ob.Cover.Medium, ob.Cover.Small),
	}
	for _, a := range ob.Authors {
		b.Authors = append(b.Authors, a.Name)
	}
	for _, s := range ob.Subjects {
		b.Categories = append(b.Categories, s.Name)
	}
	b.Authors, b.Categories = cleanList(b.Authors), cleanList(b.Categories)
	setDate(b, ob.PublishDate)
	return b, nil
}

// olText reads Open Library's text fields, which are a string or
// {type: "/type/text", value}.
func olText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var t struct {
		Value string `json:"value"`
	}
	if json.Unmarshal(raw, &t) == nil {
		return t.Value
	}
	return ""
}

// cleanList trims, drops empty entries and duplicates, and caps the list.
func cleanList(in []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range in {
		s = strings.TrimSpace(s)
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
		if len(out) == maxList {
			break
		}
	}
	return out
}

// firstImage returns the first usable image URL, on https and without
// Google's page-curl effect; URLs that are not http(s) are ignored.
func firstImage(urls ...string) string {
	for _, s := range urls {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
			continue
		}
		u.Scheme = "https"
		if q := u.Query(); q.Has("edge") {
			q.Del("edge")
			u.RawQuery = q.Encode()
		}
		return u.String()
	}
	return ""
}

// Date layouts: the ISO forms Google gives, then Open Library's free-text
// forms that are common enough to be worth reading.
var dateLayouts = []string{
	"2006-01-02", "2006-01", "2006",
	"January 2, 2006", "Jan 2, 2006", "January 2006", "Jan 2006", "2 January 2006", "2 Jan 2006",
}

func setDate(b *bookstore.ISBNBook, s string) {
	b.PublishedDate = strings.TrimSpace(s)
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, b.PublishedDate); err == nil {
			b.PublicationDate = &t
			return
		}
	}
}

// textToHTML turns a description into safe HTML for the rich-text field:
// each non-empty line of text becomes an escaped <p>. A description that holds
// tags (Google's volume pages) is reduced to its text first, block tags
// becoming line breaks; the formatting is not worth the risk, and rich text
// is sanitised again on save anyway.
func textToHTML(s string) string {
	if strings.ContainsAny(s, "<>") {
		s = bookstore.StripTags(s, '\n')
	}
	return bookstore.TextToHTML(s)
}

// closeBody closes a response body after reading (to the end or to a
// limit): the read's error is the one that counts, and a failed close of a
// body already read loses nothing.
func closeBody(body io.Closer) {
	_ = body.Close()
}
