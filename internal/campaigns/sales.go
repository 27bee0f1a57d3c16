package campaigns

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// Sales ('İndirimler') and a book's price history.

// ListSales lists every sale, latest start first.
func (s *Service) ListSales(ctx context.Context) ([]bookstore.SaleSummary, error) {
	return s.Sales.Sales(ctx)
}

// SaveSale creates (id "") or replaces a sale from the form; a begun sale
// keeps its terms (bookstore.CheckSaleChange).
func (s *Service) SaveSale(ctx context.Context, actorID, id string, in bookstore.SaleInput) (*bookstore.SaleSummary, error) {
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var was any
	if id != "" {
		before, err := s.sale(ctx, id)
		if err != nil {
			return nil, err
		}
		after := in.Sale(id)
		if err := bookstore.CheckSaleChange(before, &after, s.now()); err != nil {
			return nil, err
		}
		was = *before
	}
	return s.Sales.SaveSale(ctx, in.Sale(id), actorID, bookstore.Audited(func(saved *bookstore.SaleSummary) bookstore.AuditEntry {
		return bookstore.Change(actorID, bookstore.ActionSaleSaved, "sales", saved.ID, was, saved.Sale)
	}))
}

// DeleteSale deletes a sale that has not begun (a begun one is ended
// instead and kept: bookstore.CheckSaleDelete).
func (s *Service) DeleteSale(ctx context.Context, actorID, id string) error {
	sale, err := s.sale(ctx, id)
	if err != nil {
		return err
	}
	now := s.now()
	if err := bookstore.CheckSaleDelete(sale, now); err != nil {
		return err
	}
	entry := bookstore.Change(actorID, bookstore.ActionSaleDeleted, "sales", id, *sale, nil)
	return staleSale(s.Sales.DeleteSale(ctx, id, now, bookstore.Effects{Audit: &entry}))
}

// EndSale ends a running sale now ('Bitir'): prices return to the list
// price at once, and the sale stays as the proof of what it charged.
func (s *Service) EndSale(ctx context.Context, actorID, id string) error {
	sale, err := s.sale(ctx, id)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	if err := bookstore.CheckSaleEnd(sale, now); err != nil {
		return err
	}
	ended := *sale
	ended.EndsAt = now
	entry := bookstore.Change(actorID, bookstore.ActionSaleEnded, "sales", id, *sale, ended)
	return staleSale(s.Sales.EndSale(ctx, id, now, bookstore.Effects{Audit: &entry}))
}

// staleSale: the store found the sale no longer in the state checked a
// moment before (it began or ended in between); the admin reloads.
func staleSale(err error) error {
	if errors.Is(err, bookstore.ErrNotFound) {
		return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgSaleChangedMeanwhile)
	}
	return err
}

func (s *Service) sale(ctx context.Context, id string) (*bookstore.Sale, error) {
	sale, err := s.Sales.Sale(ctx, id)
	return sale, notFound(err, bookstore.MsgSaleNotFound)
}

// PriceHistory lists a book's list prices, newest first.
func (s *Service) PriceHistory(ctx context.Context, bookID string) ([]bookstore.PricePeriod, error) {
	h, err := s.Sales.PriceHistory(ctx, bookID)
	return h, notFound(err, bookstore.MsgBookNotFound)
}
