package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type sessionRow struct {
	bun.BaseModel `bun:"table:sessions,alias:s"`
	TokenHash     string    `bun:"token_hash,pk"`
	UserID        string    `bun:"user_id"`
	Remember      bool      `bun:"remember"`
	CreatedAt     time.Time `bun:"created_at"`
	LastSeenAt    time.Time `bun:"last_seen_at"`
	ExpiresAt     time.Time `bun:"expires_at"`
	IP            string    `bun:"ip"`
	UserAgent     string    `bun:"user_agent"`
	MFA           bool      `bun:"mfa"`
}

// CreateSession stores a new session.
func (s *SessionStore) CreateSession(ctx context.Context, sess bookstore.Session) error {
	row := sessionRow{
		TokenHash: sess.TokenHash, UserID: sess.UserID, Remember: sess.Remember,
		CreatedAt: utc(sess.CreatedAt), LastSeenAt: utc(sess.LastSeenAt), ExpiresAt: utc(sess.ExpiresAt),
		IP: sess.IP, UserAgent: sess.UserAgent, MFA: sess.MFA,
	}
	_, err := s.db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// SessionByHash returns the session with its user in one query.
func (s *SessionStore) SessionByHash(ctx context.Context, hash string) (*bookstore.Session, *bookstore.User, error) {
	var row struct {
		sessionRow
		P profileRow `bun:"embed:p_"`
	}
	if err := s.db.queryRow(ctx, s.db.bun, stmtSessionByHash, &row, hash); err != nil {
		return nil, nil, translate(err)
	}
	r := row.sessionRow
	return &bookstore.Session{
		TokenHash: r.TokenHash, UserID: r.UserID, Remember: r.Remember,
		CreatedAt: r.CreatedAt.UTC(), LastSeenAt: r.LastSeenAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(),
		IP: r.IP, UserAgent: r.UserAgent, MFA: r.MFA,
	}, row.P.user(), nil
}

// TouchSession records activity for idle expiry.
func (s *SessionStore) TouchSession(ctx context.Context, hash string, at time.Time) error {
	_, err := s.db.exec(ctx, s.db.bun, stmtTouchSession, utc(at), hash)
	return translate(err)
}

// Every signed-in request reads its session, and touches it now and then
// (see prepared.go).
var (
	stmtSessionByHash = prepared(`SELECT s.token_hash, s.user_id, s.remember, s.created_at, s.last_seen_at, s.expires_at,
		s.ip, s.user_agent, s.mfa, p.id AS p_id, p.email AS p_email, p.full_name AS p_full_name, p.role AS p_role,
		p.avatar_url AS p_avatar_url, p.phone AS p_phone, p.shipping_address AS p_shipping_address,
		p.created_at AS p_created_at, p.updated_at AS p_updated_at
		FROM sessions AS s JOIN profiles AS p ON p.id = s.user_id WHERE s.token_hash = ?`)
	stmtTouchSession = prepared(`UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?`)
)

// DeleteSession ends one session.
func (s *SessionStore) DeleteSession(ctx context.Context, hash string) error {
	_, err := s.db.bun.NewDelete().Table("sessions").Where("token_hash = ?", hash).Exec(ctx)
	return translate(err)
}

// DeleteUserSessions ends every session of a user.
func (s *SessionStore) DeleteUserSessions(ctx context.Context, userID string) error {
	_, err := s.db.bun.NewDelete().Table("sessions").Where("user_id = ?", userID).Exec(ctx)
	return translate(err)
}

// DeleteExpiredSessions removes sessions past their absolute or idle limit.
func (s *SessionStore) DeleteExpiredSessions(ctx context.Context, at, idleBefore, rememberIdleBefore time.Time) (int, error) {
	res, err := s.db.bun.NewDelete().Table("sessions").
		WhereOr("expires_at < ?", utc(at)).
		WhereOr("remember = ? AND last_seen_at < ?", false, utc(idleBefore)).
		WhereOr("remember = ? AND last_seen_at < ?", true, utc(rememberIdleBefore)).
		Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

func utc(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }
