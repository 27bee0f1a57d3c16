package httpapi

import (
	"context"

	"bookstore/internal/bookstore"
)

// Admin: orders (Sipariş Yönetimi). Cancel with refund is in checkout.go.

type AdminOrderView struct {
	OrderView
	// AdminTransferBlock is set on the order's own page only (admin_transfers.go).
	AdminTransferBlock
	CustomerName  string `json:"customerName"`
	CustomerEmail string `json:"customerEmail"`
	PaymentState  string `json:"paymentState" enum:"paid,unpaid,refunded,partly_refunded"`
	PaymentLabel  string `json:"paymentLabel" doc:"Ödendi, Ödenmedi, İade edildi or Kısmi iade"`
	// PaymentMethod and CODAmount: how the order is paid (admin_cod.go).
	PaymentMethod      string `json:"paymentMethod" enum:"card,transfer,cod"`
	PaymentMethodLabel string `json:"paymentMethodLabel" doc:"Kredi / banka kartı, Havale / EFT or Kapıda ödeme"`
	CODAmount          int64  `json:"codAmount" doc:"kuruş the courier still collects at the door; 0 for a paid order"`
	// PendingRefund is set on the order's own page only.
	PendingRefund *PendingRefundView `json:"pendingRefund,omitempty" doc:"the order's refund in progress at iyzico; absent when none"`
	// Tax is set on the order's own page only.
	Tax *OrderTaxView `json:"tax,omitempty" doc:"the order's KDV per line and per rate; the order's own page only"`
	// Shipment is set on the order's own page only (shipments.go).
	Shipment *ShipmentView `json:"shipment,omitempty" doc:"the order's parcel at a carrier with an API; the order's own page only, absent when none"`
	// ShipmentStatus is the list's column.
	ShipmentStatus *string `json:"shipmentStatus,omitempty" nullable:"true" enum:"created,accepted,in_transit,out_for_delivery,delivered,delivery_failed,returned,cancelled" doc:"the parcel's status at the carrier; absent when the order has no shipment"`
}

func adminOrderView(o *bookstore.OrderListItem) AdminOrderView {
	p := o.Payment()
	return AdminOrderView{OrderView: orderView(&o.Order), CustomerName: o.CustomerName, CustomerEmail: o.CustomerEmail,
		PaymentState: string(p), PaymentLabel: p.Label(), ShipmentStatus: nullable(string(o.ShipmentStatus)),
		PaymentMethod: string(o.Method()), PaymentMethodLabel: o.Method().Label(), CODAmount: bookstore.CODAmountOf(&o.Order)}
}

type AdminOrderList struct {
	Items    []AdminOrderView `json:"items"`
	Total    int              `json:"total"`
	Page     int              `json:"page"`
	PageSize int              `json:"pageSize"`
}

type adminListInput struct {
	Q        string `query:"q" maxLength:"100" doc:"folded, Turkish-aware"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
}

type adminOrdersInput struct {
	Q        string `query:"q" maxLength:"100" doc:"folded, Turkish-aware"`
	Page     int    `query:"page" minimum:"1" maximum:"5000" default:"1"`
	PageSize int    `query:"pageSize" minimum:"1" maximum:"48" default:"20"`
	Status   string `query:"status" enum:"pending,confirmed,shipped,delivered,cancelled" doc:"empty: every status"`
	Payment  string `query:"payment" enum:"paid,unpaid,refunded,partly_refunded" doc:"empty: every payment state"`
	Carrier  string `query:"carrier" maxLength:"100" doc:"one of the ship dialog's companies (GET /api/admin/carriers); empty: every carrier"`
	Method   string `query:"method" enum:"card,transfer,cod" doc:"how the order is paid; empty: every method"`
}

type adminOrdersOutput struct{ Body AdminOrderList }

func (h checkoutHandlers) adminListOrders(ctx context.Context, in *adminOrdersInput) (*adminOrdersOutput, error) {
	page := bookstore.PageRequest{Page: in.Page, Size: in.PageSize}.Normalize()
	if !validCarrier(in.Carrier) {
		return nil, bookstore.Invalid(bookstore.FieldError{Field: "carrier", Message: bookstore.MsgCargoUnknown})
	}
	f := bookstore.OrderFilter{Query: in.Q, Status: bookstore.OrderStatus(in.Status), Payment: bookstore.PaymentState(in.Payment),
		Carrier: in.Carrier, Method: bookstore.PaymentMethod(in.Method)}
	items, total, err := h.checkout.ListOrders(ctx, f, page)
	if err != nil {
		return nil, err
	}
	out := &adminOrdersOutput{Body: AdminOrderList{Items: make([]AdminOrderView, len(items)), Total: total, Page: page.Page, PageSize: page.Size}}
	for i := range items {
		out.Body.Items[i] = adminOrderView(&items[i])
	}
	return out, nil
}

type adminOrderOutput struct{ Body AdminOrderView }

func (h checkoutHandlers) adminGetOrder(ctx context.Context, in *idInput) (*adminOrderOutput, error) {
	o, err := bookstore.ByID(ctx, in.ID, bookstore.MsgOrderNotFound, h.checkout.AdminOrder)
	if err != nil {
		return nil, err
	}
	v := adminOrderView(o)
	v.Tax = orderTaxView(&o.Order)
	if v.PendingRefund, err = h.pendingRefund(ctx, o.ID); err != nil {
		return nil, err
	}
	parties, err := h.checkout.OrderParties(ctx, o.ID)
	if err != nil {
		return nil, err
	}
	v.Parties = partiesView(parties)
	if h.shipments != nil {
		sh, err := h.shipments.Shipment(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		v.Shipment = shipmentView(sh)
	}
	if err := h.transferBlock(ctx, &v); err != nil {
		return nil, err
	}
	return &adminOrderOutput{Body: v}, nil
}

// adminMove runs one order transition as the signed-in admin.
func (h checkoutHandlers) adminMove(ctx context.Context, id string, move func(ctx context.Context, actor, id string) (*bookstore.OrderListItem, error)) (*adminOrderOutput, error) {
	uid, err := callerID(ctx)
	if err != nil {
		return nil, err
	}
	o, err := bookstore.ByID(ctx, id, bookstore.MsgOrderNotFound, func(ctx context.Context, id string) (*bookstore.OrderListItem, error) {
		return move(ctx, uid, id)
	})
	if err != nil {
		return nil, err
	}
	return &adminOrderOutput{Body: adminOrderView(o)}, nil
}

func (h checkoutHandlers) adminConfirmOrder(ctx context.Context, in *idInput) (*adminOrderOutput, error) {
	return h.adminMove(ctx, in.ID, h.checkout.Confirm)
}

func (h checkoutHandlers) adminDeliverOrder(ctx context.Context, in *idInput) (*adminOrderOutput, error) {
	return h.adminMove(ctx, in.ID, h.checkout.Deliver)
}

type ShipRequest struct {
	TrackingNumber string `json:"trackingNumber" maxLength:"200" doc:"trimmed"`
	CargoCompany   string `json:"cargoCompany" maxLength:"100" doc:"one of the ship dialog's companies"`
}

type shipInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body ShipRequest
}

func (h checkoutHandlers) adminShipOrder(ctx context.Context, in *shipInput) (*adminOrderOutput, error) {
	ship := bookstore.Shipment{TrackingNumber: in.Body.TrackingNumber, CargoCompany: in.Body.CargoCompany}
	if err := ship.Validate(); err != nil {
		return nil, err
	}
	return h.adminMove(ctx, in.ID, func(ctx context.Context, actor, id string) (*bookstore.OrderListItem, error) {
		return h.checkout.Ship(ctx, actor, id, ship)
	})
}
