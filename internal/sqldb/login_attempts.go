package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

type loginAttemptRow struct {
	bun.BaseModel `bun:"table:login_attempts"`
	ID            string    `bun:"id,pk"`
	Email         string    `bun:"email"`
	IP            string    `bun:"ip"`
	Device        string    `bun:"device"`
	Succeeded     bool      `bun:"succeeded"`
	CreatedAt     time.Time `bun:"created_at"`
}

// RecordLoginAttempt stores one sign-in try.
func (s *LoginAttemptStore) RecordLoginAttempt(ctx context.Context, a bookstore.LoginAttempt) error {
	row := loginAttemptRow{ID: newID(), Email: a.Email, IP: a.IP, Device: a.Device, Succeeded: a.Succeeded, CreatedAt: utc(a.At)}
	_, err := s.db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// whereSource narrows to one source's tries: its device, or its address
// without a device.
func whereSource(q *bun.SelectQuery, src bookstore.LoginSource) *bun.SelectQuery {
	if src.Device != "" {
		return q.Where("device = ?", src.Device)
	}
	return q.Where("ip = ? AND device = ''", src.IP)
}

// LoginFailures counts the source's failures since the later of `since` and
// the source's latest success, and every failure without a device since
// `since`. A success elsewhere does not clear a source's count, so an owner
// signing in does not hand a guesser a fresh allowance.
func (s *LoginAttemptStore) LoginFailures(ctx context.Context, email string, src bookstore.LoginSource, since time.Time) (bookstore.LoginFailures, error) {
	var f bookstore.LoginFailures
	since = utc(since)
	var last []time.Time
	if err := whereSource(s.db.bun.NewSelect().Table("login_attempts").Column("created_at"), src).
		Where("email = ? AND succeeded = ? AND created_at >= ?", email, true, since).
		Order("created_at DESC").Limit(1).Scan(ctx, &last); err != nil {
		return f, translate(err)
	}
	srcSince := since
	if len(last) > 0 {
		srcSince = last[0].UTC()
	}
	var err error
	if f.FromSource, _, f.LastFromSource, err = s.countFailures(ctx, whereSource(s.db.bun.NewSelect(), src), email, srcSince); err != nil {
		return f, err
	}
	f.Anonymous, f.FirstAnonymous, f.LastAnonymous, err = s.countFailures(ctx, s.db.bun.NewSelect().Where("device = ''"), email, since)
	return f, err
}

// countFailures returns how many failures match and the earliest and
// latest of them.
func (s *LoginAttemptStore) countFailures(ctx context.Context, q *bun.SelectQuery, email string, since time.Time) (int, time.Time, time.Time, error) {
	var times []time.Time
	err := q.Table("login_attempts").Column("created_at").
		Where("email = ? AND succeeded = ? AND created_at >= ?", email, false, since).
		Order("created_at DESC").Scan(ctx, &times)
	if err != nil || len(times) == 0 {
		return 0, time.Time{}, time.Time{}, translate(err)
	}
	return len(times), times[len(times)-1].UTC(), times[0].UTC(), nil
}

// ClaimLoginAlert upserts the e-mail's alert time unless it is recent, and
// writes fx with it.
func (s *LoginAttemptStore) ClaimLoginAlert(ctx context.Context, email string, at, notBefore time.Time, fx bookstore.Effects) (bool, error) {
	claimed := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO login_alerts (email, alerted_at) VALUES (?, ?)
			ON CONFLICT (email) DO UPDATE SET alerted_at = excluded.alerted_at
			WHERE login_alerts.alerted_at < ?`, email, utc(at), utc(notBefore))
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		claimed = true
		return writeEffects(ctx, s.db, tx, fx)
	})
	return claimed, err
}

// ClearLoginFailures deletes the e-mail's failed tries.
func (s *LoginAttemptStore) ClearLoginFailures(ctx context.Context, email string) error {
	_, err := s.db.bun.NewDelete().Table("login_attempts").Where("email = ? AND succeeded = ?", email, false).Exec(ctx)
	return translate(err)
}

// DeleteLoginAttemptsBefore prunes old tries.
func (s *LoginAttemptStore) DeleteLoginAttemptsBefore(ctx context.Context, before time.Time) (int, error) {
	res, err := s.db.bun.NewDelete().Table("login_attempts").Where("created_at < ?", utc(before)).Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// AppSecret returns the named shared secret, creating it on first use.
func (s *SecretStore) AppSecret(ctx context.Context, name string, generate func() string) (string, error) {
	if _, err := s.db.bun.ExecContext(ctx, `INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`,
		name, generate()); err != nil {
		return "", translate(err)
	}
	var v string
	err := s.db.bun.NewSelect().Table("app_secrets").Column("value").Where("name = ?", name).Scan(ctx, &v)
	return v, translate(err)
}

var (
	_ bookstore.LoginAttemptStore = (*LoginAttemptStore)(nil)
	_ bookstore.SecretStore       = (*SecretStore)(nil)
)
