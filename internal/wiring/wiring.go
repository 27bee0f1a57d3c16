// Package wiring builds the services on their stores: the one place that
// knows which store and which adapter each service gets. cmd/bookstore
// calls it for the real server and the HTTP tests call it for theirs, so a
// new service is wired once and the tests run what production runs.
package wiring

import (
	"io/fs"
	"log/slog"
	"net/http"
	"path/filepath"
	"time"

	"bookstore/internal/addresses"
	"bookstore/internal/auth"
	"bookstore/internal/authors"
	"bookstore/internal/books"
	"bookstore/internal/bookstore"
	"bookstore/internal/campaigns"
	"bookstore/internal/cart"
	"bookstore/internal/catalog"
	"bookstore/internal/checkout"
	"bookstore/internal/config"
	"bookstore/internal/dashboard"
	"bookstore/internal/events"
	"bookstore/internal/httpapi"
	"bookstore/internal/images"
	"bookstore/internal/invoicepdf"
	"bookstore/internal/invoices"
	"bookstore/internal/isbn"
	"bookstore/internal/iyzico"
	"bookstore/internal/mail"
	"bookstore/internal/members"
	"bookstore/internal/metrics"
	"bookstore/internal/outbox"
	"bookstore/internal/payments"
	"bookstore/internal/privacy"
	"bookstore/internal/reports"
	"bookstore/internal/reviews"
	"bookstore/internal/richtext"
	"bookstore/internal/royalties"
	"bookstore/internal/secretbox"
	"bookstore/internal/sqldb"
	"bookstore/internal/staffnotices"
	"bookstore/internal/storefront"
	"bookstore/internal/ubltr"
)

// Media is the object store: local disk or S3.
type Media interface {
	bookstore.BlobStore
	bookstore.BlobReader
	bookstore.BlobChecker
}

// Outside is what differs between a real start and a test: the world the
// services talk to and the clock they read.
type Outside struct {
	Config *config.Config
	Log    *slog.Logger
	DB     *sqldb.DB
	Media  Media
	// Payments is the iyzico client (the real API or a simulator's).
	Payments *iyzico.Client
	// PaymentSimulator is served under iyzico.SimulatorPath when set.
	PaymentSimulator http.Handler
	// Invoices is the e-invoice integrator (nil: invoices are issued by
	// hand); InvoiceSimulator, when set, is served under
	// einvoice.SimulatorPath (InvoiceProvider builds both).
	Invoices         bookstore.InvoiceProvider
	InvoiceSimulator http.Handler
	// Carrier is the carrier's API adapter (nil: none, the manual ship
	// dialog only) and CarrierWebhookSecret its webhook's HMAC key;
	// CarrierSimulator, when set, is served under mngkargo.SimulatorPath
	// (the wiring's Carrier builds the adapter and the simulator).
	Carrier              bookstore.Carrier
	CarrierSimulator     http.Handler
	CarrierWebhookSecret string
	Metrics              *metrics.Metrics
	// MetricsHandler is the public /metrics (nil: none on this listener).
	MetricsHandler http.Handler
	Web            fs.FS
	Version        string
	// Now is the clock of the checkout and the privacy service (nil: the system's).
	Now func() time.Time
	// InvoiceMakers make the documents' content, XML and PDFs (zero: the
	// shop's, DocumentMakers).
	InvoiceMakers invoices.Makers
}

// DocumentMakers are the shop's document makers.
var DocumentMakers = invoices.Makers{Build: bookstore.SalesInvoice, ReturnSlip: bookstore.ReturnSlip, Render: ubltr.Build,
	Parse: ubltr.Parse, PDF: invoicepdf.Invoice, InfoSlip: invoicepdf.InfoSlip, Slip: invoicepdf.ReturnSlip}

// Invoices builds the invoice service: numbering, the issuing worker and
// the documents' reads.
func Invoices(o Outside, mails *mail.Notifier) *invoices.Service {
	db, makers := o.DB, o.InvoiceMakers
	if makers.Build == nil {
		makers = DocumentMakers
	}
	return &invoices.Service{Store: sqldb.NewInvoiceStore(db), Orders: sqldb.NewCheckoutStore(db), Parties: sqldb.NewAddressStore(db),
		Returns: sqldb.NewReturnStore(db), Provider: o.Invoices, Mails: mails, Makers: makers, Log: o.Log,
		Jobs: o.Metrics}
}

