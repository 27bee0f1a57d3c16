package httpapi

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/danielgtaylor/huma/v2"
)

// rawRoute is an operation served by a plain handler, listed in routes.go
// with its guard and documented in the OpenAPI document like the others.
type rawRoute struct {
	pattern string
	handler http.Handler
}

// raw registers a plain handler behind its access guard and adds op to the
// API document; New mounts it ahead of the JSON guards of /api/.
func (s *Server) raw(api huma.API, access Access, op huma.Operation, h http.HandlerFunc) {
	if access != nil {
		op.Security = []map[string][]string{{"session": {}}}
	}
	op.Tags = []string{strings.Split(strings.TrimPrefix(op.Path, "/api/"), "/")[0]}
	api.OpenAPI().AddOperation(&op)
	guarded := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if err := s.admit(r.Context(), access, op.OperationID); err != nil {
			writeError(w, r, s.log, err)
			return
		}
		h(w, r)
	})
	s.rawRoutes = append(s.rawRoutes, rawRoute{pattern: op.Method + " " + op.Path, handler: s.withViewer(guarded)})
}

// writeError answers a plain handler's error as problem JSON through the
// one mapping of domain codes.
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	writeProblem(w, r, problemFor(r.Context(), log, http.StatusInternalServerError, "", err))
}
