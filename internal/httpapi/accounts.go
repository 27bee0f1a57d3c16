package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
)

// CurrentUser is the signed-in account as the web sees it.
type CurrentUser struct {
	ID              string    `json:"id"`
	Email           string    `json:"email"`
	FullName        string    `json:"fullName"`
	DisplayName     string    `json:"displayName" doc:"full name, else the e-mail's local part, else 'Kullanıcı'"`
	Role            string    `json:"role" enum:"user,author,admin"`
	AvatarURL       *string   `json:"avatarUrl" nullable:"true"`
	Phone           string    `json:"phone"`
	ShippingAddress string    `json:"shippingAddress"`
	CreatedAt       time.Time `json:"createdAt"`
	UpdatedAt       time.Time `json:"updatedAt"`
}

func currentUserOf(u *bookstore.User) *CurrentUser {
	cu := &CurrentUser{ID: u.ID, Email: u.Email, FullName: u.FullName, DisplayName: u.DisplayName(),
		Role: string(u.Role), Phone: u.Phone, ShippingAddress: u.ShippingAddress, CreatedAt: u.CreatedAt, UpdatedAt: u.UpdatedAt}
	if u.AvatarURL != "" {
		cu.AvatarURL = &u.AvatarURL
	}
	return cu
}

type MeResponse struct {
	User *CurrentUser `json:"user,omitempty" required:"false" doc:"absent for guests"`
}

type meOutput struct{ Body MeResponse }

func (s *Server) getMe(ctx context.Context, _ *struct{}) (*meOutput, error) {
	u, err := s.currentUser(ctx)
	if err != nil {
		return nil, err
	}
	out := &meOutput{}
	if u != nil {
		out.Body.User = currentUserOf(u)
	}
	return out, nil
}

// Size limits on account inputs keep hashing and storage bounded; the
// domain's rules give the user-facing messages.
type RegisterRequest struct {
	FullName        string `json:"fullName" maxLength:"200"`
	Email           string `json:"email" maxLength:"320"`
	Password        string `json:"password" maxLength:"1024"`
	ConfirmPassword string `json:"confirmPassword" maxLength:"1024"`
	AcceptTerms     bool   `json:"acceptTerms"`
}

type LoginRequest struct {
	Email      string `json:"email" maxLength:"320"`
	Password   string `json:"password" maxLength:"1024"`
	RememberMe bool   `json:"rememberMe,omitempty" required:"false"`
}

type AuthResponse struct {
	User *CurrentUser `json:"user"`
}

type authOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      AuthResponse
}

type registerInput struct{ Body RegisterRequest }

func (s *Server) register(ctx context.Context, in *registerInput) (*authOutput, error) {
	if err := s.limitAuth(ctx); err != nil {
		return nil, err
	}
	b := in.Body
	sig, err := s.auth.Register(ctx, bookstore.Registration{FullName: b.FullName, Email: b.Email,
		Password: b.Password, ConfirmPassword: b.ConfirmPassword, AcceptTerms: b.AcceptTerms}, client(ctx))
	if err != nil {
		return nil, err
	}
	return s.signedIn(ctx, sig), nil
}

type loginInput struct{ Body LoginRequest }

func (s *Server) login(ctx context.Context, in *loginInput) (*authOutput, error) {
	if err := s.limitAuth(ctx); err != nil {
		return nil, err
	}
	sig, err := s.auth.Login(ctx, bookstore.Credentials{Email: in.Body.Email, Password: in.Body.Password,
		Remember: in.Body.RememberMe}, client(ctx))
	if err != nil {
		return nil, err
	}
	return s.signedIn(ctx, sig), nil
}

// signedIn ends any session the browser already had (a new token at every
// sign-in) and sets the new cookie.
func (s *Server) signedIn(ctx context.Context, sig *auth.SignIn) *authOutput {
	if old := sessionToken(ctx); old != "" {
		if err := s.auth.Logout(ctx, old); err != nil {
			s.log.WarnContext(ctx, "ending previous session failed", "err", err)
		}
	}
	return &authOutput{SetCookie: []http.Cookie{s.sessionCookie(ctx, sig)}, Body: AuthResponse{User: currentUserOf(sig.User)}}
}

type logoutOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
}

func (s *Server) logout(ctx context.Context, _ *struct{}) (*logoutOutput, error) {
	if err := s.auth.Logout(ctx, sessionToken(ctx)); err != nil {
		return nil, err
	}
	return &logoutOutput{SetCookie: []http.Cookie{s.clearCookie(ctx)}}, nil
}

// client is the caller as the auth service records it (clientOf's address).
func client(ctx context.Context) auth.Client {
	c := auth.Client{IP: clientOf(ctx).IP}
	if r, _ := ctx.Value(keyRequest).(*http.Request); r != nil {
		c.UserAgent = r.UserAgent()
	}
	return c
}

func (s *Server) limitAuth(ctx context.Context) error {
	if !s.authIPs.allow(client(ctx).IP) {
		return bookstore.Errorf(bookstore.CodeRateLimited, bookstore.MsgTooManyRequests)
	}
	return nil
}
