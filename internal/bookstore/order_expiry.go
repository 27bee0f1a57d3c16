package bookstore

import "time"

// An unpaid order reserves its copies until its time is up (ExpiresAt,
// BOOKSTORE_ORDER_TTL after it was placed). Two rules follow from that
// time, each written once here; the SQL that selects by them
// (sqldb: the payment steps' "still payable" and the expiry job's
// "expirable") is checked against these functions on both databases.

// UnpaidOrderState is what decides an unpaid order's time.
type UnpaidOrderState struct {
	Status    OrderStatus
	ExpiresAt time.Time
	// ClaimedAt is when a callback claimed the order to complete its
	// payment (zero: no claim).
	ClaimedAt time.Time
	// PaymentStarted: a payment attempt is started, which the provider may
	// still charge (a bank page or a form left open).
	PaymentStarted bool
	// TransferRecorded: staff recorded a havale/EFT transfer on the order
	// (short of its total, or it would be confirmed). Its money is in, so
	// staff decide: wait for the rest, or cancel and refund.
	TransferRecorded bool
}

// PaymentOpen reports whether the order can still be paid at at: it is
// pending and its time is not up. At ExpiresAt itself it can no longer be
// paid.
func (o UnpaidOrderState) PaymentOpen(at time.Time) bool {
	return o.Status == OrderPending && at.Before(o.ExpiresAt)
}

// ClaimLive reports whether a completion claim still holds at at: one
// younger than staleAfter belongs to a callback still at work; an older one
// to a process that died mid-way, and is taken over.
func (o UnpaidOrderState) ClaimLive(at time.Time, staleAfter time.Duration) bool {
	return !o.ClaimedAt.IsZero() && !o.ClaimedAt.Before(at.Add(-staleAfter))
}

// MayExpire reports whether the expiry job may cancel the order at at and
// return its stock: pending, its time up (strictly after ExpiresAt), no
// completion claim still holding, no started payment attempt, whose
// money the provider may hold (reconciliation settles those first), and no
// recorded transfer (staff decide those).
func (o UnpaidOrderState) MayExpire(at time.Time, staleAfter time.Duration) bool {
	return o.Status == OrderPending && o.ExpiresAt.Before(at) && !o.ClaimLive(at, staleAfter) && !o.PaymentStarted &&
		!o.TransferRecorded
}
