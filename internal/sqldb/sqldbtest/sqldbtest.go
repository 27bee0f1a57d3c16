// Package sqldbtest gives tests a migrated database of each dialect: SQLite
// always, PostgreSQL when BOOKSTORE_TEST_POSTGRES_URL is set or a throwaway
// cluster can be started from the installed binaries. Under CI=true a
// PostgreSQL that cannot be had fails the test instead of skipping it.
package sqldbtest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"bookstore/internal/sqldb"
)

// Main wraps testing.M so a cluster started by this package is stopped at the end.
func Main(m *testing.M) {
	code := m.Run()
	dropTemplate()
	stopCluster()
	os.Exit(code)
}

// ForEach runs fn once per available dialect, each with a fresh migrated
// database. It makes the test parallel (t.Parallel) and runs the two
// dialects side by side: every run has databases of its own, and most of a
// storage test's time is spent waiting on them, so the package's tests
// overlap instead of queueing (`go test -parallel` bounds how many run at
// once). Hence ForEach is the test's last statement (what follows it runs
// before the dialects do), fn shares nothing
// mutable with other tests, and a test that calls ForEach does not call
// t.Parallel itself (twice panics) nor t.Setenv (not allowed in a parallel
// test): such a test takes SQLite and Postgres directly.
func ForEach(t *testing.T, fn func(t *testing.T, db *sqldb.DB)) {
	t.Helper()
	t.Parallel()
	t.Run("sqlite", func(t *testing.T) {
		t.Parallel()
		fn(t, SQLite(t))
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		fn(t, Postgres(t))
	})
}

// SQLite returns a migrated database in a temp directory: a copy of a
// template file migrated once per test binary (migrating costs far more
// than copying a few hundred kilobytes).
func SQLite(t testing.TB) *sqldb.DB {
	t.Helper()
	tmpl, err := sqliteTemplate()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "test.db")
	if err := os.WriteFile(path, tmpl, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := sqldb.OpenSQLiteFile(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, db)
	return db
}

var (
	sqliteOnce sync.Once
	sqliteFile []byte
	sqliteErr  error
)

// sqliteTemplate migrates one database file and returns its bytes. Closing
// the last connection checkpoints the WAL into the file, so the file alone
// is the whole database (still in WAL mode, which the header records).
func sqliteTemplate() ([]byte, error) {
	sqliteOnce.Do(func() {
		dir, err := os.MkdirTemp("", "bookstore-sqlite-template-")
		if err != nil {
			sqliteErr = err
			return
		}
		// Only the bytes are kept: a directory left behind in the temp dir
		// harms nothing, so its removal is not checked.
		defer func() { _ = os.RemoveAll(dir) }()
		path := filepath.Join(dir, "template.db")
		db, err := sqldb.OpenSQLiteFile(context.Background(), path)
		if err != nil {
			sqliteErr = err
			return
		}
		_, err = db.Migrate(context.Background())
		if err = errors.Join(err, db.Close()); err != nil {
			sqliteErr = fmt.Errorf("sqldbtest: migrating the SQLite template: %w", err)
			return
		}
		if _, err := os.Stat(path + "-wal"); err == nil {
			sqliteErr = fmt.Errorf("sqldbtest: the SQLite template kept its WAL file")
			return
		}
		sqliteFile, sqliteErr = os.ReadFile(path)
	})
	return sqliteFile, sqliteErr
}

// Postgres returns a migrated, freshly created PostgreSQL database (a copy
// of a template database migrated once per test binary), or skips (fails
// under CI=true) when no server can be had.
func Postgres(t testing.TB) *sqldb.DB {
	t.Helper()
	base := baseURL(t)
	tmpl, err := postgresTemplate(base)
	if err != nil {
		t.Fatal(err)
	}
	db, err := sqldb.Open(context.Background(), createDatabase(t, base, tmpl), "")
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, db)
	return db
}

var (
	pgTemplateOnce sync.Once
	pgTemplateName string
	pgTemplateErr  error
)

// postgresTemplate creates and migrates this test binary's template
// database; CREATE DATABASE ... TEMPLATE copies it per test. Every
// connection to it is closed afterwards: PostgreSQL copies only a template
// nobody is connected to.
func postgresTemplate(base string) (string, error) {
	pgTemplateOnce.Do(func() {
		name := fmt.Sprintf("bookstore_template_%d", os.Getpid())
		if err := execAdmin(base, "CREATE DATABASE "+name); err != nil {
			pgTemplateErr = fmt.Errorf("sqldbtest: create the template database: %w", err)
			return
		}
		pgTemplateName = name
		db, err := sqldb.Open(context.Background(), replaceDBName(base, name), "")
		if err != nil {
			pgTemplateErr = err
			return
		}
		_, err = db.Migrate(context.Background())
		if err = errors.Join(err, db.Close()); err != nil {
			pgTemplateErr = fmt.Errorf("sqldbtest: migrating the PostgreSQL template: %w", err)
		}
	})
	return pgTemplateName, pgTemplateErr
}

// closeAtEnd closes db when the test ends; a failed close fails the test.
func closeAtEnd(t testing.TB, db *sqldb.DB) {
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("sqldbtest: closing the database: %v", err)
		}
	})
}

var dbSeq atomic.Int64

// PostgresURL creates an empty database and returns its URL.
func PostgresURL(t testing.TB) string {
	t.Helper()
	return createDatabase(t, baseURL(t), "")
}

// baseURL is the server's URL, or skips (fails under CI=true) without one.
func baseURL(t testing.TB) string {
	t.Helper()
	base, err := serverURL()
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("PostgreSQL is required under CI: %v", err)
		}
		t.Skipf("PostgreSQL not available: %v", err)
	}
	return base
}