// Auth builds the sign-in service and the shop's mailer, which need each
// other: the auth service sends its mails through the notifier, and the
// notifier mints reset links through the auth service.
func Auth(cfg *config.Config, db *sqldb.DB, log *slog.Logger) (*auth.Service, *mail.Notifier) {
	authCfg := auth.DefaultConfig()
	authCfg.AdminMFARequired = cfg.AdminMFARequired
	a := auth.New(auth.Stores{Users: sqldb.NewUserStore(db), Sessions: sqldb.NewSessionStore(db), Attempts: sqldb.NewLoginAttemptStore(db),
		Audit: sqldb.NewAuditStore(db), Resets: sqldb.NewPasswordResetStore(db),
		Secrets: sqldb.NewSecretStore(db), MFA: sqldb.NewMFAStore(db), Links: sqldb.NewSignInLinkStore(db)}, authCfg, log)
	if box, err := SecretKeys(cfg); err != nil {
		log.Error("secret key unavailable: stored secrets are sealed with a key of this process only", "err", err)
	} else {
		a.UseSecretKeys(box)
	}
	notifier := &mail.Notifier{Outbox: sqldb.NewOutbox(db), Users: sqldb.NewUserStore(db), Pages: sqldb.NewStorefrontStore(db), BaseURL: cfg.BaseURL, Resets: a,
		SignInLinks: a}
	a.SetNotifier(notifier)
	a.SetSecurityMails(notifier)
	return a, notifier
}

// SecretKeyFile is where development keeps its generated secret key when
// BOOKSTORE_SECRET_KEY is not set (production refuses to start without it).
const SecretKeyFile = "secret.key"

// SecretKeys is the ring that seals the stored sign-in secrets:
// BOOKSTORE_SECRET_KEY with BOOKSTORE_SECRET_KEY_OLD, or in development
// without them the key in the data directory, made on first start.
func SecretKeys(cfg *config.Config) (*secretbox.Keyring, error) {
	cur := cfg.SecretKey
	if cur == nil {
		k, err := secretbox.LoadOrCreateFile(filepath.Join(cfg.DataDir, SecretKeyFile))
		if err != nil {
			return nil, err
		}
		cur = k
	}
	return secretbox.New(cur, cfg.OldSecretKeys...)
}

// StaffNotices builds the staff notices' settings and their worker.
func StaffNotices(o Outside, mails *mail.Notifier) *staffnotices.Service {
	st := sqldb.NewStaffNoticeStore(o.DB)
	return &staffnotices.Service{Store: st, Settings: st, Mails: mails, Log: o.Log, Jobs: o.Metrics, Now: o.Now}
}

// Checkout builds the checkout on its stores and the payment provider.
func Checkout(o Outside, mails *mail.Notifier) *checkout.Service {
	db, cfg := o.DB, o.Config
	return &checkout.Service{Store: sqldb.NewCheckoutStore(db), Orders: sqldb.NewOrderStore(db), Users: sqldb.NewUserStore(db),
		Pages: sqldb.NewStorefrontStore(db), Provider: iyzico.Provider{C: o.Payments}, Audit: sqldb.NewAuditStore(db), Log: o.Log,
		Jobs: o.Metrics, Payments: o.Metrics, Now: o.Now,
		TTL: cfg.OrderTTL, StaleClaim: cfg.StaleClaim, Mode: bookstore.PaymentMode(cfg.PaymentMode), CallbackURL: httpapi.CallbackURL(cfg.BaseURL.String()),
		Mails: mails, Location: bookstore.ShopLocation(), Returns: sqldb.NewReturnStore(db), ReturnMails: mails,
		SalePrices: sqldb.NewSaleStore(db), Addresses: sqldb.NewAddressStore(db), Parties: sqldb.NewAddressStore(db), Taxpayers: o.Invoices,
		Invoices: Invoices(o, mails), Carrier: o.Carrier, Staff: sqldb.NewStaffNoticeStore(db),
		PaymentSettings: sqldb.NewPaymentSettingsStore(db), Methods: sqldb.NewCheckoutStore(db),
		COD: sqldb.NewOrderStore(db)}
}

