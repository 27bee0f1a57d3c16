package blob

import (
	"context"
	"errors"
	"net"
	"syscall"

	"github.com/minio/minio-go/v7"

	"bookstore/internal/bookstore"
)

// outage marks err as bookstore.ErrUnavailable when it says the store cannot
// take or give objects right now rather than that the request is wrong: a
// full or read-only disk, an I/O error, an unreachable or overloaded S3.
// Other errors pass through unchanged.
func outage(err error) error {
	if err == nil || errors.Is(err, bookstore.ErrUnavailable) {
		return err
	}
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT), errors.Is(err, syscall.EROFS),
		errors.Is(err, syscall.EIO), errors.Is(err, context.DeadlineExceeded):
		return bookstore.Unavailable(err)
	}
	var netErr *net.OpError
	if errors.As(err, &netErr) {
		return bookstore.Unavailable(err)
	}
	switch minio.ToErrorResponse(err).Code {
	case "SlowDown", "ServiceUnavailable", "InternalError", "XMinioStorageFull":
		return bookstore.Unavailable(err)
	}
	return err
}
