package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"bookstore/internal/auth"
	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/demo"
	"bookstore/internal/httpapi"
	"bookstore/internal/mail"
	"bookstore/internal/sqldb"
	"bookstore/web"
)

// app is the wired product: configuration, storage and services.
type app struct {
	cfg   *config.Config
	log   *slog.Logger
	db    *sqldb.DB
	auth  *auth.Service
	blobs bookstore.BlobStore
	// mail queues the shop's e-mail; it is the bookstore.OrderNotifier
	// and bookstore.AccountNotifier of the services.
	mail *mail.Notifier
}

func (m *Main) config() (*config.Config, error) {
	cfg, err := config.Load(m.Getenv)
	if err != nil {
		return nil, usagef("config: %v", err)
	}
	return cfg, nil
}

func (m *Main) logger(cfg *config.Config) *slog.Logger {
	if cfg.Env == config.Production {
		return slog.New(slog.NewJSONHandler(m.Stderr, nil))
	}
	return slog.New(slog.NewTextHandler(m.Stderr, nil))
}

// open loads the configuration, connects and migrates.
func (m *Main) open(ctx context.Context) (*app, error) {
	cfg, err := m.config()
	if err != nil {
		return nil, err
	}
	log := m.logger(cfg)
	db, err := sqldb.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	db.SetCatalogCacheTTL(cfg.CatalogCacheTTL)
	applied, err := db.Migrate(ctx)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	if len(applied) > 0 {
		log.Info("migrations applied", "versions", applied, "dialect", db.Dialect())
	}
	mediaDir := filepath.Join(cfg.DataDir, "media")
	if err := os.MkdirAll(mediaDir, 0o750); err != nil {
		db.Close()
		return nil, fmt.Errorf("create media directory: %w", err)
	}
	authSvc := auth.New(auth.Stores{Users: db, Sessions: db, Attempts: db, Audit: db, Resets: db}, auth.DefaultConfig(), log)
	notifier := &mail.Notifier{Outbox: db, Users: db, BaseURL: cfg.BaseURL}
	authSvc.SetNotifier(notifier)
	return &app{cfg: cfg, log: log, db: db, auth: authSvc, blobs: blob.Disk{Dir: mediaDir}, mail: notifier}, nil
}

func (a *app) close() { a.db.Close() }

func (a *app) server() *httpapi.Server {
	var media = os.DirFS(filepath.Join(a.cfg.DataDir, "media"))
	return httpapi.New(httpapi.Deps{Config: a.cfg, Log: a.log, DB: a.db, Auth: a.auth, Audit: a.db, Store: a.db, Members: a.db, Web: web.Dist(), Media: media, Version: version,
		Outbox: a.db})
}

// seedDemo fills an empty database with the demo catalogue and accounts and
// returns the accounts and the password they use.
func (a *app) seedDemo(ctx context.Context) ([]demo.Account, string, error) {
	if a.cfg.Env == config.Production {
		return nil, "", usagef("demo verisi production ortamında yüklenmez; ilk admini `bookstore user create` ile oluşturun")
	}
	n, err := a.db.CountUsers(ctx)
	if err != nil {
		return nil, "", err
	}
	if n > 0 {
		return nil, "", errDatabaseNotEmpty
	}
	password := a.cfg.DemoPassword
	if password == "" {
		password = demo.GeneratePassword()
	} else if msg := bookstore.CheckPassword(password); msg != "" {
		return nil, "", usagef("BOOKSTORE_DEMO_PASSWORD: %s", msg)
	}
	loc, err := time.LoadLocation("Europe/Istanbul")
	if err != nil {
		return nil, "", err
	}
	start := time.Now()
	s := demo.Seeder{Catalog: a.db, Users: a.auth, Blobs: a.blobs, Now: time.Now(), Location: loc}
	accounts, err := s.Seed(ctx, password)
	if err != nil {
		return nil, "", fmt.Errorf("seed: %w", err)
	}
	a.log.Info("demo data seeded", "duration_ms", time.Since(start).Milliseconds())
	return accounts, password, nil
}

var errDatabaseNotEmpty = errors.New("veritabanı boş değil; demo verisi yalnızca boş veritabanına yüklenir")
