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

	"bookstore/internal/sqldb"
)

// restore brings a backup up on this machine's configuration: into an empty
// data directory (and, on PostgreSQL, an empty database) unless --force.
// The archive is checked whole before anything is written. A restored copy
// is then made safe to start:
//   - mails a worker had leased at backup time are released, so this
//     instance sends them with their stored Message-ID (sqldb.ReleaseMailLeases);
//   - sessions survive: they are rows keyed by a token's hash, so a browser
//     still holding its cookie stays signed in within the usual idle and
//     absolute limits, and expired ones are pruned at start;
//   - on PostgreSQL with local media, this data directory takes over the
//     media registration the archive carried (takeOverMediaDir), so serve
//     starts at once instead of refusing the old shop's directory;
//   - payments in flight are settled by reconciliation against iyzico
//     (internal/checkout/reconcile.go), as after any restart: a started
//     attempt is asked about, a stale completion claim is taken over.
func (m *Main) restore(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("restore", flag.ContinueOnError)
	fs.SetOutput(m.Stderr)
	force := fs.Bool("force", false, "boş olmayan bir hedefin üzerine yaz")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		return usagef("kullanım: bookstore restore [--force] YEDEK.tar.gz")
	}
	cfg, err := m.config()
	if err != nil {
		return err
	}
	archive := fs.Arg(0)
	man, err := verifyArchive(archive)
	if err != nil {
		return err
	}
	dialect := sqldb.DialectOf(cfg.DatabaseURL)
	if sqldb.Dialect(man.Dialect) != dialect {
		return usagef("yedek %s veritabanından alınmış, bu kurulum %s kullanıyor; BOOKSTORE_DATABASE_URL'yi yedeğe uygun ayarlayın", man.Dialect, dialect)
	}
	var pgRestore string
	if dialect == sqldb.Postgres {
		if pgRestore, err = m.lookTool("pg_restore"); err != nil {
			return pgToolMissing("pg_restore", pgRestoreSteps)
		}
	}
	if err := checkRestoreTarget(ctx, cfg.DatabaseURL, cfg.DataDir, dialect, *force); err != nil {
		return err
	}

	// The database first, then the media through the configured store
	// (disk, or S3 for an archive of local media moving to a bucket).
	mediaDir := filepath.Join(cfg.DataDir, "media")
	if err := os.MkdirAll(mediaDir, 0o750); err != nil {
		return err
	}
	log, closeLog := m.logger(cfg)
	blobs, err := openMedia(ctx, cfg, mediaDir, log)
	closeLog()
	if err != nil {
		return err
	}
	err = walkArchive(archive, func(name string, size int64, r io.Reader) error {
		switch {
		case name == man.Database.Path && dialect == sqldb.Postgres:
			return restorePostgres(ctx, pgRestore, cfg.DatabaseURL, r, *force)
		case name == man.Database.Path:
			return restoreSQLite(cfg.DataDir, r, *force)
		case strings.HasPrefix(name, mediaPrefix):
			// verifyArchive admitted only valid keys listed in the manifest.
			data, err := io.ReadAll(r)
			if err != nil {
				return err
			}
			_, err = blobs.Put(ctx, strings.TrimPrefix(name, mediaPrefix), "image/jpeg", data)
			return err
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("geri yükleme yarıda kaldı (tekrar denemek için --force): %w", err)
	}

	// Migrations a newer binary brings run now, as at any start.
	a, err := m.open(ctx)
	if err != nil {
		return err
	}
	defer a.close()
	if err := a.takeOverMediaDir(ctx, mediaDir); err != nil {
		return err
	}
	released, err := a.db.ReleaseMailLeases(ctx)
	if err != nil {
		return err
	}
	got, err := a.db.Describe(ctx)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Geri yüklendi: %s (%s yedeği, %s)\n", archive, man.Dialect, man.CreatedAt.Format("2006-01-02 15:04:05 UTC"))
	fmt.Fprintf(&b, "  %d kitap, %d sipariş, %d kullanıcı, %d e-posta (%d gönderimi yeniden sıraya alındı); medya: %d dosya\n",
		got.Counts["books"], got.Counts["orders"], got.Counts["users"], got.Counts["mail_outbox"], released, len(man.Media.Files))
	if !man.Media.Included {
		fmt.Fprintf(&b, "  medya yedekte değil: S3 kovası %q kendi yedeğinden geri yüklenmeli\n", man.Media.Bucket)
	}
	b.WriteString("Başlatmak için: bookstore serve\n")
	_, err = io.WriteString(m.Stdout, b.String())
	return err
}

// checkRestoreTarget refuses to write over data unless forced: the data
// directory must hold no file (empty folders are fine) and, on PostgreSQL,
// the database no table.
func checkRestoreTarget(ctx context.Context, url, dataDir string, dialect sqldb.Dialect, force bool) error {
	if force {
		return nil
	}
	var found string
	err := filepath.WalkDir(dataDir, func(path string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		if !d.IsDir() {
			found = path
			return fs.SkipAll
		}
		return nil
	})
	if err != nil {
		return err
	}
	if found != "" {
		return usagef("hedef veri klasörü boş değil (%s); üzerine yazmak için --force", found)
	}
	if dialect != sqldb.Postgres {
		return nil
	}
	db, err := sqldb.Open(ctx, url, dataDir)
	if err != nil {
		return err
	}
	defer func() { _ = db.Close() }() // read only
	empty, err := db.Empty(ctx)
	if err != nil {
		return err
	}
	if !empty {
		return usagef("hedef PostgreSQL veritabanı boş değil; üzerine yazmak için --force (pg_restore --clean)")
	}
	return nil
}

// restoreSQLite writes the database copy beside its place and renames it in,
// after removing a forced target's database and its WAL.
func restoreSQLite(dataDir string, r io.Reader, force bool) error {
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dataDir, ".restore-*.db")
	if err != nil {
		return err
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // fails once renamed into place
	_, err = io.Copy(tmp, r)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if force {
		if err := sqldb.RemoveSQLite(dataDir); err != nil {
			return err
		}
	}
	return os.Rename(tmp.Name(), sqldb.SQLitePath(dataDir))
}

// restorePostgres gives pg_restore the dump as a file: a custom-format
// archive read from a pipe cannot be restored out of order.
func restorePostgres(ctx context.Context, pgRestore, url string, r io.Reader, clean bool) error {
	tmp, err := os.CreateTemp("", "bookstore-restore-*.pgdump")
	if err != nil {
		return err
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // a temp file
	_, err = io.Copy(tmp, r)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return sqldb.RestorePostgres(ctx, pgRestore, url, tmp.Name(), clean)
}
