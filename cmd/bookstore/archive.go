package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"bookstore/internal/blob"
	"bookstore/internal/sqldb"
)

// The backup archive is one gzip-compressed tar: the database copy, the
// media files under media/<key>, and last manifest.json, which describes
// them (written last because the media's checksums are known only once they
// are copied). A restore reads the archive twice: first to check every entry
// against the manifest, then to extract, so a damaged archive never touches
// the target.

const (
	archiveFormat = 1
	manifestEntry = "manifest.json"
	mediaPrefix   = "media/"
)

// databaseEntry is where a dialect's copy lies in the archive: SQLite's
// database file, or PostgreSQL's pg_dump custom-format file.
func databaseEntry(d sqldb.Dialect) string {
	if d == sqldb.Postgres {
		return "database/bookstore.pgdump"
	}
	return "database/" + sqldb.SQLiteFile
}

// manifest describes an archive.
type manifest struct {
	Format int `json:"format"`
	// Version is the version of the binary that wrote the archive.
	Version string `json:"version"`
	// SchemaVersion is the last migration applied to the copied database.
	SchemaVersion string    `json:"schemaVersion"`
	Dialect       string    `json:"dialect"`
	CreatedAt     time.Time `json:"createdAt"`
	// Counts are the rows of the main tables in the copy.
	Counts   map[string]int64 `json:"counts"`
	Database archivedFile     `json:"database"`
	Media    mediaManifest    `json:"media"`
}

type mediaManifest struct {
	// Backend is "disk" (the files are in the archive) or "s3" (they stay
	// in the bucket, which its own versioning or replication backs up).
	Backend  string         `json:"backend"`
	Bucket   string         `json:"bucket,omitempty"`
	Included bool           `json:"included"`
	Files    []archivedFile `json:"files"`
}

type archivedFile struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// check refuses a manifest this binary cannot restore from.
func (m *manifest) check() error {
	if m.Format != archiveFormat {
		return fmt.Errorf("yedek biçimi %d tanınmıyor (bu sürüm %d okur)", m.Format, archiveFormat)
	}
	d := sqldb.Dialect(m.Dialect)
	if d != sqldb.SQLite && d != sqldb.Postgres {
		return fmt.Errorf("yedekteki veritabanı türü tanınmıyor: %q", m.Dialect)
	}
	if m.Database.Path != databaseEntry(d) {
		return fmt.Errorf("yedekte veritabanı dosyası %q beklenirken %q var", databaseEntry(d), m.Database.Path)
	}
	if latest := sqldb.LatestMigration(d); m.SchemaVersion == "" || m.SchemaVersion > latest {
		return fmt.Errorf("yedeğin şeması (%s) bu sürümün bildiğinden (%s) yeni; daha yeni bir bookstore ile geri yükleyin", m.SchemaVersion, latest)
	}
	for _, f := range m.Media.Files {
		if !blob.ValidKey(f.Path) {
			return fmt.Errorf("yedekte geçersiz medya anahtarı: %q", f.Path)
		}
	}
	return nil
}

// archiveWriter writes an archive to a temporary file beside its
// destination and renames it into place on commit, so a failed backup
// leaves no half archive under the destination's name.
type archiveWriter struct {
	dest string
	f    *os.File
	gz   *gzip.Writer
	tw   *tar.Writer
}

func createArchive(dest string) (*archiveWriter, error) {
	// 0600: the archive holds personal data and password hashes.
	f, err := os.CreateTemp(filepath.Dir(dest), ".bookstore-backup-*.partial")
	if err != nil {
		return nil, err
	}
	gz := gzip.NewWriter(f)
	return &archiveWriter{dest: dest, f: f, gz: gz, tw: tar.NewWriter(gz)}, nil
}

