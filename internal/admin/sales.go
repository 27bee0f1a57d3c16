package admin

import (
	"context"

	"bookstore/internal/bookstore"
)

// Sales (/admin/kampanyalar, 'İndirimler') and a book's price history,
// audited like every admin change.

// ListSales lists every sale, latest start first.
func (s *Service) ListSales(ctx context.Context) ([]bookstore.SaleSummary, error) {
	return s.Sales.Sales(ctx)
}

// SaveSale creates (id "") or replaces a sale from the form.
func (s *Service) SaveSale(ctx context.Context, actorID, id string, in bookstore.SaleInput) (*bookstore.SaleSummary, error) {
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.SaleSummary
	if id != "" {
		list, err := s.Sales.Sales(ctx)
		if err != nil {
			return nil, err
		}
		for i := range list {
			if list[i].ID == id {
				before = &list[i]
			}
		}
		if before == nil {
			return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgSaleNotFound)
		}
	}
	saved, err := s.Sales.SaveSale(ctx, in.Sale(id), actorID)
	if err != nil {
		return nil, err
	}
	var was any
	if before != nil {
		was = before.Sale
	}
	s.audit(ctx, actorID, bookstore.ActionSaleSaved, "sales", saved.ID, was, saved.Sale)
	return saved, nil
}

// DeleteSale ends a sale at once by removing it.
func (s *Service) DeleteSale(ctx context.Context, actorID, id string) error {
	if err := s.Sales.DeleteSale(ctx, id); err != nil {
		return notFound(err, bookstore.MsgSaleNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionSaleDeleted, "sales", id, nil, nil)
	return nil
}

// PriceHistory lists a book's list prices, newest first.
func (s *Service) PriceHistory(ctx context.Context, bookID string) ([]bookstore.PricePeriod, error) {
	h, err := s.Sales.PriceHistory(ctx, bookID)
	return h, notFound(err, bookstore.MsgBookNotFound)
}
