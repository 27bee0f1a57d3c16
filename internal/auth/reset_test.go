package auth_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// recorder is an AccountNotifier that keeps what it was asked to mail. A
// reset mail's link is minted at once, as the mail worker does when it
// sends the mail.
type recorder struct {
	minter   bookstore.ResetLinkMinter
	mu       sync.Mutex
	welcomed []string
	tokens   []string
	changed  []string
}

func (r *recorder) Welcome(_ context.Context, u *bookstore.User) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.welcomed = append(r.welcomed, u.Email)
	return nil
}

func (r *recorder) PasswordResetRequested(ctx context.Context, u *bookstore.User, requestID string) error {
	token, _, err := r.minter.MintPasswordResetLink(ctx, requestID)
	if err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tokens = append(r.tokens, token)
	return nil
}

func (r *recorder) PasswordChanged(_ context.Context, u *bookstore.User) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.changed = append(r.changed, u.Email)
	return nil
}

func newResetService(db *sqldb.DB) (*auth.Service, *recorder) {
	s := auth.New(auth.Stores{Users: sqldb.NewUserStore(db), Sessions: sqldb.NewSessionStore(db), Attempts: sqldb.NewLoginAttemptStore(db), Audit: sqldb.NewAuditStore(db), Resets: sqldb.NewPasswordResetStore(db)}, auth.DefaultConfig(),
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	r := &recorder{minter: s}
	s.SetNotifier(r)
	return s, r
}

const newStrong = "Yeni-Sifre-2026!"

func TestPasswordResetEndsSessionsAndWorksOnce(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, rec := newResetService(db)
		sig := register(t, s, "ayse@example.com")
		other, err := s.Login(ctx, bookstore.Credentials{Email: "ayse@example.com", Password: strong, Remember: true}, auth.Client{})
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.welcomed) != 1 || rec.welcomed[0] != "ayse@example.com" {
			t.Fatalf("welcome: %v", rec.welcomed)
		}

		// Unknown and known e-mails get the same answer; only the known one gets a link.
		if err := s.RequestPasswordReset(ctx, "kimse@example.com", auth.Client{IP: "10.0.0.1"}); err != nil {
			t.Fatal(err)
		}
		if err := s.RequestPasswordReset(ctx, " AYSE@example.com ", auth.Client{IP: "10.0.0.1"}); err != nil {
			t.Fatal(err)
		}
		if len(rec.tokens) != 1 || len(rec.tokens[0]) != 64 { // bookstore.NewToken: 32 bytes in hex
			t.Fatalf("tokens: %v", rec.tokens)
		}
		if err := s.RequestPasswordReset(ctx, "not-an-email", auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeInvalid {
			t.Fatalf("malformed e-mail: %v", err)
		}
		token := rec.tokens[0]

		// The registration rules apply, and a refused password leaves the token usable.
		for pw, want := range map[string]string{"kisa1!A": bookstore.MsgPasswordTooShort, "Galatasaray1905!": bookstore.MsgPasswordCommon} {
			err := s.ResetPassword(ctx, auth.PasswordReset{Token: token, Password: pw, ConfirmPassword: pw})
			if bookstore.ErrorMessage(err) != want {
				t.Fatalf("password %q: %v", pw, err)
			}
		}
		if err := s.ResetPassword(ctx, auth.PasswordReset{Token: token, Password: newStrong, ConfirmPassword: newStrong + "x"}); bookstore.ErrorMessage(err) != bookstore.MsgPasswordsMismatch {
			t.Fatalf("mismatch: %v", err)
		}
		if err := s.ResetPassword(ctx, auth.PasswordReset{Token: token, Password: newStrong, ConfirmPassword: newStrong}); err != nil {
			t.Fatal(err)
		}
		for _, tok := range []string{sig.Token, other.Token} {
			if _, _, err := s.Authenticate(ctx, tok); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
				t.Fatalf("session survived the reset: %v", err)
			}
		}
		if _, err := s.Login(ctx, bookstore.Credentials{Email: "ayse@example.com", Password: strong}, auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("old password still works: %v", err)
		}
		if _, err := s.Login(ctx, bookstore.Credentials{Email: "ayse@example.com", Password: newStrong}, auth.Client{}); err != nil {
			t.Fatalf("new password: %v", err)
		}
		if len(rec.changed) != 1 {
			t.Fatalf("password changed notices: %v", rec.changed)
		}
		// Single use.
		err = s.ResetPassword(ctx, auth.PasswordReset{Token: token, Password: "Baska-Sifre-77!", ConfirmPassword: "Baska-Sifre-77!"})
		if bookstore.ErrorMessage(err) != bookstore.MsgResetTokenInvalid {
			t.Fatalf("reused token: %v", err)
		}
		for _, bad := range []string{"", "x", string(make([]byte, 100))} {
			if err := s.ResetPassword(ctx, auth.PasswordReset{Token: bad, Password: newStrong, ConfirmPassword: newStrong}); bookstore.ErrorMessage(err) != bookstore.MsgResetTokenInvalid {
				t.Fatalf("token %q: %v", bad, err)
			}
		}
	})
}

