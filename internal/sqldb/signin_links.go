package sqldb

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// SignInLinkStore holds the one-time sign-in links (requests and minted links).
type SignInLinkStore struct{ db *DB }

// NewSignInLinkStore returns the sign-in link store on db's connection.
func NewSignInLinkStore(db *DB) *SignInLinkStore { return &SignInLinkStore{db} }

// CreateSignInLinkRequest stores a request.
func (s *SignInLinkStore) CreateSignInLinkRequest(ctx context.Context, l bookstore.SignInLink) error {
	_, err := s.db.bun.ExecContext(ctx, `INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at, ip)
		VALUES (?, ?, ?, ?, ?)`, l.TokenHash, l.UserID, utc(l.CreatedAt), utc(l.ExpiresAt), l.IP)
	return translate(err)
}

// CountSignInLinkRequests counts a user's requests since a time.
func (s *SignInLinkStore) CountSignInLinkRequests(ctx context.Context, userID string, since time.Time) (int, error) {
	n, err := s.db.bun.NewSelect().Table("sign_in_links").
		Where("user_id = ? AND created_at >= ? AND request_hash IS NULL", userID, utc(since)).Count(ctx)
	return int(n), translate(err)
}

// CreateSignInLink stores a link for a live request in one INSERT ...
// SELECT, so a request used or expired meanwhile mints nothing.
func (s *SignInLinkStore) CreateSignInLink(ctx context.Context, l bookstore.SignInLink) error {
	return onlyOne(s.db.bun.ExecContext(ctx, `INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at, ip, request_hash)
		SELECT ?, user_id, ?, ?, ip, token_hash FROM sign_in_links
		WHERE token_hash = ? AND request_hash IS NULL AND used_at IS NULL AND expires_at > ?`,
		l.TokenHash, utc(l.CreatedAt), utc(l.ExpiresAt), l.RequestHash, utc(l.CreatedAt)))
}

// UseSignInLink uses a link once and voids the user's other requests and
// links, in one transaction.
func (s *SignInLinkStore) UseSignInLink(ctx context.Context, tokenHash string, at time.Time) (string, error) {
	at = utc(at)
	var userID string
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var ids []string
		if err := tx.NewRaw(`UPDATE sign_in_links SET used_at = ?
			WHERE token_hash = ? AND request_hash IS NOT NULL AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
			at, tokenHash, at).Scan(ctx, &ids); err != nil {
			return translate(err)
		}
		if len(ids) != 1 {
			return bookstore.ErrNotFound
		}
		userID = ids[0]
		_, err := tx.NewUpdate().Table("sign_in_links").Set("used_at = ?", at).
			Where("user_id = ? AND used_at IS NULL", userID).Exec(ctx)
		return translate(err)
	})
	return userID, err
}

// DeleteSignInLinksBefore prunes rows that expired before a time.
func (s *SignInLinkStore) DeleteSignInLinksBefore(ctx context.Context, before time.Time) (int, error) {
	res, err := s.db.bun.NewDelete().Table("sign_in_links").Where("expires_at < ?", utc(before)).Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

var _ bookstore.SignInLinkStore = (*SignInLinkStore)(nil)
