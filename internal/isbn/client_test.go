package isbn_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/isbn"
)

// A stored stub of a real Google Books answer (GET /volumes?q=isbn:...).
const googleAngular = `{"kind":"books#volumes","totalItems":1,"items":[{"kind":"books#volume","id":"PZQqEAAAQBAJ","volumeInfo":{"title":"ANGULARJS",
 "authors":["ŞERİF AYDIN","KODLAB YAYIN"],"publisher":"KODLAB YAYIN DAĞITIM YAZILIM LTD.ŞTİ.",
 "publishedDate":"2018","description":"Kitapta, AngularJS’in giriş seviyesinden \"ileri\" seviyeye & ötesi.\nİkinci paragraf.",
 "industryIdentifiers":[{"type":"ISBN_13","identifier":"9786052118047"},{"type":"ISBN_10","identifier":"6052118040"}],
 "pageCount":430,"printType":"BOOK","categories":["Computers"],"language":"tr",
 "imageLinks":{"smallThumbnail":"http://books.google.com/books/content?id=PZQqEAAAQBAJ&printsec=frontcover&img=1&zoom=5&edge=curl&source=gbs_api",
  "thumbnail":"http://books.google.com/books/content?id=PZQqEAAAQBAJ&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api"}},
 "saleInfo":{"country":"TR","saleability":"FOR_SALE","listPrice":{"amount":44,"currencyCode":"TRY"}}}]}`

const googleNone = `{"kind":"books#volumes","totalItems":0}`

// The Open Library docs' example, ISBN 9780980200447.
const olSlowReading = `{"ISBN:9780980200447":{"url":"https://openlibrary.org/books/OL22853304M/Slow_reading","title":"Slow reading",
 "authors":[{"url":"https://openlibrary.org/authors/OL6548935A/John_Miedema","name":"John Miedema"}],
 "publishers":[{"name":"Litwin Books"}],"publish_date":"March 2009","number_of_pages":80,
 "notes":{"type":"/type/text","value":"Includes bibliographical references."},
 "subjects":[{"name":"Books and reading","url":"https://openlibrary.org/subjects/books_and_reading"},{"name":"Reading","url":"https://openlibrary.org/subjects/reading"}],
 "cover":{"small":"https://covers.openlibrary.org/b/id/5546156-S.jpg","medium":"https://covers.openlibrary.org/b/id/5546156-M.jpg","large":"https://covers.openlibrary.org/b/id/5546156-L.jpg"}}}`

// fake is one service: it answers every request with handler and records
// what it was asked.
type fake struct {
	*httptest.Server
	hits  atomic.Int32
	query atomic.Value
}

func newFake(t testing.TB, handler http.HandlerFunc) *fake {
	t.Helper()
	f := &fake{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.hits.Add(1)
		f.query.Store(r.URL.RequestURI())
		handler(w, r)
	}))
	t.Cleanup(f.Close)
	return f
}

