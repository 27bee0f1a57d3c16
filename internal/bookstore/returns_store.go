package bookstore

import (
	"context"
	"time"
)

// Storage and mails of returns and refunds (returns.go has the rules).

// ReturnFilter narrows the admin list.
type ReturnFilter struct {
	State    ReturnState
	From, To time.Time // created in [From, To)
}

// ReturnStore keeps return requests and the refunds of payments.
type ReturnStore interface {
	// CreateReturn checks and stores a request in one transaction with the
	// order locked: check gets the order, its delivery time and its earlier
	// requests, and returns the lines (so two requests for the same copies
	// cannot both pass); fx gives the mail and audit entry.
	CreateReturn(ctx context.Context, r *ReturnRequest, check func(o *Order, deliveredAt time.Time, earlier []ReturnRequest) ([]ReturnLine, error),
		fx func(*ReturnRequest) Effects) error
	Return(ctx context.Context, id string) (*ReturnRequest, error)
	ReturnsOfOrder(ctx context.Context, orderID string) ([]ReturnRequest, error)
	ListReturns(ctx context.Context, f ReturnFilter, page PageRequest) ([]ReturnRequest, int, error)
	// MoveReturn changes the state when it is one of from (and no refund of
	// the order is in flight), with the fields set and fx written with it.
	MoveReturn(ctx context.Context, id string, from []ReturnState, to ReturnState, set ReturnUpdate, fx Effects) (bool, error)
	// DeliveredAt is when the order was delivered (its last update for an
	// order delivered before the time was kept).
	DeliveredAt(ctx context.Context, orderID string) (time.Time, error)
	RefundStore
}

// ReturnUpdate is what a move sets besides the state.
type ReturnUpdate struct {
	Condition    GoodsCondition
	RejectReason string
}

// Refund is one refund of a payment: a whole order's on cancellation, or a
// return request's. It is stored as started before the provider is asked,
// so a crash between the two is found by reconciliation and never leaves
// a refund unrecorded.
type Refund struct {
	ID, OrderID, ReturnID, PaymentID string
	Amount                           int64
	Plan                             RefundPlan // a return's lines
	State                            RefundState
	Error                            string
	CreatedAt                        time.Time
}

// RefundState is a refund's progress.
type RefundState string

const (
	RefundStarted RefundState = "started"
	RefundDone    RefundState = "done"
	RefundFailed  RefundState = "failed"
)

// RefundStore keeps refunds. One refund per order is in flight at a time.
type RefundStore interface {
	// StartCancelRefund claims a confirmed order for its refund and stores
	// the started refund; false when the order is not confirmed, is being
	// paid, or another refund of it is in flight.
	StartCancelRefund(ctx context.Context, f *Refund) (bool, error)
	// StartReturnRefund stores the started refund of a received request;
	// false when the request is not 'received' or a refund of the order is
	// in flight.
	StartReturnRefund(ctx context.Context, f *Refund) (bool, error)
	// FinishReturnRefund records a done refund: the request refunded with
	// its lines' amounts, the intact copies back in stock, fx with it.
	FinishReturnRefund(ctx context.Context, f *Refund, restock bool, fx Effects) error
	// FinishCancelRefund records a done cancel refund and cancels the order
	// (stock back), fx with it.
	FinishCancelRefund(ctx context.Context, f *Refund, fx Effects) error
	// FailRefund records a refused refund and releases its claims; the
	// request keeps its state with the error; fx (the audit entry) with it.
	FailRefund(ctx context.Context, f *Refund, reason string, fx Effects) error
	// StaleRefunds lists started refunds older than before.
	StaleRefunds(ctx context.Context, before time.Time, limit int) ([]Refund, error)
}

// ReturnMails renders the shopper's mails of a request's steps. It reads
// nothing (the caller passes the buyer), so it may run inside the step's
// transaction.
type ReturnMails interface {
	ReturnUpdated(ctx context.Context, buyer *User, o *Order, r *ReturnRequest) (Mail, error)
}
