// Package blob stores media objects: Disk keeps them under the data
// directory, S3 in any S3-compatible store. Both serve the same /media/ URLs.
package blob

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"bookstore/internal/bookstore"
)

// URLPrefix is where the HTTP server serves stored objects.
const URLPrefix = "/media/"

// validKey admits only server-generated keys: bucket/name.ext in a safe alphabet.
var validKey = regexp.MustCompile(`^[a-z0-9-]+/[A-Za-z0-9-]+\.(jpg)$`)

// ValidKey reports whether key is a well-formed object key.
func ValidKey(key string) bool { return validKey.MatchString(key) }

// Disk stores objects as files under Dir.
type Disk struct{ Dir string }

// Put writes the object atomically (temp file, then rename). A full disk
// is an outage (bookstore.ErrUnavailable), not an internal error.
func (d Disk) Put(_ context.Context, key, _ string, data []byte) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("blob: invalid key %q", key)
	}
	path := filepath.Join(d.Dir, filepath.FromSlash(key))
	if err := d.write(path, data); err != nil {
		return "", outage(err)
	}
	return URLPrefix + key, nil
}

func (d Disk) write(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".upload-*")
	if err != nil {
		return err
	}
	// On any failure the temporary file goes; removing it is best effort
	// (the write's own error is what the caller needs), and a leftover
	// ".upload-*" file is never served.
	if _, err := tmp.Write(data); err != nil {
		_ = tmp.Close()
		_ = os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		_ = os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		_ = os.Remove(tmp.Name())
		return err
	}
	return nil
}

// Delete removes the object; a missing object is not an error.
func (d Disk) Delete(_ context.Context, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	err := os.Remove(filepath.Join(d.Dir, filepath.FromSlash(key)))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return outage(err)
}

// Open opens the object for serving; a missing object is bookstore.ErrNotFound.
func (d Disk) Open(_ context.Context, key string) (*bookstore.BlobObject, error) {
	if !ValidKey(key) {
		return nil, bookstore.ErrNotFound
	}
	f, err := os.Open(filepath.Join(d.Dir, filepath.FromSlash(key)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, bookstore.ErrNotFound
	}
	if err != nil {
		return nil, outage(err)
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		_ = f.Close() // opened for reading only
		return nil, bookstore.ErrNotFound
	}
	return &bookstore.BlobObject{Body: f, Size: st.Size(), ModTime: st.ModTime()}, nil
}

// Status names the backend for the admin settings page.
func (d Disk) Status() bookstore.StorageStatus {
	return bookstore.StorageStatus{Backend: "disk", Bucket: filepath.Base(d.Dir)}
}

// Check proves the directory is writable by writing and removing a probe
// file. It is also /readyz's probe of the SQLite data directory.
func (d Disk) Check(context.Context) error {
	if err := os.MkdirAll(d.Dir, 0o750); err != nil {
		return err
	}
	f, err := os.CreateTemp(d.Dir, ".probe-*")
	if err != nil {
		return err
	}
	// An empty file needs no free blocks: a full disk would pass. The probe
	// writes and syncs a little data, as every real write needs.
	_, err = f.Write(probeData[:])
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(f.Name()) // the write's error is the one to report
		return err
	}
	return os.Remove(f.Name())
}

// probeData is what Check writes: a few pages, as a small database commit.
var probeData [16 << 10]byte

var (
	_ bookstore.BlobStore   = Disk{}
	_ bookstore.BlobReader  = Disk{}
	_ bookstore.BlobChecker = Disk{}
)
