package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"bookstore/internal/bookstore"
)

// Checkout storage: payment attempts and the order transitions of payment,
// refund and expiry. Every transition is a conditional UPDATE on the order
// row, so whoever changes the row first wins and everyone else sees 0 rows.

// PendingOrderOf returns one of the user's orders with its payment state.
func (s *CheckoutStore) PendingOrderOf(ctx context.Context, userID, orderID string) (*bookstore.PendingOrder, error) {
	return s.pendingOrder(ctx, stmtOrderOfUser, orderID, userID)
}

// OrderByID returns any order with its items and payment state.
func (s *CheckoutStore) OrderByID(ctx context.Context, orderID string) (*bookstore.PendingOrder, error) {
	return s.pendingOrder(ctx, stmtOrderByID, orderID)
}

func (s *CheckoutStore) pendingOrder(ctx context.Context, st stmt, args ...any) (*bookstore.PendingOrder, error) {
	var row struct {
		orderRow
		Items string `bun:"items"`
	}
	if err := s.db.queryRow(ctx, s.db.bun, st, &row, args...); err != nil {
		return nil, translate(err)
	}
	o := row.order()
	items, err := decodeOrderItems(row.Items)
	if err != nil {
		return nil, err
	}
	o.Items = items
	p := &bookstore.PendingOrder{Order: o, Completing: row.CompletingAt != nil}
	if row.ExpiresAt != nil {
		p.ExpiresAt = row.ExpiresAt.UTC()
	}
	return p, nil
}

// paymentOpenSQL is bookstore.UnpaidOrderState.PaymentOpen at ? (the
// order is pending and its time is not up), checked against it on both
// databases.
const paymentOpenSQL = `status = 'pending' AND expires_at > ?`

// The SQL of a payment's steps, written once: SQLite runs them as separate
// statements in a transaction, PostgreSQL joins them into one statement
// (below), so each rule (what accepting, confirming and superseding mean)
// has one text.
const (
	acceptOrderSQL = `UPDATE orders SET contracts_text = ?, contracts_accepted_at = ?, contracts_accepted_ip = ?, updated_at = ?
		WHERE id = ? AND payment_method = 'card' AND completing_at IS NULL AND ` + paymentOpenSQL
	insertAttemptSQL = `INSERT INTO payment_attempts (id, order_id, kind, provider_payment_id, provider_token, status, amount,
		frame_token_hash, frame_html, expires_at, created_at, updated_at)`
	confirmOrderSQL = `UPDATE orders SET status = 'confirmed', payment_id = ?, installment = ?, paid_amount = ?,
		completing_at = NULL, updated_at = ?
		WHERE id = ? AND status = 'pending' AND completing_at IS NOT NULL`
	// The paid attempt succeeds; the order's other started direct 3D Secure
	// attempts can no longer be charged (the shop would have to complete
	// them). Started forms stay: the provider may have charged one of them
	// too, and reconciliation refunds it. Followed by "WHERE order_id = ...".
	settleAttemptsSQL = `UPDATE payment_attempts SET
		status = CASE WHEN id = ? THEN 'succeeded' ELSE 'failed' END,
		provider_payment_id = CASE WHEN id = ? THEN ? ELSE provider_payment_id END,
		transaction_ids = CASE WHEN id = ? THEN ? ELSE transaction_ids END,
		failure_reason = CASE WHEN id = ? THEN failure_reason ELSE 'superseded' END,
		frame_html = '', updated_at = ?`
	settledAttemptsFilter = `(id = ? OR (status = 'started' AND kind = '3ds'))`
)

// The statements of paying (see prepared.go).
var (
	// An order and its lines in one round trip (paying reads it twice).
	stmtOrderByID        = withItems(`WHERE o.id = ?`)
	stmtOrderOfUser      = withItems(`WHERE o.id = ? AND o.user_id = ?`)
	stmtAcceptOrder      = prepared(acceptOrderSQL)
	stmtInsertAttempt    = prepared(insertAttemptSQL + ` VALUES (?, ?, ?, ?, ?, 'started', ?, ?, ?, ?, ?, ?)`)
	stmtFrame            = prepared(`SELECT frame_html FROM payment_attempts WHERE frame_token_hash = ? AND status = 'started'`)
	stmtAttemptByPayment = prepared(`SELECT ` + attemptColumns + ` FROM payment_attempts WHERE provider_payment_id = ?`)
	stmtAttemptByToken   = prepared(`SELECT ` + attemptColumns + ` FROM payment_attempts WHERE provider_token = ?`)
	// A claim younger than its staleness holds; an older one belonged to a
	// process that died mid-way and is taken over.
	stmtClaimCompletion = prepared(`UPDATE orders SET completing_at = ?
		WHERE id = ? AND (completing_at IS NULL OR completing_at < ?) AND ` + paymentOpenSQL)
	stmtConfirmOrder   = prepared(confirmOrderSQL)
	stmtSettleAttempts = prepared(settleAttemptsSQL + ` WHERE order_id = ? AND ` + settledAttemptsFilter)
	// The paid books leave the buyer's cart; anything added since stays.
	stmtClearPaidLines = prepared(`DELETE FROM cart_items
		WHERE cart_id IN (SELECT c.id FROM carts c JOIN orders o ON o.user_id = c.user_id WHERE o.id = ?)
		AND book_id IN (SELECT book_id FROM order_items WHERE order_id = ?)`)
)

