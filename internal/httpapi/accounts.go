package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/authors"
	"bookstore/internal/bookstore"
	"bookstore/internal/privacy"
)

// authHandlers are the sign-in routes: accounts and sessions, two-factor
// sign-in (mfa.go), the password reset (mail.go, reset_check.go), the
// one-time sign-in link (signin_link.go) and the author's application
// (author_panel.go), asking the auth service. Two use cases of a new
// account reach one service more: the sign-up's marketing consent is the
// privacy service's ledger, the author's application the author service's
// profile. Besides them they hold the per-address limits of sign-in and of
// the mails a request sends, and the logger of what a sign-in only logs.
type authHandlers struct {
	auth    *auth.Service
	privacy *privacy.Service
	authors *authors.Service
	signIns *ipLimiter
	resets  *ipLimiter
	log     *slog.Logger
}

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

func (h authHandlers) getMe(ctx context.Context, _ *struct{}) (*meOutput, error) {
	u, err := caller(ctx)
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
	// MarketingConsent is the separate, unticked checkbox (İYS): a ledger row when given.
	MarketingConsent bool `json:"marketingConsent,omitempty" required:"false"`
}

type LoginRequest struct {
	Email      string `json:"email" maxLength:"320"`
	Password   string `json:"password" maxLength:"1024"`
	RememberMe bool   `json:"rememberMe,omitempty" required:"false"`
}

type AuthResponse struct {
	User *CurrentUser `json:"user"`
}

// LoginResponse is a sign-in's answer: the user, or, when a second step is
// due, which one (the user then is absent and only the step's own
// short-lived cookie is set).
type LoginResponse struct {
	User *CurrentUser `json:"user,omitempty" required:"false"`
	Step string       `json:"step,omitempty" required:"false" enum:"verify,enrol" doc:"verify: ask for the code; enrol: an admin must set up two-factor sign-in first"`
}

type loginOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      LoginResponse
}

type authOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      AuthResponse
}

type registerInput struct{ Body RegisterRequest }

func (h authHandlers) register(ctx context.Context, in *registerInput) (*authOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	b := in.Body
	sig, err := h.auth.Register(ctx, bookstore.Registration{FullName: b.FullName, Email: b.Email,
		Password: b.Password, ConfirmPassword: b.ConfirmPassword, AcceptTerms: b.AcceptTerms}, client(ctx))
	if err != nil {
		return nil, err
	}
	if b.MarketingConsent {
		// The account exists either way; a lost consent is only logged
		// (the member can give it on /profil), never a failed sign-up.
		if err := h.privacy.SetConsent(ctx, sig.User.ID, true, bookstore.ConsentSourceRegister, clientOf(ctx).IP); err != nil {
			h.log.ErrorContext(ctx, "marketing consent not recorded", "err", err, "user", sig.User.ID)
		}
	}
	return h.startSession(ctx, sig), nil
}

type loginInput struct{ Body LoginRequest }

func (h authHandlers) login(ctx context.Context, in *loginInput) (*loginOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	sig, err := h.auth.Login(ctx, bookstore.Credentials{Email: in.Body.Email, Password: in.Body.Password,
		Remember: in.Body.RememberMe}, client(ctx))
	if err != nil {
		return nil, err
	}
	if ch := sig.Challenge; ch != nil {
		https := clientOf(ctx).HTTPS
		return &loginOutput{SetCookie: []http.Cookie{
			newCookie(cookieChallenge, ch.Token, https, ch.ExpiresAt, int(time.Until(ch.ExpiresAt).Seconds()))},
			Body: LoginResponse{Step: string(ch.Purpose)}}, nil
	}
	out := h.startSession(ctx, sig)
	return &loginOutput{SetCookie: out.SetCookie, Body: LoginResponse{User: out.Body.User}}, nil
}

// startSession ends any session the browser already had (a new token at every
// sign-in) and sets the new cookie.
func (h authHandlers) startSession(ctx context.Context, sig *auth.SignIn) *authOutput {
	if old := sessionToken(ctx); old != "" {
		if err := h.auth.Logout(ctx, old); err != nil {
			h.log.WarnContext(ctx, "ending previous session failed", "err", err)
		}
	}
	cookies := []http.Cookie{sessionCookie(ctx, sig)}
	if d := sig.Device; d != nil {
		cookies = append(cookies, newCookie(cookieDevice, d.Value, clientOf(ctx).HTTPS, d.ExpiresAt,
			int(time.Until(d.ExpiresAt).Seconds())))
	}
	return &authOutput{SetCookie: cookies, Body: AuthResponse{User: currentUserOf(sig.User)}}
}

type logoutOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
}

func (h authHandlers) logout(ctx context.Context, _ *struct{}) (*logoutOutput, error) {
	if err := h.auth.Logout(ctx, sessionToken(ctx)); err != nil {
		return nil, err
	}
	return &logoutOutput{SetCookie: []http.Cookie{clearCookie(ctx)}}, nil
}

// client is the caller as the auth service records it (clientOf's address).
func client(ctx context.Context) auth.Client {
	c := auth.Client{IP: clientOf(ctx).IP}
	if r, _ := ctx.Value(keyRequest).(*http.Request); r != nil {
		c.UserAgent = r.UserAgent()
	}
	if v, _ := ctx.Value(keyViewer).(*viewer); v != nil {
		c.Device = v.device
	}
	return c
}

func (h authHandlers) limitAuth(ctx context.Context) error {
	if !h.signIns.allow(client(ctx).IP) {
		return bookstore.Errorf(bookstore.CodeRateLimited, bookstore.MsgTooManyRequests)
	}
	return nil
}
