package httpapi

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Refunds whose outcome iyzico has not told yet (docs/payments.md, "Refund
// reconciliation"): the admin's order page shows its order's, and a small
// list shows every refund stuck for longer than a couple of minutes.

// PendingRefundView is a refund in progress at iyzico.
type PendingRefundView struct {
	Amount     int64     `json:"amount" doc:"kuruş"`
	Kind       string    `json:"kind" enum:"cancel,return" doc:"the order's cancellation or a return request's refund"`
	ReturnID   *string   `json:"returnId" doc:"the return request, for a return's refund"`
	Since      time.Time `json:"since" doc:"when the refund was asked"`
	LastAnswer string    `json:"lastAnswer" doc:"iyzico's last answer (an error or a timeout); empty when none came"`
	Stuck      bool      `json:"stuck" doc:"asked over two minutes ago and still not settled"`
}

func pendingRefundView(f *bookstore.Refund, now time.Time) PendingRefundView {
	v := PendingRefundView{Amount: f.Amount, Kind: "cancel", Since: f.CreatedAt, LastAnswer: f.LastAnswer,
		Stuck: now.Sub(f.CreatedAt) > bookstore.StuckRefundAfter}
	if f.ReturnID != "" {
		v.Kind, v.ReturnID = "return", &f.ReturnID
	}
	return v
}

// pendingRefund is the order's refund in progress, nil when none.
func (h checkoutHandlers) pendingRefund(ctx context.Context, orderID string) (*PendingRefundView, error) {
	f, err := h.checkout.StartedRefund(ctx, orderID)
	if err != nil || f == nil {
		return nil, err
	}
	v := pendingRefundView(f, time.Now())
	return &v, nil
}

// StuckRefundView is one line of the admin's stuck refunds.
type StuckRefundView struct {
	PendingRefundView
	OrderID       string `json:"orderId"`
	OrderNumber   string `json:"orderNumber"`
	CustomerEmail string `json:"customerEmail"`
}

type stuckRefundsOutput struct{ Body []StuckRefundView }

func (h checkoutHandlers) adminStuckRefunds(ctx context.Context, _ *struct{}) (*stuckRefundsOutput, error) {
	list, err := h.checkout.StuckRefunds(ctx)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	out := &stuckRefundsOutput{Body: make([]StuckRefundView, len(list))}
	for i := range list {
		f := &list[i]
		o := bookstore.Order{ID: f.OrderID}
		out.Body[i] = StuckRefundView{PendingRefundView: pendingRefundView(&f.Refund, now), OrderID: f.OrderID,
			OrderNumber: o.Number(), CustomerEmail: f.Customer}
	}
	return out, nil
}
