package httpapi

import (
	"context"
	"errors"
	"time"

	"bookstore/internal/bookstore"
)

// Member area: cart, favourites, stock alerts, profile, orders. Every
// handler acts on the signed-in user only; ids from the URL never select
// another user's records.

// viewerID returns the signed-in user's id (the route's guard has already
// required a session).
func (s *Server) viewerID(ctx context.Context) (string, error) {
	u, err := s.viewer(ctx)
	if err != nil {
		return "", err
	}
	return u.ID, nil
}

// viewer is the signed-in user as the session read it, or 401.
func (s *Server) viewer(ctx context.Context) (*bookstore.User, error) {
	u, err := s.currentUser(ctx)
	if err != nil {
		return nil, err
	}
	if u == nil {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	return u, nil
}

type CouponRequest struct {
	Code string `json:"code" maxLength:"100" doc:"any case, spaces ignored"`
}

type couponInput struct{ Body CouponRequest }

// applyCoupon checks the code against the cart (CheckCoupon, then the
// basket's rules) and keeps it on the cart; a refused code changes nothing.
// Applying the code the cart already has answers the cart as it is.
func (s *Server) applyCoupon(ctx context.Context, in *couponInput) (*cartOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	code := bookstore.NormalizeCouponCode(in.Body.Code)
	c, err := s.members.Cart(ctx, uid)
	if err != nil {
		return nil, err
	}
	coupon, uses, err := s.members.CouponByCode(ctx, uid, code)
	if errors.Is(err, bookstore.ErrNotFound) || code == "" {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "code", Message: bookstore.MsgCouponInvalid})
	}
	if err != nil {
		return nil, err
	}
	c.CouponCode, c.Coupon, c.CouponUses = code, coupon, uses
	if _, cerr := c.Pricing(time.Now()); cerr != nil {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "code", Message: bookstore.ErrorMessage(cerr)})
	}
	if err := s.members.SetCartCoupon(ctx, uid, code); err != nil {
		return nil, err
	}
	return s.cartView(ctx, uid)
}

func (s *Server) removeCoupon(ctx context.Context, _ *struct{}) (*cartOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.members.SetCartCoupon(ctx, uid, ""); err != nil {
		return nil, err
	}
	return s.cartView(ctx, uid)
}

func (s *Server) getCart(ctx context.Context, _ *struct{}) (*cartOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	return s.cartView(ctx, uid)
}

type bookIDInput struct {
	BookID string `path:"bookId" maxLength:"64"`
}

// bookAction runs a member action on a book named in the URL or body; a
// malformed id and a missing or hidden book answer 'Kitap bulunamadı'.
func bookAction(ctx context.Context, bookID string, act func(context.Context, string) error) error {
	_, err := byID(ctx, bookID, bookstore.MsgBookNotFound, func(ctx context.Context, id string) (struct{}, error) {
		return struct{}{}, act(ctx, id)
	})
	return err
}

type SetQuantityRequest struct {
	Quantity int `json:"quantity" minimum:"0" maximum:"999" doc:"the new quantity (not an increment); 0 removes the line"`
}

type setQuantityInput struct {
	BookID string `path:"bookId" maxLength:"64"`
	Body   SetQuantityRequest
}

func (s *Server) setCartQuantity(ctx context.Context, in *setQuantityInput) (*cartOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	err = bookAction(ctx, in.BookID, func(ctx context.Context, id string) error {
		return s.members.SetCartQuantity(ctx, uid, id, in.Body.Quantity)
	})
	if err != nil {
		return nil, err
	}
	return s.cartView(ctx, uid)
}

func (s *Server) removeCartItem(ctx context.Context, in *bookIDInput) (*cartOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	err = bookAction(ctx, in.BookID, func(ctx context.Context, id string) error {
		return s.members.RemoveCartItem(ctx, uid, id)
	})
	if err != nil {
		return nil, err
	}
	return s.cartView(ctx, uid)
}