func TestPasswordResetTokenExpiresAfterAnHour(t *testing.T) {
	db := sqldbtest.SQLite(t)
	ctx := context.Background()
	s, rec := newResetService(db)
	register(t, s, "ayse@example.com")
	t0 := time.Now()
	s.SetClock(func() time.Time { return t0 })
	if err := s.RequestPasswordReset(ctx, "ayse@example.com", auth.Client{}); err != nil {
		t.Fatal(err)
	}
	s.SetClock(func() time.Time { return t0.Add(61 * time.Minute) })
	err := s.ResetPassword(ctx, auth.PasswordReset{Token: rec.tokens[0], Password: newStrong, ConfirmPassword: newStrong})
	if bookstore.ErrorMessage(err) != bookstore.MsgResetTokenInvalid {
		t.Fatalf("expired token: %v", err)
	}
	s.SetClock(func() time.Time { return t0.Add(59 * time.Minute) })
	if err := s.ResetPassword(ctx, auth.PasswordReset{Token: rec.tokens[0], Password: newStrong, ConfirmPassword: newStrong}); err != nil {
		t.Fatalf("within the hour: %v", err)
	}
}

func TestPasswordResetMailsLimitedPerAccount(t *testing.T) {
	db := sqldbtest.SQLite(t)
	ctx := context.Background()
	s, rec := newResetService(db)
	register(t, s, "ayse@example.com")
	for range 6 {
		if err := s.RequestPasswordReset(ctx, "ayse@example.com", auth.Client{}); err != nil {
			t.Fatal(err)
		}
	}
	if len(rec.tokens) != bookstore.PasswordResetsPerHour {
		t.Fatalf("%d links mailed in an hour, want %d", len(rec.tokens), bookstore.PasswordResetsPerHour)
	}
}

// failing is a notifier whose outbox is down.
type failing struct{ recorder }

func (*failing) Welcome(context.Context, *bookstore.User) error { return errors.New("outbox down") }

func (*failing) PasswordChanged(context.Context, *bookstore.User) error {
	return errors.New("outbox down")
}

func TestMailFailuresNeverFailTheAccountOperation(t *testing.T) {
	db := sqldbtest.SQLite(t)
	s, _ := newResetService(db)
	f := &failing{recorder{minter: s}}
	s.SetNotifier(f)
	register(t, s, "ayse@example.com") // fails the test on error
	ctx := context.Background()
	if err := s.RequestPasswordReset(ctx, "ayse@example.com", auth.Client{}); err != nil {
		t.Fatal(err)
	}
	if err := s.ResetPassword(ctx, auth.PasswordReset{Token: f.tokens[0], Password: newStrong, ConfirmPassword: newStrong}); err != nil {
		t.Fatalf("reset failed because its notice could not be queued: %v", err)
	}
}
