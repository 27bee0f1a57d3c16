package blob

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"testing"

	"bookstore/internal/bookstore"
)

// A full, read-only or failing disk is an outage (503), not an internal
// error; other failures pass through unchanged.
func TestDiskFaultsAreOutages(t *testing.T) {
	for _, errno := range []syscall.Errno{syscall.ENOSPC, syscall.EDQUOT, syscall.EROFS, syscall.EIO} {
		err := outage(&os.PathError{Op: "write", Path: "/data/media/x", Err: errno})
		if !errors.Is(err, bookstore.ErrUnavailable) || bookstore.ErrorCode(err) != bookstore.CodeUnavailable || !errors.Is(err, errno) {
			t.Errorf("%v: %v", errno, err)
		}
	}
	plain := fmt.Errorf("blob: invalid key")
	if err := outage(plain); err != plain { //nolint:errorlint // the very error, not one wrapping it
		t.Errorf("a plain error changed: %v", err)
	}
}

// Put on a disk that cannot take the file answers the domain sentinel: here
// /dev/full, where every write fails with ENOSPC, stands in for the media
// directory's disk.
func TestPutOnAFullDiskIsUnavailable(t *testing.T) {
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	defer func() { _ = f.Close() }()
	_, werr := f.Write([]byte("x"))
	if err := outage(werr); !errors.Is(err, bookstore.ErrUnavailable) {
		t.Fatalf("write to a full disk: %v", err)
	}
}
