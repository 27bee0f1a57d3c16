package auth

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// CheckPasswordResetToken tells whether a reset link's token is still
// usable (not used, not expired) without using it, so that the reset page
// can say a dead link is dead before the visitor types a new password. It
// answers the same invalid error ResetPassword gives for such a token.
func (s *Service) CheckPasswordResetToken(ctx context.Context, token string) error {
	if s.st.Resets == nil {
		return errResetOff
	}
	badToken := bookstore.Invalid(bookstore.FieldError{Field: "token", Message: bookstore.MsgResetTokenInvalid})
	if token == "" || len(token) > 64 { // bookstore.NewToken makes 64 characters
		return badToken
	}
	_, err := s.st.Resets.PasswordResetUser(ctx, bookstore.HashToken(token), s.now().UTC())
	if errors.Is(err, bookstore.ErrNotFound) {
		return badToken
	}
	return err
}
