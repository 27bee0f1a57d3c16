package auth

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"bookstore/internal/bookstore"
)

// Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, the
// authenticator apps' defaults), through pquerna/otp. A code is accepted
// for its step and one step either side (clock drift), and only once: the
// store keeps the last accepted step. Ten single-use recovery codes are
// shown once at enrolment and stored as keyed hashes; the shared secret is
// stored sealed (secretbox.go).

const (
	mfaIssuer         = "Kitapevi Yayınları"
	recoveryCodeCount = 10
)

var totpOpts = totp.ValidateOpts{Period: 30, Skew: 1, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

var (
	errChallengeGone = bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgMFAChallengeGone)
	errBadCode       = bookstore.Invalid(bookstore.FieldError{Field: "code", Message: bookstore.MsgMFACodeInvalid})
	errMFAOff        = errors.New("auth: two-factor sign-in needs an MFAStore")
)

// secondStep says what the user must do after a right password: verify an
// enabled factor, enrol (an admin when required), or nothing.
func (s *Service) secondStep(ctx context.Context, u *bookstore.User) (bookstore.MFAChallengePurpose, error) {
	if s.st.MFA == nil {
		return "", nil
	}
	m, err := s.st.MFA.MFA(ctx, u.ID)
	switch {
	case err == nil && m.Enabled:
		return bookstore.MFAVerify, nil
	case err != nil && !errors.Is(err, bookstore.ErrNotFound):
		return "", err
	case u.Role == bookstore.RoleAdmin && s.cfg.AdminMFARequired:
		return bookstore.MFAEnrol, nil
	}
	return "", nil
}

// AdminMFARequired reports the BOOKSTORE_ADMIN_MFA=required policy.
func (s *Service) AdminMFARequired() bool { return s.cfg.AdminMFARequired && s.st.MFA != nil }

// startChallenge stores the half-signed-in state; its token goes into its
// own short-lived cookie, which no /api route accepts as a session.
func (s *Service) startChallenge(ctx context.Context, u *bookstore.User, purpose bookstore.MFAChallengePurpose, remember bool) (*SignIn, error) {
	token := bookstore.NewToken()
	now := s.now().UTC()
	ch := bookstore.MFAChallenge{TokenHash: bookstore.HashToken(token), UserID: u.ID, Purpose: purpose, Remember: remember,
		CreatedAt: now, ExpiresAt: now.Add(s.cfg.ChallengeLife)}
	if err := s.st.MFA.CreateMFAChallenge(ctx, ch); err != nil {
		return nil, err
	}
	return &SignIn{User: u, Challenge: &Challenge{Token: token, Purpose: purpose, ExpiresAt: ch.ExpiresAt}}, nil
}

// challenge returns the live challenge of a token for the purpose and its user.
func (s *Service) challenge(ctx context.Context, token string, purpose bookstore.MFAChallengePurpose) (*bookstore.MFAChallenge, *bookstore.User, error) {
	if s.st.MFA == nil || token == "" || len(token) > 64 {
		return nil, nil, errChallengeGone
	}
	ch, err := s.st.MFA.MFAChallenge(ctx, bookstore.HashToken(token), s.now())
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && ch.Purpose != purpose) {
		return nil, nil, errChallengeGone
	}
	if err != nil {
		return nil, nil, err
	}
	u, err := s.st.Users.UserByID(ctx, ch.UserID)
	if err != nil {
		return nil, nil, err
	}
	return ch, u, nil
}

// ChallengeUser is the user waiting at an enrolment challenge (the web's
// enrolment page before a session exists).
func (s *Service) ChallengeUser(ctx context.Context, token string) (*bookstore.User, error) {
	_, u, err := s.challenge(ctx, token, bookstore.MFAEnrol)
	return u, err
}

