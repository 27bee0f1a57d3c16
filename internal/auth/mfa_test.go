package auth_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// enrol sets up and enables a factor for the user at the clock's time.
func enrol(t *testing.T, s *auth.Service, clk *clock, u *bookstore.User) (secret string, codes []string) {
	t.Helper()
	ctx := context.Background()
	setup, err := s.SetupMFA(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(setup.QR, "data:image/png;base64,") || !strings.HasPrefix(setup.URL, "otpauth://totp/") {
		t.Fatalf("setup: %+v", setup)
	}
	if _, err := s.EnableMFA(ctx, u, "000000x"); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
		t.Fatalf("junk code: %v", err)
	}
	codes, err = s.EnableMFA(ctx, u, codeAt(t, setup.Secret, clk.now()))
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 10 {
		t.Fatalf("recovery codes: %v", codes)
	}
	return setup.Secret, codes
}

func user(t *testing.T, db *sqldb.DB, email string) *bookstore.User {
	t.Helper()
	u, _, err := sqldb.NewUserStore(db).Credentials(context.Background(), email)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestTOTPSignInWithAFixedClock(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, clk := newFullService(t, db, false)
		clk.t = time.Date(2026, 11, 23, 12, 0, 5, 0, time.UTC) // 5 s into a 30 s step
		for role, email := range accounts(t, s) {
			t.Run(role, func(t *testing.T) {
				u := user(t, db, email)
				secret, _ := enrol(t, s, clk, u)
				// The enrolment's code cannot sign in: its step was used.
				sig, err := signIn(s, email, strong, "198.51.100.1", "")
				if err != nil || sig.Challenge == nil || sig.Challenge.Purpose != bookstore.MFAVerify || sig.Token != "" {
					t.Fatalf("password step: %+v %v", sig, err)
				}
				if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, codeAt(t, secret, clk.now()), auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
					t.Fatalf("enrolment code replayed: %v", err)
				}
				// A wrong code, then the next step's code (clock drift of one step is allowed).
				if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, "123456", auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
					t.Fatalf("wrong code: %v", err)
				}
				code := codeAt(t, secret, clk.now().Add(30*time.Second))
				in, err := s.VerifyMFA(ctx, sig.Challenge.Token, code, auth.Client{})
				if err != nil || in.Token == "" || !in.Session.MFA {
					t.Fatalf("second step: %+v %v", in, err)
				}
				// The challenge is spent, and the same code is refused within its window.
				if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, code, auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
					t.Fatalf("spent challenge: %v", err)
				}
				sig2, _ := signIn(s, email, strong, "198.51.100.1", "")
				if _, err := s.VerifyMFA(ctx, sig2.Challenge.Token, code, auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
					t.Fatalf("replayed code: %v", err)
				}
				// Two steps later a fresh code works; codes far off do not.
				clk.advance(90 * time.Second)
				if _, err := s.VerifyMFA(ctx, sig2.Challenge.Token, codeAt(t, secret, clk.now().Add(-5*time.Minute)), auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
					t.Fatalf("old code: %v", err)
				}
				if _, err := s.VerifyMFA(ctx, sig2.Challenge.Token, codeAt(t, secret, clk.now()), auth.Client{}); err != nil {
					t.Fatalf("fresh code: %v", err)
				}
				clk.advance(time.Hour)
			})
		}
	})
}

func TestRecoveryCodesWorkOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, clk := newFullService(t, db, false)
		email := accounts(t, s)["user"]
		u := user(t, db, email)
		_, codes := enrol(t, s, clk, u)
		sig, _ := signIn(s, email, strong, "198.51.100.1", "")
		if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, " "+strings.ToUpper(codes[3])+" ", auth.Client{}); err != nil {
			t.Fatalf("recovery code: %v", err)
		}
		st, err := s.MFAStatusOf(ctx, u)
		if err != nil || !st.Enabled || st.RecoveryCodesLeft != 9 {
			t.Fatalf("status: %+v %v", st, err)
		}
		sig, _ = signIn(s, email, strong, "198.51.100.1", "")
		if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, codes[3], auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Fatalf("used recovery code accepted: %v", err)
		}
	})
}

