package sqldb

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"modernc.org/sqlite"
)

// Backups: a consistent copy of the database taken while the shop runs, and
// what makes a restored copy safe to start.
//
// SQLite is copied with its online backup API (sqlite3_backup through the
// modernc driver's connection): one step copies every page under one read
// transaction, so the copy is the database at one instant, and in WAL mode
// the shop's writers go on meanwhile. PostgreSQL is dumped by pg_dump -Fc
// inside a snapshot exported by a repeatable-read transaction, the same
// snapshot the manifest's counts are read in.

// SQLiteFile is the database file's name in the data directory.
const SQLiteFile = "bookstore.db"

// SQLitePath is where the SQLite database of a data directory lives.
func SQLitePath(dataDir string) string { return filepath.Join(dataDir, SQLiteFile) }

// CountedTables are the main tables whose rows a backup's manifest counts
// (and a restore can be checked against).
var CountedTables = []string{"users", "authors", "books", "categories", "events", "orders",
	"payment_attempts", "mail_outbox", "sessions", "pending_images"}

// Snapshot describes a database copy: its schema and the rows of its main tables.
type Snapshot struct {
	Dialect Dialect
	// SchemaVersion is the last migration applied.
	SchemaVersion string
	Counts        map[string]int64
}

// queryer is a connection, a pool or a transaction.
type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func describe(ctx context.Context, q queryer, d Dialect) (*Snapshot, error) {
	s := &Snapshot{Dialect: d, Counts: make(map[string]int64, len(CountedTables))}
	if err := q.QueryRowContext(ctx, "SELECT COALESCE(MAX(version), '') FROM schema_migrations").Scan(&s.SchemaVersion); err != nil {
		return nil, fmt.Errorf("schema version: %w", err)
	}
	for _, t := range CountedTables {
		var n int64
		if err := q.QueryRowContext(ctx, "SELECT count(*) FROM "+t).Scan(&n); err != nil {
			return nil, fmt.Errorf("count %s: %w", t, err)
		}
		s.Counts[t] = n
	}
	return s, nil
}

// Describe reads the schema version and the counts of the database as it is now.
func (db *DB) Describe(ctx context.Context) (*Snapshot, error) {
	return describe(ctx, db.bun.DB, db.dialect)
}

// BackupSQLite writes a consistent copy of the database to path (a new file)
// with SQLite's online backup API and describes the copy.
func (db *DB) BackupSQLite(ctx context.Context, path string) (*Snapshot, error) {
	if db.dialect != SQLite {
		return nil, errors.New("BackupSQLite: not a SQLite database")
	}
	conn, err := db.bun.DB.Conn(ctx)
	if err != nil {
		return nil, err
	}
	err = conn.Raw(func(dc any) error {
		src, ok := dc.(interface {
			NewBackup(dst string) (*sqlite.Backup, error)
		})
		if !ok {
			return fmt.Errorf("the SQLite driver offers no backup API (%T)", dc)
		}
		b, err := src.NewBackup(path)
		if err != nil {
			return fmt.Errorf("start backup: %w", err)
		}
		// -1: every page in one step, so the copy is one instant of the
		// database (a copy in several steps restarts when a writer comes in).
		if _, err := b.Step(-1); err != nil {
			_ = b.Finish() // releases the backup; the step's error is the one to report
			return fmt.Errorf("backup: %w", err)
		}
		return b.Finish()
	})
	if cerr := conn.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	cp, err := OpenSQLiteFile(ctx, path)
	if err != nil {
		return nil, err
	}
	s, err := cp.Describe(ctx)
	if cerr := cp.Close(); err == nil {
		err = cerr
	}
	// Closing the last connection checkpoints the copy's WAL into the file:
	// the file alone is the copy, so no WAL may be left beside it.
	if st, werr := os.Stat(path + "-wal"); err == nil && werr == nil && st.Size() > 0 {
		err = fmt.Errorf("backup: the copy kept a write-ahead log (%d bytes)", st.Size())
	}
	return s, err
}

