package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The cart as /sepet shows it: its lines at current prices, the totals by
// the shipping rule and the coupon, and the member's unpaid order.

type CartLine struct {
	ID         string   `json:"id"`
	BookID     string   `json:"bookId"`
	Title      string   `json:"title"`
	AuthorName string   `json:"authorName"`
	CoverURL   *string  `json:"coverUrl"`
	Price      int64    `json:"price" doc:"current unit price, kuruş: the sale price while a sale runs"`
	ListPrice  int64    `json:"listPrice" doc:"the book's list price, kuruş"`
	Sale       *SaleTag `json:"sale" doc:"the sale running now; null when none"`
	// PriceChanged: the unit price differs from PreviousPrice, the price
	// when the shopper last set the line (a sale began or ended, or the
	// list price changed); the cart says so.
	PriceChanged  bool  `json:"priceChanged"`
	PreviousPrice int64 `json:"previousPrice" doc:"unit price when the line was last set, kuruş"`
	Stock         int   `json:"stock" doc:"copies this member can have: the free stock and those their own unpaid order holds"`
	// The server's rule, so the client copies none: the stock, and no more
	// than one order may hold.
	MaxQuantity int   `json:"maxQuantity" doc:"the most copies this line may hold: min(stock, 10)"`
	Quantity    int   `json:"quantity"`
	LineTotal   int64 `json:"lineTotal"`
}

type CartView struct {
	ID        string     `json:"id"`
	Items     []CartLine `json:"items"`
	ItemCount int        `json:"itemCount" doc:"copies in the cart (header badge)"`
	Subtotal  int64      `json:"subtotal" doc:"the books at their (sale) prices, before the coupon"`
	Discount  int64      `json:"discount" doc:"the coupon's discount, kuruş"`
	Shipping  int64      `json:"shipping" doc:"15 TL below 100 TL after the discount, else 0; 0 with a free-shipping coupon"`
	Total     int64      `json:"total"`
	// The shipping rule's hint, so the client knows no threshold.
	AmountToFreeShipping int64 `json:"amountToFreeShipping" doc:"kuruş still to add for free shipping, counted after the discount; 0 when shipping is free or the cart is empty"`
	// Coupon is the code on the cart; null when none.
	Coupon *CartCoupon `json:"coupon"`
	// UnpaidOrder is the member's order waiting for payment; null when none.
	UnpaidOrder *UnpaidOrderNote `json:"unpaidOrder"`
}

// UnpaidOrderNote points the cart at the member's pending order, whose
// copies are reserved until ExpiresAt.
type UnpaidOrderNote struct {
	ID        string    `json:"id"`
	Number    string    `json:"number"`
	ExpiresAt time.Time `json:"expiresAt" doc:"the reservation ends (and the order is cancelled) if not paid by then"`
}

// CartCoupon is the code the shopper applied, and why it gives nothing now
// when it does not apply any more (expired, used up, below the minimum...).
type CartCoupon struct {
	Code         string  `json:"code"`
	FreeShipping bool    `json:"freeShipping"`
	Problem      *string `json:"problem" doc:"why the code gives no discount now; null when it applies"`
}

type cartOutput struct{ Body CartView }

func (s *Server) cartView(ctx context.Context, userID string) (*cartOutput, error) {
	c, err := s.members.Cart(ctx, userID)
	if err != nil {
		return nil, err
	}
	p, couponErr := c.Pricing(time.Now())
	t := p.Totals
	v := CartView{ID: c.ID, Items: make([]CartLine, len(c.Items)), ItemCount: c.Count(),
		Subtotal: t.Subtotal, Discount: t.Discount, Shipping: t.Shipping, Total: t.Total}
	if t.Shipping > 0 {
		v.AmountToFreeShipping = c.Shipping.AmountToFree(t.Subtotal - t.Discount)
	}
	if c.CouponCode != "" {
		v.Coupon = &CartCoupon{Code: c.CouponCode, FreeShipping: c.Coupon != nil && c.Coupon.Kind == bookstore.CouponFreeShipping}
		if couponErr != nil {
			msg := bookstore.ErrorMessage(couponErr)
			v.Coupon.Problem = &msg
		}
	}
	for i, it := range c.Items {
		v.Items[i] = CartLine{ID: it.ID, BookID: it.BookID, Title: it.Title, AuthorName: it.AuthorName,
			CoverURL: nullable(it.CoverURL), Price: it.UnitPrice(), ListPrice: it.Price, Sale: saleTag(it.Offer),
			PriceChanged: it.PriceChanged(), PreviousPrice: it.AddedPrice, Stock: it.Available(),
			MaxQuantity: bookstore.MaxLineQuantity(it.Available()), Quantity: it.Quantity, LineTotal: it.UnitPrice() * int64(it.Quantity)}
	}
	if u := c.Unpaid; u != nil {
		v.UnpaidOrder = &UnpaidOrderNote{ID: u.ID, Number: (&bookstore.Order{ID: u.ID}).Number(), ExpiresAt: u.ExpiresAt}
	}
	return &cartOutput{Body: v}, nil
}
