// Package auth runs registration, sign-in and server-side sessions on top of
// the domain's stores.
package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Config holds the session, throttling and two-factor policy.
type Config struct {
	// SessionIdle ends a browser-session sign-in after this long without a
	// request; SessionMax ends it regardless.
	SessionIdle time.Duration
	SessionMax  time.Duration
	// RememberFor is the life of a 'remember me' sign-in (and its cookie);
	// RememberIdle ends it earlier when unused.
	RememberFor  time.Duration
	RememberIdle time.Duration
	// Throttling, counted within FailureWindow: see throttle.go.
	FailureWindow time.Duration
	// FreeFailures from one source (an address, or a remembered device)
	// cost nothing; each further one doubles that source's wait, starting
	// at BaseDelay, at most MaxDelay.
	FreeFailures int
	BaseDelay    time.Duration
	MaxDelay     time.Duration
	// After AccountCeiling failures from all addresses together (tries
	// without a remembered device), such tries are spaced CeilingSpacing
	// apart: distributed guessing is slowed, the owner's device is not.
	AccountCeiling int
	CeilingSpacing time.Duration
	// DeviceLife is how long a remembered-device cookie is honoured.
	DeviceLife time.Duration
	// AdminMFARequired sends admins without a second factor to enrolment
	// after the password (BOOKSTORE_ADMIN_MFA=required).
	AdminMFARequired bool
	// ChallengeLife bounds the half-signed-in state; ChallengeFailures
	// wrong codes end it.
	ChallengeLife     time.Duration
	ChallengeFailures int
}

// DefaultConfig: a shop keeps people signed in while they browse (2 h idle,
// 12 h at most, ASVS 3.3.2's absolute limit), 30 days when they ask to be
// remembered. Guessing: 5 free failures per source in 15 minutes, then
// waits of 15 s, 30 s, 1 min ... up to 15 min; 20 failures per account
// from all addresses, then one try a minute without a remembered device
// (about 80 failures an hour at most, under ASVS 2.2.1's 100). Nothing
// locks: the right password after the wait always works.
func DefaultConfig() Config {
	return Config{
		SessionIdle:       2 * time.Hour,
		SessionMax:        12 * time.Hour,
		RememberFor:       30 * 24 * time.Hour,
		RememberIdle:      7 * 24 * time.Hour,
		FailureWindow:     15 * time.Minute,
		FreeFailures:      5,
		BaseDelay:         15 * time.Second,
		MaxDelay:          15 * time.Minute,
		AccountCeiling:    20,
		CeilingSpacing:    time.Minute,
		DeviceLife:        180 * 24 * time.Hour,
		ChallengeLife:     5 * time.Minute,
		ChallengeFailures: 5,
	}
}

// Stores are what the service needs from storage.
type Stores struct {
	Users    bookstore.UserStore
	Sessions bookstore.SessionStore
	Attempts bookstore.LoginAttemptStore
	Audit    bookstore.AuditStore
	// Resets keeps password reset tokens; nil turns password reset off.
	Resets bookstore.PasswordResetStore
	// Secrets keeps the device cookies' signing key; nil turns remembered
	// devices off.
	Secrets bookstore.SecretStore
	// MFA keeps second factors; nil turns two-factor sign-in off.
	MFA bookstore.MFAStore
	// Links keeps one-time sign-in links; nil turns them off.
	Links bookstore.SignInLinkStore
}

// Service implements accounts and sessions.
type Service struct {
	st  Stores
	cfg Config
	log *slog.Logger
	now func() time.Time
	// dummyHash is verified against when an e-mail is unknown, so that a
	// sign-in takes as long whether or not the account exists.
	dummyHash string
	// notify mails account events; nil sends nothing.
	notify bookstore.AccountNotifier
	// linkMails queues sign-in link mails (the notifier, when it can).
	linkMails bookstore.SignInLinkNotifier
	// mails renders security warnings; nil sends none.
	mails   bookstore.SecurityMails
	devices deviceKey
}

// SetNotifier sets who mails account events (welcome, password reset).
func (s *Service) SetNotifier(n bookstore.AccountNotifier) {
	s.notify = n
	s.linkMails, _ = n.(bookstore.SignInLinkNotifier)
}

// SetSecurityMails sets who renders the failed sign-ins warning.
func (s *Service) SetSecurityMails(m bookstore.SecurityMails) { s.mails = m }

// New builds the service.
func New(st Stores, cfg Config, log *slog.Logger) *Service {
	h, _ := HashPassword(context.Background(), "dummy-password-for-timing")
	return &Service{st: st, cfg: cfg, log: log, now: time.Now, dummyHash: h}
}

// SetClock replaces the clock (tests).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Client describes the request a sign-in came from.
type Client struct {
	IP        string
	UserAgent string
	// Device is the remembered-device cookie's value, if any.
	Device string
}