// BackupPostgres runs pg_dump (the binary at pgDump) in the custom format
// into path, inside one exported snapshot that the description is read in too.
// dbURL is the database's connection URL, which pg_dump understands as well.
func (db *DB) BackupPostgres(ctx context.Context, pgDump, dbURL, path string) (*Snapshot, error) {
	if db.dialect != Postgres {
		return nil, errors.New("BackupPostgres: not a PostgreSQL database")
	}
	conn, err := db.bun.DB.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer func() { _ = conn.Close() }() // back to the pool; the transaction below is over by then
	tx, err := conn.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback() }() // read only: rolling back just ends the snapshot
	var snapshotID string
	if err := tx.QueryRowContext(ctx, "SELECT pg_export_snapshot()").Scan(&snapshotID); err != nil {
		return nil, fmt.Errorf("export snapshot: %w", err)
	}
	s, err := describe(ctx, tx, Postgres)
	if err != nil {
		return nil, err
	}
	// The snapshot lives as long as tx: pg_dump must take it before the
	// rollback above, so it runs to its end in here.
	if err := runPGTool(ctx, pgDump, dbURL, "--format=custom", "--snapshot="+snapshotID, "--file="+path); err != nil {
		return nil, err
	}
	return s, nil
}

// RestorePostgres loads a pg_dump custom-format file into the database at dbURL
// in one transaction (all or nothing). The roles and grants of the source are
// not carried over: the objects belong to the restoring user. clean drops the
// dump's objects first (a restore over an existing copy).
func RestorePostgres(ctx context.Context, pgRestore, dbURL, path string, clean bool) error {
	args := []string{"--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges"}
	if clean {
		args = append(args, "--clean", "--if-exists")
	}
	return runPGTool(ctx, pgRestore, dbURL, append(args, path)...)
}

// runPGTool runs a PostgreSQL client tool on the database at dbURL. The
// password goes in PGPASSWORD, not in the arguments every user of the
// machine can read in the process list.
func runPGTool(ctx context.Context, bin, dbURL string, args ...string) error {
	env := os.Environ()
	if u, err := url.Parse(dbURL); err == nil && u.User != nil {
		if pw, ok := u.User.Password(); ok {
			env = append(env, "PGPASSWORD="+pw)
			u.User = url.User(u.User.Username())
			dbURL = u.String()
		}
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, append(args, "--dbname="+dbURL)...)
	cmd.Env = env
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w: %s", filepath.Base(bin), err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// Empty reports whether the database holds no table yet (nothing migrated).
func (db *DB) Empty(ctx context.Context) (bool, error) {
	q := "SELECT count(*) FROM sqlite_master WHERE type = 'table'"
	if db.dialect == Postgres {
		q = "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()"
	}
	var n int
	if err := db.bun.DB.QueryRowContext(ctx, q).Scan(&n); err != nil {
		return false, err
	}
	return n == 0, nil
}

// ReleaseMailLeases makes a restored outbox sendable by this instance: the
// mails that a worker of the backed-up instance had leased (claimed, being
// sent) lose their lease and claim, so the next worker claims them again at
// once and sends them with the Message-ID stored in the row. A mail the old
// worker did deliver after the snapshot is then sent a second time with the
// same Message-ID, which receivers drop as a duplicate; none is lost, and no
// mail gets a new Message-ID. Sent, logged and failed mails are left as they
// are. It returns how many leases it released.
func (db *DB) ReleaseMailLeases(ctx context.Context) (int, error) {
	res, err := db.bun.NewUpdate().Table("mail_outbox").Set("locked_until = NULL").Set("claim_token = ''").
		Where("status = 'pending' AND (locked_until IS NOT NULL OR claim_token <> '')").Exec(ctx)
	if err != nil {
		return 0, translate(err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// LatestMigration is the newest migration this binary knows for a dialect:
// a backup whose schema is newer cannot be restored by it.
func LatestMigration(d Dialect) string {
	entries, err := fs.ReadDir(migrations, "migrations/"+string(d))
	if err != nil {
		return ""
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".sql"); ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return ""
	}
	return names[len(names)-1]
}

// RemoveSQLite deletes a data directory's database file and its WAL and
// shared-memory files (a restore over an existing copy).
func RemoveSQLite(dataDir string) error {
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(SQLitePath(dataDir) + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}
