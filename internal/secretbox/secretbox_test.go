package secretbox_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bookstore/internal/secretbox"
)

func key(t *testing.T) []byte {
	t.Helper()
	k, err := secretbox.ParseKey(secretbox.NewKey())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestSealOpenBindsTheRecordAndNamesTheKey(t *testing.T) {
	a, b := key(t), key(t)
	r, err := secretbox.New(a)
	if err != nil {
		t.Fatal(err)
	}
	v := r.Seal("JBSWY3DPEHPK3PXP", "mfa_secrets:u1")
	if !secretbox.Sealed(v) || strings.Contains(v, "JBSWY3DPEHPK3PXP") || v == r.Seal("JBSWY3DPEHPK3PXP", "mfa_secrets:u1") {
		t.Fatalf("sealed %q", v)
	}
	if p, stale, err := r.Open(v, "mfa_secrets:u1"); err != nil || stale || p != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("open: %q %v %v", p, stale, err)
	}
	if _, _, err := r.Open(v, "mfa_secrets:u2"); !errors.Is(err, secretbox.ErrCorrupt) {
		t.Fatalf("another record's value opened: %v", err)
	}
	if _, _, err := r.Open(v[:len(v)-2]+"AA", "mfa_secrets:u1"); !errors.Is(err, secretbox.ErrCorrupt) {
		t.Fatalf("altered value opened: %v", err)
	}
	wrong, _ := secretbox.New(b)
	if _, _, err := wrong.Open(v, "mfa_secrets:u1"); !errors.Is(err, secretbox.ErrUnknownKey) {
		t.Fatalf("wrong key: %v", err)
	}
	rotated, _ := secretbox.New(b, a)
	if p, stale, err := rotated.Open(v, "mfa_secrets:u1"); err != nil || !stale || p != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("old key: %q %v %v", p, stale, err)
	}
	if !strings.HasPrefix(rotated.Seal("x", "c"), "sb1:"+secretbox.KeyID(b)+":") {
		t.Fatal("rotation seals with the old key")
	}
}

func TestParseKeyAndKeyFile(t *testing.T) {
	for _, bad := range []string{"", "short", strings.Repeat("z", 64)} {
		if _, err := secretbox.ParseKey(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if k, err := secretbox.ParseKey(strings.Repeat("0f", 32)); err != nil || k[0] != 0x0f {
		t.Fatalf("hex: %v", err)
	}
	path := filepath.Join(t.TempDir(), "secret.key")
	k1, err := secretbox.LoadOrCreateFile(path)
	if err != nil {
		t.Fatal(err)
	}
	k2, err := secretbox.LoadOrCreateFile(path)
	if err != nil || string(k1) != string(k2) {
		t.Fatalf("second load: %v", err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode: %v %v", fi.Mode(), err)
	}
}
