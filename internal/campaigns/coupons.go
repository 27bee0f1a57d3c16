package campaigns

import (
	"context"

	"bookstore/internal/bookstore"
)

// Coupons: the admin's list and form (whether a code may be used is the
// domain's CheckCoupon, at the cart and the checkout).

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
	saved, err := s.Coupons.SaveCoupon(ctx, in.Coupon(id), s.saved(actorID, before))
	if err != nil {
		return nil, notFound(err, bookstore.MsgCouponNotFound)
	}
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
	return s.Coupons.SaveCoupon(ctx, *c, s.saved(actorID, &before))
}

// saved is the audit entry of a coupon's save.
func (s *Service) saved(actorID string, before *bookstore.Coupon) bookstore.EffectsOf[*bookstore.Coupon] {
	return bookstore.Audited(func(after *bookstore.Coupon) bookstore.AuditEntry {
		return bookstore.Change(actorID, bookstore.ActionCouponSaved, "coupons", after.ID, before, after)
	})
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
