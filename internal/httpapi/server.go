// Package httpapi serves the JSON API (huma, OpenAPI 3.1), the embedded web
// app, health checks and the middleware every response passes through.
package httpapi

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
	"github.com/klauspost/compress/gzhttp"
	"github.com/klauspost/compress/gzip"

	"bookstore/internal/addresses"
	"bookstore/internal/auth"
	"bookstore/internal/authors"
	"bookstore/internal/blob"
	"bookstore/internal/books"
	"bookstore/internal/bookstore"
	"bookstore/internal/campaigns"
	"bookstore/internal/cart"
	"bookstore/internal/catalog"
	"bookstore/internal/checkout"
	"bookstore/internal/config"
	"bookstore/internal/dashboard"
	"bookstore/internal/events"
	"bookstore/internal/fulfilment"
	"bookstore/internal/images"
	"bookstore/internal/invoices"
	"bookstore/internal/members"
	"bookstore/internal/outbox"
	"bookstore/internal/payments"
	"bookstore/internal/privacy"
	"bookstore/internal/reports"
	"bookstore/internal/reviews"
	"bookstore/internal/royalties"
	"bookstore/internal/staffnotices"
	"bookstore/internal/storefront"
)

// Pinger reports whether storage is reachable (readiness).
type Pinger interface {
	Ping(ctx context.Context) error
}

// UserReader reads accounts by id.
type UserReader interface {
	UserByID(ctx context.Context, id string) (*bookstore.User, error)
}

// Deps is everything the HTTP layer needs, wired by main.
type Deps struct {
	Config *config.Config
	Log    *slog.Logger
	DB     Pinger
	Auth   *auth.Service
	// Audit is not read by the HTTP layer (every audit entry is a
	// service's); it stays for the callers that set it.
	Audit bookstore.AuditStore
	// Store is the storefront's store: the answer cache reads its catalogue
	// versions. Storefront is the service of the public reads over it; a
	// caller that gives only the store (the benchmarks) gets the service
	// built over it here.
	Store      bookstore.Storefront
	Storefront *storefront.Service
	// Cart and Members are the member area's services (the cart; the
	// member's own records and the admin's member management).
	Cart    *cart.Service
	Members *members.Service
	// Addresses is the member's address book.
	Addresses *addresses.Service
	// Checkout is the order and payment service; PaymentSimulator, when
	// set, is the embedded iyzico simulator mounted at /iyzico-sim/.
	Checkout         *checkout.Service
	PaymentSimulator http.Handler
	// InvoiceSimulator, when set, is the development e-invoice integrator
	// mounted at /einvoice-sim/.
	InvoiceSimulator http.Handler
	// CarrierSimulator, when set, is the development carrier (MNG Kargo's
	// API) mounted at /carrier-sim/.
	CarrierSimulator http.Handler
	// ParseNotification reads the payment provider's webhook body and its
	// signature header (the provider adapter's format).
	ParseNotification func(body []byte, signature string) (bookstore.PaymentNotification, error)
	Catalog           *catalog.Service   // categories, the featured list, content pages
	Campaigns         *campaigns.Service // sales, coupons, the shipping rule
	Authors           *authors.Service   // author profiles: both panels, the application
	Events            *events.Service    // events: both panels and the storefront
	Books             *books.Service     // both panels' book pages
	ISBN              *books.ISBN        // the book form's ISBN lookup
	Dashboard         *dashboard.Service
	Users             UserReader
	Web               fs.FS                 // the built web app (index.html, assets/)
	Media             bookstore.BlobReader  // stored media objects (disk or S3), served under /media/
	Images            *images.Service       // uploads and approvals
	Storage           bookstore.BlobChecker // the media backend's status for the admin settings
	Version           string

	Outbox *outbox.Service // the mail outbox (admin panel)

	Reviews *reviews.Service // book reviews and ratings
	Privacy *privacy.Service // the member's data rights and marketing consent
	Reports *reports.Service // the publisher's sales reports and CSV exports
	// Royalties: the admin's rates and statements, the author's sales.
	Royalties *royalties.Service
	Invoices  *invoices.Service // the invoices: the admin's list and documents, the member's own
	// Shipments is fulfilment: parcels at a carrier with an API, their
	// tracking, the carrier's webhook.
	Shipments *fulfilment.Service
	// StaffNotices: the staff notices' settings and each admin's choice.
	StaffNotices *staffnotices.Service
	// Payments: havale/EFT transfers, bank refunds, statement import.
	Payments *payments.Service
	// Requests, when set, counts every request for /metrics; Metrics is the
	// /metrics handler, served here only with the bearer token of
	// Config.MetricsToken (cmd/bookstore serves it on BOOKSTORE_METRICS_ADDR).
	Requests RequestObserver
	Metrics  http.Handler
}

