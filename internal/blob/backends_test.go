package blob_test

import (
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
)

type backend interface {
	bookstore.BlobStore
	bookstore.BlobReader
	bookstore.BlobChecker
}

// fakeS3 starts an in-process S3-compatible server on a real HTTP listener
// and returns an S3 store using it (bucket created as the app does at start).
func fakeS3(t testing.TB) *blob.S3 {
	t.Helper()
	srv := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
	t.Cleanup(srv.Close)
	s, err := blob.NewS3(blob.S3Config{Endpoint: strings.TrimPrefix(srv.URL, "http://"), AccessKey: "test-key",
		SecretKey: "test-secret", Bucket: "kitapevi", Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.EnsureBucket(context.Background()); err != nil {
		t.Fatal(err)
	}
	return s
}

func eachBackend(t *testing.T, fn func(t *testing.T, b backend)) {
	t.Run("disk", func(t *testing.T) { fn(t, blob.Disk{Dir: t.TempDir()}) })
	t.Run("s3", func(t *testing.T) { fn(t, fakeS3(t)) })
}

func TestBackends(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		if err := b.Check(ctx); err != nil {
			t.Fatalf("check: %v", err)
		}
		const key = "book-covers/0190f2a1-7b7c-7c4e-9a55-0123456789ab.jpg"
		url, err := b.Put(ctx, key, "text/html", []byte("\xff\xd8jpeg-bytes"))
		if err != nil {
			t.Fatal(err)
		}
		if url != "/media/"+key {
			t.Fatalf("url %q: the same URL for every backend", url)
		}
		obj, err := b.Open(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(obj.Body)
		obj.Body.Close()
		if string(data) != "\xff\xd8jpeg-bytes" || obj.Size != int64(len(data)) {
			t.Fatalf("read back %q size %d", data, obj.Size)
		}
		if _, err := b.Open(ctx, "book-covers/missing.jpg"); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("missing object: %v", err)
		}
		if _, err := b.Open(ctx, "../etc/passwd"); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("unsafe key: %v", err)
		}
		if _, err := b.Put(ctx, "a/../../x.jpg", "image/jpeg", nil); err == nil {
			t.Fatal("unsafe key stored")
		}
		if err := b.Delete(ctx, key); err != nil {
			t.Fatal(err)
		}
		if err := b.Delete(ctx, key); err != nil {
			t.Fatalf("second delete: %v", err)
		}
		if _, err := b.Open(ctx, key); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("deleted object: %v", err)
		}
	})
}

func TestS3StoresImageHeaders(t *testing.T) {
	s := fakeS3(t)
	if st := s.Status(); st.Backend != "s3" || st.Bucket != "kitapevi" {
		t.Fatalf("status %+v", st)
	}
	// Objects are ranged by the /media/ handler through Seek.
	ctx := context.Background()
	key := "images/0190f2a1-7b7c-7c4e-9a55-0123456789ab-sm.jpg"
	if _, err := s.Put(ctx, key, "", []byte("0123456789")); err != nil {
		t.Fatal(err)
	}
	obj, err := s.Open(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	defer obj.Body.Close()
	if _, err := obj.Body.Seek(4, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(obj.Body)
	if string(rest) != "456789" {
		t.Fatalf("after seek: %q", rest)
	}
}

func TestS3CheckFailsWhenUnreachable(t *testing.T) {
	srv := httptest.NewServer(nil)
	addr := strings.TrimPrefix(srv.URL, "http://")
	srv.Close()
	s, err := blob.NewS3(blob.S3Config{Endpoint: addr, AccessKey: "k", SecretKey: "s", Bucket: "b", Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(context.Background()); err == nil {
		t.Fatal("check passed against a closed port")
	}
}