// SignIn is the result of a successful registration or login: the user and
// the cookie token (shown once, never stored), and the remembered-device
// cookie to set. When Challenge is set, the password was right but the
// second step is still due: there is no session, only the challenge.
type SignIn struct {
	User    *bookstore.User
	Token   string
	Session bookstore.Session
	Device  *Device
	// Challenge is the half-signed-in state's token (for its own cookie).
	Challenge *Challenge
}

// Challenge is a pending second step.
type Challenge struct {
	Token     string
	Purpose   bookstore.MFAChallengePurpose
	ExpiresAt time.Time
}

// Register creates a role-user account and signs it in.
func (s *Service) Register(ctx context.Context, r bookstore.Registration, c Client) (*SignIn, error) {
	return s.RegisterAs(ctx, r, bookstore.RoleUser, c)
}

// RegisterAs registers with a role chosen by the product, never by the
// caller: members through /kayit, authors through the author application.
func (s *Service) RegisterAs(ctx context.Context, r bookstore.Registration, role bookstore.Role, c Client) (*SignIn, error) {
	r.Normalize()
	if err := r.Validate(); err != nil {
		return nil, err
	}
	u, err := s.createUser(ctx, r.Email, r.FullName, role, r.Password, bookstore.ActionUserRegistered, "")
	if err != nil {
		return nil, err
	}
	if s.notify != nil {
		// Queued, never failing the registration.
		if err := s.notify.Welcome(ctx, u); err != nil {
			s.log.ErrorContext(ctx, "welcome mail not queued", "err", err, "user", u.ID)
		}
	}
	return s.startSession(ctx, u, false, false, c)
}

// CreateUser makes an account with any role, as `bookstore user create` and the
// demo seed do. The password must pass the same rules as registration.
func (s *Service) CreateUser(ctx context.Context, email, fullName string, role bookstore.Role, password string) (*bookstore.User, error) {
	email = bookstore.NormalizeEmail(email)
	var fields []bookstore.FieldError
	if fe := bookstore.ValidateEmail(email); fe != nil {
		fields = append(fields, *fe)
	}
	if fe := bookstore.ValidateFullName("name", fullName); fe != nil {
		fields = append(fields, *fe)
	}
	if msg := bookstore.CheckPassword(password, email, fullName); msg != "" {
		fields = append(fields, bookstore.FieldError{Field: "password", Message: msg})
	}
	if _, ok := bookstore.ParseRole(string(role)); !ok {
		fields = append(fields, bookstore.FieldError{Field: "role", Message: "Geçersiz rol"})
	}
	if len(fields) > 0 {
		return nil, bookstore.Invalid(fields...)
	}
	return s.createUser(ctx, email, fullName, role, password, bookstore.ActionUserCreated, "")
}

func (s *Service) createUser(ctx context.Context, email, name string, role bookstore.Role, password string, action bookstore.AuditAction, actor string) (*bookstore.User, error) {
	hash, err := HashPassword(ctx, password)
	if err != nil {
		return nil, err
	}
	u, err := s.st.Users.CreateUser(ctx, bookstore.NewUser{Email: email, FullName: name, Role: role, PasswordHash: hash})
	if errors.Is(err, bookstore.ErrDuplicate) {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "email", Message: bookstore.MsgEmailTaken})
	}
	if err != nil {
		return nil, err
	}
	after, _ := json.Marshal(map[string]any{"email": u.Email, "fullName": u.FullName, "role": u.Role})
	if err := s.st.Audit.RecordAudit(ctx, bookstore.AuditEntry{
		ActorID: actor, Action: action, Entity: "profiles", EntityID: u.ID, After: after,
	}); err != nil {
		s.log.ErrorContext(ctx, "audit write failed", "err", err, "action", action)
	}
	return u, nil
}

// Login checks the credentials and starts a new session, or, when a second
// step is due, a challenge. Failures are counted per account and source in
// the database, so the limits hold across server instances; a source past
// its limit waits (throttle.go) without its password being checked.
func (s *Service) Login(ctx context.Context, cr bookstore.Credentials, c Client) (*SignIn, error) {
	if err := cr.Validate(); err != nil {
		return nil, err
	}
	email := bookstore.NormalizeEmail(cr.Email)
	now := s.now()
	u, hash, err := s.st.Users.Credentials(ctx, email)
	switch {
	case errors.Is(err, bookstore.ErrNotFound):
		u = nil
	case err != nil:
		return nil, err
	}
	src := s.sourceOf(ctx, u, c)
	if err := s.checkThrottle(ctx, email, src, now); err != nil {
		return nil, err
	}
	ok := false
	if u == nil {
		if _, err := VerifyPassword(ctx, cr.Password, s.dummyHash); err != nil {
			return nil, err
		}
	} else if ok, err = VerifyPassword(ctx, cr.Password, hash); err != nil {
		return nil, err
	}
	if !ok {
		if err := s.recordFailure(ctx, email, u, src, c, now); err != nil {
			return nil, err
		}
		s.log.InfoContext(ctx, "security: sign-in failed", "email_sha", shortHash(email), "ip", c.IP)
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgBadCredentials)
	}
	step, err := s.secondStep(ctx, u)
	if err != nil {
		return nil, err
	}
	if step != "" {
		// The sign-in counts as a success only once the second step passes.
		return s.startChallenge(ctx, u, step, cr.Remember)
	}
	if err := s.recordSuccess(ctx, email, src, now); err != nil {
		return nil, err
	}
	return s.startSession(ctx, u, cr.Remember, false, c)
}