// On PostgreSQL the multi-statement steps of a purchase are single
// statements with data-modifying CTEs: one round trip instead of a
// transaction's BEGIN, two or three statements and COMMIT, and locks held for
// one statement. A statement is atomic, and every later part depends on the
// first (the conditional UPDATE of the order) through its RETURNING, so
// nothing happens unless the order's transition does, exactly as in the
// transaction SQLite runs. SQLite has no data-modifying CTEs.
var (
	// Accept the order, then insert the attempt for the accepted order: the
	// number of rows inserted is 1 exactly when the order was accepted.
	stmtStartAttemptPG = prepared(`WITH accepted AS (` + acceptOrderSQL + ` RETURNING id)
		` + insertAttemptSQL + `
		SELECT ?::uuid, accepted.id, ?::text, ?::text, ?::text, 'started', ?::bigint, ?::text, ?::text, ?::timestamptz,
		?::timestamptz, ?::timestamptz FROM accepted`)
	// Confirm the order, then settle its attempts and clear the paid cart
	// lines for the confirmed order; the row says whether it was confirmed.
	stmtConfirmPaidPG = prepared(`WITH confirmed AS (` + confirmOrderSQL + ` RETURNING id, user_id),
	settled AS (` + settleAttemptsSQL + ` WHERE order_id = (SELECT id FROM confirmed) AND ` + settledAttemptsFilter + `),
	cleared AS (
		DELETE FROM cart_items
		WHERE cart_id IN (SELECT c.id FROM carts c JOIN confirmed o ON o.user_id = c.user_id)
		AND book_id IN (SELECT book_id FROM order_items WHERE order_id = (SELECT id FROM confirmed))),
	audited AS (` + auditPartSQL + ` FROM confirmed WHERE ?::boolean)
	SELECT count(*) FROM confirmed`)
)

// StartAttempt stores the accepted contracts and the attempt together, only
// while the order is pending, unexpired and not being completed.
func (s *CheckoutStore) StartAttempt(ctx context.Context, a bookstore.PaymentAttempt, acc bookstore.Acceptance, tokenHash string, html []byte) error {
	if s.db.dialect == Postgres {
		// One statement is one atomic step: no BEGIN and COMMIT round trips.
		t := now()
		res, err := s.db.exec(ctx, s.db.bun, stmtStartAttemptPG, acc.Text, utc(acc.At), acc.IP, t, a.OrderID, t,
			a.ID, string(a.Kind), optional(a.ProviderPaymentID), optional(a.ProviderToken), a.Amount, optional(tokenHash),
			string(html), nullTime(a.ExpiresAt), t, t)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOrderInfoNotFound)
		}
		return nil
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		res, err := s.db.exec(ctx, tx, stmtAcceptOrder, acc.Text, utc(acc.At), acc.IP, t, a.OrderID, t)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOrderInfoNotFound)
		}
		_, err = s.db.exec(ctx, tx, stmtInsertAttempt, a.ID, a.OrderID, string(a.Kind), optional(a.ProviderPaymentID),
			optional(a.ProviderToken), a.Amount, optional(tokenHash), string(html), nullTime(a.ExpiresAt), t, t)
		return translate(err)
	})
}

// ClaimCompletion lets exactly one caller complete a pending order's payment.
func (s *CheckoutStore) ClaimCompletion(ctx context.Context, orderID string, at time.Time, staleAfter time.Duration, unexpiredOnly bool) (bool, error) {
	deadline := utc(at)
	if !unexpiredOnly {
		deadline = time.Time{}
	}
	res, err := s.db.exec(ctx, s.db.bun, stmtClaimCompletion, utc(at), orderID, utc(at.Add(-staleAfter)), deadline)
	if err != nil {
		return false, translate(err)
	}
	return affected(res) == 1, nil
}

