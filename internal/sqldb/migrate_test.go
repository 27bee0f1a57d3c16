package sqldb_test

import (
	"context"
	"database/sql"
	"testing"

	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// TestMigrateLockOnPostgres: instances that start at once on one database
// take turns migrating, and the advisory lock is free once they are done
// (it belongs to a session: taken from the pool and released through it,
// the release could land on another session and leave it held).
func TestMigrateLockOnPostgres(t *testing.T) {
	ctx := context.Background()
	url := sqldbtest.PostgresURL(t)
	var dbs [2]*sqldb.DB
	for i := range dbs {
		db, err := sqldb.Open(ctx, url, "")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := db.Close(); err != nil {
				t.Error(err)
			}
		})
		dbs[i] = db
	}
	applied := make(chan []string, len(dbs))
	errs := make(chan error, len(dbs))
	for _, db := range dbs {
		go func() {
			a, err := db.Migrate(ctx)
			applied <- a
			errs <- err
		}()
	}
	migrated := 0
	for range dbs {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
		if len(<-applied) > 0 {
			migrated++
		}
	}
	if migrated != 1 {
		t.Errorf("%d instances applied migrations, want 1", migrated)
	}

	other, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := other.Close(); err != nil {
			t.Error(err)
		}
	}()
	var free bool
	if err := other.QueryRowContext(ctx, `SELECT pg_try_advisory_lock(727274)`).Scan(&free); err != nil {
		t.Fatal(err)
	}
	if !free {
		t.Fatal("the migration lock is still held after Migrate")
	}
}
