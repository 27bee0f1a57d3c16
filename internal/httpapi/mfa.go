package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Two-factor sign-in. The second step and an admin's enrolment during
// sign-in are reached only with the half-signed-in cookie (cookieChallenge),
// which no other route accepts; a signed-in member, author or admin
// manages their factor from the profile with their session.

type MFAStatusResponse struct {
	Enabled           bool `json:"enabled"`
	RecoveryCodesLeft int  `json:"recoveryCodesLeft"`
	Required          bool `json:"required" doc:"an admin under BOOKSTORE_ADMIN_MFA=required: cannot turn it off"`
}

type mfaStatusOutput struct{ Body MFAStatusResponse }

func (h authHandlers) getMFA(ctx context.Context, _ *struct{}) (*mfaStatusOutput, error) {
	u, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	st, err := h.auth.MFAStatusOf(ctx, u)
	if err != nil {
		return nil, err
	}
	return &mfaStatusOutput{Body: MFAStatusResponse{Enabled: st.Enabled, RecoveryCodesLeft: st.RecoveryCodesLeft, Required: st.Required}}, nil
}

type MFASetupResponse struct {
	Secret     string `json:"secret" doc:"base32 secret, for typing into an authenticator app"`
	OtpauthURL string `json:"otpauthUrl"`
	QRCode     string `json:"qrCode" doc:"the otpauth URL as a PNG data URL"`
}

type mfaSetupOutput struct{ Body MFASetupResponse }

// mfaSubject is who is enrolling: the signed-in user, else the user of an
// enrolment challenge.
func (h authHandlers) mfaSubject(ctx context.Context) (*bookstore.User, error) {
	u, err := caller(ctx)
	if err != nil || u != nil {
		return u, err
	}
	v, _ := ctx.Value(keyViewer).(*viewer)
	return h.auth.ChallengeUser(ctx, v.challenge)
}

func (h authHandlers) setupMFA(ctx context.Context, _ *struct{}) (*mfaSetupOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	u, err := h.mfaSubject(ctx)
	if err != nil {
		return nil, err
	}
	st, err := h.auth.SetupMFA(ctx, u)
	if err != nil {
		return nil, err
	}
	return &mfaSetupOutput{Body: MFASetupResponse{Secret: st.Secret, OtpauthURL: st.URL, QRCode: st.QR}}, nil
}

type MFACodeRequest struct {
	Code string `json:"code" maxLength:"32" doc:"6-digit code, or a recovery code when signing in"`
}

type mfaCodeInput struct{ Body MFACodeRequest }

type MFAEnableResponse struct {
	RecoveryCodes []string     `json:"recoveryCodes" doc:"shown this once"`
	User          *CurrentUser `json:"user"`
}

type mfaEnableOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      MFAEnableResponse
}

// enableMFA confirms the setup with a code: from the profile it replaces the
// session with one that passed the second step; at an enrolment challenge
// it completes the sign-in.
func (h authHandlers) enableMFA(ctx context.Context, in *mfaCodeInput) (*mfaEnableOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	u, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	if u != nil {
		sig, codes, err := h.auth.EnableMFAInSession(ctx, u, currentSession(ctx), in.Body.Code, client(ctx))
		if err != nil {
			return nil, err
		}
		out := h.startSession(ctx, sig)
		return &mfaEnableOutput{SetCookie: out.SetCookie, Body: MFAEnableResponse{RecoveryCodes: codes, User: out.Body.User}}, nil
	}
	v, _ := ctx.Value(keyViewer).(*viewer)
	sig, codes, err := h.auth.CompleteEnrolment(ctx, v.challenge, in.Body.Code, client(ctx))
	if err != nil {
		return nil, err
	}
	out := h.startSession(ctx, sig)
	return &mfaEnableOutput{SetCookie: append(out.SetCookie, h.clearChallenge(ctx)),
		Body: MFAEnableResponse{RecoveryCodes: codes, User: out.Body.User}}, nil
}

// verifyMFA is the sign-in's second step.
func (h authHandlers) verifyMFA(ctx context.Context, in *mfaCodeInput) (*authOutput, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	v, _ := ctx.Value(keyViewer).(*viewer)
	sig, err := h.auth.VerifyMFA(ctx, v.challenge, in.Body.Code, client(ctx))
	if err != nil {
		return nil, err
	}
	out := h.startSession(ctx, sig)
	out.SetCookie = append(out.SetCookie, h.clearChallenge(ctx))
	return out, nil
}

type MFADisableRequest struct {
	Password string `json:"password" maxLength:"1024"`
	Code     string `json:"code" maxLength:"32" doc:"6-digit code or a recovery code"`
}

type mfaDisableInput struct{ Body MFADisableRequest }

func (h authHandlers) disableMFA(ctx context.Context, in *mfaDisableInput) (*struct{}, error) {
	if err := h.limitAuth(ctx); err != nil {
		return nil, err
	}
	u, err := caller(ctx)
	if err != nil {
		return nil, err
	}
	return nil, h.auth.DisableMFA(ctx, u, in.Body.Password, in.Body.Code, client(ctx))
}

func (h authHandlers) clearChallenge(ctx context.Context) http.Cookie {
	return newCookie(cookieChallenge, "", clientOf(ctx).HTTPS, time.Time{}, -1)
}
