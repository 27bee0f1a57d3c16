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
	stopCluster()
	os.Exit(code)
}

// ForEach runs fn once per available dialect, each with a fresh migrated database.
func ForEach(t *testing.T, fn func(t *testing.T, db *sqldb.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
}

// SQLite returns a migrated database in a temp directory.
func SQLite(t testing.TB) *sqldb.DB {
	t.Helper()
	db, err := sqldb.OpenSQLiteFile(context.Background(), filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, db)
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

// Postgres returns a migrated, freshly created PostgreSQL database, or skips
// (fails under CI=true) when no server can be had.
func Postgres(t testing.TB) *sqldb.DB {
	t.Helper()
	url := PostgresURL(t)
	db, err := sqldb.Open(context.Background(), url, "")
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, db)
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
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
	base, err := serverURL()
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("PostgreSQL is required under CI: %v", err)
		}
		t.Skipf("PostgreSQL not available: %v", err)
	}
	name := fmt.Sprintf("bookstore_test_%d_%d", os.Getpid(), dbSeq.Add(1))
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	_, err = admin.Exec("CREATE DATABASE " + name)
	if err = errors.Join(err, admin.Close()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := dropDatabase(base, name); err != nil {
			t.Errorf("sqldbtest: %v", err)
		}
	})
	return replaceDBName(base, name)
}

// dropDatabase drops a test's database (FORCE: past its open connections).
func dropDatabase(base, name string) error {
	a, err := sql.Open("pgx", base)
	if err != nil {
		return err
	}
	_, err = a.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	if err = errors.Join(err, a.Close()); err != nil {
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