// Server is the HTTP side of the product.
type Server struct {
	cfg  *config.Config
	log  *slog.Logger
	db   Pinger
	auth *auth.Service
	// storefront: the public reads (the API's, the pages' heads, the sitemap).
	storefront *storefront.Service
	cart       *cart.Service
	members    *members.Service
	checkout   *checkout.Service
	// addresses is the member's address book (addresses.go).
	addresses *addresses.Service
	// parseNotification reads the provider's webhook (Deps.ParseNotification).
	parseNotification func(body []byte, signature string) (bookstore.PaymentNotification, error)
	catalog           *catalog.Service
	campaigns         *campaigns.Service
	authors           *authors.Service
	events            *events.Service
	books             *books.Service
	isbn              *books.ISBN
	dashboard         *dashboard.Service
	users             UserReader
	version           string
	api               huma.API
	spa               *spa
	heads             headCache
	media             bookstore.BlobReader
	authIPs           *ipLimiter
	// Images: the upload service, the storage status, per-user upload
	// limits and the plain handlers mounted beside huma (see images.go).
	images      *images.Service
	storage     bookstore.BlobChecker
	uploadLimit *ipLimiter
	rawRoutes   []rawRoute
	handler     http.Handler

	// Mail: the admin outbox and the password reset limit.
	outbox   *outbox.Service
	resetIPs *ipLimiter

	// Reviews: the service and the per-member limits.
	reviews      *reviews.Service
	reviewLimits reviewLimits
	privacy      *privacy.Service
	metrics      http.Handler // /metrics (Deps.Metrics)
	reports      *reports.Service
	royalties    *royalties.Service
	invoices     *invoices.Service
	shipments    *fulfilment.Service
	staff        *staffnotices.Service
	answers      *answerCache // public catalogue answers as sent (catalog_cache.go)
	// publicAPI is the API behind its answer cache, without the request
	// guards: the pages' first screens read public answers from it.
	publicAPI http.Handler

	// payments: transfers, bank refunds, statements (admin_transfers.go).
	payments *payments.Service
}

// New builds the server and its route table.
func New(d Deps) *Server {
	installErrorModel(d.Log)
	s := &Server{cfg: d.Config, log: d.Log, db: d.DB, auth: d.Auth, cart: d.Cart, members: d.Members,
		checkout: d.Checkout, authors: d.Authors, events: d.Events, books: d.Books, users: d.Users, version: d.Version, media: d.Media,
		authIPs: newIPLimiter(authPerIPPerMinute, authPerIPBurst),
		images:  d.Images, storage: d.Storage, uploadLimit: newIPLimiter(uploadsPerMinute, uploadsBurst)}
	s.outbox, s.resetIPs = d.Outbox, newIPLimiter(resetPerIPPerMinute, resetPerIPBurst)
	s.parseNotification = d.ParseNotification
	s.reviews, s.reviewLimits = d.Reviews, newReviewLimits()
	s.privacy = d.Privacy
	s.addresses = d.Addresses
	s.metrics = d.Metrics
	s.reports = d.Reports
	s.royalties = d.Royalties
	s.invoices = d.Invoices
	s.shipments = d.Shipments
	s.payments = d.Payments
	s.staff = d.StaffNotices
	s.catalog, s.campaigns = d.Catalog, d.Campaigns
	s.isbn, s.dashboard = d.ISBN, d.Dashboard
	s.storefront = d.Storefront
	if d.Store != nil {
		s.answers = newAnswerCache(d.Store, d.Config.CatalogCacheTTL)
		if s.storefront == nil {
			s.storefront = &storefront.Service{Store: d.Store, Campaigns: d.Campaigns}
		}
	}

	s.spa = newSPA(d.Web, s.pageHTML)
	s.spa.sitemap = s.serveSitemap
	apiMux := http.NewServeMux()
	s.api = humago.New(apiMux, apiConfig(d.Version))
	s.routes(s.api)
	apiMux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, r, &Problem{Status: http.StatusNotFound, Code: "not_found", Message: msgNotFoundAPI})
	})
	s.publicAPI = s.withAnswerCache(s.withViewer(withRouteRecorded(apiMux)))
	api := withAPIGuards(s.publicAPI)

	root := http.NewServeMux()
	root.Handle("/api/", api)
	for _, rr := range s.rawRoutes { // multipart uploads: their own guards and limits
		root.Handle(rr.pattern, rr.handler)
	}
	root.HandleFunc("GET /healthz", s.healthz)
	root.HandleFunc("GET /readyz", s.readyz)
	root.HandleFunc("GET /media/", s.serveMedia)
	root.HandleFunc("GET /robots.txt", s.serveRobots)
	root.HandleFunc("GET /sitemap.xml", s.serveSitemap)
	root.HandleFunc("GET /metrics", s.serveMetrics)
	checkoutHandlers{s.checkout, s.log, s.parseNotification, s.shipments, s.payments}.mountCheckout(root, d.PaymentSimulator)
	if d.InvoiceSimulator != nil {
		root.Handle("/einvoice-sim/", http.StripPrefix("/einvoice-sim", d.InvoiceSimulator))
	}
	if d.CarrierSimulator != nil {
		root.Handle("/carrier-sim/", http.StripPrefix("/carrier-sim", d.CarrierSimulator))
	}
	root.Handle("/", s.withAnswerCache(s.spa))

	var h = withRouteRecorded(root)
	h = withCrossOriginProtection(h)
	h = compress(h)
	h = withSecurityHeaders(originOf(d.Config.IyzicoBaseURL), h)
	h = withObservation(d.Log, d.Requests, h)
	h = withRequestInfo(d.Config.TrustedProxies, d.Config.Secure(), h)
	h = withBodyDeadline(h)
	s.handler = h
	return s
}

