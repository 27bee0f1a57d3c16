package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/secretbox"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func ring(t *testing.T, cur string, old ...string) *secretbox.Keyring {
	t.Helper()
	parse := func(s string) []byte {
		k, err := secretbox.ParseKey(s)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	var olds [][]byte
	for _, o := range old {
		olds = append(olds, parse(o))
	}
	r, err := secretbox.New(parse(cur), olds...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// storedRows reads what a backup holds of the sign-in secrets.
func storedRows(t *testing.T, db *sqldb.DB) (mfa map[string]string, codes []string, app map[string]string) {
	t.Helper()
	ctx := context.Background()
	var m []struct {
		UserID string `bun:"user_id"`
		Secret string `bun:"secret"`
	}
	if err := db.Bun().NewSelect().Table("mfa_secrets").Column("user_id", "secret").Scan(ctx, &m); err != nil {
		t.Fatal(err)
	}
	mfa = map[string]string{}
	for _, r := range m {
		mfa[r.UserID] = r.Secret
	}
	if err := db.Bun().NewSelect().Table("mfa_recovery_codes").Column("code_hash").Scan(ctx, &codes); err != nil {
		t.Fatal(err)
	}
	var a []struct {
		Name  string `bun:"name"`
		Value string `bun:"value"`
	}
	if err := db.Bun().NewSelect().Table("app_secrets").Column("name", "value").Scan(ctx, &a); err != nil {
		t.Fatal(err)
	}
	app = map[string]string{}
	for _, r := range a {
		app[r.Name] = r.Value
	}
	return mfa, codes, app
}

// verify signs in with the password and then code.
func verify(t *testing.T, s *auth.Service, email, code string) error {
	t.Helper()
	sig, err := signIn(s, email, strong, "198.51.100.1", "")
	if err != nil || sig.Challenge == nil {
		t.Fatalf("password step: %+v %v", sig, err)
	}
	_, err = s.VerifyMFA(context.Background(), sig.Challenge.Token, code, auth.Client{})
	return err
}

// TestStoredSecretsAreSealed: after enrolment and a remembered device, the
// rows hold neither the TOTP secret nor anything a recovery code's plain
// SHA-256 matches, nor the device key in plain text.
func TestStoredSecretsAreSealed(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		s, clk := newFullService(t, db, false)
		s.UseSecretKeys(ring(t, secretbox.NewKey()))
		email := accounts(t, s)["admin"]
		u := user(t, db, email)
		secret, codes := enrol(t, s, clk, u)
		clk.advance(time.Minute)
		sig, err := signIn(s, email, strong, "198.51.100.1", "")
		if err != nil {
			t.Fatal(err)
		}
		in, err := s.VerifyMFA(context.Background(), sig.Challenge.Token, codeAt(t, secret, clk.now()), auth.Client{})
		if err != nil || in.Device == nil {
			t.Fatalf("sign-in with a remembered device: %+v %v", in, err)
		}
		mfa, hashes, app := storedRows(t, db)
		if v := mfa[u.ID]; !secretbox.Sealed(v) || strings.Contains(v, secret) {
			t.Fatalf("TOTP secret stored as %q", v)
		}
		plain := map[string]bool{}
		for _, c := range codes {
			plain[bookstore.HashToken(strings.ReplaceAll(c, "-", ""))] = true
		}
		for _, h := range hashes {
			if plain[h] || plain[strings.TrimPrefix(h, "h1:")] || !strings.HasPrefix(h, "h1:") {
				t.Fatalf("recovery code stored as an unkeyed hash: %q", h)
			}
		}
		if len(app) == 0 {
			t.Fatal("no app secrets stored")
		}
		for name, v := range app {
			if !secretbox.Sealed(v) {
				t.Fatalf("app secret %s stored in plain text", name)
			}
		}
	})
}

