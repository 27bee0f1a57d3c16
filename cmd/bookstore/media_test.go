package main

import (
	"context"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"bookstore/internal/blob"
	"bookstore/internal/sqldb"
)

// TestSeedDemoIntoS3: with BOOKSTORE_S3_* set, the bucket is created at
// start and the demo covers and portraits land in it under the same /media/ URLs.
func TestSeedDemoIntoS3(t *testing.T) {
	fake := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
	t.Cleanup(fake.Close)
	endpoint := strings.TrimPrefix(fake.URL, "http://")
	dir := t.TempDir()
	env := map[string]string{"BOOKSTORE_DATA_DIR": dir, "BOOKSTORE_DEMO_PASSWORD": "Demo-Kitap-2026!",
		"BOOKSTORE_S3_ENDPOINT": endpoint, "BOOKSTORE_S3_ACCESS_KEY": "k", "BOOKSTORE_S3_SECRET_KEY": "s",
		"BOOKSTORE_S3_BUCKET": "kitapevi", "BOOKSTORE_S3_USE_SSL": "false"}
	if out, err := run(t, env, "", "seed", "--demo"); err != nil {
		t.Fatalf("seed: %q %v", out, err)
	}
	db, err := sqldb.Open(context.Background(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var cover string
	if err := db.Bun().NewRaw("SELECT cover_image_url FROM books WHERE cover_image_url <> '' LIMIT 1").Scan(context.Background(), &cover); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(cover, "/media/book-covers/") {
		t.Fatalf("cover URL %q", cover)
	}
	s3, err := blob.NewS3(blob.S3Config{Endpoint: endpoint, AccessKey: "k", SecretKey: "s", Bucket: "kitapevi", Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	obj, err := s3.Open(context.Background(), strings.TrimPrefix(cover, "/media/"))
	if err != nil {
		t.Fatalf("cover not in the bucket: %v", err)
	}
	defer obj.Body.Close()
	head := make([]byte, 2)
	if _, err := io.ReadFull(obj.Body, head); err != nil || head[0] != 0xFF || head[1] != 0xD8 {
		t.Fatalf("stored cover is not a JPEG: %x %v", head, err)
	}
}