// ReleaseCompletion clears a claim (completion or refund) that did not succeed.
func (s *CheckoutStore) ReleaseCompletion(ctx context.Context, orderID string) error {
	_, err := s.db.bun.NewUpdate().Table("orders").Set("completing_at = NULL").Where("id = ?", orderID).Exec(ctx)
	return translate(err)
}

// ConfirmPaid settles a claimed order as paid: the order, the attempt, the
// buyer's cart, the confirmation mail and the audit entry change together
// or not at all.
func (s *CheckoutStore) ConfirmPaid(ctx context.Context, orderID, attemptID string, p bookstore.CompletedPayment, fx bookstore.Effects) error {
	if s.db.dialect == Postgres {
		confirm := func(ctx context.Context, q bun.IDB) error {
			t := now()
			args := append([]any{p.PaymentID, max(p.Installment, 1), p.PaidPrice, t, orderID,
				attemptID, attemptID, p.PaymentID, attemptID, transactionText(p), attemptID, t, attemptID},
				auditPartArgs(fx.Audit)...)
			var n int
			if err := s.db.queryRow(ctx, q, stmtConfirmPaidPG, &n, args...); err != nil {
				return translate(err)
			}
			if n != 1 {
				return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOrderInfoNotFound)
			}
			return nil
		}
		if fx.Mail == nil && fx.Invoice == nil && fx.Staff == nil {
			return confirm(ctx, s.db.bun) // one statement: atomic on its own
		}
		// The mail, the invoice and the staff's notices join the
		// confirmation's transaction (the outbox; the invoice's number).
		return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if err := confirm(ctx, tx); err != nil {
				return err
			}
			if err := writeEffects(ctx, s.db, tx, bookstore.Effects{Mail: fx.Mail, Invoice: fx.Invoice, Staff: fx.Staff}); err != nil {
				return err
			}
			return staffLowStock(ctx, tx, orderID, fx)
		})
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		t := now()
		res, err := s.db.exec(ctx, tx, stmtConfirmOrder, p.PaymentID, max(p.Installment, 1), p.PaidPrice, t, orderID)
		if err != nil {
			return translate(err)
		}
		if affected(res) != 1 {
			return bookstore.Errorf(bookstore.CodeConflict, bookstore.MsgOrderInfoNotFound)
		}
		if _, err := s.db.exec(ctx, tx, stmtSettleAttempts, attemptID, attemptID, p.PaymentID, attemptID, transactionText(p),
			attemptID, t, orderID, attemptID); err != nil {
			return translate(err)
		}
		if _, err = s.db.exec(ctx, tx, stmtClearPaidLines, orderID, orderID); err != nil {
			return translate(err)
		}
		if err := writeEffects(ctx, s.db, tx, fx); err != nil {
			return err
		}
		return staffLowStock(ctx, tx, orderID, fx)
	})
}

// staffLowStock notices the paid order's books that fell to their
// low-stock threshold, when the confirmation tells the staff (a paid
// order's notice): a confirmation without one (the demo's history) raises
// none.
func staffLowStock(ctx context.Context, tx bun.Tx, orderID string, fx bookstore.Effects) error {
	if fx.Staff == nil {
		return nil
	}
	return noteLowStock(ctx, tx, orderID)
}

// transactionText is how payment_attempts.transaction_ids keeps a payment's
// item transactions: "item:transaction" pairs (basket item ids are UUIDs or
// "kargo", iyzico's transaction ids digits), comma separated; a payment
// without the items (an older answer) keeps the bare ids.
func transactionText(p bookstore.CompletedPayment) string {
	if len(p.Items) == 0 {
		return strings.Join(p.TransactionIDs, ",")
	}
	pairs := make([]string, len(p.Items))
	for i, it := range p.Items {
		pairs[i] = it.ItemID + ":" + it.TransactionID
	}
	return strings.Join(pairs, ",")
}

// PaidItems lists the basket items of the order's kept payment with their
// transactions (none for a payment recorded as bare ids).
func (s *CheckoutStore) PaidItems(ctx context.Context, orderID, paymentID string) ([]bookstore.PaidItem, error) {
	var text string
	err := s.db.bun.NewSelect().Table("payment_attempts").Column("transaction_ids").
		Where("order_id = ? AND provider_payment_id = ? AND status IN ('succeeded', 'refunded')", orderID, paymentID).
		Limit(1).Scan(ctx, &text)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, translate(err)
	}
	var out []bookstore.PaidItem
	for _, pair := range strings.Split(text, ",") {
		if item, tx, ok := strings.Cut(pair, ":"); ok && item != "" && tx != "" {
			out = append(out, bookstore.PaidItem{ItemID: item, TransactionID: tx})
		}
	}
	return out, nil
}

