package auth

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"bookstore/internal/bookstore"
	"bookstore/internal/secretbox"
)

// The stored secrets of sign-in are sealed with BOOKSTORE_SECRET_KEY
// (internal/secretbox): the TOTP shared secrets, the remembered-device
// signing key and the key of the recovery codes' hash. Whoever holds only
// the database or a backup can neither mint codes nor test guesses of a
// recovery code. Each sealed value is bound to its record (the table and
// the row's key), so one cannot be copied onto another account.

// recoveryKeyName is the app secret that keys the recovery codes' hash.
const recoveryKeyName = "recovery-code-hmac"

// recoveryHashPrefix marks a keyed recovery-code hash; a bare SHA-256 (64
// hex characters) is a row from before, upgraded at start.
const recoveryHashPrefix = "h1:"

// ownedAppSecrets are the app_secrets rows this package seals.
var ownedAppSecrets = []string{deviceKeyName, recoveryKeyName}

// UseSecretKeys sets the keys that seal the stored secrets (wiring gives
// BOOKSTORE_SECRET_KEY and the old keys).
func (s *Service) UseSecretKeys(r *secretbox.Keyring) {
	s.devices.mu.Lock()
	defer s.devices.mu.Unlock()
	s.devices.box, s.devices.key, s.devices.recovery = r, nil, nil
}

// keyring returns the configured keys. A service built without them (a
// test's) seals with a key of its own that lives as long as the process.
func (s *Service) keyring() *secretbox.Keyring {
	s.devices.mu.Lock()
	defer s.devices.mu.Unlock()
	return s.keyringLocked()
}

func (s *Service) keyringLocked() *secretbox.Keyring {
	if s.devices.box == nil {
		k, err := secretbox.ParseKey(secretbox.NewKey())
		if err == nil {
			s.devices.box, err = secretbox.New(k)
		}
		if err != nil {
			panic(err)
		}
	}
	return s.devices.box
}

func mfaRecord(userID string) string           { return "mfa_secrets:" + userID }
func appRecord(name string) string             { return "app_secrets:" + name }
func recordOf(r bookstore.StoredSecret) string { return r.Table + ":" + r.Key }

// openTOTP returns the shared secret of a factor. A value written before
// sealing began (by an instance not yet upgraded) is still read; the next
// start seals it.
func (s *Service) openTOTP(m *bookstore.MFA) (string, error) {
	if !secretbox.Sealed(m.Secret) {
		return m.Secret, nil
	}
	plain, _, err := s.keyring().Open(m.Secret, mfaRecord(m.UserID))
	if err != nil {
		return "", fmt.Errorf("two-factor secret of %s: %w", m.UserID, err)
	}
	return plain, nil
}

// appKey returns the named random key of app_secrets, made and sealed by
// whichever instance needs it first, with the lock held.
func (s *Service) appKeyLocked(ctx context.Context, name string) ([]byte, error) {
	box := s.keyringLocked()
	v, err := s.st.Secrets.AppSecret(ctx, name, func() string {
		b := make([]byte, 32)
		_, _ = rand.Read(b)
		return box.Seal(hex.EncodeToString(b), appRecord(name))
	})
	if err != nil {
		return nil, err
	}
	if secretbox.Sealed(v) {
		if v, _, err = box.Open(v, appRecord(name)); err != nil {
			return nil, fmt.Errorf("app secret %s: %w", name, err)
		}
	}
	return hex.DecodeString(v)
}

// recoveryHash is the stored form of a normalised recovery code:
// HMAC-SHA-256, under the sealed app key, of the code's SHA-256 (the form
// rows had before, so they are upgraded without knowing the codes).
func (s *Service) recoveryHash(ctx context.Context, norm string) (string, error) {
	k, err := s.recoveryKey(ctx)
	if err != nil {
		return "", err
	}
	return recoveryHashPrefix + secretbox.MAC(k, bookstore.HashToken(norm)), nil
}

func (s *Service) recoveryKey(ctx context.Context) ([]byte, error) {
	if s.st.Secrets == nil {
		return nil, errors.New("auth: recovery codes need a SecretStore")
	}
	return s.cachedAppKey(ctx, recoveryKeyName, &s.devices.recovery)
}

// secretRows is the storage the sweep walks (sqldb.MFAStore).
type secretRows interface {
	StoredSecrets(ctx context.Context, appNames []string) ([]bookstore.StoredSecret, error)
	ReplaceStoredSecret(ctx context.Context, r bookstore.StoredSecret, value string) error
	UnkeyedRecoveryHashes(ctx context.Context) ([]bookstore.StoredSecret, error)
	ReplaceRecoveryHash(ctx context.Context, userID, old, hash string) error
}

// SealStoredSecrets runs at start: it seals the secrets stored in plain
// text before sealing began, re-seals those an old key sealed with the
// current key (key rotation), and turns bare SHA-256 recovery-code hashes
// into keyed ones. A value sealed with a key the ring does not hold stops
// it with ErrUnknownKey: a wrong BOOKSTORE_SECRET_KEY. It returns how many
// values it rewrote.
func (s *Service) SealStoredSecrets(ctx context.Context) (int, error) {
	rows, ok := s.st.MFA.(secretRows)
	if !ok || s.st.Secrets == nil {
		return 0, nil
	}
	box := s.keyring()
	list, err := rows.StoredSecrets(ctx, ownedAppSecrets)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, r := range list {
		plain := r.Value
		if secretbox.Sealed(r.Value) {
			p, stale, err := box.Open(r.Value, recordOf(r))
			if err != nil {
				return n, fmt.Errorf("%s of %s: %w", r.Table, r.Key, err)
			}
			if !stale {
				continue
			}
			plain = p
		}
		if err := rows.ReplaceStoredSecret(ctx, r, box.Seal(plain, recordOf(r))); err != nil {
			return n, err
		}
		n++
	}
	// The device key is made now if missing: from the first start on, a
	// start with a wrong key stops here, before any account enrolled.
	if _, err := s.deviceKey(ctx); err != nil {
		return n, err
	}
	legacy, err := rows.UnkeyedRecoveryHashes(ctx)
	if err != nil || len(legacy) == 0 {
		return n, err
	}
	k, err := s.recoveryKey(ctx)
	if err != nil {
		return n, err
	}
	for _, r := range legacy {
		if strings.HasPrefix(r.Value, recoveryHashPrefix) {
			continue
		}
		if err := rows.ReplaceRecoveryHash(ctx, r.Key, r.Value, recoveryHashPrefix+secretbox.MAC(k, r.Value)); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
