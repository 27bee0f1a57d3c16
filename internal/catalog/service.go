// Package catalog is the service of the shop's content around the books:
// the categories, the featured list and the content pages. The admin panel
// is its one user; every change is checked by the domain's rules and
// written with its audit entry in the change's own transaction (the stores
// take it as bookstore.Effects or bookstore.EffectsOf), so a change and its
// record commit together or not at all.
package catalog

import (
	"errors"

	"bookstore/internal/bookstore"
)

// Service is the catalogue-content service.
type Service struct {
	Categories bookstore.CategoryStore
	Featured   bookstore.FeaturedStore
	Pages      bookstore.PageStore
	// Sanitize cleans rich text (richtext.Sanitize) before it is stored.
	Sanitize func(html string) string
}

// notFound turns a store's ErrNotFound into the screen's message.
func notFound(err error, msg string) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeNotFound, "%s", msg)
	}
	return err
}
