package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testSecretKey is a well-formed BOOKSTORE_SECRET_KEY for production runs.
const testSecretKey = "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80="

// TestProductionRefusesToStartWithoutSecretKey: one line naming the
// variable, exit status 2, like every other configuration error.
func TestProductionRefusesToStartWithoutSecretKey(t *testing.T) {
	env := map[string]string{"BOOKSTORE_DATA_DIR": t.TempDir(), "BOOKSTORE_ENV": "production", "BOOKSTORE_ADDR": "127.0.0.1:0"}
	_, err := run(t, env, "", "serve")
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_SECRET_KEY") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("got %v, want a one-line usage error naming BOOKSTORE_SECRET_KEY", err)
	}
}

// TestDevelopmentKeepsAGeneratedSecretKey: without the variable,
// development makes a key in the data directory (mode 0600) and keeps it;
// a later start with another key refuses to run on secrets it cannot open.
func TestDevelopmentKeepsAGeneratedSecretKey(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!"}
	if _, err := run(t, env, "", "seed", "--demo"); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(filepath.Join(dir, "secret.key"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", fi, err)
	}
	if _, err := run(t, env, "", "migrate"); err != nil {
		t.Fatalf("second start with the kept key: %v", err)
	}
	env["BOOKSTORE_SECRET_KEY"] = testSecretKey
	_, err = run(t, env, "", "migrate")
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_SECRET_KEY") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("start with another key: %v", err)
	}
}
