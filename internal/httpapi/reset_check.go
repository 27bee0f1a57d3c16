package httpapi

import "context"

// PasswordResetCheck is the token of a reset link, sent in the body so it
// stays out of URLs and access logs.
type PasswordResetCheck struct {
	Token string `json:"token" maxLength:"128"`
}

type passwordResetCheckInput struct{ Body PasswordResetCheck }

// checkPasswordReset answers 204 for a usable reset token and a 422 with
// the dead-link message otherwise; the token is not used. It shares the
// sign-in limit per address, so it is no faster way to guess tokens.
func (h authHandlers) checkPasswordReset(ctx context.Context, in *passwordResetCheckInput) (*struct{}, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	if err := h.auth.CheckPasswordResetToken(ctx, in.Body.Token); err != nil {
		return nil, err
	}
	return nil, nil
}
