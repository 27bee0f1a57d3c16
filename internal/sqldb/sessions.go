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
}

// CreateSession stores a new session.
func (db *DB) CreateSession(ctx context.Context, s bookstore.Session) error {
	row := sessionRow{
		TokenHash: s.TokenHash, UserID: s.UserID, Remember: s.Remember,
		CreatedAt: utc(s.CreatedAt), LastSeenAt: utc(s.LastSeenAt), ExpiresAt: utc(s.ExpiresAt),
		IP: s.IP, UserAgent: s.UserAgent,
	}
	_, err := db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// SessionByHash returns the session with its user in one query.
func (db *DB) SessionByHash(ctx context.Context, hash string) (*bookstore.Session, *bookstore.User, error) {
	var row struct {
		sessionRow
		P profileRow `bun:"embed:p_"`
	}
	if err := db.queryRow(ctx, db.bun, stmtSessionByHash, &row, hash); err != nil {
		return nil, nil, translate(err)
	}
	r := row.sessionRow
	return &bookstore.Session{
		TokenHash: r.TokenHash, UserID: r.UserID, Remember: r.Remember,
		CreatedAt: r.CreatedAt.UTC(), LastSeenAt: r.LastSeenAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(),
		IP: r.IP, UserAgent: r.UserAgent,
	}, row.P.user(), nil
}

// TouchSession records activity for idle expiry.
func (db *DB) TouchSession(ctx context.Context, hash string, at time.Time) error {
	_, err := db.exec(ctx, db.bun, stmtTouchSession, utc(at), hash)
	return translate(err)
}

// Every signed-in request reads its session, and touches it now and then
// (see prepared.go).
var (
	stmtSessionByHash = prepared(`SELECT s.token_hash, s.user_id, s.remember, s.created_at, s.last_seen_at, s.expires_at,
		s.ip, s.user_agent, p.id AS p_id, p.email AS p_email, p.full_name AS p_full_name, p.role AS p_role,
		p.avatar_url AS p_avatar_url, p.phone AS p_phone, p.shipping_address AS p_shipping_address,
		p.created_at AS p_created_at, p.updated_at AS p_updated_at
		FROM sessions AS s JOIN profiles AS p ON p.id = s.user_id WHERE s.token_hash = ?`)
	stmtTouchSession = prepared(`UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?`)
)

// DeleteSession ends one session.
func (db *DB) DeleteSession(ctx context.Context, hash string) error {
	_, err := db.bun.NewDelete().Table("sessions").Where("token_hash = ?", hash).Exec(ctx)
	return translate(err)
}

// DeleteUserSessions ends every session of a user.
func (db *DB) DeleteUserSessions(ctx context.Context, userID string) error {
	_, err := db.bun.NewDelete().Table("sessions").Where("user_id = ?", userID).Exec(ctx)
	return translate(err)
}

// DeleteExpiredSessions removes sessions past their absolute or idle limit.
func (db *DB) DeleteExpiredSessions(ctx context.Context, at, idleBefore, rememberIdleBefore time.Time) (int, error) {
	res, err := db.bun.NewDelete().Table("sessions").
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

type loginAttemptRow struct {
	bun.BaseModel `bun:"table:login_attempts"`
	ID            string    `bun:"id,pk"`
	Email         string    `bun:"email"`
	IP            string    `bun:"ip"`
	Succeeded     bool      `bun:"succeeded"`
	CreatedAt     time.Time `bun:"created_at"`
}

// RecordLoginAttempt stores one sign-in try.
func (db *DB) RecordLoginAttempt(ctx context.Context, a bookstore.LoginAttempt) error {
	row := loginAttemptRow{ID: newID(), Email: a.Email, IP: a.IP, Succeeded: a.Succeeded, CreatedAt: utc(a.At)}
	_, err := db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// CountFailures counts failures for an e-mail since the later of `since` and
// its latest success, so signing in successfully clears the count.
func (db *DB) CountFailures(ctx context.Context, email string, since time.Time) (int, error) {
	since = utc(since)
	var last []time.Time
	err := db.bun.NewSelect().Table("login_attempts").Column("created_at").
		Where("email = ? AND succeeded = ? AND created_at >= ?", email, true, since).
		Order("created_at DESC").Limit(1).Scan(ctx, &last)
	if err != nil {
		return 0, translate(err)
	}
	if len(last) > 0 {
		since = last[0].UTC()
	}
	n, err := db.bun.NewSelect().Table("login_attempts").
		Where("email = ? AND succeeded = ? AND created_at >= ?", email, false, since).Count(ctx)
	return int(n), translate(err)
}

// DeleteLoginAttemptsBefore prunes old tries.
func (db *DB) DeleteLoginAttemptsBefore(ctx context.Context, before time.Time) (int, error) {
	res, err := db.bun.NewDelete().Table("login_attempts").Where("created_at < ?", utc(before)).Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

func utc(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }
