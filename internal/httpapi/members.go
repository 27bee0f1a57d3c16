package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
	"bookstore/internal/checkout"
	"bookstore/internal/fulfilment"
	"bookstore/internal/members"
	"bookstore/internal/payments"
)

// Member area: cart, favourites, stock alerts, profile, orders. Every
// handler acts on the signed-in user only; ids from the URL never select
// another user's records.

// memberHandlers are the member aggregate's routes (the member's own
// records here, the admin's list and role change in admin_members.go);
// they ask the member service only.
type memberHandlers struct {
	svc       *members.Service
	shipments *fulfilment.Service // the order page's tracking (nil: none)
	checkout  *checkout.Service   // the order page's havale/EFT block
	payments  *payments.Service   // the order page's bank refunds (nil: none)
}

type FavoriteList struct {
	Items []BookCard `json:"items"`
}

type favoritesOutput struct{ Body FavoriteList }

func (h memberHandlers) listFavorites(ctx context.Context, _ *struct{}) (*favoritesOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	items, err := h.svc.ListFavorites(ctx, uid)
	if err != nil {
		return nil, err
	}
	return &favoritesOutput{Body: FavoriteList{Items: bookCards(items)}}, nil
}

func (h memberHandlers) addFavorite(ctx context.Context, in *bookIDInput) (*struct{}, error) {
	return nil, memberBookAction(ctx, in.BookID, h.svc.AddFavorite)
}

func (h memberHandlers) removeFavorite(ctx context.Context, in *bookIDInput) (*struct{}, error) {
	return nil, memberBookAction(ctx, in.BookID, h.svc.RemoveFavorite)
}

type StockAlertRequest struct {
	BookID string `json:"bookId" maxLength:"64"`
}

type stockAlertInput struct{ Body StockAlertRequest }

func (h memberHandlers) addStockAlert(ctx context.Context, in *stockAlertInput) (*struct{}, error) {
	return nil, memberBookAction(ctx, in.Body.BookID, h.svc.AddStockAlert)
}

// memberBookAction is bookAction by the signed-in member.
func memberBookAction(ctx context.Context, bookID string, act func(ctx context.Context, uid, id string) error) error {
	uid, err := callerID(ctx)
	if err != nil {
		return err
	}
	return bookAction(ctx, bookID, func(ctx context.Context, id string) error { return act(ctx, uid, id) })
}

type ProfileRequest struct {
	FullName        string `json:"fullName" maxLength:"200"`
	Phone           string `json:"phone" maxLength:"40"`
	ShippingAddress string `json:"shippingAddress" maxLength:"1000"`
}

type profileInput struct{ Body ProfileRequest }

type profileOutput struct{ Body CurrentUser }

func (h memberHandlers) getProfile(ctx context.Context, _ *struct{}) (*profileOutput, error) {
	u, err := signedIn(ctx)
	if err != nil {
		return nil, err
	}
	return &profileOutput{Body: *currentUserOf(u)}, nil
}

func (h memberHandlers) updateProfile(ctx context.Context, in *profileInput) (*profileOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	p := bookstore.ProfileUpdate{FullName: in.Body.FullName, Phone: in.Body.Phone, ShippingAddress: in.Body.ShippingAddress}
	u, err := h.svc.UpdateProfile(ctx, uid, p)
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
	// BankRefunds is set on the order's own pages (bank_refunds.go).
	BankRefunds []BankRefundView `json:"bankRefunds,omitempty" doc:"money owed back by bank transfer (the buyer sees the IBAN masked); the order's own page only, absent when none"`
	// Parties is the billing party and the addresses frozen on the order.
	Parties *OrderParties `json:"parties" doc:"the billing party and addresses the order was placed with; set on the order's own page and the payment page, null when none"`
	// Shipment is the parcel at a carrier with an API (shipments.go).
	Shipment *OrderTrackingView `json:"shipment,omitempty" doc:"the parcel's carrier, status and movements; the member's order page only, absent when the order has none"`
	// How the order is paid (checkout_method.go).
	PaymentMethod      string             `json:"paymentMethod" enum:"card,transfer,cod"`
	PaymentMethodLabel string             `json:"paymentMethodLabel"`
	MethodDiscount     int64              `json:"methodDiscount" doc:"the havale/EFT discount, kuruş (in total)"`
	MethodFee          int64              `json:"methodFee" doc:"the kapıda ödeme fee, kuruş (in total)"`
	Transfer           *OrderTransferView `json:"transfer,omitempty" doc:"a havale/EFT order's accounts, amount, reference, deadline and recorded money; the order's own page and the choice's answer only"`
}

func orderView(o *bookstore.Order) OrderView {
	v := OrderView{ID: o.ID, Number: o.Number(), Status: string(o.Status), StatusLabel: o.Status.Label(),
		Subtotal: o.Totals.Subtotal, Discount: o.Totals.Discount, CouponCode: nullable(o.CouponCode),
		Shipping: o.Totals.Shipping, Total: o.Totals.Total, ShippingAddress: o.ShippingAddress, TrackingNumber: o.TrackingNumber, CargoCompany: o.CargoCompany,
		TrackingURL: nullable(bookstore.TrackingURL(o.CargoCompany, o.TrackingNumber)),
		Items:       make([]OrderLine, len(o.Items)), Installment: o.Installment, PaidAmount: o.PaidAmount,
		CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt, Parties: partiesView(o.Parties),
		PaymentMethod: string(o.Method()), PaymentMethodLabel: o.Method().Label(), MethodDiscount: o.Totals.MethodDiscount, MethodFee: o.Totals.MethodFee}
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

func (h memberHandlers) listMyOrders(ctx context.Context, _ *struct{}) (*ordersOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	orders, err := h.svc.OrdersOf(ctx, uid)
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

func (h memberHandlers) getMyOrder(ctx context.Context, in *idInput) (*orderOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	// Another user's order answers exactly like a missing one.
	var refunding bool
	o, err := bookstore.ByID(ctx, in.ID, msgOrderNotFound, func(ctx context.Context, id string) (*bookstore.Order, error) {
		o, r, err := h.svc.OrderOf(ctx, uid, id)
		refunding = r
		return o, err
	})
	if err != nil {
		return nil, err
	}
	v := orderView(o)
	v.RefundPending = refunding
	if err := transferBlock(ctx, h.checkout, &v, o); err != nil {
		return nil, err
	}
	if err := h.bankRefunds(ctx, &v); err != nil {
		return nil, err
	}
	if h.shipments != nil {
		sh, err := h.shipments.Shipment(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		v.Shipment = orderTrackingView(sh)
		if v.Shipment != nil {
			day, err := h.shipments.ExpectedDelivery(ctx, sh)
			if err != nil {
				return nil, err
			}
			if !day.IsZero() {
				d := day.Format(time.DateOnly)
				v.Shipment.ExpectedDelivery = &d
			}
		}
	}
	return &orderOutput{Body: v}, nil
}
