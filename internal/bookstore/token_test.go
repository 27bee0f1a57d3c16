package bookstore_test

import (
	"regexp"
	"testing"

	"bookstore/internal/bookstore"
)

// The stored hashes must stay byte-identical: databases hold sessions,
// password resets and payment frames under these values.
func TestHashToken(t *testing.T) {
	for token, want := range map[string]string{
		"":    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
		"abc": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		// A session or reset token as auth made them before (base64url).
		"q2Z8cFJ3bWxLd0x2bVhQZ0Z2cUJ4dUJ3cVh6a2VYbWE": "1f1d8c8d2c316385d0f4540e6cb26534ad07977fad3a28ddde529115653a082f",
		// A token as NewToken (and checkout's frame tokens before) makes them.
		"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef": "a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e",
	} {
		if got := bookstore.HashToken(token); got != want {
			t.Errorf("HashToken(%q) = %s, want %s", token, got, want)
		}
	}
}

func TestNewToken(t *testing.T) {
	hexToken := regexp.MustCompile(`^[0-9a-f]{64}$`)
	seen := map[string]bool{}
	for range 100 {
		tok := bookstore.NewToken()
		if !hexToken.MatchString(tok) {
			t.Fatalf("NewToken() = %q, want 64 lower-case hex characters", tok)
		}
		if seen[tok] {
			t.Fatalf("NewToken() repeated %q", tok)
		}
		seen[tok] = true
	}
}
