package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"bookstore/internal/blob"
	"bookstore/internal/sqldb"
)

// TestDiskFullAnswers503: the SQLite shop on a real disk that fills up (a
// small tmpfs; mounting one needs root). Writes answer 503 "unavailable"
// with the Turkish text and /readyz fails while the disk is full; once
// space is freed both recover.
func TestDiskFullAnswers503(t *testing.T) {
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small tmpfs (needs root): %v %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("umount", "-l", dir).Run() })
	ctx := context.Background()
	db, err := sqldb.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	e := newEnvWith(t, db, map[string]string{"BOOKSTORE_DATA_DIR": dir}, blob.Disk{Dir: filepath.Join(dir, "media")})
	if r := e.client().get("/readyz"); r.StatusCode != http.StatusOK {
		t.Fatalf("readyz before: %d %s", r.StatusCode, r.body)
	}
	if r := e.client().post("/api/auth/register", registration("once@example.com")); r.StatusCode != http.StatusCreated {
		t.Fatalf("register before: %d %s", r.StatusCode, r.body)
	}

	// Fill the disk.
	filler := filepath.Join(dir, "filler")
	f, err := os.Create(filler)
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 64<<10)
	for {
		if _, err := f.Write(chunk); err != nil {
			break
		}
	}
	_ = f.Close()

	for i := range 5 {
		assertUnavailable(t, "registration on a full disk", e.client().post("/api/auth/register", registration(fmt.Sprintf("dolu%d@example.com", i))))
	}
	if r := e.client().get("/readyz"); r.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("readyz on a full disk: %d %s", r.StatusCode, r.body)
	}

	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	if r := e.client().get("/readyz"); r.StatusCode != http.StatusOK {
		t.Fatalf("readyz after space was freed: %d %s", r.StatusCode, r.body)
	}
	if r := e.client().post("/api/auth/register", registration("sonra@example.com")); r.StatusCode != http.StatusCreated {
		t.Fatalf("register after space was freed: %d %s", r.StatusCode, r.body)
	}
}
