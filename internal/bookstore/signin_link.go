package bookstore

import (
	"context"
	"time"
)

// A one-time sign-in link lets an owner whose sign-ins are being slowed
// (strangers guessing from many addresses) get in by proving the mailbox
// instead of waiting. It follows the password reset's shape: a request is
// stored, its mail is queued without the link (RedactedLink), and the
// link's token is minted when the mail goes to SMTP (SignInLinkMinter).

// SignInLink is a stored request or link; TokenHash is a request id
// (NewResetRequestID) for a request, the token's SHA-256 for a link.
type SignInLink struct {
	TokenHash   string
	RequestHash string
	UserID      string
	CreatedAt   time.Time
	ExpiresAt   time.Time
	IP          string
}

// SignInLinkStore keeps sign-in link requests and links.
type SignInLinkStore interface {
	CreateSignInLinkRequest(ctx context.Context, l SignInLink) error
	// CountSignInLinkRequests counts the user's requests (not links) since a time.
	CountSignInLinkRequests(ctx context.Context, userID string, since time.Time) (int, error)
	// CreateSignInLink stores a link (l.TokenHash, l.ExpiresAt) for the
	// unused, unexpired request l.RequestHash; ErrNotFound otherwise.
	CreateSignInLink(ctx context.Context, l SignInLink) error
	// UseSignInLink uses an unused, unexpired link once (a conditional
	// update; ErrNotFound otherwise), voids the user's other requests and
	// links, and returns the user id.
	UseSignInLink(ctx context.Context, tokenHash string, now time.Time) (string, error)
	DeleteSignInLinksBefore(ctx context.Context, before time.Time) (int, error)
}

// SignInLinkMinter mints the token of a sign-in link mail at send time
// (why: ResetLinkMinter).
type SignInLinkMinter interface {
	MintSignInLink(ctx context.Context, requestID string) (token string, expires time.Time, err error)
}

// SignInLinkNotifier queues the sign-in link mail of a request, without the
// link.
type SignInLinkNotifier interface {
	SignInLinkRequested(ctx context.Context, u *User, requestID string) error
}

// MailSignInLink is the kind of the sign-in link mail.
const MailSignInLink = "sign-in-link"

// Sign-in link rules: the link lives 15 minutes from
// its sending; as many requests an hour per account as password resets.
const (
	SignInLinkTTL = 15 * time.Minute
	// SignInLinkMailWindow is how long a request's mail may still be sent.
	SignInLinkMailWindow = time.Hour

	MsgSignInLinkInvalid = "Giriş bağlantısı geçersiz, kullanılmış veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin."
)
