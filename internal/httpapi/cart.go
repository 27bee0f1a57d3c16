package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/cart"
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
	// Delivery is when an order placed now is expected; null when nothing in the cart can be shipped.
	Delivery *DeliveryEstimate `json:"delivery"`
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

// cartHandlers are the cart's routes; they ask the cart service only.
type cartHandlers struct{ svc *cart.Service }

func (h cartHandlers) getCart(ctx context.Context, _ *struct{}) (*cartOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return cartAnswer(h.svc.View(ctx, uid))
}

type bookIDInput struct {
	BookID string `path:"bookId" maxLength:"64"`
}

// bookAction runs a member action on a book named in the URL or body; a
// malformed id and a missing or hidden book answer 'Kitap bulunamadı'.
func bookAction(ctx context.Context, bookID string, act func(context.Context, string) error) error {
	_, err := bookstore.ByID(ctx, bookID, bookstore.MsgBookNotFound, func(ctx context.Context, id string) (struct{}, error) {
		return struct{}{}, act(ctx, id)
	})
	return err
}

// cartAction is bookAction for the cart's changes, which answer the cart.
func cartAction(ctx context.Context, bookID string, act func(ctx context.Context, uid, id string) (*cart.Priced, error)) (*cartOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	var c *cart.Priced
	err = bookAction(ctx, bookID, func(ctx context.Context, id string) error {
		var err error
		c, err = act(ctx, uid, id)
		return err
	})
	return cartAnswer(c, err)
}

type SetQuantityRequest struct {
	Quantity int `json:"quantity" minimum:"0" maximum:"999" doc:"the new quantity (not an increment); 0 removes the line"`
}

type setQuantityInput struct {
	BookID string `path:"bookId" maxLength:"64"`
	Body   SetQuantityRequest
}

func (h cartHandlers) setCartQuantity(ctx context.Context, in *setQuantityInput) (*cartOutput, error) {
	return cartAction(ctx, in.BookID, func(ctx context.Context, uid, id string) (*cart.Priced, error) {
		return h.svc.SetQuantity(ctx, uid, id, in.Body.Quantity)
	})
}

func (h cartHandlers) removeCartItem(ctx context.Context, in *bookIDInput) (*cartOutput, error) {
	return cartAction(ctx, in.BookID, h.svc.Remove)
}

type CouponRequest struct {
	Code string `json:"code" maxLength:"100" doc:"any case, spaces ignored"`
}

type couponInput struct{ Body CouponRequest }

// applyCoupon keeps a checked code on the cart (cart.Service.ApplyCoupon);
// a refused code changes nothing.
func (h cartHandlers) applyCoupon(ctx context.Context, in *couponInput) (*cartOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return cartAnswer(h.svc.ApplyCoupon(ctx, uid, in.Body.Code))
}

func (h cartHandlers) removeCoupon(ctx context.Context, _ *struct{}) (*cartOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	return cartAnswer(h.svc.RemoveCoupon(ctx, uid))
}

// cartAnswer maps the priced cart to /sepet's view.
func cartAnswer(c *cart.Priced, err error) (*cartOutput, error) {
	if err != nil {
		return nil, err
	}
	t := c.Pricing.Totals
	v := CartView{ID: c.ID, Items: make([]CartLine, len(c.Items)), ItemCount: c.Count(),
		Subtotal: t.Subtotal, Discount: t.Discount, Shipping: t.Shipping, Total: t.Total}
	if t.Shipping > 0 {
		v.AmountToFreeShipping = c.Shipping.AmountToFree(t.Subtotal - t.Discount)
	}
	if c.CouponCode != "" {
		v.Coupon = &CartCoupon{Code: c.CouponCode, FreeShipping: c.Coupon != nil && c.Coupon.Kind == bookstore.CouponFreeShipping}
		if c.CouponErr != nil {
			msg := bookstore.ErrorMessage(c.CouponErr)
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
	v.Delivery = deliveryEstimate(c.Delivery)
	return &cartOutput{Body: v}, nil
}
