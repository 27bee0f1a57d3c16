package bookstore

import (
	"context"
	"time"
)

// LoginAttempt is one sign-in try, kept to slow guessing per account and
// source across every server instance.
type LoginAttempt struct {
	Email string
	IP    string
	// Device is the id of the browser's remembered-device cookie when it
	// belongs to the account, else empty: such tries are counted per
	// device, not per address.
	Device    string
	Succeeded bool
	At        time.Time
}

// LoginSource is where tries come from: a remembered device, else an address.
type LoginSource struct {
	IP     string
	Device string
}

// LoginFailures summarises an account's recent failed tries.
type LoginFailures struct {
	// FromSource counts the source's failures since its latest success;
	// LastFromSource is the latest of them.
	FromSource     int
	LastFromSource time.Time
	// Anonymous counts failures without a remembered device from any
	// address (the distributed-guessing ceiling); FirstAnonymous and
	// LastAnonymous the earliest and latest of them.
	Anonymous      int
	FirstAnonymous time.Time
	LastAnonymous  time.Time
}

// LoginAttemptStore records sign-in tries.
type LoginAttemptStore interface {
	RecordLoginAttempt(ctx context.Context, a LoginAttempt) error
	// LoginFailures counts the e-mail's failures since the given time.
	LoginFailures(ctx context.Context, email string, src LoginSource, since time.Time) (LoginFailures, error)
	// ClaimLoginAlert records that the owner of email is warned at `at`
	// unless they were warned after notBefore; when it claims, fx (the
	// warning mail) is written in the same transaction.
	ClaimLoginAlert(ctx context.Context, email string, at, notBefore time.Time, fx Effects) (bool, error)
	// ClearLoginFailures forgets the e-mail's failed tries (a password reset).
	ClearLoginFailures(ctx context.Context, email string) error
	DeleteLoginAttemptsBefore(ctx context.Context, before time.Time) (int, error)
}

// SecretStore keeps keys every instance shares.
type SecretStore interface {
	// AppSecret returns the named secret, storing generate's value first
	// when there is none (the first instance to ask wins).
	AppSecret(ctx context.Context, name string, generate func() string) (string, error)
}

// SecurityMails renders security notices for the outbox.
type SecurityMails interface {
	// SignInFailuresMail warns the owner of failed sign-ins: when and from
	// which address, never a secret.
	SignInFailuresMail(ctx context.Context, u *User, at time.Time, ip string) (Mail, error)
}

// MailSignInFailures is the kind of the failed sign-ins warning.
const MailSignInFailures = "sign-in-failures"

// Sign-in throttling messages.
const (
	MsgSignInThrottled = "Çok fazla başarısız giriş denemesi. Lütfen %s sonra tekrar deneyin."
	// MsgHashBusy answers a password check turned away because too many
	// are being computed at once (auth's hashing slots).
	MsgHashBusy = "Şu anda çok sayıda şifre denetimi yapılıyor. Lütfen birkaç saniye sonra tekrar deneyin."
)
