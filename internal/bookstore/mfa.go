package bookstore

import (
	"context"
	"time"
)

// MFA is an account's TOTP (RFC 6238) second factor.
type MFA struct {
	UserID string
	// Secret is the base32 shared secret as stored: sealed with the
	// secret key (auth opens it).
	Secret  string
	Enabled bool
	// LastStep is the time step of the last accepted code; only later steps
	// are accepted, so a code cannot be used twice.
	LastStep int64
	// RecoveryCodesLeft counts unused recovery codes.
	RecoveryCodesLeft int
}

// StoredSecret is a sealed (or, before sealing began, plain) value of the
// sign-in secrets: a factor's shared secret (Table "mfa_secrets", Key the
// user id), a shared key (Table "app_secrets", Key its name) or a recovery
// code's hash (Key the user id).
type StoredSecret struct {
	Table, Key, Value string
}

// MFAChallengePurpose is what the half-signed-in state waits for.
type MFAChallengePurpose string

const (
	// MFAVerify waits for a code of the enabled factor.
	MFAVerify MFAChallengePurpose = "verify"
	// MFAEnrol waits for an admin to enrol (BOOKSTORE_ADMIN_MFA=required).
	MFAEnrol MFAChallengePurpose = "enrol"
)

// MFAChallenge is the state between a correct password and the second step.
// Only the hash of its cookie token is stored.
type MFAChallenge struct {
	TokenHash string
	UserID    string
	Purpose   MFAChallengePurpose
	Remember  bool
	Failures  int
	CreatedAt time.Time
	ExpiresAt time.Time
}

// MFAStore persists second factors and sign-in challenges.
type MFAStore interface {
	// MFA returns the user's factor, or ErrNotFound when none was started.
	MFA(ctx context.Context, userID string) (*MFA, error)
	// StartMFA stores a new, not yet enabled secret (replacing an earlier
	// unconfirmed one). ErrConflict-style ErrDuplicate when one is enabled.
	StartMFA(ctx context.Context, userID, secret string, at time.Time) error
	// EnableMFA enables the secret after a confirmed code of step, stores
	// the hashes of the recovery codes and writes fx, in one transaction.
	// ErrNotFound when there is no pending secret.
	EnableMFA(ctx context.Context, userID string, step int64, codeHashes []string, at time.Time, fx Effects) error
	// DisableMFA removes the factor and its recovery codes and writes fx.
	DisableMFA(ctx context.Context, userID string, fx Effects) error
	// UseMFAStep accepts a code's time step once: false when the step is
	// not later than the last accepted one.
	UseMFAStep(ctx context.Context, userID string, step int64) (bool, error)
	// UseRecoveryCode marks an unused recovery code used: false when the
	// code is unknown or used.
	UseRecoveryCode(ctx context.Context, userID, codeHash string, at time.Time) (bool, error)

	CreateMFAChallenge(ctx context.Context, c MFAChallenge) error
	// MFAChallenge returns an unexpired challenge, or ErrNotFound.
	MFAChallenge(ctx context.Context, tokenHash string, now time.Time) (*MFAChallenge, error)
	// FailMFAChallenge counts a wrong code; the challenge is deleted when
	// it reaches maxFailures. It returns the failures so far.
	FailMFAChallenge(ctx context.Context, tokenHash string, maxFailures int) (int, error)
	DeleteMFAChallenge(ctx context.Context, tokenHash string) error
	DeleteMFAChallengesBefore(ctx context.Context, before time.Time) (int, error)
}

// Two-factor texts.
const (
	MsgMFACodeInvalid     = "Doğrulama kodu hatalı veya süresi dolmuş."
	MsgMFAChallengeGone   = "Doğrulama süresi doldu. Lütfen yeniden giriş yapın."
	MsgMFAAlreadyEnabled  = "İki adımlı doğrulama zaten açık."
	MsgMFANotEnabled      = "İki adımlı doğrulama açık değil."
	MsgMFARequiredAdmin   = "Yönetici hesaplarında iki adımlı doğrulama zorunludur; kapatılamaz."
	MsgMFASessionRequired = "Yönetim paneli için iki adımlı doğrulama gereklidir. Lütfen çıkış yapıp yeniden giriş yapın."
	MsgMFANotStarted      = "Önce iki adımlı doğrulama kurulumunu başlatın."
)