// Deps builds every service of the HTTP server around the sign-in service,
// the mailer and the checkout.
func Deps(o Outside, a *auth.Service, mails *mail.Notifier, co *checkout.Service) httpapi.Deps {
	db, cfg, log := o.DB, o.Config, o.Log
	audit, users, authorPanel := sqldb.NewAuditStore(db), sqldb.NewUserStore(db), sqldb.NewAuthorPanelStore(db)
	imgs := images.New(sqldb.NewImageStore(db), o.Media, audit, log)
	rv := &reviews.Service{Store: sqldb.NewReviewStore(db), Mails: mails, Authors: authorPanel, Books: sqldb.NewStorefrontStore(db),
		PublishAtOnce: cfg.ReviewsPublishAtOnce}
	offers := &campaigns.Service{Sales: sqldb.NewSaleStore(db), Coupons: sqldb.NewCouponStore(db), Shipping: sqldb.NewShippingStore(db),
		Tax: sqldb.NewTaxStore(db), Delivery: sqldb.NewDeliveryStore(db), Now: o.Now}
	shop := sqldb.NewStorefrontStore(db)
	return httpapi.Deps{Config: cfg, Log: log, DB: db, Auth: a, Audit: audit, Store: shop,
		Storefront: &storefront.Service{Store: shop, Campaigns: offers},
		Cart:       &cart.Service{Store: sqldb.NewCartStore(db), Delivery: sqldb.NewDeliveryStore(db), Now: o.Now},
		Members: &members.Service{Accounts: users, Profiles: users, Favorites: sqldb.NewFavoriteStore(db),
			Alerts: sqldb.NewStockAlertStore(db), Orders: sqldb.NewOrderStore(db), Refunds: co,
			Parties: sqldb.NewAddressStore(db)},
		Dashboard: &dashboard.Service{Store: sqldb.NewDashboardStore(db)},
		Addresses: &addresses.Service{Store: sqldb.NewAddressStore(db)},
		ISBN: &books.ISBN{Lookup: isbn.New(cfg.GoogleBooksURL, cfg.OpenLibraryURL, nil), Authors: sqldb.NewAuthorStore(db),
			Categories: sqldb.NewCategoryStore(db), Covers: imgs, Log: log},
		Checkout: co, PaymentSimulator: o.PaymentSimulator, InvoiceSimulator: o.InvoiceSimulator,
		CarrierSimulator: o.CarrierSimulator, ParseNotification: iyzico.ParseNotification, Users: users,
		Authors: &authors.Service{Store: sqldb.NewAuthorStore(db), Public: sqldb.NewStorefrontStore(db), Panel: authorPanel, Users: users, Mails: mails,
			Sanitize: richtext.Sanitize, Images: imgs, Log: log},
		Events: &events.Service{Store: sqldb.NewEventStore(db), Public: sqldb.NewStorefrontStore(db), Authors: authorPanel,
			Sanitize: richtext.Sanitize, Images: imgs},
		Books: &books.Service{Store: sqldb.NewBookStore(db), Authors: authorPanel, Audit: audit, Sanitize: richtext.Sanitize, Images: imgs,
			Catalog: sqldb.NewAuthorStore(db), Mails: mails, Log: log},
		Catalog: &catalog.Service{Categories: sqldb.NewCategoryStore(db), Featured: sqldb.NewFeaturedStore(db), Pages: sqldb.NewPageStore(db),
			Sanitize: richtext.Sanitize},
		Campaigns: offers,
		Images:    imgs, Media: o.Media, Storage: o.Media, Outbox: &outbox.Service{Store: sqldb.NewOutbox(db)}, Requests: o.Metrics, Metrics: o.MetricsHandler,
		Reviews:   rv,
		Royalties: &royalties.Service{Store: sqldb.NewRoyaltyStore(db), Authors: authorPanel, Now: o.Now},
		Web:       o.Web, Version: o.Version,
		Privacy: &privacy.Service{Store: sqldb.NewPrivacyStore(db), Users: users, Passwords: a, Orders: sqldb.NewOrderStore(db),
			Addresses: sqldb.NewAddressStore(db), Mails: mails, Audit: audit,
			Images: imgs, Sections: []bookstore.ExportSection{rv.ExportSection()}, Log: log, Now: o.Now},
		Reports:  &reports.Service{Store: sqldb.NewReportStore(db), Audit: audit, Now: o.Now},
		Invoices: Invoices(o, mails), Shipments: Fulfilment(o, co, o.Carrier), StaffNotices: StaffNotices(o, mails),
		Payments: &payments.Service{Store: sqldb.NewTransferStore(db), Confirm: co, Mails: mails, Log: log, Now: o.Now}}
}
