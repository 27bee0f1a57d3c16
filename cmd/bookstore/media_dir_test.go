package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bookstore/internal/sqldb/sqldbtest"
)

// TestSecondLocalMediaDirRefused: two instances on one PostgreSQL start
// when they share the media directory; a third with a directory of its own
// refuses to start, naming S3 and the shared directory as the ways out.
func TestSecondLocalMediaDirRefused(t *testing.T) {
	url := sqldbtest.PostgresURL(t)
	shared := t.TempDir()
	env := func(dir string) map[string]string {
		return map[string]string{"BOOKSTORE_SECRET_KEY": testSecretKey, "BOOKSTORE_DATABASE_URL": url, "BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_ADDR": "127.0.0.1:0",
			"BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!"}
	}
	serveInstance(t, env(shared), io.Discard)
	serveInstance(t, env(shared), io.Discard) // the same directory: starts
	marker, err := os.ReadFile(filepath.Join(shared, "media", mediaMarkerFile))
	if err != nil || len(strings.TrimSpace(string(marker))) != 32 {
		t.Fatalf("marker: %q %v", marker, err)
	}

	var logs bytes.Buffer
	own := t.TempDir()
	m := &Main{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: &logs, Getenv: func(k string) string { return env(own)[k] }}
	err = m.Run(context.Background(), []string{"serve"})
	if !isUsage(err) || !strings.Contains(err.Error(), "BOOKSTORE_S3_") || !strings.Contains(err.Error(), filepath.Join(shared, "media")) {
		t.Fatalf("a second media directory: %v", err)
	}
	if !strings.Contains(logs.String(), "BOOKSTORE_S3_ENDPOINT") || !strings.Contains(logs.String(), "other_dir="+filepath.Join(shared, "media")) {
		t.Fatalf("log does not explain the refusal:\n%s", logs.String())
	}

}