// VerifyMFA completes a sign-in with a TOTP code or a recovery code. Wrong
// codes count as failed sign-ins of the source (throttle.go) and end the
// challenge after ChallengeFailures.
func (s *Service) VerifyMFA(ctx context.Context, token, code string, c Client) (*SignIn, error) {
	ch, u, err := s.challenge(ctx, token, bookstore.MFAVerify)
	if err != nil {
		return nil, err
	}
	now := s.now()
	src := s.sourceOf(ctx, u, c)
	if err := s.checkThrottle(ctx, u.Email, src, now); err != nil {
		return nil, err
	}
	m, err := s.st.MFA.MFA(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	ok, err := s.checkCode(ctx, m, code)
	if err != nil {
		return nil, err
	}
	if !ok {
		if err := s.recordFailure(ctx, u.Email, u, src, c, now); err != nil {
			return nil, err
		}
		n, err := s.st.MFA.FailMFAChallenge(ctx, ch.TokenHash, s.cfg.ChallengeFailures)
		if err != nil {
			return nil, err
		}
		s.log.InfoContext(ctx, "security: second step failed", "user", u.ID, "ip", c.IP)
		if n >= s.cfg.ChallengeFailures {
			return nil, errChallengeGone
		}
		return nil, errBadCode
	}
	if err := s.st.MFA.DeleteMFAChallenge(ctx, ch.TokenHash); err != nil {
		return nil, err
	}
	if err := s.recordSuccess(ctx, u.Email, src, now); err != nil {
		return nil, err
	}
	return s.startSession(ctx, u, ch.Remember, true, c)
}

// checkCode accepts a 6-digit TOTP code (once) or an unused recovery code.
func (s *Service) checkCode(ctx context.Context, m *bookstore.MFA, code string) (bool, error) {
	code = strings.Join(strings.Fields(code), "")
	if len(code) == 6 {
		secret, err := s.openTOTP(m)
		if err != nil {
			return false, err
		}
		step, ok := matchTOTP(secret, code, s.now())
		if !ok {
			return false, nil
		}
		return s.st.MFA.UseMFAStep(ctx, m.UserID, step)
	}
	norm := normalizeRecoveryCode(code)
	if len(norm) != 10 {
		return false, nil
	}
	h, err := s.recoveryHash(ctx, norm)
	if err != nil {
		return false, err
	}
	return s.st.MFA.UseRecoveryCode(ctx, m.UserID, h, s.now().UTC())
}

// matchTOTP returns the time step whose code equals code, trying the
// current step first, then one either side.
func matchTOTP(secret, code string, now time.Time) (int64, bool) {
	period := int64(totpOpts.Period)
	cur := now.Unix() / period
	for _, step := range []int64{cur, cur - 1, cur + 1} {
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*period, 0), totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step, true
		}
	}
	return 0, false
}

// MFASetup is what the enrolment page shows.
type MFASetup struct {
	Secret string
	URL    string
	// QR is the otpauth URL as a PNG data URL.
	QR string
}

// SetupMFA makes a new secret for the user (replacing an unconfirmed one).
func (s *Service) SetupMFA(ctx context.Context, u *bookstore.User) (*MFASetup, error) {
	if s.st.MFA == nil {
		return nil, errMFAOff
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: mfaIssuer, AccountName: u.Email, Period: totpOpts.Period,
		Digits: totpOpts.Digits, Algorithm: totpOpts.Algorithm})
	if err != nil {
		return nil, err
	}
	sealed := s.keyring().Seal(key.Secret(), mfaRecord(u.ID))
	if err := s.st.MFA.StartMFA(ctx, u.ID, sealed, s.now().UTC()); errors.Is(err, bookstore.ErrDuplicate) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMFAAlreadyEnabled)
	} else if err != nil {
		return nil, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return &MFASetup{Secret: key.Secret(), URL: key.URL(),
		QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// EnableMFA confirms the pending secret with a code and returns the
// recovery codes, shown this once.
func (s *Service) EnableMFA(ctx context.Context, u *bookstore.User, code string) ([]string, error) {
	if s.st.MFA == nil {
		return nil, errMFAOff
	}
	m, err := s.st.MFA.MFA(ctx, u.ID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMFANotStarted)
	}
	if err != nil {
		return nil, err
	}
	if m.Enabled {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMFAAlreadyEnabled)
	}
	secret, err := s.openTOTP(m)
	if err != nil {
		return nil, err
	}
	step, ok := matchTOTP(secret, strings.Join(strings.Fields(code), ""), s.now())
	if !ok {
		return nil, errBadCode
	}
	codes := make([]string, recoveryCodeCount)
	hashes := make([]string, recoveryCodeCount)
	for i := range codes {
		raw := newRecoveryCode()
		codes[i] = raw[:5] + "-" + raw[5:]
		if hashes[i], err = s.recoveryHash(ctx, raw); err != nil {
			return nil, err
		}
	}
	fx := bookstore.Effects{Audit: &bookstore.AuditEntry{ActorID: u.ID, Action: bookstore.ActionMFAEnabled, Entity: "profiles", EntityID: u.ID}}
	if err := s.st.MFA.EnableMFA(ctx, u.ID, step, hashes, s.now().UTC(), fx); errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMFAAlreadyEnabled)
	} else if err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "security: two-factor sign-in enabled", "user", u.ID)
	return codes, nil
}

