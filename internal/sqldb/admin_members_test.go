package sqldb_test

import (
	"context"
	"testing"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

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

		restore := failAfterInsert(t, db, "audit_log")
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
