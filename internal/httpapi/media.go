package httpapi

import (
	"errors"
	"net/http"
	"strings"

	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/images"
)

// mediaAccess asks the image workflow who may see key. Only for an upload
// still waiting for approval does it matter who asks; the session cookie is
// then read here, as /media/ is outside the API's viewer middleware.
func (s *Server) mediaAccess(r *http.Request, key string) (images.Access, error) {
	if s.images == nil {
		return images.AccessPublic, nil
	}
	viewer := func() (*bookstore.User, error) {
		token := readCookie(r, cookieSession, clientOf(r.Context()).HTTPS)
		if token == "" {
			return nil, nil
		}
		u, _, err := s.auth.Authenticate(r.Context(), token)
		if bookstore.ErrorCode(err) == bookstore.CodeUnauthorized {
			return nil, nil
		}
		return u, err
	}
	return s.images.Access(r.Context(), key, viewer)
}

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
	cacheControl := "public, max-age=31536000, immutable"
	switch access, err := s.mediaAccess(r, key); {
	case err != nil:
		s.log.ErrorContext(r.Context(), "media: access", "key", key, "err", err)
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, "media unavailable", http.StatusServiceUnavailable)
		return
	case access == images.AccessDenied:
		w.Header().Set("Cache-Control", "no-store")
		http.NotFound(w, r)
		return
	case access == images.AccessPrivate:
		cacheControl = "private, no-store"
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
	w.Header().Set("Cache-Control", cacheControl)
	http.ServeContent(w, r, "image.jpg", obj.ModTime, obj.Body)
}