// createDatabase creates a database (a copy of template when one is
// named), dropped when the test ends, and returns its URL.
func createDatabase(t testing.TB, base, template string) string {
	t.Helper()
	name := fmt.Sprintf("bookstore_test_%d_%d", os.Getpid(), dbSeq.Add(1))
	stmt := "CREATE DATABASE " + name
	if template != "" {
		stmt += " TEMPLATE " + template
	}
	if err := execAdmin(base, stmt); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := dropDatabase(base, name); err != nil {
			t.Errorf("sqldbtest: %v", err)
		}
	})
	return replaceDBName(base, name)
}

// execAdmin runs one statement on the server's maintenance database.
func execAdmin(base, stmt string) error {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return err
	}
	_, err = admin.Exec(stmt)
	return errors.Join(err, admin.Close())
}

// dropDatabase drops a test's database (FORCE: past its open connections).
func dropDatabase(base, name string) error {
	if err := execAdmin(base, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop database %s: %w", name, err)
	}
	return nil
}

func replaceDBName(url, name string) string {
	rest, query, _ := strings.Cut(url, "?")
	i := strings.LastIndex(rest, "/")
	out := rest[:i+1] + name
	if query != "" {
		out += "?" + query
	}
	return out
}

var (
	clusterOnce sync.Once
	clusterURL  string
	clusterErr  error
	clusterDir  string
	clusterBin  string
	asPostgres  bool
)

func serverURL() (string, error) {
	if u := os.Getenv("BOOKSTORE_TEST_POSTGRES_URL"); u != "" {
		return u, nil
	}
	clusterOnce.Do(func() { clusterURL, clusterErr = startCluster() })
	return clusterURL, clusterErr
}

// startCluster runs initdb and pg_ctl in a temp dir on a free port with
// fsync off (unless BOOKSTORE_TEST_POSTGRES_DURABLE=1). As root, the server runs as the postgres user (it refuses root).
func startCluster() (string, error) {
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		p, err := exec.LookPath("initdb")
		if err != nil {
			return "", fmt.Errorf("initdb not found")
		}
		bins = []string{p}
	}
	clusterBin = filepath.Dir(bins[len(bins)-1])
	dir, err := os.MkdirTemp("", "bookstore-pg-")
	if err != nil {
		return "", err
	}
	clusterDir = dir
	asPostgres = os.Geteuid() == 0
	if asPostgres {
		pu, err := user.Lookup("postgres")
		if err != nil {
			return "", fmt.Errorf("running as root needs the postgres user: %w", err)
		}
		if out, err := exec.Command("chown", pu.Uid+":"+pu.Gid, dir).CombinedOutput(); err != nil {
			return "", fmt.Errorf("chown: %w %s", err, out)
		}
	}
	data := filepath.Join(dir, "data")
	if out, err := pgCmd("initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8").CombinedOutput(); err != nil {
		return "", fmt.Errorf("initdb: %w %s", err, out)
	}
	port, err := freePort()
	if err != nil {
		return "", err
	}
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c max_connections=300", port, dir)
	// Tests skip durability for speed; benchmarks that claim a throughput
	// keep it (BOOKSTORE_TEST_POSTGRES_DURABLE=1: fsync and full-page
	// writes on, so every commit's WAL reaches the disk within
	// wal_writer_delay).
	if os.Getenv("BOOKSTORE_TEST_POSTGRES_DURABLE") != "1" {
		opts += " -c fsync=off -c full_page_writes=off"
	}
	if out, err := pgCmd("pg_ctl", "-D", data, "-o", opts, "-l", filepath.Join(dir, "log"), "-w", "-t", "30", "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		return "", fmt.Errorf("pg_ctl start: %w %s %s", err, out, log)
	}
	url := fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
	deadline := time.Now().Add(10 * time.Second)
	for {
		db, err := sql.Open("pgx", url)
		if err != nil {
			return "", err
		}
		err = db.Ping()
		_ = db.Close() // a probe: only the ping's answer matters
		if err == nil {
			return url, nil
		}
		if time.Now().After(deadline) {
			return "", err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func pgCmd(name string, args ...string) *exec.Cmd {
	bin := filepath.Join(clusterBin, name)
	if asPostgres {
		return exec.Command("runuser", append([]string{"-u", "postgres", "--", bin}, args...)...)
	}
	return exec.Command(bin, args...)
}

func stopCluster() {
	if clusterDir == "" || clusterURL == "" {
		return
	}
	// After the tests there is no test to fail: say so on stderr, since a
	// cluster left running holds its port and its directory.
	if out, err := pgCmd("pg_ctl", "-D", filepath.Join(clusterDir, "data"), "-m", "immediate", "-w", "stop").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "sqldbtest: stopping the test cluster in %s: %v %s\n", clusterDir, err, out)
		return
	}
	if err := os.RemoveAll(clusterDir); err != nil {
		fmt.Fprintf(os.Stderr, "sqldbtest: removing the test cluster: %v\n", err)
	}
}

// dropTemplate drops the template database on a server this package did
// not start (a cluster it started is removed whole).
func dropTemplate() {
	if pgTemplateName == "" || clusterURL != "" {
		return
	}
	if err := dropDatabase(os.Getenv("BOOKSTORE_TEST_POSTGRES_URL"), pgTemplateName); err != nil {
		fmt.Fprintf(os.Stderr, "sqldbtest: %v\n", err)
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	port := l.Addr().(*net.TCPAddr).Port
	if err := l.Close(); err != nil {
		return 0, err
	}
	return port, nil
}