// respond answers with a fixed status and body. The write's error is
// dropped on purpose: the client hangs up on an oversized answer by design,
// and what the client makes of an answer is what each test checks.
func respond(status int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

func TestLookupFoundInGoogle(t *testing.T) {
	g := newFake(t, respond(200, googleAngular))
	ol := newFake(t, respond(200, `{}`))
	b, err := isbn.New(g.URL+"/", ol.URL, nil).Lookup(context.Background(), "978-605-211-804-7")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.query.Load(); got != "/volumes?q=isbn%3A9786052118047" {
		t.Errorf("google request = %v", got)
	}
	if ol.hits.Load() != 0 {
		t.Error("open library asked although Google had the book")
	}
	if b.Title != "ANGULARJS" || b.PageCount != 430 || b.PublishedDate != "2018" {
		t.Errorf("book = %+v", b)
	}
	if strings.Join(b.Authors, "|") != "ŞERİF AYDIN|KODLAB YAYIN" || strings.Join(b.Categories, "|") != "Computers" {
		t.Errorf("authors %q categories %q", b.Authors, b.Categories)
	}
	if b.PublicationDate == nil || !b.PublicationDate.Equal(time.Date(2018, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("publication date = %v", b.PublicationDate)
	}
	want := "https://books.google.com/books/content?id=PZQqEAAAQBAJ&img=1&printsec=frontcover&source=gbs_api&zoom=1"
	if b.CoverURL != want {
		t.Errorf("cover = %q, want %q", b.CoverURL, want)
	}
	wantDesc := "<p>Kitapta, AngularJS’in giriş seviyesinden &#34;ileri&#34; seviyeye &amp; ötesi.</p><p>İkinci paragraf.</p>"
	if b.Description != wantDesc {
		t.Errorf("description = %q", b.Description)
	}
}

func TestLookupByISBN10MatchesGoogleISBN13(t *testing.T) {
	g := newFake(t, respond(200, strings.Replace(googleAngular, `,{"type":"ISBN_10","identifier":"6052118040"}`, "", 1)))
	b, err := isbn.New(g.URL, "", nil).Lookup(context.Background(), "605211804-0")
	if err != nil || b == nil || b.Title != "ANGULARJS" {
		t.Fatalf("Lookup = %+v, %v", b, err)
	}
}

func TestLookupGoogleVolumeForAnotherISBNIsIgnored(t *testing.T) {
	other := strings.NewReplacer("9786052118047", "9780306406157", "6052118040", "0306406152").Replace(googleAngular)
	g := newFake(t, respond(200, other))
	ol := newFake(t, respond(200, `{}`))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9786052118047")
	if b != nil || err != nil {
		t.Fatalf("Lookup = %+v, %v; want nil, nil", b, err)
	}
	if ol.hits.Load() != 1 {
		t.Error("open library not asked")
	}
}

func TestLookupOnlyInOpenLibrary(t *testing.T) {
	g := newFake(t, respond(200, googleNone))
	ol := newFake(t, respond(200, olSlowReading))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780980200447")
	if err != nil {
		t.Fatal(err)
	}
	if got := ol.query.Load(); got != "/api/books?bibkeys=ISBN%3A9780980200447&format=json&jscmd=data" {
		t.Errorf("open library request = %v", got)
	}
	if b.Title != "Slow reading" || b.PageCount != 80 || strings.Join(b.Authors, "|") != "John Miedema" ||
		strings.Join(b.Categories, "|") != "Books and reading|Reading" {
		t.Errorf("book = %+v", b)
	}
	if b.CoverURL != "https://covers.openlibrary.org/b/id/5546156-L.jpg" {
		t.Errorf("cover = %q", b.CoverURL)
	}
	if b.PublishedDate != "March 2009" || b.PublicationDate == nil || !b.PublicationDate.Equal(time.Date(2009, 3, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("date = %q %v", b.PublishedDate, b.PublicationDate)
	}
	if b.Description != "<p>Includes bibliographical references.</p>" {
		t.Errorf("description = %q", b.Description)
	}
}

func TestLookupNotFoundAnywhere(t *testing.T) {
	g := newFake(t, respond(200, googleNone))
	ol := newFake(t, respond(200, `{}`))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780306406157")
	if b != nil || err != nil {
		t.Fatalf("Lookup = %+v, %v; want nil, nil", b, err)
	}
	if g.hits.Load() != 1 || ol.hits.Load() != 1 {
		t.Errorf("hits google %d open library %d", g.hits.Load(), ol.hits.Load())
	}
}

func TestLookupGoogle500ThenOpenLibrary(t *testing.T) {
	g := newFake(t, respond(500, `{"error":{"code":500}}`))
	ol := newFake(t, respond(200, olSlowReading))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780980200447")
	if err != nil || b == nil || b.Title != "Slow reading" {
		t.Fatalf("Lookup = %+v, %v", b, err)
	}
}

func TestLookupOneFailsOtherHasNothing(t *testing.T) {
	g := newFake(t, respond(429, `{"error":{"code":429}}`))
	ol := newFake(t, respond(200, `{}`))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780306406157")
	if b != nil || err != nil {
		t.Fatalf("Lookup = %+v, %v; want nil, nil (Open Library answered)", b, err)
	}
}

// assertLookupFailed checks the error both sources failing gives.
func assertLookupFailed(t testing.TB, err error, detail, reason string) {
	t.Helper()
	var le *isbn.LookupError
	if !errors.As(err, &le) {
		t.Fatalf("err = %v, want *isbn.LookupError", err)
	}
	// The admin sees the lookup-failed text with the reason (a 502).
	if want := bookstore.MsgISBNLookupFailed + ": " + reason; bookstore.ErrorCode(err) != bookstore.CodeBadGateway || bookstore.ErrorMessage(err) != want {
		t.Errorf("domain error = %s %q", bookstore.ErrorCode(err), bookstore.ErrorMessage(err))
	}
	if !strings.Contains(err.Error(), detail) {
		t.Errorf("err = %q, want it to mention %q", err, detail)
	}
}

func TestLookupBothDown(t *testing.T) {
	g := newFake(t, respond(503, ``))
	ol := newFake(t, respond(502, `<html>bad gateway</html>`))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780306406157")
	if b != nil {
		t.Fatalf("book = %+v", b)
	}
	assertLookupFailed(t, err, "HTTP 503", "ISBN servisi hata döndürdü (HTTP 503)")
	assertLookupFailed(t, err, "HTTP 502", "ISBN servisi hata döndürdü (HTTP 503)")
}

func TestLookupUnreachable(t *testing.T) {
	g := newFake(t, respond(200, googleNone))
	ol := newFake(t, respond(200, `{}`))
	gURL, olURL := g.URL, ol.URL
	g.Close()
	ol.Close()
	_, err := isbn.New(gURL, olURL, nil).Lookup(context.Background(), "9780306406157")
	assertLookupFailed(t, err, "open library", "ISBN servisine ulaşılamadı")
}

func TestLookupRedirectToAnotherHostRefused(t *testing.T) {
	evil := newFake(t, respond(200, googleAngular))
	g := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, evil.URL+r.URL.RequestURI(), http.StatusFound)
	})
	ol := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, evil.URL+"/api/books", http.StatusMovedPermanently)
	})
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9786052118047")
	if b != nil {
		t.Fatalf("book = %+v", b)
	}
	assertLookupFailed(t, err, "redirect", "ISBN servisi başka bir adrese yönlendirdi")
	if !errors.Is(err, isbn.ErrRedirectRefused) {
		t.Errorf("err = %v, want ErrRedirectRefused in the chain", err)
	}
	if evil.hits.Load() != 0 {
		t.Errorf("the other host was asked %d times", evil.hits.Load())
	}
}

