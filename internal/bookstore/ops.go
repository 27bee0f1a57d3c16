package bookstore

import "context"

// OpsSnapshot is the shop's state as operators watch it (the /metrics
// gauges): read from the database at each scrape, so every instance on a
// shared PostgreSQL reports the same numbers.
type OpsSnapshot struct {
	OrdersByStatus map[OrderStatus]int
	MailsByStatus  map[MailStatus]int
	// StuckRefunds counts the refunds started longer than StuckRefundAfter
	// ago and still not settled (iyzico's answer lost, reconciliation not
	// done yet): anything above 0 for long needs a look.
	StuckRefunds int
}

// OpsStats reads an OpsSnapshot.
type OpsStats interface {
	OpsSnapshot(ctx context.Context) (OpsSnapshot, error)
}

// PaymentOutcome is how a payment ended, as counted for operators.
type PaymentOutcome string

// The payment outcomes /metrics counts.
const (
	OutcomeConfirmed PaymentOutcome = "confirmed" // charged and the order confirmed
	OutcomeDeclined  PaymentOutcome = "declined"  // refused by the bank or the provider
	OutcomeVoided    PaymentOutcome = "voided"    // a charge the shop did not keep, cancelled the same day
	OutcomeRefunded  PaymentOutcome = "refunded"  // money returned (a cancelled order, or a void refused)
)

// PaymentObserver is told how each payment ended (metrics).
type PaymentObserver interface {
	Payment(o PaymentOutcome)
}

// JobObserver is told of each run of a background job (metrics): job is
// "expiry", "reconciliation", "sale_prices", "outbox" or "housekeeping";
// err is the run's failure or nil.
type JobObserver interface {
	JobRan(job string, err error)
}

// MailObserver is told of each failed mail delivery attempt (metrics).
type MailObserver interface {
	MailFailed(kind string)
}
