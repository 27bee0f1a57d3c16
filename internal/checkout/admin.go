package checkout

import (
	"context"
	"errors"

	"bookstore/internal/bookstore"
)

// The admin's order moves after payment: a pending order
// confirmed by hand, a confirmed one shipped with its tracking number and
// carrier, a shipped one delivered. Each is conditional on the status the
// admin saw, audited, and tells the buyer.

// ListOrders pages through the admin's order list, newest first.
func (s *Service) ListOrders(ctx context.Context, f bookstore.OrderFilter, page bookstore.PageRequest) ([]bookstore.OrderListItem, int, error) {
	return s.Orders.ListOrders(ctx, f, page)
}

// AdminOrder is one order as the admin's order page shows it.
func (s *Service) AdminOrder(ctx context.Context, id string) (*bookstore.OrderListItem, error) {
	return s.Orders.AdminOrder(ctx, id)
}

// Confirm moves a pending order to confirmed by hand, which
// bookstore.CheckAdminConfirm allows only for an order whose money is in
// by its method (a card payment confirms its order itself; a havale/EFT
// order needs its recorded transfers to cover the total).
func (s *Service) Confirm(ctx context.Context, actorID, orderID string) (*bookstore.OrderListItem, error) {
	o, err := s.Orders.AdminOrder(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	var recorded int64
	if o.PaymentMethod == bookstore.MethodTransfer && s.Methods != nil {
		if recorded, err = s.Methods.TransferSum(ctx, orderID); err != nil {
			return nil, err
		}
	}
	if err := bookstore.CheckAdminConfirm(&o.Order, recorded); err != nil {
		return nil, err
	}
	return s.move(ctx, actorID, orderID, bookstore.OrderPending, bookstore.OrderConfirmed, nil, bookstore.ActionOrderConfirmed)
}

// Ship moves a confirmed order to shipped.
func (s *Service) Ship(ctx context.Context, actorID, orderID string, ship bookstore.Shipment) (*bookstore.OrderListItem, error) {
	if err := ship.Validate(); err != nil {
		return nil, err
	}
	return s.move(ctx, actorID, orderID, bookstore.OrderConfirmed, bookstore.OrderShipped, &ship, bookstore.ActionOrderShipped)
}

// Deliver moves a shipped order to delivered.
func (s *Service) Deliver(ctx context.Context, actorID, orderID string) (*bookstore.OrderListItem, error) {
	return s.move(ctx, actorID, orderID, bookstore.OrderShipped, bookstore.OrderDelivered, nil, bookstore.ActionOrderDelivered)
}

// move is one audited transition; action names it in the audit log.
func (s *Service) move(ctx context.Context, actorID, orderID string, from, to bookstore.OrderStatus, ship *bookstore.Shipment,
	action bookstore.AuditAction,
) (*bookstore.OrderListItem, error) {
	before, err := s.Orders.AdminOrder(ctx, orderID)
	if errors.Is(err, bookstore.ErrNotFound) {
		return nil, bookstore.Errorf(bookstore.CodeNotFound, bookstore.MsgOrderNotFound)
	}
	if err != nil {
		return nil, err
	}
	fx, err := s.MoveEffects(ctx, actorID, &before.Order, to, ship, action)
	if err != nil {
		return nil, err
	}
	ok, err := s.Orders.MoveOrder(ctx, orderID, from, to, ship, fx)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, s.refundBlocked(ctx, orderID, bookstore.MsgOrderTransition)
	}
	return s.Orders.AdminOrder(ctx, orderID)
}

// MoveEffects are what an order's move to status to writes with it: the
// buyer's mail, the audit entry and the invoice the move numbers. The
// admin's moves and a carrier's tracking (internal/fulfilment) both take
// them from here. actorID is "" for the carrier.
func (s *Service) MoveEffects(ctx context.Context, actorID string, o *bookstore.Order, to bookstore.OrderStatus, ship *bookstore.Shipment,
	action bookstore.AuditAction,
) (bookstore.Effects, error) {
	// The move's audit entry is written with it (the move sets exactly
	// these fields, so the after state needs no second read).
	b := map[string]any{"status": o.Status}
	a := map[string]any{"status": to}
	if ship != nil {
		b["trackingNumber"], b["cargoCompany"] = o.TrackingNumber, o.CargoCompany
		a["trackingNumber"], a["cargoCompany"] = ship.TrackingNumber, ship.CargoCompany
	}
	entry := bookstore.Change(actorID, action, "orders", o.ID, b, a)
	fx := bookstore.Effects{Mail: s.movedMail(ctx, o, to, ship), Audit: &entry}
	var err error
	if fx.Invoice, err = s.saleInvoice(ctx, o.ID, to); err != nil {
		return bookstore.Effects{}, err
	}
	return fx, nil
}
