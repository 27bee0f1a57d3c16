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
	MailWelcome = "welcome"
	// MailAuthorWelcome greets an author applicant (not the member welcome);
	// MailAuthorDecision tells the applicant the admin's approval or its
	// removal.
	MailAuthorWelcome   = "author-welcome"
	MailAuthorDecision  = "author-decision"
	MailPasswordReset   = "password-reset"
	MailPasswordChanged = "password-changed"
	MailOrderConfirmed  = "order-confirmed"
	MailOrderShipped    = "order-shipped"
	MailOrderDelivered  = "order-delivered"
	MailOrderCancelled  = "order-cancelled"
	// MailInvoiceReady tells the buyer the invoice was accepted, with the
	// link to the order page where its PDF is.
	MailInvoiceReady   = "invoice-ready"
	MailStockBack      = "stock-back"
	MailReturnUpdate   = "return-update"
	MailReviewRejected = "review-rejected"
	// MailBookRevisionRejected tells an author why their edit of a book was
	// not published.
	MailBookRevisionRejected = "book-revision-rejected"
	MailAnnouncement         = "announcement" // marketing: needs consent
)

// AllMailKinds is every kind of mail the shop queues, in the admin list's
// order: the API's enum of a mail's kind is built from it, so a new kind
// cannot be left out of the admin's list (a test checks that every Mail*
// kind constant of this package is here).
func AllMailKinds() []string {
	return []string{MailWelcome, MailAuthorWelcome, MailAuthorDecision, MailPasswordReset, MailPasswordChanged,
		MailSignInLink, MailSignInFailures, MailOrderConfirmed, MailOrderTransfer, MailOrderShipped, MailOrderDelivered, MailOrderCancelled,
		MailInvoiceReady, MailStockBack, MailReturnUpdate, MailBankRefundSent, MailReviewRejected, MailBookRevisionRejected, MailStaffNotice, MailStaffDigest, MailAnnouncement}
}

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
	// ConsentUserID marks a marketing mail: it is sent only if that member
	// still has e-mail consent when a worker claims it (İYS: checked before
	// each commercial send). Empty for transactional mails.
	ConsentUserID string
	// ListUnsubscribe is the one-click unsubscribe URL of a marketing mail
	// (the List-Unsubscribe header, RFC 8058).
	ListUnsubscribe string

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

// PasswordReset is a reset request or a reset link; only the SHA-256 of a
// link's token is stored. A request (RequestHash empty) holds no usable
// token (its TokenHash is a NewResetRequestID); each link minted for it
// when its mail is handed to SMTP names the request in RequestHash.
type PasswordReset struct {
	TokenHash   string
	RequestHash string
	UserID      string
	CreatedAt   time.Time
	ExpiresAt   time.Time
	IP          string
}

// PasswordResetStore keeps reset tokens and applies a reset.
type PasswordResetStore interface {
	CreatePasswordReset(ctx context.Context, r PasswordReset) error
	// CountPasswordResets counts the user's reset requests (not the links
	// minted for them) since a time.
	CountPasswordResets(ctx context.Context, userID string, since time.Time) (int, error)
	// CreatePasswordResetLink stores a link (r.TokenHash, r.ExpiresAt) for
	// the unused, unexpired request r.RequestHash, taking the user from it;
	// ErrNotFound when the request is unknown, used or expired.
	CreatePasswordResetLink(ctx context.Context, r PasswordReset) error
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
	// PasswordResetRequested queues the reset mail of a request (a
	// NewResetRequestID). The queued copy holds no link: the link's token is
	// minted (ResetLinkMinter) only when the mail is handed to SMTP.
	PasswordResetRequested(ctx context.Context, u *User, requestID string) error
	PasswordChanged(ctx context.Context, u *User) error
}

// AuthorMails renders the mail that tells an author the admin's decision
// on the application: approved, or not (an approval withdrawn or never
// given). The decision's transaction queues it (Effects).
type AuthorMails interface {
	AuthorDecision(ctx context.Context, u *User, authorName string, approved bool) (Mail, error)
}

// ResetLinkMinter mints the token of a reset mail's link at send time.
//
// Why at send time: a mail waiting for SMTP (or failed) sits in the outbox,
// which admins read at /admin/e-postalar, and a development server logs
// mails. Had the link been rendered when the reset was requested, every
// admin and every log reader could take over the account. So the outbox
// keeps the mail with RedactedLink in place of the link, and the worker,
// just before the SMTP conversation, mints a token, stores its hash and
// renders the link into the copy it sends; the token exists in clear only
// in that copy. A retry mints another token (each valid PasswordResetTTL,
// all voided by the first reset), so a resent duplicate that a receiver
// drops by Message-ID cannot leave the user with a dead link.
type ResetLinkMinter interface {
	MintPasswordResetLink(ctx context.Context, requestID string) (token string, expires time.Time, err error)
}

// NewResetRequestID names a reset request. It is stored where a token's
// hash goes, but "request:" never starts a HashToken, so no token opens it.
func NewResetRequestID() string { return resetRequestPrefix + NewToken() }

const resetRequestPrefix = "request:"

// RedactedLink stands in the outbox for a link minted at send time.
const RedactedLink = "[bağlantı gizlendi]"

// Password reset rules and messages (OWASP ASVS 2.3.1, 2.5.5).
const (
	PasswordResetTTL = time.Hour
	// PasswordResetMailWindow is how long a reset request's mail may still
	// be sent (SMTP down for a while); its link then lives PasswordResetTTL
	// from the sending.
	PasswordResetMailWindow = 24 * time.Hour
	// PasswordResetsPerHour bounds the reset mails one account gets.
	PasswordResetsPerHour = 3

	MsgResetTokenInvalid = "Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin."
)
