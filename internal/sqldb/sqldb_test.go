package sqldb_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/sqldb"
	"bookstore/internal/sqldb/sqldbtest"
)

func TestMain(m *testing.M) { sqldbtest.Main(m) }

// TestSchemasMatch migrates both databases and compares every table's columns.
func TestSchemasMatch(t *testing.T) {
	ctx := context.Background()
	lite, err := sqldbtest.SQLite(t).Columns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := sqldbtest.Postgres(t).Columns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for table, cols := range lite {
		if !slices.Equal(cols, pg[table]) {
			t.Errorf("table %s: sqlite %v, postgres %v", table, cols, pg[table])
		}
	}
	for table := range pg {
		if _, ok := lite[table]; !ok {
			t.Errorf("table %s only in postgres", table)
		}
	}
	for _, want := range []string{"users", "profiles", "authors", "books", "categories", "events", "favorites",
		"carts", "cart_items", "orders", "order_items", "notifications", "page_contents", "featured_books",
		"pending_images", "sessions", "audit_log", "login_attempts"} {
		if _, ok := lite[want]; !ok {
			t.Errorf("missing table %s", want)
		}
	}
}

func TestMigrateIsIdempotent(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		applied, err := db.Migrate(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(applied) != 0 {
			t.Fatalf("second migrate applied %v", applied)
		}
	})
}

func TestUsersAndSessions(t *testing.T) {
	sqldbtest.ForEach(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "ayse@example.com", FullName: "Ayşe Yılmaz", Role: bookstore.RoleUser, PasswordHash: "h"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sqldb.NewUserStore(db).CreateUser(ctx, bookstore.NewUser{Email: "ayse@example.com", FullName: "X", Role: bookstore.RoleUser, PasswordHash: "h"}); !errors.Is(err, bookstore.ErrDuplicate) {
			t.Fatalf("duplicate e-mail: got %v, want ErrDuplicate", err)
		}
		got, hash, err := sqldb.NewUserStore(db).Credentials(ctx, "ayse@example.com")
		if err != nil || hash != "h" || got.ID != u.ID || got.FullName != "Ayşe Yılmaz" || got.Role != bookstore.RoleUser {
			t.Fatalf("credentials: %+v %q %v", got, hash, err)
		}
		if _, _, err := sqldb.NewUserStore(db).Credentials(ctx, "nobody@example.com"); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("unknown e-mail: %v", err)
		}
		t0 := time.Now().UTC()
		s := bookstore.Session{TokenHash: "abc", UserID: u.ID, CreatedAt: t0, LastSeenAt: t0, ExpiresAt: t0.Add(time.Hour)}
		if err := sqldb.NewSessionStore(db).CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		gs, gu, err := sqldb.NewSessionStore(db).SessionByHash(ctx, "abc")
		if err != nil || gu.Email != "ayse@example.com" || !gs.ExpiresAt.Equal(s.ExpiresAt.Truncate(time.Microsecond)) {
			t.Fatalf("session: %+v %+v %v", gs, gu, err)
		}
		n, err := sqldb.NewSessionStore(db).DeleteExpiredSessions(ctx, t0.Add(2*time.Hour), t0.Add(-time.Hour), t0.Add(-time.Hour))
		if err != nil || n != 1 {
			t.Fatalf("expired sessions deleted: %d %v", n, err)
		}
		if _, _, err := sqldb.NewSessionStore(db).SessionByHash(ctx, "abc"); !errors.Is(err, bookstore.ErrNotFound) {
			t.Fatalf("deleted session: %v", err)
		}
	})
}
