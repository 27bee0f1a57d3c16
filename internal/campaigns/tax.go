package campaigns

import (
	"context"

	"bookstore/internal/bookstore"
)

// The KDV settings ('KDV'): the default class of books, the class of the
// shipping charge and of e-books.

// TaxSettings are the settings in force.
func (s *Service) TaxSettings(ctx context.Context) (bookstore.TaxSettings, error) {
	return s.Tax.TaxSettings(ctx)
}

// SetTaxSettings puts new settings in force for new orders; orders already
// placed keep the classes they froze.
func (s *Service) SetTaxSettings(ctx context.Context, actorID string, ts bookstore.TaxSettings) (bookstore.TaxSettings, error) {
	if err := ts.Validate(); err != nil {
		return bookstore.TaxSettings{}, err
	}
	before, err := s.Tax.TaxSettings(ctx)
	if err != nil {
		return bookstore.TaxSettings{}, err
	}
	entry := bookstore.Change(actorID, bookstore.ActionTaxChanged, "tax_settings", "", before, ts)
	if err := s.Tax.SetTaxSettings(ctx, ts, actorID, bookstore.Effects{Audit: &entry}); err != nil {
		return bookstore.TaxSettings{}, err
	}
	return ts, nil
}
