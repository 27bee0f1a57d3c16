package images

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// ErrNoStorageStatus: the media backend reports no status (it is not a
// bookstore.BlobChecker), so the admin's settings page cannot name it.
var ErrNoStorageStatus = errors.New("images: the media backend reports no status")

// CheckStorage is the media backend as the admin's settings page shows it:
// its status and a live check of it (a nil error: reachable and writable).
func (s *Service) CheckStorage(ctx context.Context) (bookstore.StorageStatus, error) {
	var c bookstore.BlobChecker
	if s != nil {
		c, _ = s.blobs.(bookstore.BlobChecker)
	}
	if c == nil {
		return bookstore.StorageStatus{}, ErrNoStorageStatus
	}
	return c.Status(), c.Check(ctx)
}
