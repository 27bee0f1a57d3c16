package httpapi

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// viewer is the signed-in user of a request, resolved at most once and only
// when a handler or an access check asks for it.
type viewer struct {
	token string
	// device and challenge are the remembered-device and half-signed-in
	// cookies; neither is a session.
	device    string
	challenge string
	// authenticate resolves the token (the auth service's Authenticate),
	// so a handler type without the server reads the viewer (caller).
	authenticate func(ctx context.Context, token string) (*bookstore.User, *bookstore.Session, error)
	once         sync.Once
	user         *bookstore.User
	session      *bookstore.Session
	err          error
}

// withViewer reads the session cookie of /api requests into the context.
func (s *Server) withViewer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		https := clientOf(r.Context()).HTTPS
		v := &viewer{token: readCookie(r, cookieSession, https), device: readCookie(r, cookieDevice, https),
			challenge: readCookie(r, cookieChallenge, https), authenticate: s.auth.Authenticate}
		ctx := context.WithValue(r.Context(), keyViewer, v)
		ctx = context.WithValue(ctx, keyRequest, r)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// currentSession is the signed-in user's session (nil for a guest).
func currentSession(ctx context.Context) *bookstore.Session {
	if _, err := caller(ctx); err != nil {
		return nil
	}
	v, _ := ctx.Value(keyViewer).(*viewer)
	return v.session
}

func sessionToken(ctx context.Context) string {
	if v, _ := ctx.Value(keyViewer).(*viewer); v != nil {
		return v.token
	}
	return ""
}

// sessionCookie builds the cookie for a new sign-in: persistent only for
// 'remember me'.
func sessionCookie(ctx context.Context, in *auth.SignIn) http.Cookie {
	if in.Session.Remember {
		return newCookie(cookieSession, in.Token, clientOf(ctx).HTTPS, in.Session.ExpiresAt,
			int(in.Session.ExpiresAt.Sub(in.Session.CreatedAt).Seconds()))
	}
	return newCookie(cookieSession, in.Token, clientOf(ctx).HTTPS, time.Time{}, 0)
}

func clearCookie(ctx context.Context) http.Cookie {
	return newCookie(cookieSession, "", clientOf(ctx).HTTPS, time.Time{}, -1)
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

// enrolmentOps are the guarded operations an admin session without a
// second factor still reaches: reading its own two-factor state, so the
// profile can offer the enrolment (setupMFA and enableMFA are open to
// anyone and check the caller themselves).
var enrolmentOps = map[string]bool{"getMFA": true}

// admit is the one access check of every guarded route, JSON or plain
// (guard, raw): a session, a role the operation allows, and, for an admin
// under BOOKSTORE_ADMIN_MFA=required, a session that passed the second
// factor. Such an admin session without it (started before the policy, or
// in a way that skipped it) does nothing with its admin role, not even what
// any signed-in account may do (an admin's upload is approved at once),
// until it enrols.
func (s *Server) admit(ctx context.Context, access Access, op string) error {
	if access == nil {
		return nil
	}
	u, err := caller(ctx)
	switch {
	case err != nil:
		return err
	case u == nil:
		return bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	case !access.allows(u.Role):
		s.log.WarnContext(ctx, "security: access denied", "user", u.ID, "role", u.Role, "op", op)
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgAuthorization)
	case u.Role == bookstore.RoleAdmin && s.auth.AdminMFARequired() && !enrolmentOps[op] && !currentSession(ctx).MFA:
		s.log.WarnContext(ctx, "security: admin session without a second factor", "user", u.ID, "op", op)
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgMFASessionRequired)
	}
	return nil
}

// guard is the huma middleware enforcing an operation's Access (admit).
func (s *Server) guard(api huma.API, access Access) func(huma.Context, func(huma.Context)) {
	return func(ctx huma.Context, next func(huma.Context)) {
		if err := s.admit(ctx.Context(), access, ctx.Operation().OperationID); err != nil {
			// WriteErr fails only when the client is gone (see respond.go).
			_ = huma.WriteErr(api, ctx, http.StatusInternalServerError, "session lookup", err)
			return
		}
		next(ctx)
	}
}
