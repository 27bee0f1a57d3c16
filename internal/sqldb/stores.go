package sqldb

// The stores of the aggregates that are not the catalogue's (whose stores,
// BookStore, CategoryStore, AuthorStore, EventStore, FeaturedStore, PageStore
// and DashboardStore, are in their own files). Each is a small type on the
// one shared connection implementing the domain's interfaces; its methods
// are in the files named at the type.
//
// Every store, these and the catalogue's, has one shape: a struct holding
// the shared *DB in the field db, pointer receivers named s, a constructor
// NewXStore(db). Only the store's own methods are reachable on it; the
// connection's plumbing (s.db.bun, s.db.inTx, s.db.catalogTx, the prepared
// statements) is reached through s.db. *DB itself keeps the plumbing alone
// (db.go, migrate.go, backup.go, prepared.go, readcache.go);
// TestDBKeepsOnlyPlumbing holds it there.

// UserStore is the user aggregate: accounts (users.go), the admin's member
// list and roles (admin_members.go), the member's own profile (members.go).
type UserStore struct{ db *DB }

// NewUserStore returns the user store on db's connection.
func NewUserStore(db *DB) *UserStore { return &UserStore{db} }

// SessionStore holds the login sessions (sessions.go).
type SessionStore struct{ db *DB }

// NewSessionStore returns the session store on db's connection.
func NewSessionStore(db *DB) *SessionStore { return &SessionStore{db} }

// LoginAttemptStore holds the login attempts the lockout counts (sessions.go).
type LoginAttemptStore struct{ db *DB }

// NewLoginAttemptStore returns the login attempt store on db's connection.
func NewLoginAttemptStore(db *DB) *LoginAttemptStore { return &LoginAttemptStore{db} }

// PasswordResetStore holds the password reset tokens (mail.go).
type PasswordResetStore struct{ db *DB }

// NewPasswordResetStore returns the password reset store on db's connection.
func NewPasswordResetStore(db *DB) *PasswordResetStore { return &PasswordResetStore{db} }

// AuditStore is the audit log (audit.go).
type AuditStore struct{ db *DB }

// NewAuditStore returns the audit store on db's connection.
func NewAuditStore(db *DB) *AuditStore { return &AuditStore{db} }

// Outbox is the mail outbox and the stock alerts it sends (mail.go).
type Outbox struct{ db *DB }

// NewOutbox returns the outbox on db's connection.
func NewOutbox(db *DB) *Outbox { return &Outbox{db} }

// CartStore is the cart aggregate (cart.go).
type CartStore struct{ db *DB }

// NewCartStore returns the cart store on db's connection.
func NewCartStore(db *DB) *CartStore { return &CartStore{db} }

// FavoriteStore holds the members' favourite books (members.go).
type FavoriteStore struct{ db *DB }

// NewFavoriteStore returns the favourite store on db's connection.
func NewFavoriteStore(db *DB) *FavoriteStore { return &FavoriteStore{db} }

// StockAlertStore holds the members' unsent stock alerts (members.go; the
// outbox sends them).
type StockAlertStore struct{ db *DB }

// NewStockAlertStore returns the stock alert store on db's connection.
func NewStockAlertStore(db *DB) *StockAlertStore { return &StockAlertStore{db} }

// OrderStore is the order aggregate: placing and expiring (orders.go), the
// admin's list and moves (admin_orders.go), the member's own orders
// (member_orders.go).
type OrderStore struct{ db *DB }

// NewOrderStore returns the order store on db's connection.
func NewOrderStore(db *DB) *OrderStore { return &OrderStore{db} }

// CheckoutStore is the payment of an order: the pending order, the payment
// attempts and their frames, the completion claim, confirming, refunding and
// cancelling (checkout.go, payment_attempts.go). It is an OrderStore too,
// as bookstore.CheckoutStore is: the checkout places the order it pays.
type CheckoutStore struct{ *OrderStore }

// NewCheckoutStore returns the checkout store on db's connection.
func NewCheckoutStore(db *DB) *CheckoutStore { return &CheckoutStore{NewOrderStore(db)} }

// ImageStore holds the pending images and the image references of records
// (images.go).
type ImageStore struct{ db *DB }

// NewImageStore returns the image store on db's connection.
func NewImageStore(db *DB) *ImageStore { return &ImageStore{db} }

// AuthorPanelStore is the author panel's reads and its event form, each
// scoped to one author (author_panel.go).
type AuthorPanelStore struct{ db *DB }

// NewAuthorPanelStore returns the author panel store on db's connection.
func NewAuthorPanelStore(db *DB) *AuthorPanelStore { return &AuthorPanelStore{db} }

// StorefrontStore is the public catalogue's reads through the read cache
// (storefront_cached.go) and the queries behind them (storefront.go).
type StorefrontStore struct{ db *DB }

// NewStorefrontStore returns the storefront store on db's connection.
func NewStorefrontStore(db *DB) *StorefrontStore { return &StorefrontStore{db} }

// CatalogWriter inserts whole records (demo seeding, tests: catalog.go).
type CatalogWriter struct{ db *DB }

// NewCatalogWriter returns the catalogue writer on db's connection.
func NewCatalogWriter(db *DB) *CatalogWriter { return &CatalogWriter{db} }

// SecretStore keeps the application's generated secrets (the remembered
// device's signing key), shared by every instance.
type SecretStore struct{ db *DB }

// NewSecretStore returns the secret store of db.
func NewSecretStore(db *DB) *SecretStore { return &SecretStore{db} }

// ReportStore is the sales reports' aggregates and the accountant's export
// (reports.go).
type ReportStore struct{ db *DB }

// NewReportStore returns the report store on db's connection.
func NewReportStore(db *DB) *ReportStore { return &ReportStore{db} }

// RoyaltyStore keeps the royalty rates and the issued royalty statements,
// and reads the sales they are computed from (royalties.go).
type RoyaltyStore struct{ db *DB }

// NewRoyaltyStore returns the royalty store on db's connection.
func NewRoyaltyStore(db *DB) *RoyaltyStore { return &RoyaltyStore{db} }

// SaleStore keeps the sales and reads the books' price history (sales.go,
// prices.go).
type SaleStore struct{ db *DB }

// NewSaleStore returns the sale store on db's connection.
func NewSaleStore(db *DB) *SaleStore { return &SaleStore{db} }

// CouponStore keeps the coupons for the admin (coupons.go); the cart and
// the order use them through CartStore and OrderStore.
type CouponStore struct{ db *DB }

// NewCouponStore returns the coupon store on db's connection.
func NewCouponStore(db *DB) *CouponStore { return &CouponStore{db} }

// ShippingStore keeps the shipping setting and its history (shipping.go);
// the cart and the order read the rule in force through it.
type ShippingStore struct{ db *DB }

// NewShippingStore returns the shipping store on db's connection.
func NewShippingStore(db *DB) *ShippingStore { return &ShippingStore{db} }

// TaxStore keeps the KDV settings and their history (tax.go); an order
// reads the settings in force with its cart lines (order_place.go).
type TaxStore struct{ db *DB }

// NewTaxStore returns the KDV settings store on db's connection.
func NewTaxStore(db *DB) *TaxStore { return &TaxStore{db} }

// StaffNoticeStore holds the staff notices, their settings and the admins'
// choices (staff_notices.go, staff_settings.go).
type StaffNoticeStore struct{ db *DB }

// NewStaffNoticeStore returns the staff notice store on db's connection.
func NewStaffNoticeStore(db *DB) *StaffNoticeStore { return &StaffNoticeStore{db} }
