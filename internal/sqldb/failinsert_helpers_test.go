package sqldb_test

import (
	"context"
	"testing"

	"bookstore/internal/sqldb"
)

// failAfterInsert makes every insert into table fail after the row is
// written (an AFTER INSERT trigger), until the returned function is called:
// the transaction of a change then fails after that row was inserted, and
// the test sees whether everything it wrote rolled back with it.
func failAfterInsert(t *testing.T, db *sqldb.DB, table string) (restore func()) {
	t.Helper()
	ctx := context.Background()
	fn := table + "_fail"
	var install, remove []string
	if db.Dialect() == sqldb.Postgres {
		install = []string{`CREATE FUNCTION ` + fn + `() RETURNS trigger LANGUAGE plpgsql AS
			$$ BEGIN RAISE EXCEPTION 'injected failure after the ` + table + ` insert'; END $$`,
			`CREATE TRIGGER ` + fn + ` AFTER INSERT ON ` + table + ` FOR EACH ROW EXECUTE FUNCTION ` + fn + `()`}
		remove = []string{`DROP TRIGGER ` + fn + ` ON ` + table, `DROP FUNCTION ` + fn + `()`}
	} else {
		install = []string{`CREATE TRIGGER ` + fn + ` AFTER INSERT ON ` + table + `
			BEGIN SELECT RAISE(ABORT, 'injected failure after the ` + table + ` insert'); END`}
		remove = []string{`DROP TRIGGER ` + fn}
	}
	for _, q := range install {
		if _, err := db.Bun().ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	return func() {
		for _, q := range remove {
			if _, err := db.Bun().ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
	}
}
