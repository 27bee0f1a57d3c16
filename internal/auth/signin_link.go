package auth

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// One-time sign-in links: an owner slowed by strangers' failed sign-ins
// proves the mailbox instead of waiting. The link replaces the password,
// never the second factor: an account with one enrolled (or an admin who
// must enrol) gets the same challenge as after a right password.

var errLinksOff = errors.New("auth: sign-in links need a SignInLinkStore")

// RequestSignInLink queues a sign-in link mail to the account of the
// e-mail. Like RequestPasswordReset it answers the same (nil) whether or
// not the account exists and when the account has had its hourly share of
// requests (bookstore.PasswordResetsPerHour); only a malformed address is
// an error.
func (s *Service) RequestSignInLink(ctx context.Context, email string, c Client) error {
	if s.st.Links == nil {
		return errLinksOff
	}
	email = bookstore.NormalizeEmail(email)
	if fe := bookstore.ValidateEmail(email); fe != nil {
		return bookstore.Invalid(*fe)
	}
	u, _, err := s.st.Users.Credentials(ctx, email)
	if errors.Is(err, bookstore.ErrNotFound) {
		s.log.InfoContext(ctx, "security: sign-in link for an unknown e-mail", "email_sha", shortHash(email), "ip", c.IP)
		return nil
	}
	if err != nil {
		return err
	}
	now := s.now().UTC()
	n, err := s.st.Links.CountSignInLinkRequests(ctx, u.ID, now.Add(-time.Hour))
	if err != nil {
		return err
	}
	if n >= bookstore.PasswordResetsPerHour {
		s.log.WarnContext(ctx, "security: sign-in link limit reached", "user", u.ID, "ip", c.IP)
		return nil
	}
	request := bookstore.NewResetRequestID()
	if err := s.st.Links.CreateSignInLinkRequest(ctx, bookstore.SignInLink{TokenHash: request, UserID: u.ID,
		CreatedAt: now, ExpiresAt: now.Add(bookstore.SignInLinkMailWindow), IP: c.IP}); err != nil {
		return err
	}
	if s.linkMails != nil {
		if err := s.linkMails.SignInLinkRequested(ctx, u, request); err != nil {
			s.log.ErrorContext(ctx, "sign-in link mail not queued", "err", err, "user", u.ID)
		}
	}
	s.log.InfoContext(ctx, "security: sign-in link requested", "user", u.ID, "ip", c.IP)
	return nil
}

// MintSignInLink makes the single-use token of a sign-in link mail, valid
// for bookstore.SignInLinkTTL from now, for a request still open
// (bookstore.ErrNotFound otherwise). The mail worker calls it just before
// SMTP; only the token's hash is stored.
func (s *Service) MintSignInLink(ctx context.Context, requestID string) (string, time.Time, error) {
	if s.st.Links == nil {
		return "", time.Time{}, errLinksOff
	}
	token, now := bookstore.NewToken(), s.now().UTC()
	expires := now.Add(bookstore.SignInLinkTTL)
	if err := s.st.Links.CreateSignInLink(ctx, bookstore.SignInLink{TokenHash: bookstore.HashToken(token),
		RequestHash: requestID, CreatedAt: now, ExpiresAt: expires}); err != nil {
		return "", time.Time{}, err
	}
	return token, expires, nil
}

var _ bookstore.SignInLinkMinter = (*Service)(nil)

// SignInWithLink uses a link's token once and signs its user in, or, when
// a second step is due, starts it. The throttle does not apply: the link
// is the way past it, and it is itself single-use, short-lived and
// limited per account.
func (s *Service) SignInWithLink(ctx context.Context, token string, c Client) (*SignIn, error) {
	bad := bookstore.Errorf(bookstore.CodeInvalid, bookstore.MsgSignInLinkInvalid)
	if s.st.Links == nil || token == "" || len(token) > 64 {
		return nil, bad
	}
	now := s.now()
	id, err := s.st.Links.UseSignInLink(ctx, bookstore.HashToken(token), now.UTC())
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bad
	}
	if err != nil {
		return nil, err
	}
	u, err := s.st.Users.UserByID(ctx, id)
	if err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "security: signed in with a mailed link", "user", u.ID, "ip", c.IP)
	step, err := s.secondStep(ctx, u)
	if err != nil {
		return nil, err
	}
	if step != "" {
		return s.startChallenge(ctx, u, step, false)
	}
	if err := s.recordSuccess(ctx, u.Email, s.sourceOf(ctx, u, c), now); err != nil {
		return nil, err
	}
	return s.startSession(ctx, u, false, false, c)
}
