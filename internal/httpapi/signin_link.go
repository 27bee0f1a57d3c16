package httpapi

import (
	"context"
	"net/http"
	"time"
)

// One-time sign-in links: the sign-in page offers one to an owner whose
// sign-ins are being slowed. The request answers the same whether or not
// the e-mail has an account (and is padded to the same time, as the
// password reset's); the confirmation answers as a sign-in does.

// MsgSignInLinkRequested is the request's one answer.
const MsgSignInLinkRequested = "Bu e-posta adresiyle kayıtlı bir hesap varsa, giriş bağlantısı gönderildi. Bağlantı 15 dakika geçerlidir ve yalnızca bir kez kullanılabilir."

type SignInLinkRequest struct {
	Email string `json:"email" maxLength:"320"`
}

type signInLinkRequestInput struct{ Body SignInLinkRequest }

type signInLinkRequestOutput struct{ Body PasswordResetAccepted }

// requestSignInLink shares the password reset's per-address limit.
func (h authHandlers) requestSignInLink(ctx context.Context, in *signInLinkRequestInput) (*signInLinkRequestOutput, error) {
	if err := h.limitReset(ctx); err != nil {
		return nil, err
	}
	padded := time.NewTimer(resetAnswerAfter)
	defer padded.Stop()
	if err := h.auth.RequestSignInLink(ctx, in.Body.Email, client(ctx)); err != nil {
		return nil, err
	}
	select {
	case <-padded.C:
	case <-ctx.Done():
	}
	return &signInLinkRequestOutput{Body: PasswordResetAccepted{Message: MsgSignInLinkRequested}}, nil
}

type SignInLinkConfirm struct {
	Token string `json:"token" maxLength:"128"`
}

type signInLinkConfirmInput struct{ Body SignInLinkConfirm }

// confirmSignInLink signs in with a mailed link: a session, or the second
// step's cookie when one is due (as after a right password).
func (h authHandlers) confirmSignInLink(ctx context.Context, in *signInLinkConfirmInput) (*loginOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	sig, err := h.auth.SignInWithLink(ctx, in.Body.Token, client(ctx))
	if err != nil {
		return nil, err
	}
	if ch := sig.Challenge; ch != nil {
		https := clientOf(ctx).HTTPS
		return &loginOutput{SetCookie: []http.Cookie{
			newCookie(cookieChallenge, ch.Token, https, ch.ExpiresAt, int(time.Until(ch.ExpiresAt).Seconds()))},
			Body: LoginResponse{Step: string(ch.Purpose)}}, nil
	}
	out := h.startSession(ctx, sig)
	return &loginOutput{SetCookie: out.SetCookie, Body: LoginResponse{User: out.Body.User}}, nil
}
