package checkout

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// The background jobs every instance runs: reconciliation settles payments
// whose outcome the shop missed (a crash, a lost answer, a buyer who never
// came back), refund reconciliation does the same for refunds
// (refund_reconcile.go), expiry cancels unpaid orders once nothing can be charged
// for them any more, and the sale-prices job (when set) follows sales that
// started or ended. Every step is a conditional update or a lease, so
// several instances run them side by side and each order is settled once.

const reconcileBatch = 50

// formExpiryGrace covers clock skew with the provider: a form is taken as
// dead this long after its token's expiry (half a claim's staleness: a
// minute by default).
func (s *Service) formExpiryGrace() time.Duration { return s.staleClaim() / 2 }

// Reconcile settles the started attempts nobody has looked at for a while:
// a hosted form by retrieving it, a direct 3D Secure payment by its detail.
// It returns how many attempts it looked at.
func (s *Service) Reconcile(ctx context.Context) (int, error) {
	now := s.now()
	// A started attempt is left to its callback for half a claim's
	// staleness before reconciliation asks the provider (and between two
	// asks).
	attempts, err := s.Store.LeaseStartedAttempts(ctx, now.Add(-s.staleClaim()/2), now, reconcileBatch)
	for i := range attempts {
		a := &attempts[i]
		if a.Kind == bookstore.AttemptForm {
			s.settleForm(ctx, a, "")
		} else {
			s.settle3DS(ctx, a)
		}
	}
	return len(attempts), err
}

// settle3DS settles a direct 3D Secure attempt whose callback never
// completed. While its order can still be paid the bank page may still be
// open, and the callback will come; after that (or when a completion died
// half-way) the provider's record decides: charged → keep, else failed.
func (s *Service) settle3DS(ctx context.Context, a *bookstore.PaymentAttempt) {
	o, err := s.Store.OrderByID(ctx, a.OrderID)
	if err != nil {
		s.Log.ErrorContext(ctx, "reconcile: order lookup", "order", a.OrderID, "err", err)
		return
	}
	if !o.Completing && o.Unpaid().PaymentOpen(s.now()) {
		return
	}
	o, claimed, _ := s.claimRead(ctx, o)
	if o == nil {
		return // being settled right now
	}
	paid, err := s.Provider.PaymentDetail(ctx, o.ID, a.ProviderPaymentID)
	switch {
	case err != nil:
		s.Log.ErrorContext(ctx, "reconcile: payment detail failed", "order", o.ID, "payment", a.ProviderPaymentID, "err", err)
		s.releaseIf(ctx, claimed, o.ID, Failed)
	case paid == nil:
		s.fail(ctx, a, "not charged (reconciled)")
		s.releaseIf(ctx, claimed, o.ID, Failed)
	default:
		s.keep(ctx, o, a, paid, "", claimed)
	}
}

// ExpireDue cancels the unpaid orders whose time ran out and for which
// nothing can be charged any more.
func (s *Service) ExpireDue(ctx context.Context) (int, error) {
	return s.Store.ExpirePendingOrdersWith(ctx, s.now(), s.staleClaim(), s.expiryEffects)
}

// RunJobs reconciles payments and refunds, expires and refreshes sale
// prices every interval until ctx ends.
// Reconciliation runs first, so that an order whose payment is settled as
// failed is expired in the same round.
func (s *Service) RunJobs(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := s.Reconcile(ctx)
		s.jobRan("reconciliation", err)
		if err != nil && ctx.Err() == nil {
			s.Log.ErrorContext(ctx, "payment reconciliation", "err", err)
		} else if n > 0 {
			s.Log.InfoContext(ctx, "payments reconciled", "attempts", n)
		}
		n, err = s.ReconcileRefunds(ctx)
		s.jobRan("refund_reconciliation", err)
		if err != nil && ctx.Err() == nil {
			s.Log.ErrorContext(ctx, "refund reconciliation", "err", err)
		} else if n > 0 {
			s.Log.InfoContext(ctx, "refunds reconciled", "refunds", n)
		}
		n, err = s.ExpireDue(ctx)
		s.jobRan("expiry", err)
		if err != nil && ctx.Err() == nil {
			s.Log.ErrorContext(ctx, "order expiry", "err", err)
		} else if n > 0 {
			s.Log.InfoContext(ctx, "unpaid orders cancelled", "count", n)
		}
		s.refreshSalePrices(ctx)
		s.returnShipmentJobs(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// refreshSalePrices runs the sale-prices job, if set: the book list's price
// filter and sort follow a sale's start or end within one interval (at most
// a minute, jobsEvery in cmd/bookstore).
func (s *Service) refreshSalePrices(ctx context.Context) {
	if s.SalePrices == nil {
		return
	}
	n, err := s.SalePrices.RefreshSalePrices(ctx, s.now())
	s.jobRan("sale_prices", err)
	if err != nil && ctx.Err() == nil {
		s.Log.ErrorContext(ctx, "sale prices", "err", err)
	} else if n > 0 {
		s.Log.InfoContext(ctx, "sale prices refreshed", "books", n)
	}
}

// returnShipmentJobs obtains the return codes the carrier did not give at
// once and tracks the open return shipments (returns_carrier.go,
// returns_tracking.go).
func (s *Service) returnShipmentJobs(ctx context.Context) {
	n, err := s.RetryReturnCodes(ctx)
	s.jobRan("return_codes", err)
	if err != nil && ctx.Err() == nil {
		s.Log.ErrorContext(ctx, "return codes", "err", err)
	} else if n > 0 {
		s.Log.InfoContext(ctx, "return codes obtained", "count", n)
	}
	n, err = s.PollReturnShipments(ctx)
	s.jobRan("return_tracking", err)
	if err != nil && ctx.Err() == nil {
		s.Log.ErrorContext(ctx, "return tracking", "err", err)
	} else if n > 0 {
		s.Log.InfoContext(ctx, "return shipments tracked", "count", n)
	}
}

// jobRan tells the observer (metrics), if any, of a job's run.
func (s *Service) jobRan(job string, err error) {
	if s.Jobs != nil {
		s.Jobs.JobRan(job, err)
	}
}