type FavoriteList struct {
	Items []BookCard `json:"items"`
}

type favoritesOutput struct{ Body FavoriteList }

func (s *Server) listFavorites(ctx context.Context, _ *struct{}) (*favoritesOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	items, err := s.members.Favorites(ctx, uid)
	if err != nil {
		return nil, err
	}
	return &favoritesOutput{Body: FavoriteList{Items: bookCards(items)}}, nil
}

func (s *Server) addFavorite(ctx context.Context, in *bookIDInput) (*struct{}, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, bookAction(ctx, in.BookID, func(ctx context.Context, id string) error {
		return s.members.AddFavorite(ctx, uid, id)
	})
}

func (s *Server) removeFavorite(ctx context.Context, in *bookIDInput) (*struct{}, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, bookAction(ctx, in.BookID, func(ctx context.Context, id string) error {
		return s.members.RemoveFavorite(ctx, uid, id)
	})
}

type StockAlertRequest struct {
	BookID string `json:"bookId" maxLength:"64"`
}

type stockAlertInput struct{ Body StockAlertRequest }

func (s *Server) addStockAlert(ctx context.Context, in *stockAlertInput) (*struct{}, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	return nil, bookAction(ctx, in.Body.BookID, func(ctx context.Context, id string) error {
		return s.members.AddStockAlert(ctx, uid, id)
	})
}

type ProfileRequest struct {
	FullName        string `json:"fullName" maxLength:"200"`
	Phone           string `json:"phone" maxLength:"40"`
	ShippingAddress string `json:"shippingAddress" maxLength:"1000"`
}

type profileInput struct{ Body ProfileRequest }

type profileOutput struct{ Body CurrentUser }

func (s *Server) getProfile(ctx context.Context, _ *struct{}) (*profileOutput, error) {
	u, err := s.currentUser(ctx)
	if err != nil {
		return nil, err
	}
	if u == nil {
		return nil, bookstore.Errorf(bookstore.CodeUnauthorized, bookstore.MsgNoSession)
	}
	return &profileOutput{Body: *currentUserOf(u)}, nil
}

func (s *Server) updateProfile(ctx context.Context, in *profileInput) (*profileOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	p := bookstore.ProfileUpdate{FullName: in.Body.FullName, Phone: in.Body.Phone, ShippingAddress: in.Body.ShippingAddress}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return nil, err
	}
	u, err := s.members.UpdateProfile(ctx, uid, p)
	if err != nil {
		return nil, err
	}
	return &profileOutput{Body: *currentUserOf(u)}, nil
}

type OrderLine struct {
	ID        string  `json:"id"`
	BookID    string  `json:"bookId"`
	Title     string  `json:"title"`
	CoverURL  *string `json:"coverUrl"`
	Quantity  int     `json:"quantity"`
	Price     int64   `json:"price" doc:"unit price charged (the sale price, if any), frozen at the order, kuruş"`
	ListPrice int64   `json:"listPrice" doc:"the list price when ordered, kuruş"`
	// StruckPrice is the 30-day lowest price shown struck through when the
	// order was placed; null when the line was not a discount.
	StruckPrice *int64 `json:"struckPrice"`
	LineTotal   int64  `json:"lineTotal" doc:"price × quantity, kuruş (before the coupon)"`
	// Paid is what the line cost after its share of the coupon: the most a
	// return of its copies refunds.
	Paid int64 `json:"paid" doc:"kuruş"`
}

