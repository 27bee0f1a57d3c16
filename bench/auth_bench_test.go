// Package bench holds the load generators and benchmarks run by `make bench`
// (never by `make test`). Figures go to docs/performance.md.
package bench

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"bookstore/internal/auth"
	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/httpapi"
	"bookstore/internal/sqldb"
)

// BenchmarkHashPassword is the cost of one argon2id hash (register, login).
func BenchmarkHashPassword(b *testing.B) {
	for b.Loop() {
		if _, err := auth.HashPassword(context.Background(), "Zx9!kqLm#2"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSessionLookup measures GET /api/auth/me with a valid session
// cookie through the whole middleware stack on SQLite, in parallel.
func BenchmarkSessionLookup(b *testing.B) {
	ctx := context.Background()
	db, err := sqldb.OpenSQLiteFile(ctx, filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		if err := db.Close(); err != nil {
			b.Error(err)
		}
	})
	if _, err := db.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	cfg, err := config.Load(func(string) string { return "" })
	if err != nil {
		b.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a := auth.New(auth.Stores{Users: sqldb.NewUserStore(db), Sessions: sqldb.NewSessionStore(db), Attempts: sqldb.NewLoginAttemptStore(db), Audit: sqldb.NewAuditStore(db)}, auth.DefaultConfig(), log)
	sig, err := a.Register(ctx, bookstore.Registration{FullName: "Bench", Email: "bench@example.com",
		Password: "Zx9!kqLm#2", ConfirmPassword: "Zx9!kqLm#2", AcceptTerms: true}, auth.Client{})
	if err != nil {
		b.Fatal(err)
	}
	h := httpapi.New(httpapi.Deps{Config: cfg, Log: log, DB: db, Auth: a, Audit: sqldb.NewAuditStore(db), Store: sqldb.NewStorefrontStore(db), Version: "bench"})
	cookie := &http.Cookie{Name: "bookstore_session", Value: sig.Token}
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req := httptest.NewRequest(http.MethodGet, "/api/auth/me", nil)
			req.AddCookie(cookie)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				b.Fatalf("status %d", rec.Code)
			}
		}
	})
}
