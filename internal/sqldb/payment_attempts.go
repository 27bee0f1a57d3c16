package sqldb

import (
	"context"
	"time"

	"bookstore/internal/bookstore"
)

// Payment attempts: one per try to pay an order (a 3D Secure start or a
// hosted form), read back by the callbacks and leased by reconciliation.

// PaymentFrame returns the bank page of an attempt still waiting for its callback.
func (s *CheckoutStore) PaymentFrame(ctx context.Context, tokenHash string) ([]byte, error) {
	var html string
	if err := s.db.queryRow(ctx, s.db.bun, stmtFrame, &html, tokenHash); err != nil {
		return nil, translate(err)
	}
	return []byte(html), nil
}

const attemptColumns = `id, order_id, kind, provider_payment_id, provider_token, status, amount, expires_at, created_at`

type attemptRow struct {
	ID                string     `bun:"id"`
	OrderID           string     `bun:"order_id"`
	Kind              string     `bun:"kind"`
	ProviderPaymentID *string    `bun:"provider_payment_id"`
	ProviderToken     *string    `bun:"provider_token"`
	Status            string     `bun:"status"`
	Amount            int64      `bun:"amount"`
	ExpiresAt         *time.Time `bun:"expires_at"`
	CreatedAt         time.Time  `bun:"created_at"`
}

func (r *attemptRow) attempt() bookstore.PaymentAttempt {
	a := bookstore.PaymentAttempt{ID: r.ID, OrderID: r.OrderID, Kind: bookstore.AttemptKind(r.Kind),
		Status: bookstore.AttemptStatus(r.Status), Amount: r.Amount, CreatedAt: r.CreatedAt.UTC()}
	if r.ProviderPaymentID != nil {
		a.ProviderPaymentID = *r.ProviderPaymentID
	}
	if r.ProviderToken != nil {
		a.ProviderToken = *r.ProviderToken
	}
	if r.ExpiresAt != nil {
		a.ExpiresAt = r.ExpiresAt.UTC()
	}
	return a
}

// AttemptByPaymentID finds an attempt by the provider's payment id.
func (s *CheckoutStore) AttemptByPaymentID(ctx context.Context, paymentID string) (*bookstore.PaymentAttempt, error) {
	return s.attemptBy(ctx, stmtAttemptByPayment, paymentID)
}

// AttemptByToken finds a form attempt by the provider's token.
func (s *CheckoutStore) AttemptByToken(ctx context.Context, token string) (*bookstore.PaymentAttempt, error) {
	return s.attemptBy(ctx, stmtAttemptByToken, token)
}

func (s *CheckoutStore) attemptBy(ctx context.Context, st stmt, key string) (*bookstore.PaymentAttempt, error) {
	if key == "" {
		return nil, bookstore.ErrNotFound
	}
	var r attemptRow
	if err := s.db.queryRow(ctx, s.db.bun, st, &r, key); err != nil {
		return nil, translate(err)
	}
	a := r.attempt()
	return &a, nil
}

// LeaseStartedAttempts hands started attempts last looked at before
// `before` to one reconciler in one statement, as ClaimMails does: the lease
// is the row's updated_at, moved forward; on PostgreSQL the rows are picked
// FOR UPDATE SKIP LOCKED, so concurrent reconcilers on several instances
// take disjoint rows (SQLite runs one writer at a time).
func (s *CheckoutStore) LeaseStartedAttempts(ctx context.Context, before, at time.Time, limit int) ([]bookstore.PaymentAttempt, error) {
	return leaseStarted(ctx, s.db, "payment_attempts", "status", attemptColumns, before, at, limit, (*attemptRow).attempt)
}

// RefundedAttempt marks a charged attempt that the shop gave back.
func (s *CheckoutStore) RefundedAttempt(ctx context.Context, attemptID, paymentID, reason string) error {
	_, err := s.db.bun.NewUpdate().Table("payment_attempts").
		Set("status = ?", string(bookstore.AttemptRefunded)).Set("failure_reason = ?", truncate(reason, 200)).
		Set("provider_payment_id = COALESCE(provider_payment_id, ?)", optional(paymentID)).
		Set("frame_html = ''").Set("updated_at = ?", now()).
		Where("id = ? AND status = ?", attemptID, string(bookstore.AttemptStarted)).Exec(ctx)
	return translate(err)
}

// FailAttempt marks a started attempt failed and drops its bank page.
func (s *CheckoutStore) FailAttempt(ctx context.Context, attemptID, reason string) error {
	_, err := s.db.bun.NewUpdate().Table("payment_attempts").
		Set("status = ?", string(bookstore.AttemptFailed)).Set("failure_reason = ?", truncate(reason, 200)).
		Set("frame_html = ''").Set("updated_at = ?", now()).
		Where("id = ? AND status = ?", attemptID, string(bookstore.AttemptStarted)).Exec(ctx)
	return translate(err)
}

// DeclineAttempt fails a started attempt as FailAttempt does and keeps why
// the card was refused, for the payment page.
func (s *CheckoutStore) DeclineAttempt(ctx context.Context, attemptID, reason string, decline bookstore.DeclineReason) error {
	_, err := s.db.bun.NewUpdate().Table("payment_attempts").
		Set("status = ?", string(bookstore.AttemptFailed)).Set("failure_reason = ?", truncate(reason, 200)).
		Set("decline_reason = ?", string(decline)).
		Set("frame_html = ''").Set("updated_at = ?", now()).
		Where("id = ? AND status = ?", attemptID, string(bookstore.AttemptStarted)).Exec(ctx)
	return translate(err)
}

// LastDecline is why the order's latest payment attempt was refused, or
// DeclineNone when that attempt was not refused (or there is none).
func (s *CheckoutStore) LastDecline(ctx context.Context, orderID string) (bookstore.DeclineReason, error) {
	var rows []string
	err := s.db.bun.NewSelect().Table("payment_attempts").Column("decline_reason").
		Where("order_id = ?", orderID).OrderExpr("created_at DESC, id DESC").Limit(1).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return bookstore.DeclineNone, translate(err)
	}
	return bookstore.DeclineReason(rows[0]), nil
}