// ClaimRefund lets exactly one caller refund a confirmed order.
func (s *CheckoutStore) ClaimRefund(ctx context.Context, orderID string) (bool, error) {
	res, err := s.db.bun.NewUpdate().Table("orders").Set("completing_at = ?", now()).
		Where("id = ? AND status = ? AND completing_at IS NULL", orderID, string(bookstore.OrderConfirmed)).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// CancelOrder cancels the order when it is in one of the given statuses and
// returns its stock, once; the cancellation mail and audit entry are
// written in the same transaction, so only the call that cancels writes them.
func (s *CheckoutStore) CancelOrder(ctx context.Context, orderID string, from []bookstore.OrderStatus, refunded bool, fx bookstore.Effects) (bool, error) {
	statuses := make([]string, len(from))
	for i, st := range from {
		statuses[i] = string(st)
	}
	won := false
	err := s.db.catalogTx(ctx, func(ctx context.Context, tx bun.Tx) error { // stock returns
		var err error
		won, err = s.cancelOrderTx(ctx, tx, orderID, statuses, refunded, fx)
		return err
	})
	return won, err
}

// cancelOrderTx is CancelOrder inside tx (also the end of a cancel refund,
// ReturnStore.FinishCancelRefund).
func (s *CheckoutStore) cancelOrderTx(ctx context.Context, tx bun.Tx, orderID string, statuses []string, refunded bool, fx bookstore.Effects) (bool, error) {
	if err := lockOrderBooks(ctx, s.db, tx, orderID); err != nil {
		return false, err
	}
	t := now()
	q := tx.NewUpdate().Table("orders").
		Set("status = ?", string(bookstore.OrderCancelled)).Set("completing_at = NULL").Set("updated_at = ?", t).
		Where("id = ? AND status IN (?)", orderID, bun.List(statuses))
	if !refunded {
		// A refund runs under its own claim; anything else must not
		// cancel an order whose payment is being completed.
		q = q.Where("completing_at IS NULL")
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return false, nil
	}
	if err := returnStock(ctx, tx, orderID); err != nil {
		return false, err
	}
	if err := releaseCoupon(ctx, tx, orderID); err != nil { // an unpaid order's use only
		return false, err
	}
	// Started direct 3D Secure attempts can no longer be charged; started
	// forms stay for reconciliation, which refunds any the provider
	// charged before it learnt of the cancellation.
	status := bookstore.AttemptFailed
	where := "order_id = ? AND status = 'started' AND kind = '3ds'"
	if refunded {
		status, where = bookstore.AttemptRefunded, "order_id = ? AND status = 'succeeded'"
	}
	if _, err := tx.NewUpdate().Table("payment_attempts").Set("status = ?", string(status)).
		Set("frame_html = ''").Set("updated_at = ?", t).Where(where, orderID).Exec(ctx); err != nil {
		return false, translate(err)
	}
	if err := requestInvoiceCancel(ctx, tx, orderID); err != nil {
		return false, err
	}
	if err := writeEffects(ctx, s.db, tx, fx); err != nil {
		return false, err
	}
	return true, nil
}

// returnStock puts an order's copies back, one book at a time in id order
// (the books are already locked: see stmtLockOrderBooks).
func returnStock(ctx context.Context, tx bun.Tx, orderID string) error {
	var lines []struct {
		BookID   string `bun:"book_id"`
		Quantity int    `bun:"quantity"`
	}
	if err := tx.NewSelect().Table("order_items").ColumnExpr("book_id, sum(quantity) AS quantity").
		Where("order_id = ?", orderID).Group("book_id").Order("book_id").Scan(ctx, &lines); err != nil {
		return translate(err)
	}
	for _, l := range lines {
		noteStock(ctx, l.BookID)
		if _, err := tx.NewUpdate().Table("books").Set("stock_quantity = stock_quantity + ?", l.Quantity).
			Set("updated_at = ?", now()).Where("id = ?", l.BookID).Exec(ctx); err != nil {
			return translate(err)
		}
	}
	return nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

var _ bookstore.CheckoutStore = (*CheckoutStore)(nil)

// nullTime stores the zero time as NULL.
func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := utc(t)
	return &u
}
