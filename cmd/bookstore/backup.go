package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"bookstore/internal/blob"
	"bookstore/internal/config"
	"bookstore/internal/sqldb"
)

// backup writes a consistent archive of the running shop (docs/operations.md):
// the database copy (SQLite's online backup API, or pg_dump in one
// snapshot), then the media files, then the manifest. The database is
// copied first: an image is stored before any row points at it and never
// rewritten, so every file the copy refers to is still there when the media
// are read (unless it was deleted meanwhile: a rejected or replaced image).
func (m *Main) backup(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		return usagef("kullanım: bookstore backup HEDEF (bir .tar.gz dosyası ya da var olan bir klasör)")
	}
	cfg, err := m.config()
	if err != nil {
		return err
	}
	started := time.Now().UTC()
	dest, err := backupDest(fs.Arg(0), started)
	if err != nil {
		return err
	}
	dialect := sqldb.DialectOf(cfg.DatabaseURL)
	var pgDump string
	if dialect == sqldb.Postgres {
		if pgDump, err = m.lookTool("pg_dump"); err != nil {
			return pgToolMissing("pg_dump", pgDumpSteps)
		}
	} else if _, err := os.Stat(sqldb.SQLitePath(cfg.DataDir)); err != nil {
		// Opening would create an empty database: there is nothing to back up.
		return usagef("veritabanı bulunamadı: %s (BOOKSTORE_DATA_DIR doğru mu?)", sqldb.SQLitePath(cfg.DataDir))
	}
	// No migration: a backup copies the database as it is.
	db, err := sqldb.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return err
	}
	defer func() { _ = db.Close() }() // read only

	stage, err := os.MkdirTemp(filepath.Dir(dest), ".bookstore-backup-")
	if err != nil {
		return err
	}
	defer func() { _ = os.RemoveAll(stage) }() // a leftover is a hidden temp directory, not a backup
	copyPath := filepath.Join(stage, "database")
	var snap *sqldb.Snapshot
	if dialect == sqldb.Postgres {
		snap, err = db.BackupPostgres(ctx, pgDump, cfg.DatabaseURL, copyPath)
	} else {
		snap, err = db.BackupSQLite(ctx, copyPath)
	}
	if err != nil {
		return fmt.Errorf("veritabanı yedeklenemedi: %w", err)
	}

	aw, err := createArchive(dest)
	if err != nil {
		return err
	}
	defer aw.abort()
	man := &manifest{Format: archiveFormat, Version: version, SchemaVersion: snap.SchemaVersion, Dialect: string(snap.Dialect),
		CreatedAt: started, Counts: snap.Counts}
	if man.Database, err = aw.addFile(databaseEntry(snap.Dialect), copyPath); err != nil {
		return err
	}
	if man.Media, err = backupMedia(cfg, aw); err != nil {
		return err
	}
	if err := aw.addManifest(man); err != nil {
		return err
	}
	if err := aw.commit(); err != nil {
		return err
	}
	return m.reportBackup(dest, man)
}

// backupDest is the archive's path: DEST itself, or a dated name inside DEST
// when it is a directory. An existing archive is never overwritten.
func backupDest(arg string, at time.Time) (string, error) {
	dest := arg
	if st, err := os.Stat(arg); err == nil && st.IsDir() {
		dest = filepath.Join(arg, "bookstore-"+at.Format("20060102-150405")+".tar.gz")
	}
	if _, err := os.Lstat(dest); err == nil {
		return "", usagef("%s zaten var; yedek başka bir ada yazılır, var olan silinmez", dest)
	}
	return dest, nil
}

// backupMedia adds the files of the local media directory. Media in S3 stay
// in the bucket (its versioning or replication is their backup); the
// manifest says so.
func backupMedia(cfg *config.Config, aw *archiveWriter) (mediaManifest, error) {
	if cfg.S3.Endpoint != "" {
		return mediaManifest{Backend: "s3", Bucket: cfg.S3.Bucket, Files: []archivedFile{}}, nil
	}
	mm := mediaManifest{Backend: "disk", Included: true, Files: []archivedFile{}}
	dir := filepath.Join(cfg.DataDir, "media")
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // no media yet, or a file deleted during the walk
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		key := filepath.ToSlash(rel)
		if !blob.ValidKey(key) {
			return nil // an upload's temp file or a probe, not an object
		}
		f, err := aw.addFile(mediaPrefix+key, path)
		if errors.Is(err, fs.ErrNotExist) {
			return nil // deleted since the walk listed it
		}
		if err != nil {
			return err
		}
		f.Path = key
		mm.Files = append(mm.Files, f)
		return nil
	})
	return mm, err
}

func (m *Main) reportBackup(dest string, man *manifest) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Yedek yazıldı: %s\n", dest)
	fmt.Fprintf(&b, "  veritabanı: %s, şema %s; %d kitap, %d sipariş, %d kullanıcı, %d e-posta\n", man.Dialect, man.SchemaVersion,
		man.Counts["books"], man.Counts["orders"], man.Counts["users"], man.Counts["mail_outbox"])
	if man.Media.Included {
		fmt.Fprintf(&b, "  medya: %d dosya\n", len(man.Media.Files))
	} else {
		fmt.Fprintf(&b, "  medya: S3 (%s kovası) yedeğe alınmadı; kovanın sürümleme ya da çoğaltma ayarı onu korur (docs/operations.md)\n", man.Media.Bucket)
	}
	_, err := io.WriteString(m.Stdout, b.String())
	return err
}

// lookTool finds an executable on the PATH this invocation was given.
func (m *Main) lookTool(name string) (string, error) {
	for _, dir := range filepath.SplitList(m.Getenv("PATH")) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found on PATH", name)
}

const pgDumpSteps = `  pg_dump -Fc --dbname="$BOOKSTORE_DATABASE_URL" --file=bookstore.pgdump
  tar -czf medya.tar.gz -C "$BOOKSTORE_DATA_DIR" media   (yerel diskteki medya; S3 kovası kendi yedeğiyle korunur)`

const pgRestoreSteps = `  pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$BOOKSTORE_DATABASE_URL" bookstore.pgdump
  tar -xzf medya.tar.gz -C "$BOOKSTORE_DATA_DIR"`

// pgToolMissing says what to install, or what to run by hand, when a
// PostgreSQL client tool is not on the PATH.
func pgToolMissing(tool, steps string) error {
	return fmt.Errorf("%s bulunamadı (PATH). PostgreSQL istemci araçlarını kurun (Debian/Ubuntu: apt-get install postgresql-client; "+
		"sunucunun ana sürümü ya da daha yenisi) ya da elle çalıştırın:\n%s\n"+
		"(%s was not found on PATH: install the PostgreSQL client tools or run the commands above; see docs/operations.md)", tool, steps, tool)
}
