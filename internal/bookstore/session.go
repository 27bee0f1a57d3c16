package bookstore

import (
	"context"
	"time"
)

// Session is a server-side sign-in. Only the SHA-256 of the cookie token is
// stored, so a copy of the database does not yield usable tokens.
type Session struct {
	TokenHash  string
	UserID     string
	Remember   bool
	CreatedAt  time.Time
	LastSeenAt time.Time
	// ExpiresAt is the absolute end; idle expiry is LastSeenAt + the idle limit.
	ExpiresAt time.Time
	IP        string
	UserAgent string
	// MFA: the sign-in passed the second step (or the account needs none).
	MFA bool
}

// SessionStore persists sessions.
type SessionStore interface {
	CreateSession(ctx context.Context, s Session) error
	// SessionByHash returns the session and its user, or ErrNotFound.
	SessionByHash(ctx context.Context, hash string) (*Session, *User, error)
	TouchSession(ctx context.Context, hash string, at time.Time) error
	DeleteSession(ctx context.Context, hash string) error
	DeleteUserSessions(ctx context.Context, userID string) error
	DeleteExpiredSessions(ctx context.Context, now, idleBefore, rememberIdleBefore time.Time) (int, error)
}