// compress gzips dynamic responses at the fastest level: JSON and HTML are
// small and made per request, so CPU matters more than the last few bytes.
// The app's hashed assets are compressed once, at the best level, by the spa
// (gzhttp leaves responses that already have a Content-Encoding alone).
func compress(h http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(gzhttp.CompressionLevel(gzip.BestSpeed), gzhttp.MinSize(1024))
	if err != nil {
		panic(err) // only for invalid options
	}
	return wrap(h)
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// OpenAPI returns the API document (the `openapi` CLI verb prints it).
func (s *Server) OpenAPI() *huma.OpenAPI { return s.api.OpenAPI() }

func apiConfig(version string) huma.Config {
	c := huma.DefaultConfig("Kitapevi API", version)
	c.OpenAPIPath = "/api/openapi"
	c.DocsPath = ""    // the docs UI loads scripts from a CDN; the document is enough
	c.SchemasPath = "" // no $schema links in bodies
	c.CreateHooks = nil
	c.Transformers = []huma.Transformer{emptyLists} // lists are [] in every body, never null (lists.go)
	// Request content types are checked by withAPIGuards (415); responses are JSON.
	c.Formats = map[string]huma.Format{"application/json": huma.DefaultJSONFormat, "json": huma.DefaultJSONFormat}
	c.Info.Description = "Kitapevi Yayınları çevrimiçi kitabevi API'si. Hatalar application/problem+json gövdesiyle döner."
	return c
}

// handle registers one operation behind its access guard.
func handle[I, O any](s *Server, api huma.API, access Access, op huma.Operation, h func(context.Context, *I) (*O, error)) {
	op.Middlewares = append(op.Middlewares, s.guard(api, access))
	// The body's deadline is withBodyDeadline's (withAPIGuards has read the
	// body by now); huma's default would leave a 5 s deadline in place and
	// cancel the handler when it passes.
	op.BodyReadTimeout = -1
	if access != nil {
		op.Security = []map[string][]string{{"session": {}}}
	}
	op.Tags = []string{strings.Split(strings.TrimPrefix(op.Path, "/api/"), "/")[0]}
	huma.Register(api, op, h)
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	writeBody(w, []byte("ok\n"))
}

// readyz is ready when the database answers and the data directory can be
// written: the SQLite file's directory (on SQLite) and the media directory
// (on local disk), each probed by creating and removing a temp file
// (blob.Disk.Check, the one home of that probe). A full or read-only disk
// would otherwise pass the ping and fail every write.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	fail := func(what string, err error) {
		s.log.ErrorContext(r.Context(), "readiness: "+what, "err", err)
		w.Header().Set("Retry-After", retryAfter)
		w.WriteHeader(http.StatusServiceUnavailable)
		writeBody(w, []byte(what+"\n"))
	}
	if err := s.db.Ping(r.Context()); err != nil {
		fail("database unavailable", err)
		return
	}
	if s.cfg.DatabaseURL == "" {
		if err := (blob.Disk{Dir: s.cfg.DataDir}).Check(r.Context()); err != nil {
			fail("data directory not writable", err)
			return
		}
	}
	if s.storage != nil && s.storage.Status().Backend == "disk" {
		if err := s.storage.Check(r.Context()); err != nil {
			fail("media directory not writable", err)
			return
		}
	}
	writeBody(w, []byte("ready\n"))
}

// originOf is scheme://host[:port] of an absolute URL, or "".
func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
