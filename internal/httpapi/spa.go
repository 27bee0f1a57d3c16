package httpapi

import (
	"io/fs"
	"net/http"
	"path"
	"regexp"
	"strings"
	"time"
)

// pageRoutes are the web app's routes (both spec documents). A path that
// matches gets index.html with 200; any other path gets it with 404, so the
// app shows its not-found page and crawlers see the right status.
var pageRoutes = regexp.MustCompile(`^/(` + strings.Join([]string{
	``, `kitaplar`, `kitap/[^/]+`, `yazarlar`, `yazar/[^/]+`, `etkinlikler`, `etkinlik/[^/]+`,
	`hakkimizda`, `favoriler`, `sepet`, `profil`, `siparislerim`, `siparis/[^/]+`, `odeme`, `odeme/callback`,
	`gizlilik-politikasi`, `giris`, `kayit`, `yazar-giris`, `admin-giris`,
	`admin`, `admin/(kitaplar|yazarlar|kategoriler|etkinlikler|siparisler|uyeler|one-cikanlar|icerik|ayarlar)`,
	`yazar`, `yazar/(kitaplar|etkinlikler|profil)`,
}, "|") + `)/?$`)

// spa serves the embedded build: hashed assets for a year, index.html never cached.
type spa struct {
	files fs.FS
	index []byte
	mod   time.Time
}

const missingBuild = `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Kitapevi</title>
<p>Web uygulaması derlenmemiş. <code>make run</code> ile derleyip başlatın.</p></html>`

func newSPA(files fs.FS) *spa {
	s := &spa{files: files, mod: time.Now()}
	if files != nil {
		s.index, _ = fs.ReadFile(files, "index.html")
	}
	if s.index == nil {
		s.index = []byte(missingBuild)
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
	status := http.StatusOK
	if !pageRoutes.MatchString(p) {
		status = http.StatusNotFound
	}
	s.serveIndex(w, status)
}

func (s *spa) serveIndex(w http.ResponseWriter, status int) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache, no-store, must-revalidate")
	w.WriteHeader(status)
	w.Write(s.index)
}