func TestChallengeEndsAfterFiveWrongCodes(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, clk := newFullService(t, db, false)
		email := accounts(t, s)["author"]
		secret, _ := enrol(t, s, clk, user(t, db, email))
		clk.advance(time.Minute)
		sig, _ := signIn(s, email, strong, "198.51.100.1", "")
		for i := 0; i < 4; i++ {
			if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, "000000", auth.Client{IP: "198.51.100.1"}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
				t.Fatalf("wrong code %d: %v", i, err)
			}
		}
		if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, "000000", auth.Client{IP: "198.51.100.1"}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("fifth wrong code: %v", err)
		}
		if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, codeAt(t, secret, clk.now()), auth.Client{IP: "198.51.100.1"}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("ended challenge: %v", err)
		}
		// Wrong codes count as failed sign-ins of the address: it now waits.
		_, err := signIn(s, email, strong, "198.51.100.1", "")
		mustRateLimited(t, err, 15*time.Second)
		// The challenge expires after five minutes.
		clk.advance(20 * time.Second)
		sig, _ = signIn(s, email, strong, "198.51.100.1", "")
		clk.advance(5*time.Minute + time.Second)
		if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, codeAt(t, secret, clk.now()), auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("expired challenge: %v", err)
		}
	})
}

func TestAdminMustEnrolWhenRequired(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, clk := newFullService(t, db, true)
		acc := accounts(t, s)
		// Members and authors without a factor sign in as before.
		for _, role := range []string{"user", "author"} {
			if sig, err := signIn(s, acc[role], strong, "198.51.100.1", ""); err != nil || sig.Challenge != nil || sig.Token == "" {
				t.Fatalf("%s: %+v %v", role, sig, err)
			}
		}
		sig, err := signIn(s, acc["admin"], strong, "198.51.100.1", "")
		if err != nil || sig.Challenge == nil || sig.Challenge.Purpose != bookstore.MFAEnrol || sig.Token != "" {
			t.Fatalf("admin password step: %+v %v", sig, err)
		}
		// An enrolment challenge is not a verify challenge.
		if _, err := s.VerifyMFA(ctx, sig.Challenge.Token, "000000", auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("verify with an enrolment challenge: %v", err)
		}
		u, err := s.ChallengeUser(ctx, sig.Challenge.Token)
		if err != nil || u.Email != acc["admin"] {
			t.Fatalf("challenge user: %v %v", u, err)
		}
		setup, err := s.SetupMFA(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		in, codes, err := s.CompleteEnrolment(ctx, sig.Challenge.Token, codeAt(t, setup.Secret, clk.now()), auth.Client{})
		if err != nil || in.Token == "" || !in.Session.MFA || len(codes) != 10 {
			t.Fatalf("enrolment: %+v %v %v", in, codes, err)
		}
		entries, _ := sqldb.NewAuditStore(db).RecentAudit(ctx, 20)
		if entries[0].Action != bookstore.ActionMFAEnabled || entries[0].EntityID != u.ID {
			t.Fatalf("audit: %+v", entries[0])
		}
		// Required: the admin cannot turn it off.
		if err := s.DisableMFA(ctx, u, strong, codes[0], auth.Client{IP: "198.51.100.9"}); bookstore.ErrorCode(err) != bookstore.CodeForbidden {
			t.Fatalf("admin disable: %v", err)
		}
		// Next sign-in asks for the code.
		if sig, err := signIn(s, acc["admin"], strong, "198.51.100.1", ""); err != nil || sig.Challenge == nil || sig.Challenge.Purpose != bookstore.MFAVerify {
			t.Fatalf("admin after enrolment: %+v %v", sig, err)
		}
	})
}

func TestDisableNeedsPasswordAndCode(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, clk := newFullService(t, db, false)
		email := accounts(t, s)["user"]
		u := user(t, db, email)
		secret, _ := enrol(t, s, clk, u)
		if _, err := s.SetupMFA(ctx, u); bookstore.ErrorCode(err) != bookstore.CodeConflict {
			t.Fatalf("setup while enabled: %v", err)
		}
		clk.advance(time.Minute)
		if err := s.DisableMFA(ctx, u, "Wrong-123", codeAt(t, secret, clk.now()), auth.Client{IP: "198.51.100.9"}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Fatalf("wrong password: %v", err)
		}
		if err := s.DisableMFA(ctx, u, strong, "000000", auth.Client{IP: "198.51.100.9"}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Fatalf("wrong code: %v", err)
		}
		if err := s.DisableMFA(ctx, u, strong, codeAt(t, secret, clk.now()), auth.Client{IP: "198.51.100.9"}); err != nil {
			t.Fatal(err)
		}
		entries, _ := sqldb.NewAuditStore(db).RecentAudit(ctx, 20)
		if entries[0].Action != bookstore.ActionMFADisabled {
			t.Fatalf("audit: %+v", entries[0])
		}
		if sig, err := signIn(s, email, strong, "198.51.100.1", ""); err != nil || sig.Challenge != nil {
			t.Fatalf("after disabling: %+v %v", sig, err)
		}
	})
}
