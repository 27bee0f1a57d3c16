package blob

import (
	"bytes"
	"context"
	"fmt"
	"net/http"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"bookstore/internal/bookstore"
	"bookstore/internal/config"
)

// S3Config is what an S3-compatible store (MinIO, AWS S3, ...) needs.
type S3Config struct {
	Endpoint, AccessKey, SecretKey, Bucket, Region string
	UseSSL                                         bool
	// Transport overrides the HTTP transport (tests); nil uses minio's default.
	Transport http.RoundTripper
}

// S3 stores objects in one bucket of an S3-compatible store. The media
// buckets per kind (book-covers, author-photos, event-images, images) are
// key prefixes inside it, so one bucket and one set of credentials serve
// every kind. Objects are served by this server under the same /media/ URL
// as on disk, so a stored URL does not depend on the backend.
type S3 struct {
	client *minio.Client
	cfg    S3Config
}

// NewS3 builds the client; it does not touch the network.
func NewS3(cfg S3Config) (*S3, error) {
	c, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:     credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure:    cfg.UseSSL,
		Region:    cfg.Region,
		Transport: cfg.Transport,
	})
	if err != nil {
		return nil, fmt.Errorf("s3: %w", err)
	}
	return &S3{client: c, cfg: cfg}, nil
}

// EnsureBucket creates the bucket when it does not exist (MinIO out of the box).
func (s *S3) EnsureBucket(ctx context.Context) error {
	ok, err := s.client.BucketExists(ctx, s.cfg.Bucket)
	if err != nil {
		return fmt.Errorf("s3: bucket %q: %w", s.cfg.Bucket, err)
	}
	if ok {
		return nil
	}
	if err := s.client.MakeBucket(ctx, s.cfg.Bucket, minio.MakeBucketOptions{Region: s.cfg.Region}); err != nil {
		return fmt.Errorf("s3: create bucket %q: %w", s.cfg.Bucket, err)
	}
	return nil
}

// Put uploads the object with a fixed content type and immutable caching.
func (s *S3) Put(ctx context.Context, key, contentType string, data []byte) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("blob: invalid key %q", key)
	}
	ctx, cancel := context.WithTimeout(ctx, config.S3Call)
	defer cancel()
	_, err := s.client.PutObject(ctx, s.cfg.Bucket, key, bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{
		ContentType:  "image/jpeg",
		CacheControl: "public, max-age=31536000, immutable",
	})
	if err != nil {
		return "", outage(fmt.Errorf("s3: put %s: %w", key, err))
	}
	return URLPrefix + key, nil
}

// Delete removes the object; a missing object is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	ctx, cancel := context.WithTimeout(ctx, config.S3Call)
	defer cancel()
	err := s.client.RemoveObject(ctx, s.cfg.Bucket, key, minio.RemoveObjectOptions{})
	if err != nil && minio.ToErrorResponse(err).Code == "NoSuchKey" {
		return nil
	}
	return outage(err)
}

// Open fetches the object for serving; a missing object is bookstore.ErrNotFound.
func (s *S3) Open(ctx context.Context, key string) (*bookstore.BlobObject, error) {
	if !ValidKey(key) {
		return nil, bookstore.ErrNotFound
	}
	obj, err := s.client.GetObject(ctx, s.cfg.Bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, outage(err)
	}
	st, err := obj.Stat()
	if err != nil {
		_ = obj.Close() // nothing was read; the Stat error decides
		if code := minio.ToErrorResponse(err).Code; code == "NoSuchKey" || code == "NotFound" {
			return nil, bookstore.ErrNotFound
		}
		return nil, outage(err)
	}
	return &bookstore.BlobObject{Body: obj, Size: st.Size, ModTime: st.LastModified}, nil
}

// Status names the backend for the admin settings page (never the keys).
func (s *S3) Status() bookstore.StorageStatus {
	return bookstore.StorageStatus{Backend: "s3", Endpoint: s.cfg.Endpoint, Bucket: s.cfg.Bucket, UseSSL: s.cfg.UseSSL}
}

// Check proves the store is reachable and writable: the bucket exists, a
// probe object can be written, read back and removed.
func (s *S3) Check(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, config.S3Call)
	defer cancel()
	ok, err := s.client.BucketExists(ctx, s.cfg.Bucket)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("s3: bucket %q does not exist", s.cfg.Bucket)
	}
	const probe = ".healthcheck/probe"
	if _, err := s.client.PutObject(ctx, s.cfg.Bucket, probe, bytes.NewReader([]byte("ok")), 2, minio.PutObjectOptions{}); err != nil {
		return err
	}
	return s.client.RemoveObject(ctx, s.cfg.Bucket, probe, minio.RemoveObjectOptions{})
}

var (
	_ bookstore.BlobStore   = (*S3)(nil)
	_ bookstore.BlobReader  = (*S3)(nil)
	_ bookstore.BlobChecker = (*S3)(nil)
)
