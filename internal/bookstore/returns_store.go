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
	ReturnShipmentStore
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
	// ActorID is who asked for it (the audit entry of its end, whoever
	// settles it); LastAnswer is the provider's last answer while it is
	// started (a timeout, an error), for the admin.
	ActorID    string
	LastAnswer string
	UpdatedAt  time.Time
	// Reason is the admin's reason for a cancel's refund: stored with the
	// refund, so whoever finishes it (reconciliation after a lost answer or
	// a crash) mails and audits the same reason.
	Reason string
}

// StuckRefundAfter is how long a refund may stay started before it counts
// as stuck (its answer was lost; the admin sees it and /metrics counts it).
// An answer takes at most a few provider calls of 20 s; reconciliation
// asks iyzico about it after half of DefaultStaleClaim.
const StuckRefundAfter = DefaultStaleClaim

// StuckRefund is a started refund as the admin's list shows it.
type StuckRefund struct {
	Refund
	Customer string // the buyer's e-mail
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
	// LeaseStartedRefunds takes up to limit started refunds not touched
	// since before, moving their updated_at to at so that other instances
	// (and the next round) leave them alone for a while.
	LeaseStartedRefunds(ctx context.Context, before, at time.Time, limit int) ([]Refund, error)
	// NoteRefund records the provider's last answer of a started refund and
	// renews its lease (updated_at = at).
	NoteRefund(ctx context.Context, id, answer string, at time.Time) error
	// StartedRefund is the order's refund in flight (ErrNotFound: none).
	StartedRefund(ctx context.Context, orderID string) (*Refund, error)
	// StuckRefunds lists the refunds started before, oldest first.
	StuckRefunds(ctx context.Context, before time.Time, limit int) ([]StuckRefund, error)
}

// ReturnMails renders the shopper's mails of a request's steps. It reads
// nothing (the caller passes the buyer), so it may run inside the step's
// transaction.
type ReturnMails interface {
	ReturnUpdated(ctx context.Context, buyer *User, o *Order, r *ReturnRequest) (Mail, error)
	// ReturnCodeReady is the mail of a return code obtained after the
	// request's own mail ('İade kodunuz hazır'), once per request.
	ReturnCodeReady(ctx context.Context, buyer *User, o *Order, r *ReturnRequest) (Mail, error)
}