type OrderView struct {
	ID              string      `json:"id"`
	Number          string      `json:"number" doc:"first 8 characters of the id"`
	Status          string      `json:"status" enum:"pending,confirmed,shipped,delivered,cancelled"`
	StatusLabel     string      `json:"statusLabel"`
	Subtotal        int64       `json:"subtotal"`
	Discount        int64       `json:"discount" doc:"the coupon's discount, kuruş"`
	CouponCode      *string     `json:"couponCode" doc:"the coupon the order used; null when none"`
	Shipping        int64       `json:"shipping"`
	Total           int64       `json:"total"`
	ShippingAddress string      `json:"shippingAddress"`
	TrackingNumber  string      `json:"trackingNumber"`
	CargoCompany    string      `json:"cargoCompany"`
	TrackingURL     *string     `json:"trackingUrl" doc:"carrier's tracking page; null for an unknown carrier"`
	Items           []OrderLine `json:"items"`
	Installment     int         `json:"installment" doc:"instalments the buyer chose at payment (1: single payment); 0 until paid"`
	PaidAmount      int64       `json:"paidAmount" doc:"what the card was charged in kuruş; more than total with instalment interest; 0 until paid"`
	PayBy           *time.Time  `json:"payBy" doc:"an unpaid order's reservation ends (and the order is cancelled) if not paid by then; null for any other status"`
	CreatedAt       time.Time   `json:"createdAt"`
	UpdatedAt       time.Time   `json:"updatedAt"`
	RefundPending   bool        `json:"refundPending" doc:"a refund of the order is in progress at iyzico (İade işlemi sürüyor); set on the order's own page"`
}

func orderView(o *bookstore.Order) OrderView {
	v := OrderView{ID: o.ID, Number: o.Number(), Status: string(o.Status), StatusLabel: o.Status.Label(),
		Subtotal: o.Totals.Subtotal, Discount: o.Totals.Discount, CouponCode: nullable(o.CouponCode),
		Shipping: o.Totals.Shipping, Total: o.Totals.Total, ShippingAddress: o.ShippingAddress, TrackingNumber: o.TrackingNumber, CargoCompany: o.CargoCompany,
		TrackingURL: nullable(bookstore.TrackingURL(o.CargoCompany, o.TrackingNumber)),
		Items:       make([]OrderLine, len(o.Items)), Installment: o.Installment, PaidAmount: o.PaidAmount,
		CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt}
	if !o.PayBy.IsZero() {
		v.PayBy = &o.PayBy
	}
	for i, it := range o.Items {
		v.Items[i] = OrderLine{ID: it.ID, BookID: it.BookID, Title: it.Title, CoverURL: nullable(it.CoverURL),
			Quantity: it.Quantity, Price: it.Price, ListPrice: it.ListPrice,
			LineTotal: it.Price * int64(it.Quantity), Paid: it.Paid}
		if it.StruckPrice > 0 {
			v.Items[i].StruckPrice = &it.StruckPrice
		}
	}
	return v
}

type OrderList struct {
	Items []OrderView `json:"items"`
}

type ordersOutput struct{ Body OrderList }

func (s *Server) listMyOrders(ctx context.Context, _ *struct{}) (*ordersOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	orders, err := s.members.OrdersOf(ctx, uid)
	if err != nil {
		return nil, err
	}
	out := &ordersOutput{Body: OrderList{Items: make([]OrderView, len(orders))}}
	for i := range orders {
		out.Body.Items[i] = orderView(&orders[i])
	}
	return out, nil
}

type orderOutput struct{ Body OrderView }

const msgOrderNotFound = "Sipariş bulunamadı"

func (s *Server) getMyOrder(ctx context.Context, in *idInput) (*orderOutput, error) {
	uid, err := s.viewerID(ctx)
	if err != nil {
		return nil, err
	}
	// Another user's order answers exactly like a missing one.
	o, err := byID(ctx, in.ID, msgOrderNotFound, func(ctx context.Context, id string) (*bookstore.Order, error) {
		return s.members.OrderOf(ctx, uid, id)
	})
	if err != nil {
		return nil, err
	}
	v := orderView(o)
	f, err := s.checkout.StartedRefund(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	v.RefundPending = f != nil
	return &orderOutput{Body: v}, nil
}
