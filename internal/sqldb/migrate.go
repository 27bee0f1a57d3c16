package sqldb

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"

	"github.com/uptrace/bun"
)

//go:embed migrations
var migrations embed.FS

// Migrate applies, in order and each in its own transaction, the migrations
// of this dialect that are not yet recorded in schema_migrations.
func (db *DB) Migrate(ctx context.Context) (applied []string, err error) {
	if db.dialect == Postgres {
		// Several instances may start at once: one migrates, the others
		// wait. Creating schema_migrations is part of it (two concurrent
		// CREATE TABLE IF NOT EXISTS can collide on PostgreSQL's catalogue).
		unlock, lockErr := db.lockMigrations(ctx)
		if lockErr != nil {
			return nil, lockErr
		}
		// err is the named result: a failed release is reported with it.
		defer func() { err = errors.Join(err, unlock()) }()
	}
	if _, err := db.bun.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version TEXT PRIMARY KEY, applied_at TIMESTAMP NOT NULL)`); err != nil {
		return nil, fmt.Errorf("create schema_migrations: %w", err)
	}
	dir := "migrations/" + string(db.dialect)
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".sql") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, name := range names {
		version := strings.TrimSuffix(name, ".sql")
		var n int
		if err := db.bun.NewRaw("SELECT count(*) FROM schema_migrations WHERE version = ?", version).
			Scan(ctx, &n); err != nil {
			return applied, err
		}
		if n > 0 {
			continue
		}
		body, err := migrations.ReadFile(dir + "/" + name)
		if err != nil {
			return applied, err
		}
		err = db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
			for _, stmt := range splitStatements(string(body)) {
				if _, err := tx.ExecContext(ctx, stmt); err != nil {
					return fmt.Errorf("%s: %w\n%s", name, err, stmt)
				}
			}
			_, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", version, now())
			return err
		})
		if err != nil {
			return applied, err
		}
		applied = append(applied, version)
	}
	if slices.Contains(applied, "0007_admin") {
		return applied, db.fillProfileSearch(ctx)
	}
	return applied, nil
}

// migrationLock is the key of PostgreSQL's advisory lock on migrating.
const migrationLock = 727274

// lockMigrations waits for the migration lock and returns its release. The
// lock belongs to a session, so it is taken on a connection of its own and
// released on that same one (from the pool, the release could land on
// another session and leave the lock held). A release that fails is an
// error: the caller stops, and the lock goes with its connection.
func (db *DB) lockMigrations(ctx context.Context) (unlock func() error, err error) {
	conn, err := db.bun.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("migration lock: %w", err)
	}
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(?)`, migrationLock); err != nil {
		return nil, errors.Join(fmt.Errorf("migration lock: %w", err), conn.Close())
	}
	return func() error {
		_, err := conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(?)`, migrationLock)
		if err != nil {
			err = fmt.Errorf("release the migration lock: %w", err)
		}
		return errors.Join(err, conn.Close())
	}, nil
}

// fillProfileSearch writes the folded search text of the profiles that
// existed before 0007_admin added it (every later write sets it); the folding
// is Go's, so the migration's SQL cannot do it.
func (db *DB) fillProfileSearch(ctx context.Context) error {
	var rows []struct {
		ID       string `bun:"id"`
		FullName string `bun:"full_name"`
		Email    string `bun:"email"`
	}
	if err := db.bun.NewSelect().Table("profiles").Column("id", "full_name", "email").Where("search_text = ''").
		Scan(ctx, &rows); err != nil {
		return fmt.Errorf("profile search text: %w", err)
	}
	for _, r := range rows {
		if _, err := db.bun.NewUpdate().Table("profiles").Set("search_text = ?", searchText(r.FullName, r.Email)).
			Where("id = ?", r.ID).Exec(ctx); err != nil {
			return fmt.Errorf("profile search text: %w", err)
		}
	}
	return nil
}

// splitStatements splits a migration on semicolons at line ends, dropping
// comment-only lines; a CREATE TRIGGER runs to its "END;" line.
func splitStatements(sql string) []string {
	var out []string
	var cur strings.Builder
	for _, line := range strings.Split(sql, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "--") {
			continue
		}
		cur.WriteString(line)
		cur.WriteString("\n")
		// A trigger body holds ';'-terminated statements; it ends at "END;".
		inTrigger := strings.HasPrefix(strings.ToUpper(strings.TrimSpace(cur.String())), "CREATE TRIGGER")
		if (!inTrigger && strings.HasSuffix(t, ";")) || (inTrigger && strings.EqualFold(t, "END;")) {
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		}
	}
	if s := strings.TrimSpace(cur.String()); s != "" {
		out = append(out, s)
	}
	return out
}

// Columns lists every table's columns (for the schema parity test). SQLite's
// FTS5 search tables stand in for PostgreSQL's trigram indexes and are left out.
func (db *DB) Columns(ctx context.Context) (map[string][]string, error) {
	var rows []struct {
		Table  string `bun:"table_name"`
		Column string `bun:"column_name"`
	}
	var q string
	switch db.dialect {
	case Postgres:
		q = `SELECT table_name, column_name FROM information_schema.columns
		     WHERE table_schema = current_schema() ORDER BY table_name, column_name`
	default:
		q = `SELECT m.name AS table_name, p.name AS column_name
		     FROM sqlite_master m JOIN pragma_table_info(m.name) p
		     WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '%_fts%' ORDER BY 1, 2`
	}
	if err := db.bun.NewRaw(q).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for _, r := range rows {
		out[r.Table] = append(out[r.Table], r.Column)
	}
	return out, nil
}
