package auth

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

var errResetOff = errors.New("auth: password reset needs a PasswordResetStore")

// RequestPasswordReset queues a reset mail to the account of the e-mail
// (a mailed link: mailed_link.go); the link works for
// bookstore.PasswordResetTTL once sent. Only a malformed address is an error.
func (s *Service) RequestPasswordReset(ctx context.Context, email string, c Client) error {
	if s.st.Resets == nil {
		return errResetOff
	}
	u, err := s.requestLink(ctx, s.resetLinks(), email, c)
	if u != nil {
		s.audit(ctx, bookstore.ActionPasswordResetRequested, u.ID)
	}
	return err
}

// MintPasswordResetLink makes the single-use token of a reset mail's link
// just before the mail worker hands it to SMTP (bookstore.ErrNotFound for a
// request used or older than bookstore.PasswordResetMailWindow).
func (s *Service) MintPasswordResetLink(ctx context.Context, requestID string) (string, time.Time, error) {
	if s.st.Resets == nil {
		return "", time.Time{}, errResetOff
	}
	return s.mintLink(ctx, s.resetLinks(), requestID)
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