func TestLookupRedirectOnSameHostFollowed(t *testing.T) {
	var g *fake
	g = newFake(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/volumes" {
			http.Redirect(w, r, g.URL+"/v2/volumes?"+r.URL.RawQuery, http.StatusFound)
			return
		}
		respond(200, googleAngular)(w, r)
	})
	b, err := isbn.New(g.URL, "", nil).Lookup(context.Background(), "9786052118047")
	if err != nil || b == nil {
		t.Fatalf("Lookup = %+v, %v", b, err)
	}
}

func TestLookupOversizedBody(t *testing.T) {
	big := `{"kind":"books#volumes","totalItems":1,"padding":"` + strings.Repeat("x", 2<<20) + `"}`
	g := newFake(t, respond(200, big))
	ol := newFake(t, respond(200, `{"ISBN:9780306406157":{"title":"`+strings.Repeat("y", 2<<20)+`"}}`))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780306406157")
	if b != nil {
		t.Fatalf("book = %+v", b)
	}
	assertLookupFailed(t, err, "larger than", "ISBN servisinin yanıtı okunamadı")
}

func TestLookupMalformedJSON(t *testing.T) {
	g := newFake(t, respond(200, `{"kind":"books#volumes","items":[{`))
	ol := newFake(t, respond(200, `var _OLBookInfo = {};`)) // the JavaScript answer without format=json
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780306406157")
	if b != nil {
		t.Fatalf("book = %+v", b)
	}
	assertLookupFailed(t, err, "malformed JSON", "ISBN servisinin yanıtı okunamadı")
}

func TestLookupMalformedThenFound(t *testing.T) {
	g := newFake(t, respond(200, `not json`))
	ol := newFake(t, respond(200, olSlowReading))
	b, err := isbn.New(g.URL, ol.URL, nil).Lookup(context.Background(), "9780980200447")
	if err != nil || b == nil {
		t.Fatalf("Lookup = %+v, %v", b, err)
	}
}

func TestLookupTimeout(t *testing.T) {
	slow := func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	}
	g := newFake(t, slow)
	ol := newFake(t, slow)
	hc := &http.Client{Timeout: 50 * time.Millisecond}
	_, err := isbn.New(g.URL, ol.URL, hc).Lookup(context.Background(), "9780306406157")
	assertLookupFailed(t, err, "Timeout", "ISBN servisi zamanında yanıt vermedi")
}

