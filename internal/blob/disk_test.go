package blob_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"bookstore/internal/blob"
)

func TestDiskPutDelete(t *testing.T) {
	d := blob.Disk{Dir: t.TempDir()}
	url, err := d.Put(context.Background(), "book-covers/abc-123.jpg", "image/jpeg", []byte("x"))
	if err != nil || url != "/media/book-covers/abc-123.jpg" {
		t.Fatalf("put: %q %v", url, err)
	}
	if b, _ := os.ReadFile(filepath.Join(d.Dir, "book-covers", "abc-123.jpg")); string(b) != "x" {
		t.Fatalf("content %q", b)
	}
	if err := d.Delete(context.Background(), "book-covers/abc-123.jpg"); err != nil {
		t.Fatal(err)
	}
	if err := d.Delete(context.Background(), "book-covers/abc-123.jpg"); err != nil {
		t.Fatalf("second delete: %v", err)
	}
}

func TestDiskRefusesUnsafeKeys(t *testing.T) {
	d := blob.Disk{Dir: t.TempDir()}
	for _, key := range []string{"../x.jpg", "a/../../x.jpg", "a/b/c.jpg", "a/x.html", "/etc/passwd", "a/x.jpg/"} {
		if _, err := d.Put(context.Background(), key, "image/jpeg", nil); err == nil {
			t.Errorf("key %q accepted", key)
		}
	}
}
