package sqldb

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// MFAStore is the storage of TOTP second factors, their recovery codes and
// the half-signed-in challenges.
type MFAStore struct{ db *DB }

// NewMFAStore returns the store on db's connection.
func NewMFAStore(db *DB) *MFAStore { return &MFAStore{db: db} }

var _ bookstore.MFAStore = (*MFAStore)(nil)

type mfaRow struct {
	bun.BaseModel `bun:"table:mfa_secrets"`
	UserID        string    `bun:"user_id,pk"`
	Secret        string    `bun:"secret"`
	Enabled       bool      `bun:"enabled"`
	LastStep      int64     `bun:"last_step"`
	CreatedAt     time.Time `bun:"created_at"`
}

// MFA returns the factor with the count of unused recovery codes.
func (s *MFAStore) MFA(ctx context.Context, userID string) (*bookstore.MFA, error) {
	var row mfaRow
	if err := s.db.bun.NewSelect().Model(&row).Where("user_id = ?", userID).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	left, err := s.db.bun.NewSelect().Table("mfa_recovery_codes").Where("user_id = ? AND used_at IS NULL", userID).Count(ctx)
	if err != nil {
		return nil, translate(err)
	}
	return &bookstore.MFA{UserID: row.UserID, Secret: row.Secret, Enabled: row.Enabled, LastStep: row.LastStep,
		RecoveryCodesLeft: int(left)}, nil
}

// StartMFA replaces a pending secret; an enabled one stays (ErrDuplicate).
func (s *MFAStore) StartMFA(ctx context.Context, userID, secret string, at time.Time) error {
	res, err := s.db.bun.ExecContext(ctx, `INSERT INTO mfa_secrets (user_id, secret, enabled, last_step, created_at)
		VALUES (?, ?, ?, 0, ?) ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at,
		last_step = 0 WHERE mfa_secrets.enabled = ?`, userID, secret, false, utc(at), false)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return bookstore.ErrDuplicate
	}
	return nil
}

// EnableMFA enables a pending secret with its first accepted step.
func (s *MFAStore) EnableMFA(ctx context.Context, userID string, step int64, codeHashes []string, at time.Time, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Table("mfa_secrets").Set("enabled = ?", true).Set("last_step = ?", step).
			Set("enabled_at = ?", utc(at)).Where("user_id = ? AND enabled = ?", userID, false).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return bookstore.ErrNotFound
		}
		if _, err := tx.NewDelete().Table("mfa_recovery_codes").Where("user_id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		for _, h := range codeHashes {
			if _, err := tx.ExecContext(ctx, `INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (?, ?)`, userID, h); err != nil {
				return translate(err)
			}
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// DisableMFA deletes the factor and its codes.
func (s *MFAStore) DisableMFA(ctx context.Context, userID string, fx bookstore.Effects) error {
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDelete().Table("mfa_recovery_codes").Where("user_id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		res, err := tx.NewDelete().Table("mfa_secrets").Where("user_id = ? AND enabled = ?", userID, true).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return bookstore.ErrNotFound
		}
		return writeEffects(ctx, s.db, tx, fx)
	})
}

