// Package admin is the admin panel's service: every change is checked here
// (beyond the route's role guard), applied through the stores and written to
// the audit log with who, what, when, the record, before and after.
package admin

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"bookstore/internal/bookstore"
)

// Stores is the storage the admin service changes.
// One small store per aggregate, as the domain defines them.
type Stores struct {
	Members    bookstore.MemberStore
	Categories bookstore.CategoryStore
	Authors    bookstore.AuthorStore // the ISBN lookup's author match
	Featured   bookstore.FeaturedStore
	Pages      bookstore.PageStore
	Dashboard  bookstore.DashboardStore
	Audit      bookstore.AuditStore
	ISBN       bookstore.ISBNLookup
	Sales      bookstore.SaleStore
	Coupons    bookstore.CouponStore
	Shipping   bookstore.ShippingStore
}

// Service is the admin panel's service.
type Service struct {
	Stores
	// Sanitize cleans rich text (richtext.Sanitize) before it is stored.
	Sanitize func(html string) string
	Log      *slog.Logger
	Now      func() time.Time
}

// audit records a change; a failure is logged, the change stands.
func (s *Service) audit(ctx context.Context, actor string, action bookstore.AuditAction, entity, id string, before, after any) {
	if err := s.Audit.RecordAudit(ctx, bookstore.Change(actor, action, entity, id, before, after)); err != nil {
		s.Log.ErrorContext(ctx, "audit", "action", action, "err", err)
	}
}

// notFound turns a store's ErrNotFound into the screen's message.
func notFound(err error, msg string) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg)
	}
	return err
}
