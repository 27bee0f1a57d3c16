package bookstore

import (
	"context"
	"time"
)

// MailStatus is where an outgoing mail stands in the outbox.
type MailStatus string

const (
	// MailPending waits for a worker (first try or a retry after backoff).
	MailPending MailStatus = "pending"
	// MailSent was accepted by the SMTP server.
	MailSent MailStatus = "sent"
	// MailLogged was written to the server log because no SMTP server is
	// configured (the embedded default); it never left the machine.
	MailLogged MailStatus = "logged"
	// MailFailed gave up after the maximum number of attempts.
	MailFailed MailStatus = "failed"
)

// Label is the Turkish name of the status (admin outbox).
func (s MailStatus) Label() string {
	switch s {
	case MailSent:
		return "Gönderildi"
	case MailLogged:
		return "Günlüğe yazıldı"
	case MailFailed:
		return "Başarısız"
	default:
		return "Bekliyor"
	}
}

// Kinds of mail; the kind is part of the dedup key and shown to admins.
const (
	MailWelcome         = "welcome"
	MailPasswordReset   = "password-reset"
	MailPasswordChanged = "password-changed"
	MailOrderConfirmed  = "order-confirmed"
	MailOrderShipped    = "order-shipped"
	MailOrderDelivered  = "order-delivered"
	MailOrderCancelled  = "order-cancelled"
	MailStockBack       = "stock-back"
)

// Mail is one message in the outbox. The bodies are complete (rendered when
// queued), so a worker only has to deliver them.
type Mail struct {
	ID string
	// DedupKey is unique in the outbox: queueing the same notification twice
	// (e.g. "order-confirmed:<order id>") stores it once.
	DedupKey string
	Kind     string
	ToEmail  string
	ToName   string
	Subject  string
	TextBody string
	HTMLBody string
	// MessageID is the unique part of the Message-ID header, chosen when
	// the mail is queued and kept in the outbox, so every attempt to send
	// the mail (a retry after a delivery that could not be recorded) carries
	// the same Message-ID and receivers can drop the duplicate. Without an
	// "@" the sender adds its own domain. Empty: the outbox chooses one.
	MessageID string

	Status        MailStatus
	Attempts      int
	LastError     string
	NextAttemptAt time.Time
	// ClaimToken identifies the worker's claim; marking a mail needs it, so
	// a worker whose lease ran out cannot overwrite a newer claim.
	ClaimToken string
	CreatedAt  time.Time
	SentAt     time.Time // zero until sent or logged
}

// MailSummary is an outbox row without its bodies (admin list).
type MailSummary struct {
	ID        string
	Kind      string
	ToEmail   string
	Subject   string
	Status    MailStatus
	Attempts  int
	LastError string
	CreatedAt time.Time
	SentAt    time.Time
}

// StockAlert is an unsent "tell me when it is back" request whose book is
// in stock again, with what its mail needs.
type StockAlert struct {
	ID        string
	UserID    string
	Email     string
	FullName  string
	BookID    string
	BookTitle string
}

// Outbox stores outgoing mail. Several server instances share it: a claim
// takes rows no other worker holds (FOR UPDATE SKIP LOCKED on PostgreSQL)
// and leases them, so a crashed worker's rows are retried after the lease.
type Outbox interface {
	// EnqueueMail stores a pending mail; a mail whose DedupKey is already
	// in the outbox is not stored again and queued reports false.
	EnqueueMail(ctx context.Context, m Mail) (queued bool, err error)
	// ClaimMails leases up to limit due mails (pending, next attempt reached,
	// no live lease) to one worker, counting the attempt.
	ClaimMails(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Mail, error)
	// MarkMailDelivered records a delivery (MailSent or MailLogged). With
	// redact the bodies are replaced, for mails holding a secret.
	MarkMailDelivered(ctx context.Context, id, claimToken string, status MailStatus, at time.Time, redact bool) error
	// MarkMailFailed records a failed attempt: pending again from next, or
	// MailFailed when giveUp.
	MarkMailFailed(ctx context.Context, id, claimToken, lastError string, next time.Time, giveUp bool) error
	// Mails lists the outbox newest first with the total count.
	Mails(ctx context.Context, p PageRequest) ([]MailSummary, int, error)
	// MailByID returns one mail with its bodies, or ErrNotFound.
	MailByID(ctx context.Context, id string) (*Mail, error)
	// ClaimStockAlerts takes up to limit unsent stock alerts whose book now
	// has stock, marks each sent and enqueues the mail build makes for it in
	// the same transaction, so each alert is mailed once across instances.
	ClaimStockAlerts(ctx context.Context, limit int, build func(StockAlert) (Mail, error)) (int, error)
}

// PasswordReset is a reset request; only the SHA-256 of its token is stored.
type PasswordReset struct {
	TokenHash string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
	IP        string
}

// PasswordResetStore keeps reset tokens and applies a reset.
type PasswordResetStore interface {
	CreatePasswordReset(ctx context.Context, r PasswordReset) error
	// CountPasswordResets counts the user's reset requests since a time.
	CountPasswordResets(ctx context.Context, userID string, since time.Time) (int, error)
	// PasswordResetUser returns the user of an unused, unexpired token, or ErrNotFound.
	PasswordResetUser(ctx context.Context, tokenHash string, now time.Time) (*User, error)
	// ResetPassword, in one transaction, uses the token (once: a
	// conditional update; ErrNotFound when used, expired or unknown), sets
	// the password hash, voids the user's other tokens and deletes every
	// session of the user. It returns the user id.
	ResetPassword(ctx context.Context, tokenHash, passwordHash string, now time.Time) (string, error)
	DeletePasswordResetsBefore(ctx context.Context, before time.Time) (int, error)
}

// AccountNotifier mails account events. Failures are logged by the caller
// and never fail the account operation itself.
type AccountNotifier interface {
	Welcome(ctx context.Context, u *User) error
	// PasswordResetRequested mails the reset link carrying the raw token.
	PasswordResetRequested(ctx context.Context, u *User, token string, expires time.Time) error
	PasswordChanged(ctx context.Context, u *User) error
}

// Password reset rules and messages (the spec has none; ASVS 2.3.1, 2.5.5).
const (
	PasswordResetTTL = time.Hour
	// PasswordResetsPerHour bounds the reset mails one account gets.
	PasswordResetsPerHour = 3

	MsgResetTokenInvalid = "Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin."
)
