package auth_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

const strong = "Zx9!kqLm#2"

func newService(db *sqldb.DB) *auth.Service {
	return auth.New(auth.Stores{Users: sqldb.NewUserStore(db), Sessions: sqldb.NewSessionStore(db), Attempts: sqldb.NewLoginAttemptStore(db), Audit: sqldb.NewAuditStore(db)}, auth.DefaultConfig(),
		slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func register(t *testing.T, s *auth.Service, email string) *auth.SignIn {
	t.Helper()
	sig, err := s.Register(context.Background(), bookstore.Registration{FullName: "Ayşe Yılmaz", Email: email,
		Password: strong, ConfirmPassword: strong, AcceptTerms: true}, auth.Client{IP: "127.0.0.1"})
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

func TestRegisterLoginLogout(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := newService(db)
		sig := register(t, s, " Ayse@Example.com ")
		if sig.User.Email != "ayse@example.com" || sig.User.Role != bookstore.RoleUser || len(sig.Token) < 43 {
			t.Fatalf("registered: %+v token %d chars", sig.User, len(sig.Token))
		}
		if u, _, err := s.Authenticate(ctx, sig.Token); err != nil || u.ID != sig.User.ID {
			t.Fatalf("authenticate: %v %v", u, err)
		}
		if _, err := s.Login(ctx, bookstore.Credentials{Email: "ayse@example.com", Password: "wrong"}, auth.Client{}); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("wrong password: %v", err)
		}
		in, err := s.Login(ctx, bookstore.Credentials{Email: "AYSE@example.com", Password: strong, Remember: true}, auth.Client{})
		if err != nil {
			t.Fatal(err)
		}
		if in.Token == sig.Token || !in.Session.Remember || in.Session.ExpiresAt.Sub(in.Session.CreatedAt) != 30*24*time.Hour {
			t.Fatalf("login session: %+v", in.Session)
		}
		if err := s.Logout(ctx, in.Token); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.Authenticate(ctx, in.Token); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("after logout: %v", err)
		}
		entries, _ := sqldb.NewAuditStore(db).RecentAudit(ctx, 10)
		if len(entries) != 1 || entries[0].Action != bookstore.ActionUserRegistered || entries[0].EntityID != sig.User.ID {
			t.Fatalf("audit: %+v", entries)
		}
	})
}

func TestDuplicateEmailIsAFieldError(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s := newService(db)
		register(t, s, "a@example.com")
		_, err := s.Register(context.Background(), bookstore.Registration{FullName: "B", Email: "A@example.com",
			Password: strong, ConfirmPassword: strong, AcceptTerms: true}, auth.Client{})
		var de *bookstore.Error
		if !errors.As(err, &de) || de.Code != bookstore.CodeInvalid || de.Fields[0].Field != "email" || de.Fields[0].Message != bookstore.MsgEmailTaken {
			t.Fatalf("duplicate: %v", err)
		}
	})
}

func TestSessionExpiry(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := newService(db)
		sig := register(t, s, "a@example.com")
		t0 := time.Now()
		s.SetClock(func() time.Time { return t0.Add(time.Hour) })
		if _, _, err := s.Authenticate(ctx, sig.Token); err != nil {
			t.Fatalf("within idle limit: %v", err)
		}
		// Idle for more than 2 hours since the last touch (at t0+1h).
		s.SetClock(func() time.Time { return t0.Add(3*time.Hour + time.Minute) })
		if _, _, err := s.Authenticate(ctx, sig.Token); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Fatalf("idle session accepted: %v", err)
		}
		// An expired session is deleted, not merely refused.
		if _, _, err := sqldb.NewSessionStore(db).SessionByHash(ctx, bookstore.HashToken(sig.Token)); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("expired session still stored: %v", err)
		}
	})
}

func TestAuthenticateRejectsJunkTokens(t *testing.T) {
	db := sqldbtest.SQLite(t)
	s := newService(db)
	for _, tok := range []string{"", "x", string(make([]byte, 500))} {
		if _, _, err := s.Authenticate(context.Background(), tok); bookstore.ErrorCode(err) != bookstore.CodeUnauthorized {
			t.Errorf("token %q: %v", tok, err)
		}
	}
}

func TestHashRoundTrip(t *testing.T) {
	h, err := auth.HashPassword(context.Background(), "Zx9!kqLm#2")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := auth.VerifyPassword(context.Background(), "Zx9!kqLm#2", h); !ok || err != nil {
		t.Fatalf("verify: %v %v", ok, err)
	}
	if ok, _ := auth.VerifyPassword(context.Background(), "zx9!kqLm#2", h); ok {
		t.Fatal("wrong password verified")
	}
	if _, err := auth.VerifyPassword(context.Background(), "x", "$argon2id$v=19$bad"); err == nil {
		t.Fatal("malformed hash accepted")
	}
}
