package httpapi

import (
	"context"
	"net/http"
	"sync"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// viewer is the signed-in user of a request, resolved at most once and only
// when a handler or an access check asks for it.
type viewer struct {
	token string
	once  sync.Once
	user  *bookstore.User
	err   error
}

// withViewer reads the session cookie of /api requests into the context.
func (s *Server) withViewer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v := &viewer{}
		if c, err := r.Cookie(cookieName(clientOf(r.Context()).HTTPS)); err == nil {
			v.token = c.Value
		}
		ctx := context.WithValue(r.Context(), keyViewer, v)
		ctx = context.WithValue(ctx, keyRequest, r)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// currentUser returns the signed-in user, nil for a guest (or an expired
// session), or an error when storage fails.
func (s *Server) currentUser(ctx context.Context) (*bookstore.User, error) {
	v, _ := ctx.Value(keyViewer).(*viewer)
	if v == nil || v.token == "" {
		return nil, nil
	}
	v.once.Do(func() {
		u, _, err := s.auth.Authenticate(ctx, v.token)
		if bookstore.ErrorCode(err) == bookstore.CodeUnauthorized {
			err = nil
		}
		v.user, v.err = u, err
	})
	return v.user, v.err
}

func sessionToken(ctx context.Context) string {
	if v, _ := ctx.Value(keyViewer).(*viewer); v != nil {
		return v.token
	}
	return ""
}

// cookieName uses the __Host- prefix for clients on https, which pins the
// cookie to this host and path and requires Secure.
func cookieName(https bool) string {
	if https {
		return "__Host-bookstore_session"
	}
	return "bookstore_session"
}

// sessionCookie builds the cookie for a new sign-in: HttpOnly, SameSite=Lax,
// Secure under https; persistent only for 'remember me'.
func (s *Server) sessionCookie(ctx context.Context, in *auth.SignIn) http.Cookie {
	https := clientOf(ctx).HTTPS
	c := http.Cookie{
		Name: cookieName(https), Value: in.Token, Path: "/",
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: https,
	}
	if in.Session.Remember {
		c.Expires = in.Session.ExpiresAt
		c.MaxAge = int(in.Session.ExpiresAt.Sub(in.Session.CreatedAt).Seconds())
	}
	return c
}

func (s *Server) clearCookie(ctx context.Context) http.Cookie {
	https := clientOf(ctx).HTTPS
	return http.Cookie{Name: cookieName(https), Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: https}
}

// Access says who may call an operation. It is checked before the request
// body is read, so a refused caller learns nothing about the input rules.
type Access []bookstore.Role

var (
	// Anyone may call; handlers read the viewer themselves if they care.
	Anyone Access = nil
	// SignedIn is any role.
	SignedIn = Access{bookstore.RoleUser, bookstore.RoleAuthor, bookstore.RoleAdmin}
	// Member is role user only (cart, favourites, orders).
	Member     = Access{bookstore.RoleUser}
	AuthorOnly = Access{bookstore.RoleAuthor}
	AdminOnly  = Access{bookstore.RoleAdmin}
)

func (a Access) allows(r bookstore.Role) bool {
	for _, x := range a {
		if x == r {
			return true
		}
	}
	return false
}

// guard is the huma middleware enforcing an operation's Access.
func (s *Server) guard(api huma.API, access Access) func(huma.Context, func(huma.Context)) {
	return func(ctx huma.Context, next func(huma.Context)) {
		if access == nil {
			next(ctx)
			return
		}
		u, err := s.currentUser(ctx.Context())
		// WriteErr fails only when the client is gone (see respond.go).
		switch {
		case err != nil:
			_ = huma.WriteErr(api, ctx, http.StatusInternalServerError, "session lookup", err)
		case u == nil:
			_ = huma.WriteErr(api, ctx, http.StatusUnauthorized, "", bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession))
		case !access.allows(u.Role):
			s.log.WarnContext(ctx.Context(), "security: access denied", "user", u.ID, "role", u.Role, "op", ctx.Operation().OperationID)
			_ = huma.WriteErr(api, ctx, http.StatusForbidden, "", bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorization))
		default:
			next(ctx)
		}
	}
}