// add copies size bytes of r into the entry name and returns its checksum.
func (w *archiveWriter) add(name string, size int64, modTime time.Time, r io.Reader) (archivedFile, error) {
	hdr := &tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: modTime, Typeflag: tar.TypeReg}
	if err := w.tw.WriteHeader(hdr); err != nil {
		return archivedFile{}, err
	}
	h := sha256.New()
	if _, err := io.CopyN(io.MultiWriter(w.tw, h), r, size); err != nil {
		return archivedFile{}, fmt.Errorf("%s: %w", name, err)
	}
	return archivedFile{Path: name, Size: size, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// addFile copies the file at path into the entry name.
func (w *archiveWriter) addFile(name, path string) (archivedFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return archivedFile{}, err
	}
	defer func() { _ = f.Close() }() // read only
	st, err := f.Stat()
	if err != nil {
		return archivedFile{}, err
	}
	return w.add(name, st.Size(), st.ModTime(), f)
}

func (w *archiveWriter) addManifest(m *manifest) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.add(manifestEntry, int64(len(b)), m.CreatedAt, bytes.NewReader(b))
	return err
}

// commit finishes the archive, syncs it and gives it its name.
func (w *archiveWriter) commit() error {
	if err := w.tw.Close(); err != nil {
		return err
	}
	if err := w.gz.Close(); err != nil {
		return err
	}
	if err := w.f.Sync(); err != nil {
		return err
	}
	if err := w.f.Close(); err != nil {
		return err
	}
	return os.Rename(w.f.Name(), w.dest)
}

// abort removes an archive that was not committed (a no-op after commit).
func (w *archiveWriter) abort() {
	_ = w.f.Close()           // an error here means it was closed by commit
	_ = os.Remove(w.f.Name()) // and renamed: nothing left to remove
}

// walkArchive calls fn with every regular entry of the archive in order.
func walkArchive(path string, fn func(name string, size int64, r io.Reader) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer func() { _ = f.Close() }() // read only
	gz, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("yedek okunamadı (gzip): %w", err)
	}
	tr := tar.NewReader(gz)
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("yedek okunamadı (tar): %w", err)
		}
		if hdr.Typeflag != tar.TypeReg {
			return fmt.Errorf("yedekte beklenmeyen girdi: %q", hdr.Name)
		}
		if err := fn(hdr.Name, hdr.Size, tr); err != nil {
			return err
		}
	}
}

// maxManifest bounds the manifest read into memory (a file list of a
// hundred thousand images is a few megabytes).
const maxManifest = 64 << 20

// verifyArchive reads the whole archive and returns its manifest once every
// entry matches it: the database copy and each media file with its size and
// SHA-256, and nothing besides.
func verifyArchive(path string) (*manifest, error) {
	seen := map[string]archivedFile{}
	var raw []byte
	err := walkArchive(path, func(name string, size int64, r io.Reader) error {
		if name == manifestEntry {
			if size > maxManifest {
				return errors.New("yedeğin manifest.json dosyası çok büyük")
			}
			b, err := io.ReadAll(r)
			raw = b
			return err
		}
		if _, dup := seen[name]; dup {
			return fmt.Errorf("yedekte iki kez: %q", name)
		}
		h := sha256.New()
		n, err := io.Copy(h, r)
		if err != nil {
			return err
		}
		seen[name] = archivedFile{Path: name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if raw == nil {
		return nil, errors.New("yedekte manifest.json yok (yarım kalmış ya da bookstore'un yazmadığı bir dosya)")
	}
	var m manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("manifest.json okunamadı: %w", err)
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	want := []archivedFile{m.Database}
	for _, f := range m.Media.Files {
		want = append(want, archivedFile{Path: mediaPrefix + f.Path, Size: f.Size, SHA256: f.SHA256})
	}
	for _, f := range want {
		got, ok := seen[f.Path]
		if !ok {
			return nil, fmt.Errorf("yedekte eksik: %s", f.Path)
		}
		if got != f {
			return nil, fmt.Errorf("yedek bozuk: %s manifest ile uyuşmuyor", f.Path)
		}
		delete(seen, f.Path)
	}
	for name := range seen {
		return nil, fmt.Errorf("yedekte manifest'te olmayan girdi: %q", name)
	}
	return &m, nil
}
