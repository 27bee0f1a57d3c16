package auth

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

var errResetOff = errors.New("auth: password reset needs a PasswordResetStore")

// RequestPasswordReset queues a reset mail to the account of the e-mail;
// its single-use link, valid for bookstore.PasswordResetTTL, is minted
// when the mail is sent. It answers the
// same (nil) whether or not the account exists, and also when the account
// has had PasswordResetsPerHour links in the last hour (the extra request is
// only logged). Only a malformed address is an error.
func (s *Service) RequestPasswordReset(ctx context.Context, email string, c Client) error {
	if s.st.Resets == nil {
		return errResetOff
	}
	email = bookstore.NormalizeEmail(email)
	if fe := bookstore.ValidateEmail(email); fe != nil {
		return bookstore.Invalid(*fe)
	}
	u, _, err := s.st.Users.Credentials(ctx, email)
	if errors.Is(err, bookstore.ErrNotFound) {
		s.log.InfoContext(ctx, "security: password reset for an unknown e-mail", "email_sha", shortHash(email), "ip", c.IP)
		return nil
	}
	if err != nil {
		return err
	}
	now := s.now().UTC()
	n, err := s.st.Resets.CountPasswordResets(ctx, u.ID, now.Add(-time.Hour))
	if err != nil {
		return err
	}
	if n >= bookstore.PasswordResetsPerHour {
		s.log.WarnContext(ctx, "security: password reset limit reached", "user", u.ID, "ip", c.IP)
		return nil
	}
	// The request holds no token: the link's token is minted when the mail
	// is sent (MintPasswordResetLink), so the queued mail can hold none.
	request := bookstore.NewResetRequestID()
	if err := s.st.Resets.CreatePasswordReset(ctx, bookstore.PasswordReset{TokenHash: request, UserID: u.ID,
		CreatedAt: now, ExpiresAt: now.Add(bookstore.PasswordResetMailWindow), IP: c.IP}); err != nil {
		return err
	}
	if s.notify != nil {
		if err := s.notify.PasswordResetRequested(ctx, u, request); err != nil {
			s.log.ErrorContext(ctx, "password reset mail not queued", "err", err, "user", u.ID)
		}
	}
	s.audit(ctx, bookstore.ActionPasswordResetRequested, u.ID)
	return nil
}

// MintPasswordResetLink makes the single-use token of a reset mail's link,
// valid for bookstore.PasswordResetTTL from now, for a request still open
// (bookstore.ErrNotFound otherwise: used, or older than
// bookstore.PasswordResetMailWindow). The mail worker calls it just before
// handing the mail to SMTP; only the token's hash is stored.
func (s *Service) MintPasswordResetLink(ctx context.Context, requestID string) (string, time.Time, error) {
	if s.st.Resets == nil {
		return "", time.Time{}, errResetOff
	}
	token, now := bookstore.NewToken(), s.now().UTC()
	expires := now.Add(bookstore.PasswordResetTTL)
	if err := s.st.Resets.CreatePasswordResetLink(ctx, bookstore.PasswordReset{TokenHash: bookstore.HashToken(token),
		RequestHash: requestID, CreatedAt: now, ExpiresAt: expires}); err != nil {
		return "", time.Time{}, err
	}
	return token, expires, nil
}

var _ bookstore.ResetLinkMinter = (*Service)(nil)

// PasswordReset is the form of the reset page.
type PasswordReset struct {
	Token           string
	Password        string
	ConfirmPassword string
}

// ResetPassword sets a new password with a reset token. The token works
// once and for an hour; the password follows the registration rules; every
// session of the user ends and a notice is mailed.
func (s *Service) ResetPassword(ctx context.Context, r PasswordReset) error {
	if s.st.Resets == nil {
		return errResetOff
	}
	badToken := bookstore.Invalid(bookstore.FieldError{Field: "token", Message: bookstore.MsgResetTokenInvalid})
	if r.Token == "" || len(r.Token) > 64 { // bookstore.NewToken makes 64 characters
		return badToken
	}
	hash := bookstore.HashToken(r.Token)
	now := s.now().UTC()
	u, err := s.st.Resets.PasswordResetUser(ctx, hash, now)
	if errors.Is(err, bookstore.ErrNotFound) {
		return badToken
	}
	if err != nil {
		return err
	}
	var fields []bookstore.FieldError
	if r.Password == "" {
		fields = append(fields, bookstore.FieldError{Field: "password", Message: bookstore.MsgRequired})
	} else if msg := bookstore.CheckPassword(r.Password, u.Email, u.FullName); msg != "" {
		fields = append(fields, bookstore.FieldError{Field: "password", Message: msg})
	}
	switch {
	case r.ConfirmPassword == "":
		fields = append(fields, bookstore.FieldError{Field: "confirmPassword", Message: bookstore.MsgRequired})
	case r.ConfirmPassword != r.Password:
		fields = append(fields, bookstore.FieldError{Field: "confirmPassword", Message: bookstore.MsgPasswordsMismatch})
	}
	if len(fields) > 0 {
		return bookstore.Invalid(fields...)
	}
	newHash, err := HashPassword(ctx, r.Password)
	if err != nil {
		return err
	}
	if _, err := s.st.Resets.ResetPassword(ctx, hash, newHash, now); errors.Is(err, bookstore.ErrNotFound) {
		return badToken // used in the meantime
	} else if err != nil {
		return err
	}
	s.log.InfoContext(ctx, "security: password reset; every session ended", "user", u.ID)
	// The owner proved control of the mailbox: failed tries so far no
	// longer slow anyone down.
	if err := s.st.Attempts.ClearLoginFailures(ctx, u.Email); err != nil {
		s.log.ErrorContext(ctx, "clearing sign-in failures failed", "err", err, "user", u.ID)
	}
	s.audit(ctx, bookstore.ActionPasswordReset, u.ID)
	if s.notify != nil {
		if err := s.notify.PasswordChanged(ctx, u); err != nil {
			s.log.ErrorContext(ctx, "password changed mail not queued", "err", err, "user", u.ID)
		}
	}
	return nil
}

func (s *Service) audit(ctx context.Context, action bookstore.AuditAction, userID string) {
	if err := s.st.Audit.RecordAudit(ctx, bookstore.AuditEntry{ActorID: userID, Action: action, Entity: "profiles", EntityID: userID}); err != nil {
		s.log.ErrorContext(ctx, "audit write failed", "err", err, "action", action)
	}
}
