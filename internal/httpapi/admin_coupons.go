package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
)

// Admin: coupons (/admin/kampanyalar/kuponlar): the terms, deactivation
// and the usage (orders holding a use, the discount paid orders got).

type AdminCoupon struct {
	ID             string    `json:"id"`
	Code           string    `json:"code"`
	Kind           string    `json:"kind" enum:"percent,fixed,free_shipping"`
	Percent        int       `json:"percent"`
	Amount         int64     `json:"amount" doc:"kuruş"`
	MinBasket      int64     `json:"minBasket" doc:"kuruş; 0 none"`
	StartsAt       time.Time `json:"startsAt"`
	EndsAt         time.Time `json:"endsAt"`
	TotalLimit     int       `json:"totalLimit" doc:"0: no limit"`
	PerMemberLimit int       `json:"perMemberLimit" doc:"0: no limit"`
	CategoryIDs    []string  `json:"categoryIds"`
	AuthorIDs      []string  `json:"authorIds"`
	BookIDs        []string  `json:"bookIds"`
	// The names of the restrictions, in the order of their ids.
	CategoryNames []string  `json:"categoryNames"`
	AuthorNames   []string  `json:"authorNames"`
	BookTitles    []string  `json:"bookTitles"`
	Active        bool      `json:"active"`
	Used          int       `json:"used" doc:"orders holding a use (paid or awaiting payment)"`
	DiscountGiven int64     `json:"discountGiven" doc:"what paid orders were given, kuruş"`
	CreatedAt     time.Time `json:"createdAt"`
}

func nonNil(ids []string) []string {
	if ids == nil {
		return []string{}
	}
	return ids
}

// namesOf are the names of ids, in their order.
func namesOf(ids []string, names map[string]string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = names[id]
	}
	return out
}

func adminCouponView(c *bookstore.Coupon) AdminCoupon {
	return AdminCoupon{ID: c.ID, Code: c.Code, Kind: string(c.Kind), Percent: c.Percent, Amount: c.Amount, MinBasket: c.MinBasket,
		StartsAt: c.StartsAt, EndsAt: c.EndsAt, TotalLimit: c.TotalLimit, PerMemberLimit: c.PerMemberLimit,
		CategoryIDs: nonNil(c.CategoryIDs), AuthorIDs: nonNil(c.AuthorIDs), BookIDs: nonNil(c.BookIDs),
		CategoryNames: namesOf(c.CategoryIDs, c.TargetNames), AuthorNames: namesOf(c.AuthorIDs, c.TargetNames),
		BookTitles: namesOf(c.BookIDs, c.TargetNames), Active: c.Active,
		Used: c.Used, DiscountGiven: c.Discount, CreatedAt: c.CreatedAt}
}

type AdminCouponList struct {
	Items []AdminCoupon `json:"items"`
}

type adminCouponsOutput struct{ Body AdminCouponList }

func (h campaignHandlers) adminListCoupons(ctx context.Context, _ *struct{}) (*adminCouponsOutput, error) {
	list, err := h.campaigns.ListCoupons(ctx)
	if err != nil {
		return nil, err
	}
	out := &adminCouponsOutput{Body: AdminCouponList{Items: make([]AdminCoupon, len(list))}}
	for i := range list {
		out.Body.Items[i] = adminCouponView(&list[i])
	}
	return out, nil
}

// CouponFormRequest is the coupon form; its rules and Turkish messages are
// the domain's (CouponInput.Validate).
type CouponFormRequest struct {
	Code           string    `json:"code" maxLength:"100"`
	Kind           string    `json:"kind" maxLength:"20"`
	Percent        int       `json:"percent,omitempty" required:"false" minimum:"-1000" maximum:"1000"`
	Amount         int64     `json:"amount,omitempty" required:"false" doc:"kuruş"`
	MinBasket      int64     `json:"minBasket,omitempty" required:"false" doc:"kuruş"`
	StartsAt       time.Time `json:"startsAt"`
	EndsAt         time.Time `json:"endsAt"`
	TotalLimit     int       `json:"totalLimit,omitempty" required:"false" minimum:"-1000" maximum:"100000000"`
	PerMemberLimit int       `json:"perMemberLimit,omitempty" required:"false" minimum:"-1000" maximum:"100000000"`
	CategoryIDs    []string  `json:"categoryIds,omitempty" required:"false" maxItems:"100"`
	AuthorIDs      []string  `json:"authorIds,omitempty" required:"false" maxItems:"100"`
	BookIDs        []string  `json:"bookIds,omitempty" required:"false" maxItems:"500"`
	Active         *bool     `json:"active,omitempty" required:"false" doc:"default true"`
}

func (r *CouponFormRequest) input() bookstore.CouponInput {
	active := r.Active == nil || *r.Active
	return bookstore.CouponInput{Code: r.Code, Kind: bookstore.CouponKind(r.Kind), Percent: r.Percent, Amount: r.Amount,
		MinBasket: r.MinBasket, StartsAt: r.StartsAt, EndsAt: r.EndsAt, TotalLimit: r.TotalLimit, PerMemberLimit: r.PerMemberLimit,
		CategoryIDs: r.CategoryIDs, AuthorIDs: r.AuthorIDs, BookIDs: r.BookIDs, Active: active}
}

type couponFormInput struct{ Body CouponFormRequest }

type couponOutput struct {
	Status int
	Body   AdminCoupon
}

func (h campaignHandlers) adminCreateCoupon(ctx context.Context, in *couponFormInput) (*couponOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	c, err := h.campaigns.SaveCoupon(ctx, uid, "", in.Body.input())
	if err != nil {
		return nil, err
	}
	return &couponOutput{Status: http.StatusCreated, Body: adminCouponView(c)}, nil
}

type updateCouponInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body CouponFormRequest
}

func (h campaignHandlers) adminUpdateCoupon(ctx context.Context, in *updateCouponInput) (*couponOutput, error) {
	c, err := asCaller(ctx, in.ID, bookstore.MsgCouponNotFound, func(ctx context.Context, actor, id string) (*bookstore.Coupon, error) {
		return h.campaigns.SaveCoupon(ctx, actor, id, in.Body.input())
	})
	if err != nil {
		return nil, err
	}
	return &couponOutput{Status: http.StatusOK, Body: adminCouponView(c)}, nil
}

type CouponActiveRequest struct {
	Active bool `json:"active"`
}

type couponActiveInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body CouponActiveRequest
}

func (h campaignHandlers) adminCouponActive(ctx context.Context, in *couponActiveInput) (*couponOutput, error) {
	c, err := asCaller(ctx, in.ID, bookstore.MsgCouponNotFound, func(ctx context.Context, actor, id string) (*bookstore.Coupon, error) {
		return h.campaigns.SetCouponActive(ctx, actor, id, in.Body.Active)
	})
	if err != nil {
		return nil, err
	}
	return &couponOutput{Status: http.StatusOK, Body: adminCouponView(c)}, nil
}
