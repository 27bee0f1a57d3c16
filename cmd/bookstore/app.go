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

	"bookstore/internal/auth"
	"bookstore/internal/blob"
	"bookstore/internal/bookstore"
	"bookstore/internal/config"
	"bookstore/internal/demo"
	"bookstore/internal/httpapi"
	"bookstore/internal/iyzico"
	"bookstore/internal/mail"
	"bookstore/internal/metrics"
	"bookstore/internal/royalties"
	"bookstore/internal/sqldb"
	"bookstore/internal/wiring"
	"bookstore/web"
)

// app is the wired product: configuration, storage and services.
type app struct {
	cfg *config.Config
	log *slog.Logger
	// closeLog writes the log's last lines (Main.logger); close calls it last.
	closeLog func()
	db       *sqldb.DB
	auth     *auth.Service
	blobs    media
	// mail renders the shop's e-mail: the bookstore.OrderMails of the
	// checkout (queued by the store with each order change) and the
	// bookstore.AccountNotifier of the auth service.
	mail *mail.Notifier
	// metrics is the instance's Prometheus registry (/metrics).
	metrics *metrics.Metrics
}

// media is the object store: local disk by default, S3 when configured.
type media = wiring.Media

func (m *Main) config() (*config.Config, error) {
	cfg, err := config.Load(m.Getenv)
	if err != nil {
		return nil, usagef("config: %v", err)
	}
	return cfg, nil
}

// logger is the instance's log and the function that writes its last lines.
// Lines logged while serving a request carry its request_id. Production
// logs JSON lines in batches (batchedLog); development writes each line as
// it comes, to the terminal a developer watches.
func (m *Main) logger(cfg *config.Config) (*slog.Logger, func()) {
	if cfg.Env == config.Production {
		out := newBatchedLog(m.Stderr)
		return slog.New(httpapi.WithRequestIDs(slog.NewJSONHandler(out, nil))), out.Close
	}
	return slog.New(httpapi.WithRequestIDs(slog.NewTextHandler(m.Stderr, nil))), func() {}
}

// open loads the configuration, connects and migrates.
func (m *Main) open(ctx context.Context) (_ *app, err error) {
	cfg, err := m.config()
	if err != nil {
		return nil, err
	}
	log, closeLog := m.logger(cfg)
	defer func() {
		if err != nil {
			closeLog() // what it logged before failing
		}
	}()
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
	authSvc, notifier, err := m.authWithSealedSecrets(ctx, cfg, db, log)
	if err != nil {
		_ = db.Close() // opening failed; that error is the one to report
		return nil, err
	}
	a := &app{cfg: cfg, log: log, closeLog: closeLog, db: db, auth: authSvc, blobs: blobs, mail: notifier}
	a.metrics = a.newMetrics()
	return a, nil
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
	ctx, cancel := context.WithTimeout(ctx, config.S3Call)
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
	a.closeLog()
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

// outside is this instance's world for the wiring: its database, media,
// payment client, metrics and built web app.
func (a *app) outside(client *iyzico.Client, sim *iyzico.Simulator) wiring.Outside {
	o := wiring.Outside{Config: a.cfg, Log: a.log, DB: a.db, Media: a.blobs, Payments: client,
		Metrics: a.metrics, MetricsHandler: a.publicMetrics(), Web: web.Dist(), Version: version}
	if sim != nil { // a nil *Simulator in the interface would be served
		o.PaymentSimulator = sim
	}
	return o
}

// seedDemo fills an empty database with the demo catalogue and accounts and
// returns the accounts and the password they use.
func (a *app) seedDemo(ctx context.Context) ([]demo.Account, string, error) {
	if a.cfg.Env == config.Production {
		return nil, "", usagef("demo verisi production ortamında yüklenmez; ilk admini `bookstore user create` ile oluşturun")
	}
	n, err := sqldb.NewUserStore(a.db).CountUsers(ctx)
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
	s := demo.Seeder{Catalog: sqldb.NewCatalogWriter(a.db), Users: a.auth, Blobs: a.blobs, Now: time.Now(), Location: bookstore.ShopLocation(),
		History: demoHistory(a.db), Payments: sqldb.NewPaymentSettingsStore(a.db)}
	accounts, err := s.Seed(ctx, password)
	if err != nil {
		return nil, "", fmt.Errorf("seed: %w", err)
	}
	a.log.Info("demo data seeded", "duration_ms", time.Since(start).Milliseconds())
	return accounts, password, nil
}

// demoHistory are the real stores and the royalty service the demo's past
// orders, reviews and statement go through.
func demoHistory(db *sqldb.DB) *demo.HistoryStores {
	orders := sqldb.NewOrderStore(db)
	return &demo.HistoryStores{Cart: sqldb.NewCartStore(db), Orders: orders, Checkout: sqldb.NewCheckoutStore(db),
		Reviews: sqldb.NewReviewStore(db), Royalties: &royalties.Service{Store: sqldb.NewRoyaltyStore(db)}}
}

var errDatabaseNotEmpty = errors.New("veritabanı boş değil; demo verisi yalnızca boş veritabanına yüklenir")
