package sqldb_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

// failAfterAuditInsert makes every insert into the audit log fail after the
// row is written, until the returned function is called.
func failAfterAuditInsert(t *testing.T, db *sqldb.DB) (restore func()) {
	t.Helper()
	ctx := context.Background()
	install := []string{`CREATE TRIGGER audit_log_fail AFTER INSERT ON audit_log
			BEGIN SELECT RAISE(ABORT, 'injected failure after the audit insert'); END`}
	remove := []string{`DROP TRIGGER audit_log_fail`}
	if db.Dialect() == sqldb.Postgres {
		install = []string{`CREATE FUNCTION audit_log_fail() RETURNS trigger LANGUAGE plpgsql AS
			$$ BEGIN RAISE EXCEPTION 'injected failure after the audit insert'; END $$`,
			`CREATE TRIGGER audit_log_fail AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_fail()`}
		remove = []string{`DROP TRIGGER audit_log_fail ON audit_log`, `DROP FUNCTION audit_log_fail()`}
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

// TestRoleChangeWritesItsAuditInItsTransaction: a role change and its audit
// entry commit together; when the entry cannot be written the role stays,
// and a change to the same role writes nothing.
func TestRoleChangeWritesItsAuditInItsTransaction(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		users := sqldb.NewUserStore(db)
		u, err := users.CreateUser(ctx, bookstore.NewUser{Email: "rol@example.com", FullName: "Rol Değişen", Role: bookstore.RoleUser, PasswordHash: "x"})
		if err != nil {
			t.Fatal(err)
		}
		calls := 0
		fx := func(before bookstore.Role) bookstore.Effects {
			calls++
			e := bookstore.Change("", bookstore.ActionRoleChanged, "profiles", u.ID, map[string]any{"role": before}, map[string]any{"role": "author"})
			return bookstore.Effects{Audit: &e}
		}

		restore := failAfterAuditInsert(t, db)
		if _, _, err := users.SetRole(ctx, u.ID, bookstore.RoleAuthor, fx); err == nil {
			t.Fatal("the role changed although its audit entry failed")
		}
		restore()
		if got, err := users.UserByID(ctx, u.ID); err != nil || got.Role != bookstore.RoleUser {
			t.Fatalf("a failed change left the role %v (%v)", got, err)
		}
		if n := auditsOf(t, db, u.ID, string(bookstore.ActionRoleChanged)); n != 0 {
			t.Fatalf("a failed change left %d audit entries", n)
		}

		before, after, err := users.SetRole(ctx, u.ID, bookstore.RoleAuthor, fx)
		if err != nil || before.Role != bookstore.RoleUser || after.Role != bookstore.RoleAuthor {
			t.Fatalf("change: %v %v %v", before, after, err)
		}
		if n := auditsOf(t, db, u.ID, string(bookstore.ActionRoleChanged)); n != 1 {
			t.Fatalf("a committed change has %d audit entries", n)
		}
		calls = 0
		if _, _, err := users.SetRole(ctx, u.ID, bookstore.RoleAuthor, fx); err != nil || calls != 0 {
			t.Fatalf("the same role again: %v, effects asked %d times", err, calls)
		}
		if n := auditsOf(t, db, u.ID, string(bookstore.ActionRoleChanged)); n != 1 {
			t.Fatalf("the same role again wrote an audit entry (%d)", n)
		}
	})
}