// UseMFAStep is a conditional update, so two requests with one code (or
// two instances) accept it once.
func (s *MFAStore) UseMFAStep(ctx context.Context, userID string, step int64) (bool, error) {
	res, err := s.db.bun.NewUpdate().Table("mfa_secrets").Set("last_step = ?", step).
		Where("user_id = ? AND enabled = ? AND last_step < ?", userID, true, step).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// UseRecoveryCode marks the code used once.
func (s *MFAStore) UseRecoveryCode(ctx context.Context, userID, codeHash string, at time.Time) (bool, error) {
	res, err := s.db.bun.NewUpdate().Table("mfa_recovery_codes").Set("used_at = ?", utc(at)).
		Where("user_id = ? AND code_hash = ? AND used_at IS NULL", userID, codeHash).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

type mfaChallengeRow struct {
	bun.BaseModel `bun:"table:mfa_challenges"`
	TokenHash     string    `bun:"token_hash,pk"`
	UserID        string    `bun:"user_id"`
	Purpose       string    `bun:"purpose"`
	Remember      bool      `bun:"remember"`
	Failures      int       `bun:"failures"`
	CreatedAt     time.Time `bun:"created_at"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// CreateMFAChallenge stores a half-signed-in state.
func (s *MFAStore) CreateMFAChallenge(ctx context.Context, c bookstore.MFAChallenge) error {
	row := mfaChallengeRow{TokenHash: c.TokenHash, UserID: c.UserID, Purpose: string(c.Purpose), Remember: c.Remember,
		CreatedAt: utc(c.CreatedAt), ExpiresAt: utc(c.ExpiresAt)}
	_, err := s.db.bun.NewInsert().Model(&row).Exec(ctx)
	return translate(err)
}

// MFAChallenge returns an unexpired challenge.
func (s *MFAStore) MFAChallenge(ctx context.Context, tokenHash string, now time.Time) (*bookstore.MFAChallenge, error) {
	var row mfaChallengeRow
	if err := s.db.bun.NewSelect().Model(&row).Where("token_hash = ? AND expires_at > ?", tokenHash, utc(now)).Scan(ctx); err != nil {
		return nil, translate(err)
	}
	return &bookstore.MFAChallenge{TokenHash: row.TokenHash, UserID: row.UserID, Purpose: bookstore.MFAChallengePurpose(row.Purpose),
		Remember: row.Remember, Failures: row.Failures, CreatedAt: row.CreatedAt.UTC(), ExpiresAt: row.ExpiresAt.UTC()}, nil
}

// FailMFAChallenge counts a wrong code and ends the challenge at the limit.
func (s *MFAStore) FailMFAChallenge(ctx context.Context, tokenHash string, maxFailures int) (int, error) {
	var failures int
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Table("mfa_challenges").Set("failures = failures + 1").Where("token_hash = ?", tokenHash).Exec(ctx); err != nil {
			return translate(err)
		}
		err := tx.NewSelect().Table("mfa_challenges").Column("failures").Where("token_hash = ?", tokenHash).Scan(ctx, &failures)
		if errors.Is(translate(err), bookstore.ErrNotFound) {
			failures = maxFailures
			return nil
		}
		if err != nil {
			return translate(err)
		}
		if failures >= maxFailures {
			_, err = tx.NewDelete().Table("mfa_challenges").Where("token_hash = ?", tokenHash).Exec(ctx)
		}
		return translate(err)
	})
	return failures, err
}

// DeleteMFAChallenge ends a challenge.
func (s *MFAStore) DeleteMFAChallenge(ctx context.Context, tokenHash string) error {
	_, err := s.db.bun.NewDelete().Table("mfa_challenges").Where("token_hash = ?", tokenHash).Exec(ctx)
	return translate(err)
}

// DeleteMFAChallengesBefore prunes expired challenges.
func (s *MFAStore) DeleteMFAChallengesBefore(ctx context.Context, before time.Time) (int, error) {
	res, err := s.db.bun.NewDelete().Table("mfa_challenges").Where("expires_at < ?", utc(before)).Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// StoredSecrets lists the factors' shared secrets and the named app
// secrets, as stored (auth seals them at start).
func (s *MFAStore) StoredSecrets(ctx context.Context, appNames []string) ([]bookstore.StoredSecret, error) {
	var out []bookstore.StoredSecret
	var mfa []mfaRow
	if err := s.db.bun.NewSelect().Model(&mfa).Column("user_id", "secret").OrderExpr("user_id").Scan(ctx); err != nil {
		return nil, translate(err)
	}
	for _, r := range mfa {
		out = append(out, bookstore.StoredSecret{Table: "mfa_secrets", Key: r.UserID, Value: r.Secret})
	}
	if len(appNames) == 0 {
		return out, nil
	}
	var apps []struct {
		Name  string `bun:"name"`
		Value string `bun:"value"`
	}
	if err := s.db.bun.NewSelect().Table("app_secrets").Column("name", "value").Where("name IN (?)", bun.List(appNames)).
		OrderExpr("name").Scan(ctx, &apps); err != nil {
		return nil, translate(err)
	}
	for _, a := range apps {
		out = append(out, bookstore.StoredSecret{Table: "app_secrets", Key: a.Name, Value: a.Value})
	}
	return out, nil
}

// ReplaceStoredSecret writes value over r's row if it still holds r.Value
// (another instance starting at the same time may have sealed it first).
func (s *MFAStore) ReplaceStoredSecret(ctx context.Context, r bookstore.StoredSecret, value string) error {
	var err error
	switch r.Table {
	case "mfa_secrets":
		_, err = s.db.bun.NewUpdate().Table("mfa_secrets").Set("secret = ?", value).
			Where("user_id = ? AND secret = ?", r.Key, r.Value).Exec(ctx)
	case "app_secrets":
		_, err = s.db.bun.NewUpdate().Table("app_secrets").Set("value = ?", value).
			Where("name = ? AND value = ?", r.Key, r.Value).Exec(ctx)
	default:
		return errors.New("sqldb: no stored secrets in " + r.Table)
	}
	return translate(err)
}

// UnkeyedRecoveryHashes lists the recovery-code hashes stored before they
// were keyed (a bare SHA-256, without the "h1:" mark).
func (s *MFAStore) UnkeyedRecoveryHashes(ctx context.Context) ([]bookstore.StoredSecret, error) {
	var rows []struct {
		UserID   string `bun:"user_id"`
		CodeHash string `bun:"code_hash"`
	}
	if err := s.db.bun.NewSelect().Table("mfa_recovery_codes").Column("user_id", "code_hash").
		Where("code_hash NOT LIKE ?", "h1:%").Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make([]bookstore.StoredSecret, 0, len(rows))
	for _, r := range rows {
		out = append(out, bookstore.StoredSecret{Table: "mfa_recovery_codes", Key: r.UserID, Value: r.CodeHash})
	}
	return out, nil
}

// ReplaceRecoveryHash rewrites one recovery code's hash, used or not.
func (s *MFAStore) ReplaceRecoveryHash(ctx context.Context, userID, old, hash string) error {
	_, err := s.db.bun.NewUpdate().Table("mfa_recovery_codes").Set("code_hash = ?", hash).
		Where("user_id = ? AND code_hash = ?", userID, old).Exec(ctx)
	return translate(err)
}
