package httpapi

import (
	"io/fs"
	"net/http"
	"strings"

	"bookstore/internal/blob"
)

// serveMedia serves stored images under /media/. Only server-generated keys
// exist there; the content type is fixed to JPEG (every stored image is
// re-encoded as JPEG), never sniffed, and objects never change once written.
func (s *Server) serveMedia(w http.ResponseWriter, r *http.Request) {
	key := strings.TrimPrefix(r.URL.Path, blob.URLPrefix)
	if s.media == nil || !blob.ValidKey(key) {
		http.NotFound(w, r)
		return
	}
	f, err := s.media.Open(key)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Content-Disposition", `inline; filename="image.jpg"`)
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	if rs, ok := f.(interface {
		fs.File
		Seek(int64, int) (int64, error)
		Read([]byte) (int, error)
	}); ok {
		http.ServeContent(w, r, "image.jpg", st.ModTime(), rs)
		return
	}
	http.NotFound(w, r)
}
