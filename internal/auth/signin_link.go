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
// e-mail (a mailed link: mailed_link.go). Only a malformed address is an
// error.
func (s *Service) RequestSignInLink(ctx context.Context, email string, c Client) error {
	if s.st.Links == nil {
		return errLinksOff
	}
	u, err := s.requestLink(ctx, s.signInLinks(), email, c)
	if u != nil {
		s.log.InfoContext(ctx, "security: sign-in link requested", "user", u.ID, "ip", c.IP)
	}
	return err
}

// MintSignInLink makes the single-use token of a sign-in link mail just
// before the mail worker sends it (bookstore.ErrNotFound for a request no
// longer open).
func (s *Service) MintSignInLink(ctx context.Context, requestID string) (string, time.Time, error) {
	if s.st.Links == nil {
		return "", time.Time{}, errLinksOff
	}
	return s.mintLink(ctx, s.signInLinks(), requestID)
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