// TestPlainSecretsAreUpgradedAtStart: rows written before sealing (a plain
// TOTP secret, plain SHA-256 recovery codes, a plain device key) are
// sealed by SealStoredSecrets, and the enrolled account still signs in
// with its authenticator and with a recovery code.
func TestPlainSecretsAreUpgradedAtStart(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s, clk := newFullService(t, db, false)
		s.UseSecretKeys(ring(t, secretbox.NewKey()))
		email := accounts(t, s)["user"]
		u := user(t, db, email)
		const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
		st := sqldb.NewMFAStore(db)
		if err := st.StartMFA(ctx, u.ID, secret, clk.now()); err != nil {
			t.Fatal(err)
		}
		if err := st.EnableMFA(ctx, u.ID, 1, []string{bookstore.HashToken("abcde23456"), bookstore.HashToken("fghjk78923")}, clk.now(), bookstore.Effects{}); err != nil {
			t.Fatal(err)
		}
		if _, err := sqldb.NewSecretStore(db).AppSecret(ctx, "device-cookie-hmac", func() string { return strings.Repeat("ab", 32) }); err != nil {
			t.Fatal(err)
		}
		n, err := s.SealStoredSecrets(ctx)
		if err != nil || n != 4 {
			t.Fatalf("sealed %d values: %v", n, err)
		}
		mfa, hashes, app := storedRows(t, db)
		if !secretbox.Sealed(mfa[u.ID]) || !secretbox.Sealed(app["device-cookie-hmac"]) {
			t.Fatalf("still plain: %q %q", mfa[u.ID], app["device-cookie-hmac"])
		}
		for _, h := range hashes {
			if !strings.HasPrefix(h, "h1:") {
				t.Fatalf("recovery hash not keyed: %q", h)
			}
		}
		if n, err := s.SealStoredSecrets(ctx); err != nil || n != 0 {
			t.Fatalf("second run rewrote %d: %v", n, err)
		}
		clk.advance(time.Minute)
		if err := verify(t, s, email, codeAt(t, secret, clk.now())); err != nil {
			t.Fatalf("authenticator after the upgrade: %v", err)
		}
		if err := verify(t, s, email, "ABCDE-23456"); err != nil {
			t.Fatalf("recovery code after the upgrade: %v", err)
		}
	})
}

// TestSecretKeyRotationAndWrongKey: with a new key and the old one listed
// as old, the start re-seals everything with the new key, after which the
// old key is no longer needed; a wrong key is refused clearly, never taken
// for a wrong code.
func TestSecretKeyRotationAndWrongKey(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		oldKey, newKey := secretbox.NewKey(), secretbox.NewKey()
		s, clk := newFullService(t, db, false)
		s.UseSecretKeys(ring(t, oldKey))
		email := accounts(t, s)["author"]
		u := user(t, db, email)
		secret, codes := enrol(t, s, clk, u)

		wrong, _ := newFullService(t, db, false)
		wrong.UseSecretKeys(ring(t, secretbox.NewKey()))
		if _, err := wrong.SealStoredSecrets(ctx); !errors.Is(err, secretbox.ErrUnknownKey) {
			t.Fatalf("start with a wrong key: %v", err)
		}
		clk.advance(time.Minute)
		sig, _ := signIn(wrong, email, strong, "198.51.100.1", "")
		if _, err := wrong.VerifyMFA(ctx, sig.Challenge.Token, codeAt(t, secret, clk.now()), auth.Client{}); !errors.Is(err, secretbox.ErrUnknownKey) {
			t.Fatalf("code under a wrong key: %v", err)
		}

		rotated, _ := newFullService(t, db, false)
		rotated.SetClock(clk.now)
		rotated.UseSecretKeys(ring(t, newKey, oldKey))
		if n, err := rotated.SealStoredSecrets(ctx); err != nil || n == 0 {
			t.Fatalf("rotation re-sealed %d: %v", n, err)
		}
		newID := ring(t, newKey).CurrentID()
		mfa, _, app := storedRows(t, db)
		for what, v := range map[string]string{"mfa": mfa[u.ID], "device": app["device-cookie-hmac"], "recovery": app["recovery-code-hmac"]} {
			if v != "" && !strings.HasPrefix(v, "sb1:"+newID+":") {
				t.Fatalf("%s not re-sealed with the new key: %q", what, v)
			}
		}
		after, _ := newFullService(t, db, false)
		after.SetClock(clk.now)
		after.UseSecretKeys(ring(t, newKey)) // the old key dropped
		clk.advance(time.Minute)
		if err := verify(t, after, email, codeAt(t, secret, clk.now())); err != nil {
			t.Fatalf("authenticator after rotation: %v", err)
		}
		if err := verify(t, after, email, codes[0]); err != nil {
			t.Fatalf("recovery code after rotation: %v", err)
		}
	})
}
