package auth

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// A mailed link proves that its user holds the account's mailbox. The
// password reset and the one-time sign-in link work alike: the owner asks
// (the answer is the same whether or not the account exists, and at most
// bookstore.PasswordResetsPerHour requests an hour per account are kept);
// the request is stored and its mail queued with the request's id only; the
// link's single-use token is minted when the mail worker sends the mail, so
// no queued mail holds a token, and only the token's hash is stored.
type linkPurpose struct {
	// name is how the security log calls it ("password reset").
	name string
	// mailWindow is how long a request may wait for its mail to be sent;
	// ttl how long a sent link works.
	mailWindow, ttl time.Duration
	countRequests   func(ctx context.Context, userID string, since time.Time) (int, error)
	createRequest   func(ctx context.Context, requestID, userID, ip string, now, expires time.Time) error
	createLink      func(ctx context.Context, tokenHash, requestID string, now, expires time.Time) error
	// queueMail is nil when the shop sends no mail.
	queueMail func(ctx context.Context, u *bookstore.User, requestID string) error
}

// requestLink stores a request for the account of email and queues its
// mail. It returns the account when a request was stored, nil when there
// was nothing to do (no such account, or the hourly share is used); only a
// malformed address is an error.
func (s *Service) requestLink(ctx context.Context, p linkPurpose, email string, c Client) (*bookstore.User, error) {
	email = bookstore.NormalizeEmail(email)
	if fe := bookstore.ValidateEmail(email); fe != nil {
		return nil, bookstore.Invalid(*fe)
	}
	u, _, err := s.st.Users.Credentials(ctx, email)
	if errors.Is(err, bookstore.ErrNotFound) {
		s.log.InfoContext(ctx, "security: "+p.name+" for an unknown e-mail", "email_sha", shortHash(email), "ip", c.IP)
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	now := s.now().UTC()
	n, err := p.countRequests(ctx, u.ID, now.Add(-time.Hour))
	if err != nil {
		return nil, err
	}
	if n >= bookstore.PasswordResetsPerHour {
		s.log.WarnContext(ctx, "security: "+p.name+" limit reached", "user", u.ID, "ip", c.IP)
		return nil, nil
	}
	request := bookstore.NewResetRequestID()
	if err := p.createRequest(ctx, request, u.ID, c.IP, now, now.Add(p.mailWindow)); err != nil {
		return nil, err
	}
	if p.queueMail != nil {
		if err := p.queueMail(ctx, u, request); err != nil {
			s.log.ErrorContext(ctx, p.name+" mail not queued", "err", err, "user", u.ID)
		}
	}
	return u, nil
}

// mintLink makes the single-use token of a request's link, valid for the
// purpose's ttl from now, while the request is still open
// (bookstore.ErrNotFound otherwise: used, or older than its mail window).
func (s *Service) mintLink(ctx context.Context, p linkPurpose, requestID string) (string, time.Time, error) {
	token, now := bookstore.NewToken(), s.now().UTC()
	expires := now.Add(p.ttl)
	if err := p.createLink(ctx, bookstore.HashToken(token), requestID, now, expires); err != nil {
		return "", time.Time{}, err
	}
	return token, expires, nil
}

// resetLinks is the password reset's purpose.
func (s *Service) resetLinks() linkPurpose {
	p := linkPurpose{name: "password reset", mailWindow: bookstore.PasswordResetMailWindow, ttl: bookstore.PasswordResetTTL,
		countRequests: s.st.Resets.CountPasswordResets,
		createRequest: func(ctx context.Context, requestID, userID, ip string, now, expires time.Time) error {
			return s.st.Resets.CreatePasswordReset(ctx, bookstore.PasswordReset{TokenHash: requestID, UserID: userID,
				CreatedAt: now, ExpiresAt: expires, IP: ip})
		},
		createLink: func(ctx context.Context, tokenHash, requestID string, now, expires time.Time) error {
			return s.st.Resets.CreatePasswordResetLink(ctx, bookstore.PasswordReset{TokenHash: tokenHash,
				RequestHash: requestID, CreatedAt: now, ExpiresAt: expires})
		},
	}
	if s.notify != nil {
		p.queueMail = s.notify.PasswordResetRequested
	}
	return p
}

// signInLinks is the one-time sign-in link's purpose.
func (s *Service) signInLinks() linkPurpose {
	p := linkPurpose{name: "sign-in link", mailWindow: bookstore.SignInLinkMailWindow, ttl: bookstore.SignInLinkTTL,
		countRequests: s.st.Links.CountSignInLinkRequests,
		createRequest: func(ctx context.Context, requestID, userID, ip string, now, expires time.Time) error {
			return s.st.Links.CreateSignInLinkRequest(ctx, bookstore.SignInLink{TokenHash: requestID, UserID: userID,
				CreatedAt: now, ExpiresAt: expires, IP: ip})
		},
		createLink: func(ctx context.Context, tokenHash, requestID string, now, expires time.Time) error {
			return s.st.Links.CreateSignInLink(ctx, bookstore.SignInLink{TokenHash: tokenHash,
				RequestHash: requestID, CreatedAt: now, ExpiresAt: expires})
		},
	}
	if s.linkMails != nil {
		p.queueMail = s.linkMails.SignInLinkRequested
	}
	return p
}