// CompleteEnrolment enables the factor of an admin at an enrolment
// challenge and signs them in.
func (s *Service) CompleteEnrolment(ctx context.Context, token, code string, c Client) (*SignIn, []string, error) {
	ch, u, err := s.challenge(ctx, token, bookstore.MFAEnrol)
	if err != nil {
		return nil, nil, err
	}
	codes, err := s.EnableMFA(ctx, u, code)
	if errors.Is(err, errBadCode) {
		if n, ferr := s.st.MFA.FailMFAChallenge(ctx, ch.TokenHash, s.cfg.ChallengeFailures); ferr != nil {
			return nil, nil, ferr
		} else if n >= s.cfg.ChallengeFailures {
			return nil, nil, errChallengeGone
		}
	}
	if err != nil {
		return nil, nil, err
	}
	if err := s.st.MFA.DeleteMFAChallenge(ctx, ch.TokenHash); err != nil {
		return nil, nil, err
	}
	now := s.now()
	if err := s.recordSuccess(ctx, u.Email, s.sourceOf(ctx, u, c), now); err != nil {
		return nil, nil, err
	}
	sig, err := s.startSession(ctx, u, ch.Remember, true, c)
	return sig, codes, err
}

// DisableMFA turns the factor off with the password (checked and throttled
// as at sign-in) and a code. An admin
// cannot while BOOKSTORE_ADMIN_MFA=required.
func (s *Service) DisableMFA(ctx context.Context, u *bookstore.User, password, code string, c Client) error {
	if s.st.MFA == nil {
		return errMFAOff
	}
	if u.Role == bookstore.RoleAdmin && s.cfg.AdminMFARequired {
		return bookstore.Errorf(bookstore.CodeForbidden, bookstore.MsgMFARequiredAdmin)
	}
	if ok, err := s.ConfirmPassword(ctx, u, password, c); err != nil {
		return err
	} else if !ok {
		return bookstore.Invalid(bookstore.FieldError{Field: "password", Message: bookstore.MsgBadCredentials})
	}
	m, err := s.st.MFA.MFA(ctx, u.ID)
	if errors.Is(err, bookstore.ErrNotFound) || (err == nil && !m.Enabled) {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMFANotEnabled)
	}
	if err != nil {
		return err
	}
	if ok, err := s.checkCode(ctx, m, code); err != nil {
		return err
	} else if !ok {
		return errBadCode
	}
	fx := bookstore.Effects{Audit: &bookstore.AuditEntry{ActorID: u.ID, Action: bookstore.ActionMFADisabled, Entity: "profiles", EntityID: u.ID}}
	if err := s.st.MFA.DisableMFA(ctx, u.ID, fx); errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgMFANotEnabled)
	} else if err != nil {
		return err
	}
	s.log.InfoContext(ctx, "security: two-factor sign-in disabled", "user", u.ID)
	return nil
}

// MFAStatus is the profile's two-factor section.
type MFAStatus struct {
	Enabled           bool
	RecoveryCodesLeft int
	// Required: the account may not turn it off (an admin under
	// BOOKSTORE_ADMIN_MFA=required).
	Required bool
}

// MFAStatusOf reads the user's two-factor state.
func (s *Service) MFAStatusOf(ctx context.Context, u *bookstore.User) (MFAStatus, error) {
	st := MFAStatus{Required: u.Role == bookstore.RoleAdmin && s.AdminMFARequired()}
	if s.st.MFA == nil {
		return st, nil
	}
	m, err := s.st.MFA.MFA(ctx, u.ID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	st.Enabled, st.RecoveryCodesLeft = m.Enabled, m.RecoveryCodesLeft
	return st, nil
}

// recoveryAlphabet avoids look-alikes (0/o, 1/l/i).
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// newRecoveryCode is 10 random characters (about 49 bits), drawn without
// modulo bias.
func newRecoveryCode() string {
	const limit = 256 - 256%len(recoveryAlphabet)
	out := make([]byte, 0, 10)
	var b [1]byte
	for len(out) < 10 {
		_, _ = rand.Read(b[:])
		if int(b[0]) < limit {
			out = append(out, recoveryAlphabet[int(b[0])%len(recoveryAlphabet)])
		}
	}
	return string(out)
}

func normalizeRecoveryCode(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, "-", ""))
}

// EnableMFAInSession enables the factor from a signed-in profile and
// replaces the session with one that passed the second step (a new token,
// as at every change of privilege).
func (s *Service) EnableMFAInSession(ctx context.Context, u *bookstore.User, sess *bookstore.Session, code string, c Client) (*SignIn, []string, error) {
	codes, err := s.EnableMFA(ctx, u, code)
	if err != nil {
		return nil, nil, err
	}
	if err := s.st.Sessions.DeleteSession(ctx, sess.TokenHash); err != nil {
		return nil, nil, err
	}
	sig, err := s.startSession(ctx, u, sess.Remember, true, c)
	return sig, codes, err
}