// startSession always makes a fresh token (ASVS 3.2.1). mfa records that
// the sign-in passed a second factor. A password sign-in also remembers the
// device.
func (s *Service) startSession(ctx context.Context, u *bookstore.User, remember, mfa bool, c Client) (*SignIn, error) {
	token := bookstore.NewToken()
	now := s.now().UTC()
	life := s.cfg.SessionMax
	if remember {
		life = s.cfg.RememberFor
	}
	sess := bookstore.Session{
		TokenHash: bookstore.HashToken(token), UserID: u.ID, Remember: remember,
		CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(life),
		IP: c.IP, UserAgent: truncate(c.UserAgent, 256), MFA: mfa,
	}
	if err := s.st.Sessions.CreateSession(ctx, sess); err != nil {
		return nil, err
	}
	dev, err := s.issueDevice(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	return &SignIn{User: u, Token: token, Session: sess, Device: dev}, nil
}

// touchEvery limits last-seen writes to one a minute per session.
const touchEvery = time.Minute

// Authenticate resolves a session cookie token to its user. An unknown, expired or
// idle session is an unauthorized error and is deleted.
func (s *Service) Authenticate(ctx context.Context, token string) (*bookstore.User, *bookstore.Session, error) {
	if token == "" || len(token) > 64 { // bookstore.NewToken makes 64 characters
		return nil, nil, errNoSession
	}
	hash := bookstore.HashToken(token)
	sess, u, err := s.st.Sessions.SessionByHash(ctx, hash)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, nil, errNoSession
	}
	if err != nil {
		return nil, nil, err
	}
	now := s.now()
	idle := s.cfg.SessionIdle
	if sess.Remember {
		idle = s.cfg.RememberIdle
	}
	if now.After(sess.ExpiresAt) || now.Sub(sess.LastSeenAt) > idle {
		_ = s.st.Sessions.DeleteSession(ctx, hash)
		return nil, nil, errNoSession
	}
	if now.Sub(sess.LastSeenAt) > touchEvery {
		if err := s.st.Sessions.TouchSession(ctx, hash, now.UTC()); err != nil {
			s.log.WarnContext(ctx, "session touch failed", "err", err)
		}
	}
	return u, sess, nil
}

var errNoSession = bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)

// Logout deletes the session on the server.
func (s *Service) Logout(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	return s.st.Sessions.DeleteSession(ctx, bookstore.HashToken(token))
}

// Cleanup removes expired sessions and old login attempts; run periodically.
func (s *Service) Cleanup(ctx context.Context) error {
	now := s.now().UTC()
	if _, err := s.st.Sessions.DeleteExpiredSessions(ctx, now, now.Add(-s.cfg.SessionIdle), now.Add(-s.cfg.RememberIdle)); err != nil {
		return fmt.Errorf("delete expired sessions: %w", err)
	}
	if _, err := s.st.Attempts.DeleteLoginAttemptsBefore(ctx, now.Add(-24*time.Hour)); err != nil {
		return fmt.Errorf("delete old login attempts: %w", err)
	}
	if s.st.MFA != nil {
		if _, err := s.st.MFA.DeleteMFAChallengesBefore(ctx, now); err != nil {
			return fmt.Errorf("delete expired sign-in challenges: %w", err)
		}
	}
	if s.st.Links != nil {
		if _, err := s.st.Links.DeleteSignInLinksBefore(ctx, now.Add(-24*time.Hour)); err != nil {
			return fmt.Errorf("delete old sign-in links: %w", err)
		}
	}
	if s.st.Resets != nil {
		if _, err := s.st.Resets.DeletePasswordResetsBefore(ctx, now.Add(-24*time.Hour)); err != nil {
			return fmt.Errorf("delete old password resets: %w", err)
		}
	}
	return nil
}

// shortHash identifies an e-mail in logs without writing it out.
func shortHash(s string) string { return bookstore.HashToken(s)[:12] }

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