func TestLookupInvalidISBN(t *testing.T) {
	g := newFake(t, respond(200, googleAngular))
	c := isbn.New(g.URL, "", nil)
	for in, msg := range map[string]string{
		"":                  bookstore.MsgISBNRequired,
		"   ":               bookstore.MsgISBNRequired,
		"12345":             bookstore.MsgISBNFormat,
		"978-0-306-40615-8": bookstore.MsgISBNInvalidCheck,
	} {
		b, err := c.Lookup(context.Background(), in)
		if b != nil || bookstore.ErrorCode(err) != bookstore.CodeInvalid || bookstore.ErrorMessage(err) != msg {
			t.Errorf("Lookup(%q) = %+v, %v; want invalid %q", in, b, err, msg)
		}
	}
	if g.hits.Load() != 0 {
		t.Error("an invalid ISBN reached the service")
	}
}

func TestLookupCoverFallbacksAndUnsafeURLs(t *testing.T) {
	tests := []struct{ name, links, want string }{
		{"large wins", `{"thumbnail":"http://b.example/t","medium":"http://b.example/m","large":"http://b.example/l"}`, "https://b.example/l"},
		{"medium next", `{"thumbnail":"http://b.example/t","medium":"http://b.example/m"}`, "https://b.example/m"},
		{"javascript ignored", `{"large":"javascript:alert(1)","thumbnail":"https://b.example/t"}`, "https://b.example/t"},
		{"data ignored", `{"thumbnail":"data:image/png;base64,AAAA"}`, ""},
		{"none", `{}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"totalItems":1,"items":[{"volumeInfo":{"title":"T","industryIdentifiers":[{"type":"ISBN_13","identifier":"9780306406157"}],"imageLinks":` + tt.links + `}}]}`
			g := newFake(t, respond(200, body))
			b, err := isbn.New(g.URL, "", nil).Lookup(context.Background(), "9780306406157")
			if err != nil || b == nil {
				t.Fatalf("Lookup = %+v, %v", b, err)
			}
			if b.CoverURL != tt.want {
				t.Errorf("cover = %q, want %q", b.CoverURL, tt.want)
			}
		})
	}
}

func TestLookupHTMLDescriptionBecomesText(t *testing.T) {
	desc := `<p>Bir <b>kalın</b> &amp; <a href=\"javascript:x()\" onclick=\"y()\">bağ</a></p><br>İkinci<br/>satır &lt;img src=x onerror=alert(1)&gt;<img src=x onerror=alert(2)`
	body := `{"totalItems":1,"items":[{"volumeInfo":{"title":"T","description":"` + desc + `","industryIdentifiers":[{"type":"ISBN_13","identifier":"9780306406157"}]}}]}`
	g := newFake(t, respond(200, body))
	b, err := isbn.New(g.URL, "", nil).Lookup(context.Background(), "9780306406157")
	if err != nil || b == nil {
		t.Fatalf("Lookup = %+v, %v", b, err)
	}
	want := "<p>Bir kalın &amp; bağ</p><p>İkinci</p><p>satır &lt;img src=x onerror=alert(1)&gt;</p>"
	if b.Description != want {
		t.Errorf("description = %q, want %q", b.Description, want)
	}
}

func TestLookupDates(t *testing.T) {
	tests := []struct {
		given string
		want  *time.Time
	}{
		{"2018-05-14", ptr(time.Date(2018, 5, 14, 0, 0, 0, 0, time.UTC))},
		{"2018-05", ptr(time.Date(2018, 5, 1, 0, 0, 0, 0, time.UTC))},
		{"1999", ptr(time.Date(1999, 1, 1, 0, 0, 0, 0, time.UTC))},
		{"Mar 01, 2009", ptr(time.Date(2009, 3, 1, 0, 0, 0, 0, time.UTC))},
		{"c1998", nil},
		{"", nil},
	}
	for _, tt := range tests {
		t.Run(tt.given, func(t *testing.T) {
			body := `{"totalItems":1,"items":[{"volumeInfo":{"title":"T","publishedDate":"` + tt.given + `","industryIdentifiers":[{"type":"ISBN_13","identifier":"9780306406157"}]}}]}`
			g := newFake(t, respond(200, body))
			b, err := isbn.New(g.URL, "", nil).Lookup(context.Background(), "9780306406157")
			if err != nil || b == nil {
				t.Fatalf("Lookup = %+v, %v", b, err)
			}
			if b.PublishedDate != tt.given {
				t.Errorf("published date = %q", b.PublishedDate)
			}
			if (b.PublicationDate == nil) != (tt.want == nil) || (tt.want != nil && !b.PublicationDate.Equal(*tt.want)) {
				t.Errorf("publication date = %v, want %v", b.PublicationDate, tt.want)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }
