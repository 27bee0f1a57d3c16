package auth_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/mail"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// newFullService has every store (devices, second factors, the warning
// mail through the real outbox) and a clock the test moves.
func newFullService(t *testing.T, db *sqldb.DB, adminMFARequired bool) (*auth.Service, *clock) {
	t.Helper()
	cfg := auth.DefaultConfig()
	cfg.AdminMFARequired = adminMFARequired
	s := auth.New(auth.Stores{Users: sqldb.NewUserStore(db), Sessions: sqldb.NewSessionStore(db), Attempts: sqldb.NewLoginAttemptStore(db),
		Audit: sqldb.NewAuditStore(db), Resets: sqldb.NewPasswordResetStore(db), Secrets: sqldb.NewSecretStore(db), MFA: sqldb.NewMFAStore(db)},
		cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	n := &mail.Notifier{Outbox: sqldb.NewOutbox(db), Users: sqldb.NewUserStore(db), BaseURL: &url.URL{Scheme: "http", Host: "localhost"}}
	s.SetNotifier(n)
	s.SetSecurityMails(n)
	c := &clock{t: time.Now().UTC()}
	s.SetClock(c.now)
	return s, c
}

func signIn(s *auth.Service, email, password, ip, device string) (*auth.SignIn, error) {
	return s.Login(context.Background(), bookstore.Credentials{Email: email, Password: password}, auth.Client{IP: ip, Device: device})
}

func mustRateLimited(t *testing.T, err error, wait time.Duration) {
	t.Helper()
	var de *bookstore.Error
	if bookstore.ErrorCode(err) != bookstore.CodeRateLimited || !errorAs(err, &de) || de.RetryAfter <= 0 || de.RetryAfter > wait {
		t.Fatalf("want rate limited within %v, got %v", wait, err)
	}
}

func errorAs(err error, de **bookstore.Error) bool { return errors.As(err, de) }

func warnings(t *testing.T, db *sqldb.DB) int {
	t.Helper()
	ms, _, err := sqldb.NewOutbox(db).Mails(context.Background(), bookstore.PageRequest{Page: 1, Size: 100})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range ms {
		if m.Kind == bookstore.MailSignInFailures {
			n++
		}
	}
	return n
}

// An account of each role: the rule is the same for admins.
func accounts(t *testing.T, s *auth.Service) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, r := range []bookstore.Role{bookstore.RoleUser, bookstore.RoleAuthor, bookstore.RoleAdmin} {
		email := string(r) + "@example.com"
		if _, err := s.CreateUser(context.Background(), email, "Ayşe Yılmaz", r, strong); err != nil {
			t.Fatal(err)
		}
		out[string(r)] = email
	}
	return out
}

func TestGuesserAtOneAddressDoesNotStopTheOwnerAtAnother(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s, clk := newFullService(t, db, false)
		for role, email := range accounts(t, s) {
			t.Run(role, func(t *testing.T) {
				for i := 0; i < 5; i++ {
					if _, err := signIn(s, email, "Wrong-123", "203.0.113.7", ""); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
						t.Fatalf("attempt %d: %v", i, err)
					}
				}
				// The guesser's address waits 15 s, even with the right password...
				_, err := signIn(s, email, strong, "203.0.113.7", "")
				mustRateLimited(t, err, 15*time.Second)
				if bookstore.ErrorMessage(err) != "Çok fazla başarısız giriş denemesi. Lütfen 15 saniye sonra tekrar deneyin." {
					t.Fatalf("message: %q", bookstore.ErrorMessage(err))
				}
				// ...while the owner elsewhere signs in at once.
				if _, err := signIn(s, email, strong, "198.51.100.20", ""); err != nil {
					t.Fatalf("owner at another address: %v", err)
				}
				// The delay grows: after the wait one more failure costs 30 s.
				clk.advance(16 * time.Second)
				if _, err := signIn(s, email, "Wrong-123", "203.0.113.7", ""); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
					t.Fatalf("after the wait: %v", err)
				}
				_, err = signIn(s, email, strong, "203.0.113.7", "")
				mustRateLimited(t, err, 30*time.Second)
				var de *bookstore.Error
				if errorAs(err, &de); de.RetryAfter <= 15*time.Second {
					t.Fatalf("delay did not grow: %v", de.RetryAfter)
				}
				// Not a lock: after the wait the right password works.
				clk.advance(31 * time.Second)
				if _, err := signIn(s, email, strong, "203.0.113.7", ""); err != nil {
					t.Fatalf("after the longer wait: %v", err)
				}
				clk.advance(time.Hour)
			})
		}
	})
}

func TestRememberedDeviceGetsInDuringDistributedGuessing(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s, clk := newFullService(t, db, false)
		email := accounts(t, s)["admin"]
		first, err := signIn(s, email, strong, "198.51.100.20", "")
		if err != nil || first.Device == nil {
			t.Fatalf("first sign-in: %v %+v", err, first)
		}
		// 25 guesses from 25 addresses: past the account's ceiling.
		for i := 0; i < 25; i++ {
			ip := fmt.Sprintf("203.0.113.%d", i+1)
			if _, err := signIn(s, email, "Wrong-123", ip, ""); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized &&
				bookstore.ErrorCode(err) != bookstore.CodeRateLimited {
				t.Fatalf("guess %d: %v", i, err)
			}
			clk.advance(time.Second)
		}
		// A new address without the device cookie is slowed (not locked)...
		_, err = signIn(s, email, strong, "192.0.2.99", "")
		mustRateLimited(t, err, time.Minute)
		// ...the owner's remembered device is not, even at a guesser's address.
		if _, err := signIn(s, email, strong, "203.0.113.1", first.Device.Value); err != nil {
			t.Fatalf("remembered device: %v", err)
		}
		// A device cookie of another account, or a forged one, counts for nothing.
		other := accounts2(t, s)
		od, err := signIn(s, other, strong, "198.51.100.21", "")
		if err != nil {
			t.Fatal(err)
		}
		for _, dev := range []string{od.Device.Value, first.Device.Value + "x", "junk"} {
			_, err = signIn(s, email, strong, "192.0.2.99", dev)
			mustRateLimited(t, err, time.Minute)
		}
		// The slow-down is spaced, not a lock: a minute later a try passes.
		clk.advance(61 * time.Second)
		if _, err := signIn(s, email, strong, "192.0.2.99", ""); err != nil {
			t.Fatalf("after the spacing: %v", err)
		}
	})
}

func accounts2(t *testing.T, s *auth.Service) string {
	t.Helper()
	if _, err := s.CreateUser(context.Background(), "baska@example.com", "Başka Kişi", bookstore.RoleUser, strong); err != nil {
		t.Fatal(err)
	}
	return "baska@example.com"
}

func TestPasswordResetClearsTheCounts(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, _ := newFullService(t, db, false)
		rec := &recorder{minter: s}
		s.SetNotifier(rec)
		email := accounts(t, s)["admin"]
		for i := 0; i < 8; i++ {
			_, _ = signIn(s, email, "Wrong-123", "203.0.113.7", "")
		}
		_, err := signIn(s, email, strong, "203.0.113.7", "")
		mustRateLimited(t, err, 15*time.Minute)
		if err := s.RequestPasswordReset(ctx, email, auth.Client{IP: "203.0.113.7"}); err != nil {
			t.Fatal(err)
		}
		if err := s.ResetPassword(ctx, auth.PasswordReset{Token: rec.tokens[0], Password: newStrong, ConfirmPassword: newStrong}); err != nil {
			t.Fatal(err)
		}
		if _, err := signIn(s, email, newStrong, "203.0.113.7", ""); err != nil {
			t.Fatalf("after the reset: %v", err)
		}
	})
}

func TestOwnerIsWarnedOncePerWindow(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s, clk := newFullService(t, db, false)
		email := accounts(t, s)["admin"]
		for i := 0; i < 4; i++ {
			_, _ = signIn(s, email, "Wrong-123", "203.0.113.7", "")
		}
		if n := warnings(t, db); n != 0 {
			t.Fatalf("warned below the threshold: %d", n)
		}
		_, _ = signIn(s, email, "Wrong-123", "203.0.113.7", "")
		for i := 0; i < 5; i++ {
			_, _ = signIn(s, email, "Wrong-123", "198.51.100.9", "")
		}
		if n := warnings(t, db); n != 1 {
			t.Fatalf("warnings within a window: %d, want 1", n)
		}
		m, err := sqldb.NewOutbox(db).MailByID(context.Background(), firstWarning(t, db))
		if err != nil {
			t.Fatal(err)
		}
		if m.ToEmail != email || m.Subject != "Hesabınıza çok sayıda başarısız giriş denemesi yapıldı" ||
			!strings.Contains(m.TextBody, "203.0.113.7") || strings.Contains(m.TextBody, "Wrong-123") || strings.Contains(m.TextBody, strong) {
			t.Fatalf("warning: %+v", m)
		}
		clk.advance(16 * time.Minute)
		for i := 0; i < 5; i++ {
			_, _ = signIn(s, email, "Wrong-123", "192.0.2.1", "")
		}
		if n := warnings(t, db); n != 2 {
			t.Fatalf("warnings after the window: %d, want 2", n)
		}
	})
}

func firstWarning(t *testing.T, db *sqldb.DB) string {
	ms, _, _ := sqldb.NewOutbox(db).Mails(context.Background(), bookstore.PageRequest{Page: 1, Size: 100})
	for _, m := range ms {
		if m.Kind == bookstore.MailSignInFailures {
			return m.ID
		}
	}
	t.Fatal("no warning")
	return ""
}

// Past the account's ceiling, tries without a device follow a fixed
// schedule from the window's first failure: a guesser who takes a slot late
// does not push the next one a whole spacing past their failure, so the
// owner on a new browser gets in when told.
func TestAStrangersFailureDoesNotRestartTheOwnersWait(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s, clk := newFullService(t, db, false)
		email := accounts(t, s)["user"]
		start := clk.now()
		for i := range 20 {
			if _, err := signIn(s, email, "Wrong-123", fmt.Sprintf("203.0.113.%d", i+1), ""); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
				t.Fatalf("guess %d: %v", i, err)
			}
			clk.advance(time.Second)
		}
		// The next slot opens a minute after the first failure.
		_, err := signIn(s, email, strong, "192.0.2.99", "")
		mustRateLimited(t, err, 40*time.Second)
		// A stranger at a fresh address takes it late in its minute...
		clk.advance(start.Add(89 * time.Second).Sub(clk.now()))
		if _, err := signIn(s, email, "Wrong-123", "198.51.100.77", ""); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("stranger in the open slot: %v", err)
		}
		// ...and the owner's wait still ends at the next minute of the
		// schedule (two minutes after the first failure), not a minute
		// after the stranger's failure.
		clk.advance(time.Second)
		_, err = signIn(s, email, strong, "192.0.2.99", "")
		mustRateLimited(t, err, 30*time.Second)
		clk.advance(start.Add(120 * time.Second).Sub(clk.now()))
		if _, err := signIn(s, email, strong, "192.0.2.99", ""); err != nil {
			t.Fatalf("owner at the scheduled slot: %v", err)
		}
	})
}
