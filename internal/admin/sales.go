package admin

import (
	"context"
	"errors"
	"time"

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
	var was any
	if id != "" {
		before, err := s.sale(ctx, id)
		if err != nil {
			return nil, err
		}
		after := in.Sale(id)
		if err := bookstore.CheckSaleChange(before, &after, time.Now()); err != nil {
			return nil, err
		}
		was = *before
	}
	saved, err := s.Sales.SaveSale(ctx, in.Sale(id), actorID)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, bookstore.ActionSaleSaved, "sales", saved.ID, was, saved.Sale)
	return saved, nil
}

// DeleteSale deletes a sale that has not begun (a begun one is ended
// instead and kept: bookstore.CheckSaleDelete).
func (s *Service) DeleteSale(ctx context.Context, actorID, id string) error {
	sale, err := s.sale(ctx, id)
	if err != nil {
		return err
	}
	now := time.Now()
	if err := bookstore.CheckSaleDelete(sale, now); err != nil {
		return err
	}
	if err := s.Sales.DeleteSale(ctx, id, now); err != nil {
		return staleSale(err)
	}
	s.audit(ctx, actorID, bookstore.ActionSaleDeleted, "sales", id, *sale, nil)
	return nil
}

// EndSale ends a running sale now ('Bitir'): prices return to the list
// price at once, and the sale stays as the proof of what it charged.
func (s *Service) EndSale(ctx context.Context, actorID, id string) error {
	sale, err := s.sale(ctx, id)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	if err := bookstore.CheckSaleEnd(sale, now); err != nil {
		return err
	}
	if err := s.Sales.EndSale(ctx, id, now); err != nil {
		return staleSale(err)
	}
	ended := *sale
	ended.EndsAt = now
	s.audit(ctx, actorID, bookstore.ActionSaleEnded, "sales", id, *sale, ended)
	return nil
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

// ListCoupons lists every coupon, newest first, with its usage.
func (s *Service) ListCoupons(ctx context.Context) ([]bookstore.Coupon, error) {
	return s.Coupons.Coupons(ctx)
}

// SaveCoupon creates (id "") or replaces a coupon's terms from the form.
func (s *Service) SaveCoupon(ctx context.Context, actorID, id string, in bookstore.CouponInput) (*bookstore.Coupon, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var before *bookstore.Coupon
	if id != "" {
		var err error
		if before, err = s.coupon(ctx, id); err != nil {
			return nil, err
		}
	}
	saved, err := s.Coupons.SaveCoupon(ctx, in.Coupon(id))
	if err != nil {
		return nil, notFound(err, bookstore.MsgCouponNotFound)
	}
	s.audit(ctx, actorID, bookstore.ActionCouponSaved, "coupons", saved.ID, before, saved)
	return saved, nil
}

// SetCouponActive deactivates (or reactivates) a coupon; its usage stays.
func (s *Service) SetCouponActive(ctx context.Context, actorID, id string, active bool) (*bookstore.Coupon, error) {
	c, err := s.coupon(ctx, id)
	if err != nil {
		return nil, err
	}
	before := *c
	c.Active = active
	saved, err := s.Coupons.SaveCoupon(ctx, *c)
	if err != nil {
		return nil, err
	}
	s.audit(ctx, actorID, bookstore.ActionCouponSaved, "coupons", id, before, saved)
	return saved, nil
}

func (s *Service) coupon(ctx context.Context, id string) (*bookstore.Coupon, error) {
	list, err := s.Coupons.Coupons(ctx)
	if err != nil {
		return nil, err
	}
	for i := range list {
		if list[i].ID == id {
			return &list[i], nil
		}
	}
	return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgCouponNotFound)
}
