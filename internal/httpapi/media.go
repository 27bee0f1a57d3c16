package httpapi

import (
	"errors"
	"net/http"
	"strings"

	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
)

// serveMedia serves stored images under /media/, from local disk or S3
// alike (the URL does not depend on the backend). Only server-generated
// keys exist there; the content type is fixed to JPEG (every stored image is
// re-encoded as JPEG), never sniffed, and objects never change once written.
func (s *Server) serveMedia(w http.ResponseWriter, r *http.Request) {
	key := strings.TrimPrefix(r.URL.Path, blob.URLPrefix)
	if s.media == nil || !blob.ValidKey(key) {
		http.NotFound(w, r)
		return
	}
	obj, err := s.media.Open(r.Context(), key)
	if err != nil {
		if !errors.Is(err, bookstore.ErrNotFound) {
			s.log.ErrorContext(r.Context(), "media: open", "key", key, "err", err)
			http.Error(w, "media unavailable", http.StatusBadGateway)
			return
		}
		http.NotFound(w, r)
		return
	}
	defer func() { _ = obj.Body.Close() }() // read to the end or abandoned; nothing to flush
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Disposition", `inline; filename="image.jpg"`)
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(w, r, "image.jpg", obj.ModTime, obj.Body)
}
