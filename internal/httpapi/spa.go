package httpapi

import (
	"bytes"
	"mime"
	"strconv"

	"github.com/klauspost/compress/gzip"
	"io/fs"
	"net/http"
	"path"
	"regexp"
	"strings"
)

// spa serves the embedded build: hashed assets for a year, index.html never
// cached. index.html is split around its head so each page's head tags
// (seo.go) can be written in without parsing HTML per request.
type spa struct {
	files fs.FS
	// before, middle and after surround the per-page head tags and the
	// page's first screen (inside <div id="root">); the build's own <title>
	// and description are removed from before.
	before, middle, after []byte
	// page returns what a page path puts into the HTML and its status: 200
	// for a page of web/paths.json (web.Match), 404 otherwise, so crawlers
	// see the right status.
	page func(r *http.Request, path string) pageHTML
	// sitemap serves the numbered parts of a large sitemap (/sitemap-N.xml).
	sitemap http.HandlerFunc
	// gzipped holds the hashed assets compressed once at the best level.
	gzipped map[string][]byte
}

var rootClose = []byte("</div>")

var reSitemapPart = regexp.MustCompile(`^/sitemap-[0-9]+\.xml$`)

const missingBuild = `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Kitapevi</title>
<p>Web uygulaması derlenmemiş. <code>make run</code> ile derleyip başlatın.</p></html>`

var (
	reTitle = regexp.MustCompile(`(?is)<title>.*?</title>\s*`)
	reDesc  = regexp.MustCompile(`(?is)<meta\s+name="description"[^>]*>\s*`)
)

// pageHTML is what one page writes into index.html.
type pageHTML struct {
	head []byte // tags inside <head>
	// root is the first screen's static markup, inside <div id="root">
	// (createRoot replaces it); data is the seed scripts written right
	// after that div (first_screen.go). Both are empty for most pages.
	root, data []byte
	status     int
}

// rootDiv is the app's mount point in the build's index.html.
var rootDiv = []byte(`<div id="root"></div>`)

func newSPA(files fs.FS, page func(*http.Request, string) pageHTML) *spa {
	s := &spa{files: files, page: page}
	var index []byte
	if files != nil {
		index, _ = fs.ReadFile(files, "index.html")
	}
	if index == nil {
		index = []byte(missingBuild)
	}
	index = reDesc.ReplaceAll(reTitle.ReplaceAll(index, nil), nil)
	s.gzipped = precompress(files)
	i := bytes.Index(index, []byte("</head>"))
	if i < 0 {
		i = 0
	}
	s.before, s.after = index[:i], index[i:]
	if j := bytes.Index(s.after, rootDiv); j >= 0 {
		// The first screen goes between the div's tags, the seeds after it.
		open := j + len(rootDiv) - len(rootClose)
		s.middle, s.after = s.after[:open], s.after[open+len(rootClose):]
	}
	return s
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	if name := strings.TrimPrefix(p, "/"); name != "" && name != "index.html" && s.files != nil {
		if st, err := fs.Stat(s.files, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				if gz, ok := s.gzipped[name]; ok && acceptsGzip(r) {
					serveGzipped(w, r, name, gz)
					return
				}
			} else {
				w.Header().Set("Cache-Control", "public, max-age=3600")
			}
			http.ServeFileFS(w, r, s.files, name)
			return
		}
		if strings.HasPrefix(name, "assets/") {
			http.NotFound(w, r)
			return
		}
	}
	if reSitemapPart.MatchString(p) && s.sitemap != nil {
		s.sitemap(w, r)
		return
	}
	pg := s.page(r, p)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache, no-store, must-revalidate")
	w.WriteHeader(pg.status)
	writeBody(w, s.before)
	writeBody(w, pg.head)
	if s.middle == nil { // no mount point found: the head only
		writeBody(w, s.after)
		return
	}
	writeBody(w, s.middle)
	writeBody(w, pg.root)
	writeBody(w, rootClose)
	writeBody(w, pg.data)
	writeBody(w, s.after)
}

// precompress gzips the text assets (JS, CSS, SVG) of the build at the best
// level, once, at start-up.
func precompress(files fs.FS) map[string][]byte {
	out := map[string][]byte{}
	if files == nil {
		return out
	}
	// A file that cannot be read or compressed is served as it is.
	_ = fs.WalkDir(files, "assets", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(name) {
			return nil
		}
		raw, err := fs.ReadFile(files, name)
		if err != nil {
			return nil
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		if _, err := zw.Write(raw); err != nil {
			return nil
		}
		if err := zw.Close(); err != nil {
			return nil
		}
		out[name] = buf.Bytes()
		return nil
	})
	return out
}

func compressible(name string) bool {
	switch path.Ext(name) {
	case ".js", ".css", ".svg", ".json", ".txt", ".map":
		return true
	}
	return false
}

func acceptsGzip(r *http.Request) bool {
	for rest := r.Header.Get("Accept-Encoding"); rest != ""; {
		var part string
		part, rest, _ = strings.Cut(rest, ",")
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.TrimSpace(q) != "q=0" {
			return true
		}
	}
	return false
}

func serveGzipped(w http.ResponseWriter, r *http.Request, name string, gz []byte) {
	h := w.Header()
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Set("Content-Encoding", "gzip")
	h.Add("Vary", "Accept-Encoding")
	h.Set("Content-Length", strconv.Itoa(len(gz)))
	if r.Method == http.MethodHead {
		return
	}
	writeBody(w, gz)
}
