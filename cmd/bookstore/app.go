package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"bookstore/internal/admin"
	"bookstore/internal/auth"
	"bookstore/internal/authorpanel"
	"bookstore/internal/blob"
	"bookstore/internal/books"
	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/config"
	"bookstore/internal/demo"
	"bookstore/internal/httpapi"
	"bookstore/internal/images"
	"bookstore/internal/isbn"
	"bookstore/internal/iyzico"
	"bookstore/internal/mail"
	"bookstore/internal/richtext"
	"bookstore/internal/sqldb"
	"bookstore/web"
)

// app is the wired product: configuration, storage and services.
type app struct {
	cfg   *config.Config
	log   *slog.Logger
	db    *sqldb.DB
	auth  *auth.Service
	blobs media
	// mail renders the shop's e-mail: the bookstore.OrderMails of the
	// checkout (queued by the store with each order change) and the
	// bookstore.AccountNotifier of the auth service.
	mail *mail.Notifier
}

// media is the object store: local disk by default, S3 when configured.
type media interface {
	bookstore.BlobStore
	bookstore.BlobReader
	bookstore.BlobChecker
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
		_ = db.Close() // opening failed; that error is the one to report
		return nil, fmt.Errorf("migrate: %w", err)
	}
	if len(applied) > 0 {
		log.Info("migrations applied", "versions", applied, "dialect", db.Dialect())
	}
	mediaDir := filepath.Join(cfg.DataDir, "media")
	if err := os.MkdirAll(mediaDir, 0o750); err != nil {
		_ = db.Close() // opening failed; that error is the one to report
		return nil, fmt.Errorf("create media directory: %w", err)
	}
	blobs, err := openMedia(ctx, cfg, mediaDir, log)
	if err != nil {
		_ = db.Close() // opening failed; that error is the one to report
		return nil, err
	}
	authSvc := auth.New(auth.Stores{Users: db, Sessions: db, Attempts: db, Audit: db, Resets: db}, auth.DefaultConfig(), log)
	notifier := &mail.Notifier{Outbox: db, Users: db, BaseURL: cfg.BaseURL}
	authSvc.SetNotifier(notifier)
	return &app{cfg: cfg, log: log, db: db, auth: authSvc, blobs: blobs, mail: notifier}, nil
}

// openMedia chooses S3 when BOOKSTORE_S3_ENDPOINT is set, else the media
// directory. An unreachable S3 at start is logged, not fatal: the admin
// settings page shows the status and the test button retries.
func openMedia(ctx context.Context, cfg *config.Config, mediaDir string, log *slog.Logger) (media, error) {
	if cfg.S3.Endpoint == "" {
		return blob.Disk{Dir: mediaDir}, nil
	}
	s3, err := blob.NewS3(blob.S3Config{Endpoint: cfg.S3.Endpoint, AccessKey: cfg.S3.AccessKey, SecretKey: cfg.S3.SecretKey,
		Bucket: cfg.S3.Bucket, Region: cfg.S3.Region, UseSSL: cfg.S3.UseSSL})
	if err != nil {
		return nil, usagef("BOOKSTORE_S3_ENDPOINT: %v", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := s3.EnsureBucket(ctx); err != nil {
		log.Warn("media storage unreachable", "endpoint", cfg.S3.Endpoint, "bucket", cfg.S3.Bucket, "err", err)
	}
	return s3, nil
}

func (a *app) close() {
	if err := a.db.Close(); err != nil {
		a.log.Warn("close database", "err", err)
	}
}

// payments returns the iyzico client for the configured keys, or, without
// keys, a client of the embedded simulator and the simulator itself. The
// simulator is refused in production.
func (a *app) payments() (*iyzico.Client, *iyzico.Simulator, error) {
	if a.cfg.IyzicoAPIKey != "" {
		return iyzico.New(a.cfg.IyzicoBaseURL, a.cfg.IyzicoAPIKey, a.cfg.IyzicoSecretKey, nil), nil, nil
	}
	if a.cfg.Env == config.Production {
		return nil, nil, usagef("IYZICO_API_KEY ve IYZICO_SECRET_KEY production ortamında zorunludur; gömülü ödeme simülatörü yalnızca geliştirme içindir")
	}
	base := strings.TrimRight(a.cfg.BaseURL.String(), "/") + iyzico.SimulatorPath
	return iyzico.New(base, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey, nil),
		iyzico.NewSimulator(base, iyzico.SimulatorAPIKey, iyzico.SimulatorSecretKey), nil
}

// checkoutService wires the checkout to storage and the payment provider.
func (a *app) checkoutService(client *iyzico.Client) *checkout.Service {
	return &checkout.Service{Store: a.db, Orders: a.db, Users: a.db, Pages: a.db, Provider: iyzico.Provider{C: client}, Audit: a.db, Log: a.log,
		TTL: a.cfg.OrderTTL, StaleClaim: a.cfg.StaleClaim, Mode: bookstore.PaymentMode(a.cfg.PaymentMode), CallbackURL: httpapi.CallbackURL(a.cfg.BaseURL.String()),
		Mails: a.mail, Location: bookstore.ShopLocation()}
}

func (a *app) server(co *checkout.Service, sim *iyzico.Simulator) *httpapi.Server {
	imgs := images.New(a.db, a.blobs, a.db, a.log)
	d := httpapi.Deps{Config: a.cfg, Log: a.log, DB: a.db, Auth: a.auth, Audit: a.db, Store: a.db, Members: a.db,
		Checkout: co, ParseNotification: iyzico.ParseNotification, Users: a.db,
		Authors: &authorpanel.Service{Auth: a.auth, Panel: a.db, Catalog: sqldb.NewAuthorStore(a.db), Audit: a.db, Sanitize: richtext.Sanitize, Images: imgs, Log: a.log},
		Books:   &books.Service{Store: sqldb.NewBookStore(a.db), Authors: a.db, Audit: a.db, Sanitize: richtext.Sanitize, Images: imgs, Log: a.log},
		Admin: &admin.Service{Stores: admin.Stores{Members: a.db, Categories: sqldb.NewCategoryStore(a.db),
			Authors: sqldb.NewAuthorStore(a.db), Events: sqldb.NewEventStore(a.db), Featured: sqldb.NewFeaturedStore(a.db),
			Pages: sqldb.NewPageStore(a.db), Dashboard: sqldb.NewDashboardStore(a.db), Audit: a.db,
			ISBN: isbn.New(a.cfg.GoogleBooksURL, a.cfg.OpenLibraryURL, nil)}, Sanitize: richtext.Sanitize, Images: imgs, Log: a.log},
		Images: imgs, Media: a.blobs, Storage: a.blobs, Outbox: a.db,
		Web: web.Dist(), Version: version}
	if sim != nil {
		d.PaymentSimulator = sim
	}
	return httpapi.New(d)
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
	start := time.Now()
	s := demo.Seeder{Catalog: a.db, Users: a.auth, Blobs: a.blobs, Now: time.Now(), Location: bookstore.ShopLocation()}
	accounts, err := s.Seed(ctx, password)
	if err != nil {
		return nil, "", fmt.Errorf("seed: %w", err)
	}
	a.log.Info("demo data seeded", "duration_ms", time.Since(start).Milliseconds())
	return accounts, password, nil
}

var errDatabaseNotEmpty = errors.New("veritabanı boş değil; demo verisi yalnızca boş veritabanına yüklenir")
