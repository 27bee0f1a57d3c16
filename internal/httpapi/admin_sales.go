package httpapi

import (
	"context"
	"net/http"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/campaigns"
)

// campaignHandlers are the admin's routes of sales, coupons and the
// shipping rule: they read the request and call the campaigns service,
// nothing else.
type campaignHandlers struct{ campaigns *campaigns.Service }

// Admin: sales (/admin/kampanyalar, 'İndirimler') and a book's price
// history ('Fiyat geçmişini göster' on the book form).

type AdminSale struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Scope      string    `json:"scope" enum:"book,books,category,author"`
	BookIDs    []string  `json:"bookIds"`
	BookTitles []string  `json:"bookTitles"`
	CategoryID *string   `json:"categoryId"`
	AuthorID   *string   `json:"authorId"`
	TargetName string    `json:"targetName" doc:"the category's or author's name; empty for books"`
	Percent    int       `json:"percent" doc:"1..99; 0 for a fixed-price sale"`
	FixedPrice *int64    `json:"fixedPrice" doc:"kuruş; null for a percentage sale"`
	StartsAt   time.Time `json:"startsAt"`
	EndsAt     time.Time `json:"endsAt"`
	State      string    `json:"state" enum:"scheduled,running,ended"`
	CreatedAt  time.Time `json:"createdAt"`
}

func adminSaleView(v *bookstore.SaleSummary, now time.Time) AdminSale {
	out := AdminSale{ID: v.ID, Name: v.Name, Scope: string(v.Scope), BookIDs: v.BookIDs, BookTitles: v.BookTitles,
		CategoryID: nullable(v.CategoryID), AuthorID: nullable(v.AuthorID), TargetName: v.TargetName, Percent: v.Percent,
		StartsAt: v.StartsAt, EndsAt: v.EndsAt, CreatedAt: v.CreatedAt, State: "running"}
	if out.BookIDs == nil {
		out.BookIDs = []string{}
	}
	if out.BookTitles == nil {
		out.BookTitles = []string{}
	}
	if v.Percent == 0 {
		out.FixedPrice = &v.FixedPrice
	}
	switch {
	case now.Before(v.StartsAt):
		out.State = "scheduled"
	case !now.Before(v.EndsAt):
		out.State = "ended"
	}
	return out
}

type AdminSaleList struct {
	Items []AdminSale `json:"items"`
}

type adminSalesOutput struct{ Body AdminSaleList }

func (h campaignHandlers) adminListSales(ctx context.Context, _ *struct{}) (*adminSalesOutput, error) {
	list, err := h.campaigns.ListSales(ctx)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := &adminSalesOutput{Body: AdminSaleList{Items: make([]AdminSale, len(list))}}
	for i := range list {
		out.Body.Items[i] = adminSaleView(&list[i], now)
	}
	return out, nil
}

// SaleRequest is the sale form. The rules (one of percent or fixedPrice,
// the dates, the target) are the domain's, with Turkish messages.
type SaleRequest struct {
	Name       string    `json:"name" maxLength:"400"`
	Scope      string    `json:"scope" maxLength:"20"`
	BookIDs    []string  `json:"bookIds,omitempty" required:"false" maxItems:"500"`
	CategoryID string    `json:"categoryId,omitempty" required:"false" maxLength:"64"`
	AuthorID   string    `json:"authorId,omitempty" required:"false" maxLength:"64"`
	Percent    int       `json:"percent,omitempty" required:"false" minimum:"-1000" maximum:"1000"`
	FixedPrice *int64    `json:"fixedPrice,omitempty" required:"false" doc:"kuruş"`
	StartsAt   time.Time `json:"startsAt"`
	EndsAt     time.Time `json:"endsAt"`
}

func (r *SaleRequest) input() bookstore.SaleInput {
	return bookstore.SaleInput{Name: r.Name, Scope: bookstore.SaleScope(r.Scope), BookIDs: r.BookIDs, CategoryID: r.CategoryID,
		AuthorID: r.AuthorID, Percent: r.Percent, FixedPrice: r.FixedPrice, StartsAt: r.StartsAt, EndsAt: r.EndsAt}
}

type saleInput struct{ Body SaleRequest }

type saleOutput struct {
	Status int
	Body   AdminSale
}

func (h campaignHandlers) adminCreateSale(ctx context.Context, in *saleInput) (*saleOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	v, err := h.campaigns.SaveSale(ctx, uid, "", in.Body.input())
	if err != nil {
		return nil, err
	}
	return &saleOutput{Status: http.StatusCreated, Body: adminSaleView(v, time.Now())}, nil
}

type updateSaleInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body SaleRequest
}

func (h campaignHandlers) adminUpdateSale(ctx context.Context, in *updateSaleInput) (*saleOutput, error) {
	v, err := asCaller(ctx, in.ID, bookstore.MsgSaleNotFound, func(ctx context.Context, actor, id string) (*bookstore.SaleSummary, error) {
		return h.campaigns.SaveSale(ctx, actor, id, in.Body.input())
	})
	if err != nil {
		return nil, err
	}
	return &saleOutput{Status: http.StatusOK, Body: adminSaleView(v, time.Now())}, nil
}

func (h campaignHandlers) adminDeleteSale(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asCaller(ctx, in.ID, bookstore.MsgSaleNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, h.campaigns.DeleteSale(ctx, actor, id)
	})
	return nil, err
}

func (h campaignHandlers) adminEndSale(ctx context.Context, in *idInput) (*struct{}, error) {
	_, err := asCaller(ctx, in.ID, bookstore.MsgSaleNotFound, func(ctx context.Context, actor, id string) (struct{}, error) {
		return struct{}{}, h.campaigns.EndSale(ctx, actor, id)
	})
	return nil, err
}

type PricePeriod struct {
	Price         int64      `json:"price" doc:"list price, kuruş"`
	From          time.Time  `json:"from"`
	To            *time.Time `json:"to" doc:"null while it is the current price"`
	ChangedByName *string    `json:"changedByName" doc:"who set it; null for seeding and prices older than the history"`
}

type PriceHistory struct {
	Items []PricePeriod `json:"items" doc:"newest first"`
}

type priceHistoryOutput struct{ Body PriceHistory }

func (h campaignHandlers) adminPriceHistory(ctx context.Context, in *idInput) (*priceHistoryOutput, error) {
	hist, err := bookstore.ByID(ctx, in.ID, bookstore.MsgBookNotFound, h.campaigns.PriceHistory)
	if err != nil {
		return nil, err
	}
	out := &priceHistoryOutput{Body: PriceHistory{Items: make([]PricePeriod, len(hist))}}
	for i, p := range hist {
		out.Body.Items[i] = PricePeriod{Price: p.Price, From: p.From, To: p.To, ChangedByName: nullable(p.ChangedByName)}
	}
	return out, nil
}
