// Package storefront is the service of the shop's public reads: the book
// lists and pages, the categories with their counts, the public author and
// event pages, the content pages, the header search's suggestions and the
// sitemap. Every read goes through bookstore.Storefront, whose queries only
// ever return what the public may see; the service adds the rules around
// them: a malformed or unknown id is the page's own not-found message, the
// lists' bounds, the search's capped total.
package storefront

import (
	"context"

	"bookstore/internal/bookstore"
)

// Campaigns is what the storefront reads of the shop's campaign settings
// (campaigns.Service): the shipping rule a content page quotes and the
// delivery setting of a book page's estimate.
type Campaigns interface {
	ShippingRule(ctx context.Context) (bookstore.ShippingRule, error)
	DeliverySettings(ctx context.Context) (bookstore.DeliverySettings, error)
}

// Service is the storefront's read service.
type Service struct {
	Store     bookstore.Storefront
	Campaigns Campaigns
}

// notFound is the CodeNotFound error of a page's message.
func notFound(msg string) error { return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg) }

// Sitemap lists every public record for the sitemap.
func (s *Service) Sitemap(ctx context.Context) ([]bookstore.SitemapEntry, error) {
	return s.Store.Sitemap(ctx)
}
